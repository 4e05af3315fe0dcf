/**
 * The edges of ./config.ts: reading a stored value of any shape (a domain null, text or inherited),
 * validation's options of any shape, a patch of any shape, the version checked before the joint
 * rules, parse and assert's refusals in full, and the frozen copy of an unfrozen config. The golden
 * presets and changes are in config.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectRefusal, refusalOf } from "../../../tests/support/rules-error";
import {
  BOOK_CONFIG,
  ENCUMBRANCE_MODEL_IDS,
  FORCED_MARCH_RULES,
  INITIATIVE_MODEL_IDS,
  PRESETS,
  PRONE_RULES,
  SURPRISE_RULES,
  TERRAIN_MODEL_IDS,
  TRAVEL_MODEL_IDS,
  EXTRA_COST_STACKINGS,
  OSE_TIE_RULES,
  VARIANT_FIELDS,
  VARIANT_INITIATIVE_MODELS,
  assertVariantConfig,
  changeVariants,
  flatConfig,
  frozenVariantConfig,
  parseVariantConfig,
  presetOf,
  validateVariantConfig,
  type VariantConfig,
} from "./config";
import { CONFIG_FIELDS } from "./derive";

const clone = <T>(v: T): T => structuredClone(v);

describe("flatConfig: a stored value of any shape", () => {
  it("lists every field's path, and reads each own value", () => {
    const flat = flatConfig(PRESETS.ose);
    expect(Object.keys(flat)).toEqual(CONFIG_FIELDS.map((f) => f.path));
    expect(flat["initiative.model"]).toBe("oseSide");
    expect(flat["encumbrance.persistent"]).toBe(false);
  });

  it("a domain that is null, text or missing, a field or domain only inherited, and no value at all read as undefined", () => {
    expect(flatConfig({ initiative: null })["initiative.model"]).toBeUndefined();
    expect(flatConfig({ initiative: "a13" })["initiative.model"]).toBeUndefined();
    expect(flatConfig({ initiative: Object.create({ model: "a13" }) as object })["initiative.model"]).toBeUndefined();
    expect(flatConfig(Object.create({ initiative: { model: "a13" } }) as object)["initiative.model"]).toBeUndefined();
    expect(Object.values(flatConfig(null)).every((v) => v === undefined)).toBe(true);
    expect(Object.values(flatConfig(7)).every((v) => v === undefined)).toBe(true);
  });
});

describe("validateVariantConfig: the value and the options of any shape", () => {
  it("options null or text are no options (no lock), never a throw", () => {
    const moved = changeVariants(BOOK_CONFIG, { initiative: { model: "a13" } });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(validateVariantConfig(moved.config, null)).toEqual([]);
    expect(validateVariantConfig(moved.config, "started" as never)).toEqual([]);
    expect(validateVariantConfig(moved.config)).toEqual([]);
  });

  it("options given as a function are no options, even one carrying a started combat and a previous config", () => {
    const moved = changeVariants(BOOK_CONFIG, { initiative: { model: "a13" } });
    if (!moved.ok) throw new Error("the change to 13th Age initiative is legal");
    const options = Object.assign(() => undefined, { combatStarted: true, previous: BOOK_CONFIG });
    expect(validateVariantConfig(moved.config, { combatStarted: true, previous: BOOK_CONFIG })).toContainEqual({ path: "initiative.model", code: "initiativeLocked" });
    expect(validateVariantConfig(moved.config, options as never)).toEqual([]);
  });

  it("locks only when combatStarted is exactly true, against what the previous config names", () => {
    const moved = changeVariants(BOOK_CONFIG, { initiative: { model: "a13" } });
    if (!moved.ok) throw new Error("the change is legal");
    expect(validateVariantConfig(moved.config, { previous: BOOK_CONFIG, combatStarted: true })).toEqual([{ path: "initiative.model", code: "initiativeLocked" }]);
    expect(validateVariantConfig(moved.config, { previous: BOOK_CONFIG, combatStarted: 1 as never })).toEqual([]);
    expect(validateVariantConfig(moved.config, { previous: BOOK_CONFIG, combatStarted: false })).toEqual([]);
    // A previous config that names no initiative model locks nothing.
    expect(validateVariantConfig(moved.config, { previous: { initiative: {} } as never, combatStarted: true })).toEqual([]);
    expect(validateVariantConfig(moved.config, { combatStarted: true })).toEqual([]);
  });

  it("a list, text, a number or undefined is not a config", () => {
    for (const v of [[], "book", 3, undefined]) expect(validateVariantConfig(v)).toEqual([{ path: "", code: "type" }]);
  });

  it("a wrong version is reported with each bad field, and the joint rules wait until every field is legal", () => {
    expect(validateVariantConfig({ ...BOOK_CONFIG, version: 1 })).toEqual([{ path: "version", code: "version" }]);
    const joint = { ...PRESETS.ose, encumbrance: { ...PRESETS.ose.encumbrance, persistent: true } };
    expect(validateVariantConfig(joint)).toEqual([{ path: "encumbrance.persistent", code: "persistentNeedsEr" }]);
    expect(validateVariantConfig({ ...joint, version: 3 })).toEqual([{ path: "version", code: "version" }]);
    const both = { ...BOOK_CONFIG, version: "2", combat: { ...BOOK_CONFIG.combat, escalationDie: 1 } };
    expect(validateVariantConfig(both)).toEqual([{ path: "version", code: "version" }, { path: "combat.escalationDie", code: "type" }]);
  });
});

describe("changeVariants: a patch of any shape", () => {
  it("refuses a current config that is not legal, naming it", () => {
    expectRefusal(() => changeVariants({ ...BOOK_CONFIG, version: 1 } as never, {}), "INVALID_ARGUMENT", "current", { ...BOOK_CONFIG, version: 1 }, "expected a valid VariantConfig");
  });

  it("a patch that is null, a list or text is a type problem of the whole value", () => {
    for (const patch of [null, [], "x", 4]) expect(changeVariants(BOOK_CONFIG, patch as never)).toEqual({ ok: false, problems: [{ path: "", code: "type" }] });
  });

  it("a domain given as null or text is a type problem of that domain; the version and unknown domains are skipped whatever they hold", () => {
    expect(changeVariants(BOOK_CONFIG, { combat: null } as never)).toEqual({ ok: false, problems: [{ path: "combat", code: "type" }] });
    expect(changeVariants(BOOK_CONFIG, { travel: "ose" } as never)).toEqual({ ok: false, problems: [{ path: "travel", code: "type" }] });
    const skipped = changeVariants(BOOK_CONFIG, { version: null, nowhere: null, combat: { escalationDie: true } } as never);
    expect(skipped.ok && skipped.config.version).toBe(2);
    expect(skipped.ok && skipped.config.combat.escalationDie).toBe(true);
    const versionOnly = changeVariants(BOOK_CONFIG, { version: { model: "a13" } } as never);
    expect(versionOnly.ok && presetOf(versionOnly.config)).toBe("book");
  });

  it("a legal change is a new frozen config of the current version; options null are none", () => {
    const r = changeVariants(BOOK_CONFIG, { movement: { prone: "crawl" } }, null as never);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.version).toBe(2);
    expect(r.config.movement.prone).toBe("crawl");
    expect(Object.isFrozen(r.config) && Object.isFrozen(r.config.movement) && Object.isFrozen(r.config.resolution)).toBe(true);
    expect(r.config).not.toBe(BOOK_CONFIG);
    expect(Object.keys(r.config)).toEqual(["version", "initiative", "combat", "movement", "encumbrance", "travel", "resolution"]);
    expect(presetOf(r.config)).toBe("custom");
    expect(presetOf(structuredClone(PRESETS.osr))).toBe("osr");
  });

  it("a field the change sets is checked as given, not moved: a forced march set with the travel model keeps its value", () => {
    const r = changeVariants(BOOK_CONFIG, { travel: { model: "ose", forcedMarch: "ose" } });
    expect(r.ok && r.config.travel.forcedMarch).toBe("ose");
  });

  it("a problem lists the refused change's paths and codes", () => {
    expect(changeVariants(BOOK_CONFIG, { movement: { prone: "fly" } } as never)).toEqual({ ok: false, problems: [{ path: "movement.prone", code: "choice" }] });
  });
});

describe("parseVariantConfig: refusals in full", () => {
  it("null is the book; a list or text is refused as not a rule-variant object", () => {
    expect(parseVariantConfig(null)).toBe(BOOK_CONFIG);
    expectRefusal(() => parseVariantConfig([]), "INVALID_ARGUMENT", "variants", [], "expected a rule-variant object");
    expectRefusal(() => parseVariantConfig("book"), "INVALID_ARGUMENT", "variants", "book", "expected a rule-variant object");
    expectRefusal(() => parseVariantConfig(2), "INVALID_ARGUMENT", "variants", 2, "expected a rule-variant object");
  });

  it("an illegal value is refused naming each problem's path and code", () => {
    const stored = { encumbrance: { model: "osrLoads", persistent: true }, movement: { prone: "fly" } };
    const e = refusalOf(() => parseVariantConfig(stored));
    expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", "variants", stored]);
    expect(e.message).toContain(": illegal rule variants: movement.prone choice");
    const joint = refusalOf(() => parseVariantConfig({ encumbrance: { model: "osrLoads", persistent: true } }));
    expect(joint.message).toContain("illegal rule variants: encumbrance.persistent persistentNeedsEr");
    const two = refusalOf(() => parseVariantConfig({ movement: { prone: "fly", terrainModel: "none" } }));
    expect(two.message).toContain("illegal rule variants: movement.terrainModel choice, movement.prone choice");
  });

  it("a field stored as undefined takes the book's value; the result is frozen, whatever version was stored", () => {
    const parsed = parseVariantConfig({ version: 7, initiative: { model: undefined }, movement: { prone: "crawl" } });
    expect(parsed.initiative.model).toBe("er2d10");
    expect(parsed.movement.prone).toBe("crawl");
    expect(parsed.version).toBe(2);
    expect(Object.isFrozen(parsed) && Object.isFrozen(parsed.initiative)).toBe(true);
  });
});

describe("assertVariantConfig and frozenVariantConfig", () => {
  it("a refusal names the parameter and each problem; a value that is no object reads as (value)", () => {
    expectRefusal(() => assertVariantConfig("setting", null), "INVALID_ARGUMENT", "setting", null, "illegal rule variants: (value) type");
    const bad = { ...BOOK_CONFIG, movement: { ...BOOK_CONFIG.movement, prone: "fly" } };
    expectRefusal(() => assertVariantConfig("setting", bad), "INVALID_ARGUMENT", "setting", bad, "illegal rule variants: movement.prone choice");
    const two = { ...bad, version: 1 };
    expectRefusal(() => assertVariantConfig("setting", two), "INVALID_ARGUMENT", "setting", two, "illegal rule variants: version version, movement.prone choice");
  });

  it("a frozen config is its own copy; an unfrozen one is copied, frozen, and keeps the values it was checked with", () => {
    expect(frozenVariantConfig(PRESETS.a13)).toBe(PRESETS.a13);
    const loose = clone(PRESETS.a13) as { -readonly [K in keyof VariantConfig]: VariantConfig[K] } & { movement: { prone: string } };
    const copy = frozenVariantConfig(loose as VariantConfig);
    expect(copy).not.toBe(loose);
    expect(copy).toEqual(PRESETS.a13);
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.movement)).toBe(true);
    loose.movement.prone = "crawl";
    expect(copy.movement.prone).toBe(PRESETS.a13.movement.prone);
    // Frozen at the top only: still a copy, since a domain may change.
    const half = Object.freeze({ ...clone(PRESETS.a13) });
    expect(frozenVariantConfig(half as VariantConfig)).not.toBe(half);
    expectRefusal(() => frozenVariantConfig({ ...BOOK_CONFIG, version: 1 } as never), "INVALID_ARGUMENT", "config", { ...BOOK_CONFIG, version: 1 }, "illegal rule variants: version version");
  });

  it("a frozen config with an unfrozen domain is checked again at every call", () => {
    const domain = { ...PRESETS.osr.movement } as { prone: string };
    const config = Object.freeze({ ...PRESETS.osr, movement: domain });
    expect(() => assertVariantConfig("c", config)).not.toThrow();
    domain.prone = "fly";
    expect(() => assertVariantConfig("c", config)).toThrow(/movement\.prone choice/);
  });

  it("a deep-frozen legal config with a null-free shape is accepted twice (remembered), and the book always", () => {
    const frozen = parseVariantConfig({ movement: { prone: "crawl" } });
    expect(() => assertVariantConfig("c", frozen)).not.toThrow();
    expect(() => assertVariantConfig("c", frozen)).not.toThrow();
    expect(() => assertVariantConfig("c", BOOK_CONFIG)).not.toThrow();
  });

  it("a deep-frozen legal config is read once, at its first check; an unfrozen one at every check", () => {
    const counted = (config: object) => {
      const reads = { count: 0 };
      const proxy = new Proxy(config, { get: (target, key, receiver) => { reads.count += 1; return Reflect.get(target, key, receiver) as unknown; } });
      return { proxy, reads };
    };
    const frozen = counted(parseVariantConfig({ movement: { prone: "crawl" } }));
    assertVariantConfig("c", frozen.proxy);
    expect(frozen.reads.count).toBeGreaterThan(0);
    frozen.reads.count = 0;
    assertVariantConfig("c", frozen.proxy);
    assertVariantConfig("c", frozen.proxy);
    expect(frozen.reads.count).toBe(0);
    const loose = counted(clone(PRESETS.ose));
    assertVariantConfig("c", loose.proxy);
    loose.reads.count = 0;
    assertVariantConfig("c", loose.proxy);
    expect(loose.reads.count).toBeGreaterThan(0);
  });
});

describe("the choice lists and field rules generated from the declarations", () => {
  it("each slot's choices: the book's value first, then its modules in registry order", () => {
    expect(INITIATIVE_MODEL_IDS).toEqual(["er2d10", "a13", "osrDex", "oseSide", "oseIndividual", "a5e"]);
    expect(VARIANT_INITIATIVE_MODELS).toBe(INITIATIVE_MODEL_IDS);
    expect(SURPRISE_RULES).toEqual(["off", "a13", "ose", "a5e"]);
    expect(OSE_TIE_RULES).toEqual(CONFIG_FIELDS.find((f) => f.path === "initiative.oseTies")!.choices);
    expect(OSE_TIE_RULES.length).toBeGreaterThan(1);
    expect(TERRAIN_MODEL_IDS[0]).toBe("divisors");
    expect(TERRAIN_MODEL_IDS).toContain("divisorsPlusHazards");
    expect(EXTRA_COST_STACKINGS).toContain("worst");
    expect(PRONE_RULES).toEqual(["book", "crawl"]);
    expect(ENCUMBRANCE_MODEL_IDS).toEqual(CONFIG_FIELDS.find((f) => f.path === "encumbrance.model")!.choices);
    expect(ENCUMBRANCE_MODEL_IDS).toEqual(expect.arrayContaining(["er", "oseDetailed", "osrLoads"]));
    expect(TRAVEL_MODEL_IDS).toEqual(["er", "ose", "osr"]);
    expect(FORCED_MARCH_RULES).toEqual(expect.arrayContaining(["er", "ose", "off"]));
    for (const list of [INITIATIVE_MODEL_IDS, SURPRISE_RULES, PRONE_RULES, TRAVEL_MODEL_IDS]) expect(Object.isFrozen(list)).toBe(true);
  });

  it("a field rule per path: a bool, a choice with its choices, an int with its bounds", () => {
    expect(Object.keys(VARIANT_FIELDS)).toEqual(CONFIG_FIELDS.map((f) => f.path));
    expect(VARIANT_FIELDS["combat.escalationDie"]).toEqual({ kind: "bool" });
    expect(VARIANT_FIELDS["movement.prone"]).toEqual({ kind: "choice", choices: ["book", "crawl"] });
    const anchor = CONFIG_FIELDS.find((f) => f.path === "initiative.d20Anchor")!;
    expect(VARIANT_FIELDS["initiative.d20Anchor"]).toEqual({ kind: "int", min: anchor.min, max: anchor.max });
    expect(typeof anchor.min === "number" && typeof anchor.max === "number" && anchor.min < anchor.max).toBe(true);
    expect(Object.isFrozen(VARIANT_FIELDS)).toBe(true);
  });

  it("the book's config: version 2, every field at its book value, each domain frozen", () => {
    expect(BOOK_CONFIG.version).toBe(2);
    expect(flatConfig(BOOK_CONFIG)).toEqual(Object.fromEntries(CONFIG_FIELDS.map((f) => [f.path, f.book])));
    for (const v of Object.values(BOOK_CONFIG)) if (typeof v === "object") expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(PRESETS)).toBe(true);
  });
});
