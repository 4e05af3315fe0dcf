/** A plain keyed object as a flag or a relay payload holds it (not null, not an array): the one check every reader of stored data uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
