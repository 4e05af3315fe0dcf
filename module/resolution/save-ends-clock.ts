/**
 * Save ends and ongoing damage on the clock (VARIANTS.md row 9, §13.2–§13.3; 001:L503–L505). An
 * Active Effect whose flags carry `enchanted-realms.saveEnds` ("easy", "normal" or "hard") and
 * optionally `enchanted-realms.ongoing` (whole damage) lasts until its holder saves:
 * - at the holder's end-of-turn moment (the rules' `turnMoments`), once the clock has moved past it
 *   (the moment comes just after the action at that second), the active GM's client deals each
 *   effect's ongoing damage, then rolls its save, deletes the effects saved against, and posts one
 *   card stamped at that second (whispered to the GMs and the actor's owners), recording what it did
 *   (the damage as ledger entries, the deleted effects' data) for the GM's Undo (save-ends-undo.ts);
 * - the moments the clock never passes within the round (second 20, or after the round's last stop)
 *   are resolved when the round is left forwards (core's `combatRound` hook, which the clock runner
 *   fires before the new round is written);
 * - when the Combat is deleted, a PC's save-ends effects end (the rules' `saveEndsWithCombat`).
 * No model id is read: with no save-ends rule in force the rules answer null and nothing happens.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { SAVE_ENDS_DIFFICULTIES, judgeSaveEnds, planSaveEnds, saveEndsInForce, saveEndsWithCombat, toAbsolute, type AttackDice, type SaveEndsDifficulty, type SaveEndsEffect } from "../rules";
import { currentRuleset } from "../variants/setting";
import { roundLeftForwards, turnMomentsOf } from "./turn-input";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { addStatus, removeStatus, zeroMarked, type EffectLike } from "./statuses";
import type { Asker, HealthActor } from "./apply";
import { memoryOf, remember, type MemoryCombat } from "./combat-memory";
import { diceFormula, rolledTotal } from "./dice";
import type { LedgerEntry } from "./ledger";
import { onDocumentHook } from "./hooks";

/** The Active Effect flags (`flags.enchanted-realms.<name>`) and the card's flag. */
export const SAVE_ENDS_FLAG = "saveEnds";
export const ONGOING_FLAG = "ongoing";
export const SAVE_ENDS_CARD_FLAG = "saveEndsCard";
/** The largest ongoing damage read from a flag (a larger one is held here). */
export const MAX_ONGOING = 1_000;

/** An effect as read here: core's ActiveEffect `name` and `disabled`, and its flags. */
export type SaveEndsEffectDoc = EffectLike & { name?: string; disabled?: boolean; toObject?(): Record<string, unknown> };
export type SaveEndsActor = HealthActor & { uuid?: string; name?: string; type?: string; system?: unknown; hasPlayerOwner?: boolean; effects: Iterable<SaveEndsEffectDoc> };

interface ClockCombatant {
  id: string | null;
  name?: string | null;
  actor: SaveEndsActor | null;
  isDefeated?: boolean;
  system?: unknown;
}

export interface SaveEndsCombat extends MemoryCombat {
  id: string | null;
  system?: unknown;
  combatants: { contents?: ClockCombatant[] } & Iterable<ClockCombatant>;
}

/** One effect's line on the card. */
export interface SaveEndsRow {
  effect: string;
  difficulty: SaveEndsDifficulty;
  damage: number;
  natural: number;
  total: number;
  target: number;
  saved: boolean;
}

/** The card's flag: who, at which second, and what each effect did. */
export interface SaveEndsCard {
  actorUuid: string;
  combatId: string;
  combatantId: string;
  round: number;
  second: number;
  rows: SaveEndsRow[];
  /** The ongoing damage dealt, oldest first, and the effects deleted on a success (absent on a card from before the Undo). */
  ledger?: LedgerEntry[];
  removed?: Record<string, unknown>[];
  undone?: boolean;
}

/** The effect's save-ends duration, or null when it has none (a malformed flag reads as none; a huge ongoing is held at MAX_ONGOING). */
export function saveEndsOf(effect: SaveEndsEffectDoc): SaveEndsEffect | null {
  if (effect.disabled === true) return null;
  const flags = effect.flags?.[SYSTEM_ID];
  const saveEnds = flags?.[SAVE_ENDS_FLAG];
  if (typeof saveEnds !== "string" || !(SAVE_ENDS_DIFFICULTIES as readonly string[]).includes(saveEnds)) return null;
  const raw = flags?.[ONGOING_FLAG];
  const ongoing = typeof raw === "number" && Number.isFinite(raw) ? Math.min(MAX_ONGOING, Math.max(0, Math.trunc(raw))) : 0;
  return { saveEnds: saveEnds as SaveEndsDifficulty, ongoing };
}

