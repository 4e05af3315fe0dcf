import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { movementPoints } from "./movement-points";
import { TERRAIN_IDS } from "./terrain";
import { variantConfig } from "../../tests/support/variants";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

describe("movementPoints: what the movement rules read of a resolved ruleset (VARIANTS.md D7, §6)", () => {
  it("the book: nothing counts, terrain is its own, prone stops, no double move, no condition moves, no modes", () => {
    expect(movementPoints(BOOK_RULESET)).toEqual({
      terrainAs: null,
      sources: [],
      stacking: "additive",
      proneCrawls: false,
      doubleMove: null,
      conditionMoves: null,
      modes: null,
      isBook: true,
    });
  });

  it("A5E: hazards, special movement and its modes' sources, each once in contribution order; prone crawls; modes read", () => {
    const p = movementPoints(resolveRuleset(PRESETS.a5e));
    expect(new Set(p.sources)).toEqual(new Set(["hazard", "swim", "climb", "crawl", "glide", "hover", "drag"]));
    // Special movement and the modes both name swim and climb: each is kept once.
    expect(p.sources.length).toBe(7);
    expect(p).toMatchObject({ terrainAs: null, stacking: "additive", proneCrawls: true, isBook: false });
    expect(typeof p.modes?.read).toBe("function");
    expect(Object.isFrozen(p) && Object.isFrozen(p.sources)).toBe(true);
  });

  it("OSR: worst stacking and the double move's last second; 13th Age: the condition moves", () => {
    const osr = movementPoints(resolveRuleset(PRESETS.osr));
    expect(osr).toMatchObject({ stacking: "worst", proneCrawls: false, doubleMove: { lastSecond: 1 }, modes: null, isBook: false });
    const a13 = movementPoints(resolveRuleset(PRESETS.a13));
    expect(Array.isArray(a13.conditionMoves?.teleportEscapes)).toBe(true);
    expect(typeof a13.conditionMoves?.grabberMoves).toBe("function");
  });

  it("a book movement domain with only the double move traded is still the book's movement", () => {
    const p = movementPoints(resolveRuleset(variantConfig({ combat: { tradeActionForMovement: true } })));
    expect(p.isBook).toBe(true);
    expect(p.doubleMove).toEqual({ lastSecond: 1 });
  });

  it("hazardsOnly: every terrain counts as optimal, as a frozen table over every terrain", () => {
    const p = movementPoints(resolveRuleset(variantConfig({ movement: { terrainModel: "hazardsOnly" } })));
    expect(p.terrainAs).toEqual(Object.fromEntries(TERRAIN_IDS.map((t) => [t, "optimal"])));
    expect(Object.isFrozen(p.terrainAs)).toBe(true);
    expect(p.isBook).toBe(false);
    expect(p.sources).toEqual(["hazard"]);
  });

  it("read once per ruleset: the same object on every call", () => {
    const r = resolveRuleset(PRESETS.a5e);
    expect(movementPoints(r)).toBe(movementPoints(r));
  });

  it("refuses what is not a resolved ruleset, by name, never half-read", () => {
    expectRefusal(() => movementPoints(hostile(null)), "INVALID_ARGUMENT", "ruleset", null, "expected a resolved Ruleset");
    expectRefusal(() => movementPoints(hostile(7)), "INVALID_ARGUMENT", "ruleset", 7, "expected a resolved Ruleset");
    const forged = { ...BOOK_RULESET };
    expectRefusal(() => movementPoints(hostile(forged)), "INVALID_ARGUMENT", "ruleset", forged, "expected a resolved ruleset");
  });
});
