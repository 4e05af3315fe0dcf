/**
 * What a mover may do on the hex map right now (RULES.md §3–§5, §7), as plain data for the token
 * ruler, the reachable-area overlay and the enforcement of moves. Pure: the canvas adapter reads
 * the actor, the clock and the map and calls these.
 *
 * Cost classes: a hex's class is its *effective* terrain for this mover (after the mover's own
 * adaptation and, unless the hex is steep, sure-footedness). A(T) depends only on the effective
 * terrain, so one table per mover and window serves every hex, steep or not.
 */
import { CONDITIONS, CONDITION_IDS, conditionBlockingMovement, movementEffect, type ConditionId } from "./conditions";
import { movementAllowance } from "./movement";
import { movementPhaseAt, type PhaseIndex } from "./phases";
import { buildCostTable, type CostTable } from "./reach";
import { RulesError, assertIntegerInRange } from "./errors";
import { assertList, assertObject } from "./bounds";
import { assertTerrainAdaptation, assertTerrainId } from "./terrain";
import { TERRAIN_IDS, adaptTerrainUnchecked, hexesPerRoundUnchecked, type TerrainAdaptation, type TerrainId } from "./terrain";
import type { HexTerrain } from "./terrain-areas";
import { splitPhasesUnchecked } from "./phases";
import type { Ruleset } from "./ruleset/resolve";
import { NO_SPEEDS, SPEED_MODES, modeClassAllowances, modeHexClass, modeReadingUnchecked, type ModeSpeeds } from "./movement-modes";
import { movementPoints, type MovementPoints } from "./movement-points";
import { isForfeitId } from "./movement-sources";
import {
  MAX_EXTRA_COST,
  SPECIAL_MOVEMENT_ACTIONS,
  actionSourceUnchecked,
  classHexesPerRoundUnchecked,
  combineMaskUnchecked,
  conditionMovementUnchecked,
  countedMask,
  extraCostMask,
} from "./movement-costs";

/**
 * When the mover is measured: outside combat (a whole round; a turn of exploration where a ruleset
 * keeps time in turns, VARIANTS.md §5.12, measured like a round of the speed it gives), at a
 * movement second (a phase), or between them.
 */
export type MoveWindow =
  | { readonly kind: "round" }
  | { readonly kind: "turn" }
  | { readonly kind: "phase"; readonly phase: PhaseIndex }
  | { readonly kind: "closed" };

/** The window for a combat second (1–20), or null outside a started combat. */
export function moveWindow(second: number | null): MoveWindow {
  if (second === null) return { kind: "round" };
  const phase = movementPhaseAt(second);
  return phase === null ? { kind: "closed" } : { kind: "phase", phase };
}

/** The mover, as the actor profile and its status ids give it. */
export interface Mover {
  speed: number;
  adaptation: Readonly<TerrainAdaptation>;
  sureFooted: boolean;
  encumbranceSteps: number;
  immobile: boolean;
  /** Status ids; ids that are not conditions of RULES.md §7 are ignored. */
  conditions: readonly string[];
  /**
   * The id of a rule's forfeit that takes its movement now (`movementForfeit`: surprised in round
   * 1, VARIANTS.md §5.4, §6.2; a retreat stopped by a hit, §4.9, G2-14), or null / absent: none.
   */
  forfeit?: ForfeitId | null;
  /** Its speeds of its own (VARIANTS.md §6.5; movement-modes.ts); absent: none. */
  speeds?: ModeSpeeds | undefined;
}

/** The id of a declared forfeit (rules/movement-sources.ts: "surprised", "retreatStopped"…). */
export type ForfeitId = string;

/** Why every allowance is 0: a condition, load ("encumbrance"), the clock, or a rule's forfeit (VARIANTS.md §6.2). */
export type ZeroReason = ConditionId | "encumbrance" | "notMovementSecond" | ForfeitId;

