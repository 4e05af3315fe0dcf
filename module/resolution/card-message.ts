/**
 * The parts of a card's ChatMessage the resolution adapter reads and writes: a type only, a leaf, so
 * the card's helpers (companion.ts) name it without importing the Apply code (apply.ts).
 */
export interface CardMessage {
  id: string | null;
  /** Who posted it and the server's record of who changed it last (card-trust.ts). */
  author?: { isGM?: boolean } | null;
  _stats?: { createdTime?: number | null; modifiedTime?: number | null; lastModifiedBy?: string | null } | null;
  flags: Record<string, Record<string, unknown> | undefined>;
  rolls: ReadonlyArray<{ total?: number | null }>;
  update(data: Record<string, unknown>): Promise<unknown>;
}
