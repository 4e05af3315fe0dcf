/**
 * The relay kinds of mounted combat (VARIANTS.md §13.3 row 41; 004:L28): an owner of a rider asks
 * the active GM's client to mount it on a creature next to it, or to dismount it. The request names
 * the scene and the tokens only, never a cost, a position or a round: the GM's client reads the
 * rest and checks it (the canvas side, canvas/mounted.ts, is installed here as a port at init).
 */
import type { RefusalReason } from "./refusals";

export type MountRelayRequest =
  | { kind: "mount"; sceneId: string; riderId: string; mountId: string }
  | { kind: "dismount"; sceneId: string; riderId: string };

export const MOUNT_RELAY_KINDS = ["mount", "dismount"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
const isId = (v: unknown): v is string => typeof v === "string" && DOCUMENT_ID.test(v);

/** The request if every field is well formed, else null; any other field (a cost, a user id) is dropped. */
export function parseMountRelay(r: Record<string, unknown>): MountRelayRequest | null {
  const { kind, sceneId, riderId, mountId } = r;
  if (!isId(sceneId) || !isId(riderId)) return null;
  if (kind === "dismount") return { kind, sceneId, riderId };
  if (kind === "mount" && isId(mountId)) return { kind, sceneId, riderId, mountId };
  return null;
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type MountRelayHandler = (request: MountRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: MountRelayHandler | null = null;

/** Installs the GM side (module/canvas/index.ts). */
export function provideMountRelay(fn: MountRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleMountRelay(request: MountRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
