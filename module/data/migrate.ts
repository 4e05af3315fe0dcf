/**
 * The shared machinery of the data migrations (module/actors/migrate.ts, module/items/migrate.ts):
 * pure functions on raw `system` sources. Migrations are total: every old value that had a meaning
 * is either kept under the new shape or, when it cannot be (two old names disagree, the new name
 * already holds another value, the old value is unreadable or out of bounds), listed in
 * `source.migrationNotes`. The active GM is shown those notes once (module/actors/migration-report.ts).
 */
import { valueText } from "./value-text";

export type Source = Record<string, unknown>;

/** Why an old value was not carried over. */
export type MigrationReason = "conflict" | "unreadable" | "outOfRange";

/** An old value the migration could not keep under the new shape: its old path, the value (as JSON) and why. */
export interface MigrationNote {
  path: string;
  value: string;
  reason: MigrationReason;
}

/** The key of `system` that holds the notes (a schema field of the migrated models). */
export const MIGRATION_NOTES_KEY = "migrationNotes";

/** A plain data object (not an array, a Date, a boxed value or another class instance). */
export function isRecord(x: unknown): x is Source {
  if (x === null || typeof x !== "object" || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether two values are the same (objects: the same JSON text). */
export function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === "object" && typeof b === "object" && a !== null && b !== null && valueText(a) === valueText(b));
}

export class Notes {
  readonly list: MigrationNote[] = [];
  add(path: string, value: unknown, reason: MigrationReason): void {
    this.list.push({ path, value: valueText(value), reason });
  }
}

/**
 * The notes the migration produced since this client loaded (path, value, reason). The report shows
 * only these: `system.migrationNotes` is the document's own data, which its owner may write, so a
 * note found there is the system's only if the migration wrote it. Bounded: past the bound the
 * oldest are forgotten (they were reported at the load that made them).
 */
const produced = new Set<string>();
const MAX_PRODUCED = 10_000;

/** The identity of a note, for {@link producedByMigration}. */
function noteKey(note: MigrationNote): string {
  return JSON.stringify([note.path, note.value, note.reason]);
}

/** Whether this load's migration produced `note`. */
export function producedByMigration(note: MigrationNote): boolean {
  return produced.has(noteKey(note));
}

/** Adds the notes to `source.migrationNotes` (once each) and remembers them as produced by this load. */
export function attach(source: Source, notes: Notes): void {
  if (notes.list.length === 0) return;
  for (const n of notes.list) {
    if (produced.size >= MAX_PRODUCED) produced.delete(produced.values().next().value as string);
    produced.add(noteKey(n));
  }
  const existing = Array.isArray(source[MIGRATION_NOTES_KEY]) ? (source[MIGRATION_NOTES_KEY] as unknown[]) : [];
  // A source migrated again (an old world stored with its notes) does not list a value twice.
  const known = new Set(existing.map((n) => valueText(n)));
  source[MIGRATION_NOTES_KEY] = [...existing, ...notes.list.filter((n) => !known.has(valueText(n)))];
}

/** Renames `from` to `to`; when `to` already holds a different value, the old one is noted. */
export function rename(source: Source, from: string, to: string, notes: Notes): void {
  if (!(from in source)) return;
  const old = source[from];
  delete source[from];
  if (old === undefined) return;
  if (source[to] === undefined) source[to] = old;
  else if (!same(source[to], old)) notes.add(from, old, "conflict");
}
