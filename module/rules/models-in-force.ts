/**
 * What the adapters ask of the models in force outside hit and hurt (docs/architecture.md,
 * "Adapters ask rules functions"): the tracker, the ruler and the sheets call these rather than
 * reading the resolved ruleset's points. Each takes the ruleset last and refuses one resolution did
 * not make (./ruleset/known.ts). The hit-and-hurt ones are in ./resolution/models.ts.
 */
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { InitiativeModelPoint } from "./ruleset/points/initiative";
import type { LoadSheet } from "./ruleset/points/load";
import type { TravelSheet } from "./ruleset/points/travel";

/** The initiative model a module puts in force; null under the book's 2d10 (RULES.md §2). */
export function initiativeVariantOf(ruleset: Ruleset): InitiativeModelPoint | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.initiative;
}

/** Whether a hit ends a retreating combatant's movement for the round (VARIANTS.md §5.5, 002:L337); false without a retreat rule. */
export function retreatStopsOnHit(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.retreat?.stopsOnHit === true;
}

/** What the sheet and the ruler show of the companion travel model in force; null under the book's travel (RULES.md §4). */
export function travelSheetOf(ruleset: Ruleset): TravelSheet | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.travelModel?.sheet ?? null;
}

/** Whether a forced march is a day marched at the model's forced pace, owing the next day's rest (VARIANTS.md §5.9), so the sheet offers it. */
export function forcedMarchIsADay(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.forcedMarch?.marchDay === true;
}

/** What the sheet shows of the companion load model in force; null under the book's encumbrance (RULES.md §3). */
export function loadSheetOf(ruleset: Ruleset): LoadSheet | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.loadModel?.sheet ?? null;
}
