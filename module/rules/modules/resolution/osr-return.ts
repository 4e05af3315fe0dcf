/**
 * The OSR hack's roll to return (002:L179–L194; RESOLUTION.md §8.2 G2R-6): a check against
 * DC 10 + 1 per travel turn (max 20); a failure on a dangerous path deals 1d6 per point under, on an
 * arduous one drops a load per point under. Pure: the adapter rolls and applies.
 */
import { assertIntegerInRange, assertNonNegativeInteger } from "../../errors";
import { abilityMod } from "../../resolution/abilities";
import { ABILITY_IDS, type Fighter } from "../../resolution/types";
import { osrCheckSucceeds, osrPointsUnder } from "./osr-checks";
import { osrSelfFumbleMultiplier } from "./osr-attack";

/** Book (002:L185): the DC is 10 + 1 per travel turn, at most 20. */
export function osrReturnDc(travelTurns: number): number {
  assertNonNegativeInteger("travelTurns", travelTurns);
  return Math.min(20, 10 + travelTurns);
}

/**
 * Decision (002:L181 "a mod equal to their highest modifier (including proficiency)"): the highest
 * ability modifier plus the actor's proficiency; a table that reads it otherwise types the
 * modifier in the roll dialog.
 */
export function osrBestCheckModifier(fighter: Pick<Fighter, "abilities" | "proficiency">): number {
  return Math.max(...ABILITY_IDS.map((a) => abilityMod(fighter.abilities[a]))) + fighter.proficiency;
}

export type ReturnPath = "dangerous" | "arduous";

/** What a rolled return costs: the DC, success, points under, the damage dice or the loads to drop. */
export interface ReturnResult {
  readonly dc: number;
  readonly total: number;
  readonly success: boolean;
  readonly under: number;
  /** Dangerous: `<under>d6` (002:L187); null on success or an arduous path. */
  readonly damageFormula: string | null;
  /** Arduous: loads the GM drops (002:L188, L192); 0 otherwise. */
  readonly loadsLost: number;
  /** 2 when a PC's natural 1 doubles the damage (002:L81, RS-4). */
  readonly multiplier: 1 | 2;
}

/**
 * Book (002:L185–L190, L81): the cost of a roll to return. The damage "ignores armor" (L190): it is
 * applied as it is rolled, × the multiplier.
 */
export function osrRollToReturn(input: { readonly travelTurns: number; readonly path: ReturnPath; readonly natural: number; readonly modifier: number; readonly roller: Pick<Fighter, "playerCharacter"> }): ReturnResult {
  assertIntegerInRange("natural", input.natural, 1, 20);
  assertIntegerInRange("modifier", input.modifier, -100, 100);
  const dc = osrReturnDc(input.travelTurns);
  const total = input.natural + input.modifier;
  const success = osrCheckSucceeds(total, dc);
  const under = osrPointsUnder(total, dc);
  const dangerous = input.path === "dangerous" && under > 0;
  return {
    dc,
    total,
    success,
    under,
    damageFormula: dangerous ? `${under}d6` : null,
    loadsLost: input.path === "arduous" ? under : 0,
    multiplier: dangerous ? osrSelfFumbleMultiplier(input.natural, input.roller) : 1,
  };
}

/** The damage a rolled dangerous path deals (× the PC's critical failure), never below 0. */
export function osrReturnDamage(result: Pick<ReturnResult, "damageFormula" | "multiplier">, rolled: number): number {
  assertNonNegativeInteger("rolled", rolled);
  return result.damageFormula === null ? 0 : rolled * result.multiplier;
}
