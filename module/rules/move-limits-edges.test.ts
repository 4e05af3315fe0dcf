/**
 * The limits and classes of move-limits.ts at edges the goldens do not reach: a turn window, a mover's
 * own speeds under load and between movement seconds, the classes of a speed of its own (terrain
 * model, hazards), and the refusals by name (RULES.md §3–§5; VARIANTS.md §5.12, §6.3, §6.5).
 */
import { describe, expect, it } from "vitest";
import { hexClassifier, moveDecision, moveLimits, type Mover, type MoveLimits } from "./move-limits";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { variantConfig } from "../../tests/support/variants";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const climber = (encumbranceSteps = 0): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps, immobile: false, conditions: [], speeds: { climb: 8, swim: null, fly: null, burrow: null } });
const modeClasses = (l: MoveLimits) => l.table.classes.filter((c) => c.includes("climb")).map((c) => [c, l.table.allowanceOf(c)] as const);

describe("the windows", () => {
  for (const [name, ruleset] of [["the book", BOOK_RULESET], ["A5E", A5E]] as const) {
    it(`${name}: a turn of exploration is measured like a round`, () => {
      const turn = moveLimits(climber(), { kind: "turn" }, ruleset);
      const round = moveLimits(climber(), { kind: "round" }, ruleset);
      expect(turn.allowances).toEqual(round.allowances);
      expect(turn.allowances.optimal).toBeGreaterThan(0);
    });
  }

  it("A5E: between movement seconds a speed of the mover's own gives nothing; in a round it gives its hexes", () => {
    expect(modeClasses(moveLimits(climber(), { kind: "closed" }, A5E)).every(([, a]) => a === 0)).toBe(true);
    expect(modeClasses(moveLimits(climber(), { kind: "round" }, A5E)).some(([, a]) => a > 0)).toBe(true);
  });

  it("A5E: load takes its steps off a speed of the mover's own as off walking", () => {
    const light = new Map(modeClasses(moveLimits(climber(0), { kind: "round" }, A5E)));
    const heavy = new Map(modeClasses(moveLimits(climber(4), { kind: "round" }, A5E)));
    expect([...heavy].every(([c, a]) => a <= light.get(c)!)).toBe(true);
    expect([...heavy].some(([c, a]) => a < light.get(c)!)).toBe(true);
  });
});

describe("the classes of a speed of the mover's own", () => {
  const hex = (terrain: string, hazard = false) => ({ terrain, steep: false, hazard }) as Parameters<ReturnType<typeof hexClassifier>>[0];

  it("read the ruleset's terrain model: under hazards only, a forest is climbed as open ground", () => {
    const hazardsOnly = resolveRuleset(variantConfig({ movement: { terrainModel: "hazardsOnly" } }, PRESETS.a5e));
    const classify = hexClassifier(climber(), "climb", hazardsOnly);
    expect(classify(hex("forest"))).toBe(classify(hex("plains")));
    const divisors = hexClassifier(climber(), "climb", A5E);
    expect(divisors(hex("forest"))).not.toBe(divisors(hex("plains")));
  });

  it("a climber meets a counted hazard", () => {
    const classify = hexClassifier(climber(), "climb", A5E);
    expect(classify(hex("plains", true))).not.toBe(classify(hex("plains")));
  });

  it("refuse a hex that is not one, by name", () => {
    const classify = hexClassifier(climber(), "climb", A5E);
    expectRefusal(() => classify(hostile(null)), "INVALID_ARGUMENT", "hex", null, "");
    expectRefusal(() => classify(hex("lava")), "UNKNOWN_TERRAIN", "hex.terrain", "lava", "");
  });
});

describe("a move's decision", () => {
  it("refuses a teleport flag that is not a boolean, by name", () => {
    expectRefusal(
      () => moveDecision({ mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: false, usedCost: 0, budget: 1, teleport: hostile("yes") } as Parameters<typeof moveDecision>[0], A5E),
      "INVALID_ARGUMENT", "input.teleport", "yes", "expected a boolean or nothing",
    );
  });
});
