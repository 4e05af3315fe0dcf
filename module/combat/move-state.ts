/**
 * What the movement rules read of a token's combat, in one visit: the clock of its started combat,
 * the combat's id, and its combatant's kept memory (`system.variant`: surprise marks, a retreat's
 * stop…) and double-move declaration. The canvas's move input (canvas/move-input.ts) asks this once
 * per mover; the rules decide what any of it means.
 */
import { combatClock, type CombatClock } from "./clock-state";
import { variantMemoryOf } from "./variant-input";

export interface CombatMoveState {
  /** The clock of the started combat, or null (no combat, or not begun). */
  readonly clock: CombatClock | null;
  /** The combat's id, or null. */
  readonly combatId: string | null;
  /** The combatant's kept memory as stored (the book's initial values where absent). */
  readonly memory: Readonly<Record<string, unknown>>;
  /** The round its double move was declared for, as stored (the rules bound it). */
  readonly doubleMoveRound: unknown;
}

/** The combat state of a token's combatant (none: no clock, the book's memory). */
export function combatMoveState(combatant: { parent?: { id?: string | null; started?: boolean; round?: number | null; system?: unknown } | null; system?: unknown } | null | undefined): CombatMoveState {
  const system = combatant?.system as { variant?: unknown; doubleMoveRound?: unknown } | null | undefined;
  const memory = variantMemoryOf(system as Parameters<typeof variantMemoryOf>[0]) as unknown as Readonly<Record<string, unknown>>;
  return { clock: combatant ? combatClock(combatant.parent) : null, combatId: combatant?.parent?.id ?? null, memory, doubleMoveRound: system?.doubleMoveRound };
}
