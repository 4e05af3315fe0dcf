import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { A5E_WORLD_TURN, a5eWorld } from "./a5e-world";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS, changeVariants } from "../../ruleset/config";
import { RULE_MODULES } from "../../ruleset/registry";
import { actionOrder, turnMomentOrder, turnMoments } from "../../combat/turn-moment";
import { NO_ACTION, planAction, type CombatantState } from "../../combat/action";
import {
  MAX_WORLD_ACTIONS,
  NO_WORLD,
  WORLD_ORDER,
  movementPhaseOrder,
  rechargeAfterUse,
  rechargeAtRoundStart,
  rechargeDue,
  rechargeRegains,
  useWorldAction,
  worldEntry,
  worldStateOf,
  worldTurnOf,
  type WorldState,
} from "../../combat/world-actions";
import { feetToHexes, givenInitiativeSecond, hazardEndOfTurnDue, hazardEntryDue, hazardProblems, withinRoundsBy, type HazardSpec } from "../../combat/world-hazards";
import { d20Second } from "../initiative/d20-anchor";
import { toAbsolute } from "../../time";
import { RulesError } from "../../errors";

const A5E = resolveRuleset(PRESETS.a5e);
const state = (over: Partial<CombatantState> = {}): CombatantState => ({ id: "c", action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false, ...over });
const FLAME: WorldState = { usedRound: 0, actions: [{ id: "flame", name: "Flame Burst", recharge: 4, spent: false, hidden: false }, { id: "heat", name: "Sweltering Heat", recharge: 0, spent: false, hidden: false }] };
const MUD: HazardSpec = { save: "str", dc: 12, damage: "", trigger: "endOfTurn" };
const BURNING: HazardSpec = { save: "flat", dc: 1, damage: "1d6", trigger: "firstEntry" };

