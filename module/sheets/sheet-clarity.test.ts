import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext } from "./context/actor";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, SAMPLE_ITEMS, sampleActorInput } from "./samples";
import { CONDITION_IDS, PRESETS } from "../rules";
import { buildItemContext, itemDetailsTemplate } from "./context/item";
import type { SheetItem } from "./context/inventory";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
const character = (items: readonly SheetItem[], patch: Partial<typeof GRYF> = {}) =>
  render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", { ...GRYF, ...patch }, items, localize))));
const raceSection = (html: string) => /<section class="er-items" data-type="race">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
const race: SheetItem = { id: "raceGryf00000001", name: "Gryf (race)", img: "", type: "race", system: { speed: 12 } };

describe("the race is shown in one place", () => {
  it("without a race item, the Race section names the header's text race as a label only, not 'None yet.'", () => {
    const section = raceSection(character(GRYF_ITEMS));
    expect(section).not.toContain("None yet.");
    expect(section).toContain("“Gryf” in the header is a label only");
  });

  it("with a race item, the stored text is kept but not shown anywhere", () => {
    const html = character([...GRYF_ITEMS, race], { race: "Old text" });
    expect(html).not.toContain("Old text");
    expect(raceSection(html)).toContain("Gryf (race)");
  });

  it("without a race item or text, the section says none yet", () => {
    expect(raceSection(character(GRYF_ITEMS, { race: "" }))).toContain("None yet.");
  });
});

describe("quickness: the value in force beside its input", () => {
  const quicknessField = (html: string) => /<label class="er-field">\s*<span class="er-field-label">Quickness<\/span>[\s\S]*?<\/label>/.exec(html)?.[0] ?? "";

  it("a quickness skill's rating shows beside the typed field, naming the skill", () => {
    const field = quicknessField(character(GRYF_ITEMS));
    expect(field).toContain('name="system.quickness" value="0"');
    expect(field).toContain("In force: 14 (from the Quickness skill)");
  });

  it("the highest of several quickness skills is the one named", () => {
    const items = [...GRYF_ITEMS, { id: "skillFast0000001", name: "Fleet", img: "", type: "skill", system: { identifier: " Quickness ", rating: 22 } }];
    expect(quicknessField(character(items))).toContain("In force: 22 (from the Fleet skill)");
  });

  it("without a quickness skill, no in-force line", () => {
    const field = quicknessField(character(GRYF_ITEMS.filter((i) => i.type !== "skill"), { quickness: 9 }));
    expect(field).toContain('value="9"');
    expect(field).not.toContain("In force");
  });
});

describe("Equipped and In hand are explained", () => {
  it("the weapon sheet gives each its own hint", () => {
    const ctx = buildItemContext({ ...SAMPLE_ITEMS["weapon"]!, editable: true, localize });
    const hint = (name: string) => ctx.fields.find((f) => f.name === name)?.hint ?? "";
    expect(hint("system.equipped")).toContain("changes no number");
    expect(hint("system.inHand")).toContain("also equips");
    expect(hint("system.inHand")).toContain("initiative");
  });

  it("the inventory row's toggles carry the same explanation in their tooltips", () => {
    const html = character(GRYF_ITEMS);
    expect(html).toMatch(/data-action="toggleEquipped"[^>]*data-tooltip="Equipped: [^"]*changes no number/);
    expect(html).toMatch(/data-action="toggleInHand"[^>]*data-tooltip="In hand: [^"]*also equips/);
  });
});

describe("each item type shows only its own fields", () => {
  const TRADE = ["system.quantity", "system.price", "system.standardKit"];
  it.each(["race", "skill", "spell"])("a %s shows no quantity, price or standard kit", (type) => {
    const ctx = sheetRenderContext(buildItemContext({ ...SAMPLE_ITEMS[type]!, editable: true, localize }));
    const html = renderTemplate(`templates/${itemDetailsTemplate(type)}`, ctx, hbs);
    for (const name of TRADE) expect(html).not.toContain(`name="${name}"`);
  });

  it.each(["weapon", "armour", "gear", "container"])("a %s keeps them", (type) => {
    const names = buildItemContext({ ...SAMPLE_ITEMS[type]!, editable: true, localize }).fields.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(TRADE));
  });
});

describe("conditions toggle from the Effects tab", () => {
  const effectsTab = (html: string) => /<section class="tab er-tab-body er-effects[\s\S]*?<\/section>\s*$/.exec(html)?.[0] ?? html;
  const render1 = (options: { conditions?: string[]; editable?: boolean }) =>
    effectsTab(renderTemplate("templates/actors/effects.hbs", sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, options))), hbs));

  it("a button per book condition, pressed for those the actor has", () => {
    const html = render1({ conditions: ["prone"] });
    const buttons = html.match(/data-action="toggleCondition"/g) ?? [];
    expect(buttons).toHaveLength(CONDITION_IDS.length);
    expect(html).toMatch(/data-condition="prone" aria-pressed="true"[^>]*>Knocked Down</);
    expect(html).toMatch(/data-condition="stuck" aria-pressed="false"[^>]*>Stuck</);
  });

  it("disabled on a sheet the user cannot edit", () => {
    expect(render1({ editable: false })).toMatch(/data-condition="prone" aria-pressed="false" disabled/);
  });
});

