import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { movePlanOf, standUpRecordOf, startedClock, storedDoubleMoveSpeed, type MovePlanInput } from "./move-plan";
import { RulesError } from "./errors";
import { moveLimits, moveWindow, type Mover } from "./move-limits";
import { movementForfeit } from "./movement-sources";
import { fromAbsolute, toAbsolute } from "./time";
import { ELF } from "./terrain";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset, type Ruleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { declaredDoubleMoveSpeed } from "./combat/double-move";
import { standUpOffset } from "./stand-up";
import { MAX_CLOCK_ROUND } from "./bounds";
import { modeSwitchInRound, storedModeSpeeds, storedModeSteps } from "./movement-modes";
import { roundModeAllowances, roundSoFar } from "./mode-round";
import { movementPoints } from "./movement-points";
import { hexLayoutFromGridType } from "./hex";

const A5E = resolveRuleset(PRESETS.a5e);
const OSR = resolveRuleset(PRESETS.osr);
const RULESETS: readonly Ruleset[] = [BOOK_RULESET, ...Object.values(PRESETS).map((c) => resolveRuleset(c))];
const memory = (over: Record<string, unknown> = {}): Readonly<Record<string, unknown>> => ({ ...NO_VARIANT_MEMORY, ...over });
const combat = (round: number, second: number, started = true) => ({ id: "combat0000000001", started, absolute: toAbsolute({ round, second }) });

/** A mover of speed 12 on an odd-row hex scene outside combat, with `over` applied. */
const input = (over: Partial<MovePlanInput> = {}): MovePlanInput => ({
  gridType: 2,
  profile: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
  conditions: [],
  combat: null,
  memory: memory(),
  doubleMoveRound: undefined,
  stoodUp: undefined,
  ...over,
});

