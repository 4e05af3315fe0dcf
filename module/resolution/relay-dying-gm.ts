/**
 * The active GM's side of the dying relay (RESOLUTION.md §7.6, R15): the request was parsed by
 * combat/relay-dying.ts and its sender is the socket's id. The GM's client rolls and judges; the
 * request carries nothing it computed.
 */
import type { DyingRelayRequest } from "../combat/relay-dying";
import type { RefusalReason } from "../combat/refusals";
import { rollDeathSave, type DeathSaveMessage } from "./death-save";
import { takeRest, type RestActor } from "./rests";
import { rally, type RallyCombat } from "./rally";
import { allyStabilise } from "./ally-stabilise";
import { combatById, documentAt, messageById } from "./documents";

/** The actor a request names: a world actor by its uuid, or a scene token's actor. */
function actorOf(uuid: string): RestActor | null {
  const doc = documentAt<RestActor & { actor?: RestActor | null }>(uuid);
  if (!doc) return null;
  return uuid.includes(".Token.") ? (doc.actor ?? null) : doc;
}

export async function handleDyingRequest(request: DyingRelayRequest, senderId: string): Promise<RefusalReason | null> {
  const sender = game.users?.get(senderId) as { id: string; isGM: boolean } | undefined;
  if (!sender) return "unknownSender";
  const asker = { id: sender.id, isGM: sender.isGM };
  switch (request.kind) {
    case "deathSave": {
      const message = messageById<DeathSaveMessage>(request.messageId);
      return message ? rollDeathSave(message, asker) : "unknownMessage";
    }
    case "rest": {
      const actor = actorOf(request.actorUuid);
      return actor ? takeRest(actor, request.rest, asker, request.count) : "unknownTarget";
    }
    case "stabilise": {
      const dying = actorOf(request.actorUuid);
      const ally = actorOf(request.allyUuid);
      return dying && ally ? allyStabilise(dying, ally, asker) : "unknownTarget";
    }
    case "rally": {
      const combat = combatById<RallyCombat>(request.combatId);
      if (!combat) return "unknownCombat";
      const done = await rally(combat, request.combatantId, asker);
      return "refused" in done ? done.refused : null;
    }
  }
}