/** The end-of-turn second of the combatant in `round` (rules: turnMoments), or null when its records cannot be read. */
export function endOfTurnSecond(combatant: ClockCombatant, round: number): number | null {
  return turnMomentsOf(combatant, round)?.end.second ?? null;
}

async function rollSave(dice: AttackDice): Promise<{ natural: number; total: number }> {
  const roll = await new Roll(diceFormula(dice)).evaluate();
  const total = rolledTotal(roll);
  return { natural: dice.kind === "d20" ? Math.max(1, Math.min(20, total)) : total, total };
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

export function saveEndsContent(card: SaveEndsCard, name: string): string {
  const escape = foundry.utils.escapeHTML;
  const title = escape(localize("ER.Resolution.SaveEnds.Title", { name, round: card.round, second: card.second }));
  const rows = card.rows.map((r) => {
    const line = localize(`ER.Resolution.SaveEnds.${r.saved ? "Saved" : "Failed"}`, { effect: r.effect, damage: r.damage, total: r.total, target: r.target });
    return `<li>${escape(line)}</li>`;
  });
  const undoable = (card.ledger?.length ?? 0) > 0 || (card.removed?.length ?? 0) > 0;
  const undo = undoable ? `<button type="button" data-er-undo-save-ends>${escape(localize("ER.Resolution.Op.undo"))}</button>` : "";
  return `<div class="er-save-ends"><p><strong>${title}</strong></p><ul>${rows.join("")}</ul>${undo}</div>`;
}

/** Deals the ongoing damage, then rolls the save, of each of the actor's save-ends effects; deletes those saved against. */
async function resolveEffects(actor: SaveEndsActor, effects: readonly [SaveEndsEffectDoc, SaveEndsEffect][], absolute: number): Promise<Required<Pick<SaveEndsCard, "rows" | "ledger" | "removed">>> {
  const ruleset = currentRuleset();
  const rows: SaveEndsRow[] = [];
  const ledger: LedgerEntry[] = [];
  const removed: Record<string, unknown>[] = [];
  for (const [doc, effect] of effects) {
    const fighter = actorFighter(actor);
    const plan = planSaveEnds({ fighter, effect }, ruleset);
    if (!plan) continue;
    if (plan.damage > 0) {
      // 001:L503: the damage first, "immediately before it rolls its save".
      const change = applyHealthChange({ fighter, statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "damage", amount: plan.damage }, knockOut: false, now: absolute }, ruleset);
      ledger.push({ tokenUuid: actor.uuid ?? "", op: "apply", amount: plan.damage, before: change.before, after: change.after, add: [...change.add], remove: [...change.remove], dead: change.dead, undone: false });
      await actor.update({ "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.health.temp": change.after.health.temp, "system.dying": { ...change.after.dying } });
      for (const id of change.remove) await removeStatus(actor, id);
      for (const s of change.add) await addStatus(actor, s.id, s.marker);
    }
    const roll = await rollSave(plan.save.dice);
    const out = judgeSaveEnds({ fighter, effect }, { natural: roll.natural, diceTotal: roll.total }, ruleset);
    if (!out) continue;
    if (out.ends && doc.id) {
      removed.push(doc.toObject?.() ?? { _id: doc.id, name: doc.name ?? "", flags: doc.flags ?? {} });
      await actor.deleteEmbeddedDocuments("ActiveEffect", [doc.id]);
    }
    rows.push({ effect: doc.name ?? "", difficulty: effect.saveEnds, damage: out.damage, natural: roll.natural, total: out.total, target: plan.save.target, saved: out.saved });
  }
  return { rows, ledger, removed };
}

/** The moments claimed on this client and not yet remembered in the Combat (two clock hooks close together must not both resolve one). */
const claimed = new Set<string>();

