/**
 * Issue 14 (VARIANTS.md §5.4, §6.2, §8; GO-5, GO-5b, GA-3): a surprised combatant loses its
 * movement in round 1. The round-1 transition keeps the mark (planRoundTransition), the movement
 * code asks `surprisedInRound` and passes the answer as `Mover.surprised` / `MoveDecisionInput.surprised`.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BOOK_CONFIG,
  CONDITION_IDS,
  NO_ACTION,
  NO_VARIANT_MEMORY,
  PRESETS,
  RulesError,
  TERRAIN_IDS,
  moveDecision,
  moveLimits,
  planRoundTransition,
  surprisedInRound,
  type MoveDecisionInput,
  type MoveWindow,
  type Mover,
  type RoundCombatantInput,
  type VariantConfig,
  type VariantMemory,
} from "./index";
import { variantConfig as cfg } from "../../tests/support/variants";
import { BOOK_RULESET, resolveRuleset } from "./ruleset";
const OSE = PRESETS.ose;
const A5E = PRESETS.a5e;
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const PHASE = (phase: 0 | 1 | 2 | 3): MoveWindow => ({ kind: "phase", phase });
const mover = (over: Partial<Mover> = {}): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], ...over });

const who = (id: string, side: string, surprised: boolean, memory: VariantMemory = { ...NO_VARIANT_MEMORY, surprised }): RoundCombatantInput => ({
  state: { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false },
  name: id,
  hidden: false,
  parts: NO_PARTS,
  variant: { actor: { dex: 10, level: 0, slow: false }, side, group: id, pc: side === "friendly", memory },
});

/** The forfeit the canvas passes for a combatant the rules call surprised now. */
const forfeitIf = (surprised: boolean) => (surprised ? "surprised" : null);

/** The four phase allowances (optimal terrain) of a 12-hex mover in `round`, with the mark kept by the plan. */
function phasesOf(flag: boolean, round: number, config: VariantConfig): number[] {
  const m = mover({ forfeit: forfeitIf(surprisedInRound(flag, round, resolveRuleset(config))) });
  return ([0, 1, 2, 3] as const).map((p) => moveLimits(m, PHASE(p), resolveRuleset(config)).allowances.optimal);
}

