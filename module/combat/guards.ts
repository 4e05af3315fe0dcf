/**
 * The active GM's checks of writes it did not make. Foundry lets a combatant's owner write its
 * `initiative`, and the owner of the current combatant write the Combat's `round` and `turn`; a
 * player's console can make such writes at any time. The hooks hand every client the writing
 * user's id, and the active GM puts back anything a non-GM wrote to the schedule.
 *
 * Decision (players' initiative): players never write their own score. With "players
 * roll their own" on, the tracker's roll button asks the active GM's client to roll for them over
 * the authenticated relay (relay-gm.ts), so the dice are rolled where the player cannot reach them,
 * and the GM's client checks the roll is due. Any `initiative` a non-GM writes directly is reverted
 * to the scheduled score. This is stricter and simpler than accepting a direct write "when due and
 * within the dice range": such a write would still let a player pick any value in that range.
 */
import { NO_ACTION, NO_VARIANT_MEMORY, RulesError, type VariantMemory } from "../rules";
import { variantMemoryOf } from "./variant-input";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { checkTotalFrom, expectedInitiative, roundTurnFromClock } from "./repair-values";
import { clockHasRun } from "./clock-state";
import { refuse } from "./refusals";
import type { CombatantSystemData } from "./models";
import { escalationOf } from "./escalation";
import { guardWorldWrite, trustWorld } from "./world";
import type { EscalationState } from "../rules";
import { writeCombat, writeCombatant } from "./writes";

/**
 * The clock fields the GM last wrote, per combat: what a non-GM's write to them is put back to.
 * The escalation die (`system.escalation`) is kept with them, GM-written like the clock.
 */
const trustedClock = new Map<string, { absolute: number; rolledRound: number; escalation: EscalationState }>();

function clockOf(combat: ERCombat): { absolute: number; rolledRound: number; escalation: EscalationState } {
  const system = combat.system;
  return { absolute: system.absolute, rolledRound: system.rolledRound, escalation: escalationOf(combat.system) };
}

/**
 * Remembers a combat's clock, and its combatants' schedules, as the GM left them: all of it when the
 * combat is created or the world is ready (`fresh`), and on every GM write of the combat the clock
 * only, with the schedules of combatants not yet known (their own GM writes keep them current).
 */
export function trustClock(combat: unknown, fresh = false): void {
  if (!(combat instanceof ERCombat) || !combat.id) return;
  trustedClock.set(combat.id, clockOf(combat));
  if (fresh) trustWorld(combat.id, combat.system);
  for (const c of combat.erCombatants) if (fresh || !trustedSchedule.has(scheduleKey(c) ?? "")) trustCombatant(c);
}

