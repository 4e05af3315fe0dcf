import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { coupleWeaponFlags, itemTypeUsable } from "./context/inventory";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, MULE, loadOf, sampleActorInput } from "./samples";
import type { SheetItem } from "./context/inventory";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
const race: SheetItem = { id: "raceGryf00000001", name: "Gryf (race)", img: "", type: "race", system: { speed: 12 } };

describe("small things a GM notices (issue 9, fault 6)", () => {
  it("a creature sheet offers no race: no section, no create button, race drops refused", () => {
    const html = render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(sampleActorInput("creature", "Mule", MULE, loadOf("Packs", 10), localize))));
    expect(html).not.toContain('data-type="race"');
    expect(html).toContain('data-action="createItem" data-type="skill"');
    expect(itemTypeUsable("creature", "race")).toBe(false);
    expect(itemTypeUsable("character", "race")).toBe(true);
    expect(itemTypeUsable("creature", "skill")).toBe(true);
  });

  it("a creature that already has a race item keeps it listed, with a note and no create button", () => {
    const input = sampleActorInput("creature", "Mule", MULE, [...loadOf("Packs", 10), race], localize);
    const html = render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(input)));
    const section = /<section class="er-items" data-type="race">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(section).toContain("Gryf (race)");
    expect(section).toContain("A Race does nothing on a creature");
    expect(section).not.toContain('data-action="createItem"');
  });

  it("the header shows the race item's name instead of a free-text field that could disagree", () => {
    const withItem = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, [...GRYF_ITEMS, race], localize))));
    expect(withItem).not.toContain('name="system.race"');
    expect(withItem).toMatch(/data-race-item>\s*<span>Race<\/span>\s*<strong>Gryf \(race\)<\/strong>/);
    const without = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize))));
    expect(without).toMatch(/data-tooltip="Set by dropping a race item on the character.">\s*<span>Race<\/span>\s*<input type="text" name="system.race" value="Gryf"/);
  });

  it("creatures get their own body-weight hint; characters keep the quarter rule", () => {
    const creature = render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(sampleActorInput("creature", "Mule", MULE, [], localize))));
    const character = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, [], localize))));
    expect(creature).not.toContain("A character carries a quarter of it without penalty.");
    expect(creature).toContain("Counts only for a creature in the Character group");
    expect(character).toContain("A character carries a quarter of it without penalty.");
    expect(character).not.toContain("this creature");
  });

  it("create buttons read naturally", () => {
    const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, [], localize))));
    expect(html).toContain('aria-label="Add Armour"');
    expect(html).not.toContain("Add a ");
  });
});

describe("item sheet: in hand needs equipped", () => {
  const submit = (form: Record<string, unknown>, current: { equipped: boolean; inHand: boolean }) => {
    const copy = { ...form };
    coupleWeaponFlags(copy, current);
    return copy;
  };

  it("ticking in hand also equips", () => {
    expect(submit({ "system.equipped": false, "system.inHand": true }, { equipped: false, inHand: false })).toMatchObject({ "system.equipped": true, "system.inHand": true });
  });

  it("unticking equipped also leaves the hand", () => {
    expect(submit({ "system.equipped": false, "system.inHand": true }, { equipped: true, inHand: true })).toMatchObject({ "system.equipped": false, "system.inHand": false });
  });

  it("an inconsistent stored pair is repaired on the next submission; consistent ones pass unchanged", () => {
    expect(submit({ "system.equipped": false, "system.inHand": true }, { equipped: false, inHand: true })).toMatchObject({ "system.inHand": false });
    const fine = { "system.equipped": true, "system.inHand": false, name: "Axe" };
    expect(submit(fine, { equipped: true, inHand: false })).toEqual(fine);
    expect(submit({ name: "Axe" }, { equipped: false, inHand: false })).toEqual({ name: "Axe" });
  });
});
