/**
 * Browser test of the attack card (RESOLUTION.md §7.1, §7.2) on the preview page written by
 * `npm run preview` (tools/preview/attack-card.preview.ts): every card fits the 280 px chat column
 * with nothing overflowing, and a player's card shows no defence number and no hidden row.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { contrastFaults } from "./preview-checks";

const suite = useSuiteBrowser();

describe("the attack card in the chat column", () => {
  it("fits 280 px under every model, for the GM and the player", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      const cards = page.locator("li.chat-message .er-attack-card");
      // Every model's card, once for the GM and once for the player.
      const shown = await page.locator("li.chat-message").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-model")}/${e.getAttribute("data-viewer")}`));
      for (const model of ["book", "a13", "ose", "osr", "a5e"]) for (const who of ["gm", "player"]) expect(shown, `${model}/${who}`).toContain(`${model}/${who}`);
      expect(await cards.count()).toBe(shown.length);
      expect(await page.locator("#chat").evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(280);
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
      // "hits AC 2" is the roll's own result (OSE), not the target's defence; any other AC is.
      expect(player.replace(/hits (?:AC \d+|any AC|no AC)/g, "")).not.toMatch(/\bAC\b/);
      expect(player).not.toContain("Lurker");
      expect(player).toMatch(/1 unseen target/);
      // The AC the attacker's roll hits (OSE) is the attacker's own result, shown to every viewer.
      for (const viewer of ["gm", "player"]) expect(await page.locator(`li[data-model="ose"][data-viewer="${viewer}"]`).innerText(), viewer).toContain("hits AC 2");
      const gm = await text("gm");
      expect(gm).toMatch(/vs AC 15/);
      expect(gm).toContain("Lurker");
      // Per model: no defence element on any player card, one on every GM card with a target row.
      const defences = (viewer: string) => page.locator(`li[data-viewer="${viewer}"]`).evaluateAll((els) => els.map((e) => [e.getAttribute("data-model"), e.querySelectorAll(".er-attack-defence").length] as const));
      for (const [model, n] of await defences("player")) expect(n, `player ${model}`).toBe(0);
      const gmDefences = await defences("gm");
      expect(gmDefences.map(([m]) => m)).toEqual(["book", "a13", "ose", "osr", "a5e"]);
      for (const [model, n] of gmDefences) expect(n, `gm ${model}`).toBeGreaterThan(0);
      // The numbers themselves: each target's defence (Bandit 13, Ogre 17) is on the GM's A5E card, on no player's.
      const a5e = (viewer: string) => page.locator(`li[data-model="a5e"][data-viewer="${viewer}"] .er-attack-rows`).innerText();
      expect(await a5e("gm")).toMatch(/vs AC 13[\s\S]*vs AC 17/);
      expect(await a5e("player")).not.toMatch(/\b1[37]\b/);
    } finally {
      await page.close();
    }
  });

  it("R18 no card shows a language key (Foundry shows a missing one as the key) and each part prints once", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      const text = await page.locator("#chat").innerText();
      expect(text.match(/\bER\.[\w.]+/g) ?? []).toEqual([]);
      // 13A: the attacker's parts in the header, never again on the rows.
      const a13 = await page.locator('li[data-model="a13"][data-viewer="gm"]').innerText();
      expect(a13.split("Level +2").length - 1).toBe(1);
      expect(a13).toContain("STR +3");
      expect(a13).toContain("Escalation die +2");
      // The stamp reads as words, not a clock time.
      expect(text).toContain("Lands at round 2, second 13");
      expect(text).not.toMatch(/\b2:13\b/);
    } finally {
      await page.close();
    }
  });

  it("RO-2 the OSE card speaks one AC scale: descending with the ascending in brackets, 'hits AC' within −3…9, 'Attack fails' on a natural 1", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      const gm = await page.locator('li[data-model="ose"][data-viewer="gm"]').innerText();
      expect(gm).toMatch(/vs AC 4 \[15\]/);
      // At least one "hits AC", so the range check below checks something.
      const acs = [...gm.matchAll(/hits AC (−?-?\d+)/g)].map(([, ac]) => Number(ac!.replace("−", "-")));
      expect(acs.length).toBeGreaterThan(0);
      for (const ac of acs) expect(ac <= 9 && ac >= -3, String(ac)).toBe(true);
      expect(gm).toContain("Attack fails");
      expect(gm).toContain("automatic hit");
    } finally {
      await page.close();
    }
  });

  it("dark theme: the outcome badges reach WCAG AA contrast (4.5:1); the light theme too", async () => {
    const page = await openPreview(suite.context(), "chat-attack-card");
    try {
      expect(await contrastFaults(page, ".er-attack-card .er-outcome")).toEqual([]);
      await page.evaluate(() => document.body.classList.replace("theme-light", "theme-dark"));
      expect(await contrastFaults(page, ".er-attack-card .er-outcome")).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("R12 the save card says what each row must meet: the DC under the book, each target's own number under OSE; readable in both themes", async () => {
    const page = await openPreview(suite.context(), "chat-save-card");
    try {
      const card = (model: string) => page.locator(`li[data-model="${model}"]`).innerText();
      const book = (await card("book")).replace(/\s+/g, " ");
      expect(book).toContain("Save (plain d20) against 12");
      expect(book).toMatch(/needs 12/);
      const ose = (await card("ose")).replace(/\s+/g, " ");
      expect(ose).toContain("against each target's own save number");
      expect(ose).not.toMatch(/\b12\b/);
      // A normal human's breath save (003:L189–L196): 17; the 14 fails against it, the 18 saves.
      expect(ose).toMatch(/total 14 \(d20 14\) needs 17/);
      expect(await page.locator("#chat").innerText()).not.toMatch(/\bER\.[\w.]+/);
      for (const theme of ["theme-light", "theme-dark"]) {
        await page.evaluate((t) => { document.body.className = t; }, theme);
        expect(await contrastFaults(page, ".er-save-card .er-outcome"), theme).toEqual([]);
      }
      await screenshot(page, "chat-save-card");
    } finally {
      await page.close();
    }
  });
});
