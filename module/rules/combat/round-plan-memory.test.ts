/**
 * A round transition under a companion model checks each combatant's kept memory once, before any
 * step reads it (round-plan-model.ts), so a stored memory out of its declaration is refused for a
 * combatant that rolls, one whose action is carried and one that cannot act alike, and the refusal
 * names the field.
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planAction, planRoundTransition, resolveRuleset, type ActionRecord, type RoundCombatantInput, type VariantMemory } from "../index";
import { refusalOf } from "../../../tests/support/rules-error";

const A13 = resolveRuleset(PRESETS.a13);
const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };

function input(id: string, action: ActionRecord, memory: VariantMemory, conditions: string[] = []): RoundCombatantInput {
  return {
    state: { id, action, tieBreak: 1, conditions, defeated: false },
    name: id,
    hidden: false,
    parts: NO_PARTS,
    variant: { actor: { dex: 10, level: 0, slow: false }, side: "friendly", group: id, pc: false, memory },
  };
}

const good = (id: string): RoundCombatantInput => input(id, NO_ACTION, { ...NO_VARIANT_MEMORY });
const plan = (combatants: RoundCombatantInput[], round = 2) =>
  planRoundTransition({ round, combatants, dice: new Map(combatants.map((c) => [c.state.id, 10])), tieBreakUniforms: combatants.map(() => 0.5) }, A13);

describe("a round transition checks each kept memory once, whatever the combatant does", () => {
  it("plans a table of legal memories", () => {
    expect(plan([good("a"), good("b")]).combatants.map((c) => c.status)).toEqual(["rolls", "rolls"]);
  });

  it("refuses a memory out of its declaration for a combatant that rolls", () => {
    const bad = input("b", NO_ACTION, { ...NO_VARIANT_MEMORY, base: 21 });
    expect(refusalOf(() => plan([good("a"), bad]))).toMatchObject({ code: "OUT_OF_RANGE", parameter: "memory.base" });
  });

  it("refuses it for a combatant whose action is carried into the round (it rolls nothing)", () => {
    const carried = planAction(1, 12, 25);
    const bad = input("b", carried, { ...NO_VARIANT_MEMORY, tie: -5 });
    expect(refusalOf(() => plan([good("a"), bad]))).toMatchObject({ code: "OUT_OF_RANGE", parameter: "memory.tie" });
  });

  it("refuses it for a combatant that cannot act this round", () => {
    const bad = input("b", NO_ACTION, { ...NO_VARIANT_MEMORY, model: 7 as unknown as VariantMemory["model"] }, ["unconscious"]);
    expect(refusalOf(() => plan([good("a"), bad])).parameter).toBe("memory.model");
  });
});