export interface MoveLimits {
  readonly window: MoveWindow;
  /** A(T) by effective terrain: hexes in the phase (or per round, outside combat). */
  readonly allowances: Readonly<Record<TerrainId, number>>;
  /** The integer cost table of {@link allowances} (reach.ts). */
  readonly table: CostTable;
  /** Why movement is impossible in this window, or null. */
  readonly reason: ZeroReason | null;
}

/** The conditions of RULES.md §7 among a list of status ids, in table order, without repeats. */
export function movementConditions(statuses: readonly string[]): ConditionId[] {
  assertList("statuses", statuses);
  return CONDITION_IDS.filter((id) => statuses.includes(id));
}

/**
 * A(T) for every terrain and the reason movement is impossible, for one mover in one window.
 * Decision (adapter, recorded here): between movement seconds the reason shown is "not a movement
 * second", even for a mover who is also restrained — no one can move then; at a movement second a
 * forfeiting condition is named before being over capacity (as `movementAllowance` does).
 */
export function moveLimits(mover: Mover, window: MoveWindow, ruleset: Ruleset): MoveLimits {
  assertObject("mover", mover); assertWindow(window); assertForfeit("mover.forfeit", mover.forfeit);
  const points = movementPoints(ruleset);
  if (!points.isBook) return variantMoveLimits(mover, window, points, ruleset);
  const base = {
    speed: mover.speed,
    encumbranceSteps: mover.encumbranceSteps,
    immobile: mover.immobile,
    conditions: movementConditions(mover.conditions),
  };
  const allowances = {} as Record<TerrainId, number>;
  let reason: ZeroReason | null = conditionBlockingMovement(base.conditions) ?? (mover.immobile ? "encumbrance" : null);
  // Checks the mover once, exactly as movementAllowance does; then its arithmetic (RULES.md §5
  // order) per effective terrain without checking again: this runs on every drag frame.
  movementAllowance({ ...base, terrain: "optimal" }, ruleset);
  const effect = movementEffect(base.conditions);
  const speed = Math.max(0, base.speed - (base.encumbranceSteps ?? 0));
  for (const t of TERRAIN_IDS) {
    let hexes = hexesPerRoundUnchecked(speed, t);
    if (effect === "none" || base.immobile === true) hexes = 0;
    else if (effect === "half") hexes = Math.floor(hexes / 2);
    allowances[t] = window.kind === "round" || window.kind === "turn" ? hexes : window.kind === "phase" ? splitPhasesUnchecked(hexes)[window.phase] : 0;
  }
  if (window.kind === "closed") reason = "notMovementSecond";
  if (mover.forfeit) return forfeitedLimits(window, allowances, undefined, conditionBlockingMovement(base.conditions), mover.forfeit);
  return { window, allowances, table: buildCostTable(allowances), reason };
}

/**
 * Decision (VARIANTS.md §5.4, §6.2, GO-5, GA-3; adapter order recorded here): a mover a rule's
 * forfeit applies to (surprise loses every phase of the round; a retreat stopped by a hit, §4.9,
 * G2-14, the phases after the blow) is like one with a condition that forfeits movement. Every
 * allowance is 0, in every class of the table. The reason is the forfeit, except between movement
 * seconds ("not a movement second", as for every mover) and when a forfeiting condition applies too
 * (the condition is named: it lasts beyond the round). Being over capacity is named after it.
 */
function forfeitedLimits(window: MoveWindow, allowances: Record<TerrainId, number>, classes: Record<string, number> | undefined, condition: ConditionId | null, forfeit: ForfeitId): MoveLimits {
  const zero = (r: Record<string, number>) => {
    for (const k of Object.keys(r)) r[k] = 0;
  };
  zero(allowances);
  if (classes !== undefined) zero(classes);
  const reason: ZeroReason = window.kind === "closed" ? "notMovementSecond" : (condition ?? forfeit);
  return { window, allowances, table: buildCostTable(classes ?? allowances), reason };
}

