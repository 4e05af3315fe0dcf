/**
 * Browser test of a 13th Age fight's messages (VARIANTS.md §13.3 rows 7, 8, 9) on the preview page
 * written by `npm run preview` (tools/preview/fight-a13.preview.ts): the save-ends card, the
 * opportunity attack card with its hampered and confused reminder lines, the falling card with its
 * Undo, the ruler's engagement lines and the grabbed refusal each fit 280 px with nothing overflowing, and none shows a language key (Foundry shows a missing
 * one as the key).
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, sidewaysOverflow } from "./preview-checks";

const suite = useSuiteBrowser();
const PARTS = "[data-part]";

describe("a 13th Age fight at 280 px", () => {
  it("every part is 280 px wide and nothing in it leaves its box", async () => {
    const page = await openPreview(suite.context(), "fight-a13");
    try {
      const parts = await page.locator(PARTS).evaluateAll((els) => els.map((e) => `${e.getAttribute("data-part")}/${e.getAttribute("data-viewer") ?? ""}`));
      for (const part of ["save-ends/", "opportunity/gm", "opportunity/player", "ruler/gm", "ruler/player", "refusal/", "fall/"]) expect(parts, part).toContain(part);
      const widths = await page.locator(`#chat, .er-preview-label, #notifications`).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      expect(widths.length).toBe(4);
      for (const w of widths) expect(w).toBe(CHAT_COLUMN_WIDTH);
      const overflow = await sidewaysOverflow(page, PARTS);
      expect(overflow).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await screenshot(page, "fight-a13");
    } finally {
      await page.close();
    }
  });

  it("no part shows a language key, and each says what the rules decided", async () => {
    const page = await openPreview(suite.context(), "fight-a13");
    try {
      const text = await page.locator("body").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      const part = async (p: string, viewer?: string) => (await page.locator(`[data-part="${p}"]${viewer ? `[data-viewer="${viewer}"]` : ""}`).first().innerText()).replace(/\s+/g, " ");
      const save = await part("save-ends");
      expect(save).toContain("round 2, second 14");
      expect(save).toMatch(/3 ongoing damage, then save 20 against 11\+: saved/);
      expect(save).toMatch(/save 9 against 16\+: failed/);
      expect(await part("opportunity", "gm")).toContain("Lands at round 2, second 6");
      expect(await part("opportunity", "gm")).toMatch(/vs AC 15/);
      expect(await part("opportunity", "player")).not.toMatch(/\bvs\b/);
      // Two able orcs are drawn; the stunned one is not (the rules' leaveProvocations).
      expect(await page.locator('[data-part="ruler"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-drawn")))).toEqual(["2", "2"]);
      const gm = await part("ruler", "gm");
      expect(gm).toContain("Leaves 2 engaged foe(s)");
      expect(gm).toContain("Orc B");
      expect(gm).not.toContain("Orc C");
      expect(gm).toContain("May be intercepted by Ogre");
      const player = await part("ruler", "player");
      expect(player).not.toContain("Orc");
      expect(player).not.toContain("Ogre");
      expect(player).toContain("Leaves 2 engaged foe(s): each makes an opportunity attack");
      expect(await part("refusal")).toContain("is grabbed and cannot make a ranged attack");
      // The reminders are lines on the card, for the GM and the player alike; no notification.
      for (const viewer of ["gm", "player"]) {
        const card = await part("opportunity", viewer);
        expect(card).toContain("Hampered: only basic attacks.");
        expect(card).toContain("Confused: no opportunity attacks or limited powers");
      }
      expect(await page.locator('[data-part="note"]').count()).toBe(0);
      expect(await part("save-ends")).toContain("Undo");
      const fall = await part("fall");
      expect(fall).toMatch(/falls 25 ft: 2d6 = 7 damage/);
      expect(fall).toContain("Undo");
      expect(fall).not.toContain("Apply damage");
    } finally {
      await page.close();
    }
  });
});
