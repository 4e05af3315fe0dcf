/**
 * Movers in initiative order within a movement phase (VARIANTS.md §3.7, §13.3 row 7; 000:L26: a
 * contested hex goes to the earlier initiative that round). Engagement is judged for each mover at
 * its own move, from the positions the movers before it left, so the order matters.
 * Decision (a table-friendly reading): nobody is made to wait by the software. In a phase, the
 * movers are the combatants able to act whose phase is not forfeit, in the tracker's order for the
 * round (action second, then score, then the shown tie-break: ./order.ts); a mover is told which
 * earlier movers have not moved yet, so the table can let them go first, and the GM can always let
 * a later one go (a warning, never a refusal). A mover that has moved this phase (the adapter reads
 * the token's movement history of the phase) is done; one that does not mean to move simply lets
 * the next go, which the table sees. One whose allowance leaves it no hex in the phase is no mover.
 * In force with the engagement rules (the book keeps free order).
 */
import { RulesError } from "../errors";
import { assertList, assertObject } from "../bounds";
import { assertClockTime, type ClockTime } from "../time";
import { MOVEMENT_SECONDS } from "../phases";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import { movementForfeit } from "../movement-sources";
import { ableToAct, type CombatantState } from "./action";
import { sortForRound } from "./order";

/** One combatant of the phase as the order reads it. */
export interface PhaseMover {
  readonly state: CombatantState;
  /** Its token has moved in this phase. */
  readonly moved: boolean;
  /** Its kept memory (`VariantMemory`; the forfeits read it and check what they read). */
  readonly memory: object;
  /**
   * The hexes its allowance gives it in this phase (`movementAllowance`, after standing up), when
   * the caller knows them: 0 means it cannot move in this phase (prone under a lost-phase rule,
   * immobile), so nobody waits for it. Absent: counted a mover.
   */
  readonly hexes?: number;
}

export interface PhaseOrderInput {
  readonly now: ClockTime;
  readonly movers: readonly PhaseMover[];
}

/** The phase's movers in order, and the first of them that has not moved yet (null: all have, or no order is in force). */
export interface PhaseOrder {
  readonly order: readonly string[];
  readonly next: string | null;
  readonly moved: readonly string[];
}

const NO_ORDER: PhaseOrder = Object.freeze({ order: Object.freeze([]), next: null, moved: Object.freeze([]) });

/** The move order of the phase at `input.now` (empty between movement seconds, or with the engagement rules off). */
export function phaseMoveOrder(input: PhaseOrderInput, ruleset: Ruleset): PhaseOrder {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertClockTime("input.now", input.now);
  assertList("input.movers", input.movers);
  if (ruleset.points.engagement === null || !(MOVEMENT_SECONDS as readonly number[]).includes(input.now.second)) return NO_ORDER;
  input.movers.forEach((m, k) => {
    assertObject(`input.movers[${k}]`, m);
    if (typeof m.moved !== "boolean") throw new RulesError("INVALID_ARGUMENT", `input.movers[${k}].moved`, m.moved, "expected true or false");
    if (m.hexes !== undefined && !(Number.isInteger(m.hexes) && m.hexes >= 0)) throw new RulesError("INVALID_ARGUMENT", `input.movers[${k}].hexes`, m.hexes, "expected a whole number of hexes, 0 or more");
  });
  const able = input.movers.filter((m) => m.hexes !== 0 && ableToAct(m.state) && movementForfeit({ round: input.now.round, second: input.now.second, memory: m.memory as Readonly<Record<string, unknown>> }, ruleset) === null);
  const sorted = sortForRound(able, (m) => m.state, input.now.round);
  return Object.freeze({
    order: Object.freeze(sorted.map((m) => m.state.id)),
    next: sorted.find((m) => !m.moved)?.state.id ?? null,
    moved: Object.freeze(sorted.filter((m) => m.moved).map((m) => m.state.id)),
  });
}

/** A list of combatant ids as `phaseMoveOrder` gives them (the ids it returns are the state ids it was given). */
function assertIds(name: string, ids: unknown): asserts ids is readonly string[] {
  assertList(name, ids);
  ids.forEach((id, k) => {
    if (typeof id !== "string") throw new RulesError("INVALID_ARGUMENT", `${name}[${k}]`, id, "expected a combatant id");
  });
}

/** The movers before `moverId` in the phase's order that have not moved yet (none when it is not in the order). */
export function earlierUnmoved(order: PhaseOrder, moverId: string): readonly string[] {
  assertObject("order", order);
  assertIds("order.order", order.order);
  assertIds("order.moved", order.moved);
  if (typeof moverId !== "string") throw new RulesError("INVALID_ARGUMENT", "moverId", moverId, "expected a combatant id");
  const at = order.order.indexOf(moverId);
  if (at <= 0) return [];
  return order.order.slice(0, at).filter((id) => !order.moved.includes(id));
}
