/**
 * Environment hazards and the world actions' numbers on ER's clock (VARIANTS.md §6.9, §13.1, §13.3
 * row 43; coverage audit §5.4). A hazard is an area (a region behaviour) that asks a save (an
 * ability and a DC) of a participant and deals a damage formula on a failure, at one of two moments:
 * - `endOfTurn`: "ends their turn in this area" (004:L105, L142) at the participant's end-of-turn
 *   moment (./turn-moment.ts), once a round;
 * - `firstEntry`: "for the first time on a participant's turn" (004:L102, L111): ER has no turns,
 *   so once per ER round, at the movement second the token enters the area.
 * Every function here is pure; the rules in force are the world-turn point's (./world-actions.ts).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertObject } from "../bounds";
import { assertClockTime, toAbsolute, type ClockTime } from "../time";
import { SECONDS_PER_ROUND, movementPhaseAt } from "../phases";
import type { Ruleset } from "../ruleset/ruleset-type";
import { worldTurnOf } from "./world-actions";
import type { TurnMoments } from "./turn-moment";

export const HAZARD_TRIGGERS = Object.freeze(["endOfTurn", "firstEntry"] as const);
export type HazardTrigger = (typeof HAZARD_TRIGGERS)[number];
export const HAZARD_SAVES = Object.freeze(["str", "dex", "con", "int", "wis", "cha", "flat"] as const);
export type HazardSave = (typeof HAZARD_SAVES)[number];
export const HAZARD_DC_MIN = 1;
export const HAZARD_DC_MAX = 40;
/** The longest damage formula a hazard holds, and its dice: up to 20 dice of d4–d20 plus or minus up to 999. */
export const MAX_HAZARD_FORMULA = 24;
const DAMAGE_RE = /^([1-9]|1[0-9]|20)d(4|6|8|10|12|20)(\s?[+-]\s?\d{1,3})?$/;

/** What a hazard behaviour holds. */
export interface HazardSpec {
  readonly save: HazardSave;
  readonly dc: number;
  /** A damage formula on a failed save, or "" for none (a condition only). */
  readonly damage: string;
  readonly trigger: HazardTrigger;
}

/** Why a hazard's fields are refused (a key under `ER.World.Hazard.Error.` in lang/en.json). */
export type HazardProblem = "save" | "dc" | "damage" | "trigger";

/** Whether `formula` is a damage formula a hazard may hold ("" is none). */
export function isHazardDamage(formula: unknown): formula is string {
  return typeof formula === "string" && (formula === "" || (formula.length <= MAX_HAZARD_FORMULA && DAMAGE_RE.test(formula)));
}

/** The least and most a hazard's damage formula can show (none: 0 to 0); never below 0. */
export function hazardDamageRange(formula: string): { min: number; max: number } {
  if (!isHazardDamage(formula)) throw new RulesError("INVALID_ARGUMENT", "formula", formula, "expected a hazard damage formula");
  if (formula === "") return { min: 0, max: 0 };
  const m = DAMAGE_RE.exec(formula)!;
  const dice = Number(m[1]);
  const faces = Number(m[2]);
  const modifier = m[3] ? Number(m[3].replace(/\s/g, "")) : 0;
  return { min: Math.max(0, dice + modifier), max: Math.max(0, dice * faces + modifier) };
}

/**
 * What a hazard's card deals (004:L105, L111: damage on a failed save; the save primitive's
 * `onSuccess` none, so nothing on a success): the damage roll's total held to what the formula's
 * dice can show, so a total edited past them deals no more than the dice could.
 */
