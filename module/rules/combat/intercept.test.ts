import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { movementForfeit } from "../movement-sources";
import { combatantCommandsOf } from "../combat-commands";
import { cubeFromAxial } from "../hex";
import { RulesError } from "../errors";
import { interceptRefusal, judgeIntercept, type InterceptInput } from "./intercept";

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
