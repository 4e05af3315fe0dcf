/**
 * Standing up from a crawl (VARIANTS.md §13.1, amending §6.4; 004:L42): ⌈hexes per round ÷ 2⌉
 * taken from the current phase and then the later phases; golden case GT-9 and the split's
 * invariants.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexesAfterStandUp, readStandUpRecord, standUpFromPhase, standUpOffset, standUpTaken } from "./stand-up";
import { movePlanOf, standUpRecordOf, type MovePlanInput } from "./move-plan";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";
import { ELF } from "./terrain";
import { toAbsolute } from "./time";
import { RulesError } from "./errors";
import type { PhaseIndex, PhaseSplit } from "./phases";

const A5E = resolveRuleset(PRESETS.a5e);
const elfAt = (second: number, over: Partial<MovePlanInput> = {}): MovePlanInput => ({
  gridType: 2,
  profile: { speed: 12, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false },
  conditions: [],
  combat: { id: "combatStand00001", started: true, absolute: toAbsolute({ round: 3, second }) },
  memory: { ...NO_VARIANT_MEMORY },
  doubleMoveRound: undefined,
  stoodUp: undefined,
  ...over,
});
/** Whole hexes left on optimal ground in each phase of round 3 once `record` is kept. */
const leftPerPhase = (record: unknown) =>
  [1, 6, 11, 16].map((s) => {
    const plan = movePlanOf(elfAt(s, { stoodUp: record }), A5E)!;
    return Math.floor((plan.limits.table.budget - plan.spentOffset) / plan.limits.table.costOf("optimal"));
  });

