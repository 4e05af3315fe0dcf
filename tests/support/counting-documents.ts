/**
 * Counting stand-ins for the documents a movement adapter reads (a Token, its Actor, its Combatant,
 * its Combat): each is a proxy over the plain fields given, that counts every property read and
 * refuses to be written (an adapter reads documents; Foundry writes them only through `update`).
 * A property the stand-in lacks reads as `undefined`, as on a Foundry document with no such field.
 * Tests assert how often an adapter visits each document, so a future second read fails them.
 */

export interface CountingDocument<T extends object> {
  /** The stand-in to hand to the adapter. */
  readonly doc: T;
  /** How often each property was read since the last reset. */
  readonly reads: Map<string, number>;
  /** The properties read more than once, with their counts. */
  readonly repeated: () => Record<string, number>;
  readonly reset: () => void;
}

/** A counting stand-in over `fields` (nested documents are made counting stand-ins by the caller). */
export function countingDocument<T extends object>(name: string, fields: T): CountingDocument<T> {
  const reads = new Map<string, number>();
  const doc = new Proxy(fields, {
    get(target, key, receiver) {
      if (typeof key === "string") reads.set(key, (reads.get(key) ?? 0) + 1);
      return Reflect.get(target, key, receiver) as unknown;
    },
    set(_t, key) {
      throw new Error(`${name}.${String(key)}: a document is changed through update(), not by assignment`);
    },
  });
  const repeated = () => Object.fromEntries([...reads].filter(([, n]) => n > 1));
  return { doc, reads, repeated, reset: () => reads.clear() };
}
