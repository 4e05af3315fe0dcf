/**
 * Browser test of the ruler under A5E movement modes (VARIANTS.md §6.5, row 39) on the preview page
 * written by `npm run preview` (tools/preview/modes.preview.ts): the label of a phase that mixes
 * speeds, of a spent swim (GA-M4) and of a burrow without the speed (GA-M5) each fit 280 px with
 * nothing overflowing, show no language key (Foundry shows a missing one as the key), and say what
 * the rules decided.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, sidewaysOverflow } from "./preview-checks";

const suite = useSuiteBrowser();
const PARTS = "[data-part]";

describe("the movement modes ruler at 280 px", () => {
  it("every label is 280 px wide and nothing in it leaves its box", async () => {
    const page = await openPreview(suite.context(), "modes");
    try {
      const parts = await page.locator(PARTS).evaluateAll((els) => els.map((e) => e.getAttribute("data-part")));
      expect(parts).toEqual(["mixed", "spent", "burrow"]);
      const widths = await page.locator(".er-preview-label").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(widths).toEqual([CHAT_COLUMN_WIDTH, CHAT_COLUMN_WIDTH, CHAT_COLUMN_WIDTH]);
      const overflow = await sidewaysOverflow(page, PARTS);
      expect(overflow).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await screenshot(page, "modes");
    } finally {
      await page.close();
    }
  });

  it("no label shows a language key, and each says what the rules decided", async () => {
    const page = await openPreview(suite.context(), "modes");
    try {
      const text = await page.locator("body").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      const part = async (p: string) => (await page.locator(`[data-part="${p}"]`).innerText()).replace(/\s+/g, " ");
      const within = await page.locator(PARTS).evaluateAll((els) => els.map((e) => e.getAttribute("data-within")));
      expect(within).toEqual(["true", "false", "false"]);
      // Walk 1 and swim 2 at swim 12: 4 − 3 = 1 hex of swimming left (004:L25).
      expect(await part("mixed")).toContain("1 of 4 hexes left in phase 1");
      expect(await part("mixed")).toContain("speeds switched");
      expect(await part("spent")).toContain("no swimming left");
      expect(await part("burrow")).toContain("needs a burrow speed");
    } finally {
      await page.close();
    }
  });
});
