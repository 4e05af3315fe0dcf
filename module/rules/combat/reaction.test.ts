import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { cubeFromAxial, cubeNeighbors } from "../hex";
import { toAbsolute } from "../time";
import { RulesError } from "../errors";
import { engagementIndex, leaveProvocations } from "./engagement";
import { reactionUsed, reactionWrites } from "./reaction";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const MEM = NO_VARIANT_MEMORY;

describe("one reaction a round for the opportunity attack (A5E, 004:L52, L64)", () => {
  it("GA-RE1 a foe that made an opportunity attack, dragged or was dragged this round has no reaction left; next round it has", () => {
    expect(reactionUsed(MEM, 2, A5E)).toBe(false);
    expect(reactionUsed({ ...MEM, reactionRound: 2 }, 2, A5E)).toBe(true);
    expect(reactionUsed({ ...MEM, reactionRound: 2 }, 3, A5E)).toBe(false);
    expect(reactionUsed({ ...MEM, dragReactionRound: 2 }, 2, A5E)).toBe(true);
    expect(reactionUsed({ ...MEM, draggedAt: toAbsolute({ round: 2, second: 6 }) }, 2, A5E)).toBe(true);
    expect(reactionUsed({ ...MEM, draggedAt: toAbsolute({ round: 2, second: 6 }) }, 3, A5E)).toBe(false);
  });

  it("GA-RE2 13A's opportunity attack is a free action and the book has none: no reaction is ever spent", () => {
    for (const rs of [A13, BOOK_RULESET]) {
      expect(reactionUsed({ ...MEM, reactionRound: 2, dragReactionRound: 2 }, 2, rs)).toBe(false);
      expect(reactionWrites(2, rs)).toBeNull();
    }
    expect(reactionWrites(2, A5E)).toEqual({ reactionRound: 2 });
    expect(() => reactionWrites(0, A5E)).toThrow(RulesError);
    expect(() => reactionUsed({ ...MEM, reactionRound: -1 }, 2, A5E)).toThrow(RulesError);
  });

  it("GA-RE3 leaving a hex next to two foes, one without its reaction: one attack", () => {
    const origin = cubeFromAxial(0, 0);
    const [n0, n1] = cubeNeighbors(origin);
    const tokens = [n0!, n1!].map((hex, k) => ({ id: `f${k}`, hex, disposition: -1, conditions: [], defeated: false }));
    const index = engagementIndex({ mover: { id: "pc", disposition: 1 }, tokens }, A5E);
    const leave = { round: 2, second: 6, from: origin, to: cubeFromAxial(-3, 0), teleport: false, memory: MEM };
    expect(leaveProvocations(leave, index, A5E)).toEqual(["f0", "f1"]);
    expect(leaveProvocations({ ...leave, noReaction: ["f1"] }, index, A5E)).toEqual(["f0"]);
  });
});

describe("reactionUsed and reactionWrites: the edges", () => {
  const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown } => {
    try {
      f();
    } catch (e) {
      return e as never;
    }
    throw new Error("expected a refusal");
  };

  it("round 0 (no round yet) spends no reaction, though a never-used memory also reads 0", () => {
    expect(reactionUsed(MEM, 0, A5E)).toBe(false);
    expect(reactionUsed({ ...MEM, reactionRound: 0, dragReactionRound: 0 }, 0, A5E)).toBe(false);
  });

  it("names each refused parameter", () => {
    const cases: [() => unknown, string, unknown][] = [
      [() => reactionUsed(MEM, 2, { ...A5E } as never), "ruleset", undefined],
      [() => reactionUsed(null as never, 2, A5E), "memory", null],
      [() => reactionUsed(MEM, -1, A5E), "round", -1],
      [() => reactionUsed({ ...MEM, reactionRound: 1.5 }, 2, A5E), "memory.reactionRound", 1.5],
      [() => reactionWrites(0, A5E), "round", 0],
    ];
    for (const [f, parameter, value] of cases) {
      const e = refusal(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e.parameter).toBe(parameter);
      if (value !== undefined) expect(e.value).toBe(value);
    }
  });
});
