/**
 * Requests to the active GM's client over the system socket, from users who may not write the
 * Combat themselves: clock moves from the "trusted"/"assistant" choices of the advance setting, and
 * players' own initiative rolls. Needs `"socket": true` in system.json.
 *
 * Security model: the payload carries no user id. Foundry hands a `game.socket.on` listener the
 * sending user's id as its second argument (the server knows which connection sent it); the GM's
 * handler (relay-gm.ts) uses that id only, and checks every field of the payload before acting.
 */
import { SYSTEM_ID } from "../constants";
import { MAX_ACTION_SECONDS, MAX_SPELL_NAME_LENGTH, MAX_TRIGGER_LENGTH } from "../rules";
import { userMayAdvance } from "./setting-values";
import { HEALTH_RELAY_KINDS, parseHealthRelay, type HealthRelayRequest } from "./relay-health";
import { DYING_RELAY_KINDS, parseDyingRelay, type DyingRelayRequest } from "./relay-dying";
import { CARD_RELAY_KINDS, parseCardRelay, type CardRelayRequest } from "./relay-card";
import { DRAG_RELAY_KINDS, parseDragRelay, type DragRelayRequest } from "./relay-drag";
import { LIGHT_RELAY_KINDS, parseLightRelay, type LightRelayRequest } from "./relay-light";
import { LEAVE_RELAY_KINDS, parseLeaveRelay, type LeaveRelayRequest } from "./relay-leave";
import { MOUNT_RELAY_KINDS, parseMountRelay, type MountRelayRequest } from "./relay-mount";
import { INTERCEPT_RELAY_KINDS, parseInterceptRelay, type InterceptRelayRequest } from "./relay-intercept";

export const SOCKET = `system.${SYSTEM_ID}`;

export type RelayRequest =
  | { kind: "advance"; combatId: string; direction: 1 | -1 }
  | { kind: "round"; combatId: string; direction: 1 | -1 }
  | { kind: "start"; combatId: string }
  | { kind: "delay"; combatId: string; combatantId: string }
  | { kind: "cast"; combatId: string; combatantId: string; seconds: number; name: string }
  | { kind: "roll"; combatId: string; combatantId: string }
  /** "Double move (no action)" declared by one of the combatant's owners (VARIANTS.md row 10). */
  | { kind: "doubleMove"; combatId: string; combatantId: string }
  /** "Retreat this round" declared by one of the combatant's owners (VARIANTS.md rows 19, 24). */
  | { kind: "retreat"; combatId: string; combatantId: string }
  /** A disengage check asked by one of the combatant's owners (VARIANTS.md §13.1; the GM's client rolls). */
  | { kind: "disengage"; combatId: string; combatantId: string }
  /** Start or stop running in a pursuit, asked by one of the combatant's owners (VARIANTS.md row 32). */
  | { kind: "pursuit"; combatId: string; combatantId: string }
  // VARIANTS.md §3.3, §3.4: an owner holds or readies (trigger text) an action, or acts now.
  | { kind: "hold"; combatId: string; combatantId: string; trigger: string | null }
  | { kind: "actNow"; combatId: string; combatantId: string }
  // RESOLUTION.md §7.3: apply or undo a card's row (relay-health.ts; no amount, ever).
  | HealthRelayRequest
  // RESOLUTION.md §7.6: death save, stabilise, rest, rally (relay-dying.ts; no roll, ever).
  | DyingRelayRequest
  // §7.1 under "dice rolled by the active GM's client": a player's attack or save card (relay-card.ts; no roll, ever).
  | CardRelayRequest
  // VARIANTS.md §13.3 row 42: pull the targeted ally along a drag just made (relay-drag.ts; no path, ever).
  | DragRelayRequest
  // VARIANTS.md row 16: an owner lights or puts out a light item (relay-light.ts; no time, ever).
  | LightRelayRequest
  // VARIANTS.md §13.3 row 7: post the opportunity attacks before the owner's move leaves (relay-leave.ts; no foe, ever).
  | LeaveRelayRequest
  // VARIANTS.md §13.3 row 41: an owner mounts or dismounts its rider (relay-mount.ts; no cost, ever).
  | MountRelayRequest
  // VARIANTS.md §13.3 row 7: an owner's combatant intercepts a mover (relay-intercept.ts; no hex, no verdict, ever).
  | InterceptRelayRequest;

