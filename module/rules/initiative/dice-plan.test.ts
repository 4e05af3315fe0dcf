/** The dice a round transition rolls (dice-plan.ts): formulas, keys and who rolls under each model, ties, roll-offs, a die held to its faces. */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, MAX_INITIATIVE, NO_ACTION, NO_VARIANT_MEMORY, resolveRuleset, type RoundCombatantInput, type VariantConfig, type VariantMemory } from "../index";
import { MAX_TIED_REROLLS, dieWithin, reusedCheckTotal, rerollDice, rollOffIds, tiedSideRequests, transitionRollRequests, type RollRequest } from "./dice-plan";
import { A13, A13_SHARED, A5E, NO_PARTS, OSE, OSE_IND, OSE_REROLL, OSR } from "../../../tests/support/initiative-sim";
import { variantConfig } from "../../../tests/support/variants";
import { expectRefusal, hostile } from "../../../tests/support/rules-error";

interface Who {
  id: string;
  side?: string;
  group?: string;
  memory?: Partial<VariantMemory>;
  /** The round its current action started in (0: none). */
  started?: number;
  rollsOwn?: boolean;
}

function inputs(who: readonly Who[]): RoundCombatantInput[] {
  return who.map((w) => ({
    state: { id: w.id, action: w.started ? { ...NO_ACTION, startedRound: w.started, score: 5, landsAt: w.started * 20 + 25 } : NO_ACTION, tieBreak: 1, conditions: [], defeated: false },
    name: w.id,
    hidden: false,
    parts: NO_PARTS,
    ...(w.rollsOwn ? { rollsOwn: true } : {}),
    variant: { actor: { dex: 10, level: 0, slow: false }, side: w.side ?? "hostile", group: w.group ?? w.id, pc: false, memory: { ...NO_VARIANT_MEMORY, ...w.memory } },
  }));
}

const A5E_SURPRISE = variantConfig({ combat: { surprise: "a5e" } }, A5E);
const BOOK_SURPRISE = variantConfig({ combat: { surprise: "a5e" } });
const r = (c: VariantConfig) => resolveRuleset(c);

describe("transitionRollRequests", () => {
  it("the book: one 2d10 per combatant that rolls, in order; a carried action and a combatant rolling its own take none", () => {
    const who = inputs([{ id: "a" }, { id: "b", started: 1 }, { id: "c", rollsOwn: true }, { id: "d" }]);
    expect(transitionRollRequests(who, 2, r(BOOK_CONFIG))).toEqual([
      { key: "id:a", formula: "2d10", ids: ["a"] },
      { key: "id:d", formula: "2d10", ids: ["d"] },
    ]);
  });

  it("a roll-once model asks only those without a base of this model; a shared roll one per group", () => {
    const who = inputs([{ id: "a" }, { id: "b", memory: { model: "a13", base: 4 } }, { id: "c", memory: { model: "a5e", base: 4 } }]);
    expect(transitionRollRequests(who, 2, r(A13))).toEqual([
      { key: "id:a", formula: "1d20", ids: ["a"] },
      { key: "id:c", formula: "1d20", ids: ["c"] },
    ]);
    const wolves = inputs([{ id: "w1", group: "wolf" }, { id: "w2", group: "wolf" }, { id: "o", group: "orc" }]);
    expect(transitionRollRequests(wolves, 1, r(A13_SHARED))).toEqual([
      { key: "group:wolf", formula: "1d20", ids: ["w1", "w2"] },
      { key: "group:orc", formula: "1d20", ids: ["o"] },
    ]);
  });

  it("OSE sides: one d6 per side; the DEX order: no dice at all", () => {
    const who = inputs([{ id: "a", side: "friendly" }, { id: "b", side: "hostile" }, { id: "c", side: "friendly" }]);
    expect(transitionRollRequests(who, 3, r(OSE))).toEqual([
      { key: "side:friendly", formula: "1d6", ids: ["a", "c"] },
      { key: "side:hostile", formula: "1d6", ids: ["b"] },
    ]);
    expect(transitionRollRequests(who, 1, r(OSR))).toEqual([]);
  });

  it("the instigator's advantage roll comes first, in round 1 only, for an instigator that still needs a roll", () => {
    const who = inputs([{ id: "a" }, { id: "i", memory: { instigator: true } }, { id: "b" }]);
    expect(transitionRollRequests(who, 1, r(A5E_SURPRISE))).toEqual([
      { key: "id:i", formula: "2d20kh", ids: ["i"] },
      { key: "id:a", formula: "1d20", ids: ["a"] },
      { key: "id:b", formula: "1d20", ids: ["b"] },
    ]);
    // Round 2: no advantage; the instigator rolls with the others, in its place.
    expect(transitionRollRequests(who, 2, r(A5E_SURPRISE)).map((q) => [q.key, q.formula])).toEqual([
      ["id:a", "1d20"],
      ["id:i", "1d20"],
      ["id:b", "1d20"],
    ]);
    // Without a rule granting it, the instigator's mark is nothing.
    expect(transitionRollRequests(who, 1, r(A5E)).map((q) => q.formula)).toEqual(["1d20", "1d20", "1d20"]);
    // An instigator that kept its base from this model rolls nothing, neither first nor later.
    const kept = inputs([{ id: "a" }, { id: "i", memory: { instigator: true, model: "a5e", base: 3 } }]);
    expect(transitionRollRequests(kept, 1, r(A5E_SURPRISE))).toEqual([{ key: "id:a", formula: "1d20", ids: ["a"] }]);
  });

  it("under the book's 2d10 an instigator always rolls its advantage, whatever it keeps", () => {
    const who = inputs([{ id: "i", memory: { instigator: true, model: "a5e", base: 3 } }, { id: "a" }]);
    expect(transitionRollRequests(who, 1, r(BOOK_SURPRISE))).toEqual([
      { key: "id:i", formula: "{2d10, 2d10}kl", ids: ["i"] },
      { key: "id:a", formula: "2d10", ids: ["a"] },
    ]);
  });
});

