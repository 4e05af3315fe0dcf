/**
 * Extra movement costs (VARIANTS.md D7; rows 37, 38, 13): every companion "+1 foot per foot" and
 * "half speed" rule as one cost class (T, k): the hex's effective terrain T (after ER adaptation,
 * as in the book) and an extra-cost count k. Pure.
 *
 * Hexes per round in (T, k) = ⌊A(T) ÷ (1 + k)⌋, where A(T) is the book's hexes per round in T
 * (its own rounding of speed_after_steps ÷ divisor(T)); then conditions, then the 4-3-3-2 split
 * (RULES.md §5 order; D7 as amended 2026-11-25, D8). The mixed-path rule is
 * unchanged: a hex of class c uses 1/A(c) of the phase, with the integer cost table of reach.ts
 * taking the classes "T", "T+1", "T+2"… (cost classes stay integers there).
 *
 * Under the book (BOOK_RULESET) no source counts (k = 0 everywhere) and prone loses the phase:
 * every function that takes the ruleset returns the book's output. Which sources count, how they
 * stack and what prone does are the ruleset's movement points (ruleset/points/movement.ts).
 */
import { storedModeSpeeds } from "./mode-speeds";
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { MAX_SPEED, assertAtMost, assertList } from "./bounds";
import { conditionBlockingMovement, movementEffect, type ConditionId, type MovementEffect } from "./conditions";
import { TERRAIN_DIVISOR_TENTHS, assertTerrainId, isTerrainId, type TerrainId } from "./terrain";
import type { ExtraCostStacking } from "./ruleset/config-type";
import type { ExtraCostSource } from "./ruleset/points/movement";
import type { Ruleset } from "./ruleset/resolve";
import { movementPoints, type MovementPoints } from "./movement-points";
import { SOURCES } from "./movement-sources";

export type { ExtraCostSource };
/** Every extra-cost source, in table order: the core's, then the modules' declarations (movement-sources.ts). */
export const EXTRA_COST_SOURCES: readonly ExtraCostSource[] = SOURCES.ids;

/**
 * Decision (VARIANTS.md D7 table): the k each source adds, as declared. A difficult hazard +1
 * however many overlap (004:L81), crawling +1 (004:L41); a module's own sources declare theirs.
 */
export const EXTRA_COSTS: Readonly<Record<ExtraCostSource, number>> = SOURCES.cost;
const BIT = SOURCES.bit;

/** Decision (VARIANTS.md D7 "worst", 002:L33): under "worst" stacking, k is capped at 1 (half speed). */
export const WORST_STACKING_CAP = 1;

/** The largest k: every declared source once, added (D7 additive). */
export const MAX_EXTRA_COST: number = SOURCES.maxK;

const COUNTED = new WeakMap<MovementPoints, number>();

/**
 * @internal The sources a ruleset lets count, as bits. A source no one declares is refused (a
 * RulesError), as a ruleset that is not resolved is.
 */
export function countedBits(points: MovementPoints): number {
  let mask = COUNTED.get(points);
  if (mask !== undefined) return mask;
  mask = 0;
  for (const s of points.sources) {
    if (!isExtraCostSource(s)) throw new RulesError("INVALID_ARGUMENT", "ruleset.points.extraCostSources", s, `expected one of ${EXTRA_COST_SOURCES.join(", ")}`);
    mask |= BIT[s]!;
  }
  COUNTED.set(points, mask);
  return mask;
}

export function isExtraCostSource(x: unknown): x is ExtraCostSource {
  return typeof x === "string" && Object.prototype.hasOwnProperty.call(BIT, x);
}

/** Throws RulesError unless `sources` is a list of extra-cost sources. */
export function assertExtraCostSources(name: string, sources: unknown): asserts sources is readonly ExtraCostSource[] {
  assertList(name, sources);
  (sources as readonly unknown[]).forEach((s, i) => {
    if (!isExtraCostSource(s)) throw new RulesError("INVALID_ARGUMENT", `${name}[${i}]`, s, `expected one of ${EXTRA_COST_SOURCES.join(", ")}`);
  });
}

/** @internal The sources as a bit set: each source counts once, however often it is named. */
export function extraCostMask(sources: readonly ExtraCostSource[]): number {
  let mask = 0;
  for (const s of sources) mask |= BIT[s]!;
  return mask;
}

/** @internal k of a bit set of sources (inputs already validated). */
export function combineMaskUnchecked(mask: number, stacking: ExtraCostStacking): number {
  let sum = 0;
  let worst = 0;
  for (const s of EXTRA_COST_SOURCES) {
    if ((mask & BIT[s]!) === 0) continue;
    const k = EXTRA_COSTS[s]!;
    sum += k;
    if (k > worst) worst = k;
  }
  return stacking === "worst" ? Math.min(WORST_STACKING_CAP, worst) : sum;
}