describe("the Effects tab names the fields an effect can change", () => {
  it("lists each changeable field by its label with the key to use", () => {
    const html = renderTemplate("templates/actors/effects.hbs", sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize))), hbs);
    expect(html).toMatch(/<dt>Speed \(hexes per round\)<\/dt>\s*<dd><code>system\.movement\.speed<\/code><\/dd>/);
    expect(html).toMatch(/<dt>Quickness<\/dt>\s*<dd><code>system\.quickness<\/code><\/dd>/);
  });
});

describe("the actor's kind is named once", () => {
  it("a character's sheet shows the 'Character' badge in its header only, not again on the encumbrance panel", () => {
    const html = character(GRYF_ITEMS);
    expect(html.match(/<span class="er-badge">Character<\/span>/g)).toHaveLength(1);
    expect(/<header class="er-sheet-header">[\s\S]*?<span class="er-badge">Character<\/span>/.test(html)).toBe(true);
  });
});

describe("the first tab names the defences in force and offers the attacks", () => {
  const sword: SheetItem = { id: "swordGryf0000001", name: "Sword", img: "", type: "weapon", system: { attack: "1d20 + 2", damage: "1d8", inHand: true, equipped: true } };
  const dagger: SheetItem = { id: "daggerGryf000001", name: "Dagger", img: "", type: "weapon", system: { attack: "1d20", damage: "1d4", inHand: false, equipped: false } };
  const mail: SheetItem = { id: "mailGryf00000001", name: "Mail", img: "", type: "armour", system: { worn: true, defence: 4, shield: false } };
  const main = (html: string) => /<section class="tab er-tab-body er-main[\s\S]*?<section class="er-panel er-encumbrance"/.exec(html)?.[0] ?? "";

  it("the book: AC only, with worn armour counted; the weapon in hand's Attack button comes first", () => {
    const html = main(character([...GRYF_ITEMS, dagger, sword, mail]));
    expect(/data-value="defence-ac">(\d+)</.exec(html)?.[1]).toBe(String(10 + 4));
    expect(html).not.toContain('data-value="defence-pd"');
    const buttons = [...html.matchAll(/data-action="attackItem" data-item-id="(\w+)"/g)].map((m) => m[1]);
    // The dagger is neither in hand nor equipped: carried, not a weapon to attack with now.
    expect(buttons).toEqual([sword.id]);
    expect(html).not.toContain('data-value="defence-thac0"');
  });

  it("an inventory row's attack and damage buttons say which is which in words", () => {
    const html = character([...GRYF_ITEMS, sword]);
    const row = new RegExp(`<li class="er-item[^"]*" data-item-id="${sword.id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";
    expect(row).toMatch(/data-action="attackItem"[^>]*>[\s\S]*?<span class="er-control-text">Attack<\/span>/);
    expect(row).toMatch(/data-action="rollItem"[^>]*aria-label="Roll Sword&#x27;s damage"[^>]*>[\s\S]*?<span class="er-control-text">Damage<\/span>/);
  });

  it("only weapons the actor can attack with now: in hand or equipped, not packed in a container (a spare crossbow as cargo)", () => {
    const belt: SheetItem = { ...dagger, id: "daggerBelt000001", system: { ...dagger.system, equipped: true } };
    const spare: SheetItem = { ...dagger, id: "crossbowSpare001", name: "Crossbow (spare)" };
    const packed: SheetItem = { ...dagger, id: "daggerPacked0001", system: { ...dagger.system, equipped: true, container: "bagGryf000000001" } };
    const html = main(character([...GRYF_ITEMS, sword, belt, spare, packed]));
    const buttons = [...html.matchAll(/data-action="attackItem" data-item-id="(\w+)"/g)].map((m) => m[1]);
    expect(buttons).toEqual([sword.id, belt.id]);
  });

  it("OSE: AC reads descending with the ascending in brackets, THAC0 and the five saves show (the normal human's row)", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, [...GRYF_ITEMS, mail], localize, { variants: PRESETS.ose });
    const html = main(render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input))));
    expect(/data-value="defence-ac">([^<]+)</.exec(html)?.[1]).toBe(`${19 - 14} [14]`);
    expect(/data-value="defence-thac0">(\d+)</.exec(html)?.[1]).toMatch(/^\d+$/);
    for (const kind of ["death", "wands", "paralysis", "breath", "spells"]) expect(html).toMatch(new RegExp(`data-value="defence-save-${kind}">\\d+<`));
    expect(html).toContain(localize("ER.Sheet.Combat.Thac0"));
  });

  it("13th Age lists PD and MD as well; a read-only sheet disables the buttons", () => {
    const input = sampleActorInput("character", "Gryf", GRYF, [...GRYF_ITEMS, sword], localize, { variants: PRESETS.a13, editable: false });
    const html = main(render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input))));
    for (const d of ["ac", "pd", "md"]) expect(html).toContain(`data-value="defence-${d}"`);
    expect(/<button[^>]*data-action="attackItem"[^>]*>/.exec(html)?.[0]).toContain("disabled");
  });
});
