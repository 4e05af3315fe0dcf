/**
 * Fuzz targets of the rules core: every function exported by module/rules/index.ts. Contract of
 * each: a correct result or a RulesError with a known code. "Correct" is checked generically (no
 * TypeError or other throw, no NaN, ±Infinity or number beyond 2^53 in the result, no call slower
 * than a second) and, where the JSDoc states one, by the function's own invariant. Inputs are
 * well-formed baselines with hostile parts (see harness.ts).
 */
import fc from "fast-check";
import * as rules from "../../module/rules";
import { RulesError, type RulesErrorCode } from "../../module/rules";
import { badNumberIn, faultClassOf, mutated, type FuzzTarget } from "./harness";
import { movementPoints } from "../../module/rules/movement-points";
import { RESOLUTION_SPECS } from "./resolution-targets";
import * as osrLoads from "../../module/rules/modules/encumbrance/osr-loads";
import * as oseBasic from "../../module/rules/modules/encumbrance/ose-basic";
import * as oseDetailed from "../../module/rules/modules/encumbrance/ose-detailed";
import * as oseTiers from "../../module/rules/modules/encumbrance/ose-tiers";
import * as osrTravel from "../../module/rules/modules/travel/osr";
import * as oseTravel from "../../module/rules/modules/travel/ose";
import { a13InitiativeBonus } from "../../module/rules/modules/initiative/a13";
import { d20Second } from "../../module/rules/modules/initiative/d20-anchor";
import { dexOrderSecond } from "../../module/rules/modules/initiative/osr-dex";
import { oseSecond } from "../../module/rules/modules/initiative/ose-side";
import { oseDexInitiativeAdjustment } from "../../module/rules/modules/initiative/ose-individual";
import { escalationFor } from "../../module/rules/modules/combat/escalation-die";
import { osrChaseDc } from "../../module/rules/modules/travel/osr-chase";
import { TURN_SPECS } from "./turn-targets";
import { WORLD_SPECS } from "./world-targets";
import { MOUNTED_SPECS } from "./mounted-targets";
import { SPACE_SPECS } from "./space-targets";
import { MODES_SPECS } from "./modes-targets";
import { POSITIONING_SPECS } from "./positioning-targets";
import { EVASION_SPECS } from "./evasion-targets";
import { WATER_SPECS } from "./water-targets";
import { CONDITION_SPECS } from "./condition-targets";
import { TIME_BEYOND_SPECS } from "./time-beyond-targets";
import { ENGAGEMENT_SPECS } from "./engagement-targets";
import { WORLD_CLOCK_SPECS } from "./world-clock-targets";
import { TIME_SPECS } from "./time-targets";
import { WILDERNESS_SPECS } from "./wilderness-targets";
import { DAYS_SPECS } from "./days-targets";

/** The resolved rulesets of the presets (what the movement rules take), and their movement points (what their internal hot paths take). */
const R = (config: rules.VariantConfig): rules.Ruleset => rules.resolveRuleset(config);
const PRESET_POINTS = Object.values(rules.PRESETS).map((c) => movementPoints(R(c)));

const CODES: ReadonlySet<RulesErrorCode> = new Set<RulesErrorCode>([
  "NOT_A_NUMBER", "NOT_FINITE", "NOT_INTEGER", "NEGATIVE", "OUT_OF_RANGE", "UNKNOWN_TERRAIN", "UNKNOWN_CONDITION", "UNKNOWN_GROUP", "INVALID_ARGUMENT",
]);
const SLOW_MS = 1000;

type Fn = (...args: unknown[]) => unknown;
type Invariant = (args: unknown[], result: unknown) => string | null;

export interface RulesSpec {
  /** Well-formed argument lists. */
  readonly args: readonly (readonly unknown[])[];
  readonly invariant?: Invariant;
  /** `@internal` hot paths: fuzzed within their documented domain only (their callers validate). */
  readonly internal?: fc.Arbitrary<unknown[]>;
  /**
   * How one argument list is used, when calling the export with it is not the whole public surface
   * (a class: construct it, then call its public methods). By default a function is called and a
   * class is constructed with `new`.
   */
  readonly drive?: (args: unknown[]) => unknown;
  /**
   * A result's documented ±Infinity answers (e.g. "Infinity when someone cannot travel"), as the
   * result with exactly those fields taken out, or the result itself when it has none. The generic
   * check then runs on what is left, so every other field is still held to "no NaN, no ±Infinity".
   */
  readonly documentedInfinity?: (result: unknown) => unknown;
}

const H = (over: Partial<rules.LoadHistory> = {}): rules.LoadHistory => ({ ...rules.EMPTY_LOAD_HISTORY, ...over });
/** A fuzzed config argument as the ruleset a function takes: a config that is not legal is refused as the function once refused it. */
function rulesetOf(config: unknown): rules.Ruleset {
  if (!rules.isVariantConfig(config)) throw new rules.RulesError("INVALID_ARGUMENT", "config", config, "expected a variant config");
  return rules.resolveRuleset(config);
}
/** A companion travel model and forced-march rule as a ruleset (a pair no legal config holds is refused). */
function travelRulesetOf(model: unknown, forcedMarch: unknown): rules.Ruleset {
  const r = rules.changeVariants(rules.BOOK_CONFIG, { travel: { model, forcedMarch } } as never);
  if (!r.ok) throw new rules.RulesError("INVALID_ARGUMENT", "model", model, "expected a companion travel model and a forced-march rule it allows");
  return rulesetOf(r.config);
}
/** The book's ruleset, then each preset's: what `ruled` picks by index. */
const RULESETS_BY_INDEX: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const OSE_INDEX = 1 + Object.keys(rules.PRESETS).indexOf("ose");
/**
 * Calls a function of `arity` arguments and then the ruleset the next argument names by index (any
 * other value, a mutation's, is passed as it is: a missing or forged ruleset), then the rest.
 */
