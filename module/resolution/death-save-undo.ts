/**
 * R8 for 13A death saves (RESOLUTION.md §4.1 R13-7, R14; 001:L375): a fourth failed death save that
 * kills is posted to chat with an Undo, as every other automatic `dead` is. The Undo (the GM's)
 * puts back the dying state from before the save and lifts the `dead` the save added; once.
 * Public, like the `dead` overlay it reports.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import type { RefusalReason } from "../combat/refusals";
import type { DyingState } from "../rules/resolution/types";
import { DEAD, removeStatus } from "./statuses";
import type { Asker, HealthActor } from "./apply";
import { gmAuthored, readDyingState, type AuthoredMessage } from "./gm-notice";
import { documentAt } from "./documents";

export const DEATH_SAVE_DEATH_FLAG = "deathSaveDeath";

/** What the notice records for its Undo: the actor, its dying state before the save, whether the save added `dead`. */
export interface DeathSaveDeath {
  actorUuid: string;
  before: DyingState;
  addedDead: boolean;
  undone: boolean;
}

function localize(key: string, data: Record<string, string> = {}): string {
  return game.i18n?.format(key, data) ?? key;
}

/** Posts the notice of a death-save death with its Undo (on the GM's client that rolled the save). */
export async function postDeathSaveDeath(actor: HealthActor & { uuid?: string; name?: string }, before: DyingState, addedDead: boolean): Promise<void> {
  const escape = foundry.utils.escapeHTML;
  const record: DeathSaveDeath = { actorUuid: actor.uuid ?? "", before: { ...before }, addedDead, undone: false };
  const content = `<div class="er-deadline-death"><p>${escape(localize("ER.Resolution.DeathSave.DeadNotice", { name: actor.name ?? "" }))}</p><button type="button" data-er-undo-death-save>${escape(localize("ER.Resolution.Op.undo"))}</button></div>`;
  await createChatMessage({ content, flags: { [SYSTEM_ID]: { [DEATH_SAVE_DEATH_FLAG]: record } } });
}

/** The notice's record if well formed, else null (a forged flag is never trusted further than its shape). */
function readRecord(flag: unknown): DeathSaveDeath | null {
  const f = flag as Partial<DeathSaveDeath> | null | undefined;
  const before = readDyingState(f?.before);
  if (!f || typeof f.actorUuid !== "string" || !before) return null;
  return { actorUuid: f.actorUuid, before, addedDead: f.addedDead === true, undone: f.undone === true };
}

/** The parts of the notice's message read and written here. */
export interface DeathSaveDeathMessage extends AuthoredMessage {
  flags: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * The GM's Undo (R14): the dying state from before the save back and `dead` lifted if the save
 * added it; refused once done, or when the actor is no longer dead (someone has moved on), and on a
 * notice no GM wrote. It writes the dying state and `dead` only.
 */
export async function undoDeathSaveDeath(message: DeathSaveDeathMessage, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  const record = gmAuthored(message) ? readRecord(message.flags[SYSTEM_ID]?.[DEATH_SAVE_DEATH_FLAG]) : null;
  if (!record) return "unknownMessage";
  if (record.undone) return "nothingToUndo";
  const actor = documentAt<HealthActor>(record.actorUuid);
  if (!actor) return "unknownTarget";
  if (!actor.statuses.has(DEAD)) return "nothingToUndo";
  await actor.update({ "system.dying": { ...record.before } });
  if (record.addedDead) await removeStatus(actor, DEAD);
  await message.update({ [`flags.${SYSTEM_ID}.${DEATH_SAVE_DEATH_FLAG}.undone`]: true });
  return null;
}
