/**
 * Browser test of the character sheet under OSE detailed encumbrance: what a user
 * sees on the preview page written by `npm run preview` (tools/preview/variants-encumbrance.preview.ts):
 * the model's badge and fields displayed, the ER-only parts absent, the current tier highlighted,
 * the coins input usable. The page's overflow in both themes is checked with every other page in
 * pages.browser.ts.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";

const suite = useSuiteBrowser();

describe("character sheet under OSE detailed encumbrance", () => {
  it("shows the coins, the weight in coins and the tier table with the current tier highlighted; no ER steps or STR", async () => {
    const page = await openPreview(suite.context(), "character-ose-detailed");
    try {
      const panel = page.locator('form.actor section.er-encumbrance[data-encumbrance-model="oseDetailed"]');
      expect(await panel.isVisible()).toBe(true);
      expect((await panel.locator('[data-badge="model"]').innerText()).trim()).toBe("OSE detailed");
      expect((await panel.locator('[data-value="coin-weight"]').innerText()).trim()).toBe("510 coins of weight");
      expect((await panel.locator('[data-value="variant-speed"]').innerText()).trim()).toBe("12 → 9 hexes a round");
      // Only the model's input and the travel hours; no STR, no ER step table, no loads bar.
      const names = await panel.locator("input[name], select[name]").evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
      expect(names).toEqual(["system.coins", "system.march.travelHours"]);
      expect(await panel.locator("table.er-steps:not(.er-tiers)").count()).toBe(0);
      expect(await panel.locator('[data-badge="overloaded"], [data-badge="immobile"]').count()).toBe(0);
      // The current tier row is visibly highlighted: a background other than the other rows'.
      const rows = panel.locator("table.er-tiers tbody tr");
      expect(await rows.count()).toBe(5);
      const current = panel.locator('table.er-tiers tr[aria-current="true"]');
      expect((await current.innerText()).replace(/\s+/g, " ").trim()).toBe("Up to 600 coins 9 hexes");
      const bg = (i: number) => rows.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await bg(1)).not.toBe(await bg(0));
      expect(await current.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("700");
      // The main tab is displayed and the coins input is enabled and takes typing (the sheet is editable).
      const coins = panel.locator('input[name="system.coins"]');
      expect(await coins.isEnabled()).toBe(true);
      await coins.fill("420");
      expect(await coins.inputValue()).toBe("420");
      await screenshot(page, "character-ose-detailed-encumbrance");
    } finally {
      await page.close();
    }
  });
});
