import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { movementAllowance } from "./movement";
import { ELF, SAURIAN, TERRAIN_IDS, hexesPerRound } from "./terrain";
import { CONDITION_IDS } from "./conditions";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { MAX_SPEED, MAX_STEPS } from "./bounds";
import { BOOK_CONFIG, PRESETS } from "./ruleset/config";
import { hostile, thrownBy } from "../../tests/support/rules-error";
import { variantConfig } from "../../tests/support/variants";

const A5E = resolveRuleset(PRESETS.a5e);

describe("movementAllowance", () => {
  it("Book: 12 hexes on optimal ground split 4-3-3-2", () => {
    expect(movementAllowance({ speed: 12, terrain: "optimal" }, BOOK_RULESET)).toEqual({
      hexesPerRound: 12,
      phases: [4, 3, 3, 2],
      terrain: "optimal",
      blockedBy: null,
    });
  });

  it("Book: elf 12 and saurian 8 in forest (7 / 4) and swamp (4 / 6)", () => {
    expect(movementAllowance({ speed: 12, terrain: "forest", adaptation: ELF }, BOOK_RULESET).hexesPerRound).toBe(7);
    expect(movementAllowance({ speed: 8, terrain: "forest", adaptation: SAURIAN }, BOOK_RULESET).hexesPerRound).toBe(4);
    expect(movementAllowance({ speed: 12, terrain: "swamp", adaptation: ELF }, BOOK_RULESET).hexesPerRound).toBe(4);
    const saurianSwamp = movementAllowance({ speed: 8, terrain: "swamp", adaptation: SAURIAN }, BOOK_RULESET);
    expect(saurianSwamp.hexesPerRound).toBe(6);
    expect(saurianSwamp.terrain).toBe("plains");
  });

  it("applies steps before terrain (docs/rules.md §5 order)", () => {
    // 12 − 2 = 10 in forest → round-half-up(10 / 2.2 = 4.545) = 5 ; terrain first would give 5 − 2 = 3
    expect(movementAllowance({ speed: 12, terrain: "forest", encumbranceSteps: 2 }, BOOK_RULESET).hexesPerRound).toBe(5);
    expect(movementAllowance({ speed: 3, terrain: "optimal", encumbranceSteps: 5 }, BOOK_RULESET).hexesPerRound).toBe(0);
  });

  it("sure-footed horse on hills, unless steep", () => {
    expect(movementAllowance({ speed: 20, terrain: "hills", sureFooted: true }, BOOK_RULESET).hexesPerRound).toBe(9); // as forest
    expect(movementAllowance({ speed: 20, terrain: "hills", sureFooted: true, steep: true }, BOOK_RULESET).hexesPerRound).toBe(8);
  });

  it("conditions: none → 0 with the blocker named; half rounds down", () => {
    const r = movementAllowance({ speed: 12, terrain: "optimal", conditions: ["dazed", "prone"] }, BOOK_RULESET);
    expect(r.hexesPerRound).toBe(0);
    expect(r.phases).toEqual([0, 0, 0, 0]);
    expect(r.blockedBy).toBe("prone");
    expect(movementAllowance({ speed: 12, terrain: "forest", conditions: ["squeezing"] }, BOOK_RULESET).hexesPerRound).toBe(2); // 5 → 2
    expect(movementAllowance({ speed: 12, terrain: "optimal", conditions: ["squeezing"] }, BOOK_RULESET).phases).toEqual([2, 2, 1, 1]);
  });

  it("immobile by load gives 0 and names encumbrance", () => {
    const r = movementAllowance({ speed: 12, terrain: "optimal", immobile: true }, BOOK_RULESET);
    expect(r.hexesPerRound).toBe(0);
    expect(r.blockedBy).toBe("encumbrance");
  });

  it("property: phases sum to hexesPerRound, never above the unencumbered optimal speed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(...TERRAIN_IDS),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.subarray([...CONDITION_IDS]),
        (speed, terrain, steps, sureFooted, steep, conditions) => {
          const r = movementAllowance({ speed, terrain, encumbranceSteps: steps, sureFooted, steep, conditions }, BOOK_RULESET);
          const [a, b, c, d] = r.phases;
          expect(a + b + c + d).toBe(r.hexesPerRound);
          expect(r.hexesPerRound).toBeGreaterThanOrEqual(0);
          expect(r.hexesPerRound).toBeLessThanOrEqual(speed);
          expect(r.hexesPerRound).toBeLessThanOrEqual(hexesPerRound(Math.max(0, speed - steps), "optimal"));
        },
      ),
    );
  });

  it("rejects bad input", () => {
    expect(() => movementAllowance({ speed: -1, terrain: "optimal" }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: 12.5, terrain: "optimal" }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: Number.NaN, terrain: "optimal" }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: 12, terrain: "lava" as TerrainId }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: 12, terrain: "optimal", encumbranceSteps: -1 }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: 12, terrain: "optimal", conditions: ["sleepy"] }, BOOK_RULESET)).toThrow(RulesError);
    expect(() => movementAllowance({ speed: 12, terrain: "forest", adaptation: { forest: "lava" as TerrainId } }, BOOK_RULESET)).toThrow(RulesError);
  });
});

