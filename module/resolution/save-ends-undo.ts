/**
 * The GM's Undo on a save-ends card (VARIANTS.md row 9; RESOLUTION.md R14, §7.4): the ongoing
 * damage the card dealt and the effects it deleted on a success are put back, once. The health goes
 * through the attack card's one undo path (apply.ts `undoApplications`: refused when the health
 * changed since); the effects are created again with their recorded ids.
 *
 * The card is a claim. It is believed only as a GM posted and kept it (card-trust.ts `gmKept`),
 * read as strictly as the attack card's ledger, and only when its record agrees with its own lines:
 * one ledger entry per line that dealt damage, of that line's amount, on the card's actor; one
 * deleted effect per saved line, of that line's name, a save-ends effect by its flag; and none of
 * those effects on the actor now (an effect the card never removed is never created).
 */
import { SYSTEM_ID } from "../constants";
import { SAVE_ENDS_DIFFICULTIES, type SaveEndsDifficulty } from "../rules";
import { undoApplications, type Asker, type HealthActor } from "./apply";
import { gmKept } from "./card-trust";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";
import { denseList, readEntry } from "./ledger";
import { isRecord } from "./records";
import { documentAt } from "./documents";
import { SAVE_ENDS_CARD_FLAG, saveEndsOf, type SaveEndsCard, type SaveEndsEffectDoc, type SaveEndsRow } from "./save-ends-clock";

/** The most lines (and deleted effects) one card holds: an actor's save-ends effects at one moment. */
const MAX_LINES = 50;
/** The most characters of one deleted effect's recorded data. */
const MAX_EFFECT_CHARS = 50_000;
const ID = /^[A-Za-z0-9]{16}$/;
const UUID = /^[A-Za-z0-9.]{1,200}$/;

const whole = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;

function readRow(value: unknown): SaveEndsRow | null {
  if (!isRecord(value)) return null;
  const { effect, difficulty, damage, natural, total, target, saved } = value;
  if (typeof effect !== "string" || effect.length > 500 || !(SAVE_ENDS_DIFFICULTIES as readonly unknown[]).includes(difficulty) || typeof saved !== "boolean") return null;
  if (!whole(damage, 0, 1_000_000) || !whole(natural, -1000, 1000) || !whole(total, -1000, 1000) || !whole(target, 0, 1000)) return null;
  return { effect, difficulty: difficulty as SaveEndsDifficulty, damage, natural, total, target, saved };
}

/** A deleted effect's data when it is a save-ends effect with a document id, within its size; else null. */
function readRemoved(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value) || typeof value["_id"] !== "string" || !ID.test(value["_id"])) return null;
  if (JSON.stringify(value).length > MAX_EFFECT_CHARS) return null;
  const flags = value["flags"];
  const doc: SaveEndsEffectDoc = { id: value["_id"], statuses: new Set(), flags: isRecord(flags) ? (flags as SaveEndsEffectDoc["flags"]) : {} };
  return saveEndsOf(doc) ? value : null;
}

/** The card's flag within its bounds, or null when malformed (an older card without the record reads with none). */
export function readSaveEndsCard(value: unknown): SaveEndsCard | null {
  if (!isRecord(value)) return null;
  const { actorUuid, combatId, combatantId, round, second, undone } = value;
  if (typeof actorUuid !== "string" || !UUID.test(actorUuid) || typeof combatId !== "string" || combatId.length > 64 || typeof combatantId !== "string" || combatantId.length > 64) return null;
  if (!whole(round, 1, Number.MAX_SAFE_INTEGER) || !whole(second, 1, 20) || (undone !== undefined && typeof undone !== "boolean")) return null;
  const rows = denseList(value["rows"], MAX_LINES, readRow);
  const ledger = value["ledger"] === undefined ? [] : denseList(value["ledger"], MAX_LINES, readEntry);
  const removed = value["removed"] === undefined ? [] : denseList(value["removed"], MAX_LINES, readRemoved);
  if (!rows || !ledger || !removed) return null;
  return { actorUuid, combatId, combatantId, round, second, rows, ledger, removed, ...(undone === undefined ? {} : { undone }) };
}

