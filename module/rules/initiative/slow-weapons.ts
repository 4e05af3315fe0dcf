/**
 * Slow weapons as the core reads them (VARIANTS.md row 21, §5.2; 003:L806): the second the
 * `slowWeapons` point moves a wielder to, and which weapons are slow. The sheets and the combatant
 * input ask this whether or not a slow-weapon rule is in force (a weapon's derived choice), so it
 * is the core's; the second itself is the module's (../modules/initiative/ose-slow-weapons.ts). Pure.
 */
import { RulesError } from "../errors";
import { assertObject } from "../bounds";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";

/** The second a slow weapon moves its wielder to under the ruleset, or null while no slow-weapon rule is in force. */
export function slowWeaponSecond(ruleset: Ruleset): number | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.slowWeapons?.second ?? null;
}

/** Whether weapons can be slow under the ruleset (the item sheet shows a weapon's slow choice only then). */
export function slowWeaponsApply(ruleset: Ruleset): boolean {
  return slowWeaponSecond(ruleset) !== null;
}

/** A weapon as the slow-weapon rule reads it: its `slow` field (null: derived), whether it is two-handed, and its kind. */
export interface SlowWeaponInput {
  readonly slow: boolean | null;
  readonly twoHanded: boolean;
  readonly kind: "melee" | "ranged";
}

/**
 * Book (003:L806; the text wins over VARIANTS.md row 21's "modifier above 0"): a weapon's `slow`
 * left unset is derived from what the text keys on: two-handed melee weapons are slow. A missile
 * weapon is slow only where its equipment description says so, which the GM records by setting
 * `slow` (the pack's crossbow does); the ER initiative modifier plays no part.
 */
export function weaponIsSlow(weapon: SlowWeaponInput): boolean {
  assertObject("weapon", weapon);
  if (weapon.slow !== null && typeof weapon.slow !== "boolean") throw new RulesError("INVALID_ARGUMENT", "weapon.slow", weapon.slow, "expected true, false or null");
  if (typeof weapon.slow === "boolean") return weapon.slow;
  if (typeof weapon.twoHanded !== "boolean") throw new RulesError("INVALID_ARGUMENT", "weapon.twoHanded", weapon.twoHanded, "expected true or false");
  if (weapon.kind !== "melee" && weapon.kind !== "ranged") throw new RulesError("INVALID_ARGUMENT", "weapon.kind", weapon.kind, "expected melee or ranged");
  return weapon.twoHanded && weapon.kind === "melee";
}

/** Decision (VARIANTS.md row 21, GO-2b, vttred/ose PR #546): a combatant is slow when ANY weapon in hand is slow. */
export function slowInHand(weaponsInHand: readonly SlowWeaponInput[]): boolean {
  if (!Array.isArray(weaponsInHand)) throw new RulesError("INVALID_ARGUMENT", "weaponsInHand", weaponsInHand, "expected a list of weapons");
  if (weaponsInHand.length > 1000) throw new RulesError("OUT_OF_RANGE", "weaponsInHand", weaponsInHand.length, "expected at most 1000 weapons");
  let slow = false;
  for (const w of weaponsInHand) slow = weaponIsSlow(w) || slow;
  return slow;
}
