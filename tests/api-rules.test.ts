/**
 * The `api.rules` contract (docs/api.md): every member that takes a ruleset refuses a missing or
 * forged one with a RulesError naming it, and answers with the ruleset resolution made. The table
 * below must name every function member, so a member added to api.rules gets a row here.
 */
import { describe, expect, it } from "vitest";
import { API_RULES } from "../module/api-rules";
import { PRESETS, RulesError } from "../module/rules";

type Args = readonly unknown[];
/** Good arguments of each function member; `ruleset: true` when its last argument is the ruleset. */
const CALLS: Readonly<Record<string, { args: Args; ruleset?: true }>> = {
  movementPhaseAt: { args: [6] },
  toAbsolute: { args: [{ round: 1, second: 6 }] },
  fromAbsolute: { args: [26] },
  nextEvent: { args: [{ round: 1, second: 6 }, [8], "events"] },
  previousEvent: { args: [{ round: 1, second: 6 }, [8], "events"] },
  initiativeModifierParts: { args: [{ quickness: 1, weapon: 2 }] },
  initiativeScore: { args: [{ roll: 13, weapon: 2 }] },
  isTerrainId: { args: ["forest"] },
  nativeAdaptation: { args: ["forest"] },
  adaptTerrain: { args: ["forest", {}, { steep: false, sureFooted: false }] },
  hexesPerRound: { args: [12, "forest"] },
  splitPhases: { args: [12] },
  movementAllowance: { args: [{ speed: 12, terrain: "forest" }], ruleset: true },
  phaseAllowancesByTerrain: { args: [{ speed: 12 }, 0], ruleset: true },
  isConditionId: { args: ["prone"] },
  canAct: { args: [["prone"]] },
  rollsInitiative: { args: [["prone"]] },
  movementEffect: { args: [["prone"]] },
  carriedWeight: { args: [[{ weight: 2, quantity: 3, standardKit: false }]] },
  encumbrance: { args: [{ group: "character", carried: 20, bodyWeight: 150 }] },
  dailyActivityHours: { args: [2] },
  dailyMilesAfterSteps: { args: [20, 2] },
  effectiveDailyMiles: { args: [14, 6] },
  milesPerDayInTerrain: { args: [20, "forest", {}], ruleset: true },
  travelDays: { args: [10, "forest"], ruleset: true },
  travelDaysRounded: { args: [10, "forest"] },
  forcedMarchSteps: { args: [10, 8], ruleset: true },
  hexLayoutFromGridType: { args: [2] },
  offsetToCube: { args: [{ i: 1, j: 2 }, "evenR"] },
  cubeToOffset: { args: [{ q: 1, r: 0, s: -1 }, "evenR"] },
  cubeDistance: { args: [{ q: 0, r: 0, s: 0 }, { q: 1, r: 0, s: -1 }] },
  cubeNeighbors: { args: [{ q: 0, r: 0, s: 0 }] },
  buildCostTable: { args: [{ optimal: 4, plains: 3 }] },
  pathCost: { args: [API_RULES.buildCostTable({ optimal: 4, plains: 3 }), ["optimal", "plains"]] },
  reachableArea: { args: [{ start: { q: 0, r: 0, s: 0 }, table: API_RULES.buildCostTable({ optimal: 4 }), classAt: () => "optimal" }] },
  resolveRuleset: { args: [PRESETS.ose] },
};

const call = (name: string, args: Args) => (API_RULES as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args);
function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
}

describe("api.rules (docs/api.md)", () => {
  const functions = Object.entries(API_RULES).filter(([name, v]) => typeof v === "function" && name !== "RulesError").map(([name]) => name);

  it("the table names every function member", () => {
    expect(Object.keys(CALLS).sort()).toEqual([...functions].sort());
  });

  it("every member answers its good arguments (the book's ruleset where it takes one)", () => {
    for (const [name, c] of Object.entries(CALLS)) expect(thrown(() => call(name, c.ruleset ? [...c.args, API_RULES.BOOK_RULESET] : c.args)), name).toBeNull();
  });

  it("every member that takes a ruleset refuses a missing or forged one with a RulesError naming it", () => {
    const forged = { ...API_RULES.BOOK_RULESET };
    const ruled = Object.entries(CALLS).filter(([, c]) => c.ruleset);
    expect(ruled.length).toBeGreaterThanOrEqual(5);
    for (const [name, c] of ruled) {
      for (const bad of [undefined, null, {}, forged]) {
        const e = thrown(() => call(name, [...c.args, bad]));
        expect(e, `${name}(${String(bad)})`).toBeInstanceOf(RulesError);
        expect((e as RulesError).parameter, name).toBe("ruleset");
      }
    }
  });

  it("every member refuses a call with no arguments with a RulesError, never a TypeError", () => {
    for (const name of functions) {
      if (name === "isTerrainId" || name === "isConditionId" || name === "hexLayoutFromGridType") continue;
      expect(thrown(() => call(name, [])), name).toBeInstanceOf(RulesError);
    }
  });

  it("an OSE travel call without the load's exact share is refused, never rounded twice (api.version 2: tests/system-load.test.ts)", () => {
    const ose = API_RULES.resolveRuleset(PRESETS.ose);
    expect(thrown(() => API_RULES.milesPerDayInTerrain(13, "hills", {}, ose))).toBeInstanceOf(RulesError);
    expect(API_RULES.milesPerDayInTerrain(18, "hills", { load: { num: 3, den: 4 } }, ose)).toBe(9);
  });
});
