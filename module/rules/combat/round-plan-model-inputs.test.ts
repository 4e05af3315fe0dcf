/**
 * The round transition under a model reads a combatant without a variant input as a plain one
 * (Dexterity 10, level 0, no side, no group, not player-owned, no check to reuse), and a side
 * model ranks a side's player-owned combatants first (VARIANTS.md §5.1): the defaults the plan
 * reads (round-plan-model.ts) pinned against the same combatant given them explicitly.
 */
import { describe, expect, it } from "vitest";
import { NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planRoundTransition, resolveRuleset, type RoundCombatantInput } from "../index";
import { A5E, NO_PARTS, OSE } from "../../../tests/support/initiative-sim";

const bare = (id: string): RoundCombatantInput => ({ state: { id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false }, name: id, hidden: false, parts: NO_PARTS });
const plain = (id: string, over: Partial<NonNullable<RoundCombatantInput["variant"]>> = {}): RoundCombatantInput => ({
  ...bare(id),
  variant: { actor: { dex: 10, level: 0, slow: false }, side: "", group: "", pc: false, memory: { ...NO_VARIANT_MEMORY }, checkTotal: null, ...over },
});
const plan = (combatants: RoundCombatantInput[], dice: Record<string, number>, config: Parameters<typeof resolveRuleset>[0], rollOffs?: Map<string, number>) =>
  planRoundTransition({ round: 1, combatants, dice: new Map(Object.entries(dice)), tieBreakUniforms: combatants.map((_, i) => (i + 1) / (combatants.length + 1)), ...(rollOffs ? { rollOffs } : {}) }, resolveRuleset(config));

describe("a combatant without a variant input", () => {
  for (const [name, config, rollOffs] of [["13th Age", PRESETS.a13, undefined], ["A5E", A5E, new Map([["a", 7]])]] as const) {
    it(`${name}: rolls as a plain combatant given explicitly`, () => {
      const without = plan([bare("a")], { a: 11 }, config, rollOffs);
      const given = plan([plain("a")], { a: 11 }, config, rollOffs);
      expect(without.combatants[0]).toEqual(given.combatants[0]);
      expect(without.card).toEqual(given.card);
      expect(without.combatants[0]!.status).toBe("rolls");
    });
  }

  it("a side model puts it on the side named by no name, with its die on the card", () => {
    const p = plan([bare("a"), plain("b", { side: "hostile" })], { a: 4, b: 2 }, OSE);
    expect(p.card.sides?.map((s) => s.side).sort()).toEqual(["", "hostile"]);
    expect(p.combatants.map((c) => c.status)).toEqual(["rolls", "rolls"]);
  });

  it("a reused check is read only from a variant input that carries one", () => {
    const withCheck = plan([plain("a", { checkTotal: 15 })], {}, A5E, new Map([["a", 7]]));
    const without = plan([bare("a")], { a: 3 }, A5E, new Map([["a", 7]]));
    expect(withCheck.combatants[0]!.variantParts?.total).not.toBe(without.combatants[0]!.variantParts?.total);
  });
});

describe("a side model's ranks within a side", () => {
  it("a player-owned combatant goes before the side's others, whatever its permutation", () => {
    const p = plan([plain("n1", { side: "friendly" }), plain("pc", { side: "friendly", pc: true }), plain("n2", { side: "friendly" })], { n1: 3, pc: 3, n2: 3 }, OSE);
    const rank = new Map(p.combatants.map((c) => [c._id, c.tieBreak]));
    expect(rank.get("pc")).toBeLessThan(rank.get("n1")!);
    expect(rank.get("pc")).toBeLessThan(rank.get("n2")!);
  });
});

describe("the card row's name and hidden flag under a model", () => {
  it("a name that is not a text reads as none, and only `true` hides a row", () => {
    const odd = { ...plain("a"), name: 5 as unknown as string, hidden: "yes" as unknown as boolean };
    const shown = { ...plain("b"), hidden: true };
    const rows = new Map(plan([odd, shown], { a: 9, b: 8 }, PRESETS.a13).card.rows.map((r) => [r.id, r]));
    expect([rows.get("a")!.name, rows.get("a")!.hidden]).toEqual(["", false]);
    expect([rows.get("b")!.name, rows.get("b")!.hidden]).toEqual(["b", true]);
  });
});