const ruled = (fn: (...args: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [];
  const k = list[arity];
  const ruleset = typeof k === "number" && RULESETS_BY_INDEX[k] ? RULESETS_BY_INDEX[k] : k;
  return (fn as (...a: unknown[]) => unknown)(...Array.from({ length: arity }, (_, i) => list[i]), ruleset, ...list.slice(arity + 1));
};
const action = (round: number, score: number, casting = 0) => rules.planAction(round, score, casting);
const state = (id: string, over: Partial<rules.CombatantState> = {}): rules.CombatantState => ({
  id, action: action(1, 8), tieBreak: 1, conditions: [], defeated: false, ...over,
});
const parts = { quickness: -1, weapon: 2, encumbrance: 1, other: 0 };
const table = rules.buildCostTable({ optimal: 6, plains: 4, hills: 3, mountains: 0 });
/** A move plan's input: a speed-12 mover on an odd-row hex scene, outside combat unless `over` says otherwise. */
const planInput = (over: Partial<rules.MovePlanInput> = {}): rules.MovePlanInput => ({
  gridType: 2, profile: { speed: 12, adaptation: { forest: "tundra" }, sureFooted: true, encumbranceSteps: 1, immobile: false }, conditions: ["dazed"],
  combat: null, memory: rules.NO_VARIANT_MEMORY as unknown as Readonly<Record<string, unknown>>, doubleMoveRound: undefined, stoodUp: undefined, ...over,
});
const mover: rules.Mover = { speed: 12, adaptation: { forest: "tundra" }, sureFooted: true, encumbranceSteps: 1, immobile: false, conditions: ["dazed"] };
const combatant = (id: string, over: Partial<rules.RoundCombatantInput> = {}): rules.RoundCombatantInput => ({
  state: state(id, { action: rules.NO_ACTION }), name: id, hidden: false, parts, ...over,
});
const cube = { q: 2, r: -3, s: 1 };
const V_A13 = rules.PRESETS.a13;
const V_OSE = rules.PRESETS.ose;
const V_OSR = rules.PRESETS.osr;
/** The rulesets of the presets, for the functions that take a resolved ruleset. */
const R_A13 = rules.resolveRuleset(V_A13);
const R_OSE = rules.resolveRuleset(V_OSE);
const R_OSR = rules.resolveRuleset(V_OSR);
const vIn = (id: string, memory: rules.VariantMemory = rules.NO_VARIANT_MEMORY): rules.VariantCombatantInput => ({ actor: { dex: 12, level: 2, slow: false }, side: "friendly", group: id, pc: true, memory });
/** VARIANTS.md D7 (amended 2026-11-25): (1 + k) hexes of cost never add up to more than the book's hexes in T. */
const classHexesInvariant: Invariant = ([speed, terrain, k], r) => {
  if (!isInt(r) || (r as number) < 0 || (r as number) > (speed as number)) return "hexes not in 0..speed";
  return (r as number) * (1 + (k as number)) <= rules.hexesPerRound(speed as number, terrain as rules.TerrainId) ? null : "allowance × cost exceeds the book's hexes";
};
/**
 * VARIANTS.md §3.3 (001:L100, 002:L44): acting from a hold never lands before the count it was held
 * at: later in the held round, or (13A) in the round after it.
 */
const actNowInvariant: Invariant = ([input], r) => {
  const { action: a, memory: m, now } = input as rules.ActNowInput;
  const held = a;
  const memory = m;
  const lands = (r as { action: rules.ActionRecord }).action.landsAt;
  const count = (now as rules.ClockTime).round === memory.held
    ? rules.scheduleAction(Math.max(1, held.startedRound), held.score, held.castingSeconds).absolute
    : rules.toAbsolute({ round: memory.held, second: 20 });
  return lands > count ? null : "acting from a hold lands at or before its count";
};
const loadInvariant: Invariant = (_a, r) => {
  const h = r as rules.LoadHistory;
  try {
    rules.overCapacityMinutes(h);
  } catch {
    return "returned a history its own validation refuses";
  }
  return h.overCapacitySeconds > rules.MAX_LOAD_SECONDS || h.unloadedSeconds > rules.MAX_LOAD_SECONDS ? "history seconds beyond MAX_LOAD_SECONDS" : null;
};
const isInt = (x: unknown) => typeof x === "number" && Number.isSafeInteger(x);

// Painted terrain (terrain-paint.ts): a store with one stroke in its log, the same compacted, and a record to undo.
const FOREST_PAINT: rules.PaintValue = { terrain: "forest", steep: false };
const paintPlan = rules.planStroke(rules.PaintedTerrain.from(undefined), "s1", [{ i: 1, j: 1 }, { i: 1, j: 2 }, { i: 3, j: 0 }], FOREST_PAINT, 1000)!;
const paintLogged = rules.applyWrite({ chunks: {}, strokes: { old: { t: 5, c: "f2,2,1" } } }, paintPlan.write);
const paintCompacted = rules.applyWrite(paintLogged, rules.planCompaction(paintLogged)!);
const storeLogged = rules.PaintedTerrain.from(paintLogged);
const storeCompacted = rules.PaintedTerrain.from(paintCompacted);
const onSmallMap = (o: rules.Offset) => o.i >= 0 && o.i < 12 && o.j >= 0 && o.j < 12;
const stripes = (o: rules.Offset) => ((o.i + 2 * o.j) % 5 === 0 ? "hills" : "plains");
/** A PaintedTerrain exercised as the adapters use it: built from stored data, then looked up, then a stroke applied. */
const drivePaintedTerrain = ([data, offset, chunk, stroke]: unknown[]): unknown => {
  const empty = new rules.PaintedTerrain();
  let store: rules.PaintedTerrain;
  try {
    store = rules.PaintedTerrain.from(data);
  } catch (error) {
    return { fromThrew: error instanceof Error ? error.name : typeof error };
  }
  const out = {
    empty: empty.paintedCount,
    count: store.paintedCount,
    stamp: store.maxStamp,
    order: [...store.strokeOrder],
    problems: store.problems.length,
    chunks: store.chunkStrings(),
    keys: store.chunkKeys(),
    one: store.chunkString(chunk as string),
    area: store.areaAt(offset as rules.Offset),
    code: store.codeOf(offset as rules.Offset),
  };
  store.applyEncoded(stroke as string);
  return { ...out, after: store.paintedCount };
};

export const RULES_SPECS: Readonly<Record<string, RulesSpec>> = {
  RulesError: { args: [["OUT_OF_RANGE", "x", 1, "detail"]] },
  assertFiniteNumber: { args: [["x", 1.5]] },
  assertNonNegativeNumber: { args: [["x", 1.5]] },
  assertPositiveNumber: { args: [["x", 1.5]] },
  assertInteger: { args: [["x", -3]] },
  assertNonNegativeInteger: { args: [["x", 3]] },
  assertIntegerInRange: { args: [["x", 3, 1, 20]] },
  assertTerrainId: { args: [["t", "hills"]] },
  assertTerrainAdaptation: { args: [["a", { forest: "tundra" }]] },
  assertClockTime: { args: [["t", { round: 2, second: 5 }]] },
  assertCube: { args: [["c", cube]] },
  assertOffset: { args: [["o", { i: 3, j: -2 }]] },
  assertObject: { args: [["o", { a: 1 }]] },
  assertList: { args: [["l", [1, 2]]] },
  assertAtMost: { args: [["x", 5, 10]] },
  assertFieldsAtMost: { args: [["o", { a: 5 }, { a: 10 }]] },
  isTerrainId: { args: [["hills"]] },
  isConditionId: { args: [["prone"]] },
  isEnforcementMode: { args: [["warn"]] },
  hexesPerRound: {
    args: [[12, "plains"], [200, "mountains"], [0, "optimal"]],
    invariant: ([speed], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= (speed as number) ? null : "hexes not in 0..speed"),
  },
  hexesPerRoundUnchecked: {
    args: [[12, "plains"]],
    internal: fc.tuple(fc.integer({ min: 0, max: rules.MAX_SPEED }), fc.constantFrom(...rules.TERRAIN_IDS)),
    invariant: ([speed], r) => (isInt(r) && (r as number) <= (speed as number) ? null : "hexes not in 0..speed"),
  },
  nativeAdaptation: { args: [["forest"], ["optimal"]] },
  adaptTerrain: { args: [["hills", { hills: "desert" }, { sureFooted: true, steep: false }], ["swamp", undefined, undefined]] },
  adaptTerrainUnchecked: {
    args: [["hills", {}, true, false]],
    internal: fc.tuple(fc.constantFrom(...rules.TERRAIN_IDS), fc.constant(rules.NATIVE), fc.boolean(), fc.boolean()),
  },
  movementPhaseAt: { args: [[6], [7]] },
  splitPhases: {
    args: [[12], [0], [200]],
    invariant: ([n], r) => {
      const p = r as readonly number[];
      if (p.reduce((a, b) => a + b, 0) !== n) return "phases do not sum to the round's hexes";
      return p.every((x, i) => i === 0 || p[i - 1]! >= x) ? null : "phases not sorted largest first";
    },
  },
  splitPhasesUnchecked: {
    args: [[12]],
    internal: fc.tuple(fc.integer({ min: 0, max: rules.MAX_SPEED })),
    invariant: ([n], r) => ((r as readonly number[]).reduce((a, b) => a + b, 0) === n ? null : "phases do not sum to the round's hexes"),
  },
  toAbsolute: {
    args: [[{ round: 3, second: 7 }]],
    invariant: ([t], r) => {
      const back = rules.fromAbsolute(r as number);
      const tt = t as rules.ClockTime;
      return back.round === tt.round && back.second === tt.second ? null : "fromAbsolute(toAbsolute(t)) ≠ t";
    },
  },
  fromAbsolute: { args: [[21], [455]], invariant: ([n], r) => (rules.toAbsolute(r as rules.ClockTime) === n ? null : "toAbsolute(fromAbsolute(n)) ≠ n") },
  nextEvent: { args: [[{ round: 2, second: 5 }, [7, 13], "events"], [{ round: 1, second: 20 }, [], "every"]] },
  previousEvent: { args: [[{ round: 2, second: 5 }, [3], "events"], [{ round: 2, second: 1 }, [], "every"]] },
  actionLanding: { args: [[13], [15, 8], [40, 0]] },
  scheduleAction: { args: [[1, 13], [2, 15, 8], [5, 40, 25]] },
  rollsInitiativeInRound: { args: [[rules.scheduleAction(1, 15, 30), 2]] },
  delayAction: { args: [[3]] },
  speechActionableFrom: { args: [[{ round: 4, second: 12 }]] },
  tieBreakOrder: {
    args: [[{ score: 8, tieBreak: 1 }, { score: 8, tieBreak: 2 }], [{ score: 3, tieBreak: 2 }, { score: 9, tieBreak: 1 }]],
    invariant: ([a, b], r) => (rules.tieBreakOrder(b as rules.TieBreakEntry, a as rules.TieBreakEntry) === -(r as number) || r === 0 ? null : "not antisymmetric"),
  },
  initiativeModifierParts: { args: [[{ quickness: 25, weapon: 2, encumbranceSteps: 1, other: -1 }], [{}]] },
  initiativeScore: {
    args: [[{ roll: 11, quickness: 25, weapon: 2, encumbranceSteps: 1, other: -1 }], [{ roll: 2, quickness: 999 }]],
    invariant: (_a, r) => (isInt(r) && (r as number) >= 1 ? null : "score below 1 or not whole"),
  },
  encumbrance: {
    args: [
      [{ group: "character", carried: 60, bodyWeight: 160, towing: false }],
      [{ group: "packAnimal", carried: 400, capacity: 300, step: 25, towing: true }],
      [{ group: "other", carried: 30, capacity: 20 }],
    ],
    invariant: (_a, r) => (isInt((r as rules.EncumbranceResult).steps) && (r as rules.EncumbranceResult).steps >= 0 ? null : "steps not a whole number ≥ 0"),
  },
  persistentSteps: { args: [[3]] },
  overCapacityMinutes: { args: [[H({ overCapacitySeconds: 600 })]] },
  advanceLoad: { args: [[H({ loadedSteps: 2, overCapacitySeconds: 100 }), 600], [H({ overCapacitySeconds: 2000 }), 14400]], invariant: loadInvariant },
  changeLoad: { args: [[H({ loadedSteps: 3, overCapacitySeconds: 3600 }), 5000, 0], [H(), 10, 2]], invariant: loadInvariant },
  updateLoad: { args: [[H({ loadedSteps: 3, overCapacitySeconds: 1700 }), { now: 5000, deltaSeconds: 200, steps: 0 }]], invariant: loadInvariant },
  persistentStepsAt: { args: [[H({ droppedAt: 100, droppedSteps: 3 }), 200]] },
  stepsInForce: { args: [[{ loaded: 2, persistent: 1, forcedMarch: 1 }], [{}]] },
  dailyActivityHalfHours: { args: [[3]] },
  dailyActivityHours: { args: [[3]] },
  dailyMilesAfterSteps: { args: [[20, 3]] },
  effectiveDailyMiles: { args: [[20, 6.5]] },
  forcedMarchSteps: { args: [[10, 8, 0], [9.5, 8, 0], [10, 8, OSE_INDEX]], drive: ruled(rules.forcedMarchSteps, 2) },
  travelDays: {
    args: [[3, "hills", 0], [2.5, "optimal", 0], [3, "hills", OSE_INDEX]],
    drive: ruled(rules.travelDays, 2),
    invariant: ([d], r) => ((r as number) >= (d as number) ? null : "fewer days than on the road"),
  },
  travelDaysRounded: { args: [[3, "hills"]] },
  // Under OSE the load's exact share is the options' `load` (required there, refused elsewhere).
  milesPerDayInTerrain: {
    args: [[20, "swamp", {}, 0], [18, "hills", { load: { num: 3, den: 4 } }, OSE_INDEX], [24, "optimal", { load: { num: 1, den: 1 } }, OSE_INDEX]],
    drive: ruled(rules.milesPerDayInTerrain, 3),
    invariant: ([miles], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= 2 * (miles as number) ? null : "miles outside 0…2 × the miles given"),
  },
  meleeReaches: {
    args: [[2, 5, 10], [6, 5, null], [null, 15, null], [1, 100, null]],
    invariant: ([h, , reach], r) => (h === null || (h as number) <= 1 ? (r === true ? null : "an adjacent target not reached") : reach === null && r === true ? "beyond adjacency with no reach" : null),
  },
  oseTreasureCoins: {
    args: [[1590, [{ kind: "treasure", weight: 1, quantity: 10 }, { kind: "gear", weight: 50, quantity: 1 }]], [0, []]],
    invariant: ([coins], r) => (typeof r === "number" && r >= (coins as number) ? null : "less treasure than the coins"),
  },
  movementEffect: { args: [[["squeezing", "dazed"]]] },
  conditionBlockingMovement: { args: [[["prone"]]] },
  conditionLimitingMovement: { args: [[["squeezing"]]] },
  canAct: { args: [[["stunned"]]] },
  rollsInitiative: { args: [[["unconscious"]]] },
  movementAllowance: {
    args: [
      [{ speed: 12, terrain: "forest", adaptation: { forest: "tundra" }, sureFooted: true, steep: false, encumbranceSteps: 2, immobile: false, conditions: ["squeezing"] }, rules.BOOK_RULESET],
      [{ speed: 12, terrain: "hills", encumbranceSteps: 0, conditions: ["prone"], extraCosts: ["hazard", "swim"] }, R(rules.PRESETS.a5e)],
    ],
    invariant: ([input], r) => {
      const m = r as rules.MovementResult;
      if (m.phases.reduce((a, b) => a + b, 0) !== m.hexesPerRound) return "phases do not sum to the round's hexes";
      return m.hexesPerRound <= (input as rules.MovementInput).speed ? null : "more hexes than speed";
    },
  },
  pathShare: { args: [[{ optimal: 3, plains: 2, hills: 0 }, ["optimal", "plains"]], [{ forest: 1 }, ["forest", "forest"]]] },
  remainingHexes: { args: [[{ numerator: 1, denominator: 3 }, 6]] },
  phaseAllowancesByTerrain: { args: [[{ speed: 12, encumbranceSteps: 1, conditions: [] }, 2, rules.BOOK_RULESET], [{ speed: 12, encumbranceSteps: 0, conditions: ["prone"], extraCosts: ["hazard"] }, 0, R(rules.PRESETS.a5e)]] },
  carriedWeight: { args: [[[{ weight: 2.5, quantity: 3 }, { weight: 10 }]], [[]]] },
  weaponInHandModifier: { args: [[[2, -2]], [[]]] },
  packedLoad: {
    args: [[[{ id: "pack", weight: 2, isContainer: true, capacity: 30 }, { id: "rope", weight: 5, container: "pack" }, { id: "bag", weight: 1, isContainer: true, carried: false, container: "pack" }, { id: "gem", weight: 0.1, quantity: 9, container: "bag" }]], [[]]],
    invariant: (_args, r) => {
      const l = r as rules.PackedLoad;
      return l.containers.every((c) => c.contents >= 0) && l.counted >= 0 && l.kit >= 0 && l.setDown >= 0 ? null : "a negative weight";
    },
  },
  towingInForce: { args: [[false, "wagon", [{ id: "wagon", weight: 400, isContainer: true, wheeled: true }]], [true, null, []], [false, "", []]] },
  quicknessInForce: { args: [[20, [35, 10]], [5, []]] },
  mergeAdaptations: { args: [[{ forest: "tundra" }, { hills: "desert" }], []] },
  minutesToSeconds: { args: [[25], [1.5]] },
  wholeMinutes: { args: [[125]] },
  persistentEndsAt: { args: [[100], [null]] },
  persistentSecondsLeft: { args: [[100, 400], [null, 5]] },
  persistentExpired: { args: [[100, 400], [null, 5]] },
  initiativeFromParts: { args: [[11, parts]] },
  planAction: { args: [[1, 13], [2, 15, 8, 1]] },
  withCasting: { args: [[action(2, 12), 30]] },
  withCastingAt: {
    args: [[action(2, 12), 30, { round: 2, second: 5 }], [action(2, 5), 3, { round: 2, second: 12 }]],
    // Decision (late score): the landing is never before the clock it was set at.
    invariant: (args, r) => {
      const now = args[2] as rules.ClockTime;
      return (r as rules.ActionRecord).landsAt >= rules.toAbsolute(now) ? null : "a spell marked at now lands before now";
    },
  },
  castingStartsAt: {
    args: [[rules.withCasting(action(2, 12), 5)], [action(2, 12)]],
    // VARIANTS.md §13.3 row 7: a casting begins before (or as) the spell lands, never before the first second.
    invariant: (args, r) => (r === null || ((r as number) >= 1 && (r as number) < (args[0] as rules.ActionRecord).landsAt) ? null : "a casting begins outside the action"),
  },
  delayedAction: { args: [[action(2, 12), 2]] },
  ableToAct: { args: [[{ conditions: ["stunned"], defeated: false }]] },
  actionSecondIn: { args: [[state("a"), 1]] },
  actionSecondsIn: { args: [[[state("a"), state("b", { action: action(1, 15) })], 1]] },
  actingAt: { args: [[[state("a"), state("b")], { round: 1, second: 8 }]] },
  compareForRound: {
    args: [[state("a"), state("b", { action: action(1, 15) }), 1], [state("a", { tieBreak: 2 }), state("b"), 1]],
    invariant: ([a, b, round], r) => {
      const back = rules.compareForRound(b as rules.CombatantState, a as rules.CombatantState, round as number);
      return Math.sign(back) === -Math.sign(r as number) ? null : "not antisymmetric";
    },
  },
  roundStartStatus: { args: [[state("a", { action: action(1, 25) }), 2], [state("a"), 2]] },
  stepForward: { args: [[{ round: 1, second: 6 }, [state("a")], "events"]] },
  stepBackward: { args: [[{ round: 1, second: 11 }, [state("a")], "events"], [{ round: 1, second: 1 }, [], "every"]] },
  tieBreaksFrom: { args: [[["a", "b", "c"], [0.5, 0.1, 0.9]]] },
  idsToRoll: { args: [[[combatant("a"), combatant("b", { rollsOwn: true })], 1]] },
  planRoundTransition: {
    args: [[{
      round: 1,
      combatants: [combatant("a"), combatant("b", { rollsOwn: true }), combatant("c", { state: state("c", { action: action(1, 45) }) })],
      dice: new Map([["a", 11], ["c", 5]]),
      tieBreakUniforms: [0.3, 0.6, 0.1],
      speech: [{ speaker: "x", text: "hi", round: 1, second: 3 }],
    }, rules.BOOK_RULESET]],
  },
  turnIndexAt: { args: [[[state("a"), state("b", { action: action(1, 15) })], { round: 1, second: 9 }], [[], { round: 1, second: 1 }]] },
  clockWorldTimeDelta: { args: [[41, 61], [0, 5]] },
  scoreFromEntry: { args: [[12.4], ["x"]], invariant: (_a, r) => (r === null || (isInt(r) && (r as number) >= 1) ? null : "score not a whole number ≥ 1") },
  actionForScore: { args: [[action(1, 8), 14, 1], [rules.NO_ACTION, 9, 2]] },
  canDelay: { args: [[action(1, 8), { round: 1, second: 5 }]] },
  canCast: { args: [[action(1, 8), { round: 1, second: 5 }]] },
  resolveHexTerrain: {
    args: [["plains", [{ terrain: "hills", steep: true }, { terrain: "forest", steep: false }]], ["optimal", []]],
    invariant: (_a, r) => (rules.isTerrainId((r as rules.HexTerrain).terrain) ? null : "a terrain that is not a terrain id"),
  },
  parseSceneTerrain: { args: [["hills"], [undefined]] },
  moveWindow: { args: [[6], [null], [7]] },
  movementConditions: { args: [[["prone", "hidden"]]] },
  moveLimits: {
    // A surprised mover (Mover.forfeit) under the book and a variant preset.
    args: [[mover, { kind: "phase", phase: 1 }, rules.BOOK_RULESET], [mover, { kind: "round" }, rules.BOOK_RULESET], [mover, { kind: "closed" }, rules.BOOK_RULESET], [{ ...mover, forfeit: "surprised" }, { kind: "phase", phase: 0 }, R(rules.PRESETS.a5e)], [{ ...mover, forfeit: null, conditions: ["prone"] }, { kind: "phase", phase: 2 }, R(rules.PRESETS.a5e)]],
    invariant: ([m], r) => (typeof (m as rules.Mover).forfeit === "string" && (r as rules.MoveLimits).table.maxAllowance !== 0 ? "a forfeited mover has an allowance" : null),
  },
  movePlanOf: {
    // A mover on a hex scene outside combat, in a started combat (a double move, a surprise mark, a stand-up record), on a square scene, exploring and in pursuit.
    args: [
      [planInput(), rules.BOOK_RULESET],
      [planInput({ combat: { id: "c1", started: true, absolute: 46 }, doubleMoveRound: 2, memory: { ...rules.NO_VARIANT_MEMORY, surprised: true }, stoodUp: { combat: "c1", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] } }), R(rules.PRESETS.a5e)],
      [planInput({ combat: { id: "c1", started: true, absolute: 21 }, memory: { ...rules.NO_VARIANT_MEMORY, surprised: true } }), R(rules.PRESETS.ose)],
      [planInput({ gridType: 1 }), rules.BOOK_RULESET],
      // OSE time and running (VARIANTS.md §5.12, §5.13): a turn's exploration on a familiar scene; a pursuer in a fight.
      [planInput({ scene: { distance: 5, units: "ft", familiar: true, fighting: false } }), R(rules.PRESETS.ose)],
      [planInput({ combat: { id: "c1", started: true, absolute: 21 }, memory: { ...rules.NO_VARIANT_MEMORY, pursuit: true } }), R(rules.PRESETS.ose)],
    ],
    invariant: (_a, r) => {
      if (r === null) return null;
      const p = r as rules.MovePlan;
      if (typeof p.mover.forfeit === "string" && p.limits.table.maxAllowance !== 0) return "a forfeited mover has an allowance";
      if (!(p.spentOffset >= 0 && p.spentOffset <= p.limits.table.budget)) return "a stand-up offset outside 0..budget";
      if ((p.phase === undefined) !== (p.clock === null)) return "a phase without a clock, or a clock without a phase";
      return null;
    },
  },
  startedClock: { args: [[true, 46], [false, 46], [true, 20]] },
  storedDoubleMoveSpeed: { args: [[{ speed: 12, encumbranceSteps: 2 }, 3, 3], [{ speed: 12, encumbranceSteps: 0 }, "3", null]] },
  stoodUpAt: { args: [[{ combat: "c1", round: 2, second: 6 }, "c1", { round: 2, second: 6 }, [], R(rules.PRESETS.a5e)], [null, null, null, ["prone"], rules.BOOK_RULESET]] },
  hexClass: {
    args: [[{ terrain: "hills", steep: false }, { adaptation: { hills: "desert" }, sureFooted: true }, rules.BOOK_RULESET], [{ terrain: "hills", steep: true }, { adaptation: { hills: "desert" }, sureFooted: true }, R(rules.PRESETS.a5e)]],
    invariant: (_a, r) => (rules.isTerrainId(r) ? null : "a class that is not a terrain id"),
  },
  entryCost: { args: [[table, "plains"], [table, "mountains"]] },
  moveProgress: { args: [[table, 3, "plains"]] },
  moveDecision: {
    args: [[{ mode: "enforce", isGM: false, phase: 1, conditions: [], immobile: false, usedCost: 8, budget: 12 }, rules.BOOK_RULESET], [{ mode: "warn", isGM: false, phase: 0, conditions: [], immobile: false, forfeit: "surprised", usedCost: 0, budget: 12 }, R(rules.PRESETS.ose)]],
    invariant: (_a, r) => (["allow", "warn", "refuse"].includes((r as rules.MoveDecision).outcome) ? null : "unknown outcome"),
  },
  spentUnits: { args: [[[3, 4], 12]], invariant: ([, budget], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= (budget as number) ? null : "spent not in 0..budget") },
  hexLayoutFromGridType: { args: [[2], [7]] },
  cubeFromAxial: { args: [[3, -1]] },
  offsetToCube: {
    args: [[{ i: 3, j: -2 }, "oddR"], [{ i: 4, j: 5 }, "evenQ"]],
    invariant: ([o, layout], r) => {
      const back = rules.cubeToOffset(r as rules.Cube, layout as rules.HexLayout);
      const oo = o as rules.Offset;
      return back.i === oo.i && back.j === oo.j ? null : "cubeToOffset(offsetToCube(o)) ≠ o";
    },
  },
  cubeToOffset: { args: [[cube, "evenR"]] },
  cubeDistance: { args: [[cube, { q: 0, r: 0, s: 0 }]] },
  cubeNeighbors: { args: [[cube]] },
  cubeKey: {
    args: [[cube]],
    invariant: ([c], r) => {
      const back = rules.cubeFromKey(r as number);
      const cc = c as rules.Cube;
      return back.q === cc.q && back.r === cc.r ? null : "cubeFromKey(cubeKey(c)) ≠ c";
    },
  },
  cubeFromKey: { args: [[rules.cubeKey(cube)]] },
  buildCostTable: { args: [[{ optimal: 6, plains: 4, hills: 0 }]] },
  pathCost: { args: [[table, ["plains", "optimal"], "optimal"], [table, [], "hills"]] },
  reachableArea: {
    args: [
      [{ start: cube, table, classAt: (c: rules.Cube) => (Math.abs(c.q) > 40 ? null : c.q % 3 === 0 ? "hills" : "plains"), maxSteps: 10, spent: 2 }],
      [{ start: { q: 0, r: 0, s: 0 }, table: rules.buildCostTable({ optimal: 200 }), classAt: () => "optimal" }],
    ],
  },
  // Overland travel (travel.ts): Infinity is the documented hours of a party that cannot travel.
  overlandTravel: {
    args: [
      [[{ milesPerDay: 20, steps: 1 }, { milesPerDay: 24, steps: 0, adaptation: { forest: "optimal" }, sureFooted: true }], [{ terrain: "forest", steep: false }, { terrain: "hills", steep: true }, { terrain: "optimal", steep: false }], 6, 0],
      [[{ milesPerDay: 20, steps: 0, immobile: true }], [{ terrain: "swamp", steep: false }], 6, 0],
      [[], [], 1, 0],
    ],
    drive: ruled(rules.overlandTravel, 3),
    documentedInfinity: (r) => {
      const t = r as rules.OverlandTravel;
      return t.possible === false && t.hours === Infinity && t.worldSeconds === Infinity ? { ...t, hours: 0, worldSeconds: 0 } : t;
    },
    invariant: ([travellers, path], r) => {
      const t = r as rules.OverlandTravel;
      if (t.hexes !== (path as unknown[]).length) return "hexes ≠ path length";
      if (t.possible && (travellers as unknown[]).length === 0) return "possible with no travellers";
      return !t.possible || t.hours >= 0 ? null : "negative hours";
    },
  },
  overlandHexHours: {
    args: [[{ milesPerDay: 20, steps: 2, adaptation: { hills: "desert" } }, { terrain: "hills", steep: true }, 6, 0], [{ milesPerDay: 0, steps: 0 }, { terrain: "optimal", steep: false }, 6, 0]],
    drive: ruled(rules.overlandHexHours, 3),
    documentedInfinity: (r) => (r === Infinity ? 0 : r),
    invariant: (_a, r) => ((r as number) > 0 ? null : "a hex that takes no time"),
  },
  // Delay rules (schedule.ts)
  reckonedRound: {
    args: [[action(1, 8)], [rules.delayedAction(action(2, 12), 2)], [rules.NO_ACTION]],
    invariant: ([a], r) => {
      const { delayedFrom, startedRound } = a as rules.ActionRecord;
      return r === (delayedFrom > 0 ? delayedFrom + 1 : startedRound) ? null : "not the round delayed into, nor the round rolled in";
    },
  },
  canRescore: {
    args: [[action(1, 8), { round: 1, second: 5 }], [action(1, 8), { round: 1, second: 9 }], [rules.NO_ACTION, { round: 2, second: 1 }], [rules.delayedAction(action(1, 6), 1), { round: 2, second: 3 }]],
    invariant: (_a, r) => (typeof r === "boolean" ? null : "not a boolean"),
  },
  actionForScoreAt: {
    args: [[action(1, 8), 12, { round: 1, second: 5 }], [action(1, 8), 12, { round: 1, second: 9 }], [rules.NO_ACTION, 7, { round: 3, second: 2 }], [rules.delayedAction(action(1, 6), 1), 9, { round: 2, second: 3 }]],
    invariant: ([a, score, now], r) => {
      const allowed = rules.canRescore(a as rules.ActionRecord, now as rules.ClockTime);
      if ((r === null) === allowed) return "null exactly when the action may not be rescored: broken";
      return r === null || (r as rules.ActionRecord).score === score ? null : "the new action does not carry the score";
    },
  },
  // Action limits (action-limits.ts)
  awaitsOwnRoll: {
    args: [[state("a", { action: rules.NO_ACTION, tieBreak: 2 }), 3], [state("a"), 1], [state("a", { action: rules.NO_ACTION, conditions: ["unconscious"] }), 2]],
    invariant: (_a, r) => (typeof r === "boolean" ? null : "not a boolean"),
  },
  maxCastingSeconds: {
    args: [[{ score: 15 }], [action(1, 8)], [rules.NO_ACTION]],
    invariant: ([a], r) => {
      const score = Math.max(1, (a as rules.ActionRecord).score);
      if (!isInt(r) || (r as number) < 0) return "not a whole number ≥ 0";
      return (score >= rules.MAX_ACTION_SECONDS ? r === 0 : score + (r as number) === rules.MAX_ACTION_SECONDS) ? null : "not the longest casting within the cap";
    },
  },
  assertCastingSeconds: { args: [[{ score: 15 }, 205], [action(1, 8), 0], [rules.NO_ACTION, 30]] },
  // Painted terrain (terrain-paint.ts)
  paintCode: {
    args: [[{ terrain: "hills", steep: true }], [{ terrain: "swamp", steep: false }], [null]],
    invariant: ([v], r) => {
      const back = rules.decodePaintCode(r as string);
      const value = v as rules.PaintValue;
      return value === null ? (back === null ? null : "clear does not decode to null") : back?.terrain === value.terrain && back.steep === (value.steep === true) ? null : "decodePaintCode(paintCode(v)) ≠ v";
    },
  },
  decodePaintCode: {
    args: [["."], ["a"], ["f"], ["r"]],
    invariant: ([c], r) => (rules.paintCode(r as rules.PaintValue) === c ? null : "paintCode(decodePaintCode(c)) ≠ c"),
  },
  floodFill: {
    args: [
      [{ start: { i: 2, j: 3 }, layout: "oddR", classOf: stripes, onMap: onSmallMap, limit: 1000 }],
      [{ start: { i: 0, j: 0 }, layout: "evenQ", classOf: () => "plains", onMap: onSmallMap, limit: 50 }],
    ],
    invariant: ([input], r) => {
      const { cells, truncated } = r as rules.FloodFillResult;
      const { limit, onMap } = input as rules.FloodFillInput;
      if (cells.length > limit) return "more cells than the limit";
      if (truncated && cells.length !== limit) return "truncated before the limit";
      return cells.every((c) => onMap(c)) ? null : "a cell off the map";
    },
  },
  encodeStroke: {
    args: [[[{ i: 1, j: 2, code: "f" }, { i: 1, j: 3, code: "f" }, { i: 4, j: 0, code: "." }, { i: 1, j: 2, code: "r" }]], [[]]],
    invariant: ([cells], r) => {
      const last = new Map<string, string>();
      for (const c of cells as rules.PaintCell[]) last.set(`${c.i},${c.j}`, c.code);
      const back = rules.decodeStroke(r as string);
      return back.length === last.size && back.every((c) => last.get(`${c.i},${c.j}`) === c.code) ? null : "decodeStroke(encodeStroke(cells)) ≠ cells";
    },
  },
  PaintedTerrain: {
    args: [[paintLogged, { i: 1, j: 1 }, "r0c0", "f5,5,2"], [paintCompacted, { i: 3, j: 0 }, "r0c0", ""], [undefined, { i: 0, j: 0 }, "r9c9", ".1,1,1"]],
    drive: drivePaintedTerrain,
    invariant: (_a, r) => ((r as { fromThrew?: string }).fromThrew ? "PaintedTerrain.from threw (its contract: skip and report)" : null),
  },
  planStroke: {
    args: [[storeLogged, "s2", [{ i: 1, j: 1 }, { i: 5, j: 5 }], { terrain: "hills", steep: true }, 2000], [storeCompacted, "s3", [{ i: 1, j: 1 }], null, 3000], [storeLogged, "s4", [{ i: 1, j: 1 }], FOREST_PAINT, 1]],
    invariant: ([store, key], r) => {
      if (r === null) return null;
      const { write, record } = r as { write: rules.PaintWrite; record: rules.StrokeRecord };
      const stroke = write.setStrokes[key as string];
      if (stroke === undefined || stroke.c !== record.after) return "the written stroke is not the recorded one";
      return stroke.t > (store as rules.PaintedTerrain).maxStamp ? null : "stamped before a stroke already seen";
    },
  },
  planUndo: {
    args: [[storeLogged, paintPlan.record, "u1", 2000], [storeCompacted, paintPlan.record, "u2", 2000]],
    invariant: ([store, record], r) => {
      if (r === null) return null;
      const w = r as rules.PaintWrite;
      if ((store as rules.PaintedTerrain).strokeOrder.includes((record as rules.StrokeRecord).key)) {
        return w.deleteStrokes.length === 1 && Object.keys(w.setStrokes).length === 0 ? null : "an undo in the log must only delete its stroke";
      }
      return w.deleteStrokes.length === 0 ? null : "an undo after compaction deleted a stroke";
    },
  },
  applyWrite: {
    args: [[paintLogged, paintPlan.write], [undefined, paintPlan.write], [paintLogged, rules.planCompaction(paintLogged)!]],
    invariant: ([, write], r) => {
      const w = write as rules.PaintWrite;
      const d = r as rules.PaintData;
      if (!Object.keys(w.setStrokes).every((k) => d.strokes?.[k] === w.setStrokes[k])) return "a set stroke is missing";
      if (!Object.keys(w.setChunks).every((k) => d.chunks?.[k] === w.setChunks[k])) return "a set chunk is missing";
      return w.deleteStrokes.every((k) => k in w.setStrokes || !(k in (d.strokes ?? {}))) ? null : "a deleted stroke is still there";
    },
  },
  // Issue 14, encumbrance models (module/rules/modules/encumbrance/).
  osrLoadsCarried: { args: [[1000, 27], [0, 0], [499, 0.5]] },
  osrSpeedAfterLoads: {
    args: [[12, 10, 11], [12, 10, 16], [0, 3, 40]],
    invariant: ([speed], r) => {
      const x = r as osrLoads.OsrLoadResult;
      return x.speed < 0 || x.speed > (speed as number) ? "speed outside 0..listed" : x.immobile && x.speed !== 0 ? "immobile with a speed" : null;
    },
  },
  oseArmourClassOf: { args: [["auto", 20], ["heavy", 0], ["auto", 0]] },
  heaviestArmourClass: { args: [[["light", "heavy"]], [[]]] },
  oseBasicTier: { args: [["light", 800, 800], ["none", 1601, 800, "none"], ["heavy", 0, 800, "significant"]] },
  oseDetailedCoinWeight: { args: [[401, [{ kind: "armour", weight: 20, quantity: 1 }, { kind: "gear", weight: 2.5, quantity: 3 }], true], [0, [], false], [10, [{ kind: "treasure", weight: 0.1, quantity: 5 }, { kind: "gear", weight: 1, quantity: 1 }], true]] },
  // Unfrozen configs (a macro's object): a mutated one is resolved by its values or refused; the
  // ruleset's config is a frozen, legal copy of what was resolved.
  resolveRuleset: {
    args: [[JSON.parse(JSON.stringify(rules.PRESETS.ose)) as unknown], [JSON.parse(JSON.stringify(rules.BOOK_CONFIG)) as unknown], [rules.PRESETS.a13]],
    invariant: ([config], r) => {
      const rs = r as rules.Ruleset;
      if (!Object.isFrozen(rs.config) || !rules.isVariantConfig(rs.config)) return "a ruleset whose config is not a frozen legal config";
      return JSON.stringify(rs.config) === JSON.stringify(config) ? null : "a ruleset of other values than the config given";
    },
  },
  oseDetailedTier: { args: [[401], [1600.1], [0]] },
  oseFractionOf: { args: [[11, 1], [24, 3], [0, 0]] },
  characterLoadUnderModel: {
    args: [
      [{ speed: 12, milesPerDay: 24, str: 10, coins: 870, items: [{ kind: "weapon", weight: 3, quantity: 2 }], armourWorn: [{ choice: "light", weight: 20 }] }, rules.PRESETS.ose],
      [{ speed: 12, milesPerDay: 24, str: 10, coins: 1000, items: [{ kind: "gear", weight: 27, quantity: 1 }], armourWorn: [] }, rules.PRESETS.osr],
    ],
    drive: ([input, config]) => rules.characterLoadUnderModel(input as never, rulesetOf(config)),
    invariant: ([input], r) => {
      const x = r as rules.CharacterLoadResult | null;
      if (x === null) return null;
      return x.speed < 0 || x.speed > (input as rules.CharacterLoadInput).speed ? "speed outside 0..listed" : null;
    },
  },
  // The actor derivation pipeline (character/derive.ts): any raw input, clamped and reported.
  deriveCharacterData: {
    args: [
      [{ type: "character", system: { bodyWeight: 100, quickness: 0, movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} }, encumbrance: { towing: false }, load: { ...rules.EMPTY_LOAD_HISTORY }, march: { hours: 9 } }, items: [{ type: "gear", system: { weight: 40, quantity: 1 } }], worldTime: 0 }],
      [{ type: "creature", system: { bodyWeight: 0, movement: { speed: 6 }, encumbrance: { group: "packAnimal", capacity: 200 } }, items: [], worldTime: 60 }],
    ],
    drive: ([raw]) => rules.deriveCharacterData(raw, (v) => { try { return JSON.stringify(v) ?? "?"; } catch { return "?"; } }, {}, rules.BOOK_RULESET),
  },
  persistentStepsUnderVariants: {
    args: [[{ ...rules.EMPTY_LOAD_HISTORY, droppedAt: 0, droppedSteps: 3 }, 10, "character", rules.BOOK_CONFIG], [rules.EMPTY_LOAD_HISTORY, 0, "other", rules.PRESETS.ose]],
    drive: ([history, now, group, config]) => rules.persistentStepsUnderVariants(history as never, now as never, group as never, rulesetOf(config)),
  },
  // Issue 14, initiative models (VARIANTS.md rows 1–4, 11, 20–22, 35, 36).
  a13InitiativeBonus: { args: [[14, 3], [8, 0]] },
  d20Second: { args: [[17], [17, 30]], invariant: (_a, r) => ((r as number) >= 1 && (r as number) <= 20 ? null : "a second outside 1–20") },
  dexOrderSecond: { args: [[16], [3]], invariant: (_a, r) => ((r as number) >= 1 && (r as number) <= 20 ? null : "a second outside 1–20") },
  oseSecond: { args: [[6], [0]], invariant: (_a, r) => ((r as number) >= 1 && (r as number) <= 19 ? null : "a second outside 1–19") },
  weaponIsSlow: { args: [[{ slow: null, twoHanded: true, kind: "melee" }], [{ slow: false, twoHanded: true, kind: "melee" }]] },
  slowInHand: { args: [[[{ slow: null, twoHanded: true, kind: "melee" }, { slow: false, twoHanded: false, kind: "ranged" }]]] },
  variantInitiative: {
    args: [[{ dice: 12, actor: { dex: 14, level: 3, slow: false }, parts }, R_A13], [{ dice: 4, actor: { dex: 10, level: 0, slow: true }, parts }, R_OSE], [{ dice: 0, actor: { dex: 16, level: 0, slow: false }, parts }, R_OSR]],
    invariant: (_a, r) => { const v = r as rules.VariantInitiative; return v.baseSecond >= 1 && v.baseSecond <= 20 && v.score >= 1 ? null : "a base second outside 1–20"; },
  },
  scoreFromBase: { args: [[19, parts, R_A13], [5, parts, R_OSE]] },
  baseSecondFor: { args: [[17, false, R_A13], [3, true, R_OSE]] },
  slowWeaponSecond: { args: [[R_A13], [R_OSE]] },
  slowWeaponsApply: { args: [[R_A13], [R_OSE]] },
  initiativeBonus: { args: [[{ dex: 14, level: 3, slow: false }, R_A13]] },
  orderRanks: { args: [[[{ id: "a", total: 17, key2: 5, tie: 3, aheadOf: "" }, { id: "b", total: 17, key2: 3, tie: 1, aheadOf: "a" }]]] },
  diceRequests: { args: [[[{ id: "a", variant: vIn("a") }, { id: "b", variant: vIn("b") }], R_A13], [[{ id: "a", variant: vIn("a") }], R_OSE]] },
  oseTiedSides: { args: [[new Map([["f", 4], ["h", 4]]), rules.resolveRuleset({ ...V_OSE, initiative: { ...V_OSE.initiative, oseTies: "reroll" } })]] },
  variantRoll: { args: [[vIn("a"), parts, 12, 8, 0.5, R_A13], [vIn("a", { ...rules.NO_VARIANT_MEMORY, model: "a13", base: 4, total: 17 }), parts, undefined, undefined, 0.5, R_A13]] },
  variantTieBreaks: { args: [[[{ id: "a", memory: rules.NO_VARIANT_MEMORY, pc: false, perm: 1 }], R_A13]] },
  needsBaseRoll: { args: [[rules.NO_VARIANT_MEMORY, R_A13]] },
  canHold: {
    args: [[{ action: action(1, 8), memory: rules.NO_VARIANT_MEMORY, now: { round: 1, second: 8 } }, R_A13], [{ action: action(1, 8), memory: rules.NO_VARIANT_MEMORY, now: { round: 1, second: 3 }, ready: true }, R_A13], [{ action: action(2, 8), memory: { ...rules.NO_VARIANT_MEMORY, held: 1 }, now: { round: 2, second: 8 } }, R_OSR]],
    // VARIANTS.md §3.3 (001:L100, 002:L44): a hold is taken only at the action's own count.
    invariant: ([input], r) => {
      const { action: a, now } = input as rules.HoldInput;
      return r !== true || a.landsAt === rules.toAbsolute(now) ? null : "a hold allowed before the count";
    },
  },
  holdAction: { args: [[{ action: action(1, 8), memory: rules.NO_VARIANT_MEMORY, now: { round: 1, second: 8 } }, R_A13], [{ action: action(1, 8), memory: rules.NO_VARIANT_MEMORY, now: { round: 1, second: 8 }, trigger: "trigger" }, R_A13]] },
  canActNow: { args: [[{ ...action(1, 8), landsAt: 0 }, { ...rules.NO_VARIANT_MEMORY, held: 1 }, { round: 1, second: 9 }, R_A13]] },
  actNow: {
    args: [[{ action: { ...action(1, 8), landsAt: 0 }, memory: { ...rules.NO_VARIANT_MEMORY, held: 1 }, parts, now: { round: 1, second: 9 }, aheadOf: "x" }, R_A13], [{ action: { ...action(1, 8), landsAt: 0 }, memory: { ...rules.NO_VARIANT_MEMORY, held: 1 }, parts, now: { round: 1, second: 5 } }, R_OSR]],
    invariant: actNowInvariant,
  },
  holdLapsed: { args: [[{ ...rules.NO_VARIANT_MEMORY, held: 1 }, 3]] },
  surprisedAtStart: { args: [[[{ id: "a", side: "f", surprised: true }, { id: "b", side: "h", surprised: false }], R_OSE]] },
  surprisedInRound: { args: [[true, 1, R_OSE]] },
  ambushRoundActors: { args: [[[{ id: "a", side: "h", second: 9, order: 1, ambusher: true }, { id: "b", side: "h", second: 3, order: 2, ambusher: false }, { id: "c", side: "f", second: null, order: 3, ambusher: false }], rules.resolveRuleset({ ...V_A13, combat: { ...V_A13.combat, surprise: "a13" } })]] },
  advantageFormula: { args: [[R_A13], [rules.BOOK_RULESET]] },
  assertVariantMemory: { args: [["m", rules.NO_VARIANT_MEMORY]] },
  paintedHexTerrain: {
    args: [["plains", [{ terrain: "hills", steep: false }], { terrain: "forest", steep: true }], ["optimal", [], null], ["swamp", [{ terrain: "mountains", steep: true }], null]],
    invariant: ([, regions, painted], r) => {
      const t = r as rules.HexTerrain;
      if (!rules.isTerrainId(t.terrain)) return "a terrain that is not a terrain id";
      const steep = (regions as rules.TerrainArea[]).some((a) => a.steep === true) || (painted as rules.TerrainArea | null)?.steep === true;
      return t.steep === steep ? null : "steep unless something covering the hex says steep";
    },
  },
  // Travel models (VARIANTS.md rows 14, 27, 28, 49): never negative miles.
  osrBaseMilesPerDay: { args: [[14], [0]], invariant: (_a, r) => ((r as number) >= 0 ? null : "negative miles") },
  osrTravelClass: { args: [["forest", "dark", "clear"], ["plains"]] },
  osrMilesPerDay: {
    args: [[{ baseMiles: 12, terrain: "forest", light: "dim", weather: "clear", pace: "tactical", encumbered: true }]],
    invariant: ([i], r) => ((r as number) >= 0 && (r as number) <= (i as osrTravel.OsrDayInput).baseMiles ? null : "miles outside 0..base"),
  },
  oseMilesFromRate: { args: [[120]] },
  oseDexInitiativeAdjustment: {
    args: [[3], [12], [18], [100]],
    invariant: (_a, r) => (isInt(r) && (r as number) >= -2 && (r as number) <= 2 ? null : "an OSE DEX adjustment outside −2…+2"),
  },
  oseTierLoad: {
    args: [[0], [3]],
    invariant: (_a, r) => ((r as rules.TravelFraction).num >= 1 && (r as rules.TravelFraction).num <= (r as rules.TravelFraction).den ? null : "a tier's share not in (0, 1]"),
  },
  oseMilesPerDay: {
    args: [[{ milesPerDay: 24, terrain: "hills", speed: 12, loadedSpeed: 9, flies: false, forcedMarch: true }], [{ milesPerDay: 24, terrain: "plains", speed: 10, loadedSpeed: 7, load: { num: 3, den: 4 } }]],
    invariant: (_a, r) => ((r as number) >= 0 ? null : "negative miles"),
  },
  companionMilesPerDay: {
    args: [[{ milesPerDay: 20, character: true, str: 14, speed: 12, loadedSpeed: 10, pace: "stealthy", light: "dim", weather: "harsh", flies: true, forcedMarch: true, restDue: false }, "swamp", "osr", "off"], [{ milesPerDay: 24, forcedMarch: true }, "optimal", "ose", "ose"], [{ milesPerDay: 24, speed: 10, loadedSpeed: 7, load: { num: 3, den: 4 } }, "plains", "ose", "off"]],
    drive: ([input, terrain, model, forcedMarch]) => rules.companionMilesPerDay(input as never, terrain as never, travelRulesetOf(model, forcedMarch)),
    invariant: (_a, r) => ((r as number) >= 0 ? null : "negative miles"),
  },
  partyMilesPerDay: { args: [[[12, 10, 11]]], invariant: ([m], r) => ((m as number[]).every((x) => x >= (r as number)) ? null : "a member slower than the party") },
  travelUnrested: { args: [[{ daysWithoutRest: 7, restDue: false }, rules.PRESETS.ose], [{ daysWithoutRest: 2, restDue: true }, rules.PRESETS.osr]], drive: ([log, config]) => rules.travelUnrested(log as never, rulesetOf(config)) },
  travelLogAfter: {
    args: [[{ daysWithoutRest: 6, restDue: false }, "forcedMarch", rules.PRESETS.ose], [{ daysWithoutRest: 500, restDue: false }, "travel", rules.PRESETS.ose]],
    drive: ([log, day, config]) => rules.travelLogAfter(log as never, day as never, rulesetOf(config)),
    invariant: (_a, r) => ((r as rules.TravelLog).daysWithoutRest <= rules.MAX_TRAVEL_LOG_DAYS ? null : "log beyond its bound"),
  },
  loadTierShare: {
    args: [[1, rules.PRESETS.ose], [0, rules.PRESETS.osr]],
    drive: ([tier, config]) => rules.loadTierShare(tier as never, rulesetOf(config)),
    invariant: (_a, r) => ((r as rules.TravelFraction).num <= (r as rules.TravelFraction).den ? null : "a tier's share above 1"),
  },
  // Issue 14, escalation die (VARIANTS.md row 5): the value stays within 0 and the cap in force.
  escalationCap: { args: [[rules.BOOK_RULESET], [R_A13]] },
  escalationAtRoundStart: {
    args: [[{ value: 2, held: false }, 3, R_A13], [{ value: 6, held: true }, 1, R_A13], [{ value: 0, held: false }, 2, rules.BOOK_RULESET]],
    invariant: (_a, r) => {
      const s = r as rules.EscalationState;
      return isInt(s.value) && s.value >= 0 && s.value <= rules.ESCALATION_UNBOUNDED_MAX && typeof s.held === "boolean" ? null : "escalation out of bounds";
    },
  },
  escalationAtRoundStartAfterAmbush: {
    args: [[{ value: 0, held: false }, 2, true, R_A13], [{ value: 2, held: false }, 3, false, R_A13], [{ value: 0, held: false }, 2, true, rules.BOOK_RULESET]],
    invariant: (_a, r) => {
      const s = r as rules.EscalationState;
      return isInt(s.value) && s.value >= 0 && s.value <= rules.ESCALATION_UNBOUNDED_MAX && typeof s.held === "boolean" ? null : "escalation out of bounds";
    },
  },
  escalationAfterControl: {
    args: [[{ value: 2, held: false }, "increase", R_A13], [{ value: 0, held: true }, "decrease", R_A13], [{ value: 6, held: false }, "reset", rules.BOOK_RULESET]],
    invariant: (a, r) => {
      const s = r as rules.EscalationState;
      const cap = rules.escalationCap(a[2] as rules.Ruleset);
      return isInt(s.value) && s.value >= 0 && s.value <= cap ? null : "escalation out of 0..cap";
    },
  },
  escalationFor: {
    args: [[4, { playerCharacter: true, conditions: [] }, R_A13], [4, { playerCharacter: false, conditions: ["frightened"] }, R_A13]],
    invariant: (a, r) => (isInt(r) && (r as number) >= 0 && (r as number) <= rules.ESCALATION_UNBOUNDED_MAX && ((a[1] as { playerCharacter?: unknown }).playerCharacter === true || r === 0) ? null : "escalation for someone not a PC, or out of bounds"),
  },
  // The ruleset's roll data: whatever the context, every value is a non-negative integer.
  rollDataOf: {
    args: [[{ actor: { playerCharacter: true, conditions: [] }, combat: { system: { escalation: { value: 3, held: false } } } }, R_A13], [{ actor: { playerCharacter: false, conditions: ["frightened"] }, combat: null }, rules.BOOK_RULESET]],
    invariant: (_a, r) => (Object.values(r as Record<string, unknown>).every((v) => isInt(v) && (v as number) >= 0) ? null : "a roll-data value that is not a non-negative integer"),
  },
  // Issue 14, double move (VARIANTS.md row 10).
  doubleMoveRefusal: { args: [[state("a", { action: action(3, 9) }), 0, { round: 3, second: 1 }, R(rules.PRESETS.a13)], [state("a"), 0, { round: 1, second: 4 }, rules.BOOK_RULESET]] },
  doubleMoveRefusalUnderSurprise: { args: [[state("a"), 0, { round: 1, second: 1 }, true, R(rules.PRESETS.a13)], [state("a", { action: action(3, 9) }), 0, { round: 3, second: 1 }, false, rules.BOOK_RULESET]] },
  canDeclareDoubleMove: { args: [[state("a", { action: action(3, 9) }), 0, { round: 3, second: 1 }, R(rules.PRESETS.osr)]] },
  tradedAction: { args: [[action(3, 9), 3], [rules.NO_ACTION, 2]] },
  retreatCommandRefusal: { args: [[action(3, 9), { retreatRound: 0, held: 0 }, { round: 3, second: 4 }], [rules.NO_ACTION, { retreatRound: 3, held: 3 }, null]] },
  retreatRefusal: { args: [[state("a", { action: action(3, 9) }), { retreatRound: 0, held: 0 }, { round: 3, second: 4 }, false, R(rules.PRESETS.ose)], [state("a"), { retreatRound: 2, held: 0 }, { round: 3, second: 1 }, true, rules.BOOK_RULESET]] },
  retreatingIn: { args: [[{ retreatRound: 3 }, 3], [{ retreatRound: 0 }, 0]] },
  retreatStatus: { args: [[{ retreatRound: 3, retreatStoppedAt: 69 }, 3], [{ retreatRound: 3, retreatStoppedAt: 0 }, 3]] },
  retreatStopAt: { args: [[{ retreatRound: 3, retreatStoppedAt: 0 }, 69, R(rules.PRESETS.osr)], [{ retreatRound: 2, retreatStoppedAt: 0 }, 69, R(rules.PRESETS.ose)]] },
  retreatPhasesLost: { args: [[9], [20]] },
  retreatMovementLost: { args: [[{ retreatRound: 3, retreatStoppedAt: 69 }, { round: 3, second: 11 }], [{ retreatRound: 3, retreatStoppedAt: 0 }, { round: 3, second: 1 }]] },
  retreatedAction: { args: [[action(3, 9), 3], [rules.NO_ACTION, 2]] },
  // VARIANTS.md §13.1: standing up from a crawl.
  standUpTaken: {
    args: [[{ phases: [4, 3, 3, 2], from: 0, available: 4 }, R(rules.PRESETS.a5e)], [{ phases: [4, 3, 3, 2], from: 2, available: 1 }, rules.BOOK_RULESET]],
    invariant: ([input], r) => {
      if (r === null) return null;
      const i = input as { phases: number[]; from: number; available: number };
      const t = r as number[];
      if (t.some((x, q) => !isInt(x) || x < 0 || (q < i.from && x !== 0))) return "taken from an earlier phase, or not a whole number";
      return t[i.from]! <= i.available ? null : "more than the current phase had left";
    },
  },
  standUpRecordOf: {
    args: [[planInput({ combat: { id: "c1", started: true, absolute: 41 }, conditions: [] }), 0, R(rules.PRESETS.a5e)], [planInput({ combat: { id: "c1", started: true, absolute: 46 } }), 3, rules.BOOK_RULESET]],
    invariant: (_a, r) => (r === null || (r as rules.StandUpRecord).taken.every((t, q) => t <= (r as rules.StandUpRecord).of[q]!) ? null : "a phase gives more than it holds"),
  },
  standUpOffset: {
    args: [[{ combat: "c1", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] }, { combatId: "c1", clock: { round: 2, second: 6 }, budget: 12 }, R(rules.PRESETS.a5e)]],
    invariant: ([, at], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= (at as { budget: number }).budget ? null : "offset outside 0..budget"),
  },
  hexesAfterStandUp: {
    args: [[3, 1, { combat: "c1", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] }, { combatId: "c1", clock: { round: 2, second: 6 } }, R(rules.PRESETS.a5e)]],
    invariant: ([hexes], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= (hexes as number) ? null : "more hexes after standing than before"),
  },
  // VARIANTS.md §13.3 row 42: dragging an ally.
  dragAllyRefusal: {
    args: [[{ now: { round: 2, second: 6 }, layout: "oddR", draggerFrom: { i: 5, j: 5 }, path: [{ i: 5, j: 7 }], ally: { i: 5, j: 4 }, sameToken: false, bothCombatants: true, allyHidden: false, willing: "no", draggerMemory: { dragReactionRound: 0 }, allyMemory: { draggedAt: 0 } }, R(rules.PRESETS.a5e)]],
  },
  draggedAllyPath: { args: [[{ draggerFrom: { i: 5, j: 5 }, path: [{ i: 5, j: 7 }, { i: 7, j: 7 }], layout: "oddR" }]] },
  draggedPhaseLost: { args: [[{ draggedAt: 46 }, { round: 2, second: 6 }]] },
  dragReactionLost: { args: [[{ ...rules.NO_VARIANT_MEMORY, draggedAt: 46 }, 2]] },
  doubleMoveSpeed: {
    args: [[{ speed: 12, encumbranceSteps: 2 }, true, R(rules.PRESETS.a13)], [{ speed: 12, encumbranceSteps: 0 }, false, rules.BOOK_RULESET]],
    invariant: (_a, r) => {
      const s = (r as { speed: number }).speed;
      return isInt(s) && s >= 0 && s <= rules.MAX_SPEED ? null : "doubled speed out of 0..MAX_SPEED";
    },
  },
  // Issue 14, extra movement costs (VARIANTS.md D7).
  extraCostMask: {
    args: [[["hazard", "crawl"]]],
    internal: fc.tuple(fc.subarray([...rules.EXTRA_COST_SOURCES, ...rules.EXTRA_COST_SOURCES])),
  },
  combineMaskUnchecked: {
    args: [[3, "additive"]],
    internal: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.constantFrom(...rules.EXTRA_COST_STACKINGS)),
    invariant: (_a, r) => (isInt(r) && (r as number) >= 0 && (r as number) <= rules.MAX_EXTRA_COST ? null : "k not in 0..MAX_EXTRA_COST"),
  },
  countedBits: {
    args: [[movementPoints(R(rules.PRESETS.a5e))]],
    internal: fc.tuple(fc.constantFrom(...PRESET_POINTS)),
    invariant: (_a, r) => (isInt(r) && (r as number) >= 0 && (r as number) < 2 ** rules.EXTRA_COST_SOURCES.length ? null : "not a set of declared sources"),
  },
  countedMask: {
    args: [[15, movementPoints(R(rules.PRESETS.a5e))]],
    internal: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.constantFrom(...PRESET_POINTS)),
  },
  actionSourceUnchecked: {
    args: [["swim", movementPoints(R(rules.PRESETS.ose))]],
    internal: fc.tuple(fc.oneof(fc.constantFrom("swim", "climb", "crawl", "walk", "fly", null), fc.string()), fc.constantFrom(...PRESET_POINTS)),
  },
  conditionMovementUnchecked: {
    args: [[["prone"], movementPoints(R(rules.PRESETS.a5e))]],
    internal: fc.tuple(fc.subarray([...rules.CONDITION_IDS]), fc.constantFrom(...PRESET_POINTS)),
  },
  movementActionSource: { args: [["swim", R(rules.PRESETS.ose)], ["climb", R(rules.PRESETS.osr)], ["walk", rules.BOOK_RULESET]] },
  conditionMovement: { args: [[["prone", "squeezing"], R(rules.PRESETS.a5e)], [["prone"], rules.BOOK_RULESET]] },
  countedExtraCosts: { args: [[{ hazard: true, conditions: ["prone"], action: "climb" }, R(rules.PRESETS.a5e)], [{ hazard: true }, rules.BOOK_RULESET]] },
  extraCostsAt: { args: [[{ hazard: true, conditions: ["prone"], action: "climb" }, R(rules.PRESETS.osr)], [{ hazard: false, action: "swim" }, R(rules.PRESETS.ose)]] },
  terrainUnderModel: { args: [["forest", R(rules.PRESETS.a5e)], ["forest", rules.BOOK_RULESET]] },
  hazardsCount: { args: [[R(rules.PRESETS.osr)], [rules.BOOK_RULESET]] },
  proneCrawls: { args: [[R(rules.PRESETS.a5e)], [rules.BOOK_RULESET]] },
  classHexesPerRoundUnchecked: {
    args: [[12, "plains", 1]],
    internal: fc.tuple(fc.integer({ min: 0, max: rules.MAX_SPEED }), fc.constantFrom(...rules.TERRAIN_IDS), fc.integer({ min: 0, max: rules.MAX_EXTRA_COST })),
    invariant: classHexesInvariant,
  },
  classHexesPerRound: {
    args: [[12, "optimal", 3], [200, "mountains", 4], [0, "forest", 0], [11, "optimal", 1], [14, "optimal", 2]],
    invariant: classHexesInvariant,
  },
  combineExtraCosts: {
    args: [[["hazard", "hazard", "crawl"], "additive"], [["climb", "swim"], "worst"]],
    invariant: ([, stacking], r) => (isInt(r) && (r as number) >= 0 && (r as number) <= (stacking === "worst" ? rules.WORST_STACKING_CAP : rules.MAX_EXTRA_COST) ? null : "k out of range"),
  },
  costClass: { args: [["hills", 2], ["optimal", 0]] },
  hexClassifier: {
    args: [[mover, "climb", R(rules.PRESETS.osr)], [{ ...mover, conditions: ["prone"] }, null, R(rules.PRESETS.a5e)], [mover, null, rules.BOOK_RULESET]],
    drive: ([m, a, r]) => (rules.hexClassifier as Fn)(m, a, r) && (rules.hexClassifier(m as rules.Mover, a as string | null, r as rules.Ruleset))({ terrain: "forest", steep: false, hazard: true }),
  },
  ...RESOLUTION_SPECS,
  ...TURN_SPECS,
  ...WORLD_SPECS,
  ...MOUNTED_SPECS,
  ...SPACE_SPECS,
  ...MODES_SPECS,
  ...POSITIONING_SPECS,
  ...WILDERNESS_SPECS,
  ...DAYS_SPECS,
  ...EVASION_SPECS,
  ...WATER_SPECS,
  ...CONDITION_SPECS,
  ...TIME_BEYOND_SPECS,
  ...ENGAGEMENT_SPECS,
  ...WORLD_CLOCK_SPECS,
  ...TIME_SPECS,
};