/**
 * The effective terrain of a hex for this mover (RULES.md §4 adaptation, steep ground), under the
 * ruleset's terrain model (its `terrainAs` point, VARIANTS.md §6.3: every hex is optimal under
 * hazards only). Under the book this is the hex's cost class; see {@link hexClassifier} for the
 * classes of the variants.
 */
export function hexClass(hex: HexTerrain, mover: Pick<Mover, "adaptation" | "sureFooted">, ruleset: Ruleset): TerrainId {
  const as = movementPoints(ruleset).terrainAs;
  assertObject("hex", hex); assertTerrainId("hex.terrain", hex.terrain); assertObject("mover", mover);
  if (mover.adaptation !== undefined) assertTerrainAdaptation("mover.adaptation", mover.adaptation);
  return adaptTerrainUnchecked(as === null ? hex.terrain : as[hex.terrain], mover.adaptation, mover.sureFooted, hex.steep);
}

/** The book's class of a hex, the mover already checked (the hot path of {@link hexClassifier}). */
function bookHexClass(hex: HexTerrain, mover: Pick<Mover, "adaptation" | "sureFooted">): TerrainId {
  assertObject("hex", hex); assertTerrainId("hex.terrain", hex.terrain);
  return adaptTerrainUnchecked(hex.terrain, mover.adaptation, mover.sureFooted, hex.steep);
}

/**
 * The cost class of each hex for one mover moving by one Foundry movement action (VARIANTS.md D7):
 * "T" for its effective terrain T when k = 0 (the book's classes, the only ones under the book),
 * "T+k" otherwise, k combining the hex's hazard (when a module counts hazards), the mover's crawl
 * (prone under the "crawl" point) and the action (swim, climb, crawl, when a module counts it). The
 * mover and ruleset are checked once; the returned function is the drag frame's hot path.
 */
export function hexClassifier(mover: Pick<Mover, "adaptation" | "sureFooted" | "conditions" | "speeds">, action: string | null, ruleset: Ruleset): (hex: HexTerrain) => string {
  assertObject("mover", mover);
  if (mover.adaptation !== undefined) assertTerrainAdaptation("mover.adaptation", mover.adaptation);
  const points = movementPoints(ruleset);
  if (points.isBook) return (hex) => bookHexClass(hex, mover);
  const { adaptation, sureFooted } = mover;
  const base = moverMask(mover.conditions, action, points);
  const stacking = points.stacking;
  const hazards = countedMask(HAZARD_BIT, points) !== 0;
  const kPlain = combineMaskUnchecked(base, stacking);
  const kHazard = combineMaskUnchecked(base | HAZARD_BIT, stacking);
  const names = classNames();
  const as = points.terrainAs;
  // VARIANTS.md §6.5: an action that reads a speed of the mover's own (or is refused) has its own classes.
  const reading = modeReadingUnchecked(action, mover.speeds ?? NO_SPEEDS, points);
  if (reading !== null && reading.kind !== "walk") {
    const kOwn = combineMaskUnchecked(moverMask(mover.conditions, null, points), stacking);
    const kHaz = combineMaskUnchecked(moverMask(mover.conditions, null, points) | HAZARD_BIT, stacking);
    return (hex) => {
      assertObject("hex", hex); assertTerrainId("hex.terrain", hex.terrain);
      return modeHexClass(reading, adaptTerrainUnchecked(as === null ? hex.terrain : as[hex.terrain], adaptation, sureFooted, hex.steep), hazards && hex.hazard === true, kOwn, kHaz)!;
    };
  }
  return (hex) => {
    assertObject("hex", hex); assertTerrainId("hex.terrain", hex.terrain);
    const t = adaptTerrainUnchecked(as === null ? hex.terrain : as[hex.terrain], adaptation, sureFooted, hex.steep);
    return names[t][hazards && hex.hazard === true ? kHazard : kPlain]!;
  };
}

const HAZARD_BIT = extraCostMask(["hazard"]);
const CRAWL_BIT = extraCostMask(["crawl"]);

