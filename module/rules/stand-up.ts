/**
 * Standing up from a crawl (VARIANTS.md §13.1, amending §6.4; 004:L42; GT-9): the hexes the
 * `standUp` point names (⌈hexes per round ÷ 2⌉ under A5E) are taken from the current phase and
 * then the later phases of the round, never from an earlier one; when the round has fewer left,
 * everything left is taken. The record kept on the actor says, per phase, how many of that phase's
 * hexes went: the ruler and the reachable area count them as already used (in the units of the
 * phase's cost table), the tracker shows the hexes left.
 */
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { MAX_ALLOWANCE, MAX_CLOCK_ROUND, assertAtMost, assertList, assertObject } from "./bounds";
import { SECONDS_PER_ROUND, movementPhaseAt, type PhaseIndex, type PhaseSplit } from "./phases";
import { assertRuleset } from "./ruleset/known";
import type { ClockTime } from "./time";
import type { Ruleset } from "./ruleset/resolve";
import type { StandUpRule } from "./ruleset/points/movement";

/** Which half-the-round cost: standing up from a crawl (the `standUp` point) or mounting/dismounting (the `mounted` point). */
export type RoundCostKind = "standUp" | "mount";

/** The rule of a cost kind in the ruleset, or null when no module fills its point. */
function costRule(kind: RoundCostKind | undefined, ruleset: Ruleset): StandUpRule | null {
  if (kind === undefined || kind === "standUp") return ruleset.points.standUp;
  if (kind === "mount") return ruleset.points.mounted?.cost ?? null;
  throw new RulesError("INVALID_ARGUMENT", "kind", kind, 'expected "standUp" or "mount"');
}

/** What standing up takes, per phase of the round, in hexes at the walking rate on optimal ground. */
export interface StandUpSplitInput {
  /** The mover's walking hexes in each phase of the round (after its conditions, load and forfeits). */
  readonly phases: PhaseSplit;
  /** The first phase the cost comes from: the current one, or the next after a stand between phases. */
  readonly from: PhaseIndex;
  /** Whole hexes still unused in phase `from` when the mover stands (≤ its hexes). */
  readonly available: number;
  /** Which cost (absent: standing up). */
  readonly kind?: RoundCostKind;
}

/**
 * Decision (VARIANTS.md §13.1): the hexes standing up takes from each phase, or null when no module
 * fills the `standUp` point (standing is free). Phases before `from` give nothing; phase `from`
 * gives at most `available`; the total is the point's hexes for the round's sum, or all that is
 * left when that is less.
 */
export function standUpTaken(input: StandUpSplitInput, ruleset: Ruleset): PhaseSplit | null {
  assertObject("input", input); assertRuleset("ruleset", ruleset);
  assertList("input.phases", input.phases);
  if (input.phases.length !== 4) throw new RulesError("INVALID_ARGUMENT", "input.phases", input.phases, "expected four phases");
  input.phases.forEach((p, i) => { assertNonNegativeInteger(`input.phases.${i}`, p); assertAtMost(`input.phases.${i}`, p, MAX_ALLOWANCE); });
  assertIntegerInRange("input.from", input.from, 0, 3);
  assertIntegerInRange("input.available", input.available, 0, input.phases[input.from]);
  const rule = costRule(input.kind, ruleset);
  if (rule === null) return null;
  const cost = rule.hexes(input.phases[0] + input.phases[1] + input.phases[2] + input.phases[3]);
  assertNonNegativeInteger("standUp.hexes", cost);
  let left = cost;
  const taken = [0, 0, 0, 0];
  for (let q = input.from; q < 4; q++) {
    const t = Math.min(left, q === input.from ? input.available : input.phases[q]!);
    taken[q] = t;
    left -= t;
  }
  return Object.freeze(taken) as unknown as PhaseSplit;
}

