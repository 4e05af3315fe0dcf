/**
 * Clocks on world time beyond the fight (VARIANTS.md rows 16–17, §4.6–§4.7, §13.3): light items
 * burning down, the hourly travel turn, and hours of adventuring since the last safe rest with the
 * checks past them. {@link settleWorldClocks} settles every clock for a world-time jump of any size
 * in one pass: each clock's events are found by arithmetic on the jump's ends, never by stepping
 * through its seconds or hours. The ruleset's `lightClock` and `resilience` points give the rules;
 * empty, nothing burns down and nothing falls due.
 */
import { RulesError, assertInteger, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { SECONDS_PER_ROUND } from "./phases";
import { MAX_WORLD_TIME, assertAtMost, assertList, assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { LightClockRule } from "./ruleset/points/travel-types";
import type { WaterBody } from "./ruleset/points/time";
import { WATER_BODIES } from "./voyage-checks";

export type { LightClockRule, ResilienceRule } from "./ruleset/points/travel-types";

/** Seconds of an hour of world time. */
export const SECONDS_PER_HOUR = 3600;
/** Longest burn time of a light item, seconds (a year). */
export const MAX_BURN_SECONDS = 365 * 24 * SECONDS_PER_HOUR;
/** Largest CON score read (the stored ability bound is far below). */
export const MAX_RESILIENCE_CON = 10_000;
/** A travel turn's length: the rule's hour, or on an overland march or afloat a day or a week of world time (002:L221, L229). */
export type TravelTurnUnit = "hour" | "day" | "week";
/** World seconds of a day and of a week, the overland and afloat travel turns (002:L221, L229). */
export const AFLOAT_TURN_SECONDS: Readonly<Record<"day" | "week", number>> = Object.freeze({ day: 86_400, week: 7 * 86_400 });
/** Most resilience checks one event lists (the latest ones; `count` says how many fell due). */
export const MAX_LISTED_CHECKS = 24;

/** A light item's burn state: its burn time, the seconds already burnt, and the world time it was lit (null: out). */
export interface LightState {
  burnSeconds: number;
  burnedSeconds: number;
  litAt: number | null;
}
export interface LightClock extends LightState {
  id: string;
}
/** A character's resilience state: CON, the world time of its last safe rest (null: not counted yet), the hours already checked. */
export interface ResilienceClock {
  id: string;
  con: number;
  restAt: number | null;
  checkedHours: number;
}
export interface WorldClockInput {
  /** World time before and after the jump (s); `to` ≥ `from`. */
  from: number;
  to: number;
  lights: readonly LightClock[];
  characters: readonly ResilienceClock[];
  /**
   * A started Combat: the second of its round (1–20) its clock shows at world time `to` (the clock
   * and world time move together, combat/clock-steps.ts). Checks wait for a round start.
   */
  combat?: { second: number } | null;
  /** The jump was a run of water days sailed on these waters (null or absent: not afloat). */
  afloat?: WaterBody | null;
  /** The jump was an overland march (true; absent or false: not). Never with `afloat`. */
  overland?: boolean;
}
export interface ResilienceCheck {
  hour: number;
  dc: number;
}
export type WorldClockEvent =
  | { kind: "travelTurn"; at: number; count: number; lastAt: number; unit: TravelTurnUnit }
  | { kind: "lightLow"; id: string; at: number; outAt: number }
  | { kind: "lightOut"; id: string; at: number }
  | { kind: "resilience"; id: string; at: number; count: number; checks: readonly ResilienceCheck[] };
export interface WorldClockSettlement {
  /** Every event of the jump, by world time (ties: travel turn, then lights, then checks, in input order). */
  events: WorldClockEvent[];
  /** Each character's new state: the rest time (set to `from` when it was not counted yet) and the hours checked. */
  characters: { id: string; restAt: number; hours: number; checkedHours: number }[];
}

function assertTime(name: string, value: unknown): asserts value is number {
  assertInteger(name, value);
  assertAtMost(name, value, MAX_WORLD_TIME);
}

/** A light item's state, checked: burnt seconds within its burn time. */
function assertLightState(name: string, light: unknown): asserts light is LightState {
  assertObject(name, light);
  assertNonNegativeInteger(`${name}.burnSeconds`, light["burnSeconds"]);
  assertAtMost(`${name}.burnSeconds`, light["burnSeconds"], MAX_BURN_SECONDS);
  assertNonNegativeInteger(`${name}.burnedSeconds`, light["burnedSeconds"]);
  if ((light["burnedSeconds"] as number) > (light["burnSeconds"] as number)) throw new RulesError("OUT_OF_RANGE", `${name}.burnedSeconds`, light["burnedSeconds"], "expected at most the burn time");
  if (light["litAt"] !== null) assertTime(`${name}.litAt`, light["litAt"]);
}

/** The world time a lit light goes out (null when out). */
function outAt(light: LightState): number | null {
  return light.litAt === null ? null : light.litAt + light.burnSeconds - light.burnedSeconds;
}

/** Seconds of burn a light has left at world time `now` (a light lit after `now`, the clock set back, has burnt nothing since). */
export function lightRemaining(light: LightState, now: number): number {
  assertLightState("light", light);
  assertTime("now", now);
  const left = light.burnSeconds - light.burnedSeconds;
  if (light.litAt === null) return left;
  return Math.max(0, left - Math.max(0, now - light.litAt));
}

/**
 * A light lit or put out at `now`: putting out keeps the seconds burnt so far (a torch put out
 * after 20 minutes has 40 left, 002:L245); lighting a light with nothing left, or an item with no
 * burn time, is refused. Unchanged when already in the state asked. Every branch gives the three
 * checked fields only: nothing else on the caller's object (an item's id) rides through unchecked.
 */
export function setLightLit(light: LightState, lit: boolean, now: number): LightState {
  const left = lightRemaining(light, now);
  if (lit === (light.litAt !== null)) return { burnSeconds: light.burnSeconds, burnedSeconds: light.burnedSeconds, litAt: light.litAt };
  if (!lit) return { burnSeconds: light.burnSeconds, burnedSeconds: light.burnSeconds - left, litAt: null };
  if (light.burnSeconds === 0) throw new RulesError("INVALID_ARGUMENT", "light.burnSeconds", 0, "expected a light item (a burn time above 0)");
  if (left === 0) throw new RulesError("OUT_OF_RANGE", "light.burnedSeconds", light.burnedSeconds, "expected a light with burn time left");
  return { burnSeconds: light.burnSeconds, burnedSeconds: light.burnedSeconds, litAt: now };
}

/**
 * A light that burnt out, as stored: a stack of several (torches) loses the spent one and the next
 * is ready, unlit and whole; the last one (or a lantern out of oil) stays spent until refilled.
 */
export function burntOutLight(light: LightState, quantity: number): LightState & { quantity: number } {
  assertLightState("light", light);
  assertNonNegativeInteger("quantity", quantity);
  if (quantity > 1) return { burnSeconds: light.burnSeconds, burnedSeconds: 0, litAt: null, quantity: quantity - 1 };
  return { burnSeconds: light.burnSeconds, burnedSeconds: light.burnSeconds, litAt: null, quantity };
}

/** Seconds as whole hours and minutes for display, the minutes rounded up (1 s left shows as 1 minute). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  assertNonNegativeInteger("seconds", seconds);
  assertAtMost("seconds", seconds, MAX_WORLD_TIME);
  const minutes = Math.ceil(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The light clock in force, or null (the adapters ask this rather than reading the ruleset). */
export function lightClockOf(ruleset: Ruleset): LightClockRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.lightClock;
}

/** Whether a resilience counter is in force. */
export function resilienceInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.resilience !== null;
}