/** What a client sends: the request itself and nothing about who sends it. */
export type RelayPayload = RelayRequest;

export const RELAY_KINDS = ["advance", "round", "start", "delay", "cast", "roll", "doubleMove", "retreat", "disengage", "pursuit", "hold", "actNow", ...HEALTH_RELAY_KINDS, ...DYING_RELAY_KINDS, ...CARD_RELAY_KINDS, ...DRAG_RELAY_KINDS, ...LIGHT_RELAY_KINDS, ...LEAVE_RELAY_KINDS, ...MOUNT_RELAY_KINDS, ...INTERCEPT_RELAY_KINDS] as const;

/** Document ids are Foundry's 16 alphanumeric characters; anything else is not one of ours. */
const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;

/** Whether this client must relay clock moves instead of writing: it may advance but is not a GM. */
export function mustRelay(): boolean {
  return game.user?.isGM !== true && userMayAdvance(game.user);
}

/**
 * Sends the request to the active GM's client. With no GM connected nobody would carry it out, so
 * the user is told instead and nothing is sent.
 */
export function sendRelay(request: RelayPayload): void {
  if (!game.users?.activeGM) {
    ui.notifications?.warn(game.i18n?.localize("ER.Combat.Relay.NoGM") ?? "ER.Combat.Relay.NoGM");
    return;
  }
  game.socket?.emit(SOCKET, { ...request });
}

/**
 * The request if every field is well formed, else null: a known kind, 16-character ids, a direction
 * of exactly 1 or −1, a casting time that is a whole number within the 10-rounds-ahead cap and a
 * spell name of bounded length. Unknown fields (a `userId`, say) are dropped, never read.
 */
export function parseRelay(data: unknown): RelayRequest | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const r = data as Record<string, unknown>;
  const kind = r["kind"];
  if ((HEALTH_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseHealthRelay(r);
  if ((DYING_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseDyingRelay(r);
  if ((CARD_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseCardRelay(r);
  if ((DRAG_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseDragRelay(r);
  if ((LIGHT_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseLightRelay(r);
  if ((LEAVE_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseLeaveRelay(r);
  if ((MOUNT_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseMountRelay(r);
  if ((INTERCEPT_RELAY_KINDS as readonly unknown[]).includes(kind)) return parseInterceptRelay(r);
  const combatId = r["combatId"];
  if (typeof combatId !== "string" || !DOCUMENT_ID.test(combatId)) return null;
  switch (kind) {
    case "advance":
    case "round": {
      const direction = r["direction"];
      if (direction !== 1 && direction !== -1) return null;
      return { kind, combatId, direction };
    }
    case "start":
      return { kind, combatId };
    case "hold":
    case "actNow": {
      const combatantId = r["combatantId"];
      if (typeof combatantId !== "string" || !DOCUMENT_ID.test(combatantId)) return null;
      if (kind === "actNow") return { kind, combatId, combatantId };
      const trigger = r["trigger"];
      if (trigger !== null && (typeof trigger !== "string" || trigger.length > MAX_TRIGGER_LENGTH)) return null;
      return { kind, combatId, combatantId, trigger };
    }
    case "delay":
    case "roll":
    case "doubleMove":
    case "retreat":
    case "disengage":
    case "pursuit":
    case "cast": {
      const combatantId = r["combatantId"];
      if (typeof combatantId !== "string" || !DOCUMENT_ID.test(combatantId)) return null;
      if (kind !== "cast") return { kind, combatId, combatantId };
      const seconds = r["seconds"];
      const name = r["name"];
      if (typeof seconds !== "number" || !Number.isSafeInteger(seconds) || seconds < 0 || seconds > MAX_ACTION_SECONDS) return null;
      if (typeof name !== "string" || name.length > MAX_SPELL_NAME_LENGTH) return null;
      return { kind, combatId, combatantId, seconds, name };
    }
    default:
      return null;
  }
}
