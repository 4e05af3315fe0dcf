import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, type PartSpec } from "./parts";
import { GRYF, MULE, sampleActorInput } from "./samples";
import type { SheetItem } from "./context/inventory";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
const it_ = (id: string, type: string, name: string, system: Record<string, unknown>): SheetItem => ({ id, name, img: "", type, system: { quantity: 1, standardKit: false, container: "", ...system } });

const PACKED: readonly SheetItem[] = [
  it_("pack", "container", "Backpack", { weight: 2, capacity: 10, carried: true, wheeled: false }),
  it_("rope", "gear", "Rope", { weight: 5, container: "pack" }),
  it_("gold", "gear", "Gold", { weight: 6, container: "pack" }),
  it_("axe", "weapon", "Axe", { weight: 7, initiativeModifier: 1 }),
];

describe("inventory: containers nested, purse and total weight", () => {
  const gryf = (editable = true, items = PACKED) => sampleActorInput("character", "Gryf", { ...GRYF, coins: 37 }, items, localize, { editable });

  it("lists contents under their container, not in their type's section, with the warning when over capacity", () => {
    const ctx = buildCharacterContext(gryf());
    const gear = ctx.inventory.carried.find((s) => s.type === "gear");
    expect(gear?.items).toEqual([]);
    const pack = ctx.inventory.carried.find((s) => s.type === "container")?.items[0];
    expect(pack?.holds?.rows.map((r) => r.name)).toEqual(["Gold", "Rope"]);
    expect(pack?.holds?.over).toBe(true);
    expect(pack?.holds?.rows.every((r) => r.takeOutLabel !== null)).toBe(true);
    const html = render(CHARACTER_PARTS, sheetRenderContext(ctx));
    expect(html).toMatch(/data-container-id="pack"/);
    expect(html).toContain('data-action="takeOutItem"');
    expect(html).toContain('role="alert"');
    // Total: 2 + 5 + 6 + 7 = 20 lb, all counted.
    expect(/data-value="total-weight">([^<]*)</.exec(html)?.[1]).toContain("20");
  });

  it("shows the purse as the coins input on the inventory", () => {
    const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf())));
    expect(html).toMatch(/<input type="number" name="system.coins" value="37"/);
  });

  it("read-only: take out and the purse are disabled", () => {
    const html = render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf(false))));
    expect(html).toMatch(/data-action="takeOutItem"[^>]*disabled/);
    expect(html).toMatch(/name="system.coins"[^>]*disabled/);
  });

  it("a creature chooses the wagon it tows among its wheeled containers", () => {
    const items = [it_("wagon", "container", "Wagon", { weight: 400, capacity: 1500, carried: true, wheeled: true }), it_("pack", "container", "Backpack", { weight: 2, capacity: null, carried: true, wheeled: false })];
    const input = sampleActorInput("creature", "Mule", { ...MULE, encumbrance: { ...MULE.encumbrance, tows: "wagon" } }, items, localize);
    const ctx = buildCreatureContext(input);
    expect(ctx.details.tows.options.map((o) => [o.value, o.selected])).toEqual([["", false], ["wagon", true]]);
    expect(input.derived.encumbrance.towing).toBe(true);
    const html = render(CREATURE_PARTS, sheetRenderContext(ctx));
    expect(html).toMatch(/<select name="system.encumbrance.tows"/);
    expect(ctx.carrying.purse).toBeNull();
  });
});