function writerIsGM(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

/** The score the schedule holds for a combatant (null while it has no action). */
export function scheduledInitiative(combatant: ERCombatant): number | null {
  const action = combatant.erSystem.action;
  return action.startedRound > 0 ? action.score : null;
}

/** The schedule fields of a combatant's system data as the GM last wrote them, per combatant. */
const trustedSchedule = new Map<string, ScheduleFields>();

type ScheduleFields = Pick<CombatantSystemData, "action" | "tieBreak" | "parts" | "situational" | "spellName"> & { doubleMoveRound: number; variant: VariantMemory; checkTotal: number | null };

function scheduleKey(combatant: ERCombatant): string | null {
  const combat = combatant.parent as { id?: string | null } | null;
  return combat?.id && combatant.id ? `${combat.id}.${combatant.id}` : null;
}

/** Remembers a combatant's schedule as the GM left it (on ready, on creation, on every GM write). */
export function trustCombatant(combatant: unknown): void {
  if (!(combatant instanceof ERCombatant)) return;
  const key = scheduleKey(combatant);
  const s = combatant.erSystem;
  // The double-move round and the companion models' memory (base second, hold, surprise)
  // are schedule too (the GM's client writes them, relay-gm.ts).
  const doubleMoveRound = s.doubleMoveRound ?? 0;
  const checkTotal = s.checkTotal ?? null;
  if (key) trustedSchedule.set(key, structuredClone({ action: s.action, tieBreak: s.tieBreak, parts: s.parts, situational: s.situational, spellName: s.spellName, doubleMoveRound, variant: variantMemoryOf(s), checkTotal }));
}

/**
 * `updateCombatant` on every client; only the active GM acts. A GM's score edit is completed into
 * the action (actionForScore), or refused with a localised warning when the cap refuses it. Any
 * `initiative` a non-GM wrote is put back to the scheduled score, and any `system` data a non-GM
 * wrote (Foundry's key whitelist should stop that; this is the second line) to what the GM last wrote.
 */
export async function guardCombatantUpdate(combatant: unknown, changed: object, _options: unknown, userId: unknown): Promise<void> {
  if (!(combatant instanceof ERCombatant)) return;
  // Every GM client keeps its copy current from every GM write, so whichever becomes the active GM
  // puts a later player write back to what the GMs last wrote, not to what it saw when it loaded.
  if (writerIsGM(userId)) trustCombatant(combatant);
  if (!game.users?.activeGM?.isSelf) return;
  if (!writerIsGM(userId)) {
    await revertPlayerWrite(combatant, changed, userId);
    return;
  }
  if (!("initiative" in changed)) return;
  const combat = combatant.parent;
  if (!(combat instanceof ERCombat)) return;
  if (!clockHasRun(combat)) {
    await keepCheckTotal(combatant);
    return;
  }
  try {
    // The rules decide what the score does to the action (actionForScoreAt, docs/rules.md §2 delay).
    await combat.completeScoreEdit(combatant);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    // Past the cap (MAX_ACTION_SECONDS): refused with a warning and the scheduled score put back.
    ui.notifications?.warn(game.i18n?.format("ER.Combat.ScoreTooHigh", { name: combatant.name ?? "" }) ?? "ER.Combat.ScoreTooHigh");
    const scheduled = scheduledInitiative(combatant);
    if (combatant.initiative !== scheduled) {
      await writeCombatant(combatant, { initiative: scheduled, "system.action": structuredClone(combatant.erSystem.action) });
    }
  }
}

/**
 * VARIANTS.md §6.1 (GA-2): a score a GM types before Begin Combat is the combatant's A5E check total.
 * It is copied into `system.checkTotal` (system data: only a GM writes it), and `initiative` shows
 * it held to ±1000; the start reads the system field, never `initiative`, which an owner may write.
 */
async function keepCheckTotal(combatant: ERCombatant): Promise<void> {
  const total = checkTotalFrom(combatant.initiative);
  const update: Record<string, unknown> = {};
  if ((combatant.erSystem.checkTotal ?? null) !== total) update["system.checkTotal"] = total;
  if (combatant.initiative !== total) update["initiative"] = total;
  if (Object.keys(update).length > 0) await writeCombatant(combatant, update);
}

/** Puts back a non-GM's write to `initiative` or to the schedule in `system`. */
async function revertPlayerWrite(combatant: ERCombatant, changed: object, userId: unknown): Promise<void> {
  const touchedSystem = "system" in changed;
  if (!touchedSystem && !("initiative" in changed)) return;
  refuse("initiativeWrite", userId, { combatant: combatant.id, changed });
  const key = scheduleKey(combatant);
  const trusted = touchedSystem && key ? trustedSchedule.get(key) : undefined;
  const update: Record<string, unknown> = {};
  if (trusted) {
    for (const [field, value] of Object.entries(trusted)) update[`system.${field}`] = structuredClone(value);
  }
  const action = trusted ? trusted.action : combatant.erSystem.action;
  const checkTotal = trusted ? trusted.checkTotal : (combatant.erSystem.checkTotal ?? null);
  const scheduled = expectedInitiative(action, checkTotal, clockHasRun(combatant.parent));
  if (combatant.initiative !== scheduled) {
    update["initiative"] = scheduled;
    // The action goes with the score, so the write is never a bare clear (clear-guard.ts refuses those).
    update["system.action"] ??= structuredClone(action);
  }
  if (Object.keys(update).length > 0) {
    await writeCombatant(combatant, update);
  }
}

/** The schedule of a combatant nobody has rolled for: what a combatant joining mid-round starts with. */
function blankSchedule(): ScheduleFields {
  return {
    action: { ...NO_ACTION },
    tieBreak: 0,
    parts: { round: 0, dice: 0, quickness: 0, weapon: 0, encumbrance: 0, other: 0, score: 0 },
    situational: 0,
    spellName: "",
    doubleMoveRound: 0,
    variant: { ...NO_VARIANT_MEMORY },
    checkTotal: null,
  };
}

/**
 * `createCombatant` on every client. A combatant a GM creates is trusted as it is. One a non-GM
 * creates (a player adding a token they own) starts with no schedule, like any combatant joining
 * mid-round (it rolls at the next round's start): on the active GM's client any score, action,
 * tie-break, breakdown, modifier or spell name in the creation data is put back to the blank one.
 */
export async function guardCombatantCreate(combatant: unknown, userId: unknown): Promise<void> {
  if (!(combatant instanceof ERCombatant)) return;
  const key = scheduleKey(combatant);
  if (writerIsGM(userId) || !key) {
    trustCombatant(combatant);
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const blank = blankSchedule();
  trustedSchedule.set(key, structuredClone(blank));
  const s = combatant.erSystem;
  const partsBlank = Object.values(s.parts ?? {}).every((v) => v === 0);
  const clean =
    combatant.initiative === null &&
    JSON.stringify(s.action) === JSON.stringify(blank.action) &&
    s.tieBreak === 0 && partsBlank && s.situational === 0 && s.spellName === "" && (s.doubleMoveRound ?? 0) === 0 && (s.checkTotal ?? null) === null &&
    JSON.stringify(variantMemoryOf(s)) === JSON.stringify(NO_VARIANT_MEMORY);
  if (clean) return;
  refuse("initiativeWrite", userId, { combatant: combatant.id, created: true });
  const update: Record<string, unknown> = { initiative: null };
  for (const [field, value] of Object.entries(blank)) update[`system.${field}`] = value;
  await writeCombatant(combatant, update);
}

/** Whether an update touches the clock: core's `round`/`turn` or the system's counter. */
function clockTouched(changed: object): boolean {
  const c = changed as { round?: unknown; turn?: unknown; system?: { absolute?: unknown; rolledRound?: unknown } };
  return "round" in c || "turn" in c || c.system?.absolute !== undefined || c.system?.rolledRound !== undefined;
}

/**
 * `updateCombat` on every client; only the active GM acts. The clock is written by the GM's client
 * alone (trusted users relay), so a non-GM's write to `round`, `turn` or the system's counter is put
 * back: the counter to what the GM last wrote, and `round`/`turn` to what that counter says.
 */
export async function guardCombatUpdate(combat: unknown, changed: object, _options: unknown, userId: unknown): Promise<void> {
  if (!(combat instanceof ERCombat) || !combat.id) return;
  // On every GM client (see guardCombatantUpdate): a later active GM must not restore a stale clock.
  if (writerIsGM(userId)) {
    trustClock(combat);
    return;
  }
  if (!game.users?.activeGM?.isSelf) return;
  const clock = clockTouched(changed);
  // The escalation die is the GM's, like the clock.
  const die = (changed as { system?: { escalation?: unknown } }).system?.escalation !== undefined;
  if (!clock && !die) return;
  refuse(clock ? "clockWrite" : "escalationWrite", userId, { combat: combat.id, changed });
  const trusted = trustedClock.get(combat.id) ?? clockOf(combat);
  if (!clock) {
    await writeCombat(combat, { "system.escalation": { ...trusted.escalation } });
    return;
  }
  const update: Record<string, unknown> = { "system.absolute": trusted.absolute, "system.rolledRound": trusted.rolledRound };
  if (die) update["system.escalation"] = { ...trusted.escalation };
  Object.assign(update, roundTurnFromClock(combat, trusted.absolute));
  // A repair, not a turn change: no turn events, no world time.
  await writeCombat(combat, update);
}

/** Registers the active GM's checks of combatant and combat writes (hooks get the writer's id). */
export function registerGuards(hooks: { on(name: string, fn: (...args: unknown[]) => unknown): unknown }): void {
  const changes = (changed: unknown): object => (changed !== null && typeof changed === "object" ? changed : {});
  hooks.on("updateCombatant", (combatant, changed, options, userId) => void guardCombatantUpdate(combatant, changes(changed), options, userId));
  hooks.on("updateCombat", (combat, changed, options, userId) => void guardCombatUpdate(combat, changes(changed), options, userId));
  // VARIANTS.md row 43: the world actions are the GM's, like the escalation die (world.ts).
  hooks.on("updateCombat", (combat, changed, _options, userId) => void (combat instanceof ERCombat ? guardWorldWrite(combat, changes(changed), userId, writerIsGM) : null));
  hooks.on("createCombat", (combat) => trustClock(combat, true));
  hooks.on("createCombatant", (combatant, _options, userId) => void guardCombatantCreate(combatant, userId));
}
