import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import {
  EXTRA_COST_SOURCES,
  MAX_EXTRA_COST,
  WORST_STACKING_CAP,
  assertExtraCostSources,
  classHexesPerRound,
  combineExtraCosts,
  conditionMovement,
  countedBits,
  costClass,
  countedExtraCosts,
  extraCostsAt,
  hazardsCount,
  isExtraCostSource,
  movementActionSource,
  parseCostClass,
  proneCrawls,
  terrainUnderModel,
} from "./movement-costs";
import { MAX_SPEED } from "./bounds";
import { movementPoints } from "./movement-points";
import { variantConfig } from "../../tests/support/variants";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const OSR = resolveRuleset(PRESETS.osr);
const OSE = resolveRuleset(PRESETS.ose);
/** Every source on, added: hazards, the prone crawl, climbing and swimming. */
const ALL = resolveRuleset(variantConfig({ movement: { terrainModel: "divisorsPlusHazards", extraCostStacking: "additive", prone: "crawl", specialMovement: true } }));

describe("the sources and their k (VARIANTS.md D7)", () => {
  it("the table: hazard and crawl from the core, then the modules' (drag at 2, glide and hover at 0); the largest k is their sum", () => {
    expect(EXTRA_COST_SOURCES.slice(0, 2)).toEqual(["hazard", "crawl"]);
    expect(MAX_EXTRA_COST).toBe(6);
    expect(WORST_STACKING_CAP).toBe(1);
  });

  it("isExtraCostSource: a declared id only, never an inherited name or a non-string", () => {
    expect(isExtraCostSource("hazard")).toBe(true);
    expect(isExtraCostSource("toString")).toBe(false);
    expect(isExtraCostSource(hostile(["hazard"]))).toBe(false);
  });

  it("combineExtraCosts: additive sums each source once; worst keeps the largest, held to 1; none is 0", () => {
    expect(combineExtraCosts(["hazard", "crawl", "climb", "swim"], "additive")).toBe(4);
    expect(combineExtraCosts(["hazard", "crawl", "climb", "swim"], "worst")).toBe(1);
    expect(combineExtraCosts(["crawl", "crawl"], "additive")).toBe(1);
    expect(combineExtraCosts([], "additive")).toBe(0);
    expect(combineExtraCosts([], "worst")).toBe(0);
    expect(combineExtraCosts(["glide"], "worst")).toBe(0);
    expect(combineExtraCosts(["glide", "swim"], "worst")).toBe(1);
    // Drag is +2 (a k of its own): added it is 2, under "worst" it is held to 1.
    expect(combineExtraCosts(["drag"], "additive")).toBe(2);
    expect(combineExtraCosts(["drag", "hazard"], "worst")).toBe(1);
  });

  it("refusals name the source by its place, the stacking by its value", () => {
    expectRefusal(() => combineExtraCosts(hostile(["hazard", "lava"]), "additive"), "INVALID_ARGUMENT", "sources[1]", "lava", "expected one of hazard, crawl");
    expectRefusal(() => assertExtraCostSources("extra", hostile("hazard")), "INVALID_ARGUMENT", "extra", "hazard", "expected an array");
    expectRefusal(() => combineExtraCosts(["hazard"], hostile("sometimes")), "INVALID_ARGUMENT", "stacking", "sometimes", 'expected "additive" or "worst"');
    expect(() => assertExtraCostSources("extra", ["hazard", "swim"])).not.toThrow();
  });

  it("countedBits refuses a source no one declares by the point's name, listing the declared ones", () => {
    const points = { ...movementPoints(BOOK_RULESET), sources: ["hazard", "lava"] };
    expectRefusal(() => countedBits(points), "INVALID_ARGUMENT", "ruleset.points.extraCostSources", "lava", `expected one of ${EXTRA_COST_SOURCES.join(", ")}`);
  });
});

