import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, changeVariants, type VariantConfig } from "../variants/config";
import { BOOK_FIELDS } from "./book-fields";
import { CONFIG_FIELDS, buildFields, followDependants, presetFlatValues } from "./derive";
import { RULE_MODULES } from "./registry";
import { BOOK_RULESET, moduleInForce, resolveRuleset, resolveWith } from "./resolve";
import { bool, slot, type RuleModule } from "./types";

describe("the generated configuration", () => {
  it("declares every field once, each in its own domain, with the book value a legal value", () => {
    const paths = CONFIG_FIELDS.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const f of CONFIG_FIELDS) {
      expect(f.path.startsWith(`${f.domain}.`), f.path).toBe(true);
      if (f.kind === "choice") expect(f.choices[0], f.path).toBe(f.book);
      if (f.kind === "int") expect((f.book as number) >= f.min! && (f.book as number) <= f.max!, f.path).toBe(true);
    }
  });

  it("a slot's choices are its book value and then each module that selects it, in registry order", () => {
    const model = CONFIG_FIELDS.find((f) => f.path === "initiative.model")!;
    const selecting = RULE_MODULES.filter((m) => m.selects?.path === "initiative.model").map((m) => m.selects!.value);
    expect(model.choices).toEqual(["er2d10", ...selecting]);
  });

  it("refuses a field declared twice, a selection of a non-slot and a duplicate choice", () => {
    const twice: RuleModule = { id: "x", domain: "combat", fields: { "combat.surprise": bool(false) } };
    expect(() => buildFields(BOOK_FIELDS, [twice])).toThrow(/declared twice/);
    const notSlot: RuleModule = { id: "y", domain: "travel", selects: { path: "travel.partyPace", value: "z" } };
    expect(() => buildFields(BOOK_FIELDS, [notSlot])).toThrow(/not a slot/);
    const dup: RuleModule = { id: "z", domain: "combat", selects: { path: "combat.surprise", value: "off" } };
    expect(() => buildFields(BOOK_FIELDS, [dup])).toThrow(/twice/);
  });

  it("a preset is the book plus its modules' values, with the dependants followed (GX-4)", () => {
    const ose = presetFlatValues("ose");
    expect(ose["encumbrance.model"]).toBe("oseDetailed");
    // Nobody declares persistent for OSE: the dependency on the ER model turns it off.
    expect(ose["encumbrance.persistent"]).toBe(false);
    expect(PRESETS.book).toBe(BOOK_CONFIG);
  });

  it("a changed domain moves a stale slot choice to its first usable one", () => {
    const values: Record<string, string | number | boolean> = { ...presetFlatValues("ose"), "travel.model": "osr" };
    followDependants(values, new Set(["travel.model"]));
    expect(values["travel.forcedMarch"]).toBe("off");
    const back = changeVariants(PRESETS.ose, { travel: { model: "er" } });
    expect(back.ok && back.config.travel.forcedMarch).toBe("er");
  });
});

describe("the resolved ruleset", () => {
  it("the book is the empty ruleset: no module in force", () => {
    expect(BOOK_RULESET.modules).toEqual([]);
    expect(BOOK_RULESET.config).toBe(BOOK_CONFIG);
    for (const v of Object.values(BOOK_RULESET.points)) expect(v === null || (Array.isArray(v) && v.length === 0)).toBe(true);
  });

  it("each preset puts in force exactly the modules whose choice or fields it sets", () => {
    const a13 = resolveRuleset(PRESETS.a13).modules;
    expect(a13).toContain("initiative.a13");
    expect(a13).toContain("combat.escalationDie");
    expect(a13).not.toContain("initiative.a5e");
    expect(resolveRuleset(PRESETS.ose).modules).toEqual(expect.arrayContaining(["initiative.oseSide", "encumbrance.oseDetailed", "travel.ose", "travel.oseForcedMarch"]));
  });

  it("is resolved once per config object and frozen", () => {
    const r = resolveRuleset(PRESETS.osr);
    expect(resolveRuleset(PRESETS.osr)).toBe(r);
    expect(Object.isFrozen(r) && Object.isFrozen(r.points) && Object.isFrozen(r.modules)).toBe(true);
  });

  it("a field module is in force only while one of its fields differs from the book", () => {
    const m: RuleModule = { id: "t", domain: "combat", fields: { "combat.escalationDie": bool(false) } };
    expect(moduleInForce(m, { "combat.escalationDie": false })).toBe(false);
    expect(moduleInForce(m, { "combat.escalationDie": true })).toBe(true);
  });

  it("collects list contributions in order and refuses two modules filling a one point", () => {
    const a: RuleModule = { id: "a", domain: "combat", fields: {}, selects: { path: "combat.surprise", value: "a13" }, contribute: () => ({ parameter: true }) };
    const b: RuleModule = { id: "b", domain: "combat", selects: { path: "combat.surprise", value: "a13" }, contribute: () => ({ parameter: true }) };
    const config = PRESETS.a13 as VariantConfig;
    expect(resolveWith(config, [a, b]).points.parameter).toEqual([true, true]);
    const bad: RuleModule = { id: "c", domain: "combat", selects: { path: "combat.surprise", value: "a13" }, contribute: () => ({ nope: 1 }) as never };
    expect(() => resolveWith(config, [bad])).toThrow(/unknown point/);
    expect(slot("x", "radio").kind).toBe("slot");
  });
});
