/**
 * The edges of holding, readying and acting now (./hold.ts; VARIANTS.md §3.3, §3.4): when an
 * action may be held (its own round, due at this second, not delayed, once a round), when a held
 * one may be taken (after its count in the held round; in the next round only where the model
 * allows), what holding and acting write, and every refusal. Golden cases are in hold.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { toAbsolute } from "../time";
import { planAction, type ActionRecord } from "../combat/action";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "../ruleset";
import type { VariantMemory } from "../ruleset/registered";
import { variantConfig as cfg } from "../../../tests/support/variants";
import { actNow, canActNow, canActNowUnder, canHold, canHoldUnder, holdAction, holdReadyOf } from "./hold";
import { MAX_TRIGGER_LENGTH } from "./hold-memory";

const A13 = resolveRuleset(cfg({ initiative: { model: "a13" } }));
const OSR = resolveRuleset(cfg({ initiative: { model: "osrDex" } }));
const CAP = { ready: true, actNextRound: true };
const NO_READY = { ready: false, actNextRound: false };
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const mem = (over: Partial<VariantMemory> = {}): VariantMemory => ({ ...NO_VARIANT_MEMORY, model: "a13", base: 6, total: 15, ...over });
const at = (round: number, second: number) => ({ round, second });
/** Round 2's own action, landing at second 6. */
const due = planAction(2, 6);
const held = (action: ActionRecord = due): ActionRecord => ({ ...action, landsAt: 0 });

describe("holdReadyOf", () => {
  it("13th Age readies and acts next round; OSR's DEX order holds only; the book has neither", () => {
    expect(holdReadyOf(A13)).toEqual(CAP);
    expect(holdReadyOf(OSR)).toEqual(NO_READY);
    expect(holdReadyOf(BOOK_RULESET)).toBeNull();
  });

  it("refuses a point of the wrong shape, naming it", () => {
    for (const holdReady of [{ ready: 1, actNextRound: true }, { ready: true, actNextRound: "no" }]) {
      const e = refusal(() => holdReadyOf({ points: { holdReady } } as never));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "ruleset.points.holdReady", holdReady]);
      expect(e.message).toContain("expected { ready, actNextRound }");
    }
    expect(refusal(() => holdReadyOf({ points: { holdReady: 5 } } as never)).parameter).toBe("ruleset.points.holdReady");
    expect(refusal(() => holdReadyOf({ points: null } as never)).parameter).toBe("ruleset.points");
    expect(refusal(() => holdReadyOf(null as never)).parameter).toBe("ruleset");
  });
});

describe("canHold: the action due now, of this round, once a round", () => {
  it("due at this second: yes; a second early, carried from an earlier round, delayed, or already held: no", () => {
    expect(canHoldUnder(CAP, due, mem(), at(2, 6))).toBe(true);
    expect(canHoldUnder(CAP, due, mem(), at(2, 5))).toBe(false);
    // Round 1's score 26 spills to round 2 second 6: not round 2's own action.
    const spilled = planAction(1, 26);
    expect(spilled.landsAt).toBe(toAbsolute(at(2, 6)));
    expect(canHoldUnder(CAP, spilled, mem(), at(2, 6))).toBe(false);
    expect(canHoldUnder(CAP, { ...due, delayedFrom: 1 }, mem(), at(2, 6))).toBe(false);
    expect(canHoldUnder(CAP, held(), mem(), at(2, 6))).toBe(false);
  });

  it("once a round: a hold of an earlier round does not stop it, one of this round does", () => {
    expect(canHoldUnder(CAP, due, mem({ held: 1 }), at(2, 6))).toBe(true);
    expect(canHoldUnder(CAP, due, mem({ held: 2 }), at(2, 6))).toBe(false);
    expect(canHoldUnder(CAP, due, mem({ held: 3 }), at(2, 6))).toBe(false);
  });

  it("readying needs a model that readies; holding (the default) does not; no model: neither", () => {
    expect(canHoldUnder(NO_READY, due, mem(), at(2, 6))).toBe(true);
    expect(canHoldUnder(NO_READY, due, mem(), at(2, 6), true)).toBe(false);
    expect(canHoldUnder(null, due, mem(), at(2, 6))).toBe(false);
    expect(canHold({ action: due, memory: mem(), now: at(2, 6), ready: true }, OSR)).toBe(false);
    expect(canHold({ action: due, memory: mem(), now: at(2, 6) }, OSR)).toBe(true);
  });

  it("names each bad parameter", () => {
    expect(refusal(() => canHoldUnder(CAP, null as never, mem(), at(2, 6))).parameter).toBe("action");
    expect(refusal(() => canHoldUnder(CAP, due, mem({ base: 99 }), at(2, 6))).parameter).toBe("memory.base");
    expect(refusal(() => canHoldUnder(CAP, due, mem({ held: -1 }), at(2, 6))).parameter).toBe("memory.held");
    expect(refusal(() => canHoldUnder(CAP, due, mem(), null as never)).parameter).toBe("now");
    expect(refusal(() => canHold({ action: due, memory: mem(), now: at(2, 6) }, {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => canHold(null as never, A13)).parameter).toBe("input");
  });
});

describe("holdAction", () => {
  it("a hold clears the trigger; a readied action keeps its trigger of up to the longest length", () => {
    const plain = holdAction({ action: due, memory: mem({ trigger: "old" }), now: at(2, 6) }, A13);
    expect(plain.memory).toMatchObject({ held: 2, readied: false, trigger: "" });
    expect(plain.action.landsAt).toBe(0);
    const longest = "x".repeat(MAX_TRIGGER_LENGTH);
    expect(holdAction({ action: due, memory: mem(), now: at(2, 6), trigger: longest }, A13).memory).toMatchObject({ readied: true, trigger: longest });
  });

  it("refuses a trigger too long or not text, and an action that cannot be held, naming each", () => {
    for (const trigger of ["x".repeat(MAX_TRIGGER_LENGTH + 1), 5]) {
      const e = refusal(() => holdAction({ action: due, memory: mem(), now: at(2, 6), trigger: trigger as never }, A13));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "trigger", trigger]);
      expect(e.message).toContain(`expected a text of at most ${MAX_TRIGGER_LENGTH} characters`);
    }
    const e = refusal(() => holdAction({ action: due, memory: mem(), now: at(2, 5) }, A13));
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "action", due]);
    expect(e.message).toContain("this action cannot be held now");
    expect(refusal(() => holdAction(null as never, A13)).parameter).toBe("input");
  });
});

