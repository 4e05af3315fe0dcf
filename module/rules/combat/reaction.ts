/**
 * One reaction a round (A5E, 004:L64, L176: "one reaction at any time" within a round), as the
 * opportunity attack reads it (VARIANTS.md §13.3 rows 7 and 42). Where the engagement rule says
 * the opportunity attack uses the attacker's reaction (`usesReaction`), a foe that has used its
 * reaction this round makes no opportunity attack until the next round:
 * - an opportunity attack it made (`reactionRound`, written by the GM's client with each card);
 * - a drag it made, or being dragged (004:L52, `dragReactionRound` and `draggedAt`, ./drag-ally.ts).
 * Each field is stamped with its round, so a new round needs no reset write.
 */
import { assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertObject } from "../bounds";
import { memInt, type MemoryOf } from "../ruleset/memory";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import { dragReactionLost, type DragMemory } from "./drag-ally";

/** The memory slice: the round in which the combatant last made an opportunity attack (0: never). */
export const REACTION_MEMORY = Object.freeze({
  reactionRound: memInt(0, MAX_CLOCK_ROUND, 0),
});
export type ReactionMemory = MemoryOf<typeof REACTION_MEMORY>;

function usesReaction(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.engagement?.usesReaction === true;
}

/**
 * Decision (004:L52, L64): whether a foe has no reaction left for an opportunity attack in `round`.
 * Always false where the opportunity attack uses no reaction (13A, the book).
 */
export function reactionUsed(memory: ReactionMemory & DragMemory, round: number, ruleset: Ruleset): boolean {
  const uses = usesReaction(ruleset);
  assertObject("memory", memory);
  assertIntegerInRange("round", round, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("memory.reactionRound", memory.reactionRound, 0, MAX_CLOCK_ROUND);
  if (!uses || round === 0) return false;
  return memory.reactionRound === round || dragReactionLost(memory, round);
}

/** The memory patch of a foe that made an opportunity attack in `round`; null where it uses no reaction. */
export function reactionWrites(round: number, ruleset: Ruleset): ReactionMemory | null {
  const uses = usesReaction(ruleset);
  assertIntegerInRange("round", round, 1, MAX_CLOCK_ROUND);
  return uses ? { reactionRound: round } : null;
}
