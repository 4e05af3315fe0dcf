/**
 * When an attack lands (RESOLUTION.md R1, R10, RT-1): in a running combat the card is stamped with
 * the landing time of the attacker's action record (its `landsAt` is absolute) and marked off-clock when
 * rolled at another second; outside combat nothing is stamped. `clockNow` is the time an
 * application is recorded at: the combat's absolute second, or world time outside one.
 */
import { fromAbsolute, type ActionRecord } from "../rules";
import { viewedCombat } from "./documents";

/** The parts of a running Combat read here (ERCombat's system data; combat/combat.ts). */
interface CombatLike {
  started?: boolean;
  system?: { absolute?: unknown; escalation?: { value?: unknown } };
  combatants?: Iterable<{ actor?: unknown; system?: { action?: ActionRecord } }>;
}

function runningCombat(): CombatLike | null {
  const combat = viewedCombat<CombatLike>();
  if (!combat?.started) return null;
  const absolute = combat.system?.absolute;
  return typeof absolute === "number" && absolute > 20 ? combat : null;
}

/** The combat's absolute second, or world time outside a running combat (R10). */
export function clockNow(): number {
  const combat = runningCombat();
  if (combat) return combat.system!.absolute as number;
  return game.time?.worldTime ?? 0;
}

/** The escalation die of the running combat (RT-9), 0 outside one. */
export function escalationNow(): number {
  const value = runningCombat()?.system?.escalation?.value;
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * The most escalation a card's author can have added (RT-9): the die's value in a running combat
 * (it only rises within one), else the die's cap (a card read after its fight).
 */
export function escalationBound(cap: number): number {
  return runningCombat() ? Math.min(cap, escalationNow()) : cap;
}

export interface Stamp {
  stamp: { round: number; second: number; absolute: number } | null;
  offClock: boolean;
}

/**
 * The card's stamp for `actor`'s attack now. With no running combat: none. In one, the landing of
 * its action this round or the one that spilled into it; with no action (not rolled, not in the
 * combat) it is off the clock and unstamped.
 */
export function attackStamp(actor: unknown): Stamp {
  const combat = runningCombat();
  if (!combat) return { stamp: null, offClock: false };
  const combatant = [...(combat.combatants ?? [])].find((c) => c.actor === actor);
  const action = combatant?.system?.action;
  // The record's `landsAt` is already absolute (module/rules/combat/action.ts); 0 while a delayed action waits.
  if (!action || action.startedRound <= 0 || action.landsAt <= 20) return { stamp: null, offClock: true };
  const at = fromAbsolute(action.landsAt);
  return { stamp: { round: at.round, second: at.second, absolute: action.landsAt }, offClock: action.landsAt !== combat.system!.absolute };
}
