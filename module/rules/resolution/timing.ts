/**
 * ER timing of hits (RESOLUTION.md §5 RT-1, RT-2; R1, R17): when an attack lands, and which
 * actions a drop to 0 takes away. Pure; times are absolute ER seconds `round × 20 + second` (R10).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ROUND, MAX_WORLD_TIME } from "../bounds";
import { SECONDS_PER_ROUND } from "../phases";
import { MAX_ACTION_SECONDS } from "../time";
import { assertWhole } from "./validate";

/**
 * Decision RT-1 (000:L12, L16): an action rolled in `round` whose effect comes `landsAt` seconds
 * into it (the score for a plain action, score + casting seconds for a spell) is stamped at the
 * round and second it lands, spilling into later rounds past second 20 (score 23 in round 2 →
 * round 3 second 3, absolute 63). round: 1…MAX_ROUND; landsAt: 1…MAX_ACTION_SECONDS.
 */
export function landingStamp(round: number, landsAt: number): { round: number; second: number; absolute: number } {
  assertIntegerInRange("round", round, 1, MAX_ROUND);
  assertIntegerInRange("landsAt", landsAt, 1, MAX_ACTION_SECONDS);
  const r = round + Math.floor((landsAt - 1) / SECONDS_PER_ROUND);
  const second = ((landsAt - 1) % SECONDS_PER_ROUND) + 1;
  return { round: r, second, absolute: r * SECONDS_PER_ROUND + second };
}

/**
 * Decision R17/RT-2 (RULES.md §2; 003:L802): a combatant brought to 0 at `zeroAt` loses an action
 * landing later; one landing at the same second is simultaneous and still resolves. Both absolute
 * seconds (or both world seconds).
 */
export function lostByZero(zeroAt: number, landsAt: number): boolean {
  assertWhole("zeroAt", zeroAt, MAX_WORLD_TIME);
  assertWhole("landsAt", landsAt, MAX_WORLD_TIME);
  if (zeroAt < 0 || landsAt < 0) throw new RulesError("NEGATIVE", zeroAt < 0 ? "zeroAt" : "landsAt", zeroAt < 0 ? zeroAt : landsAt, "expected a time ≥ 0");
  return landsAt > zeroAt;
}
