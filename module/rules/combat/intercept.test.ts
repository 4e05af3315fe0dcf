import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { movementForfeit } from "../movement-sources";
import { combatantCommandsOf } from "../combat-commands";
import { cubeFromAxial } from "../hex";
import { RulesError } from "../errors";
import { interceptRefusal, interceptStopped, judgeIntercept, type InterceptInput } from "./intercept";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
// The interceptor X stands at (0,0); the mover Y walks along row r = 1 from q = -3 to q = 3, passing next to X at q = -1.
const X = cubeFromAxial(0, 0);
const path = [-3, -2, -1, 0, 1, 2, 3].map((q) => cubeFromAxial(q, 1));
const base: InterceptInput = {
  round: 2,
  second: 6,
  interceptor: { id: "x", hex: X, disposition: -1, conditions: [], defeated: false, moved: false, forfeited: false, memory: { interceptAt: 0 } },
  mover: { id: "y", disposition: 1, path, memory: { stoppedAt: 0 } },
  tokens: [
    { id: "x", hex: X, disposition: -1, conditions: [], defeated: false },
    { id: "y", hex: path[path.length - 1]!, disposition: 1, conditions: [], defeated: false },
  ],
};
const NOW = 20 + 6;
const x = (over: Partial<InterceptInput["interceptor"]>): InterceptInput => ({ ...base, interceptor: { ...base.interceptor, ...over } });

describe("13A interception as the interceptor's request (VARIANTS.md §3.7, §13.3 row 7; 001:L223)", () => {
  it("G13E-I1 an unengaged foe with its phase unspent may intercept a mover whose path passed next to it", () => {
    expect(interceptRefusal(base, A13)).toBeNull();
  });

  it("G13E-I2 the rule off, or a rule without interception, refuses: book and A5E", () => {
    expect(interceptRefusal(base, BOOK_RULESET)).toBe("off");
    expect(interceptRefusal(base, A5E)).toBe("off");
  });

  it("G13E-I3 only at a movement second", () => {
    expect(interceptRefusal({ ...base, second: 7 }, A13)).toBe("notMovementSecond");
  });

  it("G13E-I4 a spent phase refuses: moved in it, lost it, or already intercepted in it (twice a phase)", () => {
    expect(interceptRefusal(x({ moved: true }), A13)).toBe("phaseSpent");
    expect(interceptRefusal(x({ forfeited: true }), A13)).toBe("phaseSpent");
    expect(interceptRefusal(x({ memory: { interceptAt: NOW } }), A13)).toBe("already");
    // An interception of an earlier phase leaves this one free.
    expect(interceptRefusal(x({ memory: { interceptAt: NOW - 5 } }), A13)).toBeNull();
  });

  it("G13E-I5 an engaged interceptor refuses; the mover counts at its phase's start, not where it ended (L223 'not already engaged')", () => {
    const other = { id: "z", hex: cubeFromAxial(1, -1), disposition: 1, conditions: [], defeated: false };
    expect(interceptRefusal({ ...base, tokens: [...base.tokens, other] }, A13)).toBe("engaged");
    // Y ending next to X does not engage X "already".
    const ending = path.slice(0, 4);
    const tokens = [base.tokens[0]!, { ...base.tokens[1]!, hex: ending[3]! }];
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: ending }, tokens }, A13)).toBeNull();
  });

  it("G13E-I6 not hostile, not able, the mover standing still, already stopped, or a path that never came near", () => {
    expect(interceptRefusal(x({ disposition: 1 }), A13)).toBe("notHostile");
    expect(interceptRefusal(x({ conditions: ["stunned"] }), A13)).toBe("unable");
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: [path[0]!] } }, A13)).toBe("moverStill");
    expect(interceptRefusal({ ...base, mover: { ...base.mover, memory: { stoppedAt: NOW } } }, A13)).toBe("moverStopped");
    const far = [-3, -2, -1, 0].map((q) => cubeFromAxial(q, 4));
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: far } }, A13)).toBe("notNear");
  });

  it("G13E-I7 a confirmed interception: the mover stops at the first path hex next to the interceptor; both phases of this second are spent, the next phase is free", () => {
    const out = judgeIntercept(base, A13);
    expect(out.stopAt).toBe(2);
    expect(out.stop).toEqual(cubeFromAxial(-1, 1));
    expect(out.interceptor).toEqual({ interceptAt: NOW });
    expect(out.mover).toEqual({ stoppedAt: NOW });
    const moverMem = { ...NO_VARIANT_MEMORY, ...out.mover };
    expect(movementForfeit({ round: 2, second: 6, memory: moverMem }, A13)).toBe("intercepted");
    expect(movementForfeit({ round: 2, second: 11, memory: moverMem }, A13)).toBeNull();
    expect(movementForfeit({ round: 2, second: 6, memory: { ...NO_VARIANT_MEMORY, ...out.interceptor } }, A13)).toBe("intercepting");
    expect(() => judgeIntercept(x({ moved: true }), A13)).toThrow(RulesError);
  });

  it("G13E-I8 the tracker offers Intercept… at a movement second only, under 13A", () => {
    const cmd = combatantCommandsOf(A13).find((c) => c.id === "combat.intercept")!;
    const ctx = (second: number) => ({ started: true, now: { round: 2, second }, memory: NO_VARIANT_MEMORY }) as never;
    expect(cmd.operation.kind).toBe("intercept");
    expect(cmd.visible(ctx(6))).toBe(true);
    expect(cmd.visible(ctx(7))).toBe(false);
    expect(combatantCommandsOf(A5E).map((c) => c.id)).not.toContain("combat.intercept");
  });

  it("bad input throws a RulesError, never a TypeError", () => {
    expect(() => interceptRefusal({ ...base, mover: { ...base.mover, path: [] } }, A13)).toThrow(RulesError);
    expect(() => interceptRefusal(null as never, A13)).toThrow(RulesError);
  });
});

