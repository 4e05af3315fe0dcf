/**
 * movementPoints reads only the shapes of the movement points (ruleset/points/movement.ts): a ruleset
 * whose points are not those shapes is refused by name, never half-read (its points are code the
 * movement rules run). Each ruleset here is resolved inside its test, from the config with one test
 * module, so none is read from the per-ruleset cache of another test.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { resolveWith } from "./ruleset/resolve";
import { rememberRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import { movementPoints } from "./movement-points";
import { TERRAIN_IDS } from "./terrain";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

/** A5E's config with one test module in force, contributing `points` and nothing else. */
const withPoints = (points: Record<string, unknown>): Ruleset =>
  resolveWith(PRESETS.a5e, [
    { id: "test.points", domain: "movement", selects: { path: "movement.terrainModel", value: "divisorsPlusHazards" }, contribute: () => hostile(points) },
  ]);

const REFUSED = "expected a resolved Ruleset (resolveRuleset, BOOK_RULESET)";
const refused = (points: Record<string, unknown>): void => {
  const ruleset = withPoints(points);
  expectRefusal(() => movementPoints(ruleset), "INVALID_ARGUMENT", "ruleset", ruleset, REFUSED);
};
const grabberMoves = (): boolean => true;

describe("movementPoints: the points' shapes (ruleset/points/movement.ts)", () => {
  it("the extra-cost sources: each contribution a list of ids", () => {
    refused({ extraCostSources: "hazard" });
    refused({ extraCostSources: [7] });
    expect(movementPoints(withPoints({ extraCostSources: ["hazard", "swim", "hazard"] })).sources).toEqual(["hazard", "swim"]);
  });

  it("terrainAs: a function giving a terrain for every terrain", () => {
    refused({ terrainAs: "optimal" });
    refused({ terrainAs: (t: string) => (t === "mountains" ? "lava" : t) });
    const p = movementPoints(withPoints({ terrainAs: (t: string) => (t === "swamp" ? "forest" : t) }));
    expect(p.terrainAs).toEqual(Object.fromEntries(TERRAIN_IDS.map((t) => [t, t === "swamp" ? "forest" : t])));
  });

  it("the stacking and prone: one of their values only", () => {
    refused({ costStacking: "sometimes" });
    refused({ prone: "stand" });
    expect(movementPoints(withPoints({ costStacking: "worst" })).stacking).toBe("worst");
  });

  it("the double move: an object whose last second is a whole 1 to 20", () => {
    for (const lastSecond of [0, 21, 1.5, "1"]) refused({ doubleMove: { lastSecond } });
    refused({ doubleMove: Object.assign(() => 1, { lastSecond: 1 }) });
    expect(movementPoints(withPoints({ doubleMove: { lastSecond: 20 } })).doubleMove).toEqual({ lastSecond: 20 });
    expect(movementPoints(withPoints({ doubleMove: { lastSecond: 1 } })).doubleMove).toEqual({ lastSecond: 1 });
  });

  it("the condition moves: a list of condition ids that teleporting escapes and a grabber's rule", () => {
    refused({ conditionMoves: { teleportEscapes: "stuck", grabberMoves } });
    refused({ conditionMoves: { teleportEscapes: ["stuck", 7], grabberMoves } });
    refused({ conditionMoves: { teleportEscapes: [7], grabberMoves } });
    refused({ conditionMoves: { teleportEscapes: [], grabberMoves: true } });
    refused({ conditionMoves: Object.assign(() => 1, { teleportEscapes: [], grabberMoves }) });
    expect(movementPoints(withPoints({ conditionMoves: { teleportEscapes: ["stuck"], grabberMoves } })).conditionMoves?.teleportEscapes).toEqual(["stuck"]);
  });

  it("the movement modes: a rule with a read function", () => {
    refused({ movementModes: { read: "walk" } });
    refused({ movementModes: {} });
  });

  it("the book's movement only while no terrain model, source, prone rule or modes is in force", () => {
    expect(movementPoints(withPoints({})).isBook).toBe(true);
    expect(movementPoints(withPoints({ terrainAs: (t: string) => t })).isBook).toBe(false);
    expect(movementPoints(withPoints({ extraCostSources: ["hazard"] })).isBook).toBe(false);
    expect(movementPoints(withPoints({ prone: "crawl" })).isBook).toBe(false);
    expect(movementPoints(withPoints({ movementModes: { read: () => null } })).isBook).toBe(false);
  });
});

describe("movementPoints: a recorded ruleset whose points resolution never makes", () => {
  // resolveWith always gives every point (one points null when empty, list points []); these stand
  // for a ruleset recorded without them: refused by name or read as none, never a TypeError.
  const recorded = (points: unknown): Ruleset => rememberRuleset(hostile(Object.freeze({ ...BOOK_RULESET, points })));

  it("points that are not an object, or without the list of sources, are refused", () => {
    // A function is not the points' object, even one carrying a list of sources.
    for (const points of [null, {}, Object.assign(() => 0, { extraCostSources: [] })]) {
      const ruleset = recorded(points);
      expectRefusal(() => movementPoints(ruleset), "INVALID_ARGUMENT", "ruleset", ruleset, REFUSED);
    }
  });

  it("a one point left out reads as none (the book's)", () => {
    expect(movementPoints(recorded({ extraCostSources: [] }))).toEqual(movementPoints(BOOK_RULESET));
  });
});
