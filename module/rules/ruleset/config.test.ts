import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BOOK_CONFIG,
  PRESETS,
  PRESET_IDS,
  VARIANT_CONFIG_VERSION,
  VARIANT_FIELDS,
  changeVariants,
  isVariantConfig,
  parseVariantConfig,
  presetOf,
  validateVariantConfig,
  assertVariantConfig,
} from "./config";
import { abilityModifier, hexesFromFiveEFeet, hexesFromOseFeet } from "../ability-scale";
import { RulesError } from "../errors";

describe("VariantConfig (VARIANTS.md §9.1–9.2)", () => {
  it("the book and every preset are legal, frozen, and recognised as themselves", () => {
    for (const id of PRESET_IDS) {
      expect(validateVariantConfig(PRESETS[id]), id).toEqual([]);
      expect(Object.isFrozen(PRESETS[id].initiative), id).toBe(true);
      expect(presetOf(PRESETS[id])).toBe(id);
    }
    expect(PRESETS.book).toBe(BOOK_CONFIG);
  });

  it("presets carry their companion's choices (§9.1)", () => {
    expect(PRESETS.a13.initiative).toMatchObject({ model: "a13", sharedRoll: true });
    expect(PRESETS.a13.combat).toMatchObject({ escalationDie: true, surprise: "a13", tradeActionForMovement: true });
    expect(PRESETS.ose.initiative.model).toBe("oseSide");
    expect(PRESETS.ose.encumbrance).toMatchObject({ model: "oseDetailed", persistent: false });
    expect(PRESETS.ose.travel).toMatchObject({ model: "ose", forcedMarch: "ose" });
    expect(PRESETS.osr.initiative.model).toBe("osrDex");
    expect(PRESETS.osr.movement.extraCostStacking).toBe("worst");
    // Row 13 (002:L33): swim, climb and crawl at half speed under the OSR preset; A5E's +1 foot per
    // foot for climbing and swimming (004:L22) is the same k + 1; OSE swims at half speed only (003:L258).
    expect(PRESETS.osr.movement.specialMovement).toBe(true);
    expect(PRESETS.a5e.movement.specialMovement).toBe(true);
    expect(PRESETS.ose.movement).toMatchObject({ specialMovement: false, swimHalf: true });
    expect(BOOK_CONFIG.movement.specialMovement).toBe(false);
    expect(parseVariantConfig({ movement: { prone: "crawl" } }).movement.specialMovement).toBe(false);
    expect(validateVariantConfig({ ...BOOK_CONFIG, movement: { ...BOOK_CONFIG.movement, specialMovement: "yes" } })).toEqual([{ path: "movement.specialMovement", code: "type" }]);
    expect(PRESETS.osr.travel.forcedMarch).toBe("off");
    expect(PRESETS.a5e.movement).toMatchObject({ prone: "crawl", terrainModel: "divisorsPlusHazards" });
  });

  it("GX-4: choosing oseDetailed turns persistent off; asking for persistent under oseDetailed is refused", () => {
    const first = changeVariants(BOOK_CONFIG, { encumbrance: { model: "oseDetailed" } });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.config.encumbrance).toMatchObject({ model: "oseDetailed", persistent: false });
    const second = changeVariants(first.config, { encumbrance: { persistent: true } });
    expect(second).toEqual({ ok: false, problems: [{ path: "encumbrance.persistent", code: "persistentNeedsEr" }] });
    expect(first.config.encumbrance.persistent).toBe(false);
  });

  it("a travel model moves an unfitting forced-march rule to its own; an explicit mismatch is refused", () => {
    const toOse = changeVariants(BOOK_CONFIG, { travel: { model: "ose" } });
    expect(toOse.ok && toOse.config.travel.forcedMarch).toBe("ose");
    const toOsr = changeVariants(BOOK_CONFIG, { travel: { model: "osr" } });
    expect(toOsr.ok && toOsr.config.travel.forcedMarch).toBe("off");
    const bad = changeVariants(BOOK_CONFIG, { travel: { model: "osr", forcedMarch: "ose" } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.map((p) => p.code)).toEqual(["forcedMarchNeedsOse"]);
  });

  it("GX-5: the initiative model cannot change while a combat is started; other domains can", () => {
    const locked = changeVariants(BOOK_CONFIG, { initiative: { model: "a13" } }, { combatStarted: true });
    expect(!locked.ok && locked.problems).toEqual([{ path: "initiative.model", code: "initiativeLocked" }]);
    const other = changeVariants(BOOK_CONFIG, { encumbrance: { model: "osrLoads" } }, { combatStarted: true });
    expect(other.ok).toBe(true);
    expect(changeVariants(BOOK_CONFIG, { initiative: { model: "a13" } }).ok).toBe(true);
  });

  it("GX-5 (Decision, integration review): the d20 anchor is locked with the model while a combat is started (a kept base was mapped with the old one); shared rolls and OSE ties are not", () => {
    const a13 = PRESETS.a13;
    const anchor = changeVariants(a13, { initiative: { d20Anchor: 30 } }, { combatStarted: true });
    expect(!anchor.ok && anchor.problems).toEqual([{ path: "initiative.d20Anchor", code: "initiativeLocked" }]);
    expect(changeVariants(a13, { initiative: { d20Anchor: 30 } }).ok).toBe(true);
    expect(changeVariants(a13, { initiative: { sharedRoll: false } }, { combatStarted: true }).ok).toBe(true);
    expect(changeVariants(PRESETS.ose, { initiative: { oseTies: "reroll" } }, { combatStarted: true }).ok).toBe(true);
  });

  it("refuses wrong types, unknown choices and out-of-range numbers, naming each path", () => {
    expect(validateVariantConfig(null)).toEqual([{ path: "", code: "type" }]);
    const bad = { ...BOOK_CONFIG, initiative: { ...BOOK_CONFIG.initiative, model: "d30", d20Anchor: 1.5 }, combat: { ...BOOK_CONFIG.combat, escalationDie: "yes" } };
    expect(validateVariantConfig(bad).map((p) => `${p.path}:${p.code}`)).toEqual(["initiative.model:choice", "initiative.d20Anchor:type", "combat.escalationDie:type"]);
    const far = { ...BOOK_CONFIG, initiative: { ...BOOK_CONFIG.initiative, d20Anchor: 61 } };
    expect(validateVariantConfig(far)).toEqual([{ path: "initiative.d20Anchor", code: "range" }]);
    expect(() => assertVariantConfig("config", bad)).toThrow(RulesError);
  });

  it("a change never leaves the old config modified, and unknown keys in a patch are ignored", () => {
    const r = changeVariants(BOOK_CONFIG, { initiative: { model: "osrDex", bogus: 1 } as never, nonsense: {} } as never);
    expect(r.ok && r.config.initiative.model).toBe("osrDex");
    expect(r.ok && "bogus" in r.config.initiative).toBe(false);
    expect(BOOK_CONFIG.initiative.model).toBe("er2d10");
  });

  it("any edit away from a preset shows Custom", () => {
    const r = changeVariants(PRESETS.a13, { combat: { escalationDie: false } });
    expect(r.ok && presetOf(r.config)).toBe("custom");
  });

  it("parse: missing fields take the book's value; an illegal stored value is refused", () => {
    expect(parseVariantConfig(undefined)).toBe(BOOK_CONFIG);
    expect(parseVariantConfig({ version: 1, initiative: { model: "a5e" } }).initiative).toEqual({ ...BOOK_CONFIG.initiative, model: "a5e" });
    expect(() => parseVariantConfig({ version: 1, encumbrance: { model: "osrLoads", persistent: true } })).toThrow(RulesError);
    expect(() => parseVariantConfig("book")).toThrow(RulesError);
  });

  it("parse: a stored version-1 config (no resolution domain) loads as version 2 with the book's resolution, nothing else lost", () => {
    // A world saved before the resolution domain existed: every field of version 1, the OSE preset.
    const { resolution: _none, ...v1 } = JSON.parse(JSON.stringify(PRESETS.ose)) as Record<string, unknown>;
    v1["version"] = 1;
    const loaded = parseVariantConfig(v1);
    expect(loaded.version).toBe(VARIANT_CONFIG_VERSION);
    expect(VARIANT_CONFIG_VERSION).toBe(2);
    expect(loaded.resolution).toEqual(BOOK_CONFIG.resolution);
    for (const domain of ["initiative", "combat", "movement", "encumbrance", "travel"] as const) expect(loaded[domain]).toEqual(PRESETS.ose[domain]);
    expect(isVariantConfig(loaded)).toBe(true);
    // The version is the stored shape's: a value that claims it is still refused by validation.
    expect(validateVariantConfig({ ...loaded, version: 1 }).map((p) => p.code)).toContain("version");
  });

  it("property: a change either succeeds with a legal config or reports problems (never throws, never half-applies)", () => {
    const choice = (path: string) => {
      const rule = VARIANT_FIELDS[path]!;
      if (rule.kind === "bool") return fc.oneof(fc.boolean(), fc.constant("x"));
      if (rule.kind === "choice") return fc.oneof(fc.constantFrom(...rule.choices), fc.string({ maxLength: 3 }));
      return fc.oneof(fc.integer({ min: rule.min - 2, max: rule.max + 2 }), fc.double());
    };
    const patchArb = fc
      .subarray(Object.keys(VARIANT_FIELDS), { maxLength: 5 })
      .chain((paths) => fc.tuple(...paths.map((p) => choice(p).map((v) => [p, v] as const))))
      .map((pairs) => {
        const patch: Record<string, Record<string, unknown>> = {};
        for (const [p, v] of pairs) {
          const [d, k] = p.split(".") as [string, string];
          (patch[d] ??= {})[k] = v;
        }
        return patch;
      });
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_IDS), patchArb, fc.boolean(), (preset, patch, started) => {
        const before = structuredClone(PRESETS[preset]);
        const r = changeVariants(PRESETS[preset], patch, { combatStarted: started });
        if (r.ok) expect(isVariantConfig(r.config)).toBe(true);
        else expect(r.problems.length).toBeGreaterThan(0);
        expect(PRESETS[preset]).toEqual(before);
      }),
    );
  });
});

