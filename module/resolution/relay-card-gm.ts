/**
 * The active GM's side of a card rolled for a player (combat/relay-card.ts; docs/development.md
 * "Cards and dice"). The request was parsed (ids, bounded targets and choices) and its sender is the
 * socket's id. Here: the sender must own the attacker; the item is looked up on that actor (an item
 * of another actor cannot be named); every target must be a token of the world; the attack must be
 * on the clock or the player must have confirmed it off the clock (R1, read from this client's
 * clock). Then this client rolls and posts the card, naming the player it rolled for.
 */
import type { CardRelayRequest } from "../combat/relay-card";
import type { RefusalReason } from "../combat/refusals";
import { publicMessageMode } from "../compat";
import { attackStamp } from "./stamp";
import { postAttackCard, type TargetToken } from "./roll-attack";
import { postSaveCard, saveEffectOf } from "./save-card";
import { NO_CHOICE } from "./dialog";
import { documentAt, systemOf } from "./documents";

/** The actor a request names: a world actor by its uuid, or a scene token's own actor. */
function actorOf(uuid: string): Actor.Implementation | null {
  const doc = documentAt<Actor.Implementation & { actor?: Actor.Implementation | null }>(uuid);
  if (!doc) return null;
  return uuid.includes(".Token.") ? (doc.actor ?? null) : doc;
}

/** A targeted token as the card reads it: the placeable when the GM's canvas shows it, else the document and its actor (no position). */
function targetOf(uuid: string): TargetToken | null {
  const doc = documentAt<TargetToken["document"] & { actor?: TargetToken["actor"]; object?: TargetToken | null }>(uuid);
  if (!doc?.actor) return null;
  return doc.object ?? { document: doc, actor: doc.actor };
}

export async function handleCardRequest(request: CardRelayRequest, senderId: string): Promise<RefusalReason | null> {
  const sender = game.users?.get(senderId);
  if (!sender) return "unknownSender";
  const actor = actorOf(request.actorUuid);
  if (!actor) return "unknownTarget";
  if (!actor.testUserPermission(sender, "OWNER")) return "notOwner";
  const item = actor.items?.get(request.itemId);
  if (!item || item.parent !== actor) return "unknownItem";
  const targets: TargetToken[] = [];
  for (const uuid of request.targets) {
    const target = targetOf(uuid);
    if (!target) return "unknownTarget";
    targets.push(target);
  }
  const origin = { rolledFor: sender.id ?? senderId, mode: request.mode === "public" ? publicMessageMode() : request.mode };
  if (request.card === "save") {
    if (!saveEffectOf(item.system)) return "cannotAttack";
    await postSaveCard(item, targets, origin);
    return null;
  }
  // R1 as on the player's own client: an attack off the clock only with the player's yes, judged by this client's clock (a save card never asks).
  if (attackStamp(actor).offClock && !request.offClock) return "offClock";
  const attack = systemOf(item)["attack"];
  if (typeof attack !== "string" || attack.trim() === "") return "cannotAttack";
  const choice = { ...NO_CHOICE, situational: request.situational, advantage: request.advantage, disadvantage: request.disadvantage, rear: request.rear, knockOut: request.knockOut };
  await postAttackCard(item, actor, choice, targets, origin);
  return null;
}
