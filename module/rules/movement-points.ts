/**
 * The movement points of a resolved ruleset (ruleset/points/movement.ts), read once per ruleset
 * into the small tables the movement rules use on every drag frame (RULES.md §4–§5, VARIANTS.md
 * D7). Kept in a WeakMap on the ruleset object: a ruleset is frozen and resolved once per change of
 * the setting, so the points are resolved once too, never per call.
 */
import { RulesError } from "./errors";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import type { ConditionMovesRule, DoubleMoveRule, MovementModesRule } from "./ruleset/points/movement";
import type { ExtraCostStacking } from "./ruleset/config-type";
import { TERRAIN_IDS, isTerrainId, type TerrainId } from "./terrain";

/** @internal What the movement rules read of a ruleset. */
export interface MovementPoints {
  /** The terrain each terrain counts as before adaptation, or null for its own (the book). */
  readonly terrainAs: Readonly<Record<TerrainId, TerrainId>> | null;
  /**
   * The ids of the sources that may count (the `extraCostSources` point's union, in contribution
   * order, without repeats). movement-costs.ts turns them into bits and refuses an id no
   * one declares (rules/movement-sources.ts).
   */
  readonly sources: readonly string[];
  readonly stacking: ExtraCostStacking;
  /** Prone is a crawl (k + 1) instead of a lost phase. */
  readonly proneCrawls: boolean;
  readonly doubleMove: DoubleMoveRule | null;
  /** Stuck and grabbed as 13A reads them (VARIANTS.md row 8); null: RULES.md §7 only. Allowances are unchanged. */
  readonly conditionMoves: ConditionMovesRule | null;
  /** The allowance each movement action reads (VARIANTS.md §6.5); null: every action walks. */
  readonly modes: MovementModesRule | null;
  /** Nothing here changes the book's movement: no source counts, terrain is its own, prone stops. */
  readonly isBook: boolean;
}

const KEPT = new WeakMap<object, MovementPoints>();

/**
 * @internal The movement points of a ruleset, derived once per ruleset object. A value that is not
 * a resolved ruleset (built by hand, or altered) is refused with a RulesError, never half-read.
 */
export function movementPoints(ruleset: Ruleset): MovementPoints {
  if (ruleset === null || typeof ruleset !== "object") throw notARuleset(ruleset);
  const kept = KEPT.get(ruleset);
  if (kept !== undefined) return kept;
  // Only a ruleset resolution made (from a legal config, which it checks) is read: a copy or a
  // forged object is refused, never trusted (its points are code the movement rules run).
  assertRuleset("ruleset", ruleset);
  const derived = derive((ruleset as { points?: unknown }).points);
  if (derived === null) throw notARuleset(ruleset);
  KEPT.set(ruleset, derived);
  return derived;
}

function derive(points: unknown): MovementPoints | null {
  if (points === null || typeof points !== "object") return null;
  const p = points as Record<string, unknown>;
  const lists = p["extraCostSources"];
  if (!Array.isArray(lists)) return null;
  const sources = new Set<string>();
  for (const list of lists as unknown[]) {
    if (!Array.isArray(list)) return null;
    for (const s of list as unknown[]) {
      if (typeof s !== "string") return null;
      sources.add(s);
    }
  }
  const terrainAs = terrainTable(p["terrainAs"]);
  const stacking = p["costStacking"] ?? "additive";
  const prone = p["prone"] ?? null;
  const doubleMove = p["doubleMove"] ?? null;
  // The point values' own shapes (points/movement.ts), not a variant's id.
  if (terrainAs === undefined || !STACKING_VALUES.has(stacking) || (prone !== null && !PRONE_VALUES.has(prone))) return null;
  if (doubleMove !== null && !isDoubleMoveRule(doubleMove)) return null;
  const conditionMoves = p["conditionMoves"] ?? null;
  if (conditionMoves !== null && !isConditionMovesRule(conditionMoves)) return null;
  const modes = p["movementModes"] ?? null;
  if (modes !== null && typeof (modes as { read?: unknown }).read !== "function") return null;
  const isBook = terrainAs === null && sources.size === 0 && prone === null && modes === null;
  return Object.freeze({ terrainAs, sources: Object.freeze([...sources]), stacking: stacking as ExtraCostStacking, proneCrawls: prone !== null, doubleMove, conditionMoves, modes: modes as MovementModesRule | null, isBook });
}

const STACKING_VALUES: ReadonlySet<unknown> = new Set(["additive", "worst"]);
const PRONE_VALUES: ReadonlySet<unknown> = new Set(["crawl"]);

/** The `terrainAs` point as a table over every terrain (null: none; undefined: not a terrain map). */
function terrainTable(as: unknown): Readonly<Record<TerrainId, TerrainId>> | null | undefined {
  if (as === null || as === undefined) return null;
  if (typeof as !== "function") return undefined;
  const out = {} as Record<TerrainId, TerrainId>;
  for (const t of TERRAIN_IDS) {
    const mapped: unknown = (as as (t: TerrainId) => unknown)(t);
    if (!isTerrainId(mapped)) return undefined;
    out[t] = mapped;
  }
  return Object.freeze(out);
}

function isDoubleMoveRule(x: unknown): x is DoubleMoveRule {
  const last = (x as { lastSecond?: unknown } | null)?.lastSecond;
  return typeof x === "object" && Number.isInteger(last) && (last as number) >= 1 && (last as number) <= 20;
}

function isConditionMovesRule(x: unknown): x is ConditionMovesRule {
  const r = x as { teleportEscapes?: unknown; grabberMoves?: unknown } | null;
  return typeof x === "object" && x !== null && Array.isArray(r!.teleportEscapes) && r!.teleportEscapes.every((c) => typeof c === "string") && typeof r!.grabberMoves === "function";
}

function notARuleset(value: unknown): RulesError {
  return new RulesError("INVALID_ARGUMENT", "ruleset", value, "expected a resolved Ruleset (resolveRuleset, BOOK_RULESET)");
}
