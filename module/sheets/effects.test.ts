import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { buildEffects, changeText, type SheetEffect } from "./context/effects";
import { buildItemContext } from "./context/item";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, itemParts, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, MULE, SAMPLE_ITEMS, loadOf, sampleActorInput } from "./samples";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");

const haste: SheetEffect = {
  id: "effHaste00000001",
  parentId: null,
  name: "Potion of haste",
  img: "icons/svg/aura.svg",
  disabled: false,
  active: true,
  sourceName: null,
  transfer: false,
  changes: [{ key: "system.movement.speed", value: "2", type: "add", phase: "initial" }],
};
const boots: SheetEffect = {
  ...haste,
  id: "effBoots00000001",
  parentId: "itemBoots0000001",
  name: "Light step",
  sourceName: "Boots of striding",
  disabled: true,
  active: false,
  transfer: true,
  changes: [{ key: "system.quickness", value: "20", type: "override", phase: "final" }],
};

describe("Effects tab on the actor sheets", () => {
  const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { activeTab: "effects" });
  const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext({ ...input, effects: [haste, boots] })));

  it("is a tab like the others, with its own section", () => {
    expect(html).toMatch(/data-tab="effects" aria-selected="true"/);
    expect(html).toMatch(/<section class="tab er-tab-body er-effects active" data-group="primary" data-tab="effects" role="tabpanel">/);
  });

  it("lists the actor's own effects and those transferred from items, with their changes named", () => {
    const own = /data-effect-group="own"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const transferred = /data-effect-group="transferred"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(own).toContain("Potion of haste");
    expect(own).toContain('<span class="er-tag">Speed (hexes per round) +2</span>');
    expect(transferred).toContain("Light step");
    expect(transferred).toContain("from Boots of striding");
    expect(transferred).toMatch(/data-effect-id="effBoots00000001" data-parent-id="itemBoots0000001"/);
    expect(transferred).toContain("Off");
  });

  it("offers create, toggle, open and delete to an owner", () => {
    expect(html).toContain('data-action="createEffect"');
    expect(html).toMatch(/data-action="toggleEffect" aria-pressed="true" aria-label="Turn Potion of haste off"/);
    expect(html).toMatch(/data-action="toggleEffect" aria-pressed="false" aria-label="Turn Light step on"/);
    expect(html).toContain('data-action="viewEffect"');
    expect(html).toContain('data-action="deleteEffect"');
  });

  it("a read-only sheet can still open an effect, but not change one", () => {
    const ro = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, { editable: false });
    const out = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext({ ...ro, effects: [haste] })));
    for (const action of ["createEffect", "toggleEffect", "deleteEffect"]) expect(out).not.toContain(`data-action="${action}"`);
    // Opening is a link, not a form control core disables on read-only sheets.
    expect(out).toMatch(/<a class="er-icon-button" role="button" tabindex="0" data-action="viewEffect"/);
  });
});

describe("sheet inputs show stored values, never effect-boosted ones", () => {
  // The actor's source holds speed 12; an effect puts 14 in force.
  const input = sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize);
  const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext({ ...input, overrides: { "system.movement.speed": 14 } })));

  it("the speed input submits the stored 12 and shows 14 in force beside it", () => {
    expect(html).toMatch(/name="system.movement.speed" value="12"/);
    expect(html).not.toMatch(/name="system.movement.speed" value="14"/);
    expect(html).toMatch(/data-effective="system.movement.speed"><i class="fa-solid fa-bolt" inert><\/i> 14 with effects/);
  });

  it("fields no effect touches carry no note", () => {
    expect(html).not.toContain('data-effective="system.bodyWeight"');
  });

  it("a creature's capacity shows its value in force too", () => {
    const mule = sampleActorInput("creature", "Mule", MULE, loadOf("Packs", 0), localize);
    const out = render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext({ ...mule, overrides: { "system.encumbrance.capacity": 700 } })));
    expect(out).toMatch(/name="system.encumbrance.capacity" value="600"/);
    expect(out).toContain("700 with effects");
  });
});

describe("Effects section on item sheets", () => {
  it("lists the item's effects and whether they apply to the owner", () => {
    const ctx = buildItemContext({ ...SAMPLE_ITEMS["armour"]!, editable: true, localize, effects: [{ ...boots, parentId: null, sourceName: null, disabled: false, active: true }] });
    const html = render(itemParts("armour"), sheetRenderContext(ctx));
    expect(html).toContain("Effects of this item");
    expect(html).toContain("applies to the owner");
    expect(html).toContain('data-action="createEffect"');
    expect(html).toContain("system.quickness &#x3D; 20");
  });
});

describe("change text", () => {
  const labels = { "system.movement.speed": "Speed" };
  it.each([
    ["add", "2", "Speed +2"],
    ["add", "-1", "Speed \u22121"],
    ["multiply", "2", "Speed \u00d7 2"],
    ["override", "20", "Speed = 20"],
    ["upgrade", "10", "Speed \u2265 10"],
    ["downgrade", "10", "Speed \u2264 10"],
    ["custom", "x", "Speed: x (custom)"],
  ])("%s %s → %s", (type, value, text) => {
    expect(changeText({ key: "system.movement.speed", value, type, phase: "initial" }, labels)).toBe(text);
  });

  it("an unknown key is shown as typed", () => {
    expect(changeText({ key: "system.x", value: "1", type: "add", phase: "initial" }, labels)).toBe("system.x +1");
  });

  it("an item has one group, an actor two", () => {
    expect(buildEffects([], "item", {}, localize).groups.map((g) => g.id)).toEqual(["own"]);
    expect(buildEffects([], "actor", {}, localize).groups.map((g) => g.id)).toEqual(["own", "transferred"]);
  });
});
