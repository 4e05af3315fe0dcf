/**
 * A5E movement modes (VARIANTS.md §6.5, §13.3 row 39; 004:L21–L26): golden cases GA-M1 … GA-M6
 * (GA-M6, a flier knocked prone, is in ../../flier-fall.test.ts; GA-M1 and GA-M4 over the whole
 * round, GA-M7 and GA-M8 in ../../mode-round.test.ts) and the declaration as the core and the
 * canvas read it. Here each phase is measured alone (no record of earlier phases).
 */
import { describe, expect, it } from "vitest";
import { hexClassifier, moveLimits, type Mover } from "../../move-limits";
import { entryCost } from "../../move-progress";
import { PRESETS, parseVariantConfig } from "../../ruleset/config";
import { BOOK_RULESET, resolveRuleset, type Ruleset } from "../../ruleset";
import { declaredMovementActions } from "../../movement-sources";
import { modeSwitch, movementModeOf, storedModeSpeeds, type ModeStep } from "../../movement-modes";
import type { PhaseIndex } from "../../phases";
import type { TerrainId } from "../../terrain";
import { a5eModeReading } from "./a5e-modes";
import { extraCostsAt } from "../../movement-costs";

const A5E = resolveRuleset(PRESETS.a5e);
/** The book's terrain divisors with the movement modes and special movement on (fly over mountains needs real terrain). */
const TERRAIN = resolveRuleset(parseVariantConfig({ movement: { modes: true, specialMovement: true } }));
const walker = (speeds: Record<string, number | null> = {}): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], speeds: storedModeSpeeds(speeds) });
const hex = (terrain: string, hazard = false) => ({ terrain: terrain as TerrainId, steep: false, hazard });
/** A(class) of an action's hex in each phase. */
function phases(mover: Mover, action: string | null, terrain = "optimal", ruleset: Ruleset = A5E, hazard = false): number[] {
  const cls = hexClassifier(mover, action, ruleset)(hex(terrain, hazard));
  return [0, 1, 2, 3].map((p) => moveLimits(mover, { kind: "phase", phase: p as PhaseIndex }, ruleset).table.allowanceOf(cls));
}
/**
 * A phase's path along a row of optimal hexes from (0,0): each leg its action and hexes, every hex
 * costing what Foundry's cost function gives (entryCost of its class); the steps the canvas hands
 * on, and the used units with the switching rule's offset.
 */
function walk(mover: Mover, phase: PhaseIndex, legs: readonly [string | null, number][], ruleset: Ruleset = A5E) {
  const limits = moveLimits(mover, { kind: "phase", phase }, ruleset);
  const steps: ModeStep[] = [{ i: 0, j: 0, action: null, cost: 0 }];
  let j = 0;
  let raw = 0;
  for (const [action, n] of legs) {
    const cost = entryCost(limits.table, hexClassifier(mover, action, ruleset)(hex("optimal"))) * n;
    j += n;
    raw += cost;
    steps.push({ i: 0, j, action, cost });
  }
  const sw = modeSwitch(steps, "oddR", limits.table.budget, mover.speeds!, ruleset);
  return { ...sw, used: raw + sw.offset, budget: limits.table.budget, within: raw + sw.offset <= limits.table.budget };
}