describe("movePlanOf: golden plans", () => {
  it("outside combat: the book's round (12 hexes), no phase, no forfeit, nothing spent", () => {
    const plan = movePlanOf(input(), BOOK_RULESET)!;
    expect([plan.layout, plan.clock, plan.window, plan.phase, plan.mover.forfeit, plan.spentOffset]).toEqual(["oddR", null, { kind: "round" }, undefined, null, 0]);
    expect(plan.limits.allowances.optimal).toBe(12);
  });

  it("a square or gridless scene, or no scene: no plan", () => {
    for (const gridType of [0, 1, null, "2"]) expect(movePlanOf(input({ gridType }), BOOK_RULESET), String(gridType)).toBeNull();
    expect(movePlanOf(input({ gridType: 5 }), BOOK_RULESET)!.layout).toBe("evenQ");
  });

  it("round 2, second 6: phase 1 of 4-3-3-2; a combat not started measures the round", () => {
    const plan = movePlanOf(input({ combat: combat(2, 6) }), BOOK_RULESET)!;
    expect([plan.clock, plan.phase, plan.limits.allowances.optimal]).toEqual([{ round: 2, second: 6 }, 1, 3]);
    const notStarted = movePlanOf(input({ combat: combat(2, 6, false) }), BOOK_RULESET)!;
    expect([notStarted.clock, notStarted.phase, notStarted.limits.allowances.optimal]).toEqual([null, undefined, 12]);
  });

  it("between movement seconds: phase null, every allowance 0, reason 'not a movement second'", () => {
    const plan = movePlanOf(input({ combat: combat(2, 7) }), BOOK_RULESET)!;
    expect([plan.phase, plan.limits.allowances.optimal, plan.limits.reason]).toEqual([null, 0, "notMovementSecond"]);
  });

  it("row 10: a double move declared for this round doubles the speed (24: 8-6-6-4); one for another round does not", () => {
    const doubled = movePlanOf(input({ combat: combat(3, 1), doubleMoveRound: 3 }), BOOK_RULESET)!;
    expect([doubled.mover.speed, doubled.limits.allowances.optimal]).toEqual([24, 8]);
    const stale = movePlanOf(input({ combat: combat(4, 1), doubleMoveRound: 3 }), BOOK_RULESET)!;
    expect([stale.mover.speed, stale.limits.allowances.optimal]).toEqual([12, 4]);
    // Odd stored values double nothing.
    for (const odd of [-1, 3.5, "3", MAX_CLOCK_ROUND + 1, null]) expect(movePlanOf(input({ combat: combat(3, 1), doubleMoveRound: odd }), BOOK_RULESET)!.mover.speed, String(odd)).toBe(12);
  });

  it("GA-3: surprised in round 1 under A5E: every phase 0, reason 'surprised'; round 2 moves", () => {
    const r1 = movePlanOf(input({ combat: combat(1, 1), memory: memory({ surprised: true }) }), A5E)!;
    expect([r1.mover.forfeit, r1.limits.table.maxAllowance, r1.limits.reason]).toEqual(["surprised", 0, "surprised"]);
    const r2 = movePlanOf(input({ combat: combat(2, 1), memory: memory({ surprised: true }) }), A5E)!;
    expect([r2.mover.forfeit, r2.limits.allowances.optimal]).toEqual([null, 4]);
  });

  it("G2-14: a retreat stopped at second 9 of round 3 under OSR forfeits the phases at 11 and 16", () => {
    const stopped = memory({ retreatRound: 3, retreatStoppedAt: toAbsolute({ round: 3, second: 9 }) });
    const forfeits = [1, 6, 11, 16].map((s) => movePlanOf(input({ combat: combat(3, s), memory: stopped }), OSR)!.mover.forfeit);
    expect(forfeits).toEqual([null, null, "retreatStopped", "retreatStopped"]);
  });

  it("GA-7 (amended, VARIANTS.md §13.1): a 12-hex elf standing in phase 1 spends 4 + 2: phase 1 used up, 1 hex of phase 2 left, then 3 and 2", () => {
    const elf = (second: number, stoodUp?: unknown) => input({ profile: { speed: 12, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false }, combat: combat(2, second), stoodUp });
    const record = standUpRecordOf(elf(1), 0, A5E)!;
    expect(record).toEqual({ combat: "combat0000000001", round: 2, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] });
    const left = [1, 6, 11, 16].map((s) => {
      const plan = movePlanOf(elf(s, record), A5E)!;
      return Math.floor((plan.limits.table.budget - plan.spentOffset) / plan.limits.table.costOf("optimal"));
    });
    expect(left).toEqual([0, 1, 3, 2]);
    // Another round or combat, between phases, or under the book: nothing taken.
    expect(movePlanOf(input({ combat: combat(3, 6), stoodUp: record }), A5E)!.spentOffset).toBe(0);
    expect(movePlanOf(input({ combat: { ...combat(2, 6), id: "combat0000000002" }, stoodUp: record }), A5E)!.spentOffset).toBe(0);
    expect(movePlanOf(input({ combat: combat(2, 7), stoodUp: record }), A5E)!.spentOffset).toBe(0);
    expect(movePlanOf(input({ combat: combat(2, 6), stoodUp: record }), BOOK_RULESET)!.spentOffset).toBe(0);
    expect(standUpRecordOf(elf(1), 0, BOOK_RULESET)).toBeNull();
  });

  it("the elf's adaptation reaches the limits (forest as tundra: 12 hexes a round)", () => {
    expect(movePlanOf(input({ profile: { speed: 12, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false } }), BOOK_RULESET)!.limits.allowances.optimal).toBe(12);
  });

  it("a mover or clock the rules refuse gives null, not a throw (Foundry's measurement then applies)", () => {
    expect(movePlanOf(input({ profile: { speed: Number.NaN, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } }), BOOK_RULESET)).toBeNull();
    expect(movePlanOf(input({ profile: { speed: 10_000, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false }, combat: combat(1, 1) }), A5E)).toBeNull();
    expect(movePlanOf(input({ combat: { id: "c", started: true, absolute: Number.MAX_SAFE_INTEGER } }), BOOK_RULESET)).toBeNull();
    expect(movePlanOf(input({ combat: undefined as never }), BOOK_RULESET)).toBeNull();
    expect(() => movePlanOf(null as never, BOOK_RULESET)).toThrow(RulesError);
  });
});

