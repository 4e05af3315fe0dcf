/**
 * Light items and safe rest on the active GM's client (VARIANTS.md rows 16–17). A light is lit or
 * put out at the GM's world time (the rules' setLightLit): a GM writes at once, an owner asks over
 * the relay (combat/relay-light.ts), whose request names no time and no burn. A safe rest, GM only,
 * starts a character's resilience hours again at the current world time and removes `exhausted`
 * (002:L321: only safe rest cures it).
 */
import { RulesError, setLightLit, storedLight, type LightState } from "../rules";
import type { LightRelayRequest } from "../combat/relay-light";
import type { RefusalReason } from "../combat/refusals";
import { sendRelay } from "../combat/relay";
import { documentAt } from "./documents";
import { removeStatus, type StatusActor } from "./statuses";
import { recordedBurn } from "./light-guard";

/** A light item as read here: core's Item id, name, type, system and update. */
export interface LightItem {
  id: string | null;
  uuid?: string;
  name?: string;
  type: string;
  system: unknown;
  update(data: object, options?: object): Promise<unknown>;
}
export interface LightActor {
  uuid?: string;
  name?: string;
  type?: string;
  system?: unknown;
  items: { get(id: string): LightItem | undefined };
  testUserPermission(user: { id: string; isGM: boolean }, level: "OWNER"): boolean;
  update(data: object, options?: object): Promise<unknown>;
}
type Asker = { id: string; isGM: boolean };

/**
 * A gear item's light state (the rules' storedLight: out-of-bounds values clamped), or null when it
 * is no light. On a GM's client the burn is the GM's record (light-guard.ts), not what an owner wrote.
 */
export function readLight(item: { uuid?: string; type: string; system: unknown }): LightState | null {
  if (item.type !== "gear") return null;
  const held = recordedBurn(item);
  return storedLight(held ? { ...(item.system as object), ...held } : item.system);
}

/** Lights or puts out an actor's light item at world time `now`, for `asker` (a GM, or an owner of the actor). */
export async function toggleLight(actor: LightActor, itemId: string, lit: boolean, asker: Asker, now: number): Promise<RefusalReason | null> {
  if (!asker.isGM && !actor.testUserPermission(asker, "OWNER")) return "notOwner";
  const item = actor.items.get(itemId);
  if (!item) return "unknownItem";
  const light = readLight(item);
  if (!light) return "notALight";
  let next: LightState;
  try {
    // World time may carry a fraction; the rules count whole seconds.
    next = setLightLit(light, lit, Math.floor(now));
  } catch (error) {
    if (error instanceof RulesError) return "lightSpent";
    throw error;
  }
  await item.update({ "system.burnedSeconds": next.burnedSeconds, "system.litAt": next.litAt });
  return null;
}

/** The GM's side of the light relay: the actor named by uuid, the sender from the socket. */
export async function handleLightRequest(request: LightRelayRequest, senderId: string): Promise<RefusalReason | null> {
  const sender = game.users?.get(senderId) as { id: string; isGM: boolean } | undefined;
  if (!sender) return "unknownSender";
  const doc = documentAt<LightActor & { actor?: LightActor | null }>(request.actorUuid);
  const actor = doc && request.actorUuid.includes(".Token.") ? (doc.actor ?? null) : doc;
  if (!actor) return "unknownTarget";
  return toggleLight(actor, request.itemId, request.lit, { id: sender.id, isGM: sender.isGM }, game.time?.worldTime ?? 0);
}

/** The sheet's light button: a GM writes, anyone else asks the active GM's client. */
export async function requestLight(actor: LightActor, itemId: string, lit: boolean): Promise<void> {
  if (game.user?.isGM) {
    const reason = await toggleLight(actor, itemId, lit, { id: game.user.id ?? "", isGM: true }, game.time?.worldTime ?? 0);
    if (reason) ui.notifications?.warn(game.i18n?.localize(`ER.Light.Refused.${reason}`) ?? reason);
    return;
  }
  // A token's own actor is named by its token (the relay takes world actors and scene tokens), as the attack card does.
  const token = (actor as { token?: { uuid?: unknown } | null }).token;
  const actorUuid = typeof token?.uuid === "string" ? token.uuid : (actor.uuid ?? "");
  sendRelay({ kind: "light", actorUuid, itemId, lit });
}

/** A safe rest (GM only): the resilience hours start again now and `exhausted` is removed. */
export async function safeRest(actor: LightActor & Pick<StatusActor, "effects" | "deleteEmbeddedDocuments">, asker: Asker, now: number): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  if (actor.type !== "character") return "unknownTarget";
  await actor.update({ "system.resilience.restAt": Math.floor(now), "system.resilience.checkedHours": 0 });
  await removeStatus(actor, "exhausted");
  return null;
}
