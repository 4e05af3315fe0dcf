/**
 * Carries fields of earlier data versions forward, as pure functions on raw `system` sources
 * (called by the models' `static migrateData`). Each step only acts when the old field is present
 * and never overwrites a value already stored under the new name, so no world loses data.
 */
import { DAILY_ACTIVITY_HOURS, minutesToSeconds } from "../rules";

type Source = Record<string, unknown>;

function isRecord(x: unknown): x is Source {
  return x !== null && typeof x === "object" && !Array.isArray(x);
}

/** Moves `source[from]` to `source[to]` unless `to` already holds a value; the old key is removed. */
function rename(source: Source, from: string, to: string): void {
  if (!(from in source)) return;
  if (source[to] === undefined) source[to] = source[from];
  delete source[from];
}

/**
 * Actors (character and creature):
 * - `hitPoints` / `hp` ({value, max}) → `health` (the token's primary attribute);
 * - flat `speed`, `milesPerDay`, `sureFooted` → `movement.speed` / `movement.milesPerDay` / `movement.sureFooted`;
 * - `load.overCapacityMinutes` (minutes) → `load.overCapacitySeconds` (whole seconds);
 * - `march.allotmentHours` (the forced-march allotment, once typed) → `march.priorSteps`, see
 *   {@link migrateMarchAllotment}.
 */
export function migrateActorSource(source: Source): Source {
  rename(source, "hitPoints", "health");
  rename(source, "hp", "health");

  const flat = ["speed", "milesPerDay", "sureFooted"].filter((k) => k in source);
  if (flat.length > 0) {
    const movement: Source = isRecord(source["movement"]) ? source["movement"] : {};
    for (const key of flat) rename(source, key, `__${key}`);
    for (const key of flat) {
      if (movement[key] === undefined) movement[key] = source[`__${key}`];
      delete source[`__${key}`];
    }
    source["movement"] = movement;
  }

  const load = source["load"];
  if (isRecord(load) && "overCapacityMinutes" in load) {
    const minutes = load["overCapacityMinutes"];
    if (load["overCapacitySeconds"] === undefined && typeof minutes === "number" && Number.isFinite(minutes)) {
      load["overCapacitySeconds"] = minutesToSeconds(Math.max(0, minutes));
    }
    delete load["overCapacityMinutes"];
  }
  migrateMarchAllotment(source);
  return source;
}

/**
 * Issue 11 (RULES.md §6): the march day's allotment is derived from the steps in force that day, no
 * longer typed. A typed allotment A under 8 hours said that 2·(8 − A) steps were in force (rounded
 * up to whole steps); those the stored load does not account for came from an earlier forced march
 * and become `march.priorSteps`. A typed value other than the old default of 8 is kept, unused, in
 * `march.formerAllotmentHours` so that no world loses it; the sheet shows it.
 */
function migrateMarchAllotment(source: Source): void {
  const march = source["march"];
  if (!isRecord(march) || !("allotmentHours" in march)) return;
  const typed = march["allotmentHours"];
  delete march["allotmentHours"];
  if (typeof typed !== "number" || !Number.isFinite(typed)) return;
  if (typed !== DAILY_ACTIVITY_HOURS && march["formerAllotmentHours"] === undefined) march["formerAllotmentHours"] = typed;
  if (march["priorSteps"] !== undefined) return;
  const load = source["load"];
  const loaded = isRecord(load) && typeof load["loadedSteps"] === "number" && Number.isFinite(load["loadedSteps"]) ? Math.max(0, Math.floor(load["loadedSteps"])) : 0;
  const stepsThatDay = typed < DAILY_ACTIVITY_HOURS ? Math.ceil(2 * (DAILY_ACTIVITY_HOURS - Math.max(0, typed))) : 0;
  march["priorSteps"] = Math.max(0, stepsThatDay - loaded);
}

/**
 * Items:
 * - weapon `initiative` → `initiativeModifier`;
 * - spell `castingTime` (already in seconds) → `castingSeconds`, the name the combat feature reads;
 * - every item without a `standardKit` mark is unmarked (`false`).
 */
export function migrateItemSource(type: string | undefined, source: Source): Source {
  if (type === "weapon" || "initiative" in source) rename(source, "initiative", "initiativeModifier");
  if (type === "spell" || "castingTime" in source) rename(source, "castingTime", "castingSeconds");
  // Issue 11 (RULES.md §6, standard equipment): items from before the mark are not standard kit.
  if (source["standardKit"] === undefined) source["standardKit"] = false;
  return source;
}
