/**
 * Who moves now in the tracker (VARIANTS.md §13.3 row 7; 000:L26): within a movement phase the
 * movers go in initiative order, and the current phase row marks the first of them that has not
 * moved, and those that have. The order and the marks are the rules' (`phaseMoveOrder`, the one the
 * ruler's reminder reads); this file only turns them into a mark per combatant. No order is in
 * force under the book (free order): then nothing is marked.
 *
 * Decision: the order is taken over the combatants the viewer is shown (tracker-input.ts keeps only
 * `Combatant#visible` ones), so a player's tracker neither names nor counts a hidden combatant, nor
 * leaves a gap where one would be; the GM's includes them.
 */
import { movementPhaseAt, phaseMoveOrder, type ClockTime, type Ruleset } from "../rules";
import type { MoveMark, TrackerCombatantInput } from "./tracker-types";

/**
 * The mark of each combatant in the phase's order at `clock` (none between movement seconds or with
 * no order in force); `hexes`: each mover's hexes in this phase where its allowance is known.
 */
export function moveMarksAt(combatants: readonly TrackerCombatantInput[], clock: ClockTime, hexes: ReadonlyMap<string, number>, ruleset: () => Ruleset): ReadonlyMap<string, MoveMark> {
  const marks = new Map<string, MoveMark>();
  if (movementPhaseAt(clock.second) === null) return marks;
  const movers = [];
  for (const c of combatants) {
    if (!c.phaseMove) continue;
    const known = hexes.get(c.id);
    movers.push({ state: c.state, moved: c.phaseMove.moved, memory: c.phaseMove.memory, ...(known === undefined ? {} : { hexes: known }) });
  }
  const order = phaseMoveOrder({ now: clock, movers }, ruleset());
  const moved = new Set(order.moved);
  for (const id of order.order) marks.set(id, id === order.next ? "now" : moved.has(id) ? "moved" : "later");
  return marks;
}
