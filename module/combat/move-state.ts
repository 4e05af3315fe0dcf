/**
 * What the movement rules read of a token's combat, in one visit: the combat's id, whether it has
 * started and its clock counter as stored, and its combatant's kept memory (`system.variant`:
 * surprise marks, a retreat's stop…) and double-move declaration. The canvas's move input
 * (canvas/move-input.ts) asks this once per mover; the rules (`movePlanOf`) decide what any of it means.
 */
import { memoryFields, variantMemoryOf } from "./variant-input";
import { MOUNT_COST_FLAG, SYSTEM_ID } from "../constants";

export interface CombatMoveState {
  /** The combatant's combat: its id, whether it started, its absolute second counter as stored; null: none. */
  readonly combat: { readonly id: string | null; readonly started: boolean; readonly absolute: unknown } | null;
  /** The combatant's kept memory as stored (the book's initial values where absent). */
  readonly memory: Readonly<Record<string, unknown>>;
  /** The round its double move was declared for, as stored (the rules bound it). */
  readonly doubleMoveRound: unknown;
  /** The mount-cost record of the combatant that rides this one (VARIANTS.md §13.3 row 41), as stored; absent: none. */
  readonly riderMountCost?: unknown;
}

/** A combatant as this reads it. */
export interface MoveStateCombatant {
  readonly parent?: { readonly id?: string | null; readonly started?: boolean; readonly system?: unknown; readonly combatants?: Iterable<RiderCombatant> } | null;
  readonly system?: unknown;
  readonly tokenId?: string | null;
}

/** Another combatant, as the rider search reads it: its memory's mount and its actor's flags. */
interface RiderCombatant {
  readonly system?: unknown;
  readonly actor?: { readonly flags?: unknown } | null;
}

/** The mount-cost record of the combatant in `combatants` whose memory names `tokenId` as its mount (row 41), as stored. */
function riderCostOf(combatants: Iterable<RiderCombatant> | undefined, tokenId: string | null | undefined): unknown {
  if (!combatants || !tokenId) return undefined;
  for (const c of combatants) {
    if ((c.system as { variant?: { mountId?: unknown } } | null | undefined)?.variant?.mountId !== tokenId) continue;
    return ((c.actor?.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID])?.[MOUNT_COST_FLAG];
  }
  return undefined;
}

/** The combat state of a token's combatant (none: no combat, the book's memory). Each field is read once. */
export function combatMoveState(combatant: MoveStateCombatant | null | undefined): CombatMoveState {
  if (!combatant) return { combat: null, memory: memoryFields(variantMemoryOf(null)), doubleMoveRound: undefined };
  const system = combatant.system as { variant?: unknown; doubleMoveRound?: unknown } | null | undefined;
  const memory = memoryFields(variantMemoryOf(system as Parameters<typeof variantMemoryOf>[0]));
  const parent = combatant.parent;
  const combat = parent ? { id: parent.id ?? null, started: Boolean(parent.started), absolute: (parent.system as { absolute?: unknown } | null | undefined)?.absolute } : null;
  const riderMountCost = parent ? riderCostOf(parent.combatants, combatant.tokenId) : undefined;
  return { combat, memory, doubleMoveRound: system?.doubleMoveRound, ...(riderMountCost === undefined ? {} : { riderMountCost }) };
}
