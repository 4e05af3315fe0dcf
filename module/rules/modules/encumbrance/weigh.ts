/** What the companion load models share of the weighing (VARIANTS.md §4.2, §5.6). */
import { RulesError, assertNonNegativeInteger, assertNonNegativeNumber } from "../../errors";
import { MAX_CARRIED_LB, MAX_QUANTITY, MAX_WEIGHT_LB, assertAtMost, assertObject } from "../../bounds";
import { WEIGHT_UNITS_PER_LB } from "../../encumbrance";
import type { OseWeighedItem } from "../../load-models";
import { oseFractionOf, type OseTierResult } from "./ose-tiers";

/** Weights in 1/1000 lb (the ER encumbrance resolution), so that thresholds compare exactly. */
export function weightUnits(lb: number): number {
  return Math.round(lb * WEIGHT_UNITS_PER_LB);
}

/**
 * Decision (VARIANTS.md §4.2): the weight of a character's items in lb, each piece at its weight,
 * checked item by item (at most MAX_CARRIED_LB in all), in 1/1000 lb so that thresholds compare exactly.
 */
export function itemsWeightLb(items: readonly OseWeighedItem[]): number {
  return items.reduce((sum, item, i) => {
    assertObject(`items[${i}]`, item);
    assertNonNegativeNumber(`items[${i}].weight`, item.weight);
    assertAtMost(`items[${i}].weight`, item.weight, MAX_WEIGHT_LB);
    assertNonNegativeInteger(`items[${i}].quantity`, item.quantity);
    assertAtMost(`items[${i}].quantity`, item.quantity, MAX_QUANTITY);
    const next = sum + Math.round(item.weight * WEIGHT_UNITS_PER_LB) * item.quantity;
    if (next > MAX_CARRIED_LB * WEIGHT_UNITS_PER_LB) throw new RulesError("OUT_OF_RANGE", "items", next / WEIGHT_UNITS_PER_LB, `expected at most ${MAX_CARRIED_LB} lb in all`);
    return next;
  }, 0) / WEIGHT_UNITS_PER_LB;
}

/**
 * Decision (VARIANTS.md §5.6, D8): the speed and miles at an OSE tier; over the maximum load, or a
 * positive speed the fraction brings to 0, cannot move.
 */
export function oseTierOutcome(speed: number, milesPerDay: number, t: OseTierResult): { speed: number; milesPerDay: number; immobile: boolean; tier: number } {
  if (t.immobile) return { speed: 0, milesPerDay: 0, immobile: true, tier: t.tier };
  const hexes = oseFractionOf(speed, t.tier);
  const immobile = speed > 0 && hexes === 0;
  return { speed: hexes, milesPerDay: immobile ? 0 : oseFractionOf(milesPerDay, t.tier), immobile, tier: t.tier };
}
