/**
 * Who wrote a card (RESOLUTION.md R13, R14): after a card is posted, only a GM writes its flag and
 * rolls (the ledger, save results, cover, added rows). A card a GM posted is the GM's word; a card a
 * player posted is believed only while nobody but a GM has changed it since, and its ledger and
 * save results only as a GM wrote them. Three guards, because no single one sees everything:
 * - `preUpdateChatMessage` on a player's own client refuses its edit of a card's flag or rolls (an
 *   honest client never makes one; a console can bypass it, the server does not run it);
 * - `updateChatMessage` on the active GM's client marks a card a non-GM changed as tampered, in a
 *   flag only that GM's write sets (removing the mark is another change, marked again);
 * - on every GM action, the server-kept `_stats.lastModifiedBy` refuses a card a non-GM changed
 *   while no GM was connected, and a card no GM has written yet must carry no ledger, no save
 *   results and no added rows (a player cannot post an application the GM never made).
 */
import { SYSTEM_ID } from "../constants";
import { CARD_FLAG, type AttackCardFlag } from "./flag";
import { gmAuthored } from "./gm-notice";
import { isRecord } from "./records";

/** The GM-written mark of a card a non-GM changed after posting. */
export const TAMPERED_FLAG = "cardTampered";

interface UserLike {
  isGM?: boolean;
}

/** What this file reads of a ChatMessage: its author, stats and flags. */
export interface AuthoredMessage {
  author?: UserLike | null;
  _stats?: { createdTime?: number | null; modifiedTime?: number | null; lastModifiedBy?: string | null } | null;
  flags: Record<string, Record<string, unknown> | undefined>;
}

function userIsGM(id: string | null | undefined): boolean {
  return typeof id === "string" && (game.users?.get(id) as UserLike | undefined)?.isGM === true;
}

/**
 * A GM's card (the falling and save-ends cards) as its record of what the GM's client did: posted by
 * a GM, last written by a GM (the server's `_stats.lastModifiedBy`; core lets only the author or a GM
 * update a message, so this refuses an edit made however the server was got round), and never marked
 * as changed by a non-GM.
 */
export function gmKept(message: Omit<AuthoredMessage, "flags"> & { flags?: AuthoredMessage["flags"] }): boolean {
  if (!gmAuthored(message) || message.flags?.[SYSTEM_ID]?.[TAMPERED_FLAG] !== undefined) return false;
  const lastBy = message._stats?.lastModifiedBy;
  return lastBy === undefined || lastBy === null || userIsGM(lastBy);
}

/** True when a player's card must not be believed: changed by a non-GM after posting, or carrying what only a GM writes before any GM wrote it. */
export function tamperedCard(message: AuthoredMessage, flag: AttackCardFlag): boolean {
  if (gmAuthored(message)) return false;
  if (message.flags[SYSTEM_ID]?.[TAMPERED_FLAG] !== undefined) return true;
  const stats = message._stats;
  const lastBy = stats?.lastModifiedBy ?? null;
  const modified = stats !== undefined && stats !== null && stats.modifiedTime !== stats.createdTime;
  if (modified && !userIsGM(lastBy)) return true;
  // Until a GM has written the card, it holds what its author posted: no application, save result or added row.
  if (!userIsGM(lastBy)) return flag.ledger.length > 0 || (flag.save?.results.length ?? 0) > 0 || flag.rows.some((r) => r.late);
  return false;
}


/** Whether an update's data touches a card's rolls or this system's flags (dotted or expanded). */
function touchesCard(changed: unknown): boolean {
  if (!isRecord(changed)) return false;
  if ("rolls" in changed) return true;
  if (Object.keys(changed).some((k) => k.startsWith(`flags.${SYSTEM_ID}`))) return true;
  const flags = changed["flags"];
  return isRecord(flags) && (SYSTEM_ID in flags || Object.keys(flags).some((k) => k.startsWith(SYSTEM_ID)));
}

const isCard = (message: AuthoredMessage): boolean => message.flags[SYSTEM_ID]?.[CARD_FLAG] !== undefined;

/** The guards' hooks (see the file's head); registered on every client. */
export function registerCardGuards(): void {
  Hooks.on("preUpdateChatMessage", (message: unknown, changed: unknown) => {
    const m = message as AuthoredMessage;
    if (game.user?.isGM || !isCard(m) || !touchesCard(changed)) return true;
    ui.notifications?.warn(game.i18n?.localize("ER.Resolution.Card.EditRefused") ?? "ER.Resolution.Card.EditRefused");
    return false;
  });
  Hooks.on("updateChatMessage", (message: unknown, changed: unknown, _options: unknown, userId: unknown) => {
    const m = message as AuthoredMessage & { update(data: Record<string, unknown>): Promise<unknown> };
    if (!game.users?.activeGM?.isSelf || typeof userId !== "string" || userIsGM(userId)) return;
    if (!isCard(m) || gmAuthored(m) || !touchesCard(changed)) return;
    if (m.flags[SYSTEM_ID]?.[TAMPERED_FLAG] === true) return;
    console.warn(`${SYSTEM_ID} | a player changed an attack card after posting it; its buttons are refused`, { userId });
    void m.update({ [`flags.${SYSTEM_ID}.${TAMPERED_FLAG}`]: true });
  });
}
