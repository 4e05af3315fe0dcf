/**
 * The active GM's side of the dying relay (RESOLUTION.md §7.6, R15): the request was parsed by
 * combat/relay-dying.ts and its sender is the socket's id. The GM's client rolls and judges; the
 * request carries nothing it computed.
 */
import type { DyingRelayRequest } from "../combat/relay-dying";
import type { RefusalReason } from "../combat/refusals";
import { rollDeathSave, type DeathSaveMessage } from "./death-save";

export async function handleDyingRequest(request: DyingRelayRequest, senderId: string): Promise<RefusalReason | null> {
  const sender = game.users?.get(senderId) as { id: string; isGM: boolean } | undefined;
  if (!sender) return "unknownSender";
  const asker = { id: sender.id, isGM: sender.isGM };
  switch (request.kind) {
    case "deathSave": {
      const message = game.messages?.get(request.messageId) as unknown as DeathSaveMessage | undefined;
      return message ? rollDeathSave(message, asker) : "unknownMessage";
    }
    default:
      return "malformed";
  }
}
