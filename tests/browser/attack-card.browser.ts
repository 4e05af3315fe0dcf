/**
 * Browser test of the attack card (RESOLUTION.md §7.1, §7.2) on the preview page written by
 * `npm run preview` (tools/preview/attack-card.preview.ts): every card fits the 280 px chat column
 * with nothing overflowing, and a player's card shows no defence number and no hidden row.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";

const suite = useSuiteBrowser();

describe("the attack card in the chat column", () => {
  it("fits 280 px under every model, for the GM and the player", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      const cards = page.locator("li.chat-message .er-attack-card");
      expect(await cards.count()).toBe(8);
      const overflow = await cards.evaluateAll((els) =>
        els.flatMap((card) => {
          const box = card.getBoundingClientRect();
          const wide = [card, ...card.querySelectorAll("*")].filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > box.right + 1);
          return wide.map((el) => `${card.closest("li")?.getAttribute("data-model")}: ${el.className || el.tagName}`);
        }),
      );
      expect(overflow).toEqual([]);
      await screenshot(page, "chat-attack-card");
    } finally {
      await page.close();
    }
  });

  it("R11 a player's card shows no defence number and no row of a target hidden at roll time; the GM's shows both", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      const text = (viewer: string) => page.locator(`li[data-viewer="${viewer}"]`).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join("\n"));
      const player = await text("player");
      expect(player).not.toMatch(/\bvs\b/);
      expect(player).not.toMatch(/\bAC\b/);
      expect(player).not.toContain("Lurker");
      expect(player).toMatch(/1 unseen target/);
      const gm = await text("gm");
      expect(gm).toMatch(/vs AC 15/);
      expect(gm).toContain("Lurker");
    } finally {
      await page.close();
    }
  });
});