describe("surprise takes round 1's movement (GO-5, GO-5b, GA-3)", () => {
  it("GO-5: party surprise d6 2, monsters 5 → the party's phases are 0-0-0-0 in round 1, 4-3-3-2 in round 2; the monsters move normally", () => {
    const inputs = [who("p1", "friendly", true), who("m1", "hostile", false)];
    const dice = new Map([["p1", 6], ["m1", 2]]);
    const r1 = planRoundTransition({ round: 1, combatants: inputs, dice, tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(OSE));
    const party = r1.combatants[0]!.variant!.surprised;
    const monsters = r1.combatants[1]!.variant!.surprised;
    expect(phasesOf(party, 1, OSE)).toEqual([0, 0, 0, 0]);
    expect(phasesOf(monsters, 1, OSE)).toEqual([4, 3, 3, 2]);
    for (const p of [0, 1, 2, 3] as const) {
      expect(moveLimits(mover({ forfeit: forfeitIf(surprisedInRound(party, 1, resolveRuleset(OSE))) }), PHASE(p), resolveRuleset(OSE)).reason).toBe("surprised");
    }
    const r2 = planRoundTransition({
      round: 2,
      combatants: inputs.map((c, i) => ({ ...c, state: { ...c.state, action: r1.combatants[i]!.action }, variant: { ...c.variant!, memory: r1.combatants[i]!.variant! } })),
      dice,
      tieBreakUniforms: [0.1, 0.2],
    }, resolveRuleset(OSE));
    expect(phasesOf(r2.combatants[0]!.variant!.surprised, 2, OSE)).toEqual([4, 3, 3, 2]);
    // Even a stale mark does not reach round 2.
    expect(phasesOf(true, 2, OSE)).toEqual([4, 3, 3, 2]);
  });

  it("GO-5b: party 1, monsters 2 → both sides surprised → nobody loses round 1's movement", () => {
    const r1 = planRoundTransition({ round: 1, combatants: [who("p", "friendly", true), who("m", "hostile", true)], dice: new Map([["p", 3], ["m", 4]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(OSE));
    for (const u of r1.combatants) expect(phasesOf(u.variant!.surprised, 1, OSE)).toEqual([4, 3, 3, 2]);
  });

  it("GA-3: a surprised combatant under A5E → round 1 phases 0, round 2 normal; without a surprise rule the mark does nothing", () => {
    const r1 = planRoundTransition({ round: 1, combatants: [who("s", "friendly", true), who("t", "hostile", false)], dice: new Map([["s", 15], ["t", 10]]), tieBreakUniforms: [0.1, 0.2] }, resolveRuleset(A5E));
    expect(phasesOf(r1.combatants[0]!.variant!.surprised, 1, A5E)).toEqual([0, 0, 0, 0]);
    expect(phasesOf(true, 2, A5E)).toEqual([4, 3, 3, 2]);
    expect(phasesOf(true, 1, cfg({ initiative: { model: "a5e" } }))).toEqual([4, 3, 3, 2]);
    expect(phasesOf(true, 1, BOOK_CONFIG)).toEqual([4, 3, 3, 2]);
  });

  it("GA-3 under A5E crawl: a prone surprised mover has 0 in every class of the table, walking, crawling or in a hazard", () => {
    const limits = moveLimits(mover({ conditions: ["prone"], forfeit: "surprised" }), PHASE(0), resolveRuleset(A5E));
    expect(limits.table.classes.length).toBeGreaterThan(TERRAIN_IDS.length);
    for (const c of limits.table.classes) expect(limits.table.allowanceOf(c), c).toBe(0);
    expect(limits.table.maxAllowance).toBe(0);
    expect(limits.reason).toBe("surprised");
    // The same mover not surprised crawls (6 → 2-2-1-1 at half: 2 in phase 1).
    expect(moveLimits(mover({ conditions: ["prone"] }), PHASE(0), resolveRuleset(A5E)).allowances.optimal).toBe(2);
  });

  it("the reason: not a movement second between phases; a forfeiting condition before surprise; surprise before load", () => {
    expect(moveLimits(mover({ forfeit: "surprised" }), { kind: "closed" }, resolveRuleset(A5E)).reason).toBe("notMovementSecond");
    expect(moveLimits(mover({ forfeit: "surprised", conditions: ["restrained"] }), PHASE(1), resolveRuleset(A5E)).reason).toBe("restrained");
    expect(moveLimits(mover({ forfeit: "surprised", conditions: ["restrained"] }), PHASE(1), BOOK_RULESET).reason).toBe("restrained");
    expect(moveLimits(mover({ forfeit: "surprised", immobile: true }), PHASE(1), resolveRuleset(A5E)).reason).toBe("surprised");
    expect(moveLimits(mover({ forfeit: "surprised", immobile: true }), PHASE(1), BOOK_RULESET).reason).toBe("surprised");
    expect(moveLimits(mover({ forfeit: "surprised" }), { kind: "round" }, BOOK_RULESET).allowances.plains).toBe(0);
  });

  it("the book path is unchanged: no flag and a false flag give the same limits", () => {
    for (const w of [PHASE(0), PHASE(3), { kind: "round" } as const, { kind: "closed" } as const]) {
      for (const c of [BOOK_CONFIG, A5E]) {
        const a = moveLimits(mover(), w, resolveRuleset(c));
        const b = moveLimits(mover({ forfeit: null }), w, resolveRuleset(c));
        expect(b.allowances).toEqual(a.allowances);
        expect(b.reason).toBe(a.reason);
        expect(b.table.budget).toBe(a.table.budget);
      }
    }
  });

  it("a forfeit that is not a declared forfeit's id is refused with a RulesError", () => {
    for (const bad of ["yes", 1, true, {}, "lava"]) {
      expect(() => moveLimits({ ...mover(), forfeit: bad } as unknown as Mover, PHASE(0), BOOK_RULESET)).toThrow(RulesError);
      expect(() => moveDecision({ ...decision(), forfeit: bad } as unknown as MoveDecisionInput, BOOK_RULESET)).toThrow(RulesError);
    }
  });

  it("property: a surprised mover has 0 hexes in every class, window and config; the reason is surprise, the clock or a forfeiting condition", () => {
    const window = fc.oneof(fc.constant<MoveWindow>({ kind: "round" }), fc.constant<MoveWindow>({ kind: "closed" }), fc.constantFrom(0, 1, 2, 3).map((p) => PHASE(p as 0 | 1 | 2 | 3)));
    fc.assert(
      fc.property(
        fc.nat(40),
        fc.nat(6),
        fc.boolean(),
        fc.subarray([...CONDITION_IDS]),
        window,
        fc.constantFrom(BOOK_CONFIG, ...Object.values(PRESETS)),
        (speed, steps, immobile, conditions, w, config) => {
          const limits = moveLimits(mover({ speed, encumbranceSteps: steps, immobile, conditions, forfeit: "surprised" }), w, resolveRuleset(config));
          for (const c of limits.table.classes) if (limits.table.allowanceOf(c) !== 0) return false;
          return limits.reason === "surprised" || limits.reason === "notMovementSecond" || (CONDITION_IDS as readonly string[]).includes(limits.reason ?? "");
        },
      ),
    );
  });
});

function decision(over: Partial<MoveDecisionInput> = {}): MoveDecisionInput {
  return { mode: "enforce", isGM: false, phase: 0, conditions: [], immobile: false, usedCost: 0, budget: 12, forfeit: "surprised", ...over };
}

describe("enforcement of surprise (GO-5, GA-3)", () => {
  it("a surprised mover's move is refused under enforce and warned under warn, with its own reason", () => {
    expect(moveDecision(decision(), resolveRuleset(A5E))).toEqual({ outcome: "refuse", reason: { code: "forfeit", forfeit: "surprised" } });
    expect(moveDecision(decision({ mode: "warn" }), resolveRuleset(OSE))).toEqual({ outcome: "warn", reason: { code: "forfeit", forfeit: "surprised" } });
    expect(moveDecision(decision({ usedCost: 0, budget: 1 }), BOOK_RULESET)).toEqual({ outcome: "refuse", reason: { code: "forfeit", forfeit: "surprised" } });
  });
  it("the GM's moves, enforcement off and moves outside combat stay allowed", () => {
    expect(moveDecision(decision({ isGM: true }), resolveRuleset(A5E))).toEqual({ outcome: "allow", reason: null });
    expect(moveDecision(decision({ mode: "off" }), resolveRuleset(A5E))).toEqual({ outcome: "allow", reason: null });
    expect(moveDecision(decision({ phase: undefined }), resolveRuleset(A5E))).toEqual({ outcome: "allow", reason: null });
  });
  it("the order: not a movement second, then a forfeiting condition, then surprise, then load", () => {
    expect(moveDecision(decision({ phase: null }), resolveRuleset(A5E)).reason).toEqual({ code: "notMovementSecond" });
    expect(moveDecision(decision({ conditions: ["unconscious"] }), resolveRuleset(A5E)).reason).toEqual({ code: "condition", condition: "unconscious" });
    expect(moveDecision(decision({ immobile: true }), resolveRuleset(A5E)).reason).toEqual({ code: "forfeit", forfeit: "surprised" });
    expect(moveDecision(decision({ forfeit: null, immobile: true }), resolveRuleset(A5E)).reason).toEqual({ code: "encumbrance" });
    expect(moveDecision(decision({ forfeit: null }), resolveRuleset(A5E))).toEqual({ outcome: "allow", reason: null });
  });
});
