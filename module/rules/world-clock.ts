/**
 * Time beyond the fight (VARIANTS.md §5.12, §5.13, §13.1 D2, §13.3 rows 31 and 32): what world time
 * does when a ruleset keeps time in turns, and the running clock of a pursuit. Every answer reads
 * the ruleset's `timeKeeping` and `running` points; with them empty (the book) nothing changes.
 * Pure; world time is in seconds, and every value read from a document is untrusted.
 */
import { RulesError, assertFiniteNumber, assertInteger, assertNonNegativeInteger } from "./errors";
import { MAX_SPEED, MAX_WORLD_TIME, assertAtMost, assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import { SECONDS_PER_ROUND } from "./phases";
import type { Ruleset } from "./ruleset/resolve";
import type { RunningModel, TimeKeepingModel } from "./ruleset/points/time";

/** The time-keeping model in force, or null under the book. */
export function timeKeepingOf(ruleset: Ruleset): TimeKeepingModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.timeKeeping;
}

/** The running model in force, or null under the book. */
export function runningOf(ruleset: Ruleset): RunningModel | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.running;
}

function worldTime(name: string, value: unknown): number {
  assertFiniteNumber(name, value);
  if (Math.abs(value) > MAX_WORLD_TIME) throw new RulesError("OUT_OF_RANGE", name, value, `expected a world time within ±${MAX_WORLD_TIME}`);
  return value;
}

/** What the end of a fight reads: world time now, the combat's clock counter, and the world time recorded at Begin Combat. */
export interface EncounterEnd {
  /** World time now, in seconds (the adapter reads the world's clock). */
  readonly worldTime: number;
  /** The combat's absolute counter as stored (round·20 + second; below 21: never begun). */
  readonly absolute: unknown;
  /** The world time recorded at Begin Combat, as stored (absent or odd: read from the clock). */
  readonly beganAt: unknown;
}

/**
 * Book (003:L649 "one turn has passed", L699 "at least one full turn") under VARIANTS.md §5.12: the
 * seconds to advance world time by when a fight ends, so that it ends at least `encounterMinimum`
 * after Begin Combat (0: no advance). A fight never begun (its counter below round 1, second 1)
 * took no time and gets none. Begin Combat's world time is the recorded one when it is a number no
 * later than now; otherwise it is now less the seconds the clock ran (world time moves one second
 * per combat second), so a lost record still gives GT-11.
 */
export function encounterEndAdvance(input: EncounterEnd, ruleset: Ruleset): number {
  assertObject("input", input);
  const model = timeKeepingOf(ruleset);
  const now = worldTime("input.worldTime", input.worldTime);
  const absolute = input.absolute;
  if (model === null) return 0;
  if (typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute < SECONDS_PER_ROUND + 1) return 0;
  const recorded = input.beganAt;
  const began = typeof recorded === "number" && Number.isFinite(recorded) && recorded <= now ? recorded : now - (absolute - (SECONDS_PER_ROUND + 1));
  return Math.max(0, began + model.encounterMinimum - now);
}

/** What the exploration window reads of a mover and its scene. */
export interface ExplorationInput {
  /** The mover's ER speed in hexes per round after encumbrance (VARIANTS.md D5: the base rate is ×10 ft). */
  readonly speed: number;
  /** The scene's feet per hex (rules/scene-scale.ts). */
  readonly feetPerHex: number;
  /** The scene is an area the party knows (003:L330). */
  readonly familiar: boolean;
}

/**
 * Book (003:L328–L330) under VARIANTS.md §5.12: the hexes a mover explores in one turn outside
 * combat, its base rate in feet (speed × 10 ft, D5) per turn, ×3 in familiar areas, over the
 * scene's feet per hex, rounded down; null under the book (the window stays a round). Decision:
 * capped at the largest allowance the movement rules take (MAX_SPEED hexes), so a fine-grained
 * scene measures a long turn as that many hexes rather than being refused.
 */
