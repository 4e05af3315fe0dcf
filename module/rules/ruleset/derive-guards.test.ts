/**
 * The edges of ./derive.ts: the field table built from a small book and a test's own modules (every
 * property of a field, the domain order, each declaration error's message), a field's and a
 * choice's dependency, each field kind's problems at its bounds, the joint and lock problems and the
 * dependants a change moves. The registry's own table is checked in ruleset.test.ts.
 */
import { describe, expect, it } from "vitest";
import { BOOK_FIELDS } from "./book-fields";
import { CONFIG_FIELDS, bookValues, buildFields, choiceEnabled, configField, dependencyHolds, fieldEnabled, fieldProblem, followDependants, jointProblems, lockProblems, presetFlatValues, type ConfigField } from "./derive";
import { bool, choice, int, slot, type FieldDecl, type FlatConfig, type RuleModule } from "./types";
import { BOOK_CONFIG, PRESETS, flatConfig } from "./config";

/** A small book: one field of each kind, in two domains declared out of form order. */
const BOOK: Readonly<Record<string, FieldDecl>> = {
  "travel.pace": bool(true),
  "combat.rule": slot("off", "select", { lockedInCombat: true }),
  "combat.count": int(3, 1, 6),
  "combat.show": choice("all", ["all", "gm"], "radio"),
  "combat.extra": bool(false, { enabledWhen: { when: "combat.rule", values: ["x"], code: "extraNeedsX", otherwise: false } }),
};
const needsPaceOn = { when: "travel.pace", values: [true], code: "needsPace" };
const MODULES: RuleModule[] = [
  { id: "m.x", domain: "combat", selects: { path: "combat.rule", value: "x" } },
  { id: "m.y", domain: "combat", selects: { path: "combat.rule", value: "y", enabledWhen: needsPaceOn } },
  { id: "m.own", domain: "initiative", fields: { "initiative.own": int(0, -5, 5) } },
];
const fieldsOf = (book = BOOK, modules = MODULES) => buildFields(book, modules);
const byPath = (fields: readonly ConfigField[], path: string) => fields.find((f) => f.path === path)!;

describe("buildFields: the table", () => {
  it("orders fields by domain (initiative, combat, …, travel), the book's before the modules' within one", () => {
    expect(fieldsOf().map((f) => f.path)).toEqual(["initiative.own", "combat.rule", "combat.count", "combat.show", "combat.extra", "travel.pace"]);
  });

  it("gives each field its domain, kind, control, book value, choices, bounds, dependency and lock", () => {
    const fields = fieldsOf();
    expect(byPath(fields, "combat.rule")).toEqual({
      path: "combat.rule", domain: "combat", kind: "choice", control: "select", book: "off", choices: ["off", "x", "y"],
      min: null, max: null, enabledWhen: null, choiceEnabledWhen: { y: needsPaceOn }, lockedInCombat: true,
    });
    expect(byPath(fields, "combat.count")).toEqual({
      path: "combat.count", domain: "combat", kind: "int", control: "number", book: 3, choices: [],
      min: 1, max: 6, enabledWhen: null, choiceEnabledWhen: {}, lockedInCombat: false,
    });
    expect(byPath(fields, "combat.show")).toMatchObject({ kind: "choice", control: "radio", choices: ["all", "gm"], min: null, max: null });
    expect(byPath(fields, "travel.pace")).toMatchObject({ kind: "bool", control: "checkbox", book: true, choices: [] });
    expect(byPath(fields, "combat.extra").enabledWhen).toEqual({ when: "combat.rule", values: ["x"], code: "extraNeedsX", otherwise: false });
    expect(byPath(fields, "initiative.own")).toMatchObject({ domain: "initiative", kind: "int", min: -5, max: 5, book: 0 });
    expect(Object.isFrozen(fields) && fields.every((f) => Object.isFrozen(f) && Object.isFrozen(f.choices) && Object.isFrozen(f.choiceEnabledWhen))).toBe(true);
  });

  it("a slot's book choice usable only under its dependency keeps it under the book's value", () => {
    const book = { ...BOOK, "combat.rule": slot("off", "select", { bookEnabledWhen: needsPaceOn }) };
    expect(byPath(fieldsOf(book), "combat.rule").choiceEnabledWhen).toEqual({ off: needsPaceOn, y: needsPaceOn });
  });

  it("a slot no module selects offers its book value alone", () => {
    const field = byPath(fieldsOf({ "combat.rule": slot("off", "radio") }, []), "combat.rule");
    expect(field.choices).toEqual(["off"]);
    expect(field.choiceEnabledWhen).toEqual({});
  });

  it("a choice field's choices are a copy of its declaration's", () => {
    const choices = ["all", "gm"] as const;
    const book = { "combat.show": choice("all", choices, "select") };
    const field = byPath(fieldsOf(book, []), "combat.show");
    expect(field.choices).toEqual(["all", "gm"]);
    expect(field.choices).not.toBe(choices);
  });
});