describe("transitionRollRequests: the book's combatants carry no model input", () => {
  it("the book's 2d10 with identical creatures sharing a roll: one per group", () => {
    const wolves = inputs([{ id: "w1", group: "wolf" }, { id: "w2", group: "wolf" }]);
    expect(transitionRollRequests(wolves, 1, r(variantConfig({ initiative: { sharedRoll: true } })))).toEqual([{ key: "group:wolf", formula: "2d10", ids: ["w1", "w2"] }]);
  });
  it("an instigator's mark is read only where a combatant has one", () => {
    const plain = inputs([{ id: "a" }, { id: "i", memory: { instigator: true } }]).map((c, i) => (i === 0 ? { ...c, variant: undefined } : c));
    expect(transitionRollRequests(plain, 1, r(BOOK_SURPRISE)).map((q) => [q.key, q.formula])).toEqual([
      ["id:i", "{2d10, 2d10}kl"],
      ["id:a", "2d10"],
    ]);
  });
});

describe("tiedSideRequests", () => {
  const requests: RollRequest[] = [
    { key: "side:a", formula: "1d6", ids: ["a1", "a2"] },
    { key: "side:b", formula: "1d6", ids: ["b1"] },
    { key: "side:c", formula: "1d6", ids: ["c1"] },
  ];
  it("under the re-roll rule: the requests of the sides whose totals tie, in the totals' order; none when all differ", () => {
    expect(tiedSideRequests(requests, new Map([["side:c", 4], ["side:a", 4], ["side:b", 2]]), r(OSE_REROLL))).toEqual([requests[2], requests[0]]);
    expect(tiedSideRequests(requests, new Map([["side:a", 1], ["side:b", 2], ["side:c", 3]]), r(OSE_REROLL))).toEqual([]);
  });
  it("a tied key with no request is dropped; without the rule nobody rolls again", () => {
    expect(tiedSideRequests(requests, new Map([["side:a", 5], ["side:z", 5]]), r(OSE_REROLL))).toEqual([requests[0]]);
    expect(tiedSideRequests(requests, new Map([["side:a", 4], ["side:b", 4]]), r(OSE))).toEqual([]);
  });
  it("refuses requests that are not a list", () => {
    expectRefusal(() => tiedSideRequests(hostile("side:a"), new Map(), r(OSE_REROLL)), "INVALID_ARGUMENT", "requests", "side:a", "");
  });
  it("re-rolls of tied sides are bounded", () => {
    expect(MAX_TIED_REROLLS).toBe(10);
  });
});

describe("rollOffIds", () => {
  const requests: RollRequest[] = [
    { key: "group:w", formula: "1d20", ids: ["w1", "w2"] },
    { key: "id:x", formula: "1d20", ids: ["x"] },
  ];
  it("a model that keeps a roll-off (A5E) draws one for every id, in order; the others none", () => {
    expect(rollOffIds(requests, r(A5E))).toEqual(["w1", "w2", "x"]);
    expect(rollOffIds(requests, r(A13))).toEqual([]);
    expect(rollOffIds(requests, r(BOOK_CONFIG))).toEqual([]);
  });
});

