/**
 * Input bounds of the rules core: one named constant per kind of quantity, matching the data
 * models (module/actors/spec.ts, module/items/spec.ts take their limits from here), and the guards
 * each public function calls at its entry. A value past its bound is refused with a RulesError
 * `OUT_OF_RANGE`; a missing or non-object argument with `INVALID_ARGUMENT`. Within the bounds every
 * intermediate result stays a safe integer (or an exact fraction of one), so no result is inexact
 * or infinite. docs/development.md "Input bounds" lists them for users.
 */
import { RulesError, assertFiniteNumber, assertIntegerInRange, parameterLabel } from "./errors";

/** Largest speed, hexes per round on optimal ground (actor `movement.speed`). */
export const MAX_SPEED = 200;
/** Largest number of hexes a mover may have in a round or phase (a cost-table allowance). */
export const MAX_ALLOWANCE = MAX_SPEED;
/** Largest daily travel, miles (actor `movement.milesPerDay`). */
export const MAX_MILES_PER_DAY = 1_000;
/** Largest skill rating (quickness). */
export const MAX_RATING = 999;
/** Largest weight of one thing, lb: an item, a body weight, a capacity, a step (the models' bound). */
export const MAX_WEIGHT_LB = 100_000;
/** Largest stack of one item. */
export const MAX_QUANTITY = 100_000;
/** Largest total weight carried, lb (1e12 thousandths of a lb: still exact). */
export const MAX_CARRIED_LB = 1_000_000_000;
/**
 * Largest number of penalty steps from any source (the actor model stores at most 1,000 loaded
 * steps; a year-long forced march adds up to 17,520).
 */
export const MAX_STEPS = 100_000;
/** Largest number of hours in a march, an allotment or a day's activity: a year. */
export const MAX_HOURS = 24 * 365;
/** Largest distance in road days a travel computation takes (about 270 years). */
export const MAX_ROAD_DAYS = 100_000;
/** Largest stored duration of a load history, seconds (about 30 years); longer sums saturate here. */
export const MAX_LOAD_SECONDS = 1_000_000_000;
/** Largest world time, in seconds either side of 0 (about 140 million years): times and their differences stay exact. */
export const MAX_WORLD_TIME = 2 ** 52;
/** Largest combat round. */
export const MAX_ROUND = 1_000_000;
/** Largest round a clock time may name: an action begun in round {@link MAX_ROUND} may land this late. */
export const MAX_CLOCK_ROUND = MAX_ROUND + 5_000;
/** Largest 2d10 total or initiative score. */
export const MAX_INITIATIVE = 10_000;
/** Largest initiative modifier either way (weapon, situational, a quickness or encumbrance part). */
export const MAX_INITIATIVE_MODIFIER = 10_000;
/** Longest casting time, seconds (a day). */
export const MAX_CASTING_SECONDS = 24 * 3600;
/** Largest offset coordinate of a hex grid (cube coordinates and their differences stay exact). */
export const MAX_OFFSET_COORD = 2 ** 48;
/** Largest cube coordinate of a hex. */
export const MAX_CUBE_COORD = 2 ** 50;
/** Largest denominator of a path share (times an allowance it stays a safe integer). */
export const MAX_SHARE_DENOMINATOR = Math.floor(Number.MAX_SAFE_INTEGER / MAX_ALLOWANCE);
/** Longest list a rules function takes (items, modifiers, combatants, path hexes). */
export const MAX_LIST_LENGTH = 100_000;

/** The bounds by name, for documentation and the fuzz suite. */
export const INPUT_BOUNDS = Object.freeze({
  speed: MAX_SPEED,
  allowance: MAX_ALLOWANCE,
  milesPerDay: MAX_MILES_PER_DAY,
  rating: MAX_RATING,
  weightLb: MAX_WEIGHT_LB,
  quantity: MAX_QUANTITY,
  carriedLb: MAX_CARRIED_LB,
  steps: MAX_STEPS,
  hours: MAX_HOURS,
  roadDays: MAX_ROAD_DAYS,
  loadSeconds: MAX_LOAD_SECONDS,
  worldTime: MAX_WORLD_TIME,
  round: MAX_ROUND,
  clockRound: MAX_CLOCK_ROUND,
  initiative: MAX_INITIATIVE,
  initiativeModifier: MAX_INITIATIVE_MODIFIER,
  castingSeconds: MAX_CASTING_SECONDS,
  offsetCoord: MAX_OFFSET_COORD,
  cubeCoord: MAX_CUBE_COORD,
  shareDenominator: MAX_SHARE_DENOMINATOR,
  listLength: MAX_LIST_LENGTH,
});