describe("standing up (VARIANTS.md §13.1)", () => {
  it("GT-9: an A5E prone elf of 12 hexes stands in phase 1: spends 4 of phase 1 and 2 of phase 2; keeps 1, 3, 2", () => {
    expect(standUpTaken({ phases: [4, 3, 3, 2], from: 0, available: 4 }, A5E)).toEqual([4, 2, 0, 0]);
    const record = standUpRecordOf(elfAt(1), 0, A5E)!;
    expect(record.taken).toEqual([4, 2, 0, 0]);
    expect(leftPerPhase(record)).toEqual([0, 1, 3, 2]);
    // The tracker's phase rows read the same record: 0, 1, 3, 2.
    const at = { combatId: "combatStand00001", clock: { round: 3, second: 1 } };
    expect(([0, 1, 2, 3] as const).map((q) => hexesAfterStandUp([4, 3, 3, 2][q]!, q, record, at, A5E))).toEqual([0, 1, 3, 2]);
  });

  it("standing after moving in the phase takes the rest of it first; standing between phases starts with the next phase", () => {
    // 1 hex already walked in phase 1 (a quarter of its units): 3 + 3 taken, phase 3 whole.
    const walked = movePlanOf(elfAt(1), A5E)!.limits.table;
    const record = standUpRecordOf(elfAt(1), walked.costOf("optimal"), A5E)!;
    expect(record.taken).toEqual([4, 3, 0, 0]);
    expect(leftPerPhase(record)).toEqual([0, 0, 3, 2]);
    // At second 3 (between phases 1 and 2): 3 of phase 2, 3 of phase 3.
    expect(standUpRecordOf(elfAt(3), 0, A5E)!.taken).toEqual([0, 3, 3, 0]);
    // In the last phase only 2 are left: everything left goes, nothing from the next round.
    expect(standUpRecordOf(elfAt(16), 0, A5E)!.taken).toEqual([0, 0, 0, 2]);
    expect(standUpRecordOf(elfAt(17), 0, A5E)).toBeNull();
    expect(standUpFromPhase(17)).toBeNull();
    expect(standUpFromPhase(2)).toBe(1);
  });

  it("no module filling the point (the book): standing is free, and a kept record counts nothing", () => {
    expect(standUpTaken({ phases: [4, 3, 3, 2], from: 0, available: 4 }, BOOK_RULESET)).toBeNull();
    const record = { combat: "combatStand00001", round: 3, second: 1, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] };
    expect(standUpOffset(record, { combatId: "combatStand00001", clock: { round: 3, second: 6 }, budget: 12 }, BOOK_RULESET)).toBe(0);
    expect(standUpOffset(record, { combatId: "combatStand00001", clock: { round: 3, second: 6 }, budget: 12 }, A5E)).toBe(8);
  });

  it("a stored record is read only when well formed (odd data and the older record without phases count nothing)", () => {
    const good = { combat: "c", round: 2, second: 6, taken: [0, 2, 0, 0], of: [4, 3, 3, 2] };
    expect(readStandUpRecord(good)).toEqual(good);
    for (const odd of [null, "x", { combat: "c", round: 2, second: 6 }, { ...good, taken: [0, 4, 0, 0] }, { ...good, of: [4, 3, 3] }, { ...good, round: 0 }, { ...good, taken: [0, -1, 0, 0] }, { ...good, second: 21 }]) {
      expect(readStandUpRecord(odd)).toBeNull();
    }
    expect(() => standUpTaken({ phases: [4, 3, 3, 2], from: 0, available: 5 }, A5E)).toThrow(RulesError);
    expect(() => standUpTaken({ phases: [4, 3, 3] as unknown as PhaseSplit, from: 0, available: 1 }, A5E)).toThrow(RulesError);
  });

  it("property: the total taken is ⌈n/2⌉ or everything left, never from an earlier phase, never more than a phase holds", () => {
    const arb = fc.record({
      phases: fc.tuple(fc.nat(60), fc.nat(60), fc.nat(60), fc.nat(60)),
      from: fc.constantFrom<PhaseIndex>(0, 1, 2, 3),
      used: fc.nat(60),
    });
    fc.assert(
      fc.property(arb, ({ phases, from, used }) => {
        const available = Math.max(0, phases[from] - used);
        const taken = standUpTaken({ phases, from, available }, A5E)!;
        const n = phases[0] + phases[1] + phases[2] + phases[3];
        const left = available + phases.slice(from + 1).reduce((a, b) => a + b, 0);
        const total = taken.reduce((a, b) => a + b, 0);
        expect(total).toBe(Math.min(Math.ceil(n / 2), left));
        for (let q = 0; q < from; q++) expect(taken[q]).toBe(0);
        expect(taken[from]).toBeLessThanOrEqual(available);
        for (let q = from + 1; q < 4; q++) expect(taken[q]).toBeLessThanOrEqual(phases[q]!);
        // Earlier phases are used up before a later one gives anything.
        for (let q = from; q < 3; q++) if (taken[q + 1]! > 0) expect(taken[q]).toBe(q === from ? available : phases[q]);
      }),
    );
  });

  it("property: the ruler's units and the tracker's hexes agree in every class of a phase", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.constantFrom(1, 6, 11, 16), fc.constantFrom(1, 3, 6, 11, 16), (speed, second, stoodAt) => {
        const input = (s: number, stoodUp?: unknown) => elfAt(s, { profile: { speed, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false }, stoodUp });
        const record = standUpRecordOf(input(stoodAt), 0, A5E);
        const plan = movePlanOf(input(second, record), A5E)!;
        const at = { combatId: "combatStand00001", clock: plan.clock };
        for (const cls of plan.limits.table.classes) {
          const a = plan.limits.table.allowanceOf(cls);
          if (a === 0) continue;
          const ruler = Math.floor((plan.limits.table.budget - plan.spentOffset) / plan.limits.table.costOf(cls));
          expect(ruler).toBe(hexesAfterStandUp(a, plan.phase!, record, at, A5E));
        }
      }),
    );
  });
});