describe("movementAllowance: refusals name the parameter and the value (mutation testing)", () => {
  const ok = { speed: 12, terrain: "optimal" } as const;
  const cases: [string, () => unknown, string, unknown, string][] = [
    ["input null", () => movementAllowance(hostile(null), BOOK_RULESET), "input", null, "expected a movement input object"],
    ["input a string", () => movementAllowance(hostile("12"), BOOK_RULESET), "input", "12", "expected a movement input object"],
    ["speed", () => movementAllowance({ ...ok, speed: -1 }, BOOK_RULESET), "speed", -1, ""],
    ["speed too large", () => movementAllowance({ ...ok, speed: MAX_SPEED + 1 }, BOOK_RULESET), "speed", MAX_SPEED + 1, `expected at most ${MAX_SPEED}`],
    ["terrain", () => movementAllowance({ ...ok, terrain: hostile("lava") }, BOOK_RULESET), "terrain", "lava", "expected one of"],
    ["adaptation", () => movementAllowance({ ...ok, adaptation: hostile(3) }, BOOK_RULESET), "adaptation", 3, "expected a map terrain"],
    ["steps", () => movementAllowance({ ...ok, encumbranceSteps: -1 }, BOOK_RULESET), "encumbranceSteps", -1, ""],
    ["steps too many", () => movementAllowance({ ...ok, encumbranceSteps: MAX_STEPS + 1 }, BOOK_RULESET), "encumbranceSteps", MAX_STEPS + 1, `expected at most ${MAX_STEPS}`],
    ["conditions", () => movementAllowance({ ...ok, conditions: hostile("prone") }, BOOK_RULESET), "conditions", "prone", "expected an array"],
    ["extra costs (variant)", () => movementAllowance({ ...ok, extraCosts: hostile(["lava"]) }, A5E), "extraCosts[0]", "lava", "expected one of"],
    ["extra costs not a list (variant)", () => movementAllowance({ ...ok, extraCosts: hostile("hazard") }, A5E), "extraCosts", "hazard", "expected an array"],
  ];
  for (const [title, call, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", parameter, value });
      expect((err as Error).message).toContain(detail);
    });
  }
  it("a refusal of the input object is an invalid argument", () => {
    expect(thrownBy(() => movementAllowance(hostile(null), BOOK_RULESET))).toMatchObject({ code: "INVALID_ARGUMENT" });
  });
  it("the largest speed and step count are accepted", () => {
    expect(movementAllowance({ ...ok, speed: MAX_SPEED }, BOOK_RULESET).hexesPerRound).toBe(MAX_SPEED);
    expect(movementAllowance({ ...ok, encumbranceSteps: MAX_STEPS }, BOOK_RULESET).hexesPerRound).toBe(0);
  });
});

describe("movementAllowance under a variant ruleset (A5E, VARIANTS.md D7)", () => {
  const walker = { speed: 12, terrain: "optimal" } as const;
  it("no extra cost is the book's allowance; steps come off the speed first", () => {
    expect(movementAllowance(walker, A5E)).toEqual({ hexesPerRound: 12, phases: [4, 3, 3, 2], terrain: "optimal", blockedBy: null });
    expect(movementAllowance({ ...walker, encumbranceSteps: 6 }, A5E).hexesPerRound).toBe(6);
    expect(movementAllowance({ ...walker, terrain: "forest", encumbranceSteps: 2 }, A5E).hexesPerRound).toBe(5);
  });
  it("a hazard and a prone crawl each add 1 to k (⌊12 ÷ (1 + k)⌋), the crawl counted once", () => {
    expect(movementAllowance({ ...walker, extraCosts: ["hazard"] }, A5E).hexesPerRound).toBe(6);
    expect(movementAllowance({ ...walker, conditions: ["prone"] }, A5E)).toMatchObject({ hexesPerRound: 6, blockedBy: null });
    expect(movementAllowance({ ...walker, conditions: ["prone"], extraCosts: ["hazard"] }, A5E).hexesPerRound).toBe(4);
  });
  it("adaptation and sure-footedness apply (not on steep ground); squeezing halves; a blocking condition or load gives 0 and is named", () => {
    expect(movementAllowance({ speed: 8, terrain: "swamp", adaptation: SAURIAN }, A5E)).toMatchObject({ hexesPerRound: 6, terrain: "plains" });
    const elfInForest = { speed: 12, terrain: "forest", adaptation: ELF } as const;
    expect(movementAllowance(elfInForest, A5E)).toEqual(movementAllowance(elfInForest, BOOK_RULESET));
    expect(movementAllowance(elfInForest, A5E).terrain).not.toBe("forest");
    expect(movementAllowance({ speed: 20, terrain: "hills", sureFooted: true }, A5E)).toMatchObject({ hexesPerRound: 9, terrain: "forest" });
    expect(movementAllowance({ speed: 20, terrain: "hills", sureFooted: true, steep: true }, A5E)).toMatchObject({ hexesPerRound: 8, terrain: "hills" });
    expect(movementAllowance({ speed: 20, terrain: "hills" }, A5E)).toMatchObject({ hexesPerRound: 8, terrain: "hills" });
    expect(movementAllowance({ ...walker, conditions: ["squeezing"] }, A5E)).toMatchObject({ hexesPerRound: 6, phases: [2, 2, 1, 1] });
    expect(movementAllowance({ ...walker, conditions: ["stuck"] }, A5E)).toMatchObject({ hexesPerRound: 0, phases: [0, 0, 0, 0], blockedBy: "stuck" });
    expect(movementAllowance({ ...walker, immobile: true }, A5E)).toMatchObject({ hexesPerRound: 0, phases: [0, 0, 0, 0], blockedBy: "encumbrance" });
    expect(movementAllowance({ ...walker, immobile: true, conditions: ["stuck"] }, A5E).blockedBy).toBe("stuck");
  });
  it("under hazards only every terrain is optimal ground", () => {
    const only = resolveRuleset(variantConfig({ movement: { terrainModel: "hazardsOnly" } }, BOOK_CONFIG));
    expect(movementAllowance({ ...walker, terrain: "mountains" }, only)).toMatchObject({ hexesPerRound: 12, terrain: "optimal" });
  });
});
