/**
 * Days afloat (VARIANTS.md §13.3 rows 29 and 30; 003 "Waterborne Adventuring", L505–L509,
 * L534–L547): a vessel sails whole water days of world time (the water-travel rule's day), and each
 * 24-h boundary the voyage crosses rolls once for direction and once for wandering monsters, on the
 * same boundaries as a march on land (./wilderness-checks.ts). The chances are the checks model's
 * `water` part; with none in force the days pass and nothing is rolled.
 *
 * Decisions: a river or a swamp has its banks in sight (003:L509 "within sight of land", L530 land
 * is seen 24 miles off), so only open water can be out of sight of land; a chance of 6 in 6 ("100%")
 * is certain and rolls no die.
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { MAX_WORLD_TIME, assertObject } from "./bounds";
import { NO_VESSEL, WATER_CURRENTS, waterTravelOf, type WaterDayRaw } from "./water-travel";
import { wildernessChecksOf, type DayOutcome } from "./wilderness-checks";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { WaterBody, WaterChecksModel } from "./ruleset/points/time";

export type { WaterBody, WaterChecksModel } from "./ruleset/points/time";

export const WATER_BODIES: readonly WaterBody[] = Object.freeze(["sea", "lake", "river", "swamp"]);
/** At most this many water days in one sailing (a bound: the GM sails on in further runs). */
export const MAX_VOYAGE_DAYS = 30;
/** A chance of this many in 6 is certain. */
const CERTAIN = 6;

/** A run of water days under one set of conditions. */
export interface VoyageInput {
  /** World time the run starts at (seconds). */
  readonly startSeconds: number;
  /** Whole water days sailed, 1 to MAX_VOYAGE_DAYS. */
  readonly days: number;
  readonly waters: WaterBody;
  /** Land is in sight (always so on a river or in a swamp). */
  readonly landInSight: boolean;
  /** A navigator is aboard (003:L507). */
  readonly navigator: boolean;
}

/** The checks of one day begun afloat. */
export interface VoyageDayCheck {
  /** The boundary crossed (world seconds, a multiple of the checks' day). */
  readonly at: number;
  /** The day begun there, counted from world second 0 as day 1. */
  readonly day: number;
  readonly waters: WaterBody;
  /** Out of sight of land that day (open water, none in sight). */
  readonly outOfSight: boolean;
  /** Lost direction on a d6 ≤ this (6: certain, no die). */
  readonly lostChance: number;
  /** Whether a d6 is rolled for direction (a chance of 1 to 5). */
  readonly lostRolled: boolean;
  /** Wandering monsters on a d6 ≤ this. */
  readonly wanderingChance: number;
}

export interface Voyage {
  /** World seconds the run takes (days × the water rule's day). */
  readonly seconds: number;
  /** One check a boundary crossed, in order (none when no water checks are in force). */
  readonly checks: readonly VoyageDayCheck[];
}

/** The lost chance for a day afloat (003:L507–L509). */
function lostChance(model: WaterChecksModel, outOfSight: boolean, navigator: boolean): number {
  if (navigator) return model.lostWithNavigator;
  return outOfSight ? model.lostOutOfSight : model.lostInSight;
}

/**
 * A run of water days: the world seconds it takes and the day checks of each boundary b with
 * start < b ≤ start + seconds. Null when no water-travel rule is in force (no vessels). Throws a
 * RulesError naming the field for bad input.
 */
