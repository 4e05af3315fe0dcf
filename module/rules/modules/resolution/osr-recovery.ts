/**
 * The OSR hack's HP floor, rest healing, saves and morale (RESOLUTION.md §4.2 RS-9…RS-12; 002:L9,
 * L93–L103, L121–L148, L339). Pure.
 */
import { assertIntegerInRange, assertNonNegativeInteger } from "../../errors";
import { abilityMod } from "../../resolution/abilities";
import type { AttackDice, Fighter, HealthState, Part } from "../../resolution/types";
import { osrAutoDisadvantage, osrCheckFormula, osrCheckKeep } from "./osr-checks";
import { MAX_SITUATIONAL_MODIFIER } from "../../action-limits";

/** Book (002:L93): "You can never go below zero HP, and never go above your max HP" (RS-9: no `below`). */
export function osrClampHealth(value: number, health: Pick<HealthState, "max">): number {
  return Math.min(health.max, Math.max(0, value));
}

/** Book (002:L99): a night of safe rest heals 1 HP per level, a night of unsafe rest 1 HP. */
export function osrRestHealing(level: number, safe: boolean): number {
  assertIntegerInRange("level", level, 0, 1_000);
  return safe ? level : 1;
}

/** Book (002:L9): a save is a check; the kinds an OSR save reads an ability for. */
const ABILITY_SAVE_KINDS = new Set(["str", "dex", "con", "int", "wis", "cha"]);

/**
 * Book (002:L9) with Decision (RESOLUTION.md RS-11): a save is a check: d20 (with advantage or
 * disadvantage, and the automatic disadvantage of an overloaded, exhausted or injured saver) + the
 * effect's ability modifier + `proficiency` when the saver is proficient in that ability's saves,
 * against the DC. A save of another kind (a flat or OSE-category save under OSR) rolls the bare d20.
 */
export function osrSavePlan(fighter: Fighter, effect: { readonly kind: string; readonly dc: number }, ctx: { readonly advantage: boolean; readonly disadvantage: boolean }): { readonly dice: AttackDice; readonly parts: readonly Part[]; readonly target: number } {
  assertIntegerInRange("dc", effect.dc, -1_000, 1_000);
  const keep = osrCheckKeep(ctx.advantage, ctx.disadvantage || osrAutoDisadvantage(fighter.conditions));
  const parts: Part[] = [];
  if (ABILITY_SAVE_KINDS.has(effect.kind)) {
    const ability = effect.kind as keyof Fighter["abilities"];
    parts.push({ key: `ability.${ability}`, value: abilityMod(fighter.abilities[ability]) });
    if (fighter.saveProficiencies.includes(ability)) parts.push({ key: "proficiency", value: fighter.proficiency });
  }
  return { dice: { kind: "d20", keep }, parts, target: effect.dc };
}

/** Book (002:L123): "Morale checks always have a DC 11". */
export const OSR_MORALE_DC = 11;

/**
 * Book (002:L127–L133) with Decision (RESOLUTION.md RS-12): morale is a check: d20 (advantage or
 * disadvantage, and the automatic sources of every check) + WIS mod + proficiency when the GM ticks
 * "fitting" + the monster's `moraleBonus` ("based off HD": typed, no table) + the GM's adjustment,
 * against 11: at least 11 stands, below flees or surrenders.
 */
export function osrMoralePlan(fighter: Fighter, ctx: { readonly adjustment: number; readonly advantage: boolean; readonly disadvantage: boolean; readonly fitting: boolean }): { readonly dice: string; readonly parts: readonly Part[]; readonly stands: { readonly atLeast: number } } {
  assertIntegerInRange("adjustment", ctx.adjustment, -100, 100);
  const keep = osrCheckKeep(ctx.advantage, ctx.disadvantage || osrAutoDisadvantage(fighter.conditions));
  const parts: Part[] = [{ key: "ability.wis", value: abilityMod(fighter.abilities.wis) }];
  if (ctx.fitting) parts.push({ key: "proficiency", value: fighter.proficiency });
  if (fighter.moraleBonus !== 0) parts.push({ key: "moraleBonus", value: fighter.moraleBonus });
  if (ctx.adjustment !== 0) parts.push({ key: "situational", value: ctx.adjustment });
  return { dice: osrCheckFormula(keep), parts, stands: { atLeast: OSR_MORALE_DC } };
}

/**
 * Book (002:L9, L127, L130): the GM's morale dialog asks advantage or disadvantage ("like any
 * check") and whether the proficiency bonus is "fitting". Decision (RS-12): a situational adjustment within the
 * system's situational bound (RULES.md §2), shown as its own part.
 */
export const OSR_MORALE_INPUTS = Object.freeze({ adjustment: Object.freeze({ min: -MAX_SITUATIONAL_MODIFIER, max: MAX_SITUATIONAL_MODIFIER }), edge: true, fitting: true });

/**
 * Book (002:L339): retainers and NPCs following a PC who retreats "must immediately make a morale
 * check at disadvantage" (RS-12).
 */
export const OSR_RETREAT_FOLLOWERS = Object.freeze({ advantage: false, disadvantage: true });

/** The context of that check from the GM's other choices: at disadvantage, whatever else. */
export function osrRetreatMoraleContext<C extends { readonly disadvantage: boolean }>(ctx: C): C {
  return { ...ctx, disadvantage: OSR_RETREAT_FOLLOWERS.disadvantage };
}

/** The health a rest brings, capped at max (RS-9). */
export function osrRested(health: Pick<HealthState, "value" | "max">, level: number, safe: boolean): number {
  assertNonNegativeInteger("value", health.value);
  return osrClampHealth(health.value + osrRestHealing(level, safe), health);
}
