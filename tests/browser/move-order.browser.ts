/**
 * Browser test of the phase's move order in the tracker (VARIANTS.md §13.3 row 7) on the preview
 * page written by `npm run preview` (tools/preview/move-order.preview.ts): at 280 px the current
 * phase's row numbers its movers, names who moves now and marks who has moved, for the GM (a hidden
 * lurker moves now) and a player (its tracker built without the lurker: Ysolde moves now; Elda, knocked down, has lost the phase and is not waited for); nothing
 * leaves its box, no language key shows, and nothing of the hidden combatant reaches the player's.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, contrastFaults, sidewaysOverflow } from "./preview-checks";

const suite = useSuiteBrowser();
const PARTS = "[data-part]";
const row = (viewer: string) => `[data-part="tracker"][data-viewer="${viewer}"] .er-phase-row.er-current`;

describe("the phase's move order in the tracker at 280 px", () => {
  it("both trackers are 280 px wide and nothing in them leaves its box", async () => {
    const page = await openPreview(suite.context(), "move-order");
    try {
      const widths = await page.locator(PARTS).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(widths).toEqual([CHAT_COLUMN_WIDTH, CHAT_COLUMN_WIDTH]);
      expect(await sidewaysOverflow(page, PARTS)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await screenshot(page, "move-order");
    } finally {
      await page.close();
    }
  });

  it("the GM's row waits for the hidden lurker; the player's neither names nor counts it, and Ysolde moves now", async () => {
    const page = await openPreview(suite.context(), "move-order");
    try {
      const text = await page.locator("body").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      // Each mover in order, numbered by the row's counter (Oswin, unconscious, is in no order and not numbered).
      const marks = (viewer: string) => page.locator(`${row(viewer)} .er-phase-entry`).evaluateAll((els) => els.map((e) => `${getComputedStyle(e, "::before").content.includes("counter(er-move)") ? "#" : "-"} ${e.querySelector(".er-name")?.textContent} ${e.getAttribute("data-move") ?? ""}`.trim()));
      expect(await marks("gm")).toEqual(["# Lurker in the Reeds of the Long-Named Marsh now", "# Brakka moved", "- Elda", "# Ysolde later", "# Goblin B later", "# Goblin A later", "- Oswin"]);
      expect(await marks("player")).toEqual(["# Brakka moved", "- Elda", "# Ysolde now", "# Goblin B later", "# Goblin A later", "- Oswin"]);
      expect(await page.locator(`${row("gm")} .er-moves-now-label`).innerText()).toBe("Lurker in the Reeds of the Long-Named Marsh moves now");
      expect(await page.locator(`${row("player")} .er-moves-now-label`).innerText()).toBe("Ysolde moves now");
      // The visible "Moved" mark; the "now" and "later" words are there for screen readers only.
      expect(await page.locator(`${row("player")} [data-move="moved"] .er-move-mark`).isVisible()).toBe(true);
      const player = page.locator('[data-part="tracker"][data-viewer="player"]');
      const html = await player.evaluate((e) => e.outerHTML);
      expect(html.toLowerCase()).not.toContain("lurker");
      expect(await player.locator('.er-move-tag[data-move="now"]').count()).toBe(1);
      expect(await player.locator('[data-combatant-id="ysolde"].er-moves-now').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it("the marks reach WCAG AA contrast (4.5:1) in the light and the dark theme", async () => {
    const page = await openPreview(suite.context(), "move-order");
    try {
      const shown = ".er-moves-now-label, .er-phase-entry[data-move] .er-name, .er-phase-entry[data-move=\"moved\"] .er-move-mark, .er-move-tag";
      expect(await page.locator(shown).count()).toBeGreaterThan(10);
      expect(await contrastFaults(page, shown)).toEqual([]);
      await page.evaluate(() => document.body.classList.replace("theme-light", "theme-dark"));
      expect(await contrastFaults(page, shown)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
