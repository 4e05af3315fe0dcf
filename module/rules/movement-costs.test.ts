import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_CONFIG, PRESETS, type VariantConfig, type VariantPatch } from "./ruleset/config";
import {
  EXTRA_COST_SOURCES,
  MAX_EXTRA_COST,
  classHexesPerRound,
  combineExtraCosts,
  conditionMovement,
  costClass,
  countedExtraCosts,
  hazardsCount,
  movementActionSource,
  parseCostClass,
  terrainUnderModel,
  type ExtraCostSource,
} from "./movement-costs";
import { movementAllowance, type MovementInput } from "./movement";
import { phaseAllowancesByTerrain } from "./path";
import { hexClass, hexClassifier, moveDecision, moveLimits, moveProgress, type Mover } from "./move-limits";
import { pathCost } from "./reach";
import { ADAPTATION_PRESETS, TERRAIN_IDS, hexesPerRound } from "./terrain";
import { CONDITION_IDS } from "./conditions";
import { RulesError } from "./errors";
import { variantConfig } from "../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";

const config = (patch: VariantPatch, base: VariantConfig = BOOK_CONFIG): VariantConfig => variantConfig(patch, base);

const A5E = PRESETS.a5e;
const OSR = PRESETS.osr;
/** Every D7 source on, added (GX-6). */
const ALL_ADDITIVE = config({ movement: { terrainModel: "divisorsPlusHazards", extraCostStacking: "additive", prone: "crawl", specialMovement: true } });
const walker = (over: Partial<MovementInput> = {}): MovementInput => ({ speed: 12, terrain: "optimal", ...over });