/** The sources of a mover everywhere: its crawl (prone under "crawl") and its movement action. */
function moverMask(conditions: readonly string[], action: string | null, points: MovementPoints): number {
  const cm = conditionMovementUnchecked(movementConditions(conditions), points);
  const source = actionSourceUnchecked(action, points);
  return (cm.crawl ? CRAWL_BIT : 0) | (source === null ? 0 : extraCostMask([source]));
}

/** Walking (null) and every action that incurs a declared source (movement-sources.ts). */
const MOVER_ACTIONS: readonly (string | null)[] = [null, ...Object.keys(SPECIAL_MOVEMENT_ACTIONS)];

let CLASS_NAMES: Record<TerrainId, string[]> | null = null;
/** "T", "T+1" … "T+MAX_EXTRA_COST" for every terrain, made once. */
function classNames(): Record<TerrainId, string[]> {
  if (CLASS_NAMES === null) {
    const out = {} as Record<TerrainId, string[]>;
    for (const t of TERRAIN_IDS) out[t] = Array.from({ length: MAX_EXTRA_COST + 1 }, (_, k) => (k === 0 ? t : `${t}+${k}`));
    CLASS_NAMES = out;
  }
  return CLASS_NAMES;
}

/**
 * Decision (VARIANTS.md D7, §9.4): the limits under a ruleset that changes movement. The table holds every class
 * (T, k) the mover can meet with any movement action on any hex, so that all the actions of one
 * path share one budget L (Foundry sums their costs); `allowances[T]` is A in T for the mover's own
 * k (its crawl, no hazard, walking).
 */
function variantMoveLimits(mover: Mover, window: MoveWindow, points: MovementPoints, ruleset: Ruleset): MoveLimits {
  const conditions = movementConditions(mover.conditions);
  // Checks the mover's fields exactly as the book does.
  movementAllowance({ speed: mover.speed, terrain: "optimal", adaptation: mover.adaptation, encumbranceSteps: mover.encumbranceSteps, immobile: mover.immobile, conditions }, ruleset);
  // The canvas asks again at each waypoint, checked move and overlay (RULES.md §2, 50 µs a frame): the
  // table is kept per ruleset by every field it reads. A forfeit, or speeds not yet checked, take the long way.
  const speeds = points.modes === null ? "" : SPEED_MODES.map((m) => mover.speeds?.[m] ?? null);
  if (mover.forfeit || (typeof speeds !== "string" && !speeds.every((v) => v === null || Number.isSafeInteger(v)))) return variantLimitsOf(mover, window, conditions, points);
  const key = `${mover.speed}|${mover.encumbranceSteps ?? 0}|${mover.immobile ? 1 : 0}|${conditions.join()}|${window.kind === "phase" ? window.phase : window.kind}|${String(speeds)}`;
  let kept = KEPT_LIMITS.get(ruleset);
  if (!kept) KEPT_LIMITS.set(ruleset, (kept = new Map()));
  let limits = kept.get(key);
  if (!limits) {
    if (kept.size >= MAX_KEPT_LIMITS) kept.clear();
    limits = variantLimitsOf(mover, window, conditions, points);
    kept.set(key, limits);
  }
  // The caller's own window and copy of the allowances; the table is immutable and shared.
  return { window, allowances: { ...limits.allowances }, table: limits.table, reason: limits.reason };
}

/** Limits already worked out, per ruleset and mover key (a few movers at a table: bounded all the same). */
const KEPT_LIMITS = new WeakMap<Ruleset, Map<string, MoveLimits>>();
export const MAX_KEPT_LIMITS = 256;

