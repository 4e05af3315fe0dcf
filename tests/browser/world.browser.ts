/**
 * Browser test of the World's turn (VARIANTS.md §6.9, row 43) on the preview page written by
 * `npm run preview` (tools/preview/world.preview.ts): the tracker's World entry heads second 1,
 * above its movement phase row, for the GM and a player; the round card shows the recharge d6;
 * everything fits 280 px, no language key shows, and the player's tracker holds no hidden action
 * and no use button.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, sidewaysOverflow } from "./preview-checks";

const suite = useSuiteBrowser();
const PARTS = "[data-part]";

describe("the World's turn at 280 px", () => {
  it("every part is 280 px wide and nothing in it leaves its box", async () => {
    const page = await openPreview(suite.context(), "world");
    try {
      const widths = await page.locator(PARTS).evaluateAll((els) => els.filter((e) => e.id === "combat" || e.closest("#chat") === null).map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(widths.length).toBe(2);
      for (const w of widths) expect(w).toBe(CHAT_COLUMN_WIDTH);
      expect(Math.round(await page.locator("#chat").evaluate((e) => e.getBoundingClientRect().width))).toBe(CHAT_COLUMN_WIDTH);
      // The shared check (preview-checks.ts): nothing drawn past its part's edge, nothing scrolling sideways.
      const overflow = await sidewaysOverflow(page, PARTS);
      expect(overflow).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await screenshot(page, "world");
    } finally {
      await page.close();
    }
  });

  it("the World heads second 1, the d6 shows, no key shows, and a player sees no hidden action", async () => {
    const page = await openPreview(suite.context(), "world");
    try {
      const text = await page.locator("body").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      for (const viewer of ["gm", "player"]) {
        const order = await page.locator(`[data-part="tracker"][data-viewer="${viewer}"] .er-tracker > li`).evaluateAll((els) => els.map((e) => (e.hasAttribute("data-er-world") ? "world" : e.classList.contains("er-phase-row") ? `phase@${e.getAttribute("data-second")}` : e.className)));
        const world = order.indexOf("world");
        expect(world, viewer).toBeGreaterThanOrEqual(0);
        expect(world, viewer).toBeLessThan(order.indexOf("phase@1"));
      }
      const gm = (await page.locator('[data-part="tracker"][data-viewer="gm"] [data-er-world]').innerText()).replace(/\s+/g, " ");
      expect(gm).toContain("Leeches");
      expect(gm).toContain("Recharge 4–6");
      expect(await page.locator('[data-part="tracker"][data-viewer="gm"] [data-er-world] button[data-control="use"]').count()).toBe(2);
      const player = page.locator('[data-part="tracker"][data-viewer="player"] [data-er-world]');
      expect(await player.innerText()).not.toContain("Leeches");
      expect(await player.evaluate((e) => e.outerHTML)).not.toContain("leech");
      expect(await player.locator("button").count()).toBe(0);
      const card = (await page.locator('[data-part="round-card"][data-viewer="player"]').innerText()).replace(/\s+/g, " ");
      expect(card).toContain("d6 4 against 4: regained");
      expect(await page.locator('[data-part="round-card"][data-viewer="player"] [data-d6]').getAttribute("data-d6")).toBe("4");
    } finally {
      await page.close();
    }
  });
});
