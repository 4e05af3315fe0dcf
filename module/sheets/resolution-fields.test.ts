/**
 * The hit-and-hurt fields on the sheets (RESOLUTION.md §3.1, §6 "Visibility on sheets"): the book's
 * always, a model's only while a rule module in force lists it in `resolutionFields`. Rendered from
 * the real context builders and templates; the modules are test modules resolved with resolveWith.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { buildItemContext } from "./context/item";
import { sheetRenderContext } from "./context/shared";
import { resolutionFieldShown } from "./context/resolution";
import { CHARACTER_PARTS, CREATURE_PARTS, itemParts, type PartSpec } from "./parts";
import { BRANNOC, BRANNOC_ITEMS, GRYF, MULE, SAMPLE_ITEMS, sampleActorInput } from "./samples";
import { BOOK_CONFIG, PRESETS, initiativeVariantOf, listedResolutionFields, resolveRuleset, type VariantConfig } from "../rules";
import { resolveWith } from "../rules/ruleset/resolve";
import type { RuleModule } from "../rules/ruleset/types";
import { variantConfig } from "../../tests/support/variants";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
const inputs = (html: string) => [...html.matchAll(/<(?:input|select)[^>]*name="([^"]+)"/g)].map((m) => m[1]!);

/** A config in which the test module is in force (it selects a slot choice, as a model does). */
const CONFIG: VariantConfig = { ...BOOK_CONFIG, combat: { ...BOOK_CONFIG.combat, surprise: "a13" } };
const listing = (paths: readonly string[]) => {
  const module: RuleModule = { id: "test.fields", domain: "combat", selects: { path: "combat.surprise", value: "a13" }, contribute: () => ({ resolutionFields: paths }) };
  return resolveWith(CONFIG, [module]);
};

function character(paths: readonly string[] | null, editable = true) {
  const input = { ...sampleActorInput("character", "Gryf", GRYF, [], localize, { editable }), ...(paths ? { ruleset: listing(paths) } : {}) };
  return render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input)));
}
function creature(paths: readonly string[] | null) {
  const input = { ...sampleActorInput("creature", "Mule", MULE, [], localize), ...(paths ? { ruleset: listing(paths) } : {}) };
  return render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(input)));
}
const count = (html: string, name: string) => inputs(html).filter((n) => n === name).length;

const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"].map((a) => `system.abilities.${a}`);
const MODEL_ONLY = ["system.defences.pd", "system.proficiency", "system.recoveries.value", "system.health.temp", "system.saves.death", "system.attackBonus", "system.hitDice.dice", "system.resistances.fire", "system.dying.failures", "system.lastingWounds"];

describe("actor sheets", () => {
  it("the book shows the six abilities and AC, and none of the model fields", () => {
    const html = character(null);
    for (const name of [...ABILITIES, "system.defences.ac"]) expect(count(html, name), name).toBe(1);
    for (const name of MODEL_ONLY) expect(inputs(html), name).not.toContain(name);
    expect(html).toContain(localize("ER.Sheet.Details.Resolution"));
    expect(html).toMatch(/name="system.abilities.int" value="10" min="1" max="30" step="1"/);
  });

  it("a module that lists paths shows those fields and their groups, and only those", () => {
    const html = character(["proficiency", "recoveries", "health.temp", "saves", "defences.pd"]);
    for (const name of ["system.proficiency", "system.recoveries.value", "system.recoveries.max", "system.recoveries.die", "system.recoveries.overdrawn", "system.health.temp", "system.saves.death", "system.saves.spells", "system.defences.pd"]) {
      expect(count(html, name), name).toBe(1);
    }
    for (const name of ["system.defences.md", "system.health.below", "system.attackBonus", "system.resistances.fire", "system.morale"]) expect(inputs(html), name).not.toContain(name);
    expect(html).toMatch(/<select name="system.recoveries.die"[^>]*>[\s\S]*?<option value="d8" selected>d8<\/option>/);
  });

  it("morale is a creature's: listed, it shows on a creature and not on a character; recoveries the reverse", () => {
    expect(inputs(creature(["morale", "moraleBonus", "recoveries"]))).toEqual(expect.arrayContaining(["system.morale", "system.moraleBonus"]));
    expect(inputs(creature(["morale", "recoveries"]))).not.toContain("system.recoveries.value");
    expect(inputs(character(["morale"]))).not.toContain("system.morale");
    expect(inputs(creature(null))).not.toContain("system.morale");
  });

  it("read-only sheets disable every hit-and-hurt control", () => {
    const html = character(["proficiency", "recoveries", "dying"], false);
    for (const name of [...ABILITIES, "system.defences.ac", "system.proficiency", "system.recoveries.die", "system.dying.stable"]) {
      expect(html, name).toMatch(new RegExp(`<(?:input|select)[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*disabled`));
    }
  });

  it("one input per field: DEX under a DEX initiative model and STR under OSR loads are not repeated", () => {
    const a13 = resolveRuleset(variantConfig({ initiative: { model: "a13" } } as never));
    const input = { ...sampleActorInput("character", "Gryf", GRYF, [], localize), ruleset: a13, initiativeModel: initiativeVariantOf(a13) };
    const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input)));
    expect(count(html, "system.abilities.dex")).toBe(1);
    expect(count(html, "system.level")).toBe(1);
    const loads = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Brannoc", BRANNOC, BRANNOC_ITEMS, localize, { variants: variantConfig({ encumbrance: { model: "osrLoads" } }) }))));
    expect(count(loads, "system.abilities.str")).toBe(1);
    expect(count(loads, "system.abilities.int")).toBe(1);
  });
});

