import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { movementAllowance } from "./movement";
import { ELF, SAURIAN, TERRAIN_IDS, hexesPerRound } from "./terrain";
import { CONDITION_IDS } from "./conditions";
import { RulesError } from "./errors";
import type { TerrainId } from "./terrain";
import { BOOK_RULESET } from "./ruleset";

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
