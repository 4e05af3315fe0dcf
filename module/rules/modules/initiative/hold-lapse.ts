/**
 * The round-start step of the models that let a combatant hold (VARIANTS.md §3.3, §4.1): a hold
 * not used by the end of the round after it lapses at the next transition. Shared by 13th Age and
 * the OSR DEX order.
 */
import { holdLapsed } from "../../combat/round-start";
import type { RoundStartStep } from "../../ruleset/points/initiative";

export const HOLD_LAPSE: RoundStartStep = Object.freeze({
  memory: (memory, round) => (holdLapsed(memory, round) ? { ...memory, held: 0, readied: false, trigger: "" } : memory),
} satisfies RoundStartStep);
