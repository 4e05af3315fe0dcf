/**
 * The edges of ./resolve.ts and ./known.ts: when a module is in force (neither a slot nor fields nor
 * a condition: never), what a test's own module list contributes (an undefined contribution
 * skipped, a one point filled twice or an unknown point refused by name, every value frozen), the
 * ruleset of an unfrozen config, and the refusal of a ruleset resolution did not make. The cache of
 * unfrozen configs is in resolve-cache.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../../tests/support/rules-error";
import { BOOK_CONFIG, PRESETS, type VariantConfig } from "./config";
import { BOOK_RULESET, moduleInForce, resolveRuleset, resolveWith } from "./resolve";
import { assertRuleset } from "./known";
import { coreMemory } from "./memory-registry";
import { memBool } from "./memory";
import { bookValues } from "./derive";
import { bool, type RuleModule } from "./types";

describe("moduleInForce", () => {
  const values = { ...bookValues() };
  it("a module with neither a slot choice, fields nor a condition is never in force", () => {
    expect(moduleInForce({ id: "t", domain: "combat" }, values)).toBe(false);
    expect(moduleInForce({ id: "t", domain: "combat", fields: {} }, values)).toBe(false);
  });

  it("a slot's module while its choice is chosen, and only while its condition holds", () => {
    const m: RuleModule = { id: "t", domain: "movement", selects: { path: "movement.prone", value: "crawl" } };
    expect(moduleInForce(m, { ...values, "movement.prone": "crawl" })).toBe(true);
    expect(moduleInForce(m, values)).toBe(false);
    const cond: RuleModule = { ...m, inForceWhen: { when: "travel.partyPace", values: [false] } };
    expect(moduleInForce(cond, { ...values, "movement.prone": "crawl" })).toBe(false);
    expect(moduleInForce(cond, { ...values, "movement.prone": "crawl", "travel.partyPace": false })).toBe(true);
  });

  it("a module of several fields while any one differs from the book", () => {
    const m: RuleModule = { id: "t", domain: "combat", fields: { "combat.escalationDie": bool(false), "travel.partyPace": bool(true) } };
    expect(moduleInForce(m, values)).toBe(false);
    expect(moduleInForce(m, { ...values, "travel.partyPace": false })).toBe(true);
  });
});

describe("resolveWith: a test's own module list", () => {
  const config = PRESETS.a13 as VariantConfig;
  const inForce = (id: string, contribute?: RuleModule["contribute"]): RuleModule => ({ id, domain: "combat", inForceWhen: { when: "initiative.model", values: ["a13"] }, ...(contribute ? { contribute } : {}) });

  it("lists the modules in force in order, skips an undefined contribution, and takes a module with nothing to contribute", () => {
    const r = resolveWith(config, [inForce("a", () => ({ sharedRoll: undefined }) as never), inForce("b"), inForce("c", () => ({ parameter: true })), { id: "off", domain: "combat" }]);
    expect(r.modules).toEqual(["a", "b", "c"]);
    expect(r.points.parameter).toEqual([true]);
    expect(r.points.sharedRoll).toBeNull();
    expect(r.config).toBe(config);
  });

  it("passes the config to each contribution", () => {
    const seen: unknown[] = [];
    resolveWith(config, [inForce("a", (c) => { seen.push(c); return {}; })]);
    expect(seen).toEqual([config]);
  });

  it("refuses a one point two modules fill, naming the point and the second module", () => {
    const fill = (id: string) => inForce(id, () => ({ escalationDie: { id } }) as never);
    expect(() => resolveWith(config, [fill("first"), fill("second")])).toThrow("ruleset: two modules in force fill the point escalationDie (second)");
  });

  it("refuses a contribution to an unknown point, naming the module and the point", () => {
    expect(() => resolveWith(config, [inForce("odd", () => ({ nope: 1 }) as never)])).toThrow("ruleset: odd contributes to an unknown point nope");
  });

  it("freezes each contribution, each list and the points; every one point no module fills is null, every list empty", () => {
    const r = resolveWith(config, [inForce("a", () => ({ escalationDie: { mutable: 1 }, parameter: true }) as never)]);
    expect(Object.isFrozen(r.points.escalationDie)).toBe(true);
    expect(Object.isFrozen(r.points.parameter) && Object.isFrozen(r.points.roundStart)).toBe(true);
    expect(r.points.roundStart).toEqual([]);
    expect(r.points.initiative).toBeNull();
    expect(Object.isFrozen(r) && Object.isFrozen(r.points) && Object.isFrozen(r.modules)).toBe(true);
    expect(Object.keys(r.points)).toEqual(Object.keys(BOOK_RULESET.points));
  });

  it("holds the memory of the whole list given, in force or not, and is a ruleset resolution made", () => {
    const r = resolveWith(BOOK_CONFIG, [{ id: "off", domain: "combat", memory: { marked: memBool(true) } }]);
    expect(r.modules).toEqual([]);
    expect(Object.keys(r.memory)).toEqual([...Object.keys(coreMemory()), "marked"]);
    expect(() => assertRuleset("r", r)).not.toThrow();
  });
});

describe("resolveRuleset: configs frozen or not", () => {
  it("an unfrozen config resolves from a frozen copy of its values, the same ruleset for the same values", () => {
    const loose = structuredClone(PRESETS.osr);
    const r = resolveRuleset(loose);
    expect(r.config).not.toBe(loose);
    expect(r.config).toEqual(PRESETS.osr);
    expect(Object.isFrozen(r.config)).toBe(true);
    expect(r.modules).toEqual(resolveRuleset(PRESETS.osr).modules);
    expect(resolveRuleset(structuredClone(PRESETS.osr))).toBe(r);
    expect(resolveRuleset(loose)).toBe(r);
  });

  it("an edit of an unfrozen config after a call is resolved anew; an illegal edit is refused", () => {
    const loose = structuredClone(BOOK_CONFIG) as { movement: { prone: string } };
    const before = resolveRuleset(loose as unknown as VariantConfig);
    loose.movement.prone = "crawl";
    const after = resolveRuleset(loose as unknown as VariantConfig);
    expect(after).not.toBe(before);
    expect(after.config.movement.prone).toBe("crawl");
    loose.movement.prone = "fly";
    expectRefusal(() => resolveRuleset(loose as unknown as VariantConfig), "INVALID_ARGUMENT", "config", loose, "illegal rule variants: movement.prone choice");
  });

  it("the book's ruleset is the book config's, once", () => {
    expect(resolveRuleset(BOOK_CONFIG)).toBe(BOOK_RULESET);
  });
});

describe("assertRuleset", () => {
  it("refuses null, a non-object and an object resolution did not make, naming the parameter", () => {
    for (const bad of [null, undefined, 3, "ruleset", { ...BOOK_RULESET }]) {
      expectRefusal(() => assertRuleset("rs", bad), "INVALID_ARGUMENT", "rs", bad, "expected a resolved ruleset (resolveRuleset)");
    }
    const fn = Object.assign(() => 0, BOOK_RULESET);
    expectRefusal(() => assertRuleset("rs", fn), "INVALID_ARGUMENT", "rs", fn, "expected a resolved ruleset");
  });

  it("takes every ruleset resolution made", () => {
    expect(() => assertRuleset("rs", BOOK_RULESET)).not.toThrow();
    expect(() => assertRuleset("rs", resolveRuleset(PRESETS.ose))).not.toThrow();
  });
});
