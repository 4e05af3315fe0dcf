/**
 * VARIANTS.md §13.3 row 7 (001:L287): a spell's "close-quarters" mark. Stored as a boolean on the
 * spell (false when absent: it provokes), shown on the spell sheet as a localised checkbox, and a
 * non-boolean submission is refused with the stored value kept.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildItemContext } from "./context/item";
import { sheetRenderContext } from "./context/shared";
import { itemParts } from "./parts";
import { SAMPLE_ITEMS } from "./samples";
import { checkSubmission } from "./submit";
import { validateItemSystem } from "../items/spec";

const hbs = createHandlebars();
const spell = SAMPLE_ITEMS["spell"]!;

function render(system: Record<string, unknown>, editable = true): string {
  const ctx = sheetRenderContext(buildItemContext({ ...spell, system: { ...spell.system, ...system }, editable, localize }));
  return itemParts("spell").map((p) => renderTemplate(`templates/${p.template}`, ctx, hbs)).join("\n");
}
const box = (html: string) => /<input[^>]*name="system.closeQuarters"[^>]*>/.exec(html)?.[0] ?? null;

describe("the spell's close-quarters mark (§13.3 row 7)", () => {
  it("the sample spell is not close-quarters; the sheet shows an unchecked, localised checkbox", () => {
    expect((spell.system as { closeQuarters?: unknown }).closeQuarters).toBe(false);
    const html = render({});
    expect(box(html)).toMatch(/type="checkbox"/);
    expect(box(html)).not.toMatch(/checked/);
    expect(html).toContain(localize("ER.Item.FIELDS.closeQuarters.label"));
    expect(localize("ER.Item.FIELDS.closeQuarters.hint")).not.toBe("ER.Item.FIELDS.closeQuarters.hint");
  });

  it("a close-quarters spell shows it checked; a read-only sheet disables it", () => {
    expect(box(render({ closeQuarters: true }))).toMatch(/checked/);
    expect(box(render({ closeQuarters: true }, false))).toMatch(/disabled/);
  });

  it("only true or false is stored: anything else is refused", () => {
    expect(validateItemSystem("spell", { castingSeconds: 6, closeQuarters: true })).toEqual([]);
    expect(validateItemSystem("spell", { closeQuarters: "yes" }).map((p) => p.path)).toEqual(["closeQuarters"]);
    expect(checkSubmission("Item", "spell", { "system.closeQuarters": 1 }).problems.map((p) => p.path)).toEqual(["closeQuarters"]);
  });
});
