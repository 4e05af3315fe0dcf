/**
 * The edges of `movement-modes.ts` (VARIANTS.md §6.5, §13.3 row 39): stored steps at their bounds,
 * and every refusal of the switching rule by its parameter. The rule's cases and properties are in
 * `movement-modes.test.ts`, `mode-round.test.ts` and `modules/movement/a5e-modes.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { MAX_MODE_COST, MAX_MODE_STEPS, NO_SPEEDS, REFUSED_CLASS, modeClassAllowances, modeHexClass, modeSwitch, modeSwitchInRound, movementModeOf, storedModeSpeeds, storedModeSteps, type ModeClassInput, type ModeStep, type RoundBound } from "./movement-modes";
import { classHexesPerRoundUnchecked } from "./movement-costs";
import { BOOK_RULESET } from "./ruleset";
import { TERRAIN_IDS, type TerrainId } from "./terrain";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset";

const A5E = resolveRuleset(PRESETS.a5e);
const SWIM = storedModeSpeeds({ swim: 6 });
const step = (j: number, action: string | null, cost: number, i = 0): ModeStep => ({ i, j, action, cost });
const ROUND: RoundBound = { prior: { hexes: 0, last: null, modes: [] }, allowances: { walk: 12, swim: 6 } };

const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown; message: string } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("storedModeSteps: the bounds of a stored step", () => {
  it("keeps offsets below 2^30 in size and skips those at it, either sign, either offset", () => {
    const edge = 2 ** 30;
    expect(storedModeSteps([{ i: edge - 1, j: -(edge - 1) }]).length).toBe(1);
    for (const s of [{ i: edge, j: 0 }, { i: -edge, j: 0 }, { i: 0, j: edge }, { i: 0, j: -edge }, { i: 0 }, { j: 0 }, null]) expect(storedModeSteps([s])).toEqual([]);
  });

  it("walks an empty action and counts a cost that is not a finite positive number as 0", () => {
    expect(storedModeSteps([{ i: 0, j: 0, action: "", cost: Infinity }, { i: 0, j: 1, action: "fly", cost: "3" }, { i: 0, j: 2, action: "swim", cost: 0.5 }])).toEqual([
      { i: 0, j: 0, action: null, cost: 0 },
      { i: 0, j: 1, action: "fly", cost: 0 },
      { i: 0, j: 2, action: "swim", cost: 0.5 },
    ]);
  });

  it("counts a cost past the safe integers (beyond every budget) as MAX_MODE_COST, and one at it as it is", () => {
    expect(MAX_MODE_COST).toBe(Number.MAX_SAFE_INTEGER);
    const costs = storedModeSteps([{ i: 0, j: 0, cost: MAX_MODE_COST }, { i: 0, j: 2, cost: 2 ** 53 }, { i: 0, j: 3, action: "swim", cost: 1e308 }]).map((s) => s.cost);
    expect(costs).toEqual([MAX_MODE_COST, MAX_MODE_COST, MAX_MODE_COST]);
  });
});

describe("modeSwitchInRound: the refusals", () => {
  const steps = [step(0, null, 0), step(2, null, 2), step(3, "swim", 2)];
  const call = (over: { steps?: unknown; budget?: unknown; round?: unknown; window?: unknown; ruleset?: unknown } = {}) => () =>
    modeSwitchInRound((over.steps ?? steps) as never, "oddR", ("window" in over ? over.window : { budget: over.budget ?? 12, round: over.round === undefined ? ROUND : over.round }) as never, SWIM, (over.ruleset ?? A5E) as never);

  it("names the steps, the ruleset, the window and the budget", () => {
    expect(refusal(call({ steps: "x" })).parameter).toBe("steps");
    expect(refusal(call({ ruleset: {} })).parameter).toBe("ruleset");
    expect(refusal(call({ window: null })).parameter).toBe("window");
    expect(refusal(call({ budget: 1.5 })).parameter).toBe("budget");
  });

  it("names each part of the round's bound", () => {
    const cases: [unknown, string][] = [
      [7, "window.round"],
      [{ ...ROUND, prior: null }, "window.round.prior"],
      [{ ...ROUND, allowances: "x" }, "window.round.allowances"],
      [{ ...ROUND, prior: { ...ROUND.prior, hexes: -1 } }, "window.round.prior.hexes"],
      [{ ...ROUND, prior: { ...ROUND.prior, modes: "walk" } }, "window.round.prior.modes"],
      [{ ...ROUND, allowances: { walk: 12, swim: 2.5 } }, "window.round.allowances.swim"],
    ];
    for (const [round, parameter] of cases) expect(refusal(call({ round })).parameter).toBe(parameter);
    for (const prior of [{ hexes: 0, last: null, modes: ["walk", 3] }, { hexes: 0, last: 3, modes: [] }]) {
      const e = refusal(call({ round: { ...ROUND, prior } }));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "window.round.prior", prior]);
      expect(e.message).toContain("speed names must be strings");
    }
  });

  it("refuses a budget whose one unit beyond would pass the safe integers", () => {
    const e = refusal(call({ budget: Number.MAX_SAFE_INTEGER }));
    expect([e.code, e.parameter, e.value]).toEqual(["OUT_OF_RANGE", "budget", Number.MAX_SAFE_INTEGER]);
    // The largest budget taken: 2 hexes walked re-priced at swim's rate 2, then its 2: 6 for 4 measured.
    expect(modeSwitchInRound(steps, "oddR", { budget: Number.MAX_SAFE_INTEGER - 1, round: null }, SWIM, A5E)).toEqual({ offset: 2, refused: null, mixed: true });
  });

  it("names a step's offsets out of bounds by its place", () => {
    expect(refusal(call({ steps: [...steps, step(4, null, 1, 2 ** 30 + 1)] })).parameter).toBe("steps[3].i");
    expect(refusal(call({ steps: [...steps, step(-(2 ** 30) - 1, null, 1)] })).parameter).toBe("steps[3].j");
  });

  it("names a step that is not a waypoint by its place, the first one too", () => {
    expect(refusal(call({ steps: [null, ...steps.slice(1)] as never })).parameter).toBe("steps[0]");
    expect(refusal(call({ steps: [...steps.slice(0, 2), null, ...steps.slice(3)] as never })).parameter).toBe("steps[2]");
  });

  it("takes no speeds and no round as no switch to judge", () => {
    expect(modeSwitchInRound(steps, "oddR", { budget: 12, round: null }, NO_SPEEDS, A5E).mixed).toBe(false);
  });
});

describe("modeClassAllowances: the classes of a speed of one's own", () => {
  const base: ModeClassInput = { speeds: storedModeSpeeds({ climb: 6 }), encumbranceSteps: 1, effect: "normal", immobile: false, ks: [0, 1], phase: null, terrainAs: null };
  const own = (terrain: TerrainId, k: number, speed = 5) => classHexesPerRoundUnchecked(speed, terrain, k);

  it("names each class T@mode or T+k@mode, only for the speeds the mover has, after its encumbrance steps", () => {
    const out = modeClassAllowances(base);
    expect(REFUSED_CLASS).toBe("refused");
    expect(out[REFUSED_CLASS]).toBe(0);
    expect(Object.keys(out).length).toBe(1 + 2 * TERRAIN_IDS.length);
    expect(out["optimal@climb"]).toBe(own("optimal", 0));
    expect(out["forest+1@climb"]).toBe(own("forest", 1));
    expect(Object.keys(out).some((k) => k.endsWith("@swim"))).toBe(false);
  });

  it("reads a terrain as the one it is taken for, and halves, stops or closes as the window says", () => {
    const asOptimal = Object.fromEntries(TERRAIN_IDS.map((t) => [t, "optimal"])) as Record<TerrainId, TerrainId>;
    expect(modeClassAllowances({ ...base, terrainAs: asOptimal })["forest@climb"]).toBe(own("optimal", 0));
    expect(modeClassAllowances({ ...base, effect: "half" })["optimal@climb"]).toBe(Math.floor(own("optimal", 0) / 2));
    expect(modeClassAllowances({ ...base, effect: "none" })["optimal@climb"]).toBe(0);
    expect(modeClassAllowances({ ...base, immobile: true })["optimal@climb"]).toBe(0);
    expect(modeClassAllowances({ ...base, phase: undefined })["optimal@climb"]).toBe(0);
    expect(modeClassAllowances({ ...base, phase: 3 })["optimal@climb"]).toBe(1);
  });

  it("gives each hex its class: none for walking, refused, the hazard's k where it counts", () => {
    const swim = { kind: "speed", mode: "swim", terrain: true, hazards: true } as const;
    expect(modeHexClass({ kind: "walk" }, "forest", true, 0, 1)).toBeNull();
    expect(modeHexClass({ kind: "refused", mode: "fly", reason: "x" } as never, "forest", true, 0, 1)).toBe(REFUSED_CLASS);
    expect(modeHexClass(swim, "forest", true, 0, 1)).toBe("forest+1@swim");
    expect(modeHexClass(swim, "forest", false, 0, 1)).toBe("forest@swim");
    expect(modeHexClass({ ...swim, terrain: false, hazards: false }, "forest", true, 0, 1)).toBe("optimal@swim");
  });

  it("movementModeOf names the ruleset", () => {
    expect(refusal(() => movementModeOf("swim", SWIM, {} as never)).parameter).toBe("ruleset");
  });
});

describe("modeSwitch: what is and is not a switch", () => {
  const switched = [step(0, null, 0), step(2, null, 2), step(3, "swim", 2)];

  it("skips a stored step that is a function, and counts no hex for a change of action in place", () => {
    expect(storedModeSteps([Object.assign(() => 0, { i: 0, j: 0 })])).toEqual([]);
    expect(modeSwitch([step(0, null, 0), step(2, null, 2), step(2, "swim", 0), step(3, null, 1)], "oddR", 12, SWIM, A5E).mixed).toBe(false);
  });

  it("prices the same switch the same far from the origin", () => {
    const far = switched.map((s) => ({ ...s, i: s.i + 40, j: s.j + 40 }));
    expect(modeSwitch(far, "oddR", 12, SWIM, A5E)).toEqual(modeSwitch(switched, "oddR", 12, SWIM, A5E));
  });

  it("counts a cost that is not finite or below 0 as 0, and an empty or odd action as walking", () => {
    const at = (cost: number) => modeSwitch([step(0, null, 0), step(2, null, cost), step(3, "swim", 2)], "oddR", 12, SWIM, A5E);
    expect(at(Infinity)).toEqual(at(0));
    expect(at(-3)).toEqual(at(0));
    const walked = modeSwitch(switched, "oddR", 12, SWIM, A5E);
    expect(modeSwitch([step(0, null, 0), step(2, "", 2), step(3, "swim", 2)], "oddR", 12, SWIM, A5E)).toEqual(walked);
    expect(modeSwitch([step(0, null, 0), step(2, 7 as never, 2), step(3, "swim", 2)], "oddR", 12, SWIM, A5E)).toEqual(walked);
  });

  it("reads at most MAX_MODE_STEPS segments: the last one read can switch, the next cannot", () => {
    const inPlace = Array.from({ length: MAX_MODE_STEPS - 2 }, () => step(1, null, 0));
    const lastRead = [step(0, null, 0), step(1, null, 1), ...inPlace, step(2, "swim", 2)];
    expect(lastRead.length).toBe(MAX_MODE_STEPS + 1);
    expect(modeSwitch(lastRead, "oddR", 12, SWIM, A5E).mixed).toBe(true);
    const beyond = [step(0, null, 0), step(1, null, 1), ...inPlace, step(1, null, 0), step(2, "swim", 2)];
    expect(modeSwitch(beyond, "oddR", 12, SWIM, A5E).mixed).toBe(false);
  });

  it("one speed moved before this phase, the same speed now, is no mix; no modes rule, no switch even with a round", () => {
    const swimOnly = [step(0, null, 0), step(2, "swim", 4)];
    expect(modeSwitchInRound(swimOnly, "oddR", { budget: 12, round: { prior: { hexes: 2, last: "swim", modes: ["swim"] }, allowances: { walk: 12, swim: 6 } } }, SWIM, A5E).mixed).toBe(false);
    const mixedRound = { prior: { hexes: 2, last: "swim", modes: ["walk", "swim"] }, allowances: { walk: 2, swim: 2 } };
    expect(modeSwitchInRound([step(0, null, 0), step(3, null, 3)], "oddR", { budget: 12, round: mixedRound }, SWIM, BOOK_RULESET)).toEqual({ offset: 0, refused: null, mixed: false });
  });
});

describe("modeSwitch: refusals and the round's bound", () => {
  const round = (prior: RoundBound["prior"], allowances: Record<string, number>) => ({ budget: 12, round: { prior, allowances } });

  it("one speed with a fraction of a unit is no switch: no offset", () => {
    expect(modeSwitch([step(0, null, 0), step(1, null, 1.5), step(2, null, 1.5)], "oddR", 12, SWIM, A5E)).toEqual({ offset: 0, refused: null, mixed: false });
    expect(modeSwitch([step(0, null, 0), step(1, null, 1.5), step(2, null, 1.25)], "oddR", 12, SWIM, A5E)).toEqual({ offset: 0, refused: null, mixed: false });
  });

  it("a switch refused in a phase of no allowance puts the phase one unit beyond it", () => {
    expect(modeSwitch([step(0, null, 0), step(2, null, 0), step(3, "swim", 0)], "oddR", 0, SWIM, A5E)).toEqual({ offset: 1, refused: "swim", mixed: true });
  });

  it("a refused switch keeps its whole re-priced cost (4 hexes at swim's rate 3, then the swim's 3: 15 units for 7 measured)", () => {
    expect(modeSwitch([step(0, null, 0), step(4, null, 4), step(5, "swim", 3)], "oddR", 4, SWIM, A5E)).toEqual({ offset: 8, refused: "swim", mixed: true });
  });

  it("names the first speed refused, walking by its name", () => {
    expect(modeSwitch([step(0, null, 0), step(4, null, 4), step(5, "swim", 3), step(6, null, 1)], "oddR", 4, SWIM, A5E).refused).toBe("swim");
    expect(modeSwitch([step(0, null, 0), step(4, "swim", 4), step(5, null, 3)], "oddR", 4, SWIM, A5E).refused).toBe("walk");
  });

  it("never names an action the mover has no speed for (its class refuses it already)", () => {
    expect(modeSwitch([step(0, null, 0), step(4, null, 4), step(5, "fly", 30)], "oddR", 4, SWIM, A5E).refused).toBeNull();
    expect(modeSwitchInRound([step(0, null, 0), step(1, null, 1), step(2, "fly", 30)], "oddR", round({ hexes: 2, last: "walk", modes: ["walk", "swim"] }, { walk: 12, swim: 6 }), SWIM, A5E).refused).toBeNull();
  });

  it("re-prices a switch between two refused actions as a switch", () => {
    // fly: 1 hex at 10 → 10, then its 10; burrow: 2 hexes at 20 → 40, then its 20: 60 for 31 measured.
    expect(modeSwitch([step(0, null, 0), step(1, null, 1), step(2, "fly", 10), step(3, "burrow", 20)], "oddR", 12, SWIM, A5E)).toEqual({ offset: 29, refused: null, mixed: true });
  });

  it("a segment of no cost adds no round bound", () => {
    expect(modeSwitchInRound([step(0, null, 0), step(1, "swim", 0)], "oddR", round({ hexes: 2, last: "walk", modes: ["walk", "swim"] }, { walk: 12, swim: 6 }), SWIM, A5E).offset).toBe(0);
  });

  it("the round's bound counts the hexes entered in this phase: swim 4 of the round, 2 walked before", () => {
    // Swim 1 hex at rate 6 (2 left of the round: 12 − 2×6 = 0 → 6 units), then 1 at rate 1 (1 left: 12 − 1 = 11, +1): 12 for 7 measured.
    expect(modeSwitchInRound([step(0, null, 0), step(1, "swim", 6), step(2, "swim", 1)], "oddR", round({ hexes: 2, last: "walk", modes: ["walk"] }, { walk: 12, swim: 4 }), SWIM, A5E)).toEqual({ offset: 5, refused: null, mixed: true });
  });

  it("holds a step's cost and the phase's sums at MAX_MODE_COST: the offset stays a safe integer", () => {
    // Walking 2 hexes measured past the safe integers, then a swim: the swim re-prices them at 6 (12, refused), +6.
    for (const cost of [1e308, 2 ** 53 + 12, MAX_MODE_COST]) {
      expect(modeSwitch([step(0, null, 0), step(2, null, cost), step(3, "swim", 6)], "oddR", 12, SWIM, A5E)).toEqual({ offset: 18 - MAX_MODE_COST, refused: "swim", mixed: true });
    }
    // Three walking segments of 2^52 each: their sum saturates too.
    const three = [step(0, null, 0), step(1, null, 2 ** 52), step(2, null, 2 ** 52), step(3, null, 2 ** 52), step(4, "swim", 6)];
    expect(modeSwitchInRound(three, "oddR", { budget: 12, round: null }, SWIM, A5E)).toEqual({ offset: 24 - MAX_MODE_COST, refused: "swim", mixed: true });
    // 2^52 hexes moved before, swim 6 of the round: 12 + (2^52 − 5) × 6 units past every budget, held at the cap, refused.
    const far = modeSwitchInRound([step(0, null, 0), step(1, null, 1), step(2, "swim", 6)], "oddR", round({ hexes: 2 ** 52, last: "walk", modes: ["walk"] }, { walk: 12, swim: 6 }), SWIM, A5E);
    expect(far).toEqual({ offset: MAX_MODE_COST - 7, refused: "swim", mixed: true });
  });

  it("names the first speed the round refuses", () => {
    expect(modeSwitchInRound([step(0, null, 0), step(1, "swim", 1), step(2, null, 1)], "oddR", round({ hexes: 12, last: "walk", modes: ["walk", "swim"] }, { walk: 12, swim: 6 }), SWIM, A5E).refused).toBe("swim");
  });
});