/** Whether the card's record is what its own lines say it did (see the file's head). */
function agrees(card: SaveEndsCard): boolean {
  const ledger = card.ledger ?? [];
  const removed = card.removed ?? [];
  const dealt = card.rows.filter((r) => r.damage > 0);
  const saved = card.rows.filter((r) => r.saved);
  if (ledger.length !== dealt.length || removed.length !== saved.length) return false;
  if (ledger.some((e, i) => e.op !== "apply" || e.undone || e.tokenUuid !== card.actorUuid || e.amount !== dealt[i]!.damage)) return false;
  const ids = new Set(removed.map((r) => r["_id"]));
  return ids.size === removed.length && removed.every((r, i) => (r["name"] ?? "") === saved[i]!.effect);
}

/** Why an Undo was refused (a lang key under ER.Resolution.SaveEnds.Refused), or null when undone. */
export type SaveEndsRefusal = "notGM" | "forged" | "undone" | "nothing" | "mismatch" | "noActor" | "effectBack" | "healthChanged";

export interface SaveEndsMessage extends AuthoredMessage {
  flags: Record<string, Record<string, unknown> | undefined>;
  _stats?: { lastModifiedBy?: string | null } | null;
  update(data: Record<string, unknown>): Promise<unknown>;
}

type UndoActor = HealthActor & { effects: Iterable<{ id: string | null }> };

/** The GM's Undo (see the file's head). */
export async function undoSaveEnds(message: SaveEndsMessage, asker: Asker): Promise<SaveEndsRefusal | null> {
  if (!asker.isGM) return "notGM";
  const card = readSaveEndsCard(message.flags[SYSTEM_ID]?.[SAVE_ENDS_CARD_FLAG]);
  if (!card || !gmKept(message)) return "forged";
  if (card.undone === true) return "undone";
  const ledger = card.ledger ?? [];
  const removed = card.removed ?? [];
  if (ledger.length === 0 && removed.length === 0) return "nothing";
  if (!agrees(card)) return "mismatch";
  const actor = documentAt<UndoActor>(card.actorUuid);
  if (!actor || typeof actor.update !== "function") return "noActor";
  const present = new Set([...actor.effects].map((e) => e.id));
  if (removed.some((r) => present.has(r["_id"] as string))) return "effectBack";
  if (ledger.length > 0) {
    const refused = await undoApplications(actor, ledger);
    if (refused === "healthChanged") return "healthChanged";
    if (refused) return "mismatch";
  }
  await message.update({ [`flags.${SYSTEM_ID}.${SAVE_ENDS_CARD_FLAG}.undone`]: true });
  if (removed.length > 0) await actor.createEmbeddedDocuments("ActiveEffect", removed.map((r) => structuredClone(r)), { keepId: true });
  return null;
}

function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/** The card's Undo: wired for a GM on a card a GM kept and not yet undone, removed otherwise. */
export function wireSaveEndsCard(message: SaveEndsMessage, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("[data-er-undo-save-ends]");
  if (!button) return;
  const card = readSaveEndsCard(message.flags[SYSTEM_ID]?.[SAVE_ENDS_CARD_FLAG]);
  if (game.user?.isGM !== true || !gmAuthored(message) || !gmKept(message) || !card || card.undone === true) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void undoSaveEnds(message, { id: game.user?.id ?? "", isGM: game.user?.isGM === true }).then((refused) => {
      if (refused) ui.notifications?.warn(localize(`ER.Resolution.SaveEnds.Refused.${refused}`));
    });
  });
}

/** Core's `renderChatMessageHTML` (every client). */
export function registerSaveEndsUndo(): void {
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => wireSaveEndsCard(message as SaveEndsMessage, html));
}