describe("dieWithin", () => {
  it("a d6 or a d20 is held to its faces, a fraction cut, a non-finite total read as 1", () => {
    expect([dieWithin("1d6", 7), dieWithin("1d6", 6), dieWithin("1d6", 0), dieWithin("1d6", 1), dieWithin("1d6", 3.7)]).toEqual([6, 6, 1, 1, 3]);
    expect([dieWithin("1d20", 21), dieWithin("1d20", 20), dieWithin("2d20kh", 25), dieWithin("2d20kh", 19), dieWithin("1d20", -4)]).toEqual([20, 20, 20, 19, 1]);
    expect([dieWithin("1d6", Number.NaN), dieWithin("1d20", Number.POSITIVE_INFINITY), dieWithin("1d6", Number.NEGATIVE_INFINITY)]).toEqual([1, 1, 1]);
  });
  it("any other formula keeps its total, an integer within the initiative bound either way", () => {
    expect([dieWithin("2d10", 25), dieWithin("2d10", -MAX_INITIATIVE), dieWithin("{2d10, 2d10}kl", MAX_INITIATIVE), dieWithin("1d8", 9)]).toEqual([25, -MAX_INITIATIVE, MAX_INITIATIVE, 9]);
    expectRefusal(() => dieWithin("2d10", 2.5), "NOT_INTEGER", "total", 2.5, "");
    expectRefusal(() => dieWithin("2d10", MAX_INITIATIVE + 1), "OUT_OF_RANGE", "total", MAX_INITIATIVE + 1, "");
    expectRefusal(() => dieWithin("2d10", -MAX_INITIATIVE - 1), "OUT_OF_RANGE", "total", MAX_INITIATIVE + 1, "");
  });
  it("refuses a formula that is not text", () => {
    expectRefusal(() => dieWithin(hostile(6), 3), "INVALID_ARGUMENT", "formula", 6, "expected a dice formula");
  });
});

describe("reusedCheckTotal", () => {
  it("A5E: a check made before Begin Combat is the total in round 1 while no action has started", () => {
    expect(reusedCheckTotal(1, NO_ACTION, 14, r(A5E))).toBe(14);
    expect(reusedCheckTotal(1, NO_ACTION, -3, r(A5E))).toBe(-3);
    expect(reusedCheckTotal(1, NO_ACTION, null, r(A5E))).toBeNull();
    expect(reusedCheckTotal(1, NO_ACTION, undefined, r(A5E))).toBeNull();
  });
  it("nothing in a later round, once an action has started, or under a model that reuses no check", () => {
    expect(reusedCheckTotal(2, NO_ACTION, 14, r(A5E))).toBeNull();
    expect(reusedCheckTotal(0, NO_ACTION, 14, r(A5E))).toBeNull();
    expect(reusedCheckTotal(1, { ...NO_ACTION, startedRound: 1 }, 14, r(A5E))).toBeNull();
    expect(reusedCheckTotal(1, NO_ACTION, 14, r(A13))).toBeNull();
    expect(reusedCheckTotal(1, NO_ACTION, 14, r(BOOK_CONFIG))).toBeNull();
  });
  it("refuses a round that is not an integer", () => {
    expectRefusal(() => reusedCheckTotal(1.5, NO_ACTION, 14, r(A5E)), "NOT_INTEGER", "round", 1.5, "");
  });
});

describe("rerollDice", () => {
  it("the model's own die; none for the book's path or a model without dice", () => {
    expect(rerollDice(0, r(A13))).toEqual({ formula: "1d20", drawRollOff: false });
    expect(rerollDice(0, r(OSE))).toEqual({ formula: "1d6", drawRollOff: false });
    expect(rerollDice(0, r(OSE_IND))).toEqual({ formula: "1d6", drawRollOff: false });
    expect(rerollDice(0, r(OSR))).toEqual({ formula: null, drawRollOff: false });
    expect(rerollDice(0, r(BOOK_CONFIG))).toEqual({ formula: null, drawRollOff: false });
  });
  it("a roll-off is drawn first only under a model that keeps one, for a combatant that has none", () => {
    expect(rerollDice(0, r(A5E))).toEqual({ formula: "1d20", drawRollOff: true });
    expect(rerollDice(1, r(A5E))).toEqual({ formula: "1d20", drawRollOff: false });
    expect(rerollDice(20, r(A5E))).toEqual({ formula: "1d20", drawRollOff: false });
  });
});
