/**
 * The OSR hack's check (RESOLUTION.md §4.2 RS-2; 002:L9, L194): d20, or 2d20 keeping the higher
 * (advantage) or the lower (disadvantage), plus modifiers, succeeds when it meets the DC. Every OSR
 * roll of the resolution domain (attacks, saves, morale, stabilising, rolling to return) is one.
 * Pure.
 */
import { RulesError, assertIntegerInRange } from "../../errors";
import type { AttackDice } from "../../resolution/types";
import { meleeReaches } from "../../resolution/melee-reach";

/** Which of the dice a check keeps. */
export type CheckKeep = Extract<AttackDice, { readonly kind: "d20" }>["keep"];

/**
 * Decision (RESOLUTION.md RS-2): any advantage and any disadvantage cancel to one d20, and several
 * sources of one kind count once (the 5e convention; 002 gives none: L9 "at advantage or
 * disadvantage", never "twice").
 */
export function osrCheckKeep(advantage: boolean, disadvantage: boolean): CheckKeep {
  if (advantage === disadvantage) return "one";
  return advantage ? "highest" : "lowest";
}

/** The dice of a check as a roll formula: 1d20, 2d20kh, 2d20kl. */
export function osrCheckFormula(keep: CheckKeep): string {
  return keep === "one" ? "1d20" : keep === "highest" ? "2d20kh" : "2d20kl";
}

/**
 * Book (002:L35, L115, L319): the states that put every check at disadvantage: `overloaded` (loads
 * over STR), `exhausted`, and `injured` (the Injury Table's 14–19, "disadvantage all checks until
 * rest"; RS-7).
 */
export const OSR_DISADVANTAGE_STATES: readonly string[] = Object.freeze(["overloaded", "exhausted", "injured"]);

/** Whether a fighter's conditions and badges put its checks at disadvantage (RS-2's automatic sources). */
export function osrAutoDisadvantage(conditions: readonly string[]): boolean {
  return conditions.some((c) => OSR_DISADVANTAGE_STATES.includes(c));
}

/** Book (002:L65): "A melee attack must be within 5-10′ (close range)". */
export const OSR_CLOSE_FEET = 10;

/**
 * Decision (RESOLUTION.md RS-2; 002:L51, L65; VARIANTS.md D6): a hostile is "close" when its hex
 * distance × the scene's feet per hex is at most 10 ft (2 hexes at 5 ft/hex). An adjacent hostile
 * (1 hex) is close at any scale: a hex is the map's smallest distance, so a 15 ft/hex scene must not
 * let a bow shoot untroubled from inside a foe's reach. Distance 0 (the same hex) is close too.
 */
export function osrWithinClose(distanceHexes: number, feetPerHex: number): boolean {
  // The same test as the OSR melee reach (the model's meleeReachFeet), so "close" and "in reach" agree.
  return meleeReaches(distanceHexes, feetPerHex, OSR_CLOSE_FEET);
}

/**
 * Whether any hostile, able-to-act token is close (the adapter lists their hex distances): the value
 * of `AttackOptions.hostileClose` under the OSR attack model (002:L65).
 */
export function osrHostileClose(hostileDistances: readonly number[], feetPerHex: number): boolean {
  return hostileDistances.some((d) => osrWithinClose(d, feetPerHex));
}

/** Book (002:L9, L194): a check succeeds when its total meets the DC. */
export function osrCheckSucceeds(total: number, dc: number): boolean {
  return total >= dc;
}

/** Book (002:L187, L194): "per 1 under the DC": how far a failed check fell short (0 on a success). */
export function osrPointsUnder(total: number, dc: number): number {
  return Math.max(0, dc - total);
}

/** The kept die of a check's d20s (advantage the higher, disadvantage the lower: R4). */
export function keptD20(dice: readonly number[], keep: CheckKeep): number {
  for (const d of dice) assertIntegerInRange("d20", d, 1, 20);
  const expected = keep === "one" ? 1 : 2;
  if (dice.length !== expected) throw new RulesError("INVALID_ARGUMENT", "dice", dice, `a ${keep} check rolls ${expected} d20`);
  return keep === "lowest" ? Math.min(...dice) : Math.max(...dice);
}

/**
 * A creature's attack formula (002:L73, "the monster's stats") rolled as a check: its first `d20`
 * term becomes 2d20 keep-highest or keep-lowest. A formula without a d20 is unchanged.
 */
export function withCheckDice(formula: string, keep: CheckKeep): string {
  if (keep === "one") return formula;
  return formula.replace(/(^|[^\d)])1?d20(?![\d])/i, (_m, pre: string) => `${pre}${osrCheckFormula(keep)}`);
}