describe("buildFields: declaration errors, by their message", () => {
  it("a field declared twice", () => {
    expect(() => fieldsOf(BOOK, [...MODULES, { id: "m.z", domain: "travel", fields: { "travel.pace": bool(false) } }])).toThrow("rule variants: field travel.pace is declared twice");
  });

  it("a selection of a field that is not a slot, or of no field", () => {
    expect(() => fieldsOf(BOOK, [{ id: "m.s", domain: "combat", selects: { path: "combat.show", value: "some" } }])).toThrow("rule variants: m.s selects combat.show, which is not a slot");
    expect(() => fieldsOf(BOOK, [{ id: "m.s", domain: "combat", selects: { path: "combat.none", value: "v" } }])).toThrow("rule variants: m.s selects combat.none, which is not a slot");
  });

  it("a choice selected twice, or the slot's book value selected", () => {
    expect(() => fieldsOf(BOOK, [...MODULES, { id: "m.x2", domain: "combat", selects: { path: "combat.rule", value: "x" } }])).toThrow("rule variants: combat.rule has the choice x twice");
    expect(() => fieldsOf(BOOK, [{ id: "m.off", domain: "combat", selects: { path: "combat.rule", value: "off" } }])).toThrow("rule variants: combat.rule has the choice off twice");
  });

  it("a field in no domain", () => {
    expect(() => fieldsOf(BOOK, [{ id: "m.n", domain: "combat", fields: { "nowhere.x": bool(false) } }])).toThrow("rule variants: nowhere.x is in no domain");
  });

  it("an in-force condition on a field nobody declares, or on a choice the field lacks", () => {
    expect(() => fieldsOf(BOOK, [{ id: "m.w", domain: "combat", inForceWhen: { when: "combat.nope", values: ["x"] } }])).toThrow("rule variants: m.w is in force when combat.nope, which no module declares");
    expect(() => fieldsOf(BOOK, [...MODULES, { id: "m.w", domain: "combat", inForceWhen: { when: "combat.rule", values: ["x", "z"] } }])).toThrow("rule variants: m.w is in force when combat.rule is z, which is not a choice");
  });

  it("an in-force condition on a bool or an int field is not checked against choices", () => {
    expect(() => fieldsOf(BOOK, [{ id: "m.b", domain: "travel", inForceWhen: { when: "travel.pace", values: [false] } }])).not.toThrow();
    expect(() => fieldsOf(BOOK, [{ id: "m.i", domain: "combat", inForceWhen: { when: "combat.count", values: [4] } }])).not.toThrow();
    expect(() => fieldsOf(BOOK, [...MODULES, { id: "m.c", domain: "combat", inForceWhen: { when: "combat.rule", values: ["x", "y"] } }])).not.toThrow();
  });
});

describe("the registry's table", () => {
  it("configField finds a field by its path, and nothing for another", () => {
    expect(configField("movement.prone")).toBe(CONFIG_FIELDS.find((f) => f.path === "movement.prone"));
    expect(configField("movement.nope")).toBeUndefined();
  });

  it("the book's own fields come from the book's declarations, in the book's order within each domain", () => {
    const book = buildFields(BOOK_FIELDS, []).map((f) => f.path);
    expect(CONFIG_FIELDS.map((f) => f.path).filter((p) => book.includes(p))).toEqual(book);
    expect(book[0]).toBe("initiative.model");
  });
});

describe("dependencies", () => {
  it("fieldEnabled: a field with no dependency, or no field, is enabled; a dependant follows its field", () => {
    expect(fieldEnabled("movement.prone", {})).toBe(true);
    expect(fieldEnabled("movement.nope", {})).toBe(true);
    expect(fieldEnabled("encumbrance.persistent", { "encumbrance.model": "er" })).toBe(true);
    expect(fieldEnabled("encumbrance.persistent", { "encumbrance.model": "oseDetailed" })).toBe(false);
  });

  it("choiceEnabled: a choice with no dependency, or of no field, is enabled; an `unless` dependency refuses its values", () => {
    expect(choiceEnabled("resolution.healing", "book", { "resolution.zeroHealth": "book" })).toBe(true);
    expect(choiceEnabled("resolution.healing", "book", { "resolution.zeroHealth": "a13" })).toBe(false);
    expect(choiceEnabled("resolution.healing", "a13", { "resolution.zeroHealth": "a13" })).toBe(true);
    expect(choiceEnabled("travel.forcedMarch", "ose", { "travel.model": "er" })).toBe(false);
    expect(choiceEnabled("travel.forcedMarch", "ose", { "travel.model": "ose" })).toBe(true);
    expect(choiceEnabled("movement.nope", "x", {})).toBe(true);
  });

  it("dependencyHolds: without `unless`, while the field holds one of the values", () => {
    expect(dependencyHolds({ when: "a", values: [1, 2] }, { a: 2 })).toBe(true);
    expect(dependencyHolds({ when: "a", values: [1, 2] }, { a: 3 })).toBe(false);
    expect(dependencyHolds({ when: "a", values: [1, 2], unless: "yes" as never }, { a: 2 })).toBe(true);
  });
});

