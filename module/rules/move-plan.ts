/**
 * Everything the movement adapters need of one mover, in one pure call: the canvas (ruler, cost
 * function, enforcement, reachable area) hands the plain record it read of a token, its actor and
 * its combat, and gets the hex layout, the mover (its double move and forfeit applied), the window
 * of the clock, the limits and the stand-up offset. Composed from the rules functions below; no
 * arithmetic of its own. `standUpRecordOf` makes, from the same input, the record of a stand.
 */
import { RulesError } from "./errors";
import { MAX_CLOCK_ROUND, assertObject } from "./bounds";
import { assertNonNegativeInteger } from "./errors";
import { assertRuleset } from "./ruleset/known";
import { hexLayoutFromGridType, type HexLayout } from "./hex";
import { fromAbsolute, type ClockTime } from "./time";
import { moveLimits, moveWindow, type MoveLimits, type MoveWindow, type Mover } from "./move-limits";
import { movementForfeit } from "./movement-sources";
import { MOVEMENT_SECONDS, movementPhaseAt, type PhaseIndex, type PhaseSplit } from "./phases";
import type { TerrainAdaptation } from "./terrain";
import type { Ruleset } from "./ruleset/resolve";
import { declaredDoubleMoveSpeed } from "./combat/double-move";
import { standUpFromPhase, standUpOffset, standUpTaken, type RoundCostKind, type StandUpRecord } from "./stand-up";
import { sceneScale, wildernessSpeed } from "./scene-scale";
import { explorationHexes, pursuitSpeed } from "./world-clock";
import { modeSwitchInRound, storedModeSpeeds, storedModeSteps, type RoundBound } from "./movement-modes";
import { roundModeAllowances, roundSoFar } from "./mode-round";
import { movementPoints } from "./movement-points";

/** What the canvas reads of a token for the movement rules (canvas/move-input.ts), as stored. */
export interface MovePlanInput {
  /** The grid type of the token's scene (Foundry's CONST.GRID_TYPES), or null without a scene. */
  readonly gridType: unknown;
  /** The actor's movement profile (actors/profile.ts). */
  readonly profile: {
    readonly speed: number;
    readonly adaptation: Readonly<TerrainAdaptation>;
    readonly sureFooted: boolean;
    readonly encumbranceSteps: number;
    readonly immobile: boolean;
  };
  /** The actor's status ids. */
  readonly conditions: readonly string[];
  /** The token's combat, or null when it is no combatant (combat/move-state.ts). */
  readonly combat: {
    readonly id: string | null;
    readonly started: boolean;
    /** The combat's absolute second counter (round·20 + second), as stored. */
    readonly absolute: unknown;
  } | null;
  /** The combatant's kept memory (surprise marks, a retreat's stop…). */
  readonly memory: Readonly<Record<string, unknown>>;
  /** The round its double move was declared for, as stored. */
  readonly doubleMoveRound: unknown;
  /** The actor's stand-up record (`flags.enchanted-realms.stoodUp`, rules/stand-up.ts), as stored. */
  readonly stoodUp: unknown;
  /**
   * Mounting or dismounting (VARIANTS.md §13.3 row 41): the token's own record of it (the rider's,
   * after a dismount: its own walk pays) and the record of the rider it carries (after a mount the
   * two share movement, 004:L36: the mount's phases lose the same share), as stored; absent: none.
   */
  readonly mountCost?: unknown;
  readonly riderMountCost?: unknown;
  /** The scene's wilderness flag as stored (VARIANTS.md §13.1); absent: not wilderness. */
  readonly wilderness?: unknown;
  /**
   * The token's scene as the exploration window reads it (VARIANTS.md §5.12): its grid distance and
   * units (./scene-scale.ts), its "familiar area" flag, and whether a started combat runs on it
   * (`fighting`: then a mover outside the fight keeps the round's window), as stored; absent: no
   * exploration window.
   */
  readonly scene?: { readonly distance: unknown; readonly units: unknown; readonly familiar: unknown; readonly fighting?: unknown } | null;
  /** The actor's climb, swim, fly and burrow speeds as stored (VARIANTS.md §6.5; bounded by `storedModeSpeeds`); absent: none. */
  readonly speeds?: unknown;
  /**
   * The phase's movement so far and the move planned, as waypoints {i, j, action, cost} from where
   * the phase's movement began (VARIANTS.md §6.5: switching speeds; bounded by `storedModeSteps`); absent: none.
   */
  readonly steps?: unknown;
}