export function explorationHexes(input: ExplorationInput, ruleset: Ruleset): number | null {
  assertObject("input", input);
  assertNonNegativeInteger("input.speed", input.speed);
  assertAtMost("input.speed", input.speed, MAX_SPEED);
  assertFiniteNumber("input.feetPerHex", input.feetPerHex);
  if (input.feetPerHex <= 0) throw new RulesError("OUT_OF_RANGE", "input.feetPerHex", input.feetPerHex, "expected a positive scale");
  if (typeof input.familiar !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.familiar", input.familiar, "expected a boolean");
  const model = timeKeepingOf(ruleset);
  if (model === null) return null;
  const feet = input.speed * model.baseFeetPerSpeed * (input.familiar ? model.familiarFactor : 1);
  return Math.min(MAX_SPEED, Math.floor(feet / input.feetPerHex + 1e-9));
}

/** The GM prompts a stretch of world time owes in a dungeon: how many boundaries of each kind it crossed. */
export interface DungeonPrompts {
  readonly wandering: number;
  readonly rest: number;
}

const NO_PROMPTS: DungeonPrompts = Object.freeze({ wandering: 0, rest: 0 });

/** Multiples of `every` in (from, to]. */
function crossed(from: number, to: number, every: number): number {
  return Math.floor(to / every) - Math.floor(from / every);
}

/**
 * Book (003:L344 rest one turn every hour; L379 a wandering check every two turns) under VARIANTS.md
 * §5.12: for world time moving from `from` to `to` on a dungeon scene, how many wandering-monster
 * checks (multiples of `wanderingEvery`) and rest reminders (multiples of `restEvery`) it crossed.
 * Counted on world time's own multiples, so any jump is one pass and a split jump counts the same.
 * None under the book, outside a dungeon, or when time goes back (a rewind owes nothing).
 */
export function dungeonPrompts(input: { readonly from: number; readonly to: number; readonly dungeon: boolean }, ruleset: Ruleset): DungeonPrompts {
  assertObject("input", input);
  const from = worldTime("input.from", input.from);
  const to = worldTime("input.to", input.to);
  const model = timeKeepingOf(ruleset);
  if (model === null || input.dungeon !== true || to <= from) return NO_PROMPTS;
  return { wandering: crossed(from, to, model.wanderingEvery), rest: crossed(from, to, model.restEvery) };
}

/** A runner's clock as kept on the actor: seconds run since it last recovered, seconds since it last ran. */
export interface RunningClock {
  readonly ran: number;
  readonly rested: number;
}

export const FRESH_RUNNER: RunningClock = Object.freeze({ ran: 0, rested: 0 });

/** A stored clock read leniently: anything odd counts as a fresh runner's value (loses nothing that was valid). */
export function runningClockOf(stored: unknown): RunningClock {
  const r = (stored !== null && typeof stored === "object" ? stored : {}) as { ran?: unknown; rested?: unknown };
  const ok = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && v <= MAX_WORLD_TIME ? v : 0);
  return { ran: ok(r.ran), rested: ok(r.rested) };
}

/**
 * Book (003:L732 exhausted after running 30 rounds; L736 until rested three full turns) under §13.1
 * D2 (300 s, 1,800 s): the clock after `seconds` of world time spent running (`running`) or not.
 * Running adds to `ran` (held at `windedAfter`) and zeroes `rested`; not running adds to `rested`
 * (held at `recoveryAfter`), and reaching `recoveryAfter` clears `ran`. Decision: running time adds
 * up across pauses until that recovery (the text counts 30 rounds of running and clears them only
 * with the rest). Both counters saturate, so any jump is one pass and a jump split in two gives the
 * same clock. Unchanged under the book; no time or a rewind changes nothing (a counter stored past
 * its cap reads as the cap). `seconds` is whole: a fraction is refused, as floating point cannot
 * always split one exactly (a rewind of 1e-323 s halves into −1 s and a whole second run).
 */