/** The companion models' own arithmetic, exported by their rule modules rather than the rules index. */
const MODULE_ARITHMETIC: Readonly<Record<string, unknown>> = {
  osrLoadsCarried: osrLoads.osrLoadsCarried,
  osrSpeedAfterLoads: osrLoads.osrSpeedAfterLoads,
  heaviestArmourClass: oseBasic.heaviestArmourClass,
  oseBasicTier: oseBasic.oseBasicTier,
  oseTreasureCoins: oseBasic.oseTreasureCoins,
  oseDetailedCoinWeight: oseDetailed.oseDetailedCoinWeight,
  oseDetailedTier: oseDetailed.oseDetailedTier,
  oseFractionOf: oseTiers.oseFractionOf,
  oseTierLoad: oseTiers.oseTierLoad,
  oseArmourClassOf: oseBasic.oseArmourClassOf,
  osrBaseMilesPerDay: osrTravel.osrBaseMilesPerDay,
  osrTravelClass: osrTravel.osrTravelClass,
  osrMilesPerDay: osrTravel.osrMilesPerDay,
  oseMilesFromRate: oseTravel.oseMilesFromRate,
  oseMilesPerDay: oseTravel.oseMilesPerDay,
  a13InitiativeBonus,
  d20Second,
  oseDexInitiativeAdjustment,
  dexOrderSecond,
  oseSecond,
  escalationFor,
  osrChaseDc,
};

