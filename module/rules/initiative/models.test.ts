/** What every initiative model shares (models.ts, round.ts): properties over every model, and the fuzz regressions. */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../ruleset/resolve";
import fc from "fast-check";
import { BOOK_CONFIG, RulesError, diceRequests, oseTiedSides, planRoundTransition, variantInitiative, type VariantConfig } from "../index";
import { A13, A13_SHARED, OSR, OSE, OSE_IND, A5E, NO_PARTS, ACTOR, Sim } from "../../../tests/support/initiative-sim";
import { a13InitiativeBonus } from "../modules/initiative/a13";
import { d20Second } from "../modules/initiative/d20-anchor";
import { changeVariants } from "../ruleset/config";

describe("properties", () => {
  const models = [A13, A5E, OSR, OSE, OSE_IND];
  it("the base second is always 1–20 before spill, under every model", () => {
    fc.assert(
      fc.property(fc.constantFrom(...models), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (config, d, dex, level, slow) => {
        const die = config.initiative.model.startsWith("ose") ? ((d - 1) % 6) + 1 : d;
        const v = variantInitiative({ dice: die, actor: { dex, level, slow }, parts: NO_PARTS }, resolveRuleset(config));
        return v.baseSecond >= 1 && v.baseSecond <= 20 && v.score === v.baseSecond;
      }),
    );
  });
  it("a shared roll gives the same second to the whole group", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 30 }), (d, n, dex) => {
        const sim = new Sim(Array.from({ length: n }, (_, i) => ({ id: `g${i}`, group: "wolf|hostile", dex, level: 2 })), A13_SHARED);
        sim.round(1, { "group:wolf|hostile": d });
        return new Set(sim.who.map((w) => sim.second(w.id, 1))).size === 1;
      }),
    );
  });
  it("OSE sides never spill, whatever the parts", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ d: fc.integer({ min: 1, max: 6 }), steps: fc.nat(30), other: fc.integer({ min: -20, max: 20 }), slow: fc.boolean() }), { minLength: 1, maxLength: 5 }), (rows) => {
        const sim = new Sim(rows.map((r, i) => ({ id: `c${i}`, side: `s${i}`, slow: r.slow, parts: { encumbrance: r.steps, other: r.other } })), OSE);
        sim.round(1, Object.fromEntries(rows.map((r, i) => [`side:s${i}`, r.d])));
        return sim.who.every((w) => { const s = sim.second(w.id, 1); return s !== null && s >= 1 && s <= 20; });
      }),
    );
  });
  it("entry guards refuse bad input with a RulesError", () => {
    expect(() => a13InitiativeBonus(-1, 0)).toThrow(RulesError);
    expect(() => d20Second(1.5)).toThrow(RulesError);
    expect(() => variantInitiative({ dice: 7, actor: ACTOR, parts: NO_PARTS }, resolveRuleset(OSE))).toThrow(RulesError);
    expect(() => variantInitiative({ dice: 7, actor: ACTOR, parts: NO_PARTS }, resolveRuleset(BOOK_CONFIG))).toThrow(RulesError);
    expect(() => planRoundTransition({ round: 1, combatants: [], dice: new Map(), tieBreakUniforms: [] }, resolveRuleset({ ...A13, initiative: { ...A13.initiative, model: "x" } } as unknown as VariantConfig))).toThrow(RulesError);
  });
});

describe("fuzz regressions (10,000 cases a target)", () => {
  it("diceRequests refuses a side that is not a name, and oseTiedSides a key that is not one, with a RulesError", async () => {
    const { rulesErrorCode, hostile } = await import("../../../tests/support/rules-error");
    const ose = changeVariants(BOOK_CONFIG, { initiative: { model: "oseSide", oseTies: "reroll" } });
    if (!ose.ok) throw new Error("illegal test config");
    const side = Object.create(null) as object;
    const rolling = [{ id: "a", variant: hostile({ actor: { dex: 12, level: 2, slow: false }, side, group: "a", pc: true, memory: { value: 0 } }) }];
    expect(rulesErrorCode(() => diceRequests(rolling, resolveRuleset(ose.config)))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => oseTiedSides(new Map(hostile([[side, 3], ["b", 3]])), resolveRuleset(ose.config)))).toBe("INVALID_ARGUMENT");
    expect(oseTiedSides(new Map([["a", 3], ["b", 3], ["c", 4]]), resolveRuleset(ose.config))).toEqual(["a", "b"]);
  });
});
