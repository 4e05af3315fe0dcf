/**
 * The edges of movePlanOf and standUpRecordOf (./move-plan.ts): the stored double move at the
 * clock's bounds, a fault that is not a refusal, the stand-up flag, the exploration speed after
 * encumbrance, and the records of a stand (no plan, no combat, no clock, a double move or a drag of
 * this round, a stand after walking part of a phase). The golden plans are in move-plan.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../tests/support/rules-error";
import { movePlanOf, standUpRecordOf, storedDoubleMoveSpeed, type MovePlanInput } from "./move-plan";
import { MAX_CLOCK_ROUND } from "./bounds";
import { ELF } from "./terrain";
import { toAbsolute } from "./time";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "./ruleset";
import { PRESETS } from "./ruleset/config";

const A5E = resolveRuleset(PRESETS.a5e);
const OSE = resolveRuleset(PRESETS.ose);
const elf = { speed: 12, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false };
/** As stand-up.test.ts: an A5E elf of 12 hexes in round 3 of a started combat, at `second`. */
const elfAt = (second: number, over: Partial<MovePlanInput> = {}): MovePlanInput => ({
  gridType: 2,
  profile: elf,
  conditions: [],
  combat: { id: "combatStand00001", started: true, absolute: toAbsolute({ round: 3, second }) },
  memory: { ...NO_VARIANT_MEMORY },
  doubleMoveRound: undefined,
  stoodUp: undefined,
  ...over,
});

describe("storedDoubleMoveSpeed at the clock's bounds", () => {
  const speed = { speed: 12, encumbranceSteps: 0 };
  it("a declaration for the last round doubles in it; a round out of bounds, negative or fractional doubles nothing", () => {
    expect(storedDoubleMoveSpeed(speed, MAX_CLOCK_ROUND, MAX_CLOCK_ROUND)).toEqual({ speed: 24, encumbranceSteps: 0 });
    expect(storedDoubleMoveSpeed(speed, MAX_CLOCK_ROUND + 1, MAX_CLOCK_ROUND + 1)).toEqual(speed);
    expect(storedDoubleMoveSpeed(speed, 2, 2.5)).toEqual(speed);
    expect(storedDoubleMoveSpeed(speed, 0, -1)).toEqual(speed);
    expect(storedDoubleMoveSpeed(speed, 0, 0)).toEqual(speed);
  });
});

describe("movePlanOf: refusals and faults", () => {
  it("names a bad input or ruleset", () => {
    expect(refusal(() => movePlanOf(null as never, BOOK_RULESET)).parameter).toBe("input");
    expect(refusal(() => movePlanOf(elfAt(1), {} as never)).parameter).toBe("ruleset");
  });

  it("a fault that is no RulesError is thrown, not turned into 'no plan'", () => {
    const broken = Object.defineProperty({ ...elfAt(1) }, "profile", {
      get() {
        throw new TypeError("profile unreadable");
      },
    }) as MovePlanInput;
    expect(() => movePlanOf(broken, A5E)).toThrow(TypeError);
  });

  it("the plan says whether standing up took part of this phase", () => {
    const record = standUpRecordOf(elfAt(1), 0, A5E)!;
    expect(movePlanOf(elfAt(1, { stoodUp: record }), A5E)!.stoodUp).toBe(true);
    expect(movePlanOf(elfAt(1), A5E)!.stoodUp).toBe(false);
    expect(movePlanOf(elfAt(11, { stoodUp: record }), A5E)!.stoodUp).toBe(false);
  });

  it("a turn's exploration reads the speed after encumbrance steps (12 − 2 = 10: 20 hexes at 5 ft), never below 0", () => {
    const scene = { distance: 5, units: "ft", familiar: false };
    const at = (speed: number, steps: number) =>
      movePlanOf({ ...elfAt(1), combat: null, scene, profile: { speed, adaptation: {}, sureFooted: false, encumbranceSteps: steps, immobile: false } }, OSE)!.limits.allowances.optimal;
    expect([at(12, 0), at(12, 2), at(2, 6)]).toEqual([24, 20, 0]);
  });
});

describe("standUpRecordOf: when there is no record", () => {
  it("no hex scene, no combat, a combat without an id or not started: null", () => {
    expect(standUpRecordOf(elfAt(1, { gridType: 1 }), 0, A5E)).toBeNull();
    expect(standUpRecordOf(elfAt(1, { combat: null }), 0, A5E)).toBeNull();
    expect(standUpRecordOf(elfAt(1, { combat: { id: null, started: true, absolute: toAbsolute({ round: 3, second: 1 }) } }), 0, A5E)).toBeNull();
    expect(standUpRecordOf(elfAt(1, { combat: { id: "combatStand00001", started: false, absolute: toAbsolute({ round: 3, second: 1 }) } }), 0, A5E)).toBeNull();
  });

  it("names a bad input, ruleset or spent count", () => {
    expect(refusal(() => standUpRecordOf(null as never, 0, A5E)).parameter).toBe("input");
    expect(refusal(() => standUpRecordOf(elfAt(1), 0, {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => standUpRecordOf(elfAt(1), -1, A5E)).parameter).toBe("spentUnits");
  });
});

describe("standUpRecordOf: the phases of this round as the mover has them now", () => {
  it("a double move declared for this round doubles every phase (8-6-6-4); a drag at second 6 empties that phase", () => {
    expect(standUpRecordOf(elfAt(1, { doubleMoveRound: 3 }), 0, A5E)).toMatchObject({ taken: [8, 4, 0, 0], of: [8, 6, 6, 4] });
    const dragged = { ...NO_VARIANT_MEMORY, draggedAt: toAbsolute({ round: 3, second: 6 }) };
    expect(standUpRecordOf(elfAt(1, { memory: dragged }), 0, A5E)).toMatchObject({ taken: [4, 0, 1, 0], of: [4, 0, 3, 2] });
  });

  it("an immobile mover: every phase 0, nothing taken", () => {
    expect(standUpRecordOf(elfAt(1, { profile: { ...elf, immobile: true } }), 0, A5E)).toMatchObject({ taken: [0, 0, 0, 0], of: [0, 0, 0, 0] });
  });

  it("units walked count only at the phase's own second: between phases the next phase is whole", () => {
    const cost = movePlanOf(elfAt(1), A5E)!.limits.table.costOf("optimal");
    expect(standUpRecordOf(elfAt(3), cost, A5E)!.taken).toEqual([0, 3, 3, 0]);
  });

  it("one hex walked in phase 3 (second 11): 2 whole hexes left, and the fraction of the phase goes with them (3 kept as taken), then 2 of phase 4", () => {
    const cost = movePlanOf(elfAt(1), A5E)!.limits.table.costOf("optimal");
    expect(standUpRecordOf(elfAt(11), cost, A5E)!.taken).toEqual([0, 0, 3, 2]);
  });

  it("doubled (8-6-6-4), one hex walked at second 11: the rest of phase 3 (6 kept as taken) and all 4 of phase 4", () => {
    const doubled = elfAt(11, { doubleMoveRound: 3 });
    const cost = movePlanOf(doubled, A5E)!.limits.table.costOf("optimal");
    expect(standUpRecordOf(doubled, cost, A5E)).toMatchObject({ taken: [0, 0, 6, 4], of: [8, 6, 6, 4] });
  });
});
