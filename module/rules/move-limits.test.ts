import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  spentUnits,
  ENFORCEMENT_MODES,
  isEnforcementMode,
  entryCost,
  hexClass,
  hexClassifier,
  moveDecision,
  moveLimits,
  moveProgress,
  moveWindow,
  movementConditions,
  type MoveDecisionInput,
  type Mover,
} from "./move-limits";
import { CONDITION_IDS } from "./conditions";
import { ELF, SAURIAN, hexesPerRound } from "./terrain";
import { splitPhases, type PhaseIndex } from "./phases";
import { pathShare } from "./path";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { buildCostTable } from "./cost-table";
import { hostile, thrownBy } from "../../tests/support/rules-error";
import { variantConfig } from "../../tests/support/variants";
import { BOOK_CONFIG } from "./ruleset/config";

const mover = (over: Partial<Mover> = {}): Mover => ({
  speed: 12,
  adaptation: {},
  sureFooted: false,
  encumbranceSteps: 0,
  immobile: false,
  conditions: [],
  ...over,
});
const elf = mover({ speed: 12, adaptation: ELF });
const saurian = mover({ speed: 8, adaptation: SAURIAN });
const PHASES: PhaseIndex[] = [0, 1, 2, 3];

describe("moveWindow", () => {
  it("outside combat is the round; movement seconds are phases; other seconds are closed", () => {
    expect(moveWindow(null)).toEqual({ kind: "round" });
    expect(moveWindow(1)).toEqual({ kind: "phase", phase: 0 });
    expect(moveWindow(6)).toEqual({ kind: "phase", phase: 1 });
    expect(moveWindow(11)).toEqual({ kind: "phase", phase: 2 });
    expect(moveWindow(16)).toEqual({ kind: "phase", phase: 3 });
    for (const s of [2, 5, 7, 10, 12, 15, 17, 20]) expect(moveWindow(s)).toEqual({ kind: "closed" });
  });
});

