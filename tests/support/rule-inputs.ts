/**
 * Plain rules inputs shared by the rules core's tests and its modules' tests: one drag of an ally
 * and one evasion, each with the fields a test changes given as `over`.
 */
import type { DragAllyFacts } from "../../module/rules/combat/drag-ally";
import type { EvasionInput } from "../../module/rules/ruleset/points/time";

/** An A5E drag at round 2 second 6 on an odd-row scene: the dragger leaves (5,5) east for (5,6), (5,7); the ally stands west of it, owned by the requester. */
export const dragFacts = (over: Partial<DragAllyFacts> = {}): DragAllyFacts => ({
  now: { round: 2, second: 6 },
  layout: "oddR",
  draggerFrom: { i: 5, j: 5 },
  path: [{ i: 5, j: 6 }, { i: 5, j: 7 }],
  ally: { i: 5, j: 4 },
  sameToken: false,
  bothCombatants: true,
  allyHidden: false,
  willing: "owned",
  draggerMemory: { dragReactionRound: 0 },
  allyMemory: { draggedAt: 0 },
  ...over,
});

/** Four fleeing at 12 hexes a round from one pursuer at 12, in the wilderness, pursued, no surprise, a roll of 50. */
export const EVASION_INPUT: EvasionInput = Object.freeze({
  setting: "wilderness",
  fleeing: { count: 4, hexesPerRound: 12 },
  pursuers: { count: 1, hexesPerRound: 12 },
  pursue: true,
  surprise: "none",
  modifier: 0,
  roll: 50,
});