/**
 * On the active GM's client at a clock stop `clock` (or, with `closing`, as the round is left
 * forwards): resolves the end-of-turn moment of each combatant holding a save-ends effect whose
 * moment this round the clock has passed (all of the round's, when closing), once a round (the
 * Combat's memory, which only a GM writes). Every moment is read before the first write: `combatRound`
 * fires just before the new round is written, and the combatants' records must be this round's.
 * Returns the number of cards posted.
 */
export async function postDueSaveEnds(combat: SaveEndsCombat, clock: { round: number; second: number } | null, closing = false): Promise<number> {
  if (!clock || !game.users?.activeGM?.isSelf) return 0;
  const ruleset = currentRuleset();
  if (!saveEndsInForce(ruleset)) return 0;
  const due: { id: string; name: string; actor: SaveEndsActor; effects: [SaveEndsEffectDoc, SaveEndsEffect][]; second: number; key: string }[] = [];
  for (const combatant of combat.combatants.contents ?? [...combat.combatants]) {
    const actor = combatant.actor;
    const id = combatant.id;
    if (!actor || !id) continue;
    const effects = [...actor.effects].map((e) => [e, saveEndsOf(e)] as const).filter((p): p is [SaveEndsEffectDoc, SaveEndsEffect] => p[1] !== null);
    if (effects.length === 0 || !planSaveEnds({ fighter: actorFighter(actor), effect: effects[0]![1] }, ruleset)) continue;
    const second = endOfTurnSecond(combatant, clock.round);
    if (second === null || (!closing && clock.second <= second)) continue;
    const key = `${combat.id ?? ""}.${id}.${clock.round}`;
    if (claimed.has(key) || memoryOf(combat, id).saveEndsRound === clock.round) continue;
    claimed.add(key);
    due.push({ id, name: combatant.name ?? "", actor, effects, second, key });
  }
  let posted = 0;
  for (const { id, name, actor, effects, second, key } of due) {
    try {
      await remember(combat, id, { saveEndsRound: clock.round });
      const done = await resolveEffects(actor, effects, toAbsolute({ round: clock.round, second }));
      if (done.rows.length === 0) continue;
      const card: SaveEndsCard = { actorUuid: actor.uuid ?? "", combatId: combat.id ?? "", combatantId: id, round: clock.round, second, ...done };
      const whisper = (game.users?.contents ?? []).filter((u) => u.isGM || actor.testUserPermission(u as Asker, "OWNER")).map((u) => u.id ?? "").filter(Boolean);
      await createChatMessage({ content: saveEndsContent(card, actor.name || name), whisper, flags: { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: card } } });
      posted++;
    } finally {
      claimed.delete(key);
    }
  }
  return posted;
}

/** Core's `combatRound` (fired before the new round is written): the round being left forwards is closed. */
export async function closeRoundSaveEnds(combat: SaveEndsCombat, next: { round?: unknown } | null | undefined): Promise<number> {
  const now = roundLeftForwards(combat.system, next);
  return now === null ? 0 : postDueSaveEnds(combat, now, true);
}

/** When the Combat is deleted (on the active GM's client): a PC's save-ends effects end (001:L505). Returns how many were deleted. */
export async function endSaveEndsWithCombat(combat: SaveEndsCombat): Promise<number> {
  if (!game.users?.activeGM?.isSelf) return 0;
  const ruleset = currentRuleset();
  let ended = 0;
  const seen = new Set<SaveEndsActor>();
  for (const combatant of combat.combatants.contents ?? [...combat.combatants]) {
    const actor = combatant.actor;
    // An actor in the fight twice (a linked token added again) is ended once.
    if (!actor || seen.has(actor)) continue;
    seen.add(actor);
    const fighter = actorFighter(actor);
    const ids = [...actor.effects].filter((e) => {
      const effect = saveEndsOf(e);
      return effect !== null && e.id !== null && saveEndsWithCombat({ fighter, effect }, ruleset);
    }).map((e) => e.id!);
    if (ids.length === 0) continue;
    await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
    ended += ids.length;
  }
  return ended;
}

/** The round left forwards closes its end-of-turn moments; a deleted Combat ends a PC's save-ends effects (001:L505). At init. */
export function registerSaveEndsClock(): void {
  onDocumentHook<SaveEndsCombat, "combatRound">("combatRound", (combat, next) => void closeRoundSaveEnds(combat, next));
  onDocumentHook<SaveEndsCombat, "deleteCombat">("deleteCombat", (combat) => void endSaveEndsWithCombat(combat));
}
