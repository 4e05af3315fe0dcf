/**
 * Stabilising a dying creature under a model with its own stabilise (`zeroHealth.stabilise`: OSR
 * RS-7, RS-8; 002:L89, L105–L116), on the GM's client: the table (if any) and the row's own die are
 * rolled here, the model's `outcome` decides, and the actor is written with one update (health,
 * dying, a lowered ability, a badge). The result is posted to the GM with an Undo that puts back the
 * recorded before-state (R14); a body part is a note to the GM. No model id is read.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import type { InjuryRow, StabiliseResult } from "../rules/ruleset/points/resolution";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { DEAD, addStatus, removeStatus, zeroMarked } from "./statuses";
import { BADGES_FLAG } from "./badges";
import { isDying } from "./death-save";
import type { Asker, HealthActor } from "./apply";
import { boundedInt, gmAuthored, readDyingState, type AuthoredMessage } from "./gm-notice";
import { MAX_HEALTH, MAX_RESOLUTION_ABILITY } from "../data/bounds";
import { ZERO_STATUS } from "../rules/resolution/health";
import { stabiliseRuleOf } from "../rules/resolution/models";
import { ABILITY_IDS } from "../rules/resolution/types";
import { documentAt } from "./documents";
import { rolledTotal } from "./dice";

export const STABILISE_FLAG = "stabilise";

type StabiliseActor = HealthActor & { uuid?: string; name?: string; system?: unknown; flags?: Record<string, Record<string, unknown> | undefined> };

/** The before-state an Undo puts back (R14), and what was added. */
export interface StabiliseRecord {
  actorUuid: string;
  before: Record<string, unknown>;
  addedDead: boolean;
  removed: string[];
  undone: boolean;
}

async function rollTotal(formula: string): Promise<number> {
  const roll = await new Roll(formula).evaluate();
  return rolledTotal(roll);
}

function localize(key: string, data: Record<string, string | number> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

/** The line the GM reads for a row and its result. */
function resultLine(row: InjuryRow | null, result: StabiliseResult): string {
  if (!row) return localize("ER.Resolution.Injury.creature");
  switch (row.kind) {
    case "dead":
      return localize("ER.Resolution.Injury.dead");
    case "ability": {
      const a = result.ability!;
      return localize("ER.Resolution.Injury.ability", { ability: a.id.toUpperCase(), amount: a.from - a.to, from: a.from, to: a.to });
    }
    case "bodyPart":
      return localize("ER.Resolution.Injury.bodyPart");
    case "badge":
      return localize(`ER.Resolution.Injury.${row.badge}`);
    case "heal":
      return localize("ER.Resolution.Injury.heal", { health: result.health ?? 0 });
  }
}

/** Stabilises `actor` for the GM (OSR: the GM's button, 002:L89). */
export async function stabilise(actor: StabiliseActor, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  const ruleset = currentRuleset();
  const rule = stabiliseRuleOf(ruleset);
  if (!rule || !isDying(actor)) return "notDying";
  const fighter = actorFighter(actor);
  const plan = rule.plan(fighter);
  let row: InjuryRow | null = null;
  let die = 0;
  let result: StabiliseResult;
  if (plan.table) {
    die = await rollTotal(plan.table);
    row = rule.row(die);
    const followUp = "dice" in row ? await rollTotal(row.dice) : 0;
    result = rule.outcome(row, fighter, followUp);
  } else {
    result = { dead: false, health: plan.health, ability: null, badge: null, note: null };
  }
  const badges = actor.flags?.[SYSTEM_ID]?.[BADGES_FLAG];
  const before: Record<string, unknown> = { "system.health.value": fighter.health.value, "system.health.below": fighter.health.below, "system.dying": { ...fighter.dying } };
  const update: Record<string, unknown> = {};
  let remove: readonly string[] = [];
  if (!result.dead && result.health !== null && result.health > fighter.health.value) {
    const change = applyHealthChange({ fighter, statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "heal", amount: result.health - fighter.health.value }, knockOut: false, now: null }, ruleset);
    Object.assign(update, { "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.dying": { ...change.after.dying } });
    remove = change.remove;
  } else if (!result.dead) {
    update["system.dying"] = { ...fighter.dying, stable: true };
  }
  if (result.ability) {
    before[`system.abilities.${result.ability.id}`] = result.ability.from;
    update[`system.abilities.${result.ability.id}`] = result.ability.to;
  }
  if (result.badge) {
    const list = Array.isArray(badges) ? (badges as unknown[]).filter((b): b is string => typeof b === "string") : [];
    before[`flags.${SYSTEM_ID}.${BADGES_FLAG}`] = list;
    update[`flags.${SYSTEM_ID}.${BADGES_FLAG}`] = [...new Set([...list, result.badge])];
  }
  if (Object.keys(update).length > 0) await actor.update(update);
  for (const id of remove) await removeStatus(actor, id);
  const addedDead = result.dead && !actor.statuses.has(DEAD);
  if (addedDead) await addStatus(actor, DEAD, false);
  const record: StabiliseRecord = { actorUuid: actor.uuid ?? "", before, addedDead, removed: [...remove], undone: false };
  const escape = foundry.utils.escapeHTML;
  const title = row ? `<p><strong>${escape(localize("ER.Resolution.Injury.Title", { die }))}</strong> ${escape(actor.name ?? "")}</p>` : `<p><strong>${escape(actor.name ?? "")}</strong></p>`;
  const note = result.note ? `<p class="er-injury-note">${escape(localize(`ER.Resolution.Injury.${result.note}`))}</p>` : "";
  const content = `<div class="er-stabilise">${title}<p>${escape(resultLine(row, result))}</p>${note}<button type="button" data-er-undo-stabilise>${escape(localize("ER.Resolution.Op.undo"))}</button></div>`;
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage({ content, whisper: gms, flags: { [SYSTEM_ID]: { [STABILISE_FLAG]: record } } });
  return null;
}

