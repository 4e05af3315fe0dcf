/**
 * What the active GM's client does when it takes the role: as the world loads with it active, or
 * when it becomes the active GM because another GM left. While no GM is connected nothing puts a
 * player's write back, and a GM client that was not the active one acted on nothing; so it takes a
 * fresh copy of what the GMs wrote (guards.ts) and puts the player-writable fields back in line with
 * it: the Combat's `round`/`turn` from its clock, each combatant's `initiative` from its schedule
 * (or, before the start, the GM's A5E check total). System data is Foundry's to protect: only a GM
 * may write it. It also clears a readied trigger's text an earlier version stored on a combatant.
 */
import { ERCombat } from "./combat";
import { trustClock } from "./guards";
import { clockHasRun } from "./clock-state";
import { expectedInitiative, roundTurnFromClock } from "./repair-values";
import { writeCombat, writeCombatants } from "./writes";

/** Puts `round`/`turn` and every combatant's `initiative` back in line with the GM-written system data. */
export async function repairCombat(combat: ERCombat): Promise<boolean> {
  let repaired = false;
  const begun = clockHasRun(combat);
  const absolute = combat.system.absolute;
  const want = roundTurnFromClock(combat, absolute);
  const updates: Record<string, unknown>[] = [];
  for (const c of combat.erCombatants) {
    const s = c.erSystem;
    const initiative = expectedInitiative(s.action, s.checkTotal, begun);
    // The action goes with the score, so the write is never a bare clear (clear-guard.ts).
    const update: Record<string, unknown> = {};
    if (c.initiative !== initiative) Object.assign(update, { initiative, "system.action": structuredClone(s.action) });
    // A trigger text stored by an earlier version is readable by every client: cleared (VARIANTS.md §3.4, ready-note.ts).
    if ((s.variant?.trigger ?? "") !== "") update["system.variant.trigger"] = "";
    if (Object.keys(update).length > 0) updates.push({ _id: c.id, ...update });
  }
  if (updates.length > 0) {
    repaired = true;
    await writeCombatants(combat, updates);
  }
  // After the scores: the turn index is read from the order the schedule gives.
  if (combat.round !== want.round || (combat.turn ?? null) !== want.turn) {
    repaired = true;
    await writeCombat(combat, want);
  }
  // Someone wrote while no GM was connected to put it back: the console says so, once per combat.
  if (repaired) console.warn(`Enchanted Realms | combat ${combat.id ?? "?"}: round, turn or initiative put back to what the GM-written clock and schedule say`);
  return repaired;
}

/** Takes a fresh copy of every combat, then repairs each (this client has just become the active GM). */
export async function takeOverAsActiveGM(): Promise<void> {
  const combats = ((game.combats?.contents ?? []) as unknown[]).filter((c): c is ERCombat => c instanceof ERCombat);
  for (const combat of combats) trustClock(combat, true);
  for (const combat of combats) await repairCombat(combat);
}

/**
 * On `ready` every client takes its copy; the active GM's then repairs. Whenever users join or leave
 * (`userConnected`, fired on every client), a client that has just become the active GM does the same.
 * Returns the check to run at `ready`.
 */
export function registerGMRepair(hooks: { on(name: string, fn: (...args: unknown[]) => unknown): unknown }): () => Promise<void> {
  let active = false;
  const check = async (): Promise<void> => {
    const now = game.users?.activeGM?.isSelf === true;
    const became = now && !active;
    active = now;
    if (became) await takeOverAsActiveGM();
  };
  hooks.on("userConnected", () => void check());
  return async () => {
    for (const combat of game.combats?.contents ?? []) trustClock(combat, true);
    await check();
  };
}
