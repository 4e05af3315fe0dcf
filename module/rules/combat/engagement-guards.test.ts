/**
 * The engagement core's guards and edges (VARIANTS.md §3.7, §13.1, §13.3 row 7): every refusal's
 * code, parameter, value and text, and the boundaries of the disengage check, the spent foes and the
 * provocations that the 13A and A5E module tests do not reach.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { cubeFromAxial, cubeNeighbors, type Cube } from "../hex";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND } from "../bounds";
import { expectRefusal, hostile as ill } from "../../../tests/support/rules-error";
import {
  ENGAGEMENT_MEMORY,
  disengageLost,
  disengageTarget,
  engagementInForce,
  engagementIndex,
  hostile,
  interceptIndex,
  interceptions,
  judgeDisengage,
  leaveProvocations,
  meleeAllowed,
  rangedProvokers,
  spellProvokers,
  spendFoes,
  spentFoes,
  type EngagedFoe,
  type EngagementIndex,
  type EngagementMemory,
  type EngagementToken,
} from "./engagement";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const MEM: EngagementMemory = NO_VARIANT_MEMORY;
const ORIGIN = cubeFromAxial(0, 0);
const [N0, N1] = cubeNeighbors(ORIGIN) as [Cube, Cube, Cube, Cube, Cube, Cube];
const AWAY = cubeFromAxial(-3, 0);
const mover = { id: "pc", disposition: 1 };
const foe = (id: string, hex: Cube, over: Partial<EngagementToken> = {}): EngagementToken => ({ id, hex, disposition: -1, conditions: [], defeated: false, ...over });
const leave = { round: 1, second: 6, from: ORIGIN, to: AWAY, teleport: false, memory: MEM };
const check = { round: 1, second: 6, foes: ["a"], grabbed: false, memory: MEM };
const ids = (n: number, prefix = "f") => Array.from({ length: n }, (_, k) => `${prefix}${k}`);

describe("hostile dispositions", () => {
  it("friendly and hostile are each other's foes, both ways; nobody is its own side's foe", () => {
    expect(hostile(1, -1)).toBe(true);
    expect(hostile(-1, 1)).toBe(true);
    expect(hostile(1, 1)).toBe(false);
    expect(hostile(-1, -1)).toBe(false);
    expect(hostile(-1, 0)).toBe(false);
    expect(hostile(-2, 1)).toBe(false);
  });

  it("refuses a disposition outside −2…1 by its side", () => {
    expectRefusal(() => hostile(2, -1), "OUT_OF_RANGE", "a", 2, "from -2 to 1");
    expectRefusal(() => hostile(1, -3), "OUT_OF_RANGE", "b", -3, "from -2 to 1");
  });
});

describe("the engagement index's input", () => {
  it("is in force under 13A and A5E, not under the book", () => {
    expect(engagementInForce(A13)).toBe(true);
    expect(engagementInForce(A5E)).toBe(true);
    expect(engagementInForce(BOOK_RULESET)).toBe(false);
    expect(() => engagementInForce(ill({}))).toThrow(expect.objectContaining({ code: "INVALID_ARGUMENT", parameter: "ruleset" }));
  });

  it("refuses a bad token by its place: its id (empty, over 64 characters, not text), hex and disposition", () => {
    const index = (t: unknown) => engagementIndex({ mover, tokens: [foe("ok", N0), ill(t)] }, A13);
    expectRefusal(() => index(foe("", N1)), "INVALID_ARGUMENT", "input.tokens[1].id", "", "at most 64 characters");
    expectRefusal(() => index(foe("x".repeat(65), N1)), "INVALID_ARGUMENT", "input.tokens[1].id", "x".repeat(65), "non-empty id");
    expectRefusal(() => index({ ...foe("a", N1), id: 7 }), "INVALID_ARGUMENT", "input.tokens[1].id", 7, "non-empty id");
    expectRefusal(() => index(null), "INVALID_ARGUMENT", "input.tokens[1]", null, "expected an object");
    expectRefusal(() => index({ ...foe("a", N1), disposition: 3 }), "OUT_OF_RANGE", "input.tokens[1].disposition", 3, "from -2 to 1");
    expect(() => index({ ...foe("a", N1), hex: { q: 1, r: 1, s: 1 } })).toThrow(expect.objectContaining({ parameter: "input.tokens[1].hex" }));
    // An id of exactly 64 characters is a token.
    expect(index(foe("x".repeat(64), N1)).foesAt(ORIGIN).map((f) => f.id)).toEqual(["ok", "x".repeat(64)]);
  });

  it("refuses a bad mover or token list even when the rule is off", () => {
    expectRefusal(() => engagementIndex(ill(null), BOOK_RULESET), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => engagementIndex({ mover: ill(null), tokens: [] }, BOOK_RULESET), "INVALID_ARGUMENT", "input.mover", null, "expected an object");
    expectRefusal(() => engagementIndex({ mover: { id: "pc", disposition: 5 }, tokens: [] }, BOOK_RULESET), "OUT_OF_RANGE", "input.mover.disposition", 5, "from -2 to 1");
    expectRefusal(() => engagementIndex({ mover, tokens: ill("t") }, BOOK_RULESET), "INVALID_ARGUMENT", "input.tokens", "t", "expected an array");
  });

  it("skips the mover by id; two foes on one hex's neighbours share the list; the index and its lists are frozen", () => {
    const index = engagementIndex({ mover, tokens: [foe("pc", N0, { disposition: -1 }), foe("a", N0), foe("b", N1)] }, A13);
    const at = index.foesAt(ORIGIN);
    expect(at.map((f) => f.id)).toEqual(["a", "b"]);
    expect(Object.isFrozen(at)).toBe(true);
    expect(Object.isFrozen(at[0])).toBe(true);
    expect(Object.isFrozen(index)).toBe(true);
    expect(index.foesAt(AWAY)).toEqual([]);
    expect(Object.isFrozen(index.foesAt(AWAY))).toBe(true);
    // The book's index is free everywhere.
    const free = engagementIndex({ mover, tokens: [foe("a", N0)] }, BOOK_RULESET);
    expect(free.foesAt(ORIGIN)).toEqual([]);
    expect(Object.isFrozen(free)).toBe(true);
  });

  it("a foe with a condition of the rule's list engages but cannot attack; other conditions leave its attack", () => {
    const index = engagementIndex({ mover, tokens: [foe("g", N0, { conditions: ["grabbed"] }), foe("d", N1, { conditions: ["dazed"] })] }, A13);
    expect(index.foesAt(ORIGIN).map((f) => [f.id, f.canAttack])).toEqual([["g", false], ["d", true]]);
  });
});

describe("the spent foes of a round", () => {
  it("are read only for their round, and none from an empty record", () => {
    const m = { engageRound: 3, engageSpent: "a,b" };
    expect(spentFoes(m, 3)).toEqual(["a", "b"]);
    expect(spentFoes(m, 4)).toEqual([]);
    expect(spentFoes({ engageRound: 3, engageSpent: "" }, 3)).toEqual([]);
  });

  it("refuses a bad record", () => {
    expectRefusal(() => spentFoes(ill(null), 1), "INVALID_ARGUMENT", "memory", null, "expected an object");
    expectRefusal(() => spentFoes({ engageRound: -1, engageSpent: "" }, 1), "OUT_OF_RANGE", "memory.engageRound", -1, "whole number");
    expectRefusal(() => spentFoes({ engageRound: 1, engageSpent: ill(4) }, 1), "INVALID_ARGUMENT", "memory.engageSpent", 4, "expected a string");
  });

  it("spending keeps each foe once, adds to the round's record and starts afresh in a new round", () => {
    const first = spendFoes(MEM, 2, ["a", "b"]);
    expect(first).toEqual({ engageRound: 2, engageSpent: "a,b" });
    expect(spendFoes(first, 2, ["b", "c"])).toEqual({ engageRound: 2, engageSpent: "a,b,c" });
    expect(spendFoes(first, 3, ["c"])).toEqual({ engageRound: 3, engageSpent: "c" });
  });

  it("refuses a bad round or list of ids, and a record past the field's length", () => {
    expectRefusal(() => spendFoes(MEM, 0, ["a"]), "OUT_OF_RANGE", "round", 0, "whole number");
    expectRefusal(() => spendFoes(MEM, 1, ids(65)), "OUT_OF_RANGE", "ids", 65, "at most 64 foes");
    expect(spendFoes(MEM, 1, ids(64)).engageSpent.split(",")).toHaveLength(64);
    expectRefusal(() => spendFoes(MEM, 1, ["a", ""]), "INVALID_ARGUMENT", "ids[1]", "", "expected a foe id");
    expectRefusal(() => spendFoes(MEM, 1, ["a,b"]), "INVALID_ARGUMENT", "ids[0]", "a,b", "expected a foe id");
    expectRefusal(() => spendFoes(MEM, 1, ["x".repeat(65)]), "INVALID_ARGUMENT", "ids[0]", "x".repeat(65), "expected a foe id");
    expectRefusal(() => spendFoes(MEM, 1, [ill(5)]), "INVALID_ARGUMENT", "ids[0]", 5, "expected a foe id");
    expect(spendFoes(MEM, 1, ["x".repeat(64)]).engageSpent).toBe("x".repeat(64));
    // 64 ids of 17 characters and their commas pass the field's 1,088 characters.
    const long = ids(64, "y".repeat(16));
    expectRefusal(() => spendFoes(MEM, 1, long), "OUT_OF_RANGE", "ids", 64, "too many foes");
    // Exactly at the field's length is kept.
    const exact = [...Array.from({ length: 16 }, (_, k) => `${k}`.padEnd(64, "w")), "z".repeat(ENGAGEMENT_MEMORY.engageSpent.maxLength - 16 * 65)];
    expect(spendFoes(MEM, 1, exact).engageSpent).toHaveLength(ENGAGEMENT_MEMORY.engageSpent.maxLength);
  });
});

describe("a failed disengage check's loss", () => {
  const lost = (over: Partial<EngagementMemory>) => ({ ...MEM, disengageRound: 2, disengageSecond: 6, disengageResult: "failure" as const, ...over });
  it("a failure takes its own second and every later one of its round; a success or no check takes none", () => {
    expect(disengageLost(lost({}), { round: 2, second: 6 })).toBe(true);
    expect(disengageLost(lost({}), { round: 2, second: 20 })).toBe(true);
    expect(disengageLost(lost({}), { round: 2, second: 5 })).toBe(false);
    expect(disengageLost(lost({}), { round: 3, second: 6 })).toBe(false);
    expect(disengageLost(lost({ disengageResult: "success" }), { round: 2, second: 6 })).toBe(false);
    expect(disengageLost(lost({ disengageResult: "none" }), { round: 2, second: 11 })).toBe(false);
    // A setback takes only its own second.
    expect(disengageLost(lost({ disengageResult: "setback" }), { round: 2, second: 6 })).toBe(true);
    expect(disengageLost(lost({ disengageResult: "setback" }), { round: 2, second: 11 })).toBe(false);
    // Round 0 (before a fight) never loses anything, even against a record of round 0.
    expect(disengageLost(lost({ disengageRound: 0, disengageSecond: 1 }), { round: 0, second: 6 })).toBe(false);
  });

  it("refuses a bad record or moment by its field", () => {
    expectRefusal(() => disengageLost(ill(null), { round: 1, second: 1 }), "INVALID_ARGUMENT", "memory", null, "expected an object");
    expectRefusal(() => disengageLost(lost({ disengageRound: -1 }), { round: 1, second: 1 }), "OUT_OF_RANGE", "memory.disengageRound", -1, "whole number");
    expectRefusal(() => disengageLost(lost({ disengageSecond: 21 }), { round: 1, second: 1 }), "OUT_OF_RANGE", "memory.disengageSecond", 21, "from 0 to 20");
    expectRefusal(() => disengageLost(lost({}), ill(null)), "INVALID_ARGUMENT", "at", null, "expected an object");
    expectRefusal(() => disengageLost(lost({}), { round: -1, second: 1 }), "OUT_OF_RANGE", "at.round", -1, "whole number");
    expectRefusal(() => disengageLost(lost({}), { round: 1, second: 0 }), "OUT_OF_RANGE", "at.second", 0, "from 1 to 20");
    expectRefusal(() => disengageLost(lost({}), { round: 1, second: 21 }), "OUT_OF_RANGE", "at.second", 21, "from 1 to 20");
  });
});

describe("the attacks leaving a hex provokes", () => {
  const index = engagementIndex({ mover, tokens: [foe("a", N0), foe("b", N1)] }, A13);
  it("every engaged foe able to attack, less the spent ones and those without a reaction left", () => {
    expect(leaveProvocations(leave, index, A13)).toEqual(["a", "b"]);
    expect(leaveProvocations({ ...leave, noReaction: ["a"] }, index, A13)).toEqual(["b"]);
    expect(leaveProvocations({ ...leave, memory: { ...MEM, ...spendFoes(MEM, 1, ["b"]) } }, index, A13)).toEqual(["a"]);
    expect(leaveProvocations({ ...leave, from: AWAY, to: ORIGIN }, index, A13)).toEqual([]);
  });

  it("refuses bad input by its field, the rule in force or not", () => {
    for (const r of [A13, BOOK_RULESET]) {
      expectRefusal(() => leaveProvocations(ill(null), index, r), "INVALID_ARGUMENT", "input", null, "expected an object");
      expectRefusal(() => leaveProvocations({ ...leave, round: 0 }, index, r), "OUT_OF_RANGE", "input.round", 0, "whole number");
      expectRefusal(() => leaveProvocations({ ...leave, second: 7 }, index, r), "OUT_OF_RANGE", "input.second", 7, "expected a movement second (1, 6, 11, 16)");
      expectRefusal(() => leaveProvocations({ ...leave, second: ill("6") }, index, r), "OUT_OF_RANGE", "input.second", "6", "movement second");
      expect(() => leaveProvocations({ ...leave, from: ill(null) }, index, r)).toThrow(expect.objectContaining({ parameter: "input.from" }));
      expect(() => leaveProvocations({ ...leave, to: ill(null) }, index, r)).toThrow(expect.objectContaining({ parameter: "input.to" }));
      expectRefusal(() => leaveProvocations(leave, ill(null), r), "INVALID_ARGUMENT", "index", null, "expected an object");
      expectRefusal(() => leaveProvocations(leave, ill({ foesAt: 1 }), r), "INVALID_ARGUMENT", "index", { foesAt: 1 }, "expected an engagement index (engagementIndex)");
      expectRefusal(() => leaveProvocations({ ...leave, teleport: ill(0) }, index, r), "INVALID_ARGUMENT", "input.teleport", 0, "expected true or false");
      expectRefusal(() => leaveProvocations({ ...leave, memory: ill(null) }, index, r), "INVALID_ARGUMENT", "input.memory", null, "expected an object");
    }
  });

  it("refuses what a forged index answers, and a bad list of foes without a reaction", () => {
    const forged = (foes: unknown): EngagementIndex => ({ foesAt: () => ill(foes) });
    expectRefusal(() => leaveProvocations(leave, forged("a"), A13), "INVALID_ARGUMENT", "index.foesAt", "a", "expected an array");
    expectRefusal(() => leaveProvocations(leave, forged([null]), A13), "INVALID_ARGUMENT", "index.foesAt[0]", null, "expected an object");
    expectRefusal(() => leaveProvocations(leave, forged([{ id: 1, canAttack: true }]), A13), "INVALID_ARGUMENT", "index.foesAt[0]", { id: 1, canAttack: true }, "expected an engaged foe (id, canAttack)");
    expectRefusal(() => leaveProvocations(leave, forged([{ id: "a", canAttack: 1 }]), A13), "INVALID_ARGUMENT", "index.foesAt[0]", { id: "a", canAttack: 1 }, "engaged foe");
    expectRefusal(() => leaveProvocations({ ...leave, noReaction: ill("a") }, index, A13), "INVALID_ARGUMENT", "input.noReaction", "a", "expected an array");
    // No foes at the hex answers before the list of foes without a reaction is read.
    expect(leaveProvocations({ ...leave, from: AWAY, to: ORIGIN, noReaction: ill("a") }, index, A13)).toEqual([]);
    // A forged index is never asked when the rule is off.
    expect(leaveProvocations(leave, forged("a"), BOOK_RULESET)).toEqual([]);
  });
});

describe("the disengage check's target and refusals", () => {
  it("refuses bad input by its field", () => {
    expectRefusal(() => disengageTarget(ill(null), A13), "INVALID_ARGUMENT", "input", null, "expected an object");
    expectRefusal(() => disengageTarget({ ...check, round: 0 }, A13), "OUT_OF_RANGE", "input.round", 0, "whole number");
    expectRefusal(() => disengageTarget({ ...check, foes: ids(65) }, A13), "OUT_OF_RANGE", "input.foes", 65, "at most 64 foes");
    expectRefusal(() => disengageTarget({ ...check, grabbed: ill("no") }, A13), "INVALID_ARGUMENT", "input.grabbed", "no", "expected true or false");
    expectRefusal(() => disengageTarget({ ...check, memory: ill(null) }, A13), "INVALID_ARGUMENT", "input.memory", null, "expected an object");
    expectRefusal(() => disengageTarget({ ...check, memory: { ...MEM, grabberHitAt: -1 } }, A13), "OUT_OF_RANGE", "input.memory.grabberHitAt", -1, "whole number");
    expectRefusal(() => disengageTarget({ ...check, doubleMove: ill(1) }, A13), "INVALID_ARGUMENT", "input.doubleMove", 1, "expected true or false");
    // Refused before the rule is read, and the double move's flag only once a check could be made.
    expectRefusal(() => disengageTarget({ ...check, grabbed: ill(1) }, BOOK_RULESET), "INVALID_ARGUMENT", "input.grabbed", 1, "true or false");
    expect(disengageTarget({ ...check, doubleMove: ill(1) }, BOOK_RULESET)).toEqual({ refused: "off" });
    expect(disengageTarget({ ...check, second: 7, doubleMove: ill(1) }, A13)).toEqual({ refused: "notMovementSecond" });
    expect(disengageTarget({ ...check, doubleMove: false }, A13)).toEqual({ target: 11 });
  });

  it("an own hit on the grabber waives the −5 only strictly before this second and inside this round", () => {
    const grabbed = { ...check, round: 3, second: 11, grabbed: true };
    const at = (grabberHitAt: number) => disengageTarget({ ...grabbed, memory: { ...MEM, grabberHitAt } }, A13);
    expect(at(40 + 10)).toEqual({ target: 11 });
    expect(at(40 + 11)).toEqual({ target: 16 });
    expect(at(40 + 1)).toEqual({ target: 11 });
    expect(at(40)).toEqual({ target: 16 });
    // A hit without a grab changes nothing.
    expect(disengageTarget({ ...grabbed, grabbed: false, memory: { ...MEM, grabberHitAt: 50 } }, A13)).toEqual({ target: 11 });
    // The second check of a double move: only after a setback of this round, at a later second.
    const setback = { ...MEM, disengageRound: 3, disengageSecond: 6, disengageResult: "setback" as const };
    expect(disengageTarget({ ...grabbed, doubleMove: true, memory: setback }, A13)).toEqual({ target: 16 });
    expect(disengageTarget({ ...grabbed, second: 6, doubleMove: true, memory: setback }, A13)).toEqual({ refused: "lost" });
    expect(disengageTarget({ ...grabbed, doubleMove: true, memory: { ...setback, disengageResult: "failure" } }, A13)).toEqual({ refused: "lost" });
    expect(disengageTarget({ ...grabbed, doubleMove: true, memory: { ...setback, disengageResult: "success" } }, A13)).toEqual({ refused: "already" });
    // A check of an earlier round leaves this round's check.
    expect(disengageTarget({ ...grabbed, memory: { ...setback, disengageRound: 2, disengageResult: "failure" } }, A13)).toEqual({ target: 16 });
  });

  it("a judged check refuses a natural off the die and a check refused, naming why", () => {
    expectRefusal(() => judgeDisengage(check, 21, A13), "OUT_OF_RANGE", "natural", 21, "from 1 to 20");
    expectRefusal(() => judgeDisengage({ ...check, foes: [] }, 20, A13), "INVALID_ARGUMENT", "input", "notEngaged", "no disengage check may be made");
  });

  it("a success spends the foes and records its second; a failure under a double move in a later round of an old check is a setback", () => {
    const ok = judgeDisengage({ ...check, foes: ["a", "b"] }, 20, A13);
    expect(ok).toEqual({ success: true, patch: { disengageRound: 1, disengageSecond: 6, disengageResult: "success", engageRound: 1, engageSpent: "a,b" } });
    const fail = judgeDisengage(check, 1, A13);
    expect(fail).toEqual({ success: false, patch: { disengageRound: 1, disengageSecond: 6, disengageResult: "failure" } });
    const old = { ...MEM, disengageRound: 1, disengageSecond: 6, disengageResult: "failure" as const };
    expect(judgeDisengage({ ...check, round: 2, doubleMove: true, memory: old }, 1, A13).patch.disengageResult).toBe("setback");
  });
});

describe("provokers and melee while engaged", () => {
  const engaged: readonly EngagedFoe[] = [{ id: "a", canAttack: true }, { id: "b", canAttack: false }, { id: "c", canAttack: true }];
  it("a foe that cannot attack provokes nothing; A5E provokes on neither", () => {
    expect(rangedProvokers(engaged, ["c"], A13)).toEqual(["a"]);
    expect(spellProvokers(engaged, false, A13)).toEqual(["a", "c"]);
    expect(spellProvokers(engaged, false, A5E)).toEqual([]);
    expect(spellProvokers(engaged, false, BOOK_RULESET)).toEqual([]);
    expect(rangedProvokers(engaged, [], BOOK_RULESET)).toEqual([]);
    expect(meleeAllowed(engaged, "b", A13)).toBe(true);
    expect(meleeAllowed([], "b", A13)).toBe(false);
  });

  it("refuses bad foes, targets and flags", () => {
    expectRefusal(() => rangedProvokers(ill(null), [], A13), "INVALID_ARGUMENT", "engaged", null, "expected an array");
    expectRefusal(() => rangedProvokers(engaged, ill([3]), A13), "INVALID_ARGUMENT", "targets[0]", 3, "expected a foe id");
    expectRefusal(() => spellProvokers(ill([null]), false, A13), "INVALID_ARGUMENT", "engaged[0]", null, "expected an object");
    expectRefusal(() => spellProvokers(engaged, ill("no"), A13), "INVALID_ARGUMENT", "closeQuarters", "no", "expected true or false");
    expectRefusal(() => meleeAllowed(ill([{ id: "a" }]), "a", A13), "INVALID_ARGUMENT", "engaged[0]", { id: "a" }, "expected an engaged foe");
    expectRefusal(() => meleeAllowed(engaged, ill(7), A13), "INVALID_ARGUMENT", "target", 7, "expected a foe id");
  });
});

describe("the interception index", () => {
  const path = [cubeFromAxial(0, 0), cubeFromAxial(1, 0), cubeFromAxial(2, 0), cubeFromAxial(3, 0)];
  const x = { id: "x", hex: cubeFromAxial(2, -1), engaged: false, phaseSpent: false };
  it("a candidate next to the start alone does not intercept; next to a later hex it stops there; each candidate once", () => {
    expect(interceptions(path, [{ ...x, hex: cubeFromAxial(-1, 0) }], A13)).toEqual([]);
    // Listed twice, it intercepts once.
    expect(interceptions(path, [x, x], A13)).toEqual([{ id: "x", stopAt: 1 }]);
    // Two candidates at the same hex, path order then candidate order.
    expect(interceptions(path, [{ ...x, id: "z", hex: cubeFromAxial(4, 0) }, x, { ...x, id: "y" }], A13)).toEqual([
      { id: "x", stopAt: 1 },
      { id: "y", stopAt: 1 },
      { id: "z", stopAt: 3 },
    ]);
    expect(interceptions(path, [], A13)).toEqual([]);
    expect(interceptIndex([x], BOOK_RULESET).along(path)).toEqual([]);
    // With nobody able to intercept, the index answers nothing, whatever it is asked.
    expect(interceptIndex([{ ...x, engaged: true }], A13).along(ill("p"))).toEqual([]);
  });

  it("refuses bad candidates even when the rule is off, and a bad path", () => {
    for (const r of [A13, BOOK_RULESET]) {
      expectRefusal(() => interceptIndex(ill("c"), r), "INVALID_ARGUMENT", "candidates", "c", "expected an array");
      expectRefusal(() => interceptIndex([ill(null)], r), "INVALID_ARGUMENT", "candidate", null, "expected an object");
      expect(() => interceptIndex([{ ...x, hex: ill(null) }], r)).toThrow(expect.objectContaining({ parameter: "candidate.hex" }));
      expectRefusal(() => interceptIndex([{ ...x, id: ill(1) }], r), "INVALID_ARGUMENT", "candidate", { ...x, id: 1 }, "expected id, engaged and phaseSpent");
      expectRefusal(() => interceptIndex([{ ...x, engaged: ill(0) }], r), "INVALID_ARGUMENT", "candidate", { ...x, engaged: 0 }, "expected id, engaged and phaseSpent");
      expectRefusal(() => interceptIndex([{ ...x, phaseSpent: ill(0) }], r), "INVALID_ARGUMENT", "candidate", { ...x, phaseSpent: 0 }, "expected id, engaged and phaseSpent");
    }
    expectRefusal(() => interceptIndex([x], A13).along(ill("p")), "INVALID_ARGUMENT", "path", "p", "expected an array");
    expectRefusal(() => interceptions(ill("p"), [x], A13), "INVALID_ARGUMENT", "path", "p", "expected an array");
    expect(() => interceptions([path[0]!, ill({ q: 1 })], [x], A13)).toThrow(expect.objectContaining({ parameter: "path[1]" }));
  });
});

describe("the engagement memory slice", () => {
  it("declares each field's bounds and start: the data model and the stored memory's checks are built from it", () => {
    expect(ENGAGEMENT_MEMORY).toEqual({
      engageRound: { kind: "int", min: 0, max: MAX_CLOCK_ROUND, initial: 0 },
      engageSpent: { kind: "text", maxLength: 64 * 17, initial: "" },
      disengageRound: { kind: "int", min: 0, max: MAX_CLOCK_ROUND, initial: 0 },
      disengageSecond: { kind: "int", min: 0, max: 20, initial: 0 },
      disengageResult: { kind: "choice", choices: ["none", "success", "failure", "setback"], initial: "none" },
      grabberHitAt: { kind: "int", min: 0, max: MAX_ABSOLUTE_SECOND, initial: 0 },
      interceptAt: { kind: "int", min: 0, max: MAX_ABSOLUTE_SECOND, initial: 0 },
      stoppedAt: { kind: "int", min: 0, max: MAX_ABSOLUTE_SECOND, initial: 0 },
    });
    expect(Object.isFrozen(ENGAGEMENT_MEMORY)).toBe(true);
    // The book's empty memory starts every field there.
    expect([MEM.engageRound, MEM.engageSpent, MEM.disengageRound, MEM.disengageSecond, MEM.disengageResult, MEM.grabberHitAt, MEM.interceptAt, MEM.stoppedAt]).toEqual([0, "", 0, 0, "none", 0, 0, 0]);
    // 64 ids of 16 characters and their commas fit the record.
    expect(spendFoes(MEM, 1, ids(64, "i".repeat(14))).engageSpent.length).toBeLessThanOrEqual(64 * 17);
  });
});