describe("extra movement costs: golden cases (VARIANTS.md §10, D7)", () => {
  it("GX-0b: prone under the Book preset loses the phase (0 hexes), whatever the extra costs", () => {
    for (const c of [BOOK_CONFIG, PRESETS.book]) {
      const r = movementAllowance(walker({ conditions: ["prone"], extraCosts: ["hazard", "crawl"] }), resolveRuleset(c));
      expect(r).toEqual({ hexesPerRound: 0, phases: [0, 0, 0, 0], terrain: "optimal", blockedBy: "prone" });
    }
    expect(moveLimits({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: ["prone"] }, { kind: "phase", phase: 0 }, resolveRuleset(PRESETS.book)).reason).toBe("prone");
  });

  it("GX-6: additive k = 0…3 at speed 12 in optimal gives 12, 6, 4, 3", () => {
    expect([0, 1, 2, 3].map((k) => classHexesPerRound(12, "optimal", k))).toEqual([12, 6, 4, 3]);
    // The same through real sources: walking; a hazard; + prone crawl; + climbing.
    const hexes = (extraCosts: ExtraCostSource[], conditions: string[] = []) => movementAllowance(walker({ extraCosts, conditions }), resolveRuleset(ALL_ADDITIVE)).hexesPerRound;
    expect([hexes([]), hexes(["hazard"]), hexes(["hazard"], ["prone"]), hexes(["hazard", "climb"], ["prone"])]).toEqual([12, 6, 4, 3]);
  });

  it("GA-5: speed 12 on a hazard in optimal ground gives 6 → 2-2-1-1", () => {
    expect(movementAllowance(walker({ extraCosts: ["hazard"] }), resolveRuleset(A5E))).toMatchObject({ hexesPerRound: 6, phases: [2, 2, 1, 1] });
  });

  it("GA-5b: two overlapping hazard regions still give 6 (hazards never stack, 004:L81)", () => {
    expect(movementAllowance(walker({ extraCosts: ["hazard", "hazard"] }), resolveRuleset(A5E)).hexesPerRound).toBe(6);
    expect(combineExtraCosts(["hazard", "hazard", "hazard"], "additive")).toBe(1);
  });

  it("GA-5c (amended 2026-11-25): a hazard in forest gives 2 → 1-1-0-0 (forest 5, halved down), in mountains 2 → 1-1-0-0 (divisorsPlusHazards)", () => {
    expect(movementAllowance(walker({ terrain: "forest", extraCosts: ["hazard"] }), resolveRuleset(A5E))).toMatchObject({ hexesPerRound: 2, phases: [1, 1, 0, 0] });
    expect(movementAllowance(walker({ terrain: "mountains", extraCosts: ["hazard"] }), resolveRuleset(A5E))).toMatchObject({ hexesPerRound: 2, phases: [1, 1, 0, 0] });
  });

  it("GA-6: prone crawling in optimal gives 6 → 2-2-1-1; crawling on a hazard 4 → 1-1-1-1 (dnd5e PR #3024: 60 ft → 20 ft)", () => {
    expect(movementAllowance(walker({ conditions: ["prone"] }), resolveRuleset(A5E))).toEqual({ hexesPerRound: 6, phases: [2, 2, 1, 1], terrain: "optimal", blockedBy: null });
    expect(movementAllowance(walker({ conditions: ["prone"], extraCosts: ["hazard"] }), resolveRuleset(A5E))).toMatchObject({ hexesPerRound: 4, phases: [1, 1, 1, 1] });
    // The crawl action while prone is the same crawl (D9): still 6, not 4.
    expect(movementAllowance(walker({ conditions: ["prone"], extraCosts: ["crawl"] }), resolveRuleset(ALL_ADDITIVE)).hexesPerRound).toBe(6);
  });

  it("GA-8: squeezing at speed 12 gives 6; squeezing and crawling prone gives 3 (crawl 6, then half)", () => {
    expect(movementAllowance(walker({ conditions: ["squeezing"] }), resolveRuleset(A5E)).hexesPerRound).toBe(6);
    expect(movementAllowance(walker({ conditions: ["squeezing", "prone"] }), resolveRuleset(A5E))).toEqual({ hexesPerRound: 3, phases: [1, 1, 1, 0], terrain: "optimal", blockedBy: null });
    // "none" from any other condition still overrides the crawl.
    expect(movementAllowance(walker({ conditions: ["prone", "restrained"] }), resolveRuleset(A5E))).toMatchObject({ hexesPerRound: 0, blockedBy: "restrained" });
  });

  it("G2-5: speed 12 climbing in optimal gives 6 → 2-2-1-1 (002:L33, \"30′ … climb 15′\")", () => {
    const climb = movementActionSource("climb", resolveRuleset(OSR));
    expect(climb).toBe("climb");
    expect(movementAllowance(walker({ extraCosts: [climb!] }), resolveRuleset(OSR))).toMatchObject({ hexesPerRound: 6, phases: [2, 2, 1, 1] });
    // Walking, flying and jumping add nothing; the book counts no action at all.
    expect(["walk", "fly", "jump", "burrow", "blink"].map((a) => movementActionSource(a, resolveRuleset(OSR)))).toEqual([null, null, null, null, null]);
    expect(movementActionSource("climb", resolveRuleset(BOOK_CONFIG))).toBeNull();
  });

  it("G2-5b: climbing on a hazard gives 6 under worst stacking, 4 under additive", () => {
    const input = walker({ extraCosts: ["climb", "hazard"] });
    expect(movementAllowance(input, resolveRuleset(OSR)).hexesPerRound).toBe(6);
    expect(movementAllowance(input, resolveRuleset(config({ movement: { extraCostStacking: "additive" } }, OSR))).hexesPerRound).toBe(4);
  });
});