describe("classHexesPerRound and the cost classes (D7, D8)", () => {
  it("accepts the bounds of speed and k, and refuses one beyond each by name", () => {
    expect(classHexesPerRound(MAX_SPEED, "optimal", MAX_EXTRA_COST)).toBe(Math.floor(MAX_SPEED / (1 + MAX_EXTRA_COST)));
    expect(classHexesPerRound(0, "optimal", 0)).toBe(0);
    expectRefusal(() => classHexesPerRound(MAX_SPEED + 1, "optimal", 0), "OUT_OF_RANGE", "speed", MAX_SPEED + 1, "");
    expectRefusal(() => classHexesPerRound(-1, "optimal", 0), "NEGATIVE", "speed", -1, "");
    expectRefusal(() => classHexesPerRound(12, hostile("lava"), 0), "UNKNOWN_TERRAIN", "terrain", "lava", "");
    expectRefusal(() => classHexesPerRound(12, "optimal", MAX_EXTRA_COST + 1), "OUT_OF_RANGE", "k", MAX_EXTRA_COST + 1, "");
    expectRefusal(() => classHexesPerRound(12, "optimal", -1), "OUT_OF_RANGE", "k", -1, "");
  });

  it("the book's part rounds half up, the extra cost down: speed 6 in hills (÷2.4 = 2.5 → 3) with k 1, 2, 3 → 1, 1, 0", () => {
    expect([0, 1, 2, 3].map((k) => classHexesPerRound(6, "hills", k))).toEqual([3, 1, 1, 0]);
    expect(classHexesPerRound(1, "mountains", 0)).toBe(0);
  });

  it("costClass refuses a bad terrain and a bad k by name", () => {
    expectRefusal(() => costClass(hostile("lava"), 1), "UNKNOWN_TERRAIN", "terrain", "lava", "");
    expectRefusal(() => costClass("hills", MAX_EXTRA_COST + 1), "OUT_OF_RANGE", "k", MAX_EXTRA_COST + 1, "");
  });

  it("parseCostClass: one digit from 1 to the largest k after the first plus", () => {
    expect(parseCostClass(`hills+${MAX_EXTRA_COST}`)).toEqual({ terrain: "hills", k: MAX_EXTRA_COST });
    for (const bad of [`hills+${MAX_EXTRA_COST + 1}`, "hills+01", "hills+1x", "hills+1.0", "hills+1e0", "hills+1 ", "hills+1+1", "hills+10", "hills++1", " hills+1", "hills", "lava", ""]) {
      expect(parseCostClass(bad)).toEqual(bad === "hills" ? { terrain: "hills", k: 0 } : null);
    }
  });
});

describe("the ruleset's movement points read", () => {
  it("terrainUnderModel refuses a bad terrain by name, under the book as under a model", () => {
    expectRefusal(() => terrainUnderModel(hostile("lava"), BOOK_RULESET), "UNKNOWN_TERRAIN", "terrain", "lava", "");
    expect(terrainUnderModel("forest", BOOK_RULESET)).toBe("forest");
  });

  it("hazardsCount: only where a module lets the hazard count (not under special movement alone)", () => {
    expect(hazardsCount(resolveRuleset(variantConfig({ movement: { specialMovement: true } })))).toBe(false);
    expect(hazardsCount(OSR)).toBe(true);
  });

  it("movementActionSource: the action's source only where it counts; an unknown, inherited or non-string action is none", () => {
    expect(movementActionSource("swim", OSE)).toBe("swim");
    expect(movementActionSource("climb", OSE)).toBeNull();
    expect(movementActionSource("climb", OSR)).toBe("climb");
    expect(movementActionSource("crawl", OSR)).toBe("crawl");
    expect(movementActionSource("crawl", BOOK_RULESET)).toBeNull();
    expect(movementActionSource("walk", OSR)).toBeNull();
    expect(movementActionSource("toString", OSR)).toBeNull();
    expect(movementActionSource(7, OSR)).toBeNull();
    // A list or an object that reads as "swim" is not the action "swim".
    expect(movementActionSource(hostile(["swim"]), OSE)).toBeNull();
    expect(movementActionSource(hostile({ toString: () => "swim" }), OSE)).toBeNull();
  });

  it("conditionMovement: refuses a list that is not one; under crawl prone is a crawl and another condition still blocks", () => {
    expectRefusal(() => conditionMovement(hostile("prone"), A5E), "INVALID_ARGUMENT", "conditions", "prone", "expected an array");
    expect(conditionMovement(["prone"], BOOK_RULESET)).toEqual({ effect: "none", crawl: false, blockedBy: "prone" });
    expect(conditionMovement(["prone"], A5E)).toEqual({ effect: "normal", crawl: true, blockedBy: null });
    expect(conditionMovement(["prone", "stunned"], A5E)).toMatchObject({ effect: "none", crawl: true, blockedBy: "stunned" });
    expect(conditionMovement(["squeezing"], A5E)).toEqual({ effect: "half", crawl: false, blockedBy: null });
    expect([proneCrawls(A5E), proneCrawls(BOOK_RULESET), proneCrawls(OSR)]).toEqual([true, false, false]);
  });
});

