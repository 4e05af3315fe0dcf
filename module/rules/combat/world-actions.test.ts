/**
 * The edges of `combat/world-actions.ts` (VARIANTS.md §6.9, §13.3 row 43; 004:L75, L91): a stored
 * world state at each bound, what is read of unchecked data, thresholds and rolls at their edges,
 * and every refusal's code, parameter, value and text. The golden cases (GA-W*) are in
 * `modules/combat/a5e-world.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { MAX_CLOCK_ROUND } from "../bounds";
import {
  MAX_WORLD_ACTIONS,
  WORLD_ORDER,
  movementPhaseOrder,
  rechargeAfterUse,
  rechargeAtRoundStart,
  rechargeDue,
  rechargeRegains,
  useWorldAction,
  worldEntry,
  worldStateOf,
  type WorldAction,
  type WorldState,
} from "./world-actions";
import { expectRefusal, refusalOf as refusal } from "../../../tests/support/rules-error";

const A5E = resolveRuleset(PRESETS.a5e);
const action = (over: Partial<WorldAction> = {}): WorldAction => ({ id: "flame", name: "Flame Burst", recharge: 4, spent: false, hidden: false, ...over });
const state = (actions: unknown[], usedRound: unknown = 0) => ({ usedRound, actions }) as unknown as WorldState;
const use = (s: WorldState, id = "flame", now: unknown = { round: 2, second: 1 }) => useWorldAction({ state: s, id, now } as never, A5E);


describe("a stored world state, checked", () => {
  it("takes up to 12 actions, ids of 1 to 16 letters or digits, names of 80 characters, thresholds 0 and 2 to 6", () => {
    const many = Array.from({ length: MAX_WORLD_ACTIONS }, (_, k) => action({ id: `a${k}`, recharge: k % 2 === 0 ? 2 : 6 }));
    expect(use(state(many), "a0").refusal).toBeNull();
    expect(use(state([action({ id: "x".repeat(16), name: "n".repeat(80), recharge: 0 })]), "x".repeat(16)).refusal).toBeNull();
    expect(use(state([action()], MAX_CLOCK_ROUND)).refusal).toBeNull();
  });

  it("names each bad part of the state", () => {
    const s = (actions: unknown[], usedRound: unknown = 0) => () => use(state(actions, usedRound));
    expectRefusal(() => use(null as never), "INVALID_ARGUMENT", "input.state", null, "expected an object");
    expect(refusal(s([], -1)).parameter).toBe("input.state.usedRound");
    expect(refusal(() => use({ usedRound: 0, actions: "x" } as never)).parameter).toBe("input.state.actions");
    expectRefusal(s(Array.from({ length: 13 }, (_, k) => action({ id: `a${k}` }))), "OUT_OF_RANGE", "input.state.actions", 13, "expected at most 12 world actions");
    expect(refusal(s([action(), 3])).parameter).toBe("input.state.actions[1]");
    for (const id of [5, "bad id", "x".repeat(17)]) expectRefusal(s([action({ id: id as never })]), "INVALID_ARGUMENT", "input.state.actions[0].id", id, "expected a unique id of 1–16 letters or digits");
    expectRefusal(s([action(), action()]), "INVALID_ARGUMENT", "input.state.actions[1].id", "flame", "expected a unique id");
    for (const name of [5, "n".repeat(81)]) expectRefusal(s([action({ name: name as never })]), "INVALID_ARGUMENT", "input.state.actions[0].name", name, "expected a text of at most 80 characters");
    for (const recharge of [1, 7, 2.5]) expectRefusal(s([action({ recharge })]), "OUT_OF_RANGE", "input.state.actions[0].recharge", recharge, "expected 0 or 2–6");
    for (const bad of [{ spent: "yes" }, { hidden: 1 }]) {
      const a = action(bad as never);
      expectRefusal(s([a]), "INVALID_ARGUMENT", "input.state.actions[0]", a, "expected spent and hidden booleans");
    }
    expectRefusal(s([action({ recharge: 0, spent: true })]), "INVALID_ARGUMENT", "input.state.actions[0].spent", true, "an action without a recharge is never spent");
  });
});

describe("worldStateOf: unchecked data", () => {
  it("keeps the last round, drops one past it, and reads a function or text as no action", () => {
    expect(worldStateOf({ usedRound: MAX_CLOCK_ROUND, actions: [] }).usedRound).toBe(MAX_CLOCK_ROUND);
    expect(worldStateOf({ usedRound: MAX_CLOCK_ROUND + 1, actions: [] }).usedRound).toBe(0);
    expect(worldStateOf({ usedRound: 2.5, actions: [] }).usedRound).toBe(0);
    expect(worldStateOf({ usedRound: 3, actions: [Object.assign(() => 0, { id: "flame", recharge: 4 }), "flame", action({ id: "b" })] }).actions.map((a) => a.id)).toEqual(["b"]);
    expect(worldStateOf("x")).toEqual({ usedRound: 0, actions: [] });
    expect(worldStateOf(null)).toEqual({ usedRound: 0, actions: [] });
    expect(worldStateOf({ usedRound: 1, actions: [{ id: 12, recharge: 4 }] }).actions).toEqual([]);
  });

  it("cuts a long name, reads a bad threshold as none, spent only with a threshold, hidden only when true", () => {
    const read = worldStateOf({ usedRound: 1, actions: [{ id: "a", name: "n".repeat(90), recharge: 9, spent: true, hidden: "yes" }, { id: "b", name: 3, recharge: 5, spent: true, hidden: true }, { id: "c", recharge: 5, spent: 1 }] });
    expect(read.actions).toEqual([
      { id: "a", name: "n".repeat(80), recharge: 0, spent: false, hidden: false },
      { id: "b", name: "", recharge: 5, spent: true, hidden: true },
      { id: "c", name: "", recharge: 5, spent: false, hidden: false },
    ]);
  });
});

describe("recharge and use", () => {
  it("regains at the threshold, not below; names a bad threshold, a roll off the die and a missing rule", () => {
    expect(rechargeRegains(4, 4, A5E)).toBe(true);
    expect(rechargeRegains(4, 3, A5E)).toBe(false);
    expect(rechargeRegains(6, 6, A5E)).toBe(true);
    expectRefusal(() => rechargeRegains(4, 4, BOOK_RULESET), "INVALID_ARGUMENT", "ruleset", "worldTurn", "no world-turn rule is in force");
    for (const t of [0, 7]) expectRefusal(() => rechargeRegains(t, 4, A5E), "OUT_OF_RANGE", "recharge", t, "expected a threshold 2–6");
    for (const roll of [0, 7]) expect(refusal(() => rechargeRegains(4, roll, A5E)).parameter).toBe("roll");
  });

  it("a use spends only the action used, and only one with a threshold; names a bad id and clock", () => {
    const s = state([action(), action({ id: "heat", recharge: 0 })]);
    const flame = use(s);
    expect(flame).toEqual({ state: { usedRound: 2, actions: [action({ spent: true }), action({ id: "heat", recharge: 0 })] }, refusal: null, rollRecharge: true });
    expect(use(s, "heat")).toEqual({ state: { usedRound: 2, actions: [action(), action({ id: "heat", recharge: 0 })] }, refusal: null, rollRecharge: false });
    expectRefusal(() => use(s, 5 as never), "INVALID_ARGUMENT", "input.id", 5, "expected a text");
    expect(refusal(() => use(s, "flame", { round: 2, second: 0 })).parameter).toMatch(/^input\.now/);
    expect(refusal(() => useWorldAction(null as never, A5E)).parameter).toBe("input");
  });

  it("a roll after a use names an action that is not spent", () => {
    expectRefusal(() => rechargeAfterUse({ state: state([action()]), id: "flame", roll: 5 }, A5E), "INVALID_ARGUMENT", "input.id", "flame", "expected a spent world action");
    expectRefusal(() => rechargeAfterUse({ state: state([action({ spent: true })]), id: "other", roll: 5 }, A5E), "INVALID_ARGUMENT", "input.id", "other", "expected a spent world action");
    expect(refusal(() => rechargeAfterUse(null as never, A5E)).parameter).toBe("input");
  });

  it("a roll after a use reads the action named, wherever it stands", () => {
    const s = state([action({ spent: true }), action({ id: "b", recharge: 6, spent: true })]);
    expect(rechargeAfterUse({ state: s, id: "b", roll: 6 }, A5E).result).toEqual({ id: "b", recharge: 6, roll: 6, regained: true });
  });

  it("names the state of each recharge and entry call, and the ruleset", () => {
    expect(refusal(() => rechargeAfterUse({ state: null as never, id: "flame", roll: 5 }, A5E)).parameter).toBe("input.state");
    expect(refusal(() => rechargeDue(null as never, A5E)).parameter).toBe("state");
    expect(refusal(() => rechargeAtRoundStart({ state: null as never, rolls: [] }, A5E)).parameter).toBe("input.state");
    expect(refusal(() => worldEntry({ state: null as never, now: null }, A5E)).parameter).toBe("input.state");
    expect(refusal(() => rechargeDue(state([]), {} as never)).parameter).toBe("ruleset");
  });

  it("no recharge is due without the world-turn rule", () => {
    const s = state([action({ spent: true })]);
    expect(rechargeDue(s, A5E)).toEqual(["flame"]);
    expect(rechargeDue(s, BOOK_RULESET)).toEqual([]);
  });

  it("the round start's rolls: one per spent action, named when they are not", () => {
    const s = state([action({ spent: true }), action({ id: "b", spent: true })]);
    expectRefusal(() => rechargeAtRoundStart({ state: s, rolls: [5] }, A5E), "INVALID_ARGUMENT", "input.rolls", 1, "expected 2 rolls");
    expect(refusal(() => rechargeAtRoundStart({ state: s, rolls: "5" as never }, A5E)).parameter).toBe("input.rolls");
    expect(refusal(() => rechargeAtRoundStart(null as never, A5E)).parameter).toBe("input");
    expect(rechargeAtRoundStart({ state: s, rolls: [5, 1] }, A5E).state.actions.map((a) => a.spent)).toEqual([false, true]);
  });
});

describe("the World's place in the round", () => {
  it("sorts each movement phase just below its second's turns, and names any other second", () => {
    expect([1, 6, 11, 16].map(movementPhaseOrder)).toEqual([2.5, 17.5, 32.5, 47.5]);
    for (const second of [2, 5, 20]) expectRefusal(() => movementPhaseOrder(second), "INVALID_ARGUMENT", "second", second, "expected a movement second (1, 6, 11, 16)");
    expect(refusal(() => movementPhaseOrder(0)).parameter).toBe("second");
  });

  it("the World's entry: past only after its second, neither current nor past before the clock", () => {
    const s = state([action()]);
    expect(WORLD_ORDER).toBe(2);
    expect(worldEntry({ state: state([action()], 2), now: { round: 2, second: 1 } }, A5E)).toMatchObject({ usedThisRound: true, actions: [{ usable: false }] });
    expect(worldEntry({ state: s, now: { round: 2, second: 2 } }, A5E)).toMatchObject({ current: false, past: true });
    expect(worldEntry({ state: s, now: { round: 2, second: 1 } }, A5E)).toMatchObject({ current: true, past: false });
    expect(worldEntry({ state: s, now: null }, A5E)).toMatchObject({ current: false, past: false, usedThisRound: false });
    expect(refusal(() => worldEntry(null as never, A5E)).parameter).toBe("input");
    expect(refusal(() => worldEntry({ state: s, now: { round: 0, second: 1 } }, A5E)).parameter).toMatch(/^input\.now/);
  });
});
