/**
 * The drag's input is read once: `moveContextOf` visits the token, its actor, its combatant and its
 * combat each once (one read per field) and asks the rules once (`movePlanOf`), whatever the ruleset.
 * The documents are counting stand-ins (tests/support/counting-documents.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOK_CONFIG, PRESETS, movePlanOf, toAbsolute, type VariantConfig } from "../rules";
import { countingDocument } from "../../tests/support/counting-documents";
import { doubleMovedSpeed, moveContextOf } from "./mover";
import { forgetMovementVariants } from "./variant-costs";

// The rules' entry point, counted: the adapter asks it once per token and input.
vi.mock("../rules", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../rules")>();
  return { ...actual, movePlanOf: vi.fn(actual.movePlanOf) };
});
const planCalls = () => vi.mocked(movePlanOf).mock.calls.length;

const values = new Map<string, unknown>();
let tokens = 0;

function useVariants(config: VariantConfig): void {
  values.set("enchanted-realms.variants", config);
  forgetMovementVariants();
}

/** A prone-again-free A5E mover in round 2 at second 6, its stand-up flag taking 2 of 5 hexes of this phase (VARIANTS.md §13.1), surprise marked, a double move declared. */
function world(options: { gridType?: number; combatant?: boolean; speed?: number; sceneFlags?: Record<string, unknown> } = {}) {
  const combat = countingDocument("Combat", { id: "combatWalk000001", started: true, round: 2, system: { absolute: toAbsolute({ round: 2, second: 6 }) } });
  const combatant = countingDocument("Combatant", { parent: combat.doc, system: { variant: { surprised: true }, doubleMoveRound: 2 } });
  const actor = countingDocument("Actor", {
    system: { profile: { movement: { speed: options.speed ?? 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } },
    statuses: new Set<string>(["squeezing"]),
    flags: { "enchanted-realms": { stoodUp: { combat: "combatWalk000001", round: 2, second: 1, taken: [6, 2, 0, 0], of: [6, 5, 5, 4] } } },
  });
  const token = countingDocument("Token", {
    uuid: `Scene.sceneWalk0000001.Token.t${++tokens}`,
    parent: { id: "sceneWalk0000001", grid: { type: options.gridType ?? 2 }, ...(options.sceneFlags ? { flags: { "enchanted-realms": options.sceneFlags } } : {}) },
    disposition: 1,
    actor: actor.doc,
    combatant: options.combatant === false ? null : combatant.doc,
  });
  return { token, actor, combatant, combat };
}

beforeEach(() => {
  vi.mocked(movePlanOf).mockClear();
  vi.stubGlobal("game", { settings: { get: (ns: string, key: string) => values.get(`${ns}.${key}`) }, user: { isGM: false } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  values.clear();
  forgetMovementVariants();
});

describe("moveContextOf: the walk reads each document once", () => {
  for (const [name, config] of [["the book", BOOK_CONFIG], ["A5E", PRESETS.a5e], ["OSE", PRESETS.ose], ["OSR", PRESETS.osr], ["13th Age", PRESETS.a13]] as const) {
    it(`${name}: token once, actor once, combat once; no field read twice`, () => {
      useVariants(config);
      const w = world();
      const context = moveContextOf(w.token.doc as unknown as TokenDocument.Implementation);
      expect(context).not.toBeNull();
      expect(planCalls()).toBe(1);
      expect(w.token.reads.get("actor")).toBe(1);
      expect(w.token.reads.get("combatant")).toBe(1);
      expect(w.combatant.reads.get("parent")).toBe(1);
      for (const doc of [w.token, w.actor, w.combatant, w.combat]) expect(doc.repeated()).toEqual({});
      // A memo hit reads the input again, once.
      for (const doc of [w.token, w.actor, w.combatant, w.combat]) doc.reset();
      expect(moveContextOf(w.token.doc as unknown as TokenDocument.Implementation)).toBe(context);
      for (const doc of [w.token, w.actor, w.combatant, w.combat]) expect(doc.repeated()).toEqual({});
      expect(w.combatant.reads.get("parent")).toBe(1);
      // The memo hit does not ask the rules again.
      expect(planCalls()).toBe(1);
    });
  }

  it("what the one read gives: A5E round 2 second 6, double move (24: 6 in phase 1, halved when squeezing: 3), stood up in phase 1 (2 of phase 2's 5 taken: ⌈2L/5⌉ spent)", () => {
    useVariants(PRESETS.a5e);
    const context = moveContextOf(world().token.doc as unknown as TokenDocument.Implementation)!;
    expect([context.mover.speed, context.phase, context.mover.forfeit, context.limits.allowances.optimal]).toEqual([24, 1, null, 3]);
    expect(context.spentOffset).toBe(Math.ceil((context.limits.table.budget * 2) / 5));
  });

  it("a square scene, a token with no combatant, a mover the rules refuse", () => {
    useVariants(BOOK_CONFIG);
    expect(moveContextOf(world({ gridType: 1 }).token.doc as unknown as TokenDocument.Implementation)).toBeNull();
    const alone = moveContextOf(world({ combatant: false }).token.doc as unknown as TokenDocument.Implementation)!;
    expect([alone.phase, alone.mover.speed, alone.limits.allowances.optimal]).toEqual([undefined, 12, 6]);
    expect(moveContextOf(world({ speed: Number.NaN }).token.doc as unknown as TokenDocument.Implementation)).toBeNull();
  });

  it("a scene flagged wilderness triples an OSE mover's rate (VARIANTS.md §13.1); the book's is unchanged", () => {
    useVariants(PRESETS.ose);
    // Outside combat OSE measures a turn's exploration (§5.12: 24 hexes at speed 12 on a 5-ft scene), in yards on a wilderness scene.
    expect(moveContextOf(world({ combatant: false, sceneFlags: { wilderness: true } }).token.doc as unknown as TokenDocument.Implementation)!.mover.speed).toBe(72);
    expect(moveContextOf(world({ combatant: false, sceneFlags: { wilderness: false } }).token.doc as unknown as TokenDocument.Implementation)!.mover.speed).toBe(24);
    useVariants(BOOK_CONFIG);
    expect(moveContextOf(world({ combatant: false, sceneFlags: { wilderness: true } }).token.doc as unknown as TokenDocument.Implementation)!.mover.speed).toBe(12);
  });

  it("doubleMovedSpeed reads a combatant's declaration (the combat tests' entry)", () => {
    expect(doubleMovedSpeed({ speed: 12, encumbranceSteps: 0 }, { doubleMoveRound: 3 }, 3)).toEqual({ speed: 24, encumbranceSteps: 0 });
    const same = { speed: 12, encumbranceSteps: 0 };
    expect(doubleMovedSpeed(same, { doubleMoveRound: 2 }, 3)).toBe(same);
  });
});
