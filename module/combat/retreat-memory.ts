/**
 * A combatant's retreat as its kept memory says (VARIANTS.md §4.9, G2-14):
 * whether a hit stopped it before a given second of the round. The decision is the rules module's
 * (retreatMovementLost); this reads the kept memory.
 */
import { RulesError, retreatMovementLost, type ClockTime, type VariantMemory } from "../rules";
import { variantMemoryOf } from "./variant-input";

/**
 * Whether the combatant's retreat was stopped by a hit before `now` in this round, from its kept
 * memory. The stop stands for its round even if the rule is switched off meanwhile; false for a
 * memory the rules refuse.
 */
export function retreatStoppedNow(combatantSystem: unknown, now: ClockTime): boolean {
  return stoppedWith(variantMemoryOf(combatantSystem as Parameters<typeof variantMemoryOf>[0]), now);
}

function stoppedWith(memory: VariantMemory, now: ClockTime): boolean {
  try {
    return retreatMovementLost(memory, now);
  } catch (e) {
    if (e instanceof RulesError) return false;
    throw e;
  }
}
