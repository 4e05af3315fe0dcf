/**
 * The relay kind of dragging an ally (VARIANTS.md §13.3 row 42; 004:L52): a player whose token has
 * just been moved by the `drag` action asks the active GM's client to pull the ally it targeted
 * along. The request names the scene, the two tokens and the movement, never a path or a position:
 * the GM's client reads the path from the movement Foundry recorded and checks the rest (the canvas
 * side, canvas/drag-ally.ts, is installed here as a port at init).
 */
import type { RefusalReason } from "./refusals";

export type DragRelayRequest = { kind: "dragAlly"; sceneId: string; tokenId: string; allyId: string; movementId: string };

export const DRAG_RELAY_KINDS = ["dragAlly"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
/** Foundry's movement ids are document-like random ids; a bounded plain id is all that is accepted. */
const MOVEMENT_ID = /^[A-Za-z0-9]{1,32}$/;

/** The request if every field is well formed, else null; any other field (a path, a user id) is dropped. */
export function parseDragRelay(r: Record<string, unknown>): DragRelayRequest | null {
  const { kind, sceneId, tokenId, allyId, movementId } = r;
  if (kind !== "dragAlly") return null;
  if (typeof sceneId !== "string" || !DOCUMENT_ID.test(sceneId)) return null;
  if (typeof tokenId !== "string" || !DOCUMENT_ID.test(tokenId)) return null;
  if (typeof allyId !== "string" || !DOCUMENT_ID.test(allyId)) return null;
  if (typeof movementId !== "string" || !MOVEMENT_ID.test(movementId)) return null;
  return { kind, sceneId, tokenId, allyId, movementId };
}

/** The GM's handler of a checked request: null when carried out, else the refusal reason. */
export type DragRelayHandler = (request: DragRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: DragRelayHandler | null = null;

/** Installs the GM side (module/canvas/index.ts). */
export function provideDragRelay(fn: DragRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleDragRelay(request: DragRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
