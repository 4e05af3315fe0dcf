/**
 * Layout details a GM sees at once (first-hour round 2, C4): the condition chips on the Effects tab
 * read from the left, and an item's on/off marks sit together on one row (the weapon's Equipped and
 * In hand side by side, not one top right and the other on the next row).
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview } from "./preview-pages";

const CLICK = { timeout: 2000 } as const;
const suite = useSuiteBrowser();

describe("layout details", () => {
  it("the Effects tab's condition chips start at the left edge of their row", async () => {
    const page = await openPreview(suite.context(), "character");
    try {
      await page.click('form.actor nav [data-action="tab"][data-tab="effects"]', CLICK);
      const gap = await page.$eval(".er-condition-toggles .er-item-toggles", (row) => {
        const first = row.querySelector("button")!.getBoundingClientRect();
        return first.left - row.getBoundingClientRect().left;
      });
      expect(gap).toBeLessThan(2);
    } finally {
      await page.close();
    }
  });

  it("the weapon sheet's Equipped, In hand and Two-handed sit on one row, Equipped first at the left", async () => {
    const page = await openPreview(suite.context(), "item-weapon");
    try {
      const boxes = await page.$$eval("form.application.item .er-check", (labels) =>
        labels.map((l) => ({ name: l.querySelector("input")!.name, top: Math.round(l.getBoundingClientRect().top), left: l.getBoundingClientRect().left })),
      );
      const at = (name: string) => boxes.find((b) => b.name === `system.${name}`)!;
      expect(at("equipped").top).toBe(at("inHand").top);
      expect(at("inHand").top).toBe(at("twoHanded").top);
      expect(at("equipped").left).toBeLessThan(at("inHand").left);
      const gridLeft = await page.$eval("form.application.item .er-field-grid", (g) => g.getBoundingClientRect().left);
      expect(Math.abs(at("equipped").left - gridLeft)).toBeLessThan(2);
    } finally {
      await page.close();
    }
  });
});
