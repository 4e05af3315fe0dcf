/**
 * The combat's writes to its own documents, in one place. The system writes combatant and combat
 * data by dotted paths (`system.variant.pursuit`), by whole system sub-records and by flags; the
 * type package's update-data shapes do not list a system model's fields or dotted paths, so the
 * one conversion to them is made here rather than at each call.
 */
import { NO_TURN_EVENTS } from "./combatant";

/** An update as core takes it: field paths, dotted or nested, to their new values. */
export type DocumentWrite = object;

/** Update options; by default none of core's turn events (the clock, not core's turn, moves ER's time). */
export type WriteOptions = object;

export interface UpdatableCombatant {
  update(data: Combatant.UpdateData, operation?: Combatant.Database.UpdateOperation): Promise<unknown>;
}

interface UpdatableCombat {
  update(data: Combat.UpdateData, operation?: Combat.Database.UpdateOperation): Promise<unknown>;
  updateEmbeddedDocuments(name: "Combatant", updates: Combatant.UpdateData[], operation?: Combatant.Database.UpdateOperation): Promise<unknown>;
}

/** `combatant.update(data)`, quiet by default. */
export function writeCombatant(combatant: UpdatableCombatant, data: DocumentWrite, options: WriteOptions = NO_TURN_EVENTS): Promise<unknown> {
  return combatant.update(data as unknown as Combatant.UpdateData, options as Combatant.Database.UpdateOperation);
}

/** One batch of combatant updates (each with its `_id`), quiet by default. */
export function writeCombatants(combat: UpdatableCombat, updates: readonly DocumentWrite[], options: WriteOptions = NO_TURN_EVENTS): Promise<unknown> {
  return combat.updateEmbeddedDocuments("Combatant", updates as unknown as Combatant.UpdateData[], options as Combatant.Database.UpdateOperation);
}

/** `combat.update(data)`, quiet by default. */
export function writeCombat(combat: UpdatableCombat, data: DocumentWrite, options: WriteOptions = NO_TURN_EVENTS): Promise<unknown> {
  return combat.update(data as unknown as Combat.UpdateData, options as Combat.Database.UpdateOperation);
}