/** {@link variantMoveLimits} worked out, for a mover whose fields are checked. */
function variantLimitsOf(mover: Mover, window: MoveWindow, conditions: readonly ConditionId[], points: MovementPoints): MoveLimits {
  const cm = conditionMovementUnchecked(conditions, points);
  const stacking = points.stacking;
  const own = cm.crawl ? CRAWL_BIT : 0;
  // k = 0 is always in the table: "T" stays a known class for every reader (the ruler's colour, the API).
  const ks = new Set<number>([0]);
  for (const action of MOVER_ACTIONS) {
    // moverMask, with the conditions' crawl computed once (cm)
    const source = actionSourceUnchecked(action, points);
    const m = own | (source === null ? 0 : extraCostMask([source]));
    ks.add(combineMaskUnchecked(m, stacking));
    ks.add(combineMaskUnchecked(m | countedMask(HAZARD_BIT, points), stacking));
  }
  const kOwn = combineMaskUnchecked(own, stacking);
  const speed = Math.max(0, mover.speed - (mover.encumbranceSteps ?? 0)); // absent: none, as movementAllowance reads it
  const names = classNames();
  const classes: Record<string, number> = {};
  const allowances = {} as Record<TerrainId, number>;
  // The mover's own classes first, then k = 0, then the rest: the cost table keeps the classes
  // listed first exact if their common denominator ever passes 2^53 (cost-table.ts Decision).
  const ordered = [kOwn, ...[...ks].filter((k) => k !== kOwn)];
  const as = points.terrainAs;
  for (const k of ordered) {
    for (const t of TERRAIN_IDS) {
      const effective = as === null ? t : as[t]; // terrainUnderModel, ruleset already read
      let hexes = classHexesPerRoundUnchecked(speed, effective, k);
      if (cm.effect === "none" || mover.immobile) hexes = 0;
      else if (cm.effect === "half") hexes = Math.floor(hexes / 2);
      const a = window.kind === "round" || window.kind === "turn" ? hexes : window.kind === "phase" ? splitPhasesUnchecked(hexes)[window.phase] : 0;
      classes[names[t][k]!] = a;
      if (k === kOwn) allowances[t] = a;
    }
  }
  if (points.modes !== null) {
    const ks = [kOwn, combineMaskUnchecked(own | countedMask(HAZARD_BIT, points), stacking)];
    Object.assign(classes, modeClassAllowances({ speeds: mover.speeds ?? NO_SPEEDS, encumbranceSteps: mover.encumbranceSteps ?? 0, effect: cm.effect, immobile: mover.immobile, ks, phase: window.kind === "phase" ? window.phase : window.kind === "closed" ? undefined : null, terrainAs: as }));
  }
  if (mover.forfeit) return forfeitedLimits(window, allowances, classes, cm.blockedBy, mover.forfeit);
  let reason: ZeroReason | null = cm.blockedBy ?? (mover.immobile ? "encumbrance" : null);
  if (window.kind === "closed") reason = "notMovementSecond";
  return { window, allowances, table: buildCostTable(classes), reason };
}

export { entryCost, moveProgress, spentUnits, type MoveProgress } from "./move-progress";

// ---------------------------------------------------------------------------
// Enforcement
// ---------------------------------------------------------------------------

export type EnforcementMode = "off" | "warn" | "enforce";
export const ENFORCEMENT_MODES: readonly EnforcementMode[] = Object.freeze(["off", "warn", "enforce"] as const);

export function isEnforcementMode(x: unknown): x is EnforcementMode {
  return x === "off" || x === "warn" || x === "enforce";
}

export interface MoveDecisionInput {
  mode: EnforcementMode;
  isGM: boolean;
  /** The clock's movement phase, null at any other second; undefined when the mover is not in a started combat. */
  phase: PhaseIndex | null | undefined;
  /** The mover's status ids. */
  conditions: readonly string[];
  /** Immobile by load (the actor profile). */
  immobile: boolean;
  /** A rule's forfeit that takes its movement now (Mover.forfeit); absent or null: none. */
  forfeit?: ForfeitId | null;
  /** Units used in the phase once the move is made (history of the phase plus this move). */
  usedCost: number;
  /**
   * The move is the mover's own teleport (every waypoint by a Foundry teleport action); absent:
   * false. Under a rule that lets a teleport escape a hold (13A stuck and grabbed, 001:L465,
   * L491) the holding condition does not stop it; the clock and the allowance still do.
   */
  teleport?: boolean;
  /** The phase's budget L. */
  budget: number;
}