describe("A5E movement modes (004:L21–L26)", () => {
  it("GA-M1 (L26): run, swim, run with a swim speed: 4 of phase 1 as 1 + 2 + 1 hexes; over the round run 4, swim 4, run 4", () => {
    const m = walker({ swim: 12 });
    // One phase: 1 walked, 2 swum (4 − 1 = 3 left), 1 walked (4 − 3 = 1 left).
    expect(walk(m, 0, [[null, 1], ["swim", 2], [null, 1]])).toMatchObject({ within: true, mixed: true, refused: null });
    expect(walk(m, 0, [[null, 1], ["swim", 2], [null, 2]]).within).toBe(false);
    // The round (4-3-3-2): run 4 in phase 1; swim 3 in phase 2; swim 1 and run 2 in phase 3; run 2 in phase 4.
    expect(walk(m, 0, [[null, 4]])).toMatchObject({ within: true, mixed: false });
    expect(walk(m, 1, [["swim", 3]])).toMatchObject({ within: true, mixed: false });
    expect(walk(m, 2, [["swim", 1], [null, 2]])).toMatchObject({ within: true, mixed: true });
    expect(walk(m, 2, [["swim", 1], [null, 3]]).within).toBe(false);
    expect(walk(m, 3, [[null, 2]]).within).toBe(true);
  });
  it("GA-M2 (L22): a climb without a climb speed is the walking speed at k + 1 (6 a round, 2-2-1-1); with a climb speed of 8 its own split at no extra cost", () => {
    expect(phases(walker(), "climb")).toEqual([2, 2, 1, 1]);
    expect(movementModeOf("climb", {}, A5E)).toEqual({ kind: "walk" });
    expect(phases(walker({ climb: 8 }), "climb")).toEqual([3, 2, 2, 1]);
    expect(movementModeOf("climb", { climb: 8 }, A5E)).toEqual({ kind: "speed", mode: "climb", terrain: true, hazards: true });
    // The same for swimming; walking is unchanged by either speed.
    expect(phases(walker(), "swim")).toEqual([2, 2, 1, 1]);
    expect(phases(walker({ swim: 12 }), "swim")).toEqual([4, 3, 3, 2]);
    expect(phases(walker({ climb: 8 }), null)).toEqual([4, 3, 3, 2]);
  });
  it("GA-M3 (L24; 003:L409): flying over mountains at fly 12 keeps 4-3-3-2; walking there is slowed, and a hazard does not reach the flier", () => {
    const m = walker({ fly: 12 });
    expect(phases(m, "fly", "mountains", TERRAIN)).toEqual([4, 3, 3, 2]);
    expect(phases(m, null, "mountains", TERRAIN).reduce((a, b) => a + b, 0)).toBeLessThan(12);
    expect(phases(m, "fly", "optimal", A5E, true)).toEqual([4, 3, 3, 2]);
    expect(phases(m, null, "optimal", A5E, true)).toEqual([2, 2, 1, 1]);
  });
  it("GA-M4 (L25): walking 2 hexes of phase 1, then swimming at swim 6 (2 in phase 1): 2 − 2 = 0 left, the swim is refused with its reason", () => {
    const m = walker({ swim: 6 });
    expect(phases(m, "swim")[0]).toBe(2);
    const r = walk(m, 0, [[null, 2], ["swim", 1]]);
    expect(r).toMatchObject({ refused: "swim", within: false });
    // One hex walked leaves one hex of swimming.
    expect(walk(m, 0, [[null, 1], ["swim", 1]])).toMatchObject({ refused: null, within: true });
    expect(walk(m, 0, [[null, 1], ["swim", 2]]).within).toBe(false);
  });
  it("GA-M5 (L23): burrowing without a burrow speed is refused, with the ruler's reason; with burrow 4 it moves 1-1-1-1", () => {
    expect(movementModeOf("burrow", {}, A5E)).toEqual({ kind: "refused", mode: "burrow", reason: "ER.Variants.Movement.Mode.Needs.burrow" });
    expect(phases(walker(), "burrow")).toEqual([0, 0, 0, 0]);
    const limits = moveLimits(walker(), { kind: "phase", phase: 0 }, A5E);
    expect(entryCost(limits.table, hexClassifier(walker(), "burrow", A5E)(hex("optimal")))).toBe(limits.table.budget + 1);
    expect(phases(walker({ burrow: 4 }), "burrow")).toEqual([1, 1, 1, 1]);
    for (const a of ["fly", "glide", "hover"]) expect(movementModeOf(a, { swim: 6 }, A5E)).toEqual({ kind: "refused", mode: "fly", reason: "ER.Variants.Movement.Mode.Needs.fly" });
    expect(movementModeOf("glide", { fly: 6 }, A5E)).toMatchObject({ kind: "speed", mode: "fly", terrain: false });
  });
  it("the ruler's extra-cost text: a swim without a swim speed is +1 (swimming); with one, nothing; a flier meets no hazard, a climber does", () => {
    expect(extraCostsAt({ action: "swim" }, A5E)).toEqual({ k: 1, sources: ["swim"] });
    expect(extraCostsAt({ action: "swim", speeds: { swim: 12 } }, A5E)).toEqual({ k: 0, sources: [] });
    expect(extraCostsAt({ action: "fly", hazard: true, speeds: { fly: 12 } }, A5E)).toEqual({ k: 0, sources: [] });
    expect(extraCostsAt({ action: "climb", hazard: true, speeds: { climb: 6 } }, A5E)).toEqual({ k: 1, sources: ["hazard"] });
    expect(extraCostsAt({ action: "swim", speeds: { swim: 12 } }, resolveRuleset(PRESETS.osr))).toEqual({ k: 1, sources: ["swim"] });
  });
  it("the rule is off in the book and the other presets, on in A5E; every action walks without it", () => {
    const flat = (c: unknown) => (c as { movement: Record<string, unknown> }).movement["modes"];
    expect(flat(PRESETS.a5e)).toBe(true);
    for (const id of ["osr", "ose", "a13"] as const) expect(flat(PRESETS[id])).toBe(false);
    expect(movementModeOf("burrow", {}, BOOK_RULESET)).toEqual({ kind: "walk" });
    expect(movementModeOf("fly", { fly: 20 }, resolveRuleset(PRESETS.ose))).toEqual({ kind: "walk" });
    // Walking, crawling, jumping and a drag read the walking speed whatever the speeds.
    for (const a of [null, "walk", "crawl", "jump", "drag"]) expect(a5eModeReading(a, storedModeSpeeds({ fly: 9, climb: 9 }))).toEqual({ kind: "walk" });
  });
  it("glide and hover are actions of the module's own, with label keys, that add no extra cost", () => {
    expect(declaredMovementActions()).toContainEqual({ id: "glide", label: "ER.Variants.Movement.Action.glide", icon: "fa-solid fa-paper-plane" });
    expect(declaredMovementActions()).toContainEqual({ id: "hover", label: "ER.Variants.Movement.Action.hover", icon: "fa-solid fa-feather" });
    expect(phases(walker({ fly: 12 }), "hover")).toEqual([4, 3, 3, 2]);
  });
});
