/**
 * Browser test of mounted combat (VARIANTS.md §13.3 row 41) on the preview page written by
 * `npm run preview` (tools/preview/mounted.preview.ts): the tracker's mount commands, the attack
 * card with the rider's half cover, the horse's ruler label and the refusals each fit 280 px with
 * nothing overflowing, and none shows a language key (Foundry shows a missing one as the key).
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, sidewaysOverflow } from "./preview-checks";

const suite = useSuiteBrowser();
const PARTS = "[data-part]";

describe("mounted combat at 280 px", () => {
  it("every part is 280 px wide and nothing in it leaves its box", async () => {
    const page = await openPreview(suite.context(), "mounted");
    try {
      const parts = await page.locator(PARTS).evaluateAll((els) => els.map((e) => e.getAttribute("data-part")));
      for (const part of ["command", "card", "ruler", "refusal", "rider-move"]) expect(parts, part).toContain(part);
      const widths = await page.locator("#context-menu, #chat, .er-preview-label, #notifications").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(widths.length).toBe(4);
      for (const w of widths) expect(w).toBe(CHAT_COLUMN_WIDTH);
      const overflow = await sidewaysOverflow(page, PARTS);
      expect(overflow).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await screenshot(page, "mounted");
    } finally {
      await page.close();
    }
  });

  it("no part shows a language key, and each says what the rules decided", async () => {
    const page = await openPreview(suite.context(), "mounted");
    try {
      const text = await page.locator("body").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      expect(text).not.toContain("{");
      const commands = await page.locator('[data-part="command"]').allInnerTexts();
      expect(commands.map((c) => c.trim())).toEqual(["Mount (½ round)", "Dismount (½ round)"]);
      // The rider's half cover is the row's cover, selected on the GM's control.
      expect(await page.locator('[data-part="card"] select[data-er-cover]').inputValue()).toBe("half");
      // The horse's phase 2 lost the share its rider's mount took (GA-R1: 2 of 3).
      expect(Number(await page.locator('[data-part="ruler"]').getAttribute("data-offset"))).toBeGreaterThan(0);
      expect(await page.locator('[data-part="rider-move"]').innerText()).toContain("moves with its mount");
    } finally {
      await page.close();
    }
  });
});