export function hazardDamageOf(input: { readonly formula: string; readonly saved: boolean; readonly rolled: number }): number {
  assertObject("input", input);
  if (typeof input.saved !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.saved", input.saved, "expected a boolean");
  if (typeof input.rolled !== "number" || !Number.isFinite(input.rolled)) throw new RulesError("INVALID_ARGUMENT", "input.rolled", input.rolled, "expected a finite number");
  const { min, max } = hazardDamageRange(input.formula);
  if (input.saved) return 0;
  return Math.min(max, Math.max(min, Math.trunc(input.rolled)));
}

/** The problems of a hazard's fields, each named once, in field order (none: a valid hazard). */
export function hazardProblems(raw: unknown): HazardProblem[] {
  const o = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const problems: HazardProblem[] = [];
  if (!(HAZARD_SAVES as readonly unknown[]).includes(o["save"])) problems.push("save");
  const dc = o["dc"];
  if (!Number.isInteger(dc) || (dc as number) < HAZARD_DC_MIN || (dc as number) > HAZARD_DC_MAX) problems.push("dc");
  if (!isHazardDamage(o["damage"])) problems.push("damage");
  if (!(HAZARD_TRIGGERS as readonly unknown[]).includes(o["trigger"])) problems.push("trigger");
  return problems;
}

function assertHazard(label: string, hazard: unknown): asserts hazard is HazardSpec {
  const problems = hazardProblems(hazard);
  if (problems.length > 0) throw new RulesError("INVALID_ARGUMENT", `${label}.${problems[0]}`, (hazard as Record<string, unknown> | null)?.[problems[0]!], "expected a valid hazard field");
}

export interface HazardClockInput {
  readonly hazard: HazardSpec;
  /** The clock stop (or, when `closing`, the round being left forwards). */
  readonly now: ClockTime;
  /** The round this hazard last fired on this participant (0: never). */
  readonly firedRound: number;
}

/**
 * The second an `endOfTurn` hazard fires on a participant standing in it, or null: its end-of-turn
 * moment this round (`moments`, from turnMoments), once the clock has passed it (the moment comes
 * just after the action at that second) or the round is being closed; once a round.
 */
export function hazardEndOfTurnDue(input: HazardClockInput & { readonly moments: TurnMoments; readonly closing: boolean }, ruleset: Ruleset): number | null {
  assertObject("input", input);
  assertHazard("input.hazard", input.hazard);
  assertClockTime("input.now", input.now);
  assertIntegerInRange("input.firedRound", input.firedRound, 0, MAX_CLOCK_ROUND);
  assertObject("input.moments", input.moments);
  if (typeof input.closing !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.closing", input.closing, "expected a boolean");
  if (worldTurnOf(ruleset) === null || input.hazard.trigger !== "endOfTurn") return null;
  if (input.moments.round !== input.now.round || input.firedRound >= input.now.round) return null;
  const second = input.moments.end.second;
  assertIntegerInRange("input.moments.end.second", second, 1, 20);
  if (!input.closing && input.now.second <= second) return null;
  return second;
}

/**
 * Whether a `firstEntry` hazard fires on a participant entering it at `now`: only at a movement
 * second (ER moves only then, RULES.md §3) and the first time this round.
 */
export function hazardEntryDue(input: HazardClockInput, ruleset: Ruleset): boolean {
  assertObject("input", input);
  assertHazard("input.hazard", input.hazard);
  assertClockTime("input.now", input.now);
  assertIntegerInRange("input.firedRound", input.firedRound, 0, MAX_CLOCK_ROUND);
  if (worldTurnOf(ruleset) === null || input.hazard.trigger !== "firstEntry") return false;
  return movementPhaseAt(input.now.second) !== null && input.firedRound < input.now.round;
}

/**
 * The absolute second by which an effect "within `rounds` rounds" of `from` has happened
 * (Loose Foundation's collapse, 004:L96; D2: a companion round is an ER round of 20 s).
 */
export function withinRoundsBy(from: ClockTime, rounds: number): number {
  assertClockTime("from", from);
  assertIntegerInRange("rounds", rounds, 0, 1_000);
  return toAbsolute(from) + rounds * SECONDS_PER_ROUND;
}

/**
 * Hexes a push or shift of `feet` covers on a scene of `feetPerHex` (Forceful Gale's 15 ft,
 * 004:L138; Twisting Haze's 5 ft, L127): ⌈feet ÷ feet per hex⌉, so a distance is never cut short.
 */
export function feetToHexes(feet: number, feetPerHex: number): number {
  assertIntegerInRange("feet", feet, 0, 10_000);
  // A hex of at least 0.01 ft keeps the count within 10^6 hexes (a safe integer).
  if (typeof feetPerHex !== "number" || !Number.isFinite(feetPerHex) || feetPerHex < 0.01 || feetPerHex > 10_000) throw new RulesError("OUT_OF_RANGE", "feetPerHex", feetPerHex, "expected a length per hex from 0.01 to 10,000 ft");
  return Math.ceil(feet / feetPerHex - 1e-9);
}

/** The book's d20 count read onto seconds (VARIANTS.md D3): a count of 20 acts first. */
const COUNT_ANCHOR = 21;

/**
 * The second at which a newcomer given "initiative `count`" acts (Shadow Puppet's "initiative 20",
 * 004:L126). VARIANTS.md §13.1: 20 is second 1 under every model, ER 2d10 included, since the
 * text's count runs high to low (L148); so the count is read on the d20 scale, 21 − count, held to
 * 1–20, whatever model rolls everyone else.
 */
export function givenInitiativeSecond(count: number): number {
  assertIntegerInRange("count", count, -1_000, 1_000);
  return Math.min(20, Math.max(1, COUNT_ANCHOR - count));
}