describe("combat.worldActions (VARIANTS.md §6.9, §13.3 row 43; 004:L75–L148)", () => {
  it("the A5E preset turns it on with a d6 rolled on use; the book and the other presets leave it off", () => {
    expect(RULE_MODULES).toContain(a5eWorld);
    expect(worldTurnOf(A5E)).toBe(A5E_WORLD_TURN);
    expect(A5E_WORLD_TURN).toEqual({ die: 6, rollOnUse: true });
    for (const r of [BOOK_RULESET, resolveRuleset(PRESETS.a13), resolveRuleset(PRESETS.osr), resolveRuleset(PRESETS.ose)]) expect(worldTurnOf(r)).toBeNull();
    const on = changeVariants(BOOK_CONFIG, { combat: { worldActions: true } } as never);
    expect(on.ok && worldTurnOf(resolveRuleset(on.config))).toEqual(A5E_WORLD_TURN);
  });

  it("GA-W1 Flame Burst (Recharge 4–6): spent by its use, regained on a d6 of 4, not on a 3 (004:L91, L103)", () => {
    const used = useWorldAction({ state: FLAME, id: "flame", now: { round: 2, second: 1 } }, A5E);
    expect(used.refusal).toBeNull();
    expect(used.rollRecharge).toBe(true);
    expect(used.state.actions[0]!.spent).toBe(true);
    expect(rechargeAfterUse({ state: used.state, id: "flame", roll: 4 }, A5E).state.actions[0]!.spent).toBe(false);
    const three = rechargeAfterUse({ state: used.state, id: "flame", roll: 3 }, A5E);
    expect(three.result).toEqual({ id: "flame", recharge: 4, roll: 3, regained: false });
    // Still spent: the next round start rolls again (the text's "repeats the roll").
    expect(rechargeDue(three.state, A5E)).toEqual(["flame"]);
    expect(rechargeAtRoundStart({ state: three.state, rolls: [3] }, A5E).state.actions[0]!.spent).toBe(true);
    expect(rechargeAtRoundStart({ state: three.state, rolls: [4] }, A5E).results).toEqual([{ id: "flame", recharge: 4, roll: 4, regained: true }]);
  });

  it("a world action without a recharge is never spent; the world acts once a round, at second 1 only", () => {
    const heat = useWorldAction({ state: FLAME, id: "heat", now: { round: 1, second: 1 } }, A5E);
    expect(heat.state.actions[1]!.spent).toBe(false);
    expect(heat.rollRecharge).toBe(false);
    expect(useWorldAction({ state: heat.state, id: "flame", now: { round: 1, second: 1 } }, A5E).refusal).toBe("usedThisRound");
    expect(useWorldAction({ state: heat.state, id: "heat", now: { round: 2, second: 1 } }, A5E).refusal).toBeNull();
    expect(useWorldAction({ state: FLAME, id: "flame", now: { round: 1, second: 2 } }, A5E).refusal).toBe("notItsSecond");
    expect(useWorldAction({ state: FLAME, id: "flame", now: null }, A5E).refusal).toBe("notStarted");
    expect(useWorldAction({ state: FLAME, id: "nope", now: { round: 1, second: 1 } }, A5E).refusal).toBe("unknown");
    expect(useWorldAction({ state: FLAME, id: "flame", now: { round: 1, second: 1 } }, BOOK_RULESET)).toEqual({ state: FLAME, refusal: "off", rollRecharge: false });
    const spent = { ...FLAME, actions: [{ ...FLAME.actions[0]!, spent: true }] };
    expect(useWorldAction({ state: spent, id: "flame", now: { round: 3, second: 1 } }, A5E).refusal).toBe("spent");
  });

  it("GA-W2 the world at second 1 comes before the movement phase and a combatant whose action lands at second 1", () => {
    const m = turnMoments({ round: 1, state: state({ action: planAction(1, 1) }), memory: { base: 0, held: 0 }, doubleMoveRound: 0 }, BOOK_RULESET);
    expect(m.start.second).toBe(1);
    expect(WORLD_ORDER).toBeLessThan(movementPhaseOrder(1));
    expect(movementPhaseOrder(1)).toBeLessThan(turnMomentOrder(m.start));
    expect(turnMomentOrder(m.start)).toBeLessThan(actionOrder(1));
    const entry = worldEntry({ state: FLAME, now: { round: 1, second: 1 } }, A5E)!;
    expect(entry).toMatchObject({ second: 1, order: WORLD_ORDER, current: true, past: false });
    expect(entry.actions.map((a) => a.usable)).toEqual([true, true]);
    expect(worldEntry({ state: FLAME, now: { round: 1, second: 6 } }, A5E)).toMatchObject({ current: false, past: true });
    expect(worldEntry({ state: FLAME, now: { round: 1, second: 1 } }, BOOK_RULESET)).toBeNull();
    // Before Begin Combat the entry is shown (the GM lists the actions), none usable.
    expect(worldEntry({ state: FLAME, now: null }, A5E)).toMatchObject({ current: false, past: false, usedThisRound: false });
    expect(worldEntry({ state: FLAME, now: null }, A5E)!.actions.map((a) => a.usable)).toEqual([false, false]);
  });

  it("GA-W3 Tenacious Mud (DC 12 Str) fires at the end-of-turn moment: after the action at 9, once a round", () => {
    const moments = turnMoments({ round: 2, state: state({ action: planAction(2, 9) }), memory: { base: 0, held: 0 }, doubleMoveRound: 0 }, A5E);
    const at = (second: number, firedRound = 0, closing = false) => hazardEndOfTurnDue({ hazard: MUD, now: { round: 2, second }, firedRound, moments, closing }, A5E);
    expect(at(9)).toBeNull();
    expect(at(10)).toBe(9);
    expect(at(10, 2)).toBeNull();
    expect(at(5, 0, true)).toBe(9);
    expect(hazardEndOfTurnDue({ hazard: MUD, now: { round: 2, second: 10 }, firedRound: 0, moments, closing: false }, BOOK_RULESET)).toBeNull();
    expect(hazardEndOfTurnDue({ hazard: { ...MUD, trigger: "firstEntry" }, now: { round: 2, second: 10 }, firedRound: 0, moments, closing: false }, A5E)).toBeNull();
  });

  it("Burning Surface (first time on a turn): once per ER round, at a movement second of entry", () => {
    const entry = (second: number, firedRound = 0) => hazardEntryDue({ hazard: BURNING, now: { round: 3, second }, firedRound }, A5E);
    expect([1, 6, 11, 16].map((s) => entry(s))).toEqual([true, true, true, true]);
    expect(entry(7)).toBe(false);
    expect(entry(6, 3)).toBe(false);
    expect(entry(6, 2)).toBe(true);
    expect(hazardEntryDue({ hazard: MUD, now: { round: 3, second: 6 }, firedRound: 0 }, A5E)).toBe(false);
  });

  it("GA-W4 \"initiative 20\" lands at second 1 under A5E and under ER 2d10 (VARIANTS.md §13.1; 004:L126)", () => {
    expect(givenInitiativeSecond(20)).toBe(1);
    expect(d20Second(20)).toBe(givenInitiativeSecond(20));
    // Under the book's 2d10 a score of 20 would act at second 20; the text's count is read as A5E's.
    expect(givenInitiativeSecond(1)).toBe(20);
    expect(givenInitiativeSecond(25)).toBe(1);
  });

  it("GA-W5 Loose Foundation collapses within 2 rounds = 40 s of the disturbance (004:L96)", () => {
    expect(withinRoundsBy({ round: 3, second: 7 }, 2) - toAbsolute({ round: 3, second: 7 })).toBe(40);
    expect(withinRoundsBy({ round: 3, second: 7 }, 2)).toBe(toAbsolute({ round: 5, second: 7 }));
  });

  it("GA-W6 Forceful Gale pushes 15 ft = 3 hexes on a 5-ft scene; Twisting Haze's 5 ft = 1 hex (004:L127, L138)", () => {
    expect(feetToHexes(15, 5)).toBe(3);
    expect(feetToHexes(5, 5)).toBe(1);
    expect(feetToHexes(15, 10)).toBe(2);
    expect(() => feetToHexes(15, 0)).toThrow(RulesError);
    // A vanishing hex would give a count past the safe integers (fuzz): refused.
    expect(() => feetToHexes(15, 1e-300)).toThrow(RulesError);
  });

  it("hazard fields: every bad field is named once with a key; good ones pass", () => {
    expect(hazardProblems(MUD)).toEqual([]);
    expect(hazardProblems({ save: "luck", dc: 0, damage: "rm -rf", trigger: "always" })).toEqual(["save", "dc", "damage", "trigger"]);
    expect(hazardProblems({ ...MUD, damage: "21d6" })).toEqual(["damage"]);
    expect(hazardProblems({ ...MUD, damage: "1d12+2", dc: 40 })).toEqual([]);
    expect(hazardProblems(null)).toEqual(["save", "dc", "damage", "trigger"]);
  });

  it("stored world state is read bounded: bad actions dropped, names cut, at most 12, ids unique", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `a${i}`, name: "x".repeat(200), recharge: 9, spent: true, hidden: 1 }));
    const read = worldStateOf({ usedRound: -4, actions: [null, { id: "bad id" }, ...many, { id: "a0" }] });
    expect(read.usedRound).toBe(0);
    expect(read.actions).toHaveLength(MAX_WORLD_ACTIONS);
    expect(read.actions[0]).toEqual({ id: "a0", name: "x".repeat(80), recharge: 0, spent: false, hidden: false });
    expect(worldStateOf("junk")).toBe(NO_WORLD);
    expect(() => useWorldAction({ state: { usedRound: 0, actions: [{ id: "a", name: "", recharge: 0, spent: true, hidden: false }] }, id: "a", now: null }, A5E)).toThrow(RulesError);
    expect(() => rechargeRegains(4, 7, A5E)).toThrow(RulesError);
    expect(() => rechargeRegains(4, 4, BOOK_RULESET)).toThrow(RulesError);
  });

  it("property: a round start regains exactly the spent actions whose d6 meets their threshold, and touches nothing else", () => {
    const action = fc.record({ recharge: fc.constantFrom(0, 2, 3, 4, 5, 6), spent: fc.boolean(), hidden: fc.boolean() });
    fc.assert(fc.property(fc.array(action, { maxLength: MAX_WORLD_ACTIONS }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: MAX_WORLD_ACTIONS, maxLength: MAX_WORLD_ACTIONS }), (list, dice) => {
      const s: WorldState = { usedRound: 1, actions: list.map((a, i) => ({ id: `w${i}`, name: `n${i}`, recharge: a.recharge, spent: a.spent && a.recharge > 0, hidden: a.hidden })) };
      const due = rechargeDue(s, A5E);
      const out = rechargeAtRoundStart({ state: s, rolls: dice.slice(0, due.length) }, A5E);
      expect(out.results.map((r) => r.id)).toEqual(due);
      s.actions.forEach((a, i) => {
        const r = out.results.find((x) => x.id === a.id);
        expect(out.state.actions[i]!.spent).toBe(r ? !(r.roll >= a.recharge) : a.spent);
        expect({ ...out.state.actions[i]!, spent: a.spent }).toEqual(a);
      });
      expect(out.state.usedRound).toBe(1);
    }));
  });

  it("property: an entry hazard fires at most once a round and only at movement seconds", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 50 }), (round, second, fired) => {
      const due = hazardEntryDue({ hazard: BURNING, now: { round, second }, firedRound: fired }, A5E);
      expect(due).toBe([1, 6, 11, 16].includes(second) && fired < round);
    }));
  });
});