/** Whole hours from `since` to `now` (none before). */
function hoursBetween(since: number, now: number): number {
  return now <= since ? 0 : Math.floor((now - since) / SECONDS_PER_HOUR);
}

/** The latest round start at or before `t` on the round grid through `start` (rounds of `every` seconds). */
function roundStartAtOrBefore(t: number, start: number, every: number): number {
  return start + Math.floor((t - start) / every) * every;
}

function assertInput(input: WorldClockInput): void {
  assertObject("input", input);
  assertTime("input.from", input.from);
  assertTime("input.to", input.to);
  if (input.to < input.from) throw new RulesError("OUT_OF_RANGE", "input.to", input.to, "expected a world time at or after input.from (a clock set back settles nothing)");
  assertList("input.lights", input.lights);
  input.lights.forEach((l, i) => {
    assertLightState(`input.lights[${i}]`, l);
    if (typeof l.id !== "string") throw new RulesError("INVALID_ARGUMENT", `input.lights[${i}].id`, l.id, "expected a string");
  });
  assertList("input.characters", input.characters);
  input.characters.forEach((c, i) => {
    assertObject(`input.characters[${i}]`, c);
    if (typeof c.id !== "string") throw new RulesError("INVALID_ARGUMENT", `input.characters[${i}].id`, c.id, "expected a string");
    assertInteger(`input.characters[${i}].con`, c.con);
    assertAtMost(`input.characters[${i}].con`, c.con, MAX_RESILIENCE_CON);
    if (c.restAt !== null) assertTime(`input.characters[${i}].restAt`, c.restAt);
    assertNonNegativeInteger(`input.characters[${i}].checkedHours`, c.checkedHours);
    assertAtMost(`input.characters[${i}].checkedHours`, c.checkedHours, MAX_WORLD_TIME);
  });
  if (input.afloat != null && !WATER_BODIES.includes(input.afloat)) throw new RulesError("INVALID_ARGUMENT", "input.afloat", input.afloat, `expected one of ${WATER_BODIES.join(", ")}`);
  if (input.overland !== undefined && typeof input.overland !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.overland", input.overland, "expected true or false");
  // One jump is one way of travelling: a march on land and days afloat at once is a contradiction.
  if (input.overland === true && input.afloat != null) throw new RulesError("INVALID_ARGUMENT", "input.overland", input.overland, "expected no overland march on a jump sailed afloat");
  if (input.combat != null) {
    assertObject("input.combat", input.combat);
    assertIntegerInRange("input.combat.second", input.combat.second, 1, SECONDS_PER_ROUND);
  }
}

/**
 * Settles every clock for the jump from `from` to `to` (a jump of 0 settles nothing new; a jump
 * back is refused). Per light: a warning when its warning time falls in (from, to] and it is still
 * lit at `to`, and its going out when that falls at or before `to` (a light already past its time,
 * never settled, goes out at once). One travel-turn event counts every hour boundary of world time
 * in (from, to], or on an overland march or afloat every day or week boundary as the rule says for
 * the march or the waters (002:L221, L229; light and resilience still count hours). Per character: the hours since its last safe rest at `to`; each hour past its
 * resilience not yet checked brings a check (DC by the rule), listed in one event; during a
 * started Combat a check falling due mid-round waits for the next round start (VARIANTS.md §13.3).
 */
export function settleWorldClocks(input: WorldClockInput, ruleset: Ruleset): WorldClockSettlement {
  assertRuleset("ruleset", ruleset);
  assertInput(input);
  const { from, to } = input;
  const events: WorldClockEvent[] = [];
  const light = ruleset.points.lightClock;
  if (light) {
    const travelling = input.overland === true ? (light.overlandTravelTurn ?? undefined) : input.afloat == null ? undefined : light.afloatTravelTurns[input.afloat];
    const unit: TravelTurnUnit = travelling ?? "hour";
    const turn = travelling === undefined ? light.travelTurnSeconds : AFLOAT_TURN_SECONDS[travelling];
    const count = Math.floor(to / turn) - Math.floor(from / turn);
    if (count > 0) events.push({ kind: "travelTurn", at: (Math.floor(from / turn) + 1) * turn, count, lastAt: Math.floor(to / turn) * turn, unit });
    for (const l of input.lights) {
      const out = outAt(l);
      if (out === null || l.burnSeconds === 0) continue;
      if (out <= to) events.push({ kind: "lightOut", id: l.id, at: Math.max(out, from) });
      else if (out - light.warnSeconds > from && out - light.warnSeconds <= to) events.push({ kind: "lightLow", id: l.id, at: out - light.warnSeconds, outAt: out });
    }
  }
  const rule = ruleset.points.resilience;
  const characters = input.characters.map((c) => {
    const restAt = c.restAt ?? from;
    const hours = hoursBetween(restAt, to);
    if (!rule) return { id: c.id, restAt, hours, checkedHours: c.checkedHours };
    const resilience = Math.max(0, rule.hours(c.con));
    // Hours whose check may be rolled by `to`: in a fight, only those due by the last round start.
    const roundStart = input.combat ? to - (input.combat.second - 1) : 0;
    const cutoff = input.combat ? roundStart : to;
    const dueHours = Math.min(hours, hoursBetween(restAt, cutoff));
    const first = Math.max(c.checkedHours, resilience) + 1;
    // A clock set back leaves the hours checked as they were: coming forward again re-asks nothing.
    if (dueHours < first) return { id: c.id, restAt, hours, checkedHours: c.checkedHours };
    const listedFrom = Math.max(first, dueHours - MAX_LISTED_CHECKS + 1);
    const checks: ResilienceCheck[] = [];
    for (let hour = listedFrom; hour <= dueHours; hour++) checks.push({ hour, dc: rule.dc(hour - resilience) });
    const due = restAt + first * SECONDS_PER_HOUR;
    const at = input.combat ? roundStartAtOrBefore(due + SECONDS_PER_ROUND - 1, roundStart, SECONDS_PER_ROUND) : due;
    events.push({ kind: "resilience", id: c.id, at: Math.max(at, from), count: dueHours - first + 1, checks });
    return { id: c.id, restAt, hours, checkedHours: dueHours };
  });
  const rank = (e: WorldClockEvent) => (e.kind === "travelTurn" ? 0 : e.kind === "resilience" ? 2 : 1);
  events.sort((a, b) => a.at - b.at || rank(a) - rank(b));
  return { events, characters };
}