describe("fieldProblem: each kind at its bounds", () => {
  const fields = fieldsOf();
  const count = byPath(fields, "combat.count");
  it("an int: both bounds taken, one past each a range problem, a fraction or text a type problem", () => {
    expect([fieldProblem(count, 1), fieldProblem(count, 6)]).toEqual([null, null]);
    expect(fieldProblem(count, 0)).toEqual({ path: "combat.count", code: "range" });
    expect(fieldProblem(count, 7)).toEqual({ path: "combat.count", code: "range" });
    expect(fieldProblem(count, 2.5)).toEqual({ path: "combat.count", code: "type" });
    expect(fieldProblem(count, "3")).toEqual({ path: "combat.count", code: "type" });
  });

  it("a choice: one of its choices, or a choice problem (text not listed, a non-text)", () => {
    const show = byPath(fields, "combat.show");
    expect(fieldProblem(show, "gm")).toBeNull();
    expect(fieldProblem(show, "none")).toEqual({ path: "combat.show", code: "choice" });
    expect(fieldProblem(show, ["gm"])).toEqual({ path: "combat.show", code: "choice" });
  });

  it("a bool: true or false, or a type problem", () => {
    const pace = byPath(fields, "travel.pace");
    expect([fieldProblem(pace, false), fieldProblem(pace, true)]).toEqual([null, null]);
    expect(fieldProblem(pace, 0)).toEqual({ path: "travel.pace", code: "type" });
  });
});

describe("jointProblems and lockProblems", () => {
  const book = (over: FlatConfig): FlatConfig => ({ ...bookValues(), ...over });

  it("a dependant at its `otherwise` value is no problem; any other value under a broken dependency is", () => {
    expect(jointProblems(book({ "encumbrance.model": "oseDetailed", "encumbrance.persistent": false }))).toEqual([]);
    expect(jointProblems(book({ "encumbrance.model": "oseDetailed", "encumbrance.persistent": true }))).toEqual([{ path: "encumbrance.persistent", code: "persistentNeedsEr" }]);
  });

  it("a choice under a broken dependency is a problem with that choice's code", () => {
    expect(jointProblems(book({ "travel.forcedMarch": "ose" }))).toEqual([{ path: "travel.forcedMarch", code: "forcedMarchNeedsOse" }]);
    expect(jointProblems(book({ "resolution.zeroHealth": "a13" }))).toEqual([{ path: "resolution.healing", code: "healingNeedsA13" }]);
    expect(jointProblems(book({ "resolution.zeroHealth": "a13", "resolution.healing": "a13" }))).toEqual([]);
  });

  it("a locked field is a problem only when the previous config names it and it changed", () => {
    const now = book({ "initiative.model": "a13", "resolution.zeroHealth": "a13", "movement.prone": "crawl" });
    expect(lockProblems(now, flatConfig(BOOK_CONFIG))).toEqual([{ path: "initiative.model", code: "initiativeLocked" }, { path: "resolution.zeroHealth", code: "initiativeLocked" }]);
    expect(lockProblems(now, { "resolution.zeroHealth": "a13" })).toEqual([]);
    expect(lockProblems(now, {})).toEqual([]);
    expect(lockProblems(book({}), flatConfig(BOOK_CONFIG))).toEqual([]);
  });
});

