/**
 * OSE's attack and damage modifiers (RESOLUTION.md §4.3 RO-3…RO-7; 003:L734, L827–L849, L914–L924,
 * L950, L975): range bands through the scene's feet per hex (VARIANTS.md D6), cover, retreat and
 * rear attacks, winded and unrested, helpless targets, the damage formula and its floor. Pure.
 */
import { RulesError, assertInteger, assertIntegerInRange, assertNonNegativeInteger, assertPositiveNumber } from "../../errors";
import type { AttackItem, CoverChoice, Fighter, WornArmour } from "../../resolution/types";
import { MAX_ROLL_TOTAL } from "../../resolution/validate";
import { wildernessRange } from "../../scene-scale";

/** Book (003:L837–L841): short +1, medium 0, long −1. */
export const OSE_RANGE_MODIFIERS = Object.freeze({ short: 1, medium: 0, long: -1 });

/**
 * Largest hex distance the range test reads: the attack pipeline's own bound on a target's distance
 * (R19), so every distance planAttack accepts is judged (a scene is far smaller).
 */
export const MAX_RANGE_HEXES = MAX_ROLL_TOTAL;

/** The distance in feet of a hex count on a scene of `feetPerHex` (VARIANTS.md D6). */
export function feetOfHexes(hexes: number, feetPerHex: number): number {
  assertIntegerInRange("hexes", hexes, 0, MAX_RANGE_HEXES);
  assertPositiveNumber("feetPerHex", feetPerHex);
  return hexes * feetPerHex;
}

/**
 * Decision (RESOLUTION.md RO-3; 003:L831, L888): at any feet per hex, a target in the same or an
 * adjacent hex is "5′ or less" (melee only) and any farther hex "more than 5′" (missile only). A hex
 * is the map's smallest distance: a 10 ft/hex scene must not forbid melee.
 */
export const OSE_MELEE_HEXES = 1;

export type OseRangeBand = { readonly band: "short" | "medium" | "long"; readonly modifier: number } | { readonly band: "tooClose" | "tooFar" | "unknown"; readonly modifier: 0 };

/**
 * Book (003:L831, L837–L843) with RO-3: the range band of a missile attack at `hexes` hexes. A
 * target closer than the missile threshold is `tooClose`; beyond long range `tooFar` (no attack).
 * Decision: a missile item with no ranges typed (all 0) has no band and no modifier (`unknown`):
 * the GM has not filled it, and a refusal at every distance would forbid the weapon.
 */
export function oseRangeBand(hexes: number, feetPerHex: number, range: AttackItem["range"], options: { readonly wilderness?: boolean } = {}): OseRangeBand {
  const feet = feetOfHexes(hexes, feetPerHex);
  if (hexes <= OSE_MELEE_HEXES) return { band: "tooClose", modifier: 0 };
  for (const k of ["short", "medium", "long"] as const) assertNonNegativeInteger(`range.${k}`, range[k]);
  if (range.short === 0 && range.medium === 0 && range.long === 0) return { band: "unknown", modifier: 0 };
  // D6 amended (VARIANTS.md §13.1; 003:L401): on a wilderness scene the ranges are yards.
  const at = (k: "short" | "medium" | "long") => wildernessRange(range[k], options.wilderness === true);
  if (feet <= at("short")) return { band: "short", modifier: OSE_RANGE_MODIFIERS.short };
  if (feet <= at("medium")) return { band: "medium", modifier: OSE_RANGE_MODIFIERS.medium };
  if (feet <= at("long")) return { band: "long", modifier: OSE_RANGE_MODIFIERS.long };
  return { band: "tooFar", modifier: 0 };
}

/** Book (003:L888) with RO-3: a melee attack reaches only the same or an adjacent hex. */
export function oseMeleeReaches(hexes: number): boolean {
  assertIntegerInRange("hexes", hexes, 0, MAX_RANGE_HEXES);
  return hexes <= OSE_MELEE_HEXES;
}

/** The cover choices OSE's row offers (003:L847, L849): partial −1…−4 (the GM's call) and complete. */
export const OSE_COVER_CHOICES: readonly CoverChoice[] = Object.freeze(["none", "partial1", "partial2", "partial3", "partial4", "total"] as const);

/**
 * Book (003:L847, L849, L930): complete cover cannot be hit; partial cover is −1…−4 to missile
 * attacks (cover is a missile modifier, L930). Decision: A5E's half and three-quarters, which OSE's
 * row never offers, count as no cover here.
 */
export function oseCover(choice: CoverChoice, missile: boolean): { readonly modifier: number; readonly cannotBeHit: boolean } {
  if (choice === "total") return { modifier: 0, cannotBeHit: true };
  const partial = { partial1: -1, partial2: -2, partial3: -3, partial4: -4 } as const;
  if (choice in partial && missile) return { modifier: partial[choice as keyof typeof partial], cannotBeHit: false };
  if (!(["none", "half", "threeQuarters"] as string[]).includes(choice) && !(choice in partial)) throw new RulesError("INVALID_ARGUMENT", "cover", choice, "expected a cover choice");
  return { modifier: 0, cannotBeHit: false };
}

