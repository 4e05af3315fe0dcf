/** Ability modifiers for the resolution rules (VARIANTS.md D10; 001:L25). Pure. */
import { abilityModifier } from "../ability-scale";
import { RulesError } from "../errors";
import { ABILITY_IDS } from "./types";

/**
 * Decision (VARIANTS.md D10, RESOLUTION.md §2): an ability modifier is ⌊(score − 10) / 2⌋ in every
 * model (13A, OSR, A5E; OSE's own table is its initiative's, not this). Score: whole, 0–100.
 */
export function abilityMod(score: number): number {
  return abilityModifier(score);
}

/**
 * Decision (RESOLUTION.md §3.1 "auto"): the ability an item uses: its own, or STR in melee and DEX
 * at range. The 13A damage bonus `@a13.dmg` reads it (001:L23 "+ Ability").
 */
export function itemAbility(ability: string, kind: string): string {
  if (kind !== "melee" && kind !== "ranged") throw new RulesError("INVALID_ARGUMENT", "kind", kind, 'expected "melee" or "ranged"');
  if (ability === "auto" || ability === "") return kind === "ranged" ? "dex" : "str";
  if (!(ABILITY_IDS as readonly unknown[]).includes(ability)) throw new RulesError("INVALID_ARGUMENT", "ability", ability, "expected an ability id or auto");
  return ability;
}
