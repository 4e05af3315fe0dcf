/**
 * The round's record of movement (VARIANTS.md §13.3 row 39; 004:L25: switching speeds subtracts the
 * hexes already moved this round), written by the active GM's client. Every client sees `moveToken`
 * (v13 and v14) after a committed move; only the active GM's writes the mover's combatant memory
 * (the slice rules/mode-round.ts declares through the movement-modes module), so no player writes
 * it and no relay is needed (a player's own write to memory is put back by the combat guards).
 * The rules (`roundMoveRecord`) decide what the move adds; this reads the move and writes the fields.
 * An undo gives its hexes back to the phase's count; a teleport (blink, displace: no hex walked,
 * swum or flown) is not recorded.
 */
import { movementPhaseAt, roundMoveRecord, hexLayoutFromGridType, type PhaseIndex, type Ruleset } from "../rules";
import { combatClock } from "../combat/clock-state";
import { writeCombatant, type UpdatableCombatant } from "../combat/writes";
import { modeSteps, type StepWaypoint } from "./mode-steps";
import { isTeleportMove, movementActions } from "./enforcement";

/** What the record reads of a committed move (Foundry's `moveToken` arguments, narrowed). */
export interface RecordedMove {
  readonly method?: unknown;
  readonly origin?: StepWaypoint;
  readonly passed?: { readonly waypoints?: readonly StepWaypoint[] };
}

/** The moved token as the record reads it: its scene's grid, its centre at a position, its actor's speeds, its combatant. */
export interface RecordToken {
  readonly parent?: { readonly grid?: { readonly type: number; getOffset(p: { x: number; y: number }): { i: number; j: number } } | null } | null;
  getCenterPoint(p: { x: number; y: number }): { x: number; y: number };
  readonly actor?: { readonly system?: unknown } | null;
  readonly combatant?: (UpdatableCombatant & { readonly system?: unknown; readonly parent?: { readonly started?: boolean; readonly round?: number | null; readonly system?: unknown } | null }) | null;
}

/**
 * The memory fields to write for a committed move (`system.variant.<field>`), or null: no started
 * combat, not at a movement second, not a hex scene, a teleport, or nothing to record.
 */
export function roundRecordUpdate(token: RecordToken, movement: RecordedMove, actions: Readonly<Record<string, { teleport?: boolean } | undefined>>, ruleset: Ruleset): Record<string, unknown> | null {
  const combatant = token.combatant;
  const clock = combatClock(combatant?.parent ?? null);
  const phase = clock === null ? null : movementPhaseAt(clock.second);
  const grid = token.parent?.grid;
  const layout = grid ? hexLayoutFromGridType(grid.type) : null;
  if (!combatant || clock === null || phase === null || !grid || layout === null) return null;
  if (isTeleportMove(movement, actions)) return null;
  const steps = modeSteps([...(movement.origin ? [movement.origin] : []), ...(movement.passed?.waypoints ?? [])], (p) => token.getCenterPoint(p), (p) => grid.getOffset(p));
  const movementSpeeds = (token.actor?.system as { movement?: unknown } | null | undefined)?.movement;
  const variant = (combatant.system as { variant?: unknown } | null | undefined)?.variant;
  const fields = roundMoveRecord({ memory: variant ?? {}, round: clock.round, phase: phase as PhaseIndex, layout, steps, speeds: movementSpeeds, undo: movement.method === "undo" }, ruleset);
  return fields === null ? null : Object.fromEntries(Object.entries(fields).map(([k, v]) => [`system.variant.${k}`, v]));
}

/** On the active GM's client only: records a committed move in its mover's combatant memory. */
export async function recordRoundMove(token: RecordToken, movement: RecordedMove, ruleset: Ruleset, activeGM: boolean): Promise<boolean> {
  if (!activeGM) return false;
  const update = roundRecordUpdate(token, movement, movementActions(), ruleset);
  if (update === null || !token.combatant) return false;
  await writeCombatant(token.combatant, update);
  return true;
}

/** VARIANTS.md §13.3 row 39: the `moveToken` hook (every client; the active GM's records). */
export function registerRoundMoveRecord(ruleset: () => Ruleset): void {
  Hooks.on("moveToken", (document, movement) => {
    void recordRoundMove(document, movement, ruleset(), game.users?.activeGM?.isSelf === true);
  });
}