describe("interception's guards and edges", () => {
  it("refuses each bad field by its name, value and text", () => {
    expectRefusal(() => interceptRefusal(ill(null), A13), "INVALID_ARGUMENT", "input", null, "expected an object");
    expect(() => interceptRefusal(base, ill({}))).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", parameter: "ruleset" }));
    expectRefusal(() => interceptRefusal({ ...base, round: 0 }, A13), "OUT_OF_RANGE", "input.round", 0, "whole number");
    expectRefusal(() => interceptRefusal({ ...base, second: 21 }, A13), "OUT_OF_RANGE", "input.second", 21, "from 1 to 20");
    expectRefusal(() => interceptRefusal({ ...base, interceptor: ill(null) }, A13), "INVALID_ARGUMENT", "input.interceptor", null, "expected an object");
    expect(() => interceptRefusal(x({ hex: ill(null) }), A13)).toThrow(expect.objectContaining({ parameter: "input.interceptor.hex" }));
    const movedBad = x({ moved: ill(0) });
    expectRefusal(() => interceptRefusal(movedBad, A13), "INVALID_ARGUMENT", "input.interceptor", movedBad.interceptor, "expected moved and forfeited");
    const forfeitBad = x({ forfeited: ill("no") });
    expectRefusal(() => interceptRefusal(forfeitBad, A13), "INVALID_ARGUMENT", "input.interceptor", forfeitBad.interceptor, "expected moved and forfeited");
    expectRefusal(() => interceptRefusal(x({ memory: ill(null) }), A13), "INVALID_ARGUMENT", "input.interceptor.memory", null, "expected an object");
    expectRefusal(() => interceptRefusal(x({ memory: { interceptAt: -1 } }), A13), "OUT_OF_RANGE", "input.interceptor.memory.interceptAt", -1, "whole number");
    const mover = (over: Partial<InterceptInput["mover"]>): InterceptInput => ({ ...base, mover: { ...base.mover, ...over } });
    expectRefusal(() => interceptRefusal({ ...base, mover: ill(null) }, A13), "INVALID_ARGUMENT", "input.mover", null, "expected an object");
    expectRefusal(() => interceptRefusal(mover({ id: "" }), A13), "INVALID_ARGUMENT", "input.mover.id", "", "expected a token id");
    expectRefusal(() => interceptRefusal(mover({ id: ill(4) }), A13), "INVALID_ARGUMENT", "input.mover.id", 4, "expected a token id");
    expectRefusal(() => interceptRefusal(mover({ id: "m".repeat(65) }), A13), "INVALID_ARGUMENT", "input.mover.id", "m".repeat(65), "expected a token id");
    expect(interceptRefusal(mover({ id: "m".repeat(64) }), A13)).toBeNull();
    expectRefusal(() => interceptRefusal(mover({ disposition: 2 }), A13), "OUT_OF_RANGE", "input.mover.disposition", 2, "from -2 to 1");
    expectRefusal(() => interceptRefusal(mover({ path: ill("p") }), A13), "INVALID_ARGUMENT", "input.mover.path", "p", "expected an array");
    expectRefusal(() => interceptRefusal(mover({ path: [] }), A13), "OUT_OF_RANGE", "input.mover.path", 0, "expected 1 to 4096 hexes");
    const long = Array.from({ length: 4097 }, () => path[0]!);
    expectRefusal(() => interceptRefusal(mover({ path: long }), A13), "OUT_OF_RANGE", "input.mover.path", 4097, "expected 1 to 4096 hexes");
    expect(interceptRefusal(mover({ path: long.slice(1) }), A13)).toBe("notNear");
    expect(() => interceptRefusal(mover({ path: [path[0]!, ill(null)] }), A13)).toThrow(expect.objectContaining({ parameter: "input.mover.path[1]" }));
    expectRefusal(() => interceptRefusal(mover({ memory: ill(null) }), A13), "INVALID_ARGUMENT", "input.mover.memory", null, "expected an object");
    expectRefusal(() => interceptRefusal(mover({ memory: { stoppedAt: -2 } }), A13), "OUT_OF_RANGE", "input.mover.memory.stoppedAt", -2, "whole number");
    expectRefusal(() => interceptRefusal({ ...base, tokens: ill("t") }, A13), "INVALID_ARGUMENT", "input.tokens", "t", "expected an array");
    // The input is checked under the book as well.
    expectRefusal(() => interceptRefusal({ ...base, round: 0 }, BOOK_RULESET), "OUT_OF_RANGE", "input.round", 0, "whole number");
    expectRefusal(() => judgeIntercept(x({ moved: true }), A13), "INVALID_ARGUMENT", "input", "phaseSpent", "no interception may be made");
  });

  it("refuses intercepting oneself; reads 'already' and 'stopped' at this second only", () => {
    expect(interceptRefusal({ ...base, mover: { ...base.mover, id: "x" } }, A13)).toBe("self");
    expect(interceptRefusal(x({ memory: { interceptAt: NOW + 5 } }), A13)).toBeNull();
    expect(interceptRefusal({ ...base, mover: { ...base.mover, memory: { stoppedAt: NOW - 5 } } }, A13)).toBeNull();
    // An earlier interception this second is named before a spent phase.
    expect(interceptRefusal(x({ moved: true, memory: { interceptAt: NOW } }), A13)).toBe("already");
  });

  it("the mover's place at its start counts for engagement; another token of the mover's side engages too, the interceptor's own record does not", () => {
    // The mover's token started next to X: X is engaged with it there.
    const near = [cubeFromAxial(0, 1), cubeFromAxial(1, 1), cubeFromAxial(2, 1)];
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: near } }, A13)).toBe("engaged");
    // Without the mover's own token on the map, only the others count: not engaged, and this path
    // comes next to X only at its start.
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: near }, tokens: [base.tokens[0]!] }, A13)).toBe("notNear");
    // A second copy of X among the tokens is skipped as X itself.
    expect(interceptRefusal({ ...base, tokens: [...base.tokens, { ...base.tokens[0]!, disposition: 1, hex: cubeFromAxial(1, -1) }] }, A13)).toBeNull();
  });

  it("only the mover's own token is put back at its start; a path of two hexes is a move", () => {
    // The mover started next to X but has no token on the map; another token far off stays where it is.
    const near = [cubeFromAxial(0, 1), cubeFromAxial(1, 1), cubeFromAxial(2, 1)];
    const far = { id: "z", hex: cubeFromAxial(5, 5), disposition: 1, conditions: [], defeated: false };
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: near }, tokens: [base.tokens[0]!, far] }, A13)).toBe("notNear");
    // Two hexes, the second next to X: it may be intercepted there.
    const two = [cubeFromAxial(-2, 1), cubeFromAxial(-1, 1)];
    expect(interceptRefusal({ ...base, mover: { ...base.mover, path: two } }, A13)).toBeNull();
    expect(judgeIntercept({ ...base, mover: { ...base.mover, path: two } }, A13).stopAt).toBe(1);
  });

  it("the stop is the first path hex next to the interceptor after the start", () => {
    const p = [cubeFromAxial(-1, 1), cubeFromAxial(0, 1), cubeFromAxial(1, 1)];
    const out = judgeIntercept({ ...base, mover: { ...base.mover, path: p }, tokens: [base.tokens[0]!] }, A13);
    expect([out.stopAt, out.stop]).toEqual([1, cubeFromAxial(0, 1)]);
    expect(Object.isFrozen(out)).toBe(true);
  });

  it("interceptStopped: only the recorded second, never with no record; bad input refused", () => {
    expect(interceptStopped({ stoppedAt: 26 }, { round: 2, second: 6 })).toBe(true);
    expect(interceptStopped({ stoppedAt: 26 }, { round: 2, second: 11 })).toBe(false);
    expect(interceptStopped({ stoppedAt: 26 }, { round: 1, second: 6 })).toBe(false);
    expect(interceptStopped({ stoppedAt: 0 }, { round: 0, second: 20 })).toBe(false);
    expect(interceptStopped({ stoppedAt: 1 }, { round: 1, second: 1 })).toBe(true);
    expectRefusal(() => interceptStopped(ill(null), { round: 1, second: 1 }), "INVALID_ARGUMENT", "memory", null, "expected an object");
    expectRefusal(() => interceptStopped({ stoppedAt: -1 }, { round: 1, second: 1 }), "OUT_OF_RANGE", "memory.stoppedAt", -1, "whole number");
    expectRefusal(() => interceptStopped({ stoppedAt: 0 }, ill(null)), "INVALID_ARGUMENT", "at", null, "expected an object");
    expectRefusal(() => interceptStopped({ stoppedAt: 0 }, { round: -1, second: 1 }), "OUT_OF_RANGE", "at.round", -1, "whole number");
    expectRefusal(() => interceptStopped({ stoppedAt: 0 }, { round: 1, second: 0 }), "OUT_OF_RANGE", "at.second", 0, "from 1 to 20");
    expectRefusal(() => interceptStopped({ stoppedAt: 0 }, { round: 1, second: 21 }), "OUT_OF_RANGE", "at.second", 21, "from 1 to 20");
  });
});
