/**
 * Carries fields of earlier data versions forward, as pure functions on raw `system` sources
 * (called by the models' `static migrateData`). Migrations are total: every old value that had a
 * meaning is either kept under the new shape or, when it cannot be (two old names disagree, the
 * new name already holds another value, the old value is unreadable or out of bounds), listed in
 * `source.migrationNotes`. The active GM is shown those notes once (module/actors/migration-report.ts).
 *
 * Decision: where old and new names both hold a field, the new name wins field by field
 * (`health: {value: 12}` keeps 12 but takes `max` from `hp`); between two old names the later one
 * (`hitPoints`) wins over the earlier one (`hp`). A numeric string of minutes is read as a number.
 */
import { DAILY_ACTIVITY_HOURS, MAX_LOAD_SECONDS, MAX_WORLD_TIME, minutesToSeconds, stepsForAllotment } from "../rules";
import { HOURS_PER_DAY } from "../data/bounds";
import { Notes, attach, isRecord, same, type MigrationNote, type Source } from "../data/migrate";

/**
 * Moves the fields of an old object (`hp`, `hitPoints`) into the new one (`health`) field by field:
 * a field the new object already holds is kept, and a different old value is noted.
 */
function mergeInto(source: Source, from: string, to: string, notes: Notes): void {
  if (!(from in source)) return;
  const old = source[from];
  delete source[from];
  if (old === undefined) return;
  if (!isRecord(old)) {
    notes.add(from, old, "unreadable");
    return;
  }
  let target = source[to];
  if (target === undefined) target = source[to] = {};
  if (!isRecord(target)) {
    notes.add(to, target, "unreadable");
    target = source[to] = {};
  }
  const t = target as Source;
  for (const [key, value] of Object.entries(old)) {
    if (value === undefined) continue;
    if (t[key] === undefined) t[key] = value;
    else if (!same(t[key], value)) notes.add(`${from}.${key}`, value, "conflict");
  }
}

/** Moves flat `speed`, `milesPerDay`, `sureFooted` into `movement`, keeping values already there. */
function moveFlat(source: Source, notes: Notes): void {
  const flat = ["speed", "milesPerDay", "sureFooted"].filter((k) => k in source);
  if (flat.length === 0) return;
  let movement = source["movement"];
  if (movement === undefined) movement = {};
  if (!isRecord(movement)) {
    notes.add("movement", movement, "unreadable");
    movement = {};
  }
  const m = movement as Source;
  for (const key of flat) {
    const value = source[key];
    delete source[key];
    if (value === undefined) continue;
    if (m[key] === undefined) m[key] = value;
    else if (!same(m[key], value)) notes.add(key, value, "conflict");
  }
  source["movement"] = m;
}

/** A number of minutes from a number or a numeric string, or null. */
function minutesOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** `load.overCapacityMinutes` (minutes) → `load.overCapacitySeconds` (whole seconds). */
function minutesToStoredSeconds(source: Source, notes: Notes): void {
  const load = source["load"];
  if (!isRecord(load) || !("overCapacityMinutes" in load)) return;
  const raw = load["overCapacityMinutes"];
  delete load["overCapacityMinutes"];
  if (raw === undefined) return;
  const minutes = minutesOf(raw);
  if (minutes === null) return notes.add("load.overCapacityMinutes", raw, "unreadable");
  if (minutes < 0 || minutes > MAX_WORLD_TIME / 60) return notes.add("load.overCapacityMinutes", raw, "outOfRange");
  let seconds = minutesToSeconds(minutes);
  if (seconds > MAX_LOAD_SECONDS) {
    notes.add("load.overCapacityMinutes", raw, "outOfRange");
    seconds = MAX_LOAD_SECONDS;
  }
  const stored = load["overCapacitySeconds"];
  if (stored === undefined) load["overCapacitySeconds"] = seconds;
  else if (!same(stored, seconds)) notes.add("load.overCapacityMinutes", raw, "conflict");
}

/**
 * Actors (character and creature), with the notes of values that could not be kept:
 * - `hitPoints` / `hp` ({value, max}) → `health` (the token's primary attribute);
 * - flat `speed`, `milesPerDay`, `sureFooted` → `movement.speed` / `movement.milesPerDay` / `movement.sureFooted`;
 * - `load.overCapacityMinutes` (minutes) → `load.overCapacitySeconds` (whole seconds);
 * - `march.allotmentHours` (the forced-march allotment, once typed) → `march.priorSteps`, see
 *   {@link migrateMarchAllotment}.
 */
export function migrateActorSourceWithNotes(source: Source): { source: Source; notes: MigrationNote[] } {
  // Foundry passes an object; anything else (a macro's null) has nothing to migrate.
  if (source === null || typeof source !== "object") return { source, notes: [] };
  const notes = new Notes();
  mergeInto(source, "hitPoints", "health", notes);
  mergeInto(source, "hp", "health", notes);
  moveFlat(source, notes);
  minutesToStoredSeconds(source, notes);
  migrateMarchAllotment(source, notes);
  return { source, notes: notes.list };
}

/** {@link migrateActorSourceWithNotes}, leaving the notes in `source.migrationNotes` for the GM's report. */
export function migrateActorSource(source: Source): Source {
  if (source === null || typeof source !== "object") return source;
  const notes = new Notes();
  notes.list.push(...migrateActorSourceWithNotes(source).notes);
  attach(source, notes);
  return source;
}

/**
 * docs/rules.md §6 (forced march): the march day's allotment is derived from the steps in force that day, no
 * longer typed. A typed allotment A under 8 hours said that 2·(8 − A) steps were in force (rounded
 * up to whole steps); those the stored load does not account for came from an earlier forced march
 * and become `march.priorSteps`. A typed value other than the old default of 8 is kept, unused, in
 * `march.formerAllotmentHours` so that no world loses it; the sheet shows it.
 */
function migrateMarchAllotment(source: Source, notes: Notes): void {
  const march = source["march"];
  if (!isRecord(march) || !("allotmentHours" in march)) return;
  const raw = march["allotmentHours"];
  delete march["allotmentHours"];
  if (raw === undefined || raw === null) return;
  const typed = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof typed !== "number" || !Number.isFinite(typed)) {
    notes.add("march.allotmentHours", raw, "unreadable");
    return;
  }
  // The model holds 0–24 hours (data/bounds.ts HOURS_PER_DAY): anything else is reported, never stored.
  if (typed < 0 || typed > HOURS_PER_DAY) {
    notes.add("march.allotmentHours", raw, "outOfRange");
    return;
  }
  if (typed !== DAILY_ACTIVITY_HOURS && march["formerAllotmentHours"] === undefined) march["formerAllotmentHours"] = typed;
  if (march["priorSteps"] !== undefined) return;
  const load = source["load"];
  const loaded = isRecord(load) && typeof load["loadedSteps"] === "number" && Number.isFinite(load["loadedSteps"]) ? Math.max(0, Math.floor(load["loadedSteps"])) : 0;
  const stepsThatDay = stepsForAllotment(typed);
  march["priorSteps"] = Math.max(0, stepsThatDay - loaded);
}