/** An object argument (not null, not an array). */
export function assertObject(name: string, value: unknown): asserts value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new RulesError("INVALID_ARGUMENT", name, value, "expected an object");
  }
}

/** An array argument of at most {@link MAX_LIST_LENGTH} entries. */
export function assertList(name: string, value: unknown): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw new RulesError("INVALID_ARGUMENT", name, value, "expected an array");
  if (value.length > MAX_LIST_LENGTH) {
    throw new RulesError("OUT_OF_RANGE", `${parameterLabel(name)}.length`, value.length, `expected at most ${MAX_LIST_LENGTH} entries`);
  }
  // A hole (new Array(n), [a, , b]) is skipped by forEach and filter but read by spread and index
  // loops: refuse it here, so every list a rules function validated holds only real entries.
  for (let i = 0; i < value.length; i++) {
    if (!(i in value)) throw new RulesError("INVALID_ARGUMENT", `${parameterLabel(name)}[${i}]`, undefined, "expected an entry, not a hole in the list");
  }
}

/** A number no larger than `max` in magnitude (checks the type too). */
export function assertAtMost(name: string, value: unknown, max: number): asserts value is number {
  assertFiniteNumber(name, value);
  assertFiniteNumber("bound", max);
  if (Math.abs(value) > max) throw new RulesError("OUT_OF_RANGE", name, value, `expected at most ${max} either way`);
}

/** Each listed numeric field of `value` (when it is a number) is within `max` in magnitude. */
export function assertFieldsAtMost(name: string, value: unknown, fields: Readonly<Record<string, number>>): void {
  assertObject(name, value);
  assertObject("fields", fields);
  for (const [field, max] of Object.entries(fields)) {
    if (typeof max !== "number" || !Number.isFinite(max)) assertFiniteNumber(`bound of ${field}`, max);
    const v = value[field];
    if (typeof v === "number" && Math.abs(v) > max) {
      throw new RulesError("OUT_OF_RANGE", `${parameterLabel(name)}.${field}`, v, `expected at most ${max} either way`);
    }
  }
}

/** Largest absolute second of the combat clock (round {@link MAX_CLOCK_ROUND}, second 20). */
export const MAX_ABSOLUTE_SECOND = MAX_CLOCK_ROUND * 20 + 20;

/**
 * A combatant's action record (schedule.ts `ActionRecord`): five whole numbers within their
 * bounds (0 everywhere for "no action").
 */
export function assertActionRecord(name: string, action: unknown): void {
  if (isActionRecord(action)) return;
  if (typeof name !== "string") return assertActionRecord(parameterLabel(name), action);
  assertObject(name, action);
  assertIntegerInRange(`${name}.startedRound`, action["startedRound"], 0, MAX_ROUND);
  assertIntegerInRange(`${name}.score`, action["score"], 0, MAX_INITIATIVE);
  assertIntegerInRange(`${name}.castingSeconds`, action["castingSeconds"], 0, MAX_CASTING_SECONDS);
  assertIntegerInRange(`${name}.landsAt`, action["landsAt"], 0, MAX_ABSOLUTE_SECOND);
  assertIntegerInRange(`${name}.delayedFrom`, action["delayedFrom"], 0, MAX_ROUND);
}

/** A combatant's scheduling state (schedule.ts `CombatantState`): string id, valid action, finite tie-break, a list of statuses. */
export function assertCombatantState(name: string, state: unknown): void {
  if (typeof name !== "string") return assertCombatantState(parameterLabel(name), state);
  assertObject(name, state);
  if (typeof state["id"] !== "string") throw new RulesError("INVALID_ARGUMENT", `${name}.id`, state["id"], "expected a string id");
  assertActionRecord(`${name}.action`, state["action"]);
  assertFiniteNumber(`${name}.tieBreak`, state["tieBreak"]);
  assertList(`${name}.conditions`, state["conditions"]);
}

const within = (x: unknown, max: number): boolean => typeof x === "number" && Number.isSafeInteger(x) && x >= 0 && x <= max;

/** The fast check behind {@link assertActionRecord} (which then names the bad field). */
function isActionRecord(a: unknown): boolean {
  if (a === null || typeof a !== "object") return false;
  const r = a as Record<string, unknown>;
  return within(r["startedRound"], MAX_ROUND) && within(r["score"], MAX_INITIATIVE) && within(r["castingSeconds"], MAX_CASTING_SECONDS) && within(r["landsAt"], MAX_ABSOLUTE_SECOND) && within(r["delayedFrom"], MAX_ROUND);
}
