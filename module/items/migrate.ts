/**
 * Carries item fields of earlier data versions forward (called by the item models' `static
 * migrateData`); the shared machinery and its notes are in module/data/migrate.ts.
 */
import { Notes, attach, rename, type MigrationNote, type Source } from "../data/migrate";

/**
 * Items, with the notes of values that could not be kept:
 * - weapon `initiative` → `initiativeModifier`;
 * - spell `castingTime` (already in seconds) → `castingSeconds`, the name the combat feature reads;
 * - weapon and spell `formula` → `damage` (RESOLUTION.md §3.1: the weapon's formula was already "a
 *   damage formula the GM fills in", a spell's may be healing, which the card's Heal applies); a
 *   `damage` that already holds another value keeps it and the old formula is noted ("conflict").
 *   Decision: a skill keeps `formula`, its own check roll (`1d20 + @rating`), which is not damage;
 *   its new `attack` starts "" (it does not attack, RB-2);
 * - an item without a `standardKit` mark is unmarked by the schema's initial value (`false`), not here;
 *   likewise a weapon without `twoHanded` (003:L806) is one-handed, and a spell without
 *   `closeQuarters` (VARIANTS.md §13.3 row 7) provokes, by the schema's initial value (`false`).
 */
export function migrateItemSourceWithNotes(type: string | undefined, source: Source): { source: Source; notes: MigrationNote[] } {
  if (source === null || typeof source !== "object") return { source, notes: [] };
  const notes = new Notes();
  if (type === "weapon" || "initiative" in source) rename(source, "initiative", "initiativeModifier", notes);
  if (type === "spell" || "castingTime" in source) rename(source, "castingTime", "castingSeconds", notes);
  // Only with the type known: a skill's `formula` is its check, never damage.
  if (type === "weapon" || type === "spell") rename(source, "formula", "damage", notes);
  // docs/rules.md §6 (standard equipment): items from before the mark are not standard kit;
  // the schema's initial value (false) says so. Nothing is added here: Foundry migrates partial
  // update data as well, and a default written here would un-mark an item on every other edit.
  return { source, notes: notes.list };
}

/** {@link migrateItemSourceWithNotes}, leaving the notes in `source.migrationNotes` for the GM's report. */
export function migrateItemSource(type: string | undefined, source: Source): Source {
  if (source === null || typeof source !== "object") return source;
  const notes = new Notes();
  notes.list.push(...migrateItemSourceWithNotes(type, source).notes);
  attach(source, notes);
  return source;
}