export type MoveReason =
  | { readonly code: "notMovementSecond" }
  | { readonly code: "condition"; readonly condition: ConditionId }
  | { readonly code: "encumbrance" }
  | { readonly code: "overAllowance" }
  | { readonly code: "forfeit"; readonly forfeit: ForfeitId };

export interface MoveDecision {
  readonly outcome: "allow" | "warn" | "refuse";
  readonly reason: MoveReason | null;
}

/**
 * Decision (RULES.md §3, §7; enforcement setting): whether a move may be made. The GM always may;
 * with enforcement off, or outside a started combat, every move is allowed. Otherwise the first
 * reason that applies, in this order, stops it: not a movement second; a condition that forfeits
 * movement (named by `conditionBlockingMovement`, or under the ruleset's prone crawl by
 * `conditionMovement`); a rule's forfeit (surprise, VARIANTS.md §5.4, §6.2; a retreat stopped by a
 * hit, §4.9, G2-14); immobile by load; beyond the phase allowance.
 * "enforce" refuses such a move, "warn" lets it through with the reason.
 */
export function moveDecision(input: MoveDecisionInput, ruleset: Ruleset): MoveDecision {
  assertObject("input", input);
  const points = movementPoints(ruleset);
  assertForfeit("input.forfeit", input.forfeit);
  if (typeof input.usedCost !== "number" || typeof input.budget !== "number") throw new RulesError("NOT_A_NUMBER", "usedCost/budget", [input.usedCost, input.budget], "expected numbers");
  if (input.teleport !== undefined && typeof input.teleport !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.teleport", input.teleport, "expected a boolean or nothing");
  if (input.isGM || input.mode === "off" || input.phase === undefined) return { outcome: "allow", reason: null };
  const reason = moveReason(input, points);
  if (reason === null) return { outcome: "allow", reason: null };
  return { outcome: input.mode === "enforce" ? "refuse" : "warn", reason };
}

function moveReason(input: MoveDecisionInput, points: MovementPoints): MoveReason | null {
  if (input.phase === null) return { code: "notMovementSecond" };
  // VARIANTS.md §6.4: under "crawl" a prone mover crawls instead of forfeiting the phase.
  const conditions = movementConditions(input.conditions);
  const condition = conditionMovementUnchecked(conditions, points).blockedBy;
  if (condition !== null && !(input.teleport === true && escapedByTeleport(conditions, points))) return { code: "condition", condition };
  if (input.forfeit) return { code: "forfeit", forfeit: input.forfeit };
  if (input.immobile) return { code: "encumbrance" };
  if (!(input.usedCost <= input.budget)) return { code: "overAllowance" };
  return null;
}

/** Every condition forfeiting movement is one the ruleset's teleport escapes (condition-moves.ts). */
function escapedByTeleport(conditions: readonly ConditionId[], points: MovementPoints): boolean {
  const rule = points.conditionMoves;
  return rule !== null && conditions.every((c) => CONDITIONS[c].movement !== "none" || rule.teleportEscapes.includes(c));
}

/** The optional forfeit is a declared forfeit's id when present. */
function assertForfeit(name: string, value: unknown): void {
  if (value !== undefined && value !== null && !isForfeitId(value)) throw new RulesError("INVALID_ARGUMENT", name, value, "expected a declared forfeit id or nothing");
}

function assertWindow(window: unknown): asserts window is MoveWindow {
  assertObject("window", window);
  const kind = window["kind"];
  if (kind === "phase") assertIntegerInRange("window.phase", window["phase"], 0, 3);
  else if (kind !== "round" && kind !== "turn" && kind !== "closed") throw new RulesError("INVALID_ARGUMENT", "window", window, 'expected a window of kind "round", "turn", "phase" or "closed"');
}