/** The first phase a stand at `second` takes from: its own at a movement second, else the next; null after the last. */
export function standUpFromPhase(second: number): PhaseIndex | null {
  assertIntegerInRange("second", second, 1, SECONDS_PER_ROUND);
  for (let s = second; s <= SECONDS_PER_ROUND; s++) {
    const p = movementPhaseAt(s);
    if (p !== null) return p;
  }
  return null;
}

/**
 * The actor's stand-up record (`flags.enchanted-realms.stoodUp`): the combat, round and second it
 * stood at, and per phase the hexes taken of the phase's hexes then (`taken[q]` = `of[q]`: the whole
 * phase, also the fraction of a hex the stand phase had left).
 */
export interface StandUpRecord {
  readonly combat: string;
  readonly round: number;
  readonly second: number;
  readonly taken: PhaseSplit;
  readonly of: PhaseSplit;
}

/** A stored record as the rules read it, or null for none or odd data (an older record without phases counts nothing). */
export function readStandUpRecord(stored: unknown): StandUpRecord | null {
  if (stored === null || typeof stored !== "object") return null;
  const r = stored as Record<string, unknown>;
  if (typeof r["combat"] !== "string" || !isInt(r["round"], 1, MAX_CLOCK_ROUND) || !isInt(r["second"], 1, SECONDS_PER_ROUND)) return null;
  const taken = r["taken"], of = r["of"];
  if (!isSplit(taken) || !isSplit(of)) return null;
  if (taken.some((t, i) => t > of[i]!)) return null;
  return { combat: r["combat"], round: r["round"] as number, second: r["second"] as number, taken, of };
}

/** Whether the record applies to this combat's clock (the same combat and round). */
function recordNow(record: StandUpRecord | null, combatId: string | null, clock: ClockTime | null): record is StandUpRecord {
  return record !== null && combatId !== null && clock !== null && record.combat === combatId && record.round === clock.round;
}

/**
 * Units of the phase at `clock` that standing up already used, for a table of `budget` units: the
 * taken share of the phase, rounded up, at most the budget; 0 without a record for this combat and
 * round, between phases, or with no module filling the `standUp` point.
 */
export function standUpOffset(stored: unknown, at: { readonly combatId: string | null; readonly clock: ClockTime | null; readonly budget: number; readonly kind?: RoundCostKind }, ruleset: Ruleset): number {
  assertObject("at", at); assertRuleset("ruleset", ruleset);
  assertNonNegativeInteger("at.budget", at.budget);
  if (costRule(at.kind, ruleset) === null) return 0;
  const record = readStandUpRecord(stored);
  if (!recordNow(record, at.combatId, at.clock)) return 0;
  const q = movementPhaseAt(at.clock!.second);
  if (q === null) return 0;
  const t = record.taken[q], of = record.of[q];
  if (t === 0 || of === 0) return 0;
  if (t >= of) return at.budget;
  return Math.min(at.budget, Math.ceil((at.budget / of) * t));
}

/**
 * The hexes a phase row shows once standing up took its share (the tracker): ⌊hexes × (of − taken) ÷ of⌋,
 * the same as the ruler's units give in one class; `hexes` unchanged without a record for this round.
 */
export function hexesAfterStandUp(hexes: number, phase: PhaseIndex, stored: unknown, at: { readonly combatId: string | null; readonly clock: ClockTime | null; readonly kind?: RoundCostKind }, ruleset: Ruleset): number {
  assertNonNegativeInteger("hexes", hexes); assertIntegerInRange("phase", phase, 0, 3); assertObject("at", at); assertRuleset("ruleset", ruleset);
  if (costRule(at.kind, ruleset) === null) return hexes;
  const record = readStandUpRecord(stored);
  if (!recordNow(record, at.combatId, at.clock)) return hexes;
  const t = record.taken[phase], of = record.of[phase];
  if (t === 0 || of === 0) return hexes;
  if (t >= of) return 0;
  return Math.floor((hexes * (of - t)) / of);
}

function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
}

function isSplit(v: unknown): v is PhaseSplit {
  return Array.isArray(v) && v.length === 4 && v.every((x) => isInt(x, 0, MAX_ALLOWANCE));
}