/**
 * Decision (VARIANTS.md D7 stacking, D9): the k of a set of sources. A source named twice counts
 * once (two overlapping hazards are still +1; crawling because prone and by the crawl action is one
 * crawl). "additive" (A5E, 004:L81) sums them; "worst" (002:L33) keeps the largest, capped at 1.
 */
export function combineExtraCosts(sources: readonly ExtraCostSource[], stacking: ExtraCostStacking): number {
  assertExtraCostSources("sources", sources);
  if (stacking !== "additive" && stacking !== "worst") throw new RulesError("INVALID_ARGUMENT", "stacking", stacking, 'expected "additive" or "worst"');
  return combineMaskUnchecked(extraCostMask(sources), stacking);
}

/**
 * Decision (VARIANTS.md D7, amended 2026-11-25; D8): hexes per round in cost class (T, k), before
 * conditions: ⌊A(T) ÷ (1 + k)⌋, where A(T) is the book's hexes in T (round-half-up of speed ÷
 * divisor(T), exact with d = divisor in tenths: ⌊(20·speed + d) / 2d⌋). The book's part rounds as
 * the book does; the companion's extra cost rounds down, so (1 + k) hexes of cost never add up to
 * more than A(T) ("move a distance up to your Speed", 004:L3; speed 11 on a hazard is 5, not 6).
 * With k = 0 this is the book's `hexesPerRound`.
 */
export function classHexesPerRound(speed: number, terrain: TerrainId, k: number): number {
  assertNonNegativeInteger("speed", speed); assertAtMost("speed", speed, MAX_SPEED);
  assertTerrainId("terrain", terrain);
  assertIntegerInRange("k", k, 0, MAX_EXTRA_COST);
  return classHexesPerRoundUnchecked(speed, terrain, k);
}

/** @internal hot path, inputs already validated. */
export function classHexesPerRoundUnchecked(speed: number, terrain: TerrainId, k: number): number {
  const d = TERRAIN_DIVISOR_TENTHS[terrain];
  return Math.floor(Math.floor((20 * speed + d) / (2 * d)) / (1 + k));
}

/** The cost-class string of (T, k): "forest" for k = 0 (the book's classes), "forest+2" otherwise. */
export function costClass(terrain: TerrainId, k: number): string {
  assertTerrainId("terrain", terrain); assertIntegerInRange("k", k, 0, MAX_EXTRA_COST);
  return k === 0 ? terrain : `${terrain}+${k}`;
}

/** The (T, k) of a cost-class string, or null when it is not one. */
export function parseCostClass(cls: unknown): { terrain: TerrainId; k: number } | null {
  if (typeof cls !== "string") return null;
  const plus = cls.indexOf("+");
  if (plus < 0) return isTerrainId(cls) ? { terrain: cls, k: 0 } : null;
  const terrain = cls.slice(0, plus);
  const digits = cls.slice(plus + 1);
  if (!isTerrainId(terrain) || !/^[1-9]$/.test(digits)) return null;
  const k = Number(digits);
  return k <= MAX_EXTRA_COST ? { terrain, k } : null;
}

/**
 * The terrain of a hex as the terrain model sees it (VARIANTS.md §6.3): the ruleset's `terrainAs`
 * point, or the hex's own terrain under the book. The map's terrain is kept (and still drives
 * overland travel); only the tactical cost reads this.
 */
export function terrainUnderModel(terrain: TerrainId, ruleset: Ruleset): TerrainId {
  assertTerrainId("terrain", terrain);
  const as = movementPoints(ruleset).terrainAs;
  return as === null ? terrain : as[terrain];
}

/** Whether hazard regions count (VARIANTS.md §6.3): a module lets the "hazard" source count; the book ignores them. */
export function hazardsCount(ruleset: Ruleset): boolean {
  return (countedBits(movementPoints(ruleset)) & BIT["hazard"]!) !== 0;
}

/**
 * Decision (VARIANTS.md §4.3, row 13; Foundry's movement action ids): the action each declared
 * source names incurs that source ("swim", "climb" and "crawl" their namesakes, a module's own
 * action its own), when the ruleset lets it count; every other action (walk, fly, jump, burrow,
 * blink, displace…) adds nothing. Under the book no action adds anything.
 */
export const SPECIAL_MOVEMENT_ACTIONS: Readonly<Record<string, ExtraCostSource>> = SOURCES.byAction;

/**
 * The extra-cost source of a Foundry movement action under the ruleset, or null: the action's
 * source when a module lets it count (the `extraCostSources` point: swim, climb and crawl under
 * special movement, 002:L33 and 004:L22; swim alone under OSE's swimming, 003:L258).
 */
export function movementActionSource(action: unknown, ruleset: Ruleset): ExtraCostSource | null {
  return actionSourceUnchecked(action, movementPoints(ruleset));
}

