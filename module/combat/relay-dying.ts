/**
 * The relay kinds of dying, healing and rests (RESOLUTION.md §7.6, R13, R15): a player asks the
 * active GM's client to roll a death save from its card, to take a rest or spend a recovery on the
 * sheet, to rally, or (13A) to stabilise a dying PC with an ally it owns. The request names a message, an actor or a
 * combatant and (for a rest) the rest's id, never a roll or an outcome: the GM's client rolls and
 * judges. The GM side lives in module/resolution/ and is installed here as a port at init.
 */
import type { RefusalReason } from "./refusals";
import { MAX_QUICK_REST_RECOVERIES } from "../rules";

export type DyingRelayRequest =
  | { kind: "deathSave"; messageId: string }
  | { kind: "rest"; actorUuid: string; rest: string; count?: number }
  | { kind: "rally"; combatId: string; combatantId: string }
  // 13A (001:L383): the dying PC and the sender's ally, which the GM's client checks the sender owns.
  | { kind: "stabilise"; actorUuid: string; allyUuid: string };

export const DYING_RELAY_KINDS = ["deathSave", "rest", "rally", "stabilise"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** A world actor (`Actor.<id>`) or a scene token's (`Scene.<id>.Token.<id>`): the actor the request is about. */
const ACTOR_UUID = /^(?:Actor\.[A-Za-z0-9]{16}|Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16})$/;
/** A rest's id as the healing model names it (`quickRest`, `safeNight`), or `recovery`. */
const REST_ID = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/** The request if every field is well formed, else null; other fields (a natural, a total, a user id) are dropped. */
export function parseDyingRelay(r: Record<string, unknown>): DyingRelayRequest | null {
  const { kind } = r;
  switch (kind) {
    case "deathSave": {
      const { messageId } = r;
      return typeof messageId === "string" && DOCUMENT_ID.test(messageId) ? { kind, messageId } : null;
    }
    case "rest": {
      const { actorUuid, rest } = r;
      if (typeof actorUuid !== "string" || !ACTOR_UUID.test(actorUuid)) return null;
      if (typeof rest !== "string" || !REST_ID.test(rest)) return null;
      // A quick rest's count of recoveries (R13-6): a whole number within the actor model's bound, or absent.
      const { count } = r;
      if (count === undefined) return { kind, actorUuid, rest };
      if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0 || count > MAX_QUICK_REST_RECOVERIES) return null;
      return { kind, actorUuid, rest, count };
    }
    case "rally": {
      const { combatId, combatantId } = r;
      if (typeof combatId !== "string" || !DOCUMENT_ID.test(combatId)) return null;
      if (typeof combatantId !== "string" || !DOCUMENT_ID.test(combatantId)) return null;
      return { kind, combatId, combatantId };
    }
    case "stabilise": {
      const { actorUuid, allyUuid } = r;
      if (typeof actorUuid !== "string" || !ACTOR_UUID.test(actorUuid)) return null;
      if (typeof allyUuid !== "string" || !ACTOR_UUID.test(allyUuid)) return null;
      return { kind, actorUuid, allyUuid };
    }
    default:
      return null;
  }
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type DyingRelayHandler = (request: DyingRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: DyingRelayHandler | null = null;

/** Installs the GM side (module/resolution/index.ts). */
export function provideDyingRelay(fn: DyingRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleDyingRelay(request: DyingRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
