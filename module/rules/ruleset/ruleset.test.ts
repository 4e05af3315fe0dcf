import { describe, expect, expectTypeOf, it } from "vitest";
import { BOOK_CONFIG, PRESETS, changeVariants, type VariantConfig } from "./config";
import { BOOK_FIELDS } from "./book-fields";
import { CONFIG_FIELDS, bookValues, buildFields, dependencyHolds, followDependants, presetFlatValues } from "./derive";
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

describe("the config's type, derived from the declarations (checked by the compiler)", () => {
  it("types a module's field by its declaration, a slot by its book value and its modules' choices, and knows no other field", () => {
    expectTypeOf<VariantConfig["combat"]["retreat"]>().toEqualTypeOf<"off" | "ose" | "osr">();
    expectTypeOf<VariantConfig["initiative"]["sharedRoll"]>().toEqualTypeOf<boolean>();
    expectTypeOf<VariantConfig["encumbrance"]["oseSignificantTreasure"]>().toEqualTypeOf<number>();
    expectTypeOf<VariantConfig["movement"]["prone"]>().toEqualTypeOf<"book" | "crawl">();
    expectTypeOf<VariantConfig["initiative"]>().not.toHaveProperty("oseSlowWeapons");
    // Every field the generated table holds is a key of its domain's type, and no more.
    const keys = (d: keyof VariantConfig) => Object.keys(BOOK_CONFIG[d] as object).sort();
    expect(keys("initiative")).toEqual(CONFIG_FIELDS.filter((f) => f.domain === "initiative").map((f) => f.path.split(".")[1]).sort());
  });
});

describe("the resolution domain (RESOLUTION.md §6)", () => {
  it("declares the slots and the book's own fields with the book's values, zeroHealth locked in combat", () => {
    const book = bookValues();
    expect(Object.fromEntries(CONFIG_FIELDS.filter((f) => f.domain === "resolution").map((f) => [f.path, f.book]))).toEqual(expect.objectContaining({
      "resolution.attack": "book", "resolution.naturals": "none", "resolution.zeroHealth": "book", "resolution.healing": "book",
      "resolution.saves": "book", "resolution.morale": "off", "resolution.cover": "none", "resolution.revealDefences": "observers", "resolution.autoZeroStatus": true,
    }));
    expect(book["resolution.attack"]).toBe("book");
    expect(CONFIG_FIELDS.filter((f) => f.domain === "resolution" && f.lockedInCombat).map((f) => f.path)).toEqual(["resolution.zeroHealth"]);
    expect(CONFIG_FIELDS.find((f) => f.path === "resolution.revealDefences")!.choices).toEqual(["observers", "all", "gm"]);
  });

  it("an `unless` dependency holds while its field has none of the values", () => {
    const dep = { when: "resolution.zeroHealth", values: ["a13"], unless: true };
    expect(dependencyHolds(dep, { "resolution.zeroHealth": "book" })).toBe(true);
    expect(dependencyHolds(dep, { "resolution.zeroHealth": "a13" })).toBe(false);
    expect(dependencyHolds({ ...dep, unless: false }, { "resolution.zeroHealth": "a13" })).toBe(true);
  });

  it("switching zeroHealth to 13A moves healing to 13A unless the same change sets it (the dependants follow)", () => {
    const unlessA13 = { when: "resolution.zeroHealth", values: ["a13"], unless: true, code: "healingNeedsA13" } as const;
    const modules: RuleModule[] = [
      { id: "t.zero", domain: "resolution", selects: { path: "resolution.zeroHealth", value: "a13" } },
      { id: "t.healOsr", domain: "resolution", selects: { path: "resolution.healing", value: "osr", enabledWhen: unlessA13 } },
      { id: "t.healA13", domain: "resolution", selects: { path: "resolution.healing", value: "a13" } },
    ];
    const fields = buildFields(BOOK_FIELDS, modules);
    const healing = fields.find((f) => f.path === "resolution.healing")!;
    expect(healing.choices).toEqual(["book", "osr", "a13"]);
    expect(healing.choiceEnabledWhen["book"]).toMatchObject({ when: "resolution.zeroHealth", unless: true });
    const moved: Record<string, string | number | boolean> = { ...bookValues(), "resolution.zeroHealth": "a13" };
    followDependants(moved, new Set(["resolution.zeroHealth"]), fields);
    expect(moved["resolution.healing"]).toBe("a13");
    const fromOsr: Record<string, string | number | boolean> = { ...bookValues(), "resolution.healing": "osr", "resolution.zeroHealth": "a13" };
    followDependants(fromOsr, new Set(["resolution.zeroHealth"]), fields);
    expect(fromOsr["resolution.healing"]).toBe("a13");
    const given: Record<string, string | number | boolean> = { ...bookValues(), "resolution.zeroHealth": "a13" };
    followDependants(given, new Set(["resolution.zeroHealth", "resolution.healing"]), fields);
    expect(given["resolution.healing"]).toBe("book");
    const back: Record<string, string | number | boolean> = { ...bookValues(), "resolution.healing": "a13" };
    followDependants(back, new Set(["resolution.zeroHealth"]), fields);
    expect(back["resolution.healing"]).toBe("a13");
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

  it("a module in force when another field holds one of its values needs no field of its own (and no GM toggle)", () => {
    const m: RuleModule = { id: "t", domain: "initiative", inForceWhen: { when: "initiative.model", values: ["oseSide", "oseIndividual"] } };
    expect(moduleInForce(m, { "initiative.model": "oseSide" })).toBe(true);
    expect(moduleInForce(m, { "initiative.model": "oseIndividual" })).toBe(true);
    expect(moduleInForce(m, { "initiative.model": "er2d10" })).toBe(false);
    // With a field of its own, both must hold: the condition and a field off the book.
    const toggled: RuleModule = { ...m, fields: { "combat.escalationDie": bool(false) } };
    expect(moduleInForce(toggled, { "initiative.model": "oseSide", "combat.escalationDie": false })).toBe(false);
    expect(moduleInForce(toggled, { "initiative.model": "a13", "combat.escalationDie": true })).toBe(false);
    expect(moduleInForce(toggled, { "initiative.model": "oseSide", "combat.escalationDie": true })).toBe(true);
    const config = PRESETS.ose as VariantConfig;
    expect(resolveWith(config, [{ ...m, contribute: () => ({ parameter: true }) }]).points.parameter).toEqual([true]);
    expect(resolveWith(BOOK_CONFIG, [{ ...m, contribute: () => ({ parameter: true }) }]).points.parameter).toEqual([]);
  });

  it("refuses an in-force condition on an undeclared field or an unknown choice", () => {
    expect(() => buildFields(BOOK_FIELDS, [{ id: "t", domain: "initiative", inForceWhen: { when: "initiative.nope", values: [true] } }])).toThrow(/no module declares/);
    expect(() => buildFields(BOOK_FIELDS, [{ id: "t", domain: "initiative", inForceWhen: { when: "initiative.model", values: ["oseSid"] } }])).toThrow(/not a choice/);
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