export function voyageChecks(input: VoyageInput, ruleset: Ruleset): Voyage | null {
  assertObject("voyage", input);
  assertIntegerInRange("voyage.startSeconds", input.startSeconds, 0, MAX_WORLD_TIME);
  assertIntegerInRange("voyage.days", input.days, 1, MAX_VOYAGE_DAYS);
  if (!WATER_BODIES.includes(input.waters)) throw new RulesError("INVALID_ARGUMENT", "voyage.waters", input.waters, `expected one of ${WATER_BODIES.join(", ")}`);
  for (const flag of ["landInSight", "navigator"] as const) {
    if (typeof input[flag] !== "boolean") throw new RulesError("INVALID_ARGUMENT", `voyage.${flag}`, input[flag], "expected true or false");
  }
  const rule = waterTravelOf(ruleset);
  if (rule === null) return null;
  const seconds = input.days * rule.daySeconds;
  const end = input.startSeconds + seconds;
  if (end > MAX_WORLD_TIME) throw new RulesError("OUT_OF_RANGE", "voyage.days", input.days, `the voyage ends after world second ${MAX_WORLD_TIME}`);
  const model = wildernessChecksOf(ruleset);
  const water = model?.water ?? null;
  if (model === null || water === null) return { seconds, checks: [] };
  // Open water, a sea or a lake, can lose sight of land (003:L509, L530); a river's or swamp's banks are in sight.
  const outOfSight = (input.waters === "sea" || input.waters === "lake") && !input.landInSight;
  const lost = lostChance(water, outOfSight, input.navigator);
  const day = model.daySeconds;
  const checks: VoyageDayCheck[] = [];
  // Boundaries in (start, end]: the multiples of `day` from floor(start/day)+1 to floor(end/day).
  for (let k = Math.floor(input.startSeconds / day) + 1; k <= Math.floor(end / day); k++) {
    checks.push({ at: k * day, day: k + 1, waters: input.waters, outOfSight, lostChance: lost, lostRolled: lost > 0 && lost < CERTAIN, wanderingChance: water.wandering[input.waters] });
  }
  return { seconds, checks };
}

function assertDie(name: string, value: unknown): asserts value is number {
  assertIntegerInRange(name, value, 1, 6);
}

/** A day afloat's outcome: lost on a d6 ≤ the chance, or for certain at 6 in 6 (then `lost` is null); wandering on a d6 ≤ its chance. */
export function voyageOutcome(check: Pick<VoyageDayCheck, "lostChance" | "wanderingChance">, rolls: { lost: number | null; wandering: number }): DayOutcome {
  assertObject("check", check);
  assertObject("rolls", rolls);
  assertIntegerInRange("check.lostChance", check.lostChance, 0, CERTAIN);
  assertIntegerInRange("check.wanderingChance", check.wanderingChance, 0, CERTAIN);
  const rolled = check.lostChance > 0 && check.lostChance < CERTAIN;
  if (rolled) assertDie("rolls.lost", rolls.lost);
  else if (rolls.lost !== null) throw new RulesError("INVALID_ARGUMENT", "rolls.lost", rolls.lost, "expected no die for a certain or impossible chance");
  assertDie("rolls.wandering", rolls.wandering);
  const lost = check.lostChance >= CERTAIN || (rolled && (rolls.lost as number) <= check.lostChance);
  return { lost, wandering: rolls.wandering <= check.wanderingChance };
}

/** The dice a vessel's water day rolls at its start. */
export interface WaterDayDice {
  /** The day's 2d6 wind (003:L555: checked "at the start of each day"). */
  readonly wind: boolean;
  /** The river current's d6 of ±(1d6 + 6) miles (003:L525, "per day"). */
  readonly current: boolean;
}

/**
 * Which dice a vessel's water day rolls at its start under the ruleset (VARIANTS.md §13.3 row 30;
 * 003:L525 "per day", L555 "at the start of each day"): the wind when the rule rolls it, the current's
 * d6 when the rule rolls one and the stored current runs up or down stream. None with no rule, no
 * vessel, or a current that is not one of the choices (waterDay refuses it).
 */
export function waterDayDice(raw: WaterDayRaw, ruleset: Ruleset): WaterDayDice {
  assertObject("water", raw);
  const rule = waterTravelOf(ruleset);
  if (rule === null || raw.vessel === NO_VESSEL || raw.vessel === undefined) return { wind: false, current: false };
  const running = raw.current !== "none" && (WATER_CURRENTS as readonly unknown[]).includes(raw.current);
  return { wind: rule.wind.roll, current: rule.currentRoll && running };
}
