/**
 * Switching speeds across the round (VARIANTS.md §13.3 row 39, which wins over §6.5's per-phase
 * reading; 004:L25 "subtract the distance you've already moved during your turn from the new
 * speed"): a per-round record of the hexes a combatant has moved, in which speeds, kept in its
 * memory (the slice the movement-modes module declares) and written by the GM's client from each
 * committed move; and what the switching rule (./movement-modes.ts `modeSwitch`) reads of it.
 *
 * The record splits the round at the phase of its last move: the hexes before that phase, the
 * hexes in it. A reader standing in that same phase takes only the part before it (the phase's own
 * movement is in the token's movement history, read as steps); a reader in a later phase takes both.
 * A record of another round is no record (each round starts afresh without a write).
 */
import type { SpeedMode } from "./ruleset/points/movement";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { CostTable } from "./cost-table";
import { movementPoints } from "./movement-points";
import { assertRuleset } from "./ruleset/known";
import { assertIntegerInRange } from "./errors";
import { MAX_CLOCK_ROUND, assertObject } from "./bounds";
import { offsetToCube, type HexLayout } from "./hex";
import { MAX_MODE_STEPS, modeReadingUnchecked, storedModeSpeeds, storedModeSteps } from "./movement-modes";
import type { PhaseIndex } from "./phases";

export { MAX_ROUND_HEXES, MODE_ROUND_MEMORY, ROUND_MODES, type ModeRoundMemory, type RoundMode } from "./mode-round-memory";
import { MAX_ROUND_HEXES, ROUND_MODES, type ModeRoundMemory, type RoundMode } from "./mode-round-memory";

/** What the round's movement before the current phase leaves to the switching rule. */
export interface RoundSoFar {
  /** Hexes moved this round before the current phase, in any speed. */
  readonly hexes: number;
  /** The speed of the last hex moved before this phase, or null (none moved). */
  readonly last: RoundMode | null;
  /** The speeds moved in this round before this phase, in ROUND_MODES order. */
  readonly modes: readonly RoundMode[];
}

export const NOTHING_SO_FAR: RoundSoFar = Object.freeze({ hexes: 0, last: null, modes: Object.freeze([]) });

const intIn = (v: unknown, max: number): number => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? Math.min(v, max) : 0);
const modeIn = (v: unknown): RoundMode | null => (typeof v === "string" && (ROUND_MODES as readonly string[]).includes(v) ? (v as RoundMode) : null);
const maskModes = (mask: number): RoundMode[] => ROUND_MODES.filter((_, n) => (mask & (1 << n)) !== 0);

/**
 * The round so far for a reader at `phase` of `round`, from the stored memory (bounded: a field
 * out of its declaration counts as none). Outside the rule (no movement-modes point) nothing.
 */
export function roundSoFar(memory: unknown, at: { readonly round: number; readonly phase: PhaseIndex }, ruleset: Ruleset): RoundSoFar {
  assertObject("at", at); assertRuleset("ruleset", ruleset);
  assertIntegerInRange("at.round", at.round, 1, MAX_CLOCK_ROUND); assertIntegerInRange("at.phase", at.phase, 0, 3);
  if (movementPoints(ruleset).modes === null || memory === null || typeof memory !== "object") return NOTHING_SO_FAR;
  const m = memory as Record<string, unknown>;
  const recorded = intIn(m["modePhase"], 4);
  if (m["modeRound"] !== at.round || recorded === 0 || recorded > at.phase + 1) return NOTHING_SO_FAR;
  const before = intIn(m["modeHexesBefore"], MAX_ROUND_HEXES);
  if (recorded === at.phase + 1) return { hexes: before, last: modeIn(m["modeLastBefore"]), modes: maskModes(intIn(m["modeUsedBefore"], 31)) };
  return { hexes: Math.min(MAX_ROUND_HEXES, before + intIn(m["modeHexesIn"], MAX_ROUND_HEXES)), last: modeIn(m["modeLast"]), modes: maskModes(intIn(m["modeUsed"], 31)) };
}

