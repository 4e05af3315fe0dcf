/** What the surprise rules share: the combatants the GM marked surprised before Begin Combat lose round 1. */
import type { SurpriseEntry } from "../../ruleset/points/initiative";

export function markedSurprised(combatants: readonly SurpriseEntry[]): ReadonlySet<string> {
  return new Set(combatants.filter((c) => c.surprised).map((c) => c.id));
}
