/**
 * The relay kind of a move about to leave an engaged hex (VARIANTS.md §13.3 row 7: the opportunity
 * attacks come "before the mover continues"). The moving client holds its move back and asks the
 * active GM's client to post the cards first. The request names the scene, the token and where the
 * move would end (a top-left position), nothing else: the GM's client reads the token's place, the
 * foes, the clock and the rules itself, and posts only against the sender's own token
 * (resolution/opportunity-relay.ts, installed here as a port at init).
 */
import type { RefusalReason } from "./refusals";

export type LeaveRelayRequest = { kind: "leaveAttacks"; sceneId: string; tokenId: string; x: number; y: number };

export const LEAVE_RELAY_KINDS = ["leaveAttacks"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** A canvas coordinate far beyond any scene Foundry allows (its largest is tens of thousands of pixels). */
export const MAX_LEAVE_COORDINATE = 1_000_000;

const coordinate = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= MAX_LEAVE_COORDINATE;

/** The request if every field is well formed, else null; any other field (foes, a user id, a clock) is dropped. */
export function parseLeaveRelay(r: Record<string, unknown>): LeaveRelayRequest | null {
  const { kind, sceneId, tokenId, x, y } = r;
  if (kind !== "leaveAttacks") return null;
  if (typeof sceneId !== "string" || !DOCUMENT_ID.test(sceneId)) return null;
  if (typeof tokenId !== "string" || !DOCUMENT_ID.test(tokenId)) return null;
  if (!coordinate(x) || !coordinate(y)) return null;
  return { kind, sceneId, tokenId, x, y };
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type LeaveRelayHandler = (request: LeaveRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: LeaveRelayHandler | null = null;

/** Installs the GM side (resolution/opportunity-relay.ts). */
export function provideLeaveRelay(fn: LeaveRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleLeaveRelay(request: LeaveRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