export function settleRunning(clock: RunningClock, input: { readonly seconds: number; readonly running: boolean }, ruleset: Ruleset): RunningClock {
  assertObject("clock", clock); assertObject("input", input);
  assertNonNegativeInteger("clock.ran", clock.ran); assertNonNegativeInteger("clock.rested", clock.rested);
  const seconds = worldTime("input.seconds", input.seconds);
  assertInteger("input.seconds", seconds);
  if (typeof input.running !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.running", input.running, "expected a boolean");
  const model = runningOf(ruleset);
  if (model === null) return clock;
  // A stored counter past its cap counts as the cap (both saturate).
  const held = { ran: Math.min(model.windedAfter, clock.ran), rested: Math.min(model.recoveryAfter, clock.rested) };
  if (seconds <= 0) return held;
  if (input.running) return { ran: Math.min(model.windedAfter, held.ran + seconds), rested: 0 };
  const rested = Math.min(model.recoveryAfter, held.rested + seconds);
  return { ran: rested >= model.recoveryAfter ? 0 : held.ran, rested };
}

/** Whether a runner's clock makes it winded (VARIANTS.md §5.13): false under the book. */
export function isWinded(clock: RunningClock, ruleset: Ruleset): boolean {
  assertObject("clock", clock); assertNonNegativeInteger("clock.ran", clock.ran);
  const model = runningOf(ruleset);
  return model !== null && clock.ran >= model.windedAfter;
}

/**
 * Book (003:L681, L728: a runner moves its base rate a round, three times the encounter rate) under
 * VARIANTS.md §5.13: the speed a combatant in pursuit moves at, multiplied before the phase split
 * (GT-10: 12 → 36, 12-9-9-6). Encumbrance steps are taken off first (they are part of the base
 * rate); capped at MAX_SPEED. The speed inputs are returned as they were when not in pursuit or
 * under the book.
 */
export function pursuitSpeed<T extends { speed: number; encumbranceSteps: number }>(profile: T, inPursuit: unknown, ruleset: Ruleset): T {
  assertObject("profile", profile);
  assertNonNegativeInteger("profile.speed", profile.speed); assertAtMost("profile.speed", profile.speed, MAX_SPEED);
  assertNonNegativeInteger("profile.encumbranceSteps", profile.encumbranceSteps);
  const model = runningOf(ruleset);
  if (model === null || inPursuit !== true) return profile;
  const base = Math.max(0, profile.speed - profile.encumbranceSteps);
  return { ...profile, speed: Math.min(MAX_SPEED, base * model.factor), encumbranceSteps: 0 };
}

/** What the world-time hook writes for one runner: its clock (null: no write) and its winded status (null: as it is). */
export interface RunnerUpdate {
  readonly clock: RunningClock | null;
  readonly winded: boolean | null;
}

/**
 * One runner after world time moved `seconds` (the `updateWorldTime` hook's delta), from its stored
 * clock and whether it carries `winded` now: the new clock when it differs from the stored one (a
 * runner with no clock that still has run nothing gets none), and the status to set. Decision: the
 * status follows the clock's edges only: set when the clock becomes winded, cleared when it
 * recovers, so a GM's own toggle between edges stands. Under the book nothing is written.
 */
export function runnerUpdate(stored: unknown, input: { readonly seconds: number; readonly running: boolean; readonly winded: boolean }, ruleset: Ruleset): RunnerUpdate {
  assertObject("input", input);
  const seconds = worldTime("input.seconds", input.seconds);
  if (typeof input.running !== "boolean" || typeof input.winded !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected running and winded as booleans");
  if (runningOf(ruleset) === null) return { clock: null, winded: null };
  const kept = stored !== null && typeof stored === "object";
  const before = runningClockOf(stored);
  // The clock counts whole seconds: a fraction of the hook's delta is dropped (a rewind is no time).
  const after = settleRunning(before, { seconds: Math.max(0, Math.floor(seconds)), running: input.running }, ruleset);
  const same = kept && (stored as RunningClock).ran === after.ran && (stored as RunningClock).rested === after.rested;
  const idle = !kept && after.ran === 0;
  const was = isWinded(before, ruleset);
  const now = isWinded(after, ruleset);
  const edge = was === now ? null : now;
  return { clock: same || idle ? null : after, winded: edge === null || edge === input.winded ? null : edge };
}
