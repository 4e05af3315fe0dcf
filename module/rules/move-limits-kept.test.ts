/**
 * The limits a ruleset that changes movement keeps per mover (move-limits.ts, for the drag ruler's
 * frames, RULES.md §2): a kept answer is the answer worked out afresh for every mover and window,
 * whatever was asked before — so the key holds every field the limits read.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_KEPT_LIMITS, moveLimits, type Mover, type MoveLimits, type MoveWindow } from "./move-limits";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";
import { rememberRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/resolve";
import { variantConfig } from "../../tests/support/variants";

const RULESETS: readonly [string, Ruleset][] = [
  ["A5E", resolveRuleset(PRESETS.a5e)],
  ["OSR", resolveRuleset(PRESETS.osr)],
  ["13th Age", resolveRuleset(PRESETS.a13)],
  ["OSE", resolveRuleset(PRESETS.ose)],
  ["A5E with hazards counted, dragging, worst cost only", resolveRuleset(variantConfig({ movement: { terrainModel: "divisorsPlusHazards", drag: true, extraCostStacking: "worst" } }, PRESETS.a5e))],
];

/** A copy of the ruleset that nothing has asked yet: its limits are worked out afresh. */
const afresh = (ruleset: Ruleset): Ruleset => rememberRuleset({ ...ruleset });

const seen = (l: MoveLimits) => ({ window: l.window, allowances: l.allowances, reason: l.reason, budget: l.table.budget, classes: l.table.classes.map((c) => [c, l.table.costOf(c), l.table.allowanceOf(c)]) });

const speed = fc.constantFrom(null, 0, 4, 12);
const mover: fc.Arbitrary<Mover> = fc.record({
  speed: fc.constantFrom(0, 8, 12, 20),
  encumbranceSteps: fc.constantFrom(0, 1, 3),
  immobile: fc.boolean(),
  conditions: fc.subarray(["prone", "restrained", "slowed", "grappled", "unconscious", "blinded"]),
  forfeit: fc.constantFrom(undefined, null, "surprised"),
  speeds: fc.option(fc.record({ climb: speed, swim: speed, fly: speed, burrow: speed }), { nil: undefined }),
}).map((m) => ({ ...m, adaptation: {}, sureFooted: false }));
const window: fc.Arbitrary<MoveWindow> = fc.oneof(
  fc.constant({ kind: "round" as const }),
  fc.constant({ kind: "turn" as const }),
  fc.constant({ kind: "closed" as const }),
  fc.constantFrom(0, 1, 2, 3).map((phase) => ({ kind: "phase" as const, phase: phase as 0 | 1 | 2 | 3 })),
);

describe("the limits kept per mover", () => {
  for (const [name, ruleset] of RULESETS) {
    it(`${name}: each answer is the one worked out afresh, asked in any order`, () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(mover, window), { minLength: 1, maxLength: 12 }), (asks) => {
          for (const [m, w] of asks) expect(seen(moveLimits(m, w, ruleset))).toEqual(seen(moveLimits(m, w, afresh(ruleset))));
        }),
        { numRuns: 150 },
      );
    });
  }

  it("the caller's allowances are its own: changing them changes no later answer", () => {
    const [, a5e] = RULESETS[0]!;
    const m: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
    const first = moveLimits(m, { kind: "round" }, a5e);
    const plains = first.allowances.plains;
    (first.allowances as Record<string, number>).plains = 999;
    expect(moveLimits(m, { kind: "round" }, a5e).allowances.plains).toBe(plains);
  });

  it("a window is answered as the caller's own object", () => {
    const [, a5e] = RULESETS[0]!;
    const m: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
    const w = { kind: "phase" as const, phase: 1 as const };
    moveLimits(m, { kind: "phase", phase: 1 }, a5e);
    expect(moveLimits(m, w, a5e).window).toBe(w);
  });

  it("a mover asked again gets the table already worked out; a forfeit or another ruleset's mover does not", () => {
    const [, a5e] = RULESETS[0]!;
    const m: Mover = { speed: 16, adaptation: {}, sureFooted: false, encumbranceSteps: 1, immobile: false, conditions: ["prone"], speeds: { climb: 4, swim: null, fly: 8, burrow: null } };
    const first = moveLimits(m, { kind: "phase", phase: 2 }, a5e);
    expect(moveLimits({ ...m, conditions: ["prone"] }, { kind: "phase", phase: 2 }, a5e).table).toBe(first.table);
    expect(moveLimits(m, { kind: "phase", phase: 2 }, afresh(a5e)).table).not.toBe(first.table);
    const surprised = { ...m, forfeit: "surprised" };
    expect(moveLimits(surprised, { kind: "phase", phase: 2 }, a5e).table).not.toBe(moveLimits(surprised, { kind: "phase", phase: 2 }, a5e).table);
  });

  it(`keeps at most ${MAX_KEPT_LIMITS} movers a ruleset: the ${MAX_KEPT_LIMITS + 1}th forgets the others`, () => {
    const ruleset = afresh(RULESETS[1]![1]);
    const mover = (k: number): Mover => ({ speed: k % 100, adaptation: {}, sureFooted: false, encumbranceSteps: Math.floor(k / 100), immobile: false, conditions: [] });
    const round = { kind: "round" as const };
    const first = moveLimits(mover(0), round, ruleset).table;
    for (let k = 1; k < MAX_KEPT_LIMITS; k++) moveLimits(mover(k), round, ruleset);
    // Full: the first is still kept, and asking for it again adds nothing.
    expect(moveLimits(mover(0), round, ruleset).table).toBe(first);
    const last = moveLimits(mover(MAX_KEPT_LIMITS - 1), round, ruleset).table;
    moveLimits(mover(MAX_KEPT_LIMITS), round, ruleset);
    expect(moveLimits(mover(0), round, ruleset).table).not.toBe(first);
    expect(moveLimits(mover(MAX_KEPT_LIMITS - 1), round, ruleset).table).not.toBe(last);
    // One mover asked in turn with another stays kept between them (a miss forgets nothing until full).
    const a = moveLimits(mover(5), round, ruleset).table;
    moveLimits(mover(6), round, ruleset);
    expect(moveLimits(mover(5), round, ruleset).table).toBe(a);
  });

  it("an immobile flag is read as the limits read it (any truthy value), never turned into text", () => {
    const [, a5e] = RULESETS[0]!;
    const m: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: true, conditions: [] };
    const stuck = seen(moveLimits(m, { kind: "round" }, a5e));
    for (const odd of [Symbol("odd"), Object.create(null) as object]) {
      expect(seen(moveLimits({ ...m, immobile: odd as unknown as boolean }, { kind: "round" }, a5e))).toEqual(stuck);
    }
  });
});