describe("countedExtraCosts and extraCostsAt (the ruler's sources)", () => {
  it("refuses a situation that is not an object, by name", () => {
    expectRefusal(() => countedExtraCosts(hostile(null), A5E), "INVALID_ARGUMENT", "situation", null, "expected { hazard, conditions, action }");
    expectRefusal(() => countedExtraCosts(hostile("hazard"), A5E), "INVALID_ARGUMENT", "situation", "hazard", "expected { hazard, conditions, action }");
  });

  it("nothing given: no source; a hazard only when exactly true", () => {
    expect(countedExtraCosts({}, ALL)).toEqual([]);
    expect(countedExtraCosts({ hazard: hostile(1) }, ALL)).toEqual([]);
    expect(countedExtraCosts({ hazard: true }, ALL)).toEqual(["hazard"]);
  });

  it("the crawl of prone and of the crawl action is one crawl, in table order after the hazard", () => {
    expect(countedExtraCosts({ hazard: true, conditions: ["prone"], action: "crawl" }, ALL)).toEqual(["hazard", "crawl"]);
    expect(countedExtraCosts({ conditions: ["prone"] }, ALL)).toEqual(["crawl"]);
    expect(countedExtraCosts({ action: "crawl" }, ALL)).toEqual(["crawl"]);
  });

  it("A5E speeds of its own (§6.5): climbing with a climb speed adds no k but keeps the hazard; flying with a fly speed meets no hazard", () => {
    expect(countedExtraCosts({ hazard: true, action: "climb", speeds: { climb: 6 } }, A5E)).toEqual(["hazard"]);
    expect(countedExtraCosts({ hazard: true, action: "climb", speeds: { climb: 0 } }, A5E)).toEqual(["hazard", "climb"]);
    expect(countedExtraCosts({ hazard: true, action: "fly", speeds: { fly: 12 } }, A5E)).toEqual([]);
    // Refused for want of a fly speed: not a speed of its own, so the hazard still counts.
    expect(countedExtraCosts({ hazard: true, action: "fly" }, A5E)).toEqual(["hazard"]);
    expect(countedExtraCosts({ hazard: true, action: "burrow", speeds: { burrow: 3 } }, A5E)).toEqual(["hazard"]);
    // Without a modes rule the speeds change nothing: climbing is +1 whatever the mover lists.
    expect(countedExtraCosts({ hazard: true, action: "climb", speeds: { climb: 6 } }, OSR)).toEqual(["hazard", "climb"]);
  });

  it("extraCostsAt: the counted sources and their k under the ruleset's stacking", () => {
    expect(extraCostsAt({ hazard: true, action: "climb" }, OSR)).toEqual({ k: 1, sources: ["hazard", "climb"] });
    expect(extraCostsAt({ hazard: true, action: "climb" }, A5E)).toEqual({ k: 2, sources: ["hazard", "climb"] });
    expect(extraCostsAt({ hazard: true, conditions: ["prone"], action: "swim" }, ALL)).toEqual({ k: 3, sources: ["hazard", "crawl", "swim"] });
    expect(extraCostsAt({ hazard: true }, BOOK_RULESET)).toEqual({ k: 0, sources: [] });
  });
});
