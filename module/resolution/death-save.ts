/**
 * 13A death saves on the clock (RESOLUTION.md §4.1 R13-7, RT-3, §7.6; 001:L375): at a dying PC's turn
 * second the active GM's client (the clock runner, combat.ts `goTo`) posts a card whispered to the
 * PC's owners and the GMs; **Roll death save** rolls on the active GM's client (a player's click is
 * a relay request naming the message only: combat/relay-dying.ts), the model's `judge` decides, and
 * the failures, death and healing are written with one actor update. The adapter never compares a
 * model id: with no `zeroHealth.deathSave` point nothing is posted.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { deathSaveAction, fromAbsolute, type ActionRecord } from "../rules";
import { NO_TURN_EVENTS } from "../combat/combatant";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import type { DeathSaveOutcome } from "../rules/ruleset/points/resolution";
import type { DyingState } from "../rules/resolution/types";
import { applyHealthChange } from "./pipeline";
import { ZERO_STATUS } from "../rules/resolution/health";
import { deathSaveRuleOf, recoveryRuleOf } from "../rules/resolution/models";
import { turnMomentsOf } from "./turn-input";
import { actorFighter } from "./fighter";
import { DEAD, addStatus, removeStatus, zeroMarked } from "./statuses";
import { postDeathSaveDeath } from "./death-save-undo";
import type { Asker, HealthActor } from "./apply";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";
import { memoryOf, oneAtATime, remember, type MemoryCombat } from "./combat-memory";
import { guardedOf, recordedState } from "./dying-guard";
import { combatById, documentAt } from "./documents";

export const DEATH_SAVE_FLAG = "deathSave";

/** What a death-save card records: who, when, and (once rolled) what it did. */
export interface DeathSaveCard {
  actorUuid: string;
  combatId: string;
  combatantId: string;
  round: number;
  second: number;
  failures: number;
  rolled: { natural: number; result: DeathSaveOutcome["result"]; healed: number; failures: number } | null;
}

/** The parts of a combatant read here. */
export interface DyingCombatant {
  id: string | null;
  name?: string | null;
  actor: (HealthActor & { uuid?: string; name?: string; type?: string; system?: unknown; hasPlayerOwner?: boolean; statuses?: ReadonlySet<string> }) | null;
  isDefeated?: boolean;
  system?: unknown;
  flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>, options?: object): Promise<unknown>;
  testUserPermission(user: never, level: "OWNER"): boolean;
}