describe("followDependants", () => {
  const fields = fieldsOf();
  it("moves a field to its `otherwise` when the change set its dependency and broke it, never when the change set the field", () => {
    const values: FlatConfig = { "combat.rule": "x", "combat.extra": true, "travel.pace": true };
    values["combat.rule"] = "off";
    followDependants(values, new Set(["combat.rule"]), fields);
    expect(values["combat.extra"]).toBe(false);
    const given: FlatConfig = { "combat.rule": "off", "combat.extra": true, "travel.pace": true };
    followDependants(given, new Set(["combat.rule", "combat.extra"]), fields);
    expect(given["combat.extra"]).toBe(true);
    const unrelated: FlatConfig = { "combat.rule": "off", "combat.extra": true, "travel.pace": true };
    followDependants(unrelated, new Set(["travel.pace"]), fields);
    expect(unrelated["combat.extra"]).toBe(true);
    const kept: FlatConfig = { "combat.rule": "x", "combat.extra": true, "travel.pace": true };
    followDependants(kept, new Set(["combat.rule"]), fields);
    expect(kept["combat.extra"]).toBe(true);
  });

  it("moves a choice that is no longer usable to the first usable one, only when the change set its dependency", () => {
    const moved: FlatConfig = { "combat.rule": "y", "combat.extra": false, "travel.pace": false };
    followDependants(moved, new Set(["travel.pace"]), fields);
    expect(moved["combat.rule"]).toBe("off");
    const notGiven: FlatConfig = { "combat.rule": "y", "combat.extra": false, "travel.pace": false };
    followDependants(notGiven, new Set(["combat.count"]), fields);
    expect(notGiven["combat.rule"]).toBe("y");
    const usable: FlatConfig = { "combat.rule": "y", "combat.extra": false, "travel.pace": true };
    followDependants(usable, new Set(["travel.pace"]), fields);
    expect(usable["combat.rule"]).toBe("y");
  });

  it("leaves a choice where no choice is usable", () => {
    const book = { "combat.rule": slot("off", "select", { bookEnabledWhen: needsPaceOn }) };
    const only = buildFields(book, [{ id: "m.y", domain: "combat", selects: { path: "combat.rule", value: "y", enabledWhen: needsPaceOn } }]);
    const values: FlatConfig = { "combat.rule": "y", "travel.pace": false };
    followDependants(values, new Set(["travel.pace"]), only);
    expect(values["combat.rule"]).toBe("y");
  });

  it("follows the registry's own fields by default", () => {
    const values: FlatConfig = { ...flatConfig(PRESETS.ose) as FlatConfig, "encumbrance.model": "er" };
    followDependants(values, new Set(["encumbrance.model"]));
    expect(values["encumbrance.persistent"]).toBe(false);
    const broken: FlatConfig = { ...bookValues(), "encumbrance.model": "osrLoads" };
    followDependants(broken, new Set(["encumbrance.model"]));
    expect(broken["encumbrance.persistent"]).toBe(false);
  });
});

describe("bookValues and presetFlatValues", () => {
  it("the book's value of every field, a fresh map each call", () => {
    const a = bookValues();
    expect(a).toEqual(Object.fromEntries(CONFIG_FIELDS.map((f) => [f.path, f.book])));
    a["movement.prone"] = "crawl";
    expect(bookValues()["movement.prone"]).toBe("book");
  });

  it("a preset is the book with what its modules set; the book preset is the book", () => {
    expect(presetFlatValues("book")).toEqual(bookValues());
    expect(presetFlatValues("a5e")["movement.prone"]).toBe("crawl");
    expect(presetFlatValues("osr")["travel.forcedMarch"]).toBe("off");
    expect(flatConfig(PRESETS.a13)).toEqual(presetFlatValues("a13"));
  });
});

describe("buildFields and followDependants: a slot whose choices depend on two different fields", () => {
  const needsCount = { when: "combat.count", values: [6], code: "needsSix" };
  const twoDeps = () => buildFields({ "combat.rule": slot("off", "select", { bookEnabledWhen: needsPaceOn }), "combat.count": int(3, 1, 6), "travel.pace": bool(true) }, [
    { id: "m.x", domain: "combat", selects: { path: "combat.rule", value: "x" } },
    { id: "m.y", domain: "combat", selects: { path: "combat.rule", value: "y", enabledWhen: needsCount } },
  ]);

  it("lists a dependency only for the choices that declare one", () => {
    expect(Object.keys(byPath(twoDeps(), "combat.rule").choiceEnabledWhen)).toEqual(["off", "y"]);
  });

  it("moves the choice when the change set either dependency's field, not only when it set both", () => {
    const values: FlatConfig = { "combat.rule": "off", "combat.count": 3, "travel.pace": false };
    followDependants(values, new Set(["travel.pace"]), twoDeps());
    expect(values["combat.rule"]).toBe("x");
  });

  it("a choice with no dependency among ones that have one neither breaks nor blocks the move", () => {
    const fields = buildFields(BOOK, MODULES);
    const values: FlatConfig = { "combat.rule": "y", "combat.extra": false, "travel.pace": false };
    followDependants(values, new Set(["travel.pace"]), fields);
    expect(values["combat.rule"]).toBe("off");
  });
});