/** What {@link roundMoveRecord} reads of one committed move. */
export interface RoundMove {
  /** The combatant's memory as stored. */
  readonly memory: unknown;
  readonly round: number;
  readonly phase: PhaseIndex;
  readonly layout: HexLayout;
  /** The move's waypoints as stored ({i, j, action}: where it began, then each waypoint; `storedModeSteps` bounds them). */
  readonly steps: unknown;
  /** The actor's speeds as stored (`storedModeSpeeds`). */
  readonly speeds: unknown;
  /** The move undoes the last one (Foundry's undo): its hexes are given back to the phase's count. */
  readonly undo?: boolean;
}

/**
 * VARIANTS.md §13.3 row 39: the memory fields to write after a committed move, or null when there is
 * nothing to write (the rule not in force, no hex entered). A record of an earlier phase of the round
 * rolls into "before"; one of another round is dropped. Decision: a segment of an action refused for
 * the mover (one the GM let through) counts as walking. An undo in the phase of the record gives
 * its hexes back (never below 0); the speeds it undid stay noted (the record keeps no path), and an
 * undo of another phase writes nothing.
 */
export function roundMoveRecord(move: RoundMove, ruleset: Ruleset): Partial<ModeRoundMemory> | null {
  assertObject("move", move); assertRuleset("ruleset", ruleset);
  assertIntegerInRange("move.round", move.round, 1, MAX_CLOCK_ROUND); assertIntegerInRange("move.phase", move.phase, 0, 3);
  const points = movementPoints(ruleset);
  if (points.modes === null) return null;
  const steps = storedModeSteps(move.steps);
  const speeds = storedModeSpeeds(move.speeds);
  let entered = 0;
  let last: RoundMode | null = null;
  let used = 0;
  for (let n = 1; n < steps.length && n <= MAX_MODE_STEPS; n++) {
    const a = offsetToCube(steps[n - 1]!, move.layout);
    const b = offsetToCube(steps[n]!, move.layout);
    const hexes = Math.max(Math.abs(b.q - a.q), Math.abs(b.r - a.r), Math.abs(b.s - a.s));
    if (hexes === 0) continue;
    const reading = modeReadingUnchecked(steps[n]!.action, speeds, points);
    last = reading !== null && reading.kind === "speed" ? reading.mode : "walk";
    used |= 1 << ROUND_MODES.indexOf(last);
    entered += hexes;
  }
  if (last === null) return null;
  const prior = roundSoFar(move.memory, { round: move.round, phase: move.phase }, ruleset);
  const m = (move.memory ?? {}) as Record<string, unknown>;
  const samePhase = m["modeRound"] === move.round && m["modePhase"] === move.phase + 1;
  const inBefore = samePhase ? intIn(m["modeHexesIn"], MAX_ROUND_HEXES) : 0;
  if (move.undo === true) return samePhase ? { modeHexesIn: Math.max(0, inBefore - entered) } : null;
  const usedBefore = prior.modes.reduce((mask, mode) => mask | (1 << ROUND_MODES.indexOf(mode)), 0);
  const usedIn = samePhase ? intIn(m["modeUsed"], 31) : usedBefore;
  return {
    modeRound: move.round,
    modePhase: move.phase + 1,
    modeHexesBefore: prior.hexes,
    modeHexesIn: Math.min(MAX_ROUND_HEXES, inBefore + entered),
    modeLastBefore: prior.last ?? "none",
    modeLast: last,
    modeUsedBefore: usedBefore,
    modeUsed: usedIn | used,
  };
}

/**
 * The round's allowance of each speed for the switching rule, in hexes, from the mover's round
 * table (`moveLimits` in a round window): walking at its own k on optimal ground (`walkOptimal`),
 * each speed of its own at its own k on optimal ground (the largest of its optimal classes; 0
 * without the speed). Decision (004:L25 subtracts the distance "from the new speed"): the round
 * bound is the speed itself (after load and conditions), not its allowance on the ground being
 * crossed; the ground still bounds each phase through the phase's share (RULES.md §5).
 */
export function roundModeAllowances(table: CostTable, walkOptimal: number): Readonly<Record<RoundMode, number>> {
  const out: Record<RoundMode, number> = { walk: walkOptimal, climb: 0, swim: 0, fly: 0, burrow: 0 };
  for (const cls of table.classes) {
    const m = /^optimal(?:\+\d+)?@(climb|swim|fly|burrow)$/.exec(cls);
    if (m !== null) out[m[1] as SpeedMode] = Math.max(out[m[1] as SpeedMode], table.allowanceOf(cls));
  }
  return out;
}