/** Functions exported by the rules index (classes included: RulesError is a public constructor), and the models' arithmetic. */
export function publicRulesFunctions(): [string, Fn][] {
  return Object.entries({ ...rules, ...MODULE_ARITHMETIC }).filter(([, v]) => typeof v === "function") as [string, Fn][];
}

/** Whether an export is a class (called only with `new`). */
function isClass(fn: Fn): boolean {
  return /^class[\s{]/.test(Function.prototype.toString.call(fn));
}

function call(name: string, fn: Fn, args: unknown): unknown {
  const list = Array.isArray(args) ? args : [args];
  const drive = RULES_SPECS[name]?.drive;
  if (drive) return drive(list);
  return isClass(fn) ? new (fn as unknown as new (...a: unknown[]) => unknown)(...list) : fn(...list);
}

function checkRules(name: string, fn: Fn, invariant: Invariant | undefined, args: unknown): string | null {
  const documented = RULES_SPECS[name]?.documentedInfinity;
  const start = performance.now();
  let result: unknown;
  try {
    result = call(name, fn, args);
  } catch (error) {
    if (error instanceof RulesError && CODES.has(error.code)) return performance.now() - start > SLOW_MS ? "slow call (> 1 s)" : null;
    return faultClassOf(`throws ${error instanceof Error ? error.name : typeof error}`, error instanceof Error ? error.message : String(error));
  }
  if (performance.now() - start > SLOW_MS) return "slow call (> 1 s)";
  let checked: unknown;
  try {
    checked = documented ? documented(result) : result;
  } catch (error) {
    return faultClassOf("documentedInfinity threw", error instanceof Error ? error.message : String(error));
  }
  const bad = badNumberIn(checked);
  if (bad) return bad;
  if (!invariant || !Array.isArray(args)) return null;
  try {
    return invariant(args, result);
  } catch (error) {
    return faultClassOf("invariant check threw", error instanceof Error ? error.message : String(error));
  }
}

/** One target per public rules function; functions without a baseline get random argument lists. */
export function rulesTargets(): FuzzTarget[] {
  return publicRulesFunctions().map(([name, fn]) => {
    const spec = RULES_SPECS[name];
    const arbitrary = spec?.internal ?? (spec ? mutated(spec.args) : fc.array(fc.anything(), { maxLength: 4 }));
    const contract = spec?.internal
      ? "internal hot path: a correct result for inputs in its documented domain"
      : `a correct result or a RulesError${spec?.invariant ? " (+ its invariant)" : ""}${spec ? "" : " (no baseline: random arguments)"}`;
    return {
      name: `rules.${name}`,
      group: "rules" as const,
      contract,
      arbitrary,
      check: (input: unknown) => checkRules(name, fn, spec?.invariant, input),
    };
  });
}
