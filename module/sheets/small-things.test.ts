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

describe("small things a GM notices", () => {
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

describe("inventory rows: quantities and roll buttons", () => {
  const items: SheetItem[] = [
    { id: "itemDagger000001", name: "Dagger", img: "", type: "weapon", system: { weight: 1, quantity: 3, damage: "1d4" } },
    { id: "itemClimb0000001", name: "Climb", img: "", type: "skill", system: { identifier: "climb", rating: 4, formula: "1d20 + @rating" } },
    { id: "itemSpark0000001", name: "Spark", img: "", type: "spell", system: { castingSeconds: 2, damage: "", formula: "1d6" } },
  ];
  const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, items, localize))));
  const row = (id: string) => new RegExp(`data-item-id="${id}"[\\s\\S]*?</li>`).exec(html)?.[0] ?? "";

  it("a weapon stack edits its quantity in place; skills do not", () => {
    expect(row("itemDagger000001")).toMatch(/data-item-quantity min="0" step="1" value="3"/);
    expect(row("itemClimb0000001")).not.toContain("data-item-quantity");
  });

  it("items with a formula get a roll button; an empty damage formula none", () => {
    // A weapon's roll is its damage, and says so beside the Attack button; a skill's is a plain roll.
    expect(row("itemDagger000001")).toContain('data-action="rollItem" aria-label="Roll Dagger&#x27;s damage"');
    expect(row("itemDagger000001")).toMatch(/data-action="rollItem"[^>]*>[^]*?<span class="er-control-text">Damage<\/span><\/button>/);
    expect(row("itemClimb0000001")).toContain('data-action="rollItem" aria-label="Roll Climb"');
    expect(row("itemClimb0000001")).toContain('<span class="er-control-text">Roll</span>');
    expect(row("itemSpark0000001")).not.toContain('data-action="rollItem"');
  });

  it("read-only sheets roll nothing", () => {
    const ro = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, items, localize, { editable: false }))));
    expect(ro).not.toContain('data-action="rollItem"');
  });
});