/** The message parts the Undo reads and writes. */
export interface StabiliseMessage extends AuthoredMessage {
  flags: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

const BADGES_PATH = `flags.${SYSTEM_ID}.${BADGES_FLAG}`;
const ABILITY_PATH = /^system\.abilities\.([a-z]{3})$/;
/** The longest badge list and badge id a record may carry (badges.ts: a handful of short ids). */
const MAX_BADGES = 20;
const MAX_BADGE_LENGTH = 32;

/** One recorded before-value if its path is one `stabilise` writes and the value fits the field, else undefined. */
function beforeValue(path: string, value: unknown): unknown {
  if (path === "system.health.value" || path === "system.health.below") return boundedInt(value, 0, MAX_HEALTH) ?? undefined;
  if (path === "system.dying") return readDyingState(value) ?? undefined;
  const ability = ABILITY_PATH.exec(path)?.[1];
  if (ability !== undefined) return (ABILITY_IDS as readonly string[]).includes(ability) ? (boundedInt(value, 0, MAX_RESOLUTION_ABILITY) ?? undefined) : undefined;
  if (path === BADGES_PATH && Array.isArray(value) && value.length <= MAX_BADGES && value.every((b) => typeof b === "string" && b.length <= MAX_BADGE_LENGTH)) return [...(value as string[])];
  return undefined;
}

/**
 * The record if every part is one `stabilise` writes (R14): the before-state only at health, dying,
 * an ability and the badges flag, statuses removed only the zero-health `unconscious`. Else null.
 */
export function readStabiliseRecord(flag: unknown): StabiliseRecord | null {
  const f = flag as Partial<StabiliseRecord> | null | undefined;
  if (!f || typeof f.actorUuid !== "string" || !f.before || typeof f.before !== "object" || Array.isArray(f.before)) return null;
  const before: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(f.before)) {
    const checked = beforeValue(path, value);
    if (checked === undefined) return null;
    before[path] = checked;
  }
  const removed = f.removed ?? [];
  if (!Array.isArray(removed) || removed.some((id) => id !== ZERO_STATUS)) return null;
  return { actorUuid: f.actorUuid, before, addedDead: f.addedDead === true, removed: [...removed], undone: f.undone === true };
}

/**
 * Undoes a stabilise (R14): the recorded before-state back, `dead` lifted if it added it, statuses it
 * removed back. Once; only a notice a GM wrote, and only the fields its rule writes.
 */
export async function undoStabilise(message: StabiliseMessage, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  const record = gmAuthored(message) ? readStabiliseRecord(message.flags[SYSTEM_ID]?.[STABILISE_FLAG]) : null;
  if (!record) return "unknownMessage";
  if (record.undone) return "nothingToUndo";
  const actor = documentAt<StabiliseActor>(record.actorUuid);
  if (!actor) return "unknownTarget";
  if (Object.keys(record.before).length > 0) await actor.update({ ...record.before });
  if (record.addedDead) await removeStatus(actor, DEAD);
  for (const id of record.removed) await addStatus(actor, id, id === ZERO_STATUS);
  await message.update({ [`flags.${SYSTEM_ID}.${STABILISE_FLAG}.undone`]: true });
  return null;
}