describe("moveLimits", () => {
  it("Book: in forest the elf moves 7 a round and the saurian 4; in swamp the elf 4 and the saurian 6", () => {
    const round = (m: Mover, t: "forest" | "swamp") =>
      moveLimits(m, { kind: "round" }, BOOK_RULESET).allowances[hexClass({ terrain: t, steep: false }, m, BOOK_RULESET)];
    expect(round(elf, "forest")).toBe(7);
    expect(round(saurian, "forest")).toBe(4);
    expect(round(elf, "swamp")).toBe(4);
    expect(round(saurian, "swamp")).toBe(6);
  });

  it("per phase, A(T) is the split of the round's hexes in that terrain", () => {
    for (const [m, t, perRound] of [
      [elf, "forest", 7],
      [saurian, "forest", 4],
      [elf, "swamp", 4],
      [saurian, "swamp", 6],
    ] as const) {
      const cls = hexClass({ terrain: t, steep: false }, m, BOOK_RULESET);
      const split = splitPhases(perRound);
      const got = PHASES.map((p) => moveLimits(m, { kind: "phase", phase: p }, BOOK_RULESET).allowances[cls]);
      expect(got).toEqual([...split]);
      expect(got.reduce((a, b) => a + b, 0)).toBe(perRound);
    }
    // elf in forest: 7 → 2-2-2-1; saurian in swamp: 6 → 2-2-1-1 (docs/rules.md §3 split)
    expect(PHASES.map((p) => moveLimits(elf, { kind: "phase", phase: p }, BOOK_RULESET).allowances.tundra)).toEqual([2, 2, 2, 1]);
    expect(PHASES.map((p) => moveLimits(saurian, { kind: "phase", phase: p }, BOOK_RULESET).allowances.plains)).toEqual([2, 2, 1, 1]);
  });

  it("a closed window gives 0 everywhere with the reason 'not a movement second'", () => {
    const l = moveLimits(elf, { kind: "closed" }, BOOK_RULESET);
    expect(Object.values(l.allowances).every((a) => a === 0)).toBe(true);
    expect(l.reason).toBe("notMovementSecond");
  });

  it("a condition that forfeits movement gives 0 and names it; squeezing halves", () => {
    const r = moveLimits(mover({ conditions: ["dazed", "prone"] }), { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(r.allowances.optimal).toBe(0);
    expect(r.reason).toBe("prone");
    const sq = moveLimits(mover({ conditions: ["squeezing"] }), { kind: "round" }, BOOK_RULESET);
    expect(sq.allowances.optimal).toBe(6);
    expect(sq.reason).toBeNull();
  });

  it("over capacity (immobile) gives 0 with the reason 'encumbrance'; steps reduce speed first", () => {
    const r = moveLimits(mover({ immobile: true }), { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(r.allowances.optimal).toBe(0);
    expect(r.reason).toBe("encumbrance");
    expect(moveLimits(mover({ encumbranceSteps: 2 }), { kind: "round" }, BOOK_RULESET).allowances.forest).toBe(hexesPerRound(10, "forest"));
  });

  it("ignores status ids that are not conditions", () => {
    expect(movementConditions(["dead", "stuck", "invisible", "stuck"])).toEqual(["stuck"]);
    expect(moveLimits(mover({ conditions: ["dead"] }), { kind: "round" }, BOOK_RULESET).allowances.optimal).toBe(12);
  });
});

describe("hexClass", () => {
  it("applies the mover's adaptation and sure-footedness, except on steep ground", () => {
    expect(hexClass({ terrain: "forest", steep: false }, elf, BOOK_RULESET)).toBe("tundra");
    expect(hexClass({ terrain: "forest", steep: true }, elf, BOOK_RULESET)).toBe("tundra");
    const horse = mover({ sureFooted: true });
    expect(hexClass({ terrain: "hills", steep: false }, horse, BOOK_RULESET)).toBe("forest");
    expect(hexClass({ terrain: "hills", steep: true }, horse, BOOK_RULESET)).toBe("hills");
  });
});

describe("entry costs agree with pathShare", () => {
  it("the costs along a path fit the budget exactly when pathShare allows it", () => {
    const terrains = ["optimal", "forest", "swamp", "hills", "mountains"] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom<PhaseIndex>(0, 1, 2, 3),
        fc.array(fc.constantFrom(...terrains), { maxLength: 10 }),
        (speed, phase, path) => {
          const m = mover({ speed });
          const limits = moveLimits(m, { kind: "phase", phase }, BOOK_RULESET);
          const cost = path.reduce((sum, t) => sum + entryCost(limits.table, t), 0);
          const share = pathShare(limits.allowances, path);
          expect(cost <= limits.table.budget).toBe(share.allowed);
        },
      ),
    );
  });

  it("a terrain that cannot be entered costs more than the whole phase, never Infinity", () => {
    const l = moveLimits(mover({ speed: 2 }), { kind: "phase", phase: 1 }, BOOK_RULESET);
    expect(l.allowances.mountains).toBe(0);
    expect(entryCost(l.table, "mountains")).toBe(l.table.budget + 1);
    expect(Number.isFinite(entryCost(moveLimits(elf, { kind: "closed" }, BOOK_RULESET).table, "optimal"))).toBe(true);
  });
});

describe("moveProgress", () => {
  it("remaining whole hexes at the rate of the terrain stood in", () => {
    // elf, phase 1: A(tundra) = 2 (forest), A(optimal) = 4
    const l = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const oneForest = entryCost(l.table, "tundra");
    expect(moveProgress(l.table, 0, "tundra")).toEqual({ within: true, remaining: 2 });
    expect(moveProgress(l.table, oneForest, "tundra")).toEqual({ within: true, remaining: 1 });
    expect(moveProgress(l.table, oneForest, "optimal")).toEqual({ within: true, remaining: 2 });
    expect(moveProgress(l.table, 2 * oneForest, "tundra")).toEqual({ within: true, remaining: 0 });
    expect(moveProgress(l.table, 3 * oneForest, "tundra")).toEqual({ within: false, remaining: 0 });
    expect(moveProgress(l.table, Infinity, "tundra").within).toBe(false);
  });

  it("a negative used cost counts as nothing used; standing where A = 0 leaves 0; NaN is beyond", () => {
    const l = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(moveProgress(l.table, -5 * entryCost(l.table, "tundra"), "tundra")).toEqual({ within: true, remaining: 2 });
    const slow = moveLimits(mover({ speed: 2 }), { kind: "phase", phase: 1 }, BOOK_RULESET);
    expect(slow.allowances.mountains).toBe(0);
    expect(moveProgress(slow.table, 0, "mountains")).toEqual({ within: true, remaining: 0 });
    expect(moveProgress(l.table, NaN, "tundra")).toEqual({ within: false, remaining: 0 });
  });
});

describe("moveLimits: a surprised mover (VARIANTS.md §5.4, §6.2)", () => {
  const zeros = (l: ReturnType<typeof moveLimits>) => Object.values(l.allowances).every((a) => a === 0);
  it("loses every allowance; the reason is surprise, a forfeiting condition first, the clock before both", () => {
    for (const ruleset of [BOOK_RULESET, resolveRuleset(PRESETS.osr)]) {
      const l = moveLimits(mover({ forfeit: "surprised" }), { kind: "phase", phase: 0 }, ruleset);
      expect(zeros(l)).toBe(true);
      expect(l.reason).toBe("surprised");
      expect(l.table.costOf("optimal")).toBe(Infinity);
      expect(moveLimits(mover({ forfeit: "surprised" }), { kind: "round" }, ruleset).reason).toBe("surprised");
      expect(moveLimits(mover({ forfeit: "surprised", conditions: ["stuck"] }), { kind: "round" }, ruleset).reason).toBe("stuck");
      expect(moveLimits(mover({ forfeit: "surprised", immobile: true }), { kind: "round" }, ruleset).reason).toBe("surprised");
      expect(moveLimits(mover({ forfeit: "surprised", conditions: ["stuck"] }), { kind: "closed" }, ruleset).reason).toBe("notMovementSecond");
      const free = moveLimits(mover({ forfeit: null }), { kind: "round" }, ruleset);
      expect(free.reason).toBeNull();
      expect(free.allowances.optimal).toBe(12);
    }
  });

  it("surprise stops a move after the clock and a condition, before load and the allowance", () => {
    const input: MoveDecisionInput = { mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: true, forfeit: "surprised", usedCost: 99, budget: 12 };
    expect(moveDecision(input, BOOK_RULESET).reason).toEqual({ code: "forfeit", forfeit: "surprised" });
    expect(moveDecision({ ...input, conditions: ["stuck"] }, BOOK_RULESET).reason).toEqual({ code: "condition", condition: "stuck" });
    expect(moveDecision({ ...input, phase: null }, BOOK_RULESET).reason).toEqual({ code: "notMovementSecond" });
    expect(moveDecision({ ...input, forfeit: null }, BOOK_RULESET).reason).toEqual({ code: "encumbrance" });
  });
});

describe("moveDecision", () => {
  const base: MoveDecisionInput = {
    mode: "enforce",
    isGM: false,
    phase: 0,
    conditions: [],
    immobile: false,
    usedCost: 6,
    budget: 12,
  };

  it("exhaustively: GM, off and outside combat always allow; otherwise reasons in order", () => {
    const phases = [undefined, null, 0, 1, 2, 3] as const;
    const conditionSets = [[], ["dazed"], ["squeezing"], ["restrained"], ["prone", "stuck"], ["unconscious", "restrained"]];
    const costs = [0, 12, 13, Infinity];
    let cases = 0;
    for (const mode of ENFORCEMENT_MODES)
      for (const isGM of [false, true])
        for (const phase of phases)
          for (const conditions of conditionSets)
            for (const immobile of [false, true])
              for (const usedCost of costs) {
                cases++;
                const d = moveDecision({ mode, isGM, phase, conditions, immobile, usedCost, budget: 12 }, BOOK_RULESET);
                if (isGM || mode === "off" || phase === undefined) {
                  expect(d).toEqual({ outcome: "allow", reason: null });
                  continue;
                }
                const blocking = CONDITION_IDS.find(
                  (c) => conditions.includes(c) && ["restrained", "prone", "stuck", "grabbed", "stunned", "unconscious", "exhausted"].includes(c),
                );
                const expected =
                  phase === null
                    ? { code: "notMovementSecond" }
                    : blocking !== undefined
                      ? { code: "condition", condition: blocking }
                      : immobile
                        ? { code: "encumbrance" }
                        : usedCost > 12
                          ? { code: "overAllowance" }
                          : null;
                if (expected === null) expect(d).toEqual({ outcome: "allow", reason: null });
                else expect(d).toEqual({ outcome: mode === "enforce" ? "refuse" : "warn", reason: expected });
              }
    expect(cases).toBe(3 * 2 * 6 * 6 * 2 * 4);
  });

  it("names the first blocking condition in table order, whatever the order applied", () => {
    expect(moveDecision({ ...base, conditions: ["unconscious", "restrained"] }, BOOK_RULESET).reason).toEqual({ code: "condition", condition: "restrained" });
  });

  it("a move that uses exactly the phase is allowed; one unit more is not", () => {
    expect(moveDecision({ ...base, usedCost: 12 }, BOOK_RULESET).outcome).toBe("allow");
    expect(moveDecision({ ...base, usedCost: 13 }, BOOK_RULESET)).toEqual({ outcome: "refuse", reason: { code: "overAllowance" } });
    expect(moveDecision({ ...base, mode: "warn", usedCost: 13 }, BOOK_RULESET)).toEqual({ outcome: "warn", reason: { code: "overAllowance" } });
    expect(moveDecision({ ...base, usedCost: NaN }, BOOK_RULESET).outcome).toBe("refuse");
  });
});

describe("spentUnits", () => {
  it("sums finite history costs, rounded and clamped to the budget", () => {
    expect(spentUnits([0, 3, 3], 12)).toBe(6);
    expect(spentUnits([0, 10, 10], 12)).toBe(12);
    expect(spentUnits([Infinity, NaN, -2, 2.4], 12)).toBe(2);
  });
});

describe("refusals name the parameter, the value and what was expected", () => {
  const OSR = resolveRuleset(PRESETS.osr);
  const table = buildCostTable({ optimal: 6, forest: 3 });
  const decision: MoveDecisionInput = { mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: false, usedCost: 1, budget: 12 };
  const cases: [string, () => unknown, string, unknown, string][] = [
    ["movementConditions", () => movementConditions(hostile("prone")), "statuses", "prone", "expected an array"],
    ["moveLimits mover", () => moveLimits(hostile(null), { kind: "round" }, BOOK_RULESET), "mover", null, "expected an object"],
    ["moveLimits window", () => moveLimits(mover(), hostile(null), BOOK_RULESET), "window", null, "expected an object"],
    ["moveLimits window kind", () => moveLimits(mover(), hostile({ kind: "second" }), BOOK_RULESET), "window", { kind: "second" }, 'expected a window of kind "round", "turn", "phase" or "closed"'],
    ["moveLimits window phase", () => moveLimits(mover(), hostile({ kind: "phase", phase: 4 }), BOOK_RULESET), "window.phase", 4, ""],
    ["moveLimits forfeit", () => moveLimits(mover({ forfeit: hostile("yes") }), { kind: "round" }, BOOK_RULESET), "mover.forfeit", "yes", "expected a declared forfeit id or nothing"],
    ["moveLimits forfeit (variant)", () => moveLimits(mover({ forfeit: hostile(1) }), { kind: "round" }, OSR), "mover.forfeit", 1, "expected a declared forfeit id or nothing"],
    ["hexClass hex", () => hexClass(hostile(null), elf, BOOK_RULESET), "hex", null, "expected an object"],
    ["hexClass terrain", () => hexClass(hostile({ terrain: "lava", steep: false }), elf, BOOK_RULESET), "hex.terrain", "lava", "expected one of"],
    ["hexClass mover", () => hexClass({ terrain: "forest", steep: false }, hostile(null), BOOK_RULESET), "mover", null, "expected an object"],
    ["hexClass adaptation", () => hexClass({ terrain: "forest", steep: false }, hostile({ adaptation: 3, sureFooted: false }), BOOK_RULESET), "mover.adaptation", 3, "expected a map terrain"],
    ["hexClassifier mover", () => hexClassifier(hostile(null), null, OSR), "mover", null, "expected an object"],
    ["hexClassifier adaptation", () => hexClassifier(hostile({ adaptation: 3, sureFooted: false, conditions: [] }), null, OSR), "mover.adaptation", 3, "expected a map terrain"],
    ["hexClassifier hex (book)", () => hexClassifier(elf, null, BOOK_RULESET)(hostile(null)), "hex", null, "expected an object"],
    ["hexClassifier terrain (book)", () => hexClassifier(elf, null, BOOK_RULESET)(hostile({ terrain: "lava" })), "hex.terrain", "lava", "expected one of"],
    ["hexClassifier hex (variant)", () => hexClassifier(elf, null, OSR)(hostile(null)), "hex", null, "expected an object"],
    ["hexClassifier terrain (variant)", () => hexClassifier(elf, null, OSR)(hostile({ terrain: "lava" })), "hex.terrain", "lava", "expected one of"],
    ["entryCost", () => entryCost(hostile({ budget: 12 }), "optimal"), "table", { budget: 12 }, "expected a table from buildCostTable"],
    ["moveProgress", () => moveProgress(hostile(null), 0, "optimal"), "table", null, "expected a table from buildCostTable"],
    ["moveDecision input", () => moveDecision(hostile(null), BOOK_RULESET), "input", null, "expected an object"],
    ["moveDecision forfeit", () => moveDecision({ ...decision, forfeit: hostile("no") }, BOOK_RULESET), "input.forfeit", "no", "expected a declared forfeit id or nothing"],
    ["moveDecision usedCost", () => moveDecision({ ...decision, usedCost: hostile("1") }, BOOK_RULESET), "usedCost/budget", ["1", 12], "expected numbers"],
    ["moveDecision budget", () => moveDecision({ ...decision, budget: hostile(null) }, BOOK_RULESET), "usedCost/budget", [1, null], "expected numbers"],
    ["spentUnits history", () => spentUnits(hostile(3), 12), "historyCosts", 3, "expected an array"],
    ["spentUnits budget", () => spentUnits([1], -1), "budget", -1, ""],
  ];
  for (const [title, call, parameter, value, detail] of cases) {
    it(title, () => {
      const err = thrownBy(call);
      expect(err).toMatchObject({ name: "RulesError", parameter, value });
      expect((err as Error).message).toContain(`invalid ${parameter} =`);
      expect((err as Error).message).toContain(detail);
    });
  }
  it("the table a refusal is checked against is a real one (no refusal for buildCostTable's)", () => {
    expect(entryCost(table, "forest")).toBe(table.costOf("forest"));
  });
});

describe("move-limits: the remaining branches Stryker found unguarded", () => {
  const OSR = resolveRuleset(PRESETS.osr);
  it("isEnforcementMode accepts exactly off, warn and enforce", () => {
    expect(ENFORCEMENT_MODES.map(isEnforcementMode)).toEqual([true, true, true]);
    for (const x of ["", "Off", "refuse", null, undefined, 0]) expect(isEnforcementMode(x)).toBe(false);
  });
  it("load steps come off the speed (12 − 6 = 6 hexes of open ground), book and variant", () => {
    for (const r of [BOOK_RULESET, OSR]) expect(moveLimits(mover({ encumbranceSteps: 6 }), { kind: "round" }, r).allowances.optimal).toBe(6);
  });
  it("under a variant ruleset squeezing halves, and a closed window names the clock", () => {
    expect(moveLimits(mover({ conditions: ["squeezing"] }), { kind: "round" }, OSR).allowances.optimal).toBe(6);
    expect(moveLimits(mover(), { kind: "round" }, OSR).allowances.optimal).toBe(12);
    const closed = moveLimits(mover(), { kind: "closed" }, OSR);
    expect(closed.reason).toBe("notMovementSecond");
    expect(Object.values(closed.allowances).every((a) => a === 0)).toBe(true);
  });
  it("a mover without an adaptation map is classed by the hex's own terrain", () => {
    const plain = { sureFooted: false } as unknown as Mover;
    expect(hexClass({ terrain: "forest", steep: false }, plain, BOOK_RULESET)).toBe("forest");
    expect(hexClassifier({ sureFooted: false, conditions: [] } as unknown as Mover, null, OSR)({ terrain: "forest", steep: false })).toBe("forest");
  });
});

describe("move-limits: the variant path's own guards (second Stryker run)", () => {
  const OSR = resolveRuleset(PRESETS.osr);
  const HAZARDS_ONLY = resolveRuleset(variantConfig({ movement: { terrainModel: "hazardsOnly" } }, BOOK_CONFIG));
  it("under a variant, load names encumbrance, and a forfeiting condition is named before it", () => {
    const heavy = moveLimits(mover({ immobile: true }), { kind: "round" }, OSR);
    expect(heavy.reason).toBe("encumbrance");
    expect(heavy.allowances.optimal).toBe(0);
    expect(moveLimits(mover({ immobile: true, conditions: ["stuck"] }), { kind: "round" }, OSR).reason).toBe("stuck");
    expect(moveLimits(mover({ conditions: ["stuck"] }), { kind: "round" }, OSR).reason).toBe("stuck");
    expect(moveLimits(mover(), { kind: "phase", phase: 0 }, OSR).reason).toBeNull();
  });
  it("under hazards only every hex is optimal ground: forest and mountains cost as open ground, for each reader", () => {
    const m = mover({ adaptation: SAURIAN });
    for (const terrain of ["forest", "mountains", "swamp"] as const) {
      expect(hexClass({ terrain, steep: false }, m, HAZARDS_ONLY)).toBe("optimal");
      expect(hexClassifier(m, null, HAZARDS_ONLY)({ terrain, steep: false })).toBe("optimal");
      expect(moveLimits(mover(), { kind: "round" }, HAZARDS_ONLY).allowances[terrain]).toBe(12);
    }
    // the book's divisors still apply under the book and under OSR (no terrainAs)
    expect(hexClass({ terrain: "forest", steep: false }, mover(), OSR)).toBe("forest");
    expect(moveLimits(mover(), { kind: "round" }, OSR).allowances.mountains).toBe(hexesPerRound(12, "mountains"));
  });
  it("a mover without load steps moves as with none, under a variant as under the book (movementAllowance's default)", () => {
    const { encumbranceSteps: _, ...unloaded } = mover();
    for (const r of [BOOK_RULESET, OSR, resolveRuleset(PRESETS.a5e)]) {
      expect(moveLimits(unloaded as Mover, { kind: "round" }, r).allowances.optimal).toBe(12);
    }
  });
  it("a hazard hex adds nothing under a variant that does not count hazards (the book's divisors, prone crawling)", () => {
    const crawlOnly = resolveRuleset(variantConfig({ movement: { prone: "crawl" } }, BOOK_CONFIG));
    const hazard = { terrain: "forest", steep: false, hazard: true } as const;
    expect(hexClassifier(mover(), null, crawlOnly)(hazard)).toBe("forest");
    expect(hexClassifier(mover({ conditions: ["prone"] }), null, crawlOnly)(hazard)).toBe("forest+1");
    expect(hexClassifier(mover(), null, resolveRuleset(PRESETS.a5e))(hazard)).toBe("forest+1");
  });
  it("refusals carry their codes", () => {
    const d: MoveDecisionInput = { mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: false, usedCost: 1, budget: 12 };
    expect(thrownBy(() => moveDecision({ ...d, usedCost: hostile("1") }, BOOK_RULESET))).toMatchObject({ code: "NOT_A_NUMBER" });
    expect(thrownBy(() => moveDecision({ ...d, forfeit: hostile("no") }, BOOK_RULESET))).toMatchObject({ code: "INVALID_ARGUMENT" });
    expect(thrownBy(() => moveLimits(mover(), hostile({ kind: "second" }), BOOK_RULESET))).toMatchObject({ code: "INVALID_ARGUMENT" });
  });
  it("under A5E: a hazard, a prone crawl and a special action each add 1 to the class; the table holds every class the mover can meet", () => {
    const A5E = resolveRuleset(PRESETS.a5e);
    const open = { terrain: "optimal", steep: false } as const;
    const walk = hexClassifier(mover(), null, A5E);
    expect(walk(open)).toBe("optimal");
    expect(walk({ ...open, hazard: true })).toBe("optimal+1");
    expect(walk({ terrain: "forest", steep: false, hazard: true })).toBe("forest+1");
    const crawl = hexClassifier(mover({ conditions: ["prone"] }), null, A5E);
    expect(crawl(open)).toBe("optimal+1");
    expect(crawl({ ...open, hazard: true })).toBe("optimal+2");
    const swim = hexClassifier(mover(), "swim", A5E);
    expect(swim(open)).toBe("optimal+1");
    expect(swim({ ...open, hazard: true })).toBe("optimal+2");
    // 12 hexes a round in the open at k = 0, 1, 2: ⌊12 ÷ (1 + k)⌋
    const round = moveLimits(mover(), { kind: "round" }, A5E);
    expect([0, 1, 2].map((k) => round.table.allowanceOf(k === 0 ? "optimal" : `optimal+${k}`))).toEqual([12, 6, 4]);
    // in phase 0 each class gets the first part of its own split (6 → 2-2-1-1, 4 → 1-1-1-1)
    const phase = moveLimits(mover(), { kind: "phase", phase: 0 }, A5E);
    expect(["optimal", "optimal+1", "optimal+2"].map((c) => phase.table.allowanceOf(c))).toEqual([4, 2, 1]);
    // a prone mover's own classes are k ≥ 1, yet plain "T" stays a class of its table
    const prone = moveLimits(mover({ conditions: ["prone"] }), { kind: "round" }, A5E);
    expect(prone.allowances.optimal).toBe(6);
    expect(prone.table.allowanceOf("optimal")).toBe(12);
    expect(prone.table.allowanceOf("optimal+2")).toBe(4);
    // a forfeiting condition or load empties every class, not only the mover's own
    for (const m of [mover({ conditions: ["stuck"] }), mover({ immobile: true })]) {
      const l = moveLimits(m, { kind: "round" }, A5E);
      expect(["optimal", "optimal+1", "optimal+2", "forest+1"].map((c) => l.table.allowanceOf(c))).toEqual([0, 0, 0, 0]);
    }
  });
});