describe("item sheets", () => {
  const item = (type: string, paths: readonly string[] = [], editable = true) => {
    const ctx = buildItemContext({ ...SAMPLE_ITEMS[type]!, editable, localize, resolutionFields: paths });
    return render(itemParts(type), sheetRenderContext(ctx));
  };

  it("a weapon shows the book's attack fields always and a model's only when listed", () => {
    const book = inputs(item("weapon"));
    expect(book).toEqual(expect.arrayContaining(["system.attack", "system.damage", "system.defence", "system.kind"]));
    for (const name of ["system.missDamage", "system.critExpand", "system.range.short", "system.proficient", "system.damageType", "system.formula", "system.ability", "system.attackBonus"]) expect(book, name).not.toContain(name);
    const listed = inputs(item("weapon", ["item.missDamage", "item.range", "item.damageType"]));
    expect(listed).toEqual(expect.arrayContaining(["system.missDamage", "system.range.short", "system.range.medium", "system.range.long", "system.damageType"]));
    expect(listed).not.toContain("system.critExpand");
    expect(item("weapon")).toMatch(/name="system.damage" value="1d10 \+ 2"/);
  });

  it("§6 the item's ability and attack bonus show only where the attack model in force reads them: not under the book; 13A and OSR both; OSE the bonus", () => {
    const shown = (preset: keyof typeof PRESETS) => {
      const names = inputs(item("weapon", listedResolutionFields(resolveRuleset(PRESETS[preset]))));
      return ["system.ability", "system.attackBonus"].filter((n) => names.includes(n));
    };
    expect(shown("book")).toEqual([]);
    expect(shown("a5e")).toEqual([]);
    expect(shown("a13")).toEqual(["system.ability", "system.attackBonus"]);
    expect(shown("osr")).toEqual(["system.ability", "system.attackBonus"]);
    expect(shown("ose")).toEqual(["system.attackBonus"]);
    // A hidden field has no input, so a submit of the form never writes it: the stored +1 stays (DocumentSheetV2 updates only the submitted fields).
    expect(item("weapon")).not.toMatch(/name="system\.attackBonus"/);
  });

  it("a spell shows its save always and its tradition when listed; the blank damage type and onSuccess have labels", () => {
    const html = item("spell", ["item.tradition", "item.damageType"]);
    expect(inputs(html)).toEqual(expect.arrayContaining(["system.save.kind", "system.save.dc", "system.save.onSuccess", "system.tradition", "system.damageType"]));
    expect(html).toMatch(/<option value="dex" selected>Dexterity<\/option>/);
    expect(html).toContain(`<option value="">${localize("ER.Item.FIELDS.save.onSuccess.default")}</option>`);
    expect(html).toContain(`<option value="">${localize("ER.Item.FIELDS.damageType.none")}</option>`);
    expect(inputs(item("spell"))).not.toContain("system.tradition");
  });

  it("armour shows its defence bonus and shield; gear its save; a skill its attack beside its formula", () => {
    const armour = item("armour");
    expect(inputs(armour)).toEqual(expect.arrayContaining(["system.defence", "system.shield"]));
    expect(armour).toContain(localize("ER.Item.FIELDS.defence.armourLabel"));
    expect(inputs(item("gear"))).toEqual(expect.arrayContaining(["system.save.kind", "system.save.dc", "system.save.onSuccess"]));
    expect(inputs(item("skill"))).toEqual(expect.arrayContaining(["system.formula", "system.attack"]));
  });

  it("read-only item sheets disable the new controls", () => {
    const html = item("spell", [], false);
    for (const name of ["system.attack", "system.defence", "system.save.kind"]) expect(html, name).toMatch(new RegExp(`<(?:input|select)[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*disabled`));
  });
});

describe("the path vocabulary", () => {
  it("a path shows itself and the fields of its group, nothing else", () => {
    expect(resolutionFieldShown("saves.death", ["saves"])).toBe(true);
    expect(resolutionFieldShown("item.range.short", ["item.range"])).toBe(true);
    expect(resolutionFieldShown("savesX", ["saves"])).toBe(false);
    expect(resolutionFieldShown("health.temp", ["health"])).toBe(true);
    expect(resolutionFieldShown("health.below", ["health.temp"])).toBe(false);
  });
});