describe("extra movement costs: the model", () => {
  it("cost classes are the book's terrain ids for k = 0 and \"T+k\" otherwise, and parse back", () => {
    for (const t of TERRAIN_IDS) {
      for (let k = 0; k <= MAX_EXTRA_COST; k++) expect(parseCostClass(costClass(t, k))).toEqual({ terrain: t, k });
      expect(costClass(t, 0)).toBe(t);
    }
    expect(costClass("hills", 2)).toBe("hills+2");
    for (const bad of ["hills+0", "hills+9", "lava+1", "hills+", "+1", 3, null]) expect(parseCostClass(bad)).toBeNull();
  });

  it("terrain models: hazards count only outside the book; hazardsOnly makes every hex optimal", () => {
    expect(hazardsCount(resolveRuleset(BOOK_CONFIG))).toBe(false);
    expect(hazardsCount(resolveRuleset(A5E))).toBe(true);
    const only = config({ movement: { terrainModel: "hazardsOnly" } });
    expect(hazardsCount(resolveRuleset(only))).toBe(true);
    expect(terrainUnderModel("mountains", resolveRuleset(only))).toBe("optimal");
    expect(terrainUnderModel("mountains", resolveRuleset(A5E))).toBe("mountains");
    // Under hazardsOnly the mountains cost nothing extra, the hazard does.
    expect(movementAllowance(walker({ terrain: "mountains" }), resolveRuleset(only))).toMatchObject({ hexesPerRound: 12, terrain: "optimal" });
    expect(movementAllowance(walker({ terrain: "mountains", extraCosts: ["hazard"] }), resolveRuleset(only)).hexesPerRound).toBe(6);
    // Under divisors (book terrain model) a hazard is ignored, even with crawl on.
    expect(movementAllowance(walker({ extraCosts: ["hazard"] }), resolveRuleset(config({ movement: { prone: "crawl" } }))).hexesPerRound).toBe(12);
  });

  it("prone under crawl no longer blocks a move; under the book it still does", () => {
    const input = { mode: "enforce" as const, isGM: false, phase: 0 as const, conditions: ["prone"], immobile: false, usedCost: 1, budget: 2 };
    expect(moveDecision(input, BOOK_RULESET).outcome).toBe("refuse");
    expect(moveDecision(input, resolveRuleset(A5E))).toEqual({ outcome: "allow", reason: null });
    expect(conditionMovement(["prone", "squeezing"], resolveRuleset(A5E))).toEqual({ effect: "half", crawl: true, blockedBy: null });
  });

  it("moveLimits under A5E: one table for every class the mover can meet; entering a class costs 1/A of the phase", () => {
    const mover: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
    const limits = moveLimits(mover, { kind: "round" }, resolveRuleset(A5E));
    expect(limits.table.allowanceOf("optimal")).toBe(12);
    expect(limits.table.allowanceOf("optimal+1")).toBe(6);
    // D7 amended 2026-11-25: forest's book 5, halved down.
    expect(limits.table.allowanceOf("forest+1")).toBe(2);
    expect(limits.allowances.optimal).toBe(12);
    const cls = hexClassifier(mover, null, resolveRuleset(A5E));
    // 3 hexes of hazard in the open (3 × 1/6) + 3 clear (3 × 1/12) = 3/4 of the round: 3 clear hexes left.
    const path = [...Array(3).fill({ terrain: "optimal", steep: false, hazard: true }), ...Array(3).fill({ terrain: "optimal", steep: false })].map(cls);
    expect(path.slice(0, 4)).toEqual(["optimal+1", "optimal+1", "optimal+1", "optimal"]);
    const cost = pathCost(limits.table, path);
    expect(cost.share).toEqual({ numerator: 3, denominator: 4 });
    expect(cost.remaining).toBe(3);
    // A prone mover: its own k is 1 everywhere (allowances), 2 on a hazard.
    const prone = moveLimits({ ...mover, conditions: ["prone"] }, { kind: "phase", phase: 0 }, resolveRuleset(A5E));
    expect(prone.allowances.optimal).toBe(2);
    expect(prone.reason).toBeNull();
    expect(hexClassifier({ ...mover, conditions: ["prone"] }, null, resolveRuleset(A5E))({ terrain: "optimal", steep: false, hazard: true })).toBe("optimal+2");
    expect(prone.table.allowanceOf("optimal+2")).toBe(1);
  });

  it("refuses bad sources, k out of range and illegal configs with a RulesError", () => {
    expect(() => combineExtraCosts(["lava" as ExtraCostSource], "additive")).toThrow(RulesError);
    expect(() => combineExtraCosts(["hazard"], "sometimes" as "worst")).toThrow(RulesError);
    expect(() => classHexesPerRound(12, "optimal", MAX_EXTRA_COST + 1)).toThrow(RulesError);
    expect(() => classHexesPerRound(-1, "optimal", 0)).toThrow(RulesError);
    expect(() => movementAllowance(walker({ extraCosts: ["hazard", 3 as unknown as ExtraCostSource] }), resolveRuleset(A5E))).toThrow(RulesError);
    const illegal = { ...A5E, movement: { ...A5E.movement, prone: "sometimes" } } as unknown as VariantConfig;
    expect(() => movementAllowance(walker(), resolveRuleset(illegal))).toThrow(RulesError);
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

const configArb = fc
  .record({
    terrainModel: fc.constantFrom("divisors", "divisorsPlusHazards", "hazardsOnly"),
    extraCostStacking: fc.constantFrom("additive", "worst"),
    prone: fc.constantFrom("book", "crawl"),
    specialMovement: fc.boolean(),
  } as const)
  .map((movement) => config({ movement }));
const sourcesArb = fc.subarray([...EXTRA_COST_SOURCES, ...EXTRA_COST_SOURCES]);
const inputArb = fc.record({
  speed: fc.nat(60),
  terrain: fc.constantFrom(...TERRAIN_IDS),
  adaptation: fc.option(fc.constantFrom(...Object.values(ADAPTATION_PRESETS)), { nil: undefined }),
  sureFooted: fc.boolean(),
  steep: fc.boolean(),
  encumbranceSteps: fc.nat(6),
  immobile: fc.boolean(),
  conditions: fc.subarray([...CONDITION_IDS]),
  extraCosts: sourcesArb,
});

describe("extra movement costs: properties", () => {
  it("never negative hexes, and a phase split that sums to the round", () => {
    fc.assert(
      fc.property(inputArb, configArb, (input, c) => {
        const r = movementAllowance(input, resolveRuleset(c));
        expect(r.hexesPerRound).toBeGreaterThanOrEqual(0);
        expect(r.phases.every((p) => p >= 0)).toBe(true);
        expect(r.phases.reduce((a, b) => a + b, 0)).toBe(r.hexesPerRound);
      }),
    );
  });

  it("more k never gives more hexes (per class, and adding a source to a move)", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.constantFrom(...TERRAIN_IDS), fc.integer({ min: 0, max: MAX_EXTRA_COST - 1 }), (s, t, k) => {
        expect(classHexesPerRound(s, t, k + 1)).toBeLessThanOrEqual(classHexesPerRound(s, t, k));
      }),
    );
    fc.assert(
      fc.property(inputArb, configArb, fc.constantFrom(...EXTRA_COST_SOURCES), (input, c, more) => {
        const before = movementAllowance(input, resolveRuleset(c)).hexesPerRound;
        expect(movementAllowance({ ...input, extraCosts: [...input.extraCosts, more] }, resolveRuleset(c)).hexesPerRound).toBeLessThanOrEqual(before);
      }),
    );
  });

  it("worst stacking never gives fewer hexes than additive", () => {
    fc.assert(
      fc.property(inputArb, configArb, (input, c) => {
        const worst = config({ movement: { extraCostStacking: "worst" } }, c);
        const additive = config({ movement: { extraCostStacking: "additive" } }, c);
        expect(movementAllowance(input, resolveRuleset(worst)).hexesPerRound).toBeGreaterThanOrEqual(movementAllowance(input, resolveRuleset(additive)).hexesPerRound);
        expect(combineExtraCosts(input.extraCosts, "worst")).toBeLessThanOrEqual(combineExtraCosts(input.extraCosts, "additive"));
      }),
    );
  });

  it("book classes unchanged: under the book (or a book movement domain) extra costs and actions change nothing", () => {
    const bookMovement = config({ initiative: { model: "a13" }, encumbrance: { model: "off", persistent: false } });
    fc.assert(
      fc.property(inputArb, fc.constantFrom(BOOK_CONFIG, bookMovement), fc.constantFrom(null, "walk", "climb", "swim", "crawl"), fc.boolean(), (input, c, action, hazard) => {
        const { extraCosts, ...plain } = input;
        expect(movementAllowance(input, resolveRuleset(c))).toEqual(movementAllowance(plain, BOOK_RULESET));
        expect(phaseAllowancesByTerrain(input, 2, resolveRuleset(c))).toEqual(phaseAllowancesByTerrain(plain, 2, BOOK_RULESET));
        const mover: Mover = { speed: input.speed, adaptation: input.adaptation ?? {}, sureFooted: input.sureFooted, encumbranceSteps: input.encumbranceSteps, immobile: input.immobile, conditions: input.conditions };
        expect(moveLimits(mover, { kind: "round" }, resolveRuleset(c)).table.classes).toEqual(TERRAIN_IDS);
        const hex = { terrain: input.terrain, steep: input.steep, hazard };
        expect(hexClassifier(mover, action, resolveRuleset(c))(hex)).toBe(hexClass(hex, mover, BOOK_RULESET));
        void extraCosts;
      }),
    );
    expect(classHexesPerRound(17, "swamp", 0)).toBe(hexesPerRound(17, "swamp"));
  });

  it("the cost table agrees with movementAllowance for every hex, action and window", () => {
    fc.assert(
      fc.property(inputArb, configArb, fc.constantFrom(null, "walk", "climb", "swim", "crawl"), fc.boolean(), fc.constantFrom(0, 1, 2, 3), (input, c, action, hazard, phase) => {
        const mover: Mover = { speed: input.speed, adaptation: input.adaptation ?? {}, sureFooted: input.sureFooted, encumbranceSteps: input.encumbranceSteps, immobile: input.immobile, conditions: input.conditions };
        const hex = { terrain: input.terrain, steep: input.steep, hazard };
        const cls = hexClassifier(mover, action, resolveRuleset(c))(hex);
        const source = movementActionSource(action, resolveRuleset(c));
        const extraCosts: ExtraCostSource[] = [...(hazard ? (["hazard"] as const) : []), ...(source ? [source] : [])];
        const expected = movementAllowance({ ...input, extraCosts }, resolveRuleset(c));
        expect(moveLimits(mover, { kind: "phase", phase: phase as 0 }, resolveRuleset(c)).table.allowanceOf(cls)).toBe(expected.phases[phase]);
        expect(moveLimits(mover, { kind: "round" }, resolveRuleset(c)).table.allowanceOf(cls)).toBe(expected.hexesPerRound);
      }),
    );
  });
});

describe("countedExtraCosts (the ruler's sources)", () => {
  it("names the sources that count under the config, once each, and their k matches the classes", () => {
    expect(countedExtraCosts({ hazard: true, conditions: ["prone"], action: "crawl" }, resolveRuleset(BOOK_CONFIG))).toEqual([]);
    expect(countedExtraCosts({ hazard: true, conditions: ["prone"], action: "crawl" }, resolveRuleset(ALL_ADDITIVE))).toEqual(["hazard", "crawl"]);
    expect(countedExtraCosts({ hazard: true, action: "climb" }, resolveRuleset(OSR))).toEqual(["hazard", "climb"]);
    // A5E: climbing without a climb speed is +1, added to the hazard (004:L22, L81).
    expect(countedExtraCosts({ hazard: true, action: "climb" }, resolveRuleset(A5E))).toEqual(["hazard", "climb"]);
    expect(combineExtraCosts(countedExtraCosts({ hazard: true, action: "climb" }, resolveRuleset(A5E)), A5E.movement.extraCostStacking)).toBe(2);
    expect(countedExtraCosts({ hazard: false, action: "climb" }, resolveRuleset(PRESETS.ose))).toEqual([]);
    expect(countedExtraCosts({ hazard: false, action: "swim" }, resolveRuleset(PRESETS.ose))).toEqual(["swim"]);
    expect(combineExtraCosts(countedExtraCosts({ hazard: true, action: "climb" }, resolveRuleset(OSR)), OSR.movement.extraCostStacking)).toBe(1);
    expect(() => countedExtraCosts(null as unknown as object, resolveRuleset(A5E))).toThrow(RulesError);
  });
});


describe("variant tables always know the book's classes", () => {
  it("a prone crawler's table still has \"T\" (k = 0), so a reader asking for a terrain never meets an unknown class", () => {
    const prone: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: ["prone"] };
    const limits = moveLimits(prone, { kind: "phase", phase: 0 }, resolveRuleset(A5E));
    for (const t of TERRAIN_IDS) expect(limits.table.has(t)).toBe(true);
    expect(() => moveProgress(limits.table, 1, "optimal")).not.toThrow();
  });
});
