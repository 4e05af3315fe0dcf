/**
 * The engagement memory slice (VARIANTS.md §13.1, §13.3 row 7), declared by the engagement modules:
 * per-round state, each field stamped with its round so that a new round needs no reset write.
 * - `engageRound`, `engageSpent`: the foes (comma-joined ids) whose opportunity attack on this
 *   combatant is spent in that round (it attacked, or the combatant disengaged from it).
 * - `disengageRound`, `disengageSecond`, `disengageResult`: the round's last disengage check
 *   ("setback": a failed first check under a declared double move, which loses only its phase).
 * - `grabberHitAt`: the absolute second its own last hit on its grabber landed (001:L491).
 * - `interceptAt`: the absolute movement second it last intercepted at (its phase of that second is spent).
 * - `stoppedAt`: the absolute movement second an interception last stopped it at (that phase is lost; 001:L223).
 */
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND } from "../bounds";
import { memChoice, memInt, memText, type MemoryOf } from "../ruleset/memory";

export const ENGAGEMENT_MEMORY = Object.freeze({
  engageRound: memInt(0, MAX_CLOCK_ROUND, 0),
  // 64 foe ids of up to 16 characters and their commas.
  engageSpent: memText(64 * 17),
  disengageRound: memInt(0, MAX_CLOCK_ROUND, 0),
  disengageSecond: memInt(0, 20, 0),
  disengageResult: memChoice(["none", "success", "failure", "setback"], "none"),
  grabberHitAt: memInt(0, MAX_ABSOLUTE_SECOND, 0),
  interceptAt: memInt(0, MAX_ABSOLUTE_SECOND, 0),
  stoppedAt: memInt(0, MAX_ABSOLUTE_SECOND, 0),
});
export type EngagementMemory = MemoryOf<typeof ENGAGEMENT_MEMORY>;