/** @internal {@link movementActionSource} with the points already read. */
export function actionSourceUnchecked(action: unknown, points: MovementPoints): ExtraCostSource | null {
  if (typeof action !== "string" || !Object.prototype.hasOwnProperty.call(SPECIAL_MOVEMENT_ACTIONS, action)) return null;
  const source = SPECIAL_MOVEMENT_ACTIONS[action]!;
  return (countedBits(points) & BIT[source]!) !== 0 ? source : null;
}

/** @internal The sources of `mask` that the ruleset lets count (the union of the `extraCostSources` point). */
export function countedMask(mask: number, points: MovementPoints): number {
  return mask & countedBits(points);
}

/** The conditions' effect on movement under a ruleset (VARIANTS.md §8). */
export interface ConditionMovement {
  /** The worst of none / half / normal among the conditions that are not a crawl. */
  readonly effect: MovementEffect;
  /** The mover crawls (prone under the `prone` point "crawl"): k + 1. */
  readonly crawl: boolean;
  /** The condition that stops movement, or null (RULES.md §7 order). */
  readonly blockedBy: ConditionId | null;
}

/**
 * Decision (VARIANTS.md §6.4, §8, 004:L41): when the ruleset's `prone` point is "crawl" the prone
 * condition is a crawl — k + 1 (D7, before the terrain rounding) — instead of the book's lost phase
 * (000:L28, GX-0b). A crawl is not ranked against "half": a prone, squeezing mover crawls and is
 * halved (GA-8); "none" from any other condition still overrides everything. Under the book this is
 * RULES.md §7 unchanged.
 */
export function conditionMovement(conditions: readonly string[], ruleset: Ruleset): ConditionMovement {
  const points = movementPoints(ruleset);
  assertList("conditions", conditions);
  return conditionMovementUnchecked(conditions, points);
}

/** @internal {@link conditionMovement} with the points read and the list checked. */
export function conditionMovementUnchecked(conditions: readonly string[], points: MovementPoints): ConditionMovement {
  if (!points.proneCrawls || !conditions.includes("prone")) {
    return { effect: movementEffect(conditions), crawl: false, blockedBy: conditionBlockingMovement(conditions) };
  }
  const others = conditions.filter((c) => c !== "prone");
  return { effect: movementEffect(others), crawl: true, blockedBy: conditionBlockingMovement(others) };
}

/** Whether the ruleset's prone crawls (the `prone` point "crawl", VARIANTS.md §6.4): standing up then costs half a phase. */
export function proneCrawls(ruleset: Ruleset): boolean {
  return movementPoints(ruleset).proneCrawls;
}

/** What a mover meets at one hex (VARIANTS.md D7): the hex's hazard, its conditions, its movement action. */
export interface ExtraCostSituation {
  readonly hazard?: boolean;
  readonly conditions?: readonly string[];
  readonly action?: string | null;
  /** The mover's speeds of its own as stored (VARIANTS.md §6.5): an action read by one costs no extra, and a flier meets no hazard; absent: none. */
  readonly speeds?: unknown;
}

/**
 * The extra-cost sources that count for a mover at a hex under the ruleset, in table order (for
 * the ruler's "difficult +k (…)"): the hazard when a module counts hazards, the crawl of prone under
 * "crawl" or of the crawl action (one crawl), climbing and swimming, each when a module counts it.
 * Their k is {@link combineExtraCosts} under the ruleset's stacking ({@link extraCostsAt}).
 */
export function countedExtraCosts(situation: ExtraCostSituation, ruleset: Ruleset): ExtraCostSource[] {
  if (situation === null || typeof situation !== "object") throw new RulesError("INVALID_ARGUMENT", "situation", situation, "expected { hazard, conditions, action }");
  const points = movementPoints(ruleset);
  // VARIANTS.md §6.5: an action that reads a speed of the mover's own adds no k, and hazards only where that speed meets them.
  const reading = points.modes === null ? null : points.modes.read(situation.action ?? null, storedModeSpeeds(situation.speeds));
  const own = reading !== null && reading.kind === "speed";
  let mask = situation.hazard === true && !(own && !reading.hazards) ? BIT["hazard"]! : 0;
  const source = own ? null : actionSourceUnchecked(situation.action ?? null, points);
  if (source !== null) mask |= BIT[source]!;
  mask = countedMask(mask, points);
  if (conditionMovement(situation.conditions ?? [], ruleset).crawl) mask |= BIT["crawl"]!;
  return EXTRA_COST_SOURCES.filter((s) => (mask & BIT[s]!) !== 0);
}

/** The counted sources at a hex ({@link countedExtraCosts}) and their k under the ruleset's stacking. */
export function extraCostsAt(situation: ExtraCostSituation, ruleset: Ruleset): { readonly k: number; readonly sources: readonly ExtraCostSource[] } {
  const sources = countedExtraCosts(situation, ruleset);
  return { k: combineMaskUnchecked(extraCostMask(sources), movementPoints(ruleset).stacking), sources };
}

