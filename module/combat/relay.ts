/**
 * Clock requests from users who may advance it but may not update the Combat themselves (the
 * "trusted" choice of the advance setting): sent over the system socket and carried out by the
 * active GM after checking the sender's role. Needs `"socket": true` in system.json.
 */
import { SYSTEM_ID } from "../constants";
import { userMayAdvance } from "./settings";

export const SOCKET = `system.${SYSTEM_ID}`;

export type RelayRequest =
  | { kind: "advance"; combatId: string; direction: 1 | -1; userId: string }
  | { kind: "round"; combatId: string; direction: 1 | -1; userId: string }
  | { kind: "start"; combatId: string; userId: string }
  | { kind: "delay"; combatId: string; combatantId: string; userId: string }
  | { kind: "cast"; combatId: string; combatantId: string; seconds: number; name: string; userId: string };

/** Whether this client must relay instead of writing: it may advance but is not a GM. */
export function mustRelay(): boolean {
  return game.user?.isGM !== true && userMayAdvance(game.user);
}

/** Distributes a request without the sender's id (it is added here). */
export type RelayPayload = RelayRequest extends infer R ? (R extends { userId: string } ? Omit<R, "userId"> : never) : never;

/**
 * Sends the request to the active GM's client. With no GM connected nobody would carry it out, so
 * the user is told instead and nothing is sent.
 */
export function sendRelay(request: RelayPayload): void {
  if (!game.users?.activeGM) {
    ui.notifications?.warn(game.i18n?.localize("ER.Combat.Relay.NoGM") ?? "ER.Combat.Relay.NoGM");
    return;
  }
  game.socket?.emit(SOCKET, { ...request, userId: game.user?.id ?? "" });
}

/** The request if it is well formed and its sender may advance, else null. */
export function acceptRelay(data: unknown): RelayRequest | null {
  if (!data || typeof data !== "object") return null;
  const r = data as Partial<RelayRequest> & { userId?: unknown; combatId?: unknown; kind?: unknown };
  if (typeof r.userId !== "string" || typeof r.combatId !== "string") return null;
  if (!["advance", "round", "start", "delay", "cast"].includes(String(r.kind))) return null;
  if (!userMayAdvance(game.users?.get(r.userId))) return null;
  return r as RelayRequest;
}