/** The parts of a combat read here (its memory of posted cards is in its flags, combat-memory.ts). */
export interface DyingCombat extends MemoryCombat {
  id: string | null;
  combatants: { contents?: DyingCombatant[] } & Iterable<DyingCombatant>;
  system?: unknown;
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

/** The card flag if well formed, else null (a player's forged card is read, never trusted: the GM re-reads the actor). */
export function readDeathSave(flags: unknown): DeathSaveCard | null {
  const f = flags as Partial<DeathSaveCard> | null | undefined;
  if (!f || typeof f.actorUuid !== "string" || typeof f.combatId !== "string" || typeof f.combatantId !== "string") return null;
  if (!Number.isSafeInteger(f.round) || !Number.isSafeInteger(f.second) || !Number.isSafeInteger(f.failures)) return null;
  return { actorUuid: f.actorUuid, combatId: f.combatId, combatantId: f.combatantId, round: f.round!, second: f.second!, failures: f.failures!, rolled: f.rolled ?? null };
}

/** ●●○○: the failures so far of the four (001:L375). */
export function failureDots(failures: number, of = 4): string {
  const n = Math.max(0, Math.min(of, Math.trunc(failures)));
  return "●".repeat(n) + "○".repeat(of - n);
}

/** Whether an actor is dying as the glue reads it: `dying.since` set and not dead (R13-7, RS-5). */
export function isDying(actor: { uuid?: string; hasPlayerOwner?: boolean; system?: unknown; statuses?: ReadonlySet<string> } | null): boolean {
  // On the GM's client a player-owned actor's dying state is the GM's record (dying-guard.ts).
  const recorded = actor ? recordedState(actor) : null;
  const since = recorded ? recorded.dying.since : (actor?.system as { dying?: { since?: unknown } } | undefined)?.dying?.since;
  return typeof since === "number" && !(actor?.statuses?.has(DEAD) ?? false);
}

/**
 * The second of a combatant's death save in `round` (RT-3; 001:L365): its start-of-turn moment
 * (rules: deathSaveTurnSecond through turnMoments), or null when the model has none or its records
 * cannot be read.
 */
export function deathSaveSecondOf(combatant: DyingCombatant, round: number): number | null {
  if (!deathSaveRuleOf(currentRuleset())) return null;
  return turnMomentsOf(combatant, round)?.start.second ?? null;
}

export function cardContent(card: DeathSaveCard, name: string): string {
  const escape = foundry.utils.escapeHTML;
  const title = localize("ER.Resolution.DeathSave.Title", { name: escape(name) });
  const dots = `<span class="er-death-failures" title="${escape(localize("ER.Resolution.DeathSave.Failures"))}">${failureDots(card.rolled?.failures ?? card.failures)}</span>`;
  const body = card.rolled
    ? `<p class="er-death-result">${escape(localize(`ER.Resolution.DeathSave.Result.${card.rolled.result}`, { natural: card.rolled.natural, healed: card.rolled.healed }))}</p>`
    : `<button type="button" data-er-death-save>${escape(localize("ER.Resolution.DeathSave.Roll"))}</button>`;
  return `<div class="er-death-save"><p><strong>${title}</strong> ${dots}</p>${body}</div>`;
}

/**
 * On the active GM's client, at a clock stop: posts the death-save card of each dying PC whose
 * death-save second this round has come (a clock step that skips the second still posts it, once a
 * round: the Combat's memory, which only a GM writes).
 */
export async function postDueDeathSaves(combat: DyingCombat, clock: { round: number; second: number } | null): Promise<number> {
  if (!clock || !game.users?.activeGM?.isSelf) return 0;
  if (!deathSaveRuleOf(currentRuleset())) return 0;
  let posted = 0;
  for (const combatant of combat.combatants.contents ?? [...combat.combatants]) {
    const actor = combatant.actor;
    if (!actor || actor.type === "creature" || !isDying(actor)) continue;
    const second = deathSaveSecondOf(combatant, clock.round);
    if (second === null || clock.second < second) continue;
    if (!combatant.id || memoryOf(combat, combatant.id).deathSaveRound === clock.round) continue;
    await remember(combat, combatant.id, { deathSaveRound: clock.round });
    const failures = (recordedState(actor)?.dying ?? actorFighter(actor).dying).failures;
    const card: DeathSaveCard = { actorUuid: actor.uuid ?? "", combatId: combat.id ?? "", combatantId: combatant.id ?? "", round: clock.round, second, failures, rolled: null };
    const users = game.users?.contents ?? [];
    const whisper = users.filter((u) => u.isGM || actor.testUserPermission(u as Asker, "OWNER")).map((u) => u.id ?? "").filter(Boolean);
    await createChatMessage({ content: cardContent(card, actor.name ?? combatant.name ?? ""), whisper, flags: { [SYSTEM_ID]: { [DEATH_SAVE_FLAG]: card } } });
    posted++;
  }
  return posted;
}

/** The parts of a ChatMessage read and written here. */
export interface DeathSaveMessage extends AuthoredMessage {
  id: string | null;
  flags: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

async function rollTotal(formula: string): Promise<number> {
  const roll = await new Roll(formula).evaluate();
  const total = roll.total;
  return typeof total === "number" && Number.isFinite(total) ? Math.trunc(total) : 0;
}

/** A running combat as the death save reads it. */
interface DueCombat {
  started?: boolean;
  system?: unknown;
  combatants: { get(id: string): DyingCombatant | undefined };
}

/**
 * The moment a GM's card is due at (RT-3), from the GM's own documents: its combat, the combatant
 * that is its actor's, and the clock's round now, which must be the card's for a player (one save a
 * round: a card of an earlier round is spent, so a stable PC cannot hoard cards to fish for a 16+).
 * Else the refusal.
 */
function dueMoment(card: DeathSaveCard, actor: { uuid?: string }, asker: Asker): { combatant: DyingCombatant; combat: DueCombat; round: number; absolute: number } | RefusalReason {
  const combat = combatById<DueCombat>(card.combatId);
  if (!combat) return "unknownCombat";
  const combatant = combat.combatants.get(card.combatantId);
  const own = combatant?.actor;
  if (!combatant || !own || (own !== actor && (own.uuid === undefined || own.uuid !== actor.uuid))) return "unknownCombatant";
  const absolute = (combat.system as { absolute?: unknown } | undefined)?.absolute;
  if (!combat.started || typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute <= 20) return "notDue";
  const round = fromAbsolute(absolute).round;
  // The GM may still roll a card its round passed by (the save was owed; it gives no action then).
  const due = round === card.round || (asker.isGM && card.round < round);
  return due ? { combatant, combat, round, absolute } : "notDue";
}

/**
 * RT-3b (001:L375): a natural 20 gives the PC an action at its death save's second this round (the
 * model's second for the combatant, never the card's), written as its action record (the rules'
 * `deathSaveAction`), so the clock and the tracker have it act then. Nothing when the rules give no
 * action (the second has passed).
 */
async function actAtDeathSave(due: { combatant: DyingCombatant; round: number; absolute: number }, cardRound: number): Promise<void> {
  const { combatant, round, absolute } = due;
  if (cardRound !== round) return;
  const action = (combatant.system as { action?: ActionRecord } | undefined)?.action;
  const second = deathSaveSecondOf(combatant, round);
  if (!action || second === null) return;
  const next = deathSaveAction(action, { round, second }, fromAbsolute(absolute));
  // A plain action (no casting time): a spell name left from an earlier action goes.
  if (next) await combatant.update({ initiative: next.score, "system.action": next, "system.spellName": "" }, NO_TURN_EVENTS);
}

/**
 * Rolls the card's death save on the active GM's client for `asker` (the GM, or an owner of the PC
 * by the relay): the d20 and the recovery are rolled here, the model judges, and the actor is
 * written once (health, dying, recoveries). A card rolls once.
 */
export async function rollDeathSave(message: DeathSaveMessage, asker: Asker): Promise<RefusalReason | null> {
  // Two requests for one card sent together would both find it unrolled: the second waits for nothing.
  return oneAtATime(`deathSave:${message.id ?? ""}`, "alreadyRolled", () => rollCard(message, asker));
}

async function rollCard(message: DeathSaveMessage, asker: Asker): Promise<RefusalReason | null> {
  // H2 (R13): only a card the GM's client posted; a player's own message with the flag is not one.
  const card = gmAuthored(message) ? readDeathSave(message.flags[SYSTEM_ID]?.[DEATH_SAVE_FLAG]) : null;
  if (!card) return "unknownMessage";
  if (card.rolled) return "alreadyRolled";
  const actor = documentAt<HealthActor & { name?: string; uuid?: string }>(card.actorUuid);
  if (!actor) return "unknownTarget";
  if (!asker.isGM && !actor.testUserPermission(asker, "OWNER")) return "notOwner";
  const due = dueMoment(card, actor, asker);
  if (typeof due === "string") return due;
  const ruleset = currentRuleset();
  const rule = deathSaveRuleOf(ruleset);
  if (!rule || !isDying(actor)) return "notDying";
  // The failures so far are the GM's record, not what the owner may have written on its actor (dying-guard.ts).
  const recorded = recordedState(actor);
  const own = actorFighter(actor);
  const fighter = recorded ? { ...own, dying: recorded.dying } : own;
  const natural = Math.max(1, Math.min(20, await rollTotal("1d20")));
  const outcome = rule.judge(natural, fighter.dying);
  const update: Record<string, unknown> = {};
  let healed = 0;
  let dying: DyingState = outcome.dying;
  const recoveries = recoveryRuleOf(ruleset);
  let remove: readonly string[] = [];
  if (outcome.spendsRecovery && recoveries) {
    // 001:L375, L379: spend a recovery and heal what it rolls, from 0 (half when none is left, L355).
    const spent = recoveries.spend(fighter.recoveries, await rollTotal(recoveries.formula(fighter)));
    healed = spent.healed;
    const marked = zeroMarked(actor);
    const change = applyHealthChange({ fighter, statuses: [...actor.statuses], zeroMarked: marked, change: { kind: "heal", amount: healed }, knockOut: false, now: null }, ruleset);
    // "Return to consciousness" (001:L375) even when the recovery heals 0: the judged dying state
    // stands, and the system's own `unconscious` goes with it (a heal of 0 alone would keep both).
    dying = { ...outcome.dying };
    remove = marked && dying.since === null && !change.remove.includes(ZERO_STATUS) ? [...change.remove, ZERO_STATUS] : change.remove;
    Object.assign(update, { "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.recoveries": { ...spent.recoveries } });
  }
  update["system.dying"] = { ...dying };
  if (outcome.result === "coma") {
    // 001:L395: the coma badge (badges.ts) until the GM's call.
    const list = (recorded ?? guardedOf(actor)).badges;
    update[`flags.${SYSTEM_ID}.badges`] = [...new Set([...list, "coma"])];
  }
  await actor.update(update);
  for (const id of remove) await removeStatus(actor, id);
  if (outcome.result === "dead") {
    // R8: the death is posted with an Undo (death-save-undo.ts).
    const addedDead = !actor.statuses.has(DEAD);
    await addStatus(actor, DEAD, false);
    await postDeathSaveDeath(actor, fighter.dying, addedDead);
  }
  // RT-3b: a PC still unconscious (a status the system did not set, a sleep spell's) takes no action.
  if (outcome.actsNow && !actor.statuses.has(ZERO_STATUS)) await actAtDeathSave(due, card.round);
  const rolled = { natural, result: outcome.result, healed, failures: outcome.dying.failures };
  await message.update({ [`flags.${SYSTEM_ID}.${DEATH_SAVE_FLAG}.rolled`]: rolled, content: cardContent({ ...card, rolled }, actor.name ?? "") });
  return null;
}

/** The card's button: the GM rolls here; a player asks the active GM (relay kind `deathSave`). */
export function wireDeathSaveCard(message: DeathSaveMessage, html: HTMLElement, send: (messageId: string) => void): void {
  const button = html.querySelector<HTMLButtonElement>("[data-er-death-save]");
  if (!button || !message.id) return;
  button.addEventListener("click", () => {
    button.disabled = true;
    if (game.user?.isGM) {
      void rollDeathSave(message, { id: game.user.id ?? "", isGM: true }).then((reason) => {
        if (reason !== null) ui.notifications?.warn(game.i18n?.localize(`ER.Resolution.Refused.${reason}`) ?? reason);
      });
    }
    else send(message.id!);
  });
}
