/**
 * The active GM's side of the health relay (RESOLUTION.md R13, R15): the request was parsed by
 * combat/relay-health.ts and its sender is the socket's id. The card is re-read, the sender's
 * authority over the target checked (OWNER on its actor) and the amount recomputed (apply.ts).
 */
import type { HealthRelayRequest } from "../combat/relay-health";
import type { RefusalReason } from "../combat/refusals";
import { SYSTEM_ID } from "../constants";
import { applyRow, undoRow, type CardMessage } from "./apply";
import { CARD_FLAG, readCardFlag } from "./flag";
import { appliesAgain, confirmApplyAgain } from "./apply-again";
import { rollSaveRow } from "./save-card";
import { queueOnCard, whileAsking } from "./card-queue";
import { messageById } from "./documents";

export async function handleHealthRequest(request: HealthRelayRequest, senderId: string): Promise<RefusalReason | null> {
  const sender = game.users?.get(senderId) as { id: string; isGM: boolean } | undefined;
  if (!sender) return "unknownSender";
  const message = messageById<CardMessage>(request.messageId);
  if (!message) return "unknownMessage";
  const asker = { id: sender.id, isGM: sender.isGM };
  const messageId = request.messageId;
  // One request on the card at a time (card-queue.ts): each reads the ledger the one before wrote.
  return queueOnCard(messageId, request.targetUuid, async () => {
    if (request.kind === "save") return rollSaveRow(message, request.targetUuid, asker);
    if (request.kind === "undoHealth") return undoRow(message, request.targetUuid, asker);
    // §7.3: a player's second application of a row waits for the GM's yes; a no is the GM's refusal.
    const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
    if (flag && appliesAgain(flag, request.targetUuid, request.op)) {
      const row = flag.rows.find((r) => r.tokenUuid === request.targetUuid);
      const name = (sender as { name?: string }).name ?? sender.id;
      if (row && !(await whileAsking(messageId, request.targetUuid, () => confirmApplyAgain(row.name, name)))) return "notConfirmed";
    }
    return applyRow(message, request.targetUuid, request.op, asker);
  });
}
