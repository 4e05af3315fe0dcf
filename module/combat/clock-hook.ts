/**
 * The system's own hook: `enchanted-realms.clockChange`, fired on every client whenever a Combat's
 * clock moves (the Combat's `system.absolute` changed), with the Combat and its new clock. Core
 * fires no turn events when the clock moves within a turn (foundryvtt#12450), so this is how a
 * module follows the seconds.
 */
import { combatClock, type CombatClock } from "./clock-state";

export const CLOCK_CHANGE_HOOK = "enchanted-realms.clockChange" as const;

/** The arguments of the clock hook: the Combat, and its clock after the change (null once it is no longer started). */
export type ClockChangeHook = (combat: Combat.Implementation, clock: CombatClock | null) => void;

/** Fires the clock hook when an update of a Combat moved its clock; returns whether it fired. */
export function announceClockChange(combat: Combat.Implementation, changed: unknown): boolean {
  const system = (changed as { system?: { absolute?: unknown } } | null | undefined)?.system;
  if (system?.absolute === undefined) return false;
  Hooks.callAll(CLOCK_CHANGE_HOOK, combat, combatClock(combat));
  return true;
}
