import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import { PRESETS } from "../../ruleset/config";
import { NO_VARIANT_MEMORY, type VariantMemory } from "../../ruleset/memory-registry";
import { movementForfeit } from "../../movement-sources";
import { combatantCommandsOf } from "../../combat-commands";
import { cubeFromAxial, cubeNeighbors, type Cube } from "../../hex";
import { RulesError } from "../../errors";
import {
  disengageLost,
  disengageTarget,
  engagementIndex,
  hostile,
  interceptions,
  judgeDisengage,
  leaveProvocations,
  meleeAllowed,
  rangedProvokers,
  spellProvokers,
  spendFoes,
  spentFoes,
  type EngagementMemory,
  type EngagementToken,
} from "../../combat/engagement";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const MEM: EngagementMemory = NO_VARIANT_MEMORY;
const ORIGIN = cubeFromAxial(0, 0);
const [N0, N1, N2, N3, N4] = cubeNeighbors(ORIGIN) as [Cube, Cube, Cube, Cube, Cube, Cube];
const AWAY = cubeFromAxial(-3, 0);
const mover = { id: "pc", disposition: 1 };
const foe = (id: string, hex: Cube, over: Partial<EngagementToken> = {}): EngagementToken => ({ id, hex, disposition: -1, conditions: [], defeated: false, ...over });