describe("scales (VARIANTS.md D5, D10)", () => {
  it("G13A-1/1b and D10: ⌊(score − 10) / 2⌋", () => {
    expect(abilityModifier(14)).toBe(2);
    expect(abilityModifier(9)).toBe(-1);
    expect(abilityModifier(8)).toBe(-1);
    expect(abilityModifier(10)).toBe(0);
    expect(abilityModifier(3)).toBe(-4);
    expect(abilityModifier(18)).toBe(4);
    expect(() => abilityModifier(-1)).toThrow(RulesError);
    expect(() => abilityModifier(10.5)).toThrow(RulesError);
  });
  it("GX-1: 5e-family feet ×0.4 and OSE feet ÷10", () => {
    expect([30, 25, 40, 60].map(hexesFromFiveEFeet)).toEqual([12, 10, 16, 24]);
    expect([120, 90, 30, 240].map(hexesFromOseFeet)).toEqual([12, 9, 3, 24]);
    expect(hexesFromFiveEFeet(7)).toBe(2);
  });
});

describe("assertVariantConfig's memo", () => {
  it("a frozen legal config is checked once and stays accepted; an unfrozen one is checked every time", () => {
    const frozen = PRESETS.a5e;
    expect(() => assertVariantConfig("c", frozen)).not.toThrow();
    expect(() => assertVariantConfig("c", frozen)).not.toThrow();
    const loose = structuredClone(PRESETS.a5e) as { movement: { prone: string } };
    expect(() => assertVariantConfig("c", loose)).not.toThrow();
    loose.movement.prone = "sometimes";
    expect(() => assertVariantConfig("c", loose)).toThrow(RulesError);
    const half = { ...structuredClone(PRESETS.a5e) } as { movement: { prone: string } };
    Object.freeze(half);
    expect(() => assertVariantConfig("c", half)).not.toThrow();
    half.movement.prone = "sometimes"; // its domains are not frozen, so it was not remembered
    expect(() => assertVariantConfig("c", half)).toThrow(RulesError);
  });
});