export interface MovePlan {
  readonly layout: HexLayout;
  /** The mover as the limits were made for: the double move and the forfeit applied. */
  readonly mover: Mover;
  /** The clock of the started combat, or null. */
  readonly clock: ClockTime | null;
  readonly window: MoveWindow;
  /** The clock's movement phase in a started combat, null at another second, undefined outside combat (no enforcement). */
  readonly phase: PhaseIndex | null | undefined;
  readonly limits: MoveLimits;
  /** Standing up from a crawl took part of this phase (VARIANTS.md §13.1, GT-9). */
  readonly stoodUp: boolean;
  /**
   * Units of the phase already used beyond the movement history: standing up's share of it
   * (rules/stand-up.ts), plus what switching speeds re-priced (movement-modes.ts; may lower it); 0 otherwise.
   */
  readonly spentOffset: number;
  /** A speed switched to with nothing left of it (004:L25, over the round: VARIANTS.md §13.3 row 39): the lang key of the reason, or null. */
  readonly modeRefused: string | null;
  /** The round so far (or this phase) mixes speeds, so the phase was re-priced by the switching rule (VARIANTS.md §13.3 row 39). */
  readonly modeMixed: boolean;
}

/**
 * The clock of a combat (combat/clock-state.ts reads it from the Combat document): round and
 * second of its absolute counter once it has started and passed round 0, null otherwise.
 */
export function startedClock(started: unknown, absolute: unknown): ClockTime | null {
  if (!started) return null;
  if (typeof absolute !== "number" || !Number.isSafeInteger(absolute) || absolute < 21) return null;
  return fromAbsolute(absolute);
}

/**
 * The speed inputs with a stored double-move declaration applied (VARIANTS.md row 10, §3.10): a
 * stored round that is not a round (odd data) or a clock round out of bounds counts as none, so an
 * odd value doubles nothing; a declaration for `round` doubles (`declaredDoubleMoveSpeed`).
 */
export function storedDoubleMoveSpeed<T extends { speed: number; encumbranceSteps: number }>(profile: T, stored: unknown, round: number | null): T {
  const declaredRound = typeof stored === "number" && Number.isInteger(stored) && stored >= 0 && stored <= MAX_CLOCK_ROUND ? stored : 0;
  const now = round !== null && Number.isInteger(round) && round > 0 && round <= MAX_CLOCK_ROUND ? round : 0;
  return declaredDoubleMoveSpeed(profile, declaredRound, now);
}

/**
 * The plan of one mover, or null when the scene is not hexagonal. Decision (RULES.md §4; the ruler
 * runs on every drag frame): a mover the rules refuse (a RulesError from any step: its profile,
 * its clock) also gets null, i.e. Foundry's own measurement and no enforcement, as on a square
 * scene, instead of an error on every frame; any other error is a fault and is thrown.
 */
