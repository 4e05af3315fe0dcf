/**
 * The relay kinds of hit and hurt (RESOLUTION.md §7.3, R13, R15): a player asks the active GM's
 * client to apply a card's row to a target, or to undo the card's last application. The request
 * names the message, the target's token and the operation, never an amount: the GM's client
 * recomputes the amount from the card. The GM side lives in module/resolution/ and is installed
 * here as a port at init (registerResolution), so combat never imports the resolution adapter.
 */
import type { RefusalReason } from "./refusals";

/** The operations a card row offers (§7.3); which of them a player may ask for is the GM side's check. */
export const HEALTH_OPS = ["apply", "heal", "half", "double", "knockOut", "markDead"] as const;
export type HealthOp = (typeof HEALTH_OPS)[number];

export type HealthRelayRequest =
  | { kind: "applyHealth"; messageId: string; targetUuid: string; op: HealthOp }
  | { kind: "undoHealth"; messageId: string; targetUuid: string }
  /** RESOLUTION.md R12, §7.1: roll this target's save on a save card (the GM's client rolls). */
  | { kind: "save"; messageId: string; targetUuid: string };

export const HEALTH_RELAY_KINDS = ["applyHealth", "undoHealth", "save"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** A token document's uuid: `Scene.<id>.Token.<id>` (a world scene's token; nothing else is a target). */
const TOKEN_UUID = /^Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}$/;

/** The request if every field is well formed (16-character message id, a token uuid, a known op), else null; other fields are dropped. */
export function parseHealthRelay(r: Record<string, unknown>): HealthRelayRequest | null {
  const { kind, messageId, targetUuid, op } = r;
  if (typeof messageId !== "string" || !DOCUMENT_ID.test(messageId)) return null;
  if (typeof targetUuid !== "string" || !TOKEN_UUID.test(targetUuid)) return null;
  if (kind === "undoHealth" || kind === "save") return { kind, messageId, targetUuid };
  if (kind !== "applyHealth" || typeof op !== "string" || !(HEALTH_OPS as readonly string[]).includes(op)) return null;
  return { kind, messageId, targetUuid, op: op as HealthOp };
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type HealthRelayHandler = (request: HealthRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: HealthRelayHandler | null = null;

/** Installs the GM side (module/resolution/index.ts). */
export function provideHealthRelay(fn: HealthRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as unknown. */
export async function handleHealthRelay(request: HealthRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
