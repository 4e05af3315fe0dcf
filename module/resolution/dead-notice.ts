/**
 * R8: every automatic `dead` (a model's rule, never the book's) is posted to chat with an Undo. The
 * notice names the card and the target; its Undo undoes the card's last application (R14), with the
 * same authority as the card's own Undo. Posted by the client that applied (the GM's); public, as the
 * `dead` overlay it reports is on the token for everyone to see, except for a hidden token (R11):
 * then only the GMs get it.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID, templatePath } from "../constants";

export const DEAD_NOTICE_FLAG = "deadNotice";

export interface DeadNotice {
  cardId: string;
  tokenUuid: string;
}

/** The notice's flag if well formed, else null. */
export function readDeadNotice(flags: unknown): DeadNotice | null {
  const f = flags as { cardId?: unknown; tokenUuid?: unknown } | null;
  if (!f || typeof f.cardId !== "string" || !/^[A-Za-z0-9]{16}$/.test(f.cardId) || typeof f.tokenUuid !== "string") return null;
  return { cardId: f.cardId, tokenUuid: f.tokenUuid };
}

/** Whether the token is hidden from the players now (R11): its death is then the GMs' news only. */
function tokenHidden(tokenUuid: string): boolean {
  try {
    return (fromUuidSync(tokenUuid) as { hidden?: unknown } | null)?.hidden === true;
  } catch {
    return false;
  }
}

export async function postDeadNotice(cardId: string, tokenUuid: string, name: string): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/dead-notice.hbs"), { name });
  const data: Record<string, unknown> = { content, flags: { [SYSTEM_ID]: { [DEAD_NOTICE_FLAG]: { cardId, tokenUuid } } } };
  if (tokenHidden(tokenUuid)) data["whisper"] = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage(data);
}