describe("stand-up: edges and what each refusal names", () => {
  const parameter = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      return (e as RulesError).parameter;
    }
    throw new Error("expected a refusal");
  };
  const split = (a: number, b: number, c: number, d: number) => [a, b, c, d] as unknown as PhaseSplit;
  const record = { combat: "c1", round: 3, second: 1, taken: split(2, 0, 0, 0), of: split(4, 3, 0, 2) };
  const at = (second: number, over: object = {}) => ({ combatId: "c1", clock: { round: 3, second }, budget: 12, ...over });

  it("standUpTaken names each refusal", () => {
    const ok = { phases: split(4, 3, 3, 2), from: 0 as PhaseIndex, available: 4 };
    expect(parameter(() => standUpTaken(null as never, A5E))).toBe("input");
    expect(parameter(() => standUpTaken(ok, null as never))).toBe("ruleset");
    expect(parameter(() => standUpTaken({ ...ok, phases: "x" as never }, A5E))).toBe("input.phases");
    const three = (() => {
      try {
        standUpTaken({ ...ok, phases: [4, 3, 3] as never }, A5E);
      } catch (e) {
        return e as RulesError;
      }
      throw new Error("expected a refusal");
    })();
    expect([three.code, three.parameter]).toEqual(["INVALID_ARGUMENT", "input.phases"]);
    expect(three.message).toContain("expected four phases");
    expect(parameter(() => standUpTaken({ ...ok, phases: split(4, -1, 3, 2) }, A5E))).toBe("input.phases.1");
    expect(parameter(() => standUpTaken({ ...ok, phases: split(4, 3, 1e9, 2) }, A5E))).toBe("input.phases.2");
    expect(parameter(() => standUpTaken({ ...ok, from: 4 as never }, A5E))).toBe("input.from");
    expect(parameter(() => standUpTaken({ ...ok, available: 5 }, A5E))).toBe("input.available");
    expect(parameter(() => standUpFromPhase(0))).toBe("second");
  });

  it("readStandUpRecord: a combat that is not text, a round or second that is not a whole number in range", () => {
    expect(readStandUpRecord(record)).toEqual(record);
    expect(readStandUpRecord({ ...record, second: 20 })).not.toBeNull();
    expect(readStandUpRecord({ ...record, combat: 5 })).toBeNull();
    expect(readStandUpRecord({ ...record, round: "3" })).toBeNull();
    expect(readStandUpRecord({ ...record, round: 2.5 })).toBeNull();
    expect(readStandUpRecord({ ...record, second: 21 })).toBeNull();
  });

  it("standUpOffset and hexesAfterStandUp: only this combat's round, only at a movement second, nothing for a phase with nothing", () => {
    expect(standUpOffset(record, at(1), A5E)).toBe(6);
    expect(hexesAfterStandUp(4, 0, record, at(1), A5E)).toBe(2);
    expect(standUpOffset(record, at(2), A5E)).toBe(0);
    expect(standUpOffset(record, at(1, { combatId: "c2" }), A5E)).toBe(0);
    expect(standUpOffset(record, at(1, { clock: null }), A5E)).toBe(0);
    expect(standUpOffset(record, { ...at(1), clock: { round: 4, second: 1 } }, A5E)).toBe(0);
    expect(hexesAfterStandUp(4, 0, record, at(1, { combatId: "c2" }), A5E)).toBe(4);
    expect(hexesAfterStandUp(4, 0, record, { ...at(1), clock: { round: 4, second: 1 } }, A5E)).toBe(4);
    // Phase 2 (second 11) had nothing of nothing: no share used, the row unchanged.
    expect(standUpOffset(record, at(11), A5E)).toBe(0);
    expect(hexesAfterStandUp(3, 2, record, at(11), A5E)).toBe(3);
    // No module fills the standUp point (the book): standing is free, the row and the units unchanged.
    expect(hexesAfterStandUp(4, 0, record, at(1), BOOK_RULESET)).toBe(4);
    expect(standUpOffset(record, at(1), BOOK_RULESET)).toBe(0);
  });

  it("standUpOffset and hexesAfterStandUp name each refusal", () => {
    expect(parameter(() => standUpOffset(record, null as never, A5E))).toBe("at");
    expect(parameter(() => standUpOffset(record, at(1), null as never))).toBe("ruleset");
    expect(parameter(() => standUpOffset(record, at(1, { budget: -1 }), A5E))).toBe("at.budget");
    expect(parameter(() => hexesAfterStandUp(-1, 0, record, at(1), A5E))).toBe("hexes");
    expect(parameter(() => hexesAfterStandUp(4, 4 as never, record, at(1), A5E))).toBe("phase");
    expect(parameter(() => hexesAfterStandUp(4, 0, record, null as never, A5E))).toBe("at");
    expect(parameter(() => hexesAfterStandUp(4, 0, record, at(1), null as never))).toBe("ruleset");
  });
});