export function movePlanOf(input: MovePlanInput, ruleset: Ruleset): MovePlan | null {
  assertObject("input", input); assertRuleset("ruleset", ruleset);
  const layout = typeof input.gridType === "number" ? hexLayoutFromGridType(input.gridType) : null;
  if (layout === null) return null;
  try {
    return planOn(layout, input, ruleset);
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}

/**
 * VARIANTS.md §5.12: outside combat (no started combat on the scene) under a ruleset that keeps time in turns, the whole window is a
 * turn's exploration (explorationHexes), measured as a round's allowance of that many hexes in a
 * `turn` window; null (the round's window, the speed unchanged) under the book or with no scene read.
 */
function exploringSpeed(speed: { speed: number; encumbranceSteps: number }, scene: MovePlanInput["scene"], ruleset: Ruleset): { speed: number; encumbranceSteps: number } | null {
  if (scene === undefined || scene === null) return null;
  assertObject("input.scene", scene);
  if (scene.fighting === true) return null;
  const base = Math.max(0, speed.speed - speed.encumbranceSteps);
  const hexes = explorationHexes({ speed: base, feetPerHex: sceneScale(scene.distance, scene.units).feetPerHex, familiar: scene.familiar === true }, ruleset);
  return hexes === null ? null : { speed: hexes, encumbranceSteps: 0 };
}

/** The mover of the input at a clock second (its double move, and the rules' forfeits at that second). */
function moverAt(input: MovePlanInput, clock: ClockTime | null, ruleset: Ruleset): Mover {
  const { profile } = input;
  // A wilderness scene reads the rate in yards (D6 amended); a double move declared for this round
  // then doubles the speed in force, before terrain and the split; so does a pursuit (×3, VARIANTS.md
  // §5.13, GT-10), and outside combat a ruleset that keeps time in turns measures a turn's
  // exploration instead of a round (§5.12).
  const rate = wildernessSpeed(profile.speed, input.wilderness, ruleset);
  const declared = storedDoubleMoveSpeed({ speed: rate, encumbranceSteps: profile.encumbranceSteps }, input.doubleMoveRound, clock?.round ?? null);
  const speed = clock === null ? exploringSpeed(declared, input.scene, ruleset) ?? declared : pursuitSpeed(declared, input.memory["pursuit"], ruleset);
  return {
    speed: speed.speed,
    adaptation: profile.adaptation,
    sureFooted: profile.sureFooted,
    encumbranceSteps: speed.encumbranceSteps,
    immobile: profile.immobile,
    conditions: input.conditions,
    // The rules' forfeits (surprise in round 1, GO-5, GA-3; a retreat a hit stopped, G2-14; a drag, row 42), in a started combat only.
    forfeit: movementForfeit(clock === null ? null : { round: clock.round, second: clock.second, memory: input.memory }, ruleset),
    speeds: storedModeSpeeds(input.speeds),
  };
}

function planOn(layout: HexLayout, input: MovePlanInput, ruleset: Ruleset): MovePlan {
  const { profile, combat } = input;
  assertObject("input.profile", profile);
  if (combat !== null) assertObject("input.combat", combat);
  const clock = combat === null ? null : startedClock(combat.started, combat.absolute);
  const mover = moverAt(input, clock, ruleset);
  // Outside combat the window is a turn when the mover's speed became a turn's exploration (moverAt).
  const exploring = clock === null && exploringSpeed({ speed: 0, encumbranceSteps: 0 }, input.scene, ruleset) !== null;
  const window: MoveWindow = exploring ? { kind: "turn" } : moveWindow(clock?.second ?? null);
  const phase = clock === null ? undefined : window.kind === "phase" ? window.phase : null;
  const limits = moveLimits(mover, window, ruleset);
  // VARIANTS.md §13.1, GT-9: standing up took a share of this phase (or of a later one).
  const at = { combatId: combat?.id ?? null, clock, budget: limits.table.budget };
  const stood = window.kind === "phase" ? standUpOffset(input.stoodUp, at, ruleset) : 0;
  // VARIANTS.md §13.3 row 41: mounting or dismounting took a share of this phase too, the same way.
  const mounting = window.kind === "phase" ? standUpOffset(input.mountCost, { ...at, kind: "mount" }, ruleset) + standUpOffset(input.riderMountCost, { ...at, kind: "mount" }, ruleset) : 0;
  // VARIANTS.md §13.3 row 39 (004:L25): a round that mixes speeds is re-priced; within one speed nothing changes.
  const steps = window.kind === "phase" ? storedModeSteps(input.steps) : [];
  // The round's bound costs a whole-round table: read only when there are steps to switch between.
  const round = window.kind === "phase" && steps.length >= 2 ? roundBoundOf(input, mover, clock!.round, window.phase, ruleset) : null;
  const switched = window.kind === "phase" ? modeSwitchInRound(steps, layout, { budget: limits.table.budget, round }, mover.speeds!, ruleset) : null;
  const modeRefused = switched?.refused == null ? null : `ER.Variants.Movement.Mode.Spent.${switched.refused}`;
  // Standing and mounting together never take more than the phase; a mode switch's re-pricing may (it refuses).
  const spentOffset = Math.min(limits.table.budget, stood + mounting) + (switched?.offset ?? 0);
  return { layout, mover, clock, window, phase, limits, stoodUp: stood > 0, spentOffset, modeRefused, modeMixed: switched?.mixed === true };
}

/**
 * VARIANTS.md §13.3 row 39: the round's side of the switching rule at a phase — the combatant's
 * record of the round so far (its memory, ./mode-round.ts) and each speed's round allowance (the
 * mover's round table) — or null outside the movement-modes rule.
 */
function roundBoundOf(input: MovePlanInput, mover: Mover, round: number, phase: PhaseIndex, ruleset: Ruleset): RoundBound | null {
  if (movementPoints(ruleset).modes === null) return null;
  const prior = roundSoFar(input.memory, { round, phase }, ruleset);
  const table = moveLimits(mover, { kind: "round" }, ruleset);
  return { prior, allowances: roundModeAllowances(table.table, table.allowances.optimal) };
}

/**
 * The record of a mover standing up now (VARIANTS.md §13.1, GT-9), or null when standing costs
 * nothing (no started combat, no module filling the `standUp` point, no phase left this round, a
 * scene that is not hexagonal, a mover the rules refuse). `input` is the mover as it stands (no
 * longer prone); `spentUnits` the units its movement history used in the current phase (at a
 * movement second; ignored between phases). Each phase's hexes are its walking allowance on
 * optimal ground ("half your movement" reads the speed, not the ground, 004:L42).
 */
export function standUpRecordOf(input: MovePlanInput, spentUnits: number, ruleset: Ruleset): StandUpRecord | null {
  return roundCostRecordOf(input, { spentUnits, kind: "standUp" }, ruleset);
}

/**
 * The record of a half-the-round cost paid now: standing up (above), or mounting or dismounting
 * (`kind: "mount"`, VARIANTS.md §13.3 row 41, GA-R1: 004:L28 "costs half your movement", the
 * same spread as standing). For a dismount `input` is the rider as it stands once off its mount.
 */
export function roundCostRecordOf(input: MovePlanInput, options: { readonly spentUnits: number; readonly kind: RoundCostKind }, ruleset: Ruleset): StandUpRecord | null {
  assertObject("input", input); assertObject("options", options); assertRuleset("ruleset", ruleset);
  const { spentUnits, kind } = options;
  assertNonNegativeInteger("spentUnits", spentUnits);
  if (movePlanOf(input, ruleset) === null || input.combat === null || typeof input.combat.id !== "string") return null;
  const clock = startedClock(input.combat.started, input.combat.absolute);
  if (clock === null) return null;
  const from = standUpFromPhase(clock.second);
  if (from === null) return null;
  const tables = MOVEMENT_SECONDS.map((second, q) => moveLimits(moverAt(input, { round: clock.round, second }, ruleset), { kind: "phase", phase: q as PhaseIndex }, ruleset).table);
  const phases = tables.map((t) => (t.has("optimal") ? t.allowanceOf("optimal") : 0)) as unknown as PhaseSplit;
  const here = tables[from]!;
  const standingAtPhase = movementPhaseAt(clock.second) === from;
  const available = !standingAtPhase || phases[from] === 0 ? phases[from] : Math.min(phases[from], Math.floor(Math.max(0, here.budget - spentUnits) / here.costOf("optimal")));
  const taken = standUpTaken({ phases, from, available, kind }, ruleset);
  if (taken === null) return null;
  // A stand that uses up the current phase's whole hexes takes what is left of it too (a fraction of a hex).
  const total = taken[0] + taken[1] + taken[2] + taken[3];
  const kept = taken.map((t, q) => (q === from && total > 0 && t === available ? phases[q]! : t)) as unknown as PhaseSplit;
  return { combat: input.combat.id, round: clock.round, second: clock.second, taken: kept, of: phases };
}