describe("startedClock, storedDoubleMoveSpeed", () => {
  it("startedClock: round and second of a started combat's counter past round 0; null otherwise", () => {
    expect(startedClock(true, 46)).toEqual({ round: 2, second: 6 });
    for (const [started, absolute] of [[false, 46], [true, 20], [true, 21.5], [true, "46"], [true, undefined]] as const) expect(startedClock(started, absolute)).toBeNull();
  });
  it("storedDoubleMoveSpeed: doubles only a declaration for the current round", () => {
    expect(storedDoubleMoveSpeed({ speed: 12, encumbranceSteps: 2 }, 4, 4)).toEqual({ speed: 20, encumbranceSteps: 0 });
    expect(storedDoubleMoveSpeed({ speed: 12, encumbranceSteps: 2 }, 4, null)).toEqual({ speed: 12, encumbranceSteps: 2 });
  });
});

/** The same plan, from the separate rules calls the canvas made before (double move, window, forfeit, limits, stand-up). */
function separately(i: MovePlanInput, ruleset: Ruleset) {
  const started = i.combat !== null && i.combat.started && typeof i.combat.absolute === "number" && i.combat.absolute >= 21;
  const clock = started ? fromAbsolute(i.combat!.absolute as number) : null;
  const declared = typeof i.doubleMoveRound === "number" ? (i.doubleMoveRound as number) : 0;
  const speed = declaredDoubleMoveSpeed({ speed: i.profile.speed, encumbranceSteps: i.profile.encumbranceSteps }, declared, clock?.round ?? 0);
  const forfeit = movementForfeit(clock === null ? null : { ...clock, memory: i.memory }, ruleset);
  const mover: Mover = { ...i.profile, speed: speed.speed, encumbranceSteps: speed.encumbranceSteps, conditions: i.conditions, forfeit, speeds: storedModeSpeeds(i.speeds) };
  const window = moveWindow(clock?.second ?? null);
  let limits;
  try {
    limits = moveLimits(mover, window, ruleset);
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
  const at = { combatId: i.combat?.id ?? null, clock, budget: limits.table.budget };
  // VARIANTS.md §13.3 row 39: switching speeds re-prices a round that mixes them (the round's record, each speed's round allowance).
  const whole = window.kind === "phase" ? moveLimits(mover, { kind: "round" }, ruleset) : null;
  const round = window.kind === "phase" && movementPoints(ruleset).modes !== null ? { prior: roundSoFar(i.memory, { round: clock!.round, phase: window.phase }, ruleset), allowances: roundModeAllowances(whole!.table, whole!.allowances.optimal) } : null;
  const switched = window.kind === "phase" ? modeSwitchInRound(storedModeSteps(i.steps), hexLayoutFromGridType(i.gridType as number)!, { budget: limits.table.budget, round }, mover.speeds!, ruleset).offset : 0;
  return { mover, window, limits, spentOffset: (window.kind === "phase" ? standUpOffset(i.stoodUp, at, ruleset) : 0) + switched };
}

describe("movePlanOf with movement modes (VARIANTS.md §6.5; 004:L25)", () => {
  const A5E = resolveRuleset(PRESETS.a5e);
  // Round 1, second 1 (phase 1): 12 hexes walking, 4 in the phase; swim 6 gives 2.
  const at = (steps: unknown, speeds: unknown = { swim: 6 }, ruleset = A5E) => movePlanOf(input({ combat: combat(1, 1, true), speeds, steps }), ruleset)!;
  it("GA-M4 through the one rules call: 2 hexes walked, then a swim at swim 6 is refused with its reason and goes beyond the phase", () => {
    const plan = at([]);
    const unit = plan.limits.table.budget / 4;
    const refused = at([{ i: 0, j: 0 }, { i: 0, j: 2, action: null, cost: 2 * unit }, { i: 0, j: 3, action: "swim", cost: plan.limits.table.budget / 2 }]);
    expect(refused.modeRefused).toBe("ER.Variants.Movement.Mode.Spent.swim");
    expect(2 * unit + plan.limits.table.budget / 2 + refused.spentOffset).toBeGreaterThan(plan.limits.table.budget);
    // One walked hex leaves one to swim: within, no reason.
    const one = at([{ i: 0, j: 0 }, { i: 0, j: 1, action: null, cost: unit }, { i: 0, j: 2, action: "swim", cost: plan.limits.table.budget / 2 }]);
    expect(one.modeRefused).toBeNull();
    expect(unit + plan.limits.table.budget / 2 + one.spentOffset).toBeLessThanOrEqual(plan.limits.table.budget);
  });
  it("GA-M7 through the one rules call: the round's record (walk 4 and 3 in phases 1–2) refuses a swim 6 in phase 3; a fresh round allows it", () => {
    const record = { modeRound: 1, modePhase: 2, modeHexesBefore: 4, modeHexesIn: 3, modeLastBefore: "walk", modeLast: "walk", modeUsedBefore: 1, modeUsed: 1 };
    const phase3 = (mem: Record<string, unknown>, round = 1) => movePlanOf(input({ combat: combat(round, 11, true), speeds: { swim: 6 }, memory: { ...memory(), ...mem }, steps: [{ i: 0, j: 0 }, { i: 0, j: 1, action: "swim", cost: 1 }] }), A5E)!;
    const refused = phase3(record);
    expect(refused.modeRefused).toBe("ER.Variants.Movement.Mode.Spent.swim");
    expect(1 + refused.spentOffset).toBeGreaterThan(refused.limits.table.budget);
    expect(refused.modeMixed).toBe(true);
    // The same record read in round 2, or no record: nothing moved yet this round.
    expect(phase3(record, 2).modeRefused).toBeNull();
    expect(phase3({}).modeRefused).toBeNull();
    expect(phase3({}).spentOffset).toBe(0);
  });
  it("a phase in one speed, odd stored steps and speeds, another ruleset: no re-pricing, no refusal", () => {
    expect(at([{ i: 0, j: 0 }, { i: 0, j: 2, action: "swim", cost: 5 }, { i: 0, j: 3, action: "swim", cost: 5 }]).spentOffset).toBe(0);
    for (const steps of ["x", [null, 3, { i: 0.5, j: 0 }], [{ i: 0, j: 0 }, { i: 0, j: 2 ** 40, action: "swim" }]]) expect(at(steps).modeRefused).toBeNull();
    expect(at([{ i: 0, j: 0 }, { i: 0, j: 2, action: null, cost: 1 }, { i: 0, j: 3, action: "swim", cost: 1 }], { swim: "6" }).spentOffset).toBe(0);
    expect(at([{ i: 0, j: 0 }, { i: 0, j: 2, action: null, cost: 1 }, { i: 0, j: 3, action: "swim", cost: 1 }], { swim: 6 }, BOOK_RULESET).spentOffset).toBe(0);
  });
});

describe("movePlanOf on a wilderness scene (VARIANTS.md §13.1 D6 amended; 003:L401)", () => {
  const OSE = resolveRuleset(PRESETS.ose);
  it("OSE reads the rate in yards there: 12 hexes a round become 36 (12-9-9-6 ×3 split); the book, a scene not flagged, a stored non-true value: 12", () => {
    expect(movePlanOf(input({ wilderness: true }), OSE)!.mover.speed).toBe(36);
    expect(movePlanOf(input({ wilderness: true }), OSE)!.limits.allowances.optimal).toBe(36);
    expect(movePlanOf(input({ wilderness: false }), OSE)!.mover.speed).toBe(12);
    expect(movePlanOf(input({ wilderness: "true" }), OSE)!.mover.speed).toBe(12);
    expect(movePlanOf(input(), OSE)!.mover.speed).toBe(12);
    expect(movePlanOf(input({ wilderness: true }), BOOK_RULESET)!.mover.speed).toBe(12);
  });

  it("a double move doubles the yards rate; the result is held at the largest speed", () => {
    expect(movePlanOf(input({ wilderness: true, combat: combat(2, 1), doubleMoveRound: 2 }), resolveRuleset({ ...PRESETS.ose, combat: { ...PRESETS.ose.combat, doubleMove: true } } as never))!.mover.speed).toBe(72);
    expect(movePlanOf(input({ wilderness: true, profile: { speed: 150, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } }), OSE)!.mover.speed).toBe(200);
  });
});

describe("movePlanOf: property", () => {
  it("equals the separate calls (double move, window, forfeit, limits, stand-up) for generated inputs", () => {
    const arbInput = fc.record({
      speed: fc.integer({ min: 0, max: 40 }),
      steps: fc.integer({ min: 0, max: 6 }),
      immobile: fc.boolean(),
      conditions: fc.subarray(["prone", "dazed", "restrained", "hidden", "grappled"]),
      round: fc.integer({ min: 1, max: 6 }),
      second: fc.integer({ min: 1, max: 20 }),
      inCombat: fc.boolean(),
      started: fc.boolean(),
      declared: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      surprised: fc.boolean(),
      retreat: fc.option(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 20 })), { nil: undefined }),
      stood: fc.option(fc.record({ round: fc.integer({ min: 1, max: 6 }), second: fc.constantFrom(1, 6, 11, 16), taken: fc.tuple(fc.nat(4), fc.nat(3), fc.nat(3), fc.nat(2)) }), { nil: undefined }),
      ruleset: fc.integer({ min: 0, max: RULESETS.length - 1 }),
      speeds: fc.record({ swim: fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }), fly: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }) }),
      path: fc.array(fc.record({ j: fc.integer({ min: 0, max: 8 }), action: fc.constantFrom(null, "swim", "fly", "burrow"), cost: fc.nat(500) }), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(arbInput, (g) => {
        const ruleset = RULESETS[g.ruleset]!;
        const i = input({
          profile: { speed: g.speed, adaptation: {}, sureFooted: false, encumbranceSteps: g.steps, immobile: g.immobile },
          conditions: g.conditions,
          combat: g.inCombat ? combat(g.round, g.second, g.started) : null,
          doubleMoveRound: g.declared,
          memory: memory({ surprised: g.surprised, ...(g.retreat ? { retreatRound: g.retreat[0], retreatStoppedAt: toAbsolute({ round: g.retreat[0], second: g.retreat[1] }) } : {}) }),
          stoodUp: g.stood ? { combat: "combat0000000001", ...g.stood, of: [4, 3, 3, 2] } : undefined,
          speeds: g.speeds,
          steps: [{ i: 0, j: 0 }, ...g.path.map((p) => ({ i: 0, ...p }))],
        });
        const plan = movePlanOf(i, ruleset);
        const expected = separately(i, ruleset);
        if (expected === null) return plan === null;
        expect(plan).not.toBeNull();
        expect(plan!.mover).toEqual(expected.mover);
        expect(plan!.window).toEqual(expected.window);
        expect(plan!.limits.allowances).toEqual(expected.limits.allowances);
        expect(plan!.limits.reason).toEqual(expected.limits.reason);
        expect(plan!.limits.table.budget).toBe(expected.limits.table.budget);
        expect(plan!.spentOffset).toBe(expected.spentOffset);
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
