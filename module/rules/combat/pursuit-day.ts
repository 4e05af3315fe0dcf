/**
 * A pursuit run day by day (VARIANTS.md §13.3 row 33; 003:L782–L788): where the evasion rule in
 * force says a pursuit counts days rather than rounds (OSE: the wilderness), each day passes on
 * world time and then the day's catch and new evasion are decided by the rule. The core bounds the
 * input; the tables are the rule module's. Pure.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ALLOWANCE, assertObject } from "../bounds";
import type { Ruleset } from "../ruleset/resolve";
import type { EvasionSetting, PursuitDayInput, PursuitDayResult, PursuitDayRule } from "../ruleset/points/time";
import { EVASION_SETTINGS, MAX_EVASION_COUNT, MAX_EVASION_MODIFIER, evasionOf } from "./evasion";

export type { PursuitDayInput, PursuitDayReason, PursuitDayResult, PursuitDayRule } from "../ruleset/points/time";

/** The day-by-day pursuit of the evasion rule in force, or null (none, or every pursuit counts rounds). */
export function pursuitDayOf(ruleset: Ruleset): PursuitDayRule | null {
  return evasionOf(ruleset)?.pursuitDay ?? null;
}

/** Whether a pursuit in `setting` runs day by day under the ruleset (else it counts rounds at the running allowance). */
export function pursuitByDays(setting: EvasionSetting, ruleset: Ruleset): boolean {
  if (!EVASION_SETTINGS.includes(setting)) throw new RulesError("INVALID_ARGUMENT", "setting", setting, `expected one of ${EVASION_SETTINGS.join(", ")}`);
  return pursuitDayOf(ruleset)?.settings.includes(setting) === true;
}

/**
 * Whether a pursuit in `setting` sets both sides running under the ruleset (the evasion rule's
 * `runningSettings`; OSE: the dungeon's, 003:L713, L726–L736). False with no evasion rule.
 */
export function pursuitRuns(setting: EvasionSetting, ruleset: Ruleset): boolean {
  if (!EVASION_SETTINGS.includes(setting)) throw new RulesError("INVALID_ARGUMENT", "setting", setting, `expected one of ${EVASION_SETTINGS.join(", ")}`);
  return evasionOf(ruleset)?.runningSettings.includes(setting) === true;
}

function assertSide(name: string, side: unknown): void {
  assertObject(name, side);
  assertIntegerInRange(`${name}.count`, side["count"], 1, MAX_EVASION_COUNT);
  assertIntegerInRange(`${name}.hexesPerRound`, side["hexesPerRound"], 0, MAX_ALLOWANCE);
}

/** One pursuit day's outcome; throws under a ruleset without a day-by-day pursuit or on bad input. */
export function decidePursuitDay(input: PursuitDayInput, ruleset: Ruleset): PursuitDayResult {
  const rule = pursuitDayOf(ruleset);
  if (rule === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", null, "no day-by-day pursuit is in force");
  assertObject("input", input);
  assertSide("input.fleeing", input.fleeing);
  assertSide("input.pursuers", input.pursuers);
  if (typeof input.fleeOn !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.fleeOn", input.fleeOn, "expected true or false");
  assertIntegerInRange("input.modifier", input.modifier, -MAX_EVASION_MODIFIER, MAX_EVASION_MODIFIER);
  assertIntegerInRange("input.catchRoll", input.catchRoll, 1, 100);
  assertIntegerInRange("input.evadeRoll", input.evadeRoll, 1, 100);
  return rule.decide(input);
}