describe("canActNow", () => {
  it("in the held round: only after the action's count, only for this round's held action", () => {
    const m = mem({ held: 2 });
    expect(canActNowUnder(CAP, held(), m, at(2, 6))).toBe(false);
    expect(canActNowUnder(CAP, held(), m, at(2, 7))).toBe(true);
    expect(canActNowUnder(CAP, due, m, at(2, 7))).toBe(false);
    expect(canActNowUnder(CAP, { ...held(), startedRound: 1 }, m, at(2, 7))).toBe(false);
    expect(canActNowUnder(null, held(), m, at(2, 7))).toBe(false);
    expect(canActNowUnder(CAP, held(), mem({ held: 0 }), at(2, 7))).toBe(false);
  });

  it("in the next round: only where the model allows, only before the new action lands, only the round right after", () => {
    const m = mem({ held: 2 });
    const next = planAction(3, 9);
    expect(canActNowUnder(CAP, next, m, at(3, 4))).toBe(true);
    expect(canActNowUnder(CAP, next, m, at(3, 9))).toBe(false);
    expect(canActNowUnder(NO_READY, next, m, at(3, 4))).toBe(false);
    expect(canActNowUnder(CAP, planAction(4, 9), m, at(4, 4))).toBe(false);
    expect(canActNowUnder(CAP, { ...next, startedRound: 2 }, m, at(3, 4))).toBe(false);
  });

  it("names each bad parameter", () => {
    expect(refusal(() => canActNowUnder(CAP, null as never, mem(), at(2, 6))).parameter).toBe("action");
    expect(refusal(() => canActNowUnder(CAP, due, mem(), null as never)).parameter).toBe("now");
    expect(refusal(() => canActNow(due, mem(), at(2, 6), {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => canActNow(due, mem({ base: 99 }), at(2, 6), A13)).parameter).toBe("memory.base");
  });
});

describe("actNow", () => {
  const readied = mem({ held: 2, readied: true, trigger: "when the door opens", aheadOf: "old" });

  it("acts at this second: the base is the second less the parts, the hold and trigger cleared; a readied one takes its place ahead of the id given (none by default)", () => {
    const r = actNow({ action: held(), memory: readied, parts: { ...NO_PARTS, encumbrance: 1, other: 2 }, now: at(2, 9), aheadOf: "b" }, A13);
    expect(r.action).toEqual({ startedRound: 2, score: 9, castingSeconds: 0, landsAt: toAbsolute(at(2, 9)), delayedFrom: 0 });
    expect(r.memory).toMatchObject({ base: 6, held: 0, readied: false, trigger: "", aheadOf: "b" });
    expect(actNow({ action: held(), memory: readied, parts: NO_PARTS, now: at(2, 9) }, A13).memory.aheadOf).toBe("");
    // A plain hold keeps the place it had.
    expect(actNow({ action: held(), memory: mem({ held: 2, aheadOf: "old" }), parts: NO_PARTS, now: at(2, 9), aheadOf: "b" }, A13).memory.aheadOf).toBe("old");
    const longest = "y".repeat(MAX_TRIGGER_LENGTH);
    expect(actNow({ action: held(), memory: readied, parts: NO_PARTS, now: at(2, 9), aheadOf: longest }, A13).memory.aheadOf).toBe(longest);
  });

  it("refuses no held action, a bad id, bad parts, naming each", () => {
    const none = refusal(() => actNow({ action: due, memory: mem(), parts: NO_PARTS, now: at(2, 9) }, A13));
    expect([none.code, none.parameter]).toEqual(["INVALID_ARGUMENT", "memory"]);
    expect(none.message).toContain("there is no held action to take now");
    for (const aheadOf of [5, "z".repeat(MAX_TRIGGER_LENGTH + 1)]) {
      const e = refusal(() => actNow({ action: held(), memory: readied, parts: NO_PARTS, now: at(2, 9), aheadOf: aheadOf as never }, A13));
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "aheadOf", aheadOf]);
      expect(e.message).toContain("expected a combatant id");
    }
    expect(refusal(() => actNow({ action: held(), memory: readied, parts: null as never, now: at(2, 9) }, A13)).parameter).toBe("parts");
    expect(refusal(() => actNow(null as never, A13)).parameter).toBe("input");
  });
});
