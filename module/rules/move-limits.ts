/**
 * What a mover may do on the hex map right now (RULES.md §3–§5, §7), as plain data for the token
 * ruler, the reachable-area overlay and the enforcement of moves. Pure: the canvas adapter reads
 * the actor, the clock and the map and calls these.
 *
 * Cost classes: a hex's class is its *effective* terrain for this mover (after the mover's own
 * adaptation and, unless the hex is steep, sure-footedness). A(T) depends only on the effective
 * terrain, so one table per mover and window serves every hex, steep or not.
 */
import { CONDITION_IDS, conditionBlockingMovement, type ConditionId } from "./conditions";
import { movementAllowance } from "./movement";
import { phaseAllowancesByTerrain } from "./path";
import { movementPhaseAt, type PhaseIndex } from "./phases";
import { assertCostTable, buildCostTable, type CostTable } from "./reach";
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { assertList, assertObject } from "./bounds";
import { assertTerrainAdaptation, assertTerrainId } from "./terrain";
import { TERRAIN_IDS, adaptTerrainUnchecked, type TerrainAdaptation, type TerrainId } from "./terrain";
import type { HexTerrain } from "./terrain-areas";

/** When the mover is measured: outside combat (a whole round), at a movement second (a phase), or between them. */
export type MoveWindow =
  | { readonly kind: "round" }
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
}

/** Why every allowance is 0: a condition, load ("encumbrance"), or the clock. */
export type ZeroReason = ConditionId | "encumbrance" | "notMovementSecond";

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
export function moveLimits(mover: Mover, window: MoveWindow): MoveLimits {
  assertObject("mover", mover); assertWindow(window);
  const base = {
    speed: mover.speed,
    encumbranceSteps: mover.encumbranceSteps,
    immobile: mover.immobile,
    conditions: movementConditions(mover.conditions),
  };
  const allowances = {} as Record<TerrainId, number>;
  let reason: ZeroReason | null = conditionBlockingMovement(base.conditions) ?? (mover.immobile ? "encumbrance" : null);
  if (window.kind === "phase") {
    Object.assign(allowances, phaseAllowancesByTerrain(base, window.phase));
  } else {
    for (const t of TERRAIN_IDS) {
      allowances[t] = window.kind === "round" ? movementAllowance({ ...base, terrain: t }).hexesPerRound : 0;
    }
    if (window.kind === "closed") reason = "notMovementSecond";
  }
  return { window, allowances, table: buildCostTable(allowances), reason };
}

/** The cost class of a hex for this mover: its effective terrain (RULES.md §4 adaptation, steep ground). */
export function hexClass(hex: HexTerrain, mover: Pick<Mover, "adaptation" | "sureFooted">): TerrainId {
  assertObject("hex", hex); assertTerrainId("hex.terrain", hex.terrain); assertObject("mover", mover);
  if (mover.adaptation !== undefined) assertTerrainAdaptation("mover.adaptation", mover.adaptation);
  return adaptTerrainUnchecked(hex.terrain, mover.adaptation, mover.sureFooted, hex.steep);
}

/**
 * Units to enter a hex of class `cls`: the table's L / A(T). Decision (adapter, recorded here): a
 * hex that cannot be entered in this window (A = 0) costs budget + 1 instead of Infinity, so a
 * single step into it already exceeds the window. Foundry then never meets an infinite cost, which
 * would cut the path short even for the GM or with enforcement off; the ruler marks it beyond.
 */
export function entryCost(table: CostTable, cls: TerrainId): number {
  assertCostTable("table", table);
  const c = table.costOf(cls);
  return c === Infinity ? table.budget + 1 : c;
}

export interface MoveProgress {
  /** The used cost fits the window (≤ budget). */
  readonly within: boolean;
  /** Whole hexes left at the rate of the class the mover stands in (0 when beyond). */
  readonly remaining: number;
}

/** Where a mover stands after using `usedCost` units (Foundry's cumulative measured cost). */
export function moveProgress(table: CostTable, usedCost: number, standClass: TerrainId): MoveProgress {
  assertCostTable("table", table);
  const within = Number.isFinite(usedCost) && usedCost <= table.budget;
  if (!within) return { within, remaining: 0 };
  const c = table.costOf(standClass);
  const left = table.budget - Math.max(0, usedCost);
  return { within, remaining: c === Infinity ? 0 : Math.floor(left / c) };
}

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
  /** Units used in the phase once the move is made (history of the phase plus this move). */
  usedCost: number;
  /** The phase's budget L. */
  budget: number;
}

export type MoveReason =
  | { readonly code: "notMovementSecond" }
  | { readonly code: "condition"; readonly condition: ConditionId }
  | { readonly code: "encumbrance" }
  | { readonly code: "overAllowance" };

export interface MoveDecision {
  readonly outcome: "allow" | "warn" | "refuse";
  readonly reason: MoveReason | null;
}

/**
 * Decision (RULES.md §3, §7; enforcement setting): whether a move may be made. The GM always may;
 * with enforcement off, or outside a started combat, every move is allowed. Otherwise the first
 * reason that applies, in this order, stops it: not a movement second; a condition that forfeits
 * movement (named by `conditionBlockingMovement`); immobile by load; beyond the phase allowance.
 * "enforce" refuses such a move, "warn" lets it through with the reason.
 */
export function moveDecision(input: MoveDecisionInput): MoveDecision {
  assertObject("input", input);
  if (typeof input.usedCost !== "number" || typeof input.budget !== "number") throw new RulesError("NOT_A_NUMBER", "usedCost/budget", [input.usedCost, input.budget], "expected numbers");
  if (input.isGM || input.mode === "off" || input.phase === undefined) return { outcome: "allow", reason: null };
  const reason = moveReason(input);
  if (reason === null) return { outcome: "allow", reason: null };
  return { outcome: input.mode === "enforce" ? "refuse" : "warn", reason };
}

function moveReason(input: MoveDecisionInput): MoveReason | null {
  if (input.phase === null) return { code: "notMovementSecond" };
  const condition = conditionBlockingMovement(movementConditions(input.conditions));
  if (condition !== null) return { code: "condition", condition };
  if (input.immobile) return { code: "encumbrance" };
  if (!(input.usedCost <= input.budget)) return { code: "overAllowance" };
  return null;
}

/**
 * Units already used, from the costs of the movement history's waypoints: finite costs summed,
 * rounded and clamped to [0, budget] (history recorded under other limits can exceed the budget).
 */
export function spentUnits(historyCosts: readonly number[], budget: number): number {
  assertList("historyCosts", historyCosts); assertNonNegativeInteger("budget", budget);
  let sum = 0;
  for (const c of historyCosts) if (Number.isFinite(c) && c > 0) sum += c;
  return Math.min(budget, Math.max(0, Math.round(sum)));
}

function assertWindow(window: unknown): asserts window is MoveWindow {
  assertObject("window", window);
  const kind = window["kind"];
  if (kind === "phase") assertIntegerInRange("window.phase", window["phase"], 0, 3);
  else if (kind !== "round" && kind !== "closed") throw new RulesError("INVALID_ARGUMENT", "window", window, 'expected a window of kind "round", "phase" or "closed"');
}