describe("13A engagement on the hex map (VARIANTS.md §3.7, §13.1, §13.3 row 7)", () => {
  it("GT-5b a declared double move has two move actions (001:L146, L217): a first failure at second 6 loses only phase 6; a second check at 11 may follow", () => {
    const input = { round: 1, second: 6, foes: ["a"], grabbed: false, memory: MEM, doubleMove: true };
    const first = judgeDisengage(input, 5, A13);
    expect(first.success).toBe(false);
    const after = { ...MEM, ...first.patch };
    expect(after.disengageResult).toBe("setback");
    expect(disengageLost(after, { round: 1, second: 6 })).toBe(true);
    expect(disengageLost(after, { round: 1, second: 11 })).toBe(false);
    expect(movementForfeit({ round: 1, second: 11, memory: after }, A13)).toBeNull();
    // Not again at 6; at 11 the second move action's check.
    expect(disengageTarget({ ...input, memory: after }, A13)).toEqual({ refused: "lost" });
    expect(disengageTarget({ ...input, second: 11, memory: after }, A13)).toEqual({ target: 11 });
    // Without the double move, no second check.
    expect(disengageTarget({ ...input, second: 11, memory: after, doubleMove: false }, A13)).toEqual({ refused: "already" });
    const second = { ...after, ...judgeDisengage({ ...input, second: 11, memory: after }, 4, A13).patch };
    expect(second.disengageResult).toBe("failure");
    for (const s of [11, 16]) expect(disengageLost(second, { round: 1, second: s })).toBe(true);
    expect(disengageTarget({ ...input, second: 16, memory: second }, A13)).toEqual({ refused: "lost" });
    // Walking away at 11 after a setback draws the attack as usual.
    const index = engagementIndex({ mover, tokens: [foe("a", N0)] }, A13);
    expect(leaveProvocations({ round: 1, second: 11, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual(["a"]);
    expect(leaveProvocations({ round: 1, second: 6, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual([]);
    // A success at the first check needs no second.
    expect(judgeDisengage(input, 15, A13).patch.disengageResult).toBe("success");
  });

  it("GT-5 engaged with 3 foes, disengage d20 = 12 at second 6: 12 − 2 = 10 < 11 fails; phases 6, 11, 16 lost; no opportunity attack", () => {
    const input = { round: 1, second: 6, foes: ["a", "b", "c"], grabbed: false, memory: MEM };
    expect(disengageTarget(input, A13)).toEqual({ target: 13 });
    const { success, patch } = judgeDisengage(input, 12, A13);
    expect(success).toBe(false);
    const after = { ...MEM, ...patch };
    for (const second of [1, 6, 11, 16]) {
      expect(movementForfeit({ round: 1, second, memory: after }, A13)).toBe(second >= 6 ? "disengageFailed" : null);
    }
    expect(movementForfeit({ round: 2, second: 1, memory: after }, A13)).toBeNull();
    const index = engagementIndex({ mover, tokens: [foe("a", N0), foe("b", N1), foe("c", N2)] }, A13);
    expect(leaveProvocations({ round: 1, second: 6, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual([]);
    expect(leaveProvocations({ round: 1, second: 11, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual([]);
  });

  it("GT-6 engaged with 1 foe, disengage d20 = 11 at second 1: succeeds; the rest of the round draws no opportunity attack", () => {
    const input = { round: 1, second: 1, foes: ["a"], grabbed: false, memory: MEM };
    const { success, patch } = judgeDisengage(input, 11, A13);
    expect(success).toBe(true);
    const after = { ...MEM, ...patch };
    const index = engagementIndex({ mover, tokens: [foe("a", N0)] }, A13);
    for (const second of [1, 6, 11, 16]) {
      expect(movementForfeit({ round: 1, second, memory: after }, A13)).toBeNull();
      expect(leaveProvocations({ round: 1, second, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual([]);
    }
    // The next round the foe's attack is back.
    expect(leaveProvocations({ round: 2, second: 1, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual(["a"]);
    // d20 = 10 fails the same check (the edge).
    expect(judgeDisengage(input, 10, A13).success).toBe(false);
  });

  it("GT-7 leaving the hex next to two able foes and one stunned foe at second 11: two attacks, neither foe's action used", () => {
    const index = engagementIndex({ mover, tokens: [foe("a", N0), foe("b", N1), foe("s", N2, { conditions: ["stunned"] })] }, A13);
    const drawn = leaveProvocations({ round: 2, second: 11, from: ORIGIN, to: AWAY, teleport: false, memory: MEM }, index, A13);
    expect(drawn).toEqual(["a", "b"]);
    // Recorded for the round: the same foes draw nothing more from this mover this round.
    const after = { ...MEM, ...spendFoes(MEM, 2, drawn) };
    expect(leaveProvocations({ round: 2, second: 16, from: ORIGIN, to: AWAY, teleport: false, memory: after }, index, A13)).toEqual([]);
  });

  it("only hostile (not neutral, not secret), able foes engage; confused and grabbed foes engage but make no attack (001:L445, L495)", () => {
    const tokens = [
      foe("ally", N0, { disposition: 1 }),
      foe("neutral", N1, { disposition: 0 }),
      foe("down", N2, { defeated: true }),
      foe("confused", N3, { conditions: ["confused"] }),
      foe("secret", N4, { disposition: -2 }),
    ];
    const index = engagementIndex({ mover, tokens }, A13);
    expect(index.foesAt(ORIGIN).map((f) => [f.id, f.canAttack])).toEqual([["confused", false]]);
    expect(leaveProvocations({ round: 1, second: 1, from: ORIGIN, to: AWAY, teleport: false, memory: MEM }, index, A13)).toEqual([]);
    expect(hostile(0, -1)).toBe(false);
    expect(hostile(-1, 1)).toBe(true);
    expect(hostile(1, -2)).toBe(false);
  });

  it("teleports and staying put provoke nothing (001:L535)", () => {
    const index = engagementIndex({ mover, tokens: [foe("a", N0)] }, A13);
    expect(leaveProvocations({ round: 1, second: 1, from: ORIGIN, to: AWAY, teleport: true, memory: MEM }, index, A13)).toEqual([]);
    expect(leaveProvocations({ round: 1, second: 1, from: ORIGIN, to: ORIGIN, teleport: false, memory: MEM }, index, A13)).toEqual([]);
  });

  it("the grabbed −5 (001:L491) is waived by its own hit on the grabber earlier this round only", () => {
    const base = { round: 3, second: 11, foes: ["g"], grabbed: true };
    expect(disengageTarget({ ...base, memory: MEM }, A13)).toEqual({ target: 16 });
    expect(disengageTarget({ ...base, memory: { ...MEM, grabberHitAt: 40 + 9 } }, A13)).toEqual({ target: 11 });
    // A hit last round, or one landing after this second, does not waive it.
    expect(disengageTarget({ ...base, memory: { ...MEM, grabberHitAt: 20 + 9 } }, A13)).toEqual({ target: 16 });
    expect(disengageTarget({ ...base, memory: { ...MEM, grabberHitAt: 40 + 12 } }, A13)).toEqual({ target: 16 });
  });

  it("one check a round, at a movement second, engaged, and only under 13A", () => {
    const input = { round: 1, second: 6, foes: ["a"], grabbed: false, memory: MEM };
    const checked = { ...MEM, ...judgeDisengage(input, 15, A13).patch };
    expect(disengageTarget({ ...input, second: 11, memory: checked }, A13)).toEqual({ refused: "already" });
    const lost = { ...MEM, ...judgeDisengage(input, 2, A13).patch };
    expect(disengageTarget({ ...input, second: 11, memory: lost }, A13)).toEqual({ refused: "lost" });
    expect(disengageTarget({ ...input, second: 7 }, A13)).toEqual({ refused: "notMovementSecond" });
    expect(disengageTarget({ ...input, foes: [] }, A13)).toEqual({ refused: "notEngaged" });
    // Once it has left an engaged hex this round (attacks drawn), the first such second has passed.
    expect(disengageTarget({ ...input, second: 11, foes: ["b"], memory: { ...MEM, ...spendFoes(MEM, 1, ["a"]) } }, A13)).toEqual({ refused: "tooLate" });
    expect(disengageTarget({ ...input, round: 2, foes: ["a"], memory: { ...MEM, ...spendFoes(MEM, 1, ["a"]) } }, A13)).toEqual({ target: 11 });
    expect(disengageTarget(input, A5E)).toEqual({ refused: "noCheck" });
    expect(disengageTarget(input, BOOK_RULESET)).toEqual({ refused: "off" });
    expect(() => judgeDisengage(input, 0, A13)).toThrow(RulesError);
    expect(() => judgeDisengage({ ...input, foes: [] }, 20, A13)).toThrow(RulesError);
  });

  it("ranged attacks provoke from untargeted engaged foes; spells from all but close-quarters; melee only while engaged (001:L196, L283, L287)", () => {
    const engaged = engagementIndex({ mover, tokens: [foe("a", N0), foe("b", N1)] }, A13).foesAt(ORIGIN);
    expect(rangedProvokers(engaged, ["a"], A13)).toEqual(["b"]);
    expect(spellProvokers(engaged, false, A13)).toEqual(["a", "b"]);
    expect(spellProvokers(engaged, true, A13)).toEqual([]);
    expect(meleeAllowed(engaged, "a", A13)).toBe(true);
    expect(meleeAllowed(engaged, "far", A13)).toBe(false);
    expect(meleeAllowed([], "far", BOOK_RULESET)).toBe(true);
    expect(rangedProvokers(engaged, [], A5E)).toEqual([]);
    expect(meleeAllowed([], "far", A5E)).toBe(true);
  });

  it("an unengaged foe with its phase unspent may intercept; the path stops in the first hex next to it (001:L223)", () => {
    const path = [cubeFromAxial(0, 0), cubeFromAxial(1, 0), cubeFromAxial(2, 0), cubeFromAxial(3, 0)];
    const x = { id: "x", hex: cubeFromAxial(2, -1), engaged: false, phaseSpent: false };
    expect(interceptions(path, [x], A13)).toEqual([{ id: "x", stopAt: 1 }]);
    expect(interceptions(path, [{ ...x, engaged: true }, { ...x, id: "y", phaseSpent: true }], A13)).toEqual([]);
    expect(interceptions(path, [x], A5E)).toEqual([]);
  });

  it("A5E reads the leaving attack the same way; the book has none", () => {
    const tokens = [foe("a", N0)];
    expect(leaveProvocations({ round: 1, second: 6, from: ORIGIN, to: AWAY, teleport: false, memory: MEM }, engagementIndex({ mover, tokens }, A5E), A5E)).toEqual(["a"]);
    const book = engagementIndex({ mover, tokens }, BOOK_RULESET);
    expect(book.foesAt(ORIGIN)).toEqual([]);
    expect(leaveProvocations({ round: 1, second: 6, from: ORIGIN, to: AWAY, teleport: false, memory: MEM }, book, BOOK_RULESET)).toEqual([]);
  });

  it("property: the disengage target is 11 + (foes − 1), +5 grabbed; success iff natural ≥ target", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), fc.integer({ min: 1, max: 20 }), fc.constantFrom(1, 6, 11, 16), (n, grabbed, natural, second) => {
        const foes = Array.from({ length: n }, (_, k) => `f${k}`);
        const input = { round: 1, second, foes, grabbed, memory: MEM };
        const target = 11 + (n - 1) + (grabbed ? 5 : 0);
        expect(disengageTarget(input, A13)).toEqual({ target });
        const { success, patch } = judgeDisengage(input, natural, A13);
        expect(success).toBe(natural >= target);
        expect(disengageLost({ ...MEM, ...patch }, { round: 1, second: 16 })).toBe(!success);
      }),
    );
  });

  it("property: each foe provokes at most once a round, and only foes adjacent to the hex left", () => {
    const hexArb = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) }).map(({ q, r }) => cubeFromAxial(q, r));
    fc.assert(
      fc.property(fc.array(hexArb, { maxLength: 12 }), fc.array(hexArb, { minLength: 2, maxLength: 5 }), (foeHexes, path) => {
        const tokens = foeHexes.map((h, k) => foe(`f${k}`, h));
        const index = engagementIndex({ mover, tokens }, A13);
        let memory: EngagementMemory = MEM;
        const drawn: string[] = [];
        [1, 6, 11, 16].forEach((second, k) => {
          const from = path[k % path.length]!;
          const to = path[(k + 1) % path.length]!;
          const ids = leaveProvocations({ round: 1, second, from, to, teleport: false, memory }, index, A13);
          for (const id of ids) expect(tokens.find((t) => t.id === id)!.hex).toSatisfy((h: Cube) => Math.max(Math.abs(h.q - from.q), Math.abs(h.r - from.r), Math.abs(h.s - from.s)) === 1);
          drawn.push(...ids);
          memory = { ...memory, ...spendFoes(memory, 1, ids) };
        });
        expect(new Set(drawn).size).toBe(drawn.length);
        expect(spentFoes(memory, 1).length).toBe(drawn.length);
      }),
    );
  });
});

describe("the engagement index against a direct reading", () => {
  it("property: foesAt(h) is exactly the hostile, able tokens at distance 1 from h, in token order", () => {
    const hexArb = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }).map(({ q, r }) => cubeFromAxial(q, r));
    const tokenArb = fc.record({ hex: hexArb, disposition: fc.constantFrom(-2, -1, 0, 1), stunned: fc.boolean(), confused: fc.boolean(), defeated: fc.boolean() });
    fc.assert(
      fc.property(fc.array(tokenArb, { maxLength: 20 }), hexArb, (specs, probe) => {
        const tokens = specs.map((t, k) => foe(`t${k}`, t.hex, { disposition: t.disposition, defeated: t.defeated, conditions: [...(t.stunned ? ["stunned"] : []), ...(t.confused ? ["confused"] : [])] }));
        const index = engagementIndex({ mover, tokens }, A13);
        const direct = tokens
          .filter((t) => t.disposition === -1 && !t.defeated && !t.conditions.includes("stunned"))
          .filter((t) => Math.max(Math.abs(t.hex.q - probe.q), Math.abs(t.hex.r - probe.r), Math.abs(t.hex.s - probe.s)) === 1)
          .map((t) => [t.id, !t.conditions.includes("confused")]);
        expect(index.foesAt(probe).map((f) => [f.id, f.canAttack])).toEqual(direct);
      }),
    );
  });
});

describe("the interception index against a direct reading", () => {
  it("property: along(path) gives each free, unspent candidate at the first path hex after the start next to it, in path order", () => {
    const hexArb = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }).map(({ q, r }) => cubeFromAxial(q, r));
    const candArb = fc.record({ hex: hexArb, engaged: fc.boolean(), phaseSpent: fc.boolean() });
    fc.assert(
      fc.property(fc.array(candArb, { maxLength: 12 }), fc.array(hexArb, { maxLength: 10 }), (specs, path) => {
        const candidates = specs.map((c, k) => ({ id: `c${k}`, ...c }));
        const near = (a: Cube, b: Cube) => Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s)) === 1;
        const direct = candidates
          .filter((c) => !c.engaged && !c.phaseSpent)
          .map((c) => ({ id: c.id, stopAt: path.findIndex((h, k) => k > 0 && near(h, c.hex)) }))
          .filter((x) => x.stopAt > 0)
          .sort((a, b) => a.stopAt - b.stopAt);
        expect(interceptions(path, candidates, A13)).toEqual(direct);
      }),
    );
  });
});

describe("the Disengage command (VARIANTS.md §13.1)", () => {
  const command = combatantCommandsOf(A13).find((c) => c.id === "combat.disengage")!;
  const ctx = (second: number, memory: VariantMemory = NO_VARIANT_MEMORY) => ({ started: true, now: { round: 2, second }, action: { startedRound: 2, score: 9, castingSeconds: 0, landsAt: 29, delayedFrom: 0 }, memory });
  it("is offered at a movement second while the round's check is still to make", () => {
    expect(command.who).toBe("owner");
    expect(command.visible(ctx(6))).toBe(true);
    expect(command.visible(ctx(7))).toBe(false);
    expect(command.visible(ctx(6, { ...NO_VARIANT_MEMORY, disengageRound: 2 }))).toBe(false);
    expect(command.visible({ ...ctx(6), started: false })).toBe(false);
    expect(combatantCommandsOf(A5E).some((c) => c.id === "combat.disengage")).toBe(false);
  });
});
