/**
 * The relay kind of light items (VARIANTS.md row 16): a player asks the active GM's client to light
 * or put out a light item on an actor it owns. The request names the actor, the item and the state
 * asked for, never a world time or a burn: the GM's client stamps its own world time and computes
 * what is left (rules' setLightLit). The GM side lives in module/items/light.ts, installed as a port.
 */
import type { RefusalReason } from "./refusals";

export type LightRelayRequest = { kind: "light"; actorUuid: string; itemId: string; lit: boolean };

export const LIGHT_RELAY_KINDS = ["light"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** A world actor (`Actor.<id>`) or a scene token's (`Scene.<id>.Token.<id>`). */
const ACTOR_UUID = /^(?:Actor\.[A-Za-z0-9]{16}|Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16})$/;

/** The request if every field is well formed, else null; other fields (a time, a burn, a user id) are dropped. */
export function parseLightRelay(r: Record<string, unknown>): LightRelayRequest | null {
  const { kind, actorUuid, itemId, lit } = r;
  if (kind !== "light") return null;
  if (typeof actorUuid !== "string" || !ACTOR_UUID.test(actorUuid)) return null;
  if (typeof itemId !== "string" || !DOCUMENT_ID.test(itemId)) return null;
  if (typeof lit !== "boolean") return null;
  return { kind, actorUuid, itemId, lit };
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type LightRelayHandler = (request: LightRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: LightRelayHandler | null = null;

/** Installs the GM side (module/items/index.ts). */
export function provideLightRelay(fn: LightRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleLightRelay(request: LightRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