/** Book (003:L827): attacks on a combatant retreating this round are +2. */
export const OSE_RETREAT_ATTACK_BONUS = 2;
/** Book (003:L734): exhaustion (winded, VARIANTS.md §5.13) is −2 to attacks, damage and AC. */
export const OSE_WINDED_PENALTY = -2;
/** Book (003:L346, L473): not resting is −1 to attacks and damage. */
export const OSE_UNRESTED_PENALTY = -1;

/** The condition ids the OSE model reads on a fighter (VARIANTS.md §5.13, GO-14/GO-19). */
export const WINDED = "winded";
export const UNRESTED = "unrested";

/**
 * Book (003:L346, L473, L734): the attacker's own penalty to attack and damage, as parts (R18):
 * winded −2, unrested −1; both apply when both hold (different causes, no "worst only" rule in 003).
 */
export function oseAttackerPenalties(conditions: readonly string[]): readonly { readonly key: "winded" | "unrested"; readonly value: number }[] {
  const out: { key: "winded" | "unrested"; value: number }[] = [];
  if (conditions.includes(WINDED)) out.push({ key: "winded", value: OSE_WINDED_PENALTY });
  if (conditions.includes(UNRESTED)) out.push({ key: "unrested", value: OSE_UNRESTED_PENALTY });
  return out;
}

/**
 * RB-3 under OSE (003:L734, L827, L950): AAC = typed AC + the best worn armour + the best worn
 * shield, the shield left out when it is ignored (a retreat, a rear attack), −2 when winded.
 */
export function oseArmourClass(fighter: Pick<Fighter, "defences" | "armour" | "conditions">, ignoreShield: boolean): number {
  assertInteger("defences.ac", fighter.defences.ac);
  const best = (list: readonly WornArmour[]) => list.reduce((m, a) => Math.max(m, a.defence), 0);
  const armour = best(fighter.armour.filter((a) => !a.shield));
  const shield = ignoreShield ? 0 : best(fighter.armour.filter((a) => a.shield));
  const winded = fighter.conditions.includes(WINDED) ? OSE_WINDED_PENALTY : 0;
  return fighter.defences.ac + armour + shield + winded;
}

/** Book (003:L827, L950): the target's shield counts unless it is retreating or attacked from behind. */
export function oseShieldIgnored(retreating: boolean, rear: boolean): boolean {
  return retreating || rear;
}

/**
 * Decision (RESOLUTION.md RO-6; 003:L975): a melee attack on an `unconscious` target hits with no
 * roll. Only `unconscious` is helpless: ER has no paralysed or frozen id, and `stunned` still
 * defends as a normal target. A missile attack on it is rolled as usual.
 */
export function oseAutoHit(melee: boolean, target: Pick<Fighter, "conditions">): boolean {
  return melee && target.conditions.includes("unconscious");
}

/** Book (003:L914): a character's attack deals 1d6. */
export const OSE_CHARACTER_DAMAGE = "1d6";
/** Book (003:L997): unarmed attacks deal 1d2, modified by STR (a weapon marked unarmed, the Fists). */
export const OSE_UNARMED_DAMAGE = "1d2";

/**
 * Book (003:L914–L924, L997) with RO-7: the damage formula. An unarmed attack deals 1d2 whoever
 * makes it and whatever the weapon's own damage (L997); otherwise a character deals 1d6, or with
 * variable weapon damage the weapon's own (L924; 1d6 while the weapon has none typed); a creature
 * deals its item's damage (L916; "" = none).
 */
export function oseDamageFormula(attacker: Pick<Fighter, "kind">, item: Pick<AttackItem, "damage" | "unarmed">, variableDamage: boolean): string {
  if (item.unarmed) return OSE_UNARMED_DAMAGE;
  if (attacker.kind === "creature") return item.damage.trim();
  return variableDamage && item.damage.trim() !== "" ? item.damage.trim() : OSE_CHARACTER_DAMAGE;
}

/**
 * Book (003:L914, L916, L997): STR modifies a character's melee damage and any unarmed attack
 * ("1d2 damage, modified by STR"); missiles and monsters' listed damage take none.
 */
export function oseDamageTakesStr(attacker: Pick<Fighter, "kind">, melee: boolean, unarmed = false): boolean {
  return (attacker.kind === "character" || unarmed) && melee;
}

/**
 * Book (003:L918; R5): a hit always deals at least 1, after the modifiers (STR, winded, unrested)
 * and before any halving, which a hit never has.
 */
export function oseHitDamage(rolled: number, modifiers: number): number {
  assertInteger("rolled", rolled);
  assertInteger("modifiers", modifiers);
  return Math.max(1, rolled + modifiers);
}
