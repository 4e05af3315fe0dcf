/**
 * The combat screens at a chat column's width (about 280 px in Foundry's sidebar): the round card
 * must fit without sideways overflow and keep every row's "Acts at" in view, and the preview's card
 * and tracker must describe the same fight (one fixture, tests/combat/fixture.ts).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useSuiteBrowser } from "./suite-browser";
import { SCREENSHOT_DIR, openPreview, screenshot } from "./preview-pages";
import { contrastFaults } from "./preview-checks";
import { MODEL_PAGES } from "../combat/initiative-models-fixture";
import { localize } from "../support/handlebars";

const suite = useSuiteBrowser();

/** The chat column the previews put the card in. */
const CHAT_WIDTH = 280;

interface CardFit {
  frameWidth: number;
  scrollsSideways: boolean;
  outside: string[];
  rows: Array<{ name: string; label: string; value: string; visible: boolean }>;
}

/** How the round card sits in its chat frame, as a user sees it (boxes and computed styles). */
function cardFit(page: Page): Promise<CardFit> {
  return page.$eval(".chat-message .er-round-card", (card) => {
    const frame = card.closest(".chat-message")!.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.display === "none" || cs.visibility === "hidden") return false;
      }
      return true;
    };
    const inside = (r: DOMRect) => r.left >= Math.max(box.left, frame.left) - 0.5 && r.right <= Math.min(box.right, frame.right) + 0.5;
    const outside = [...card.querySelectorAll("*")].filter((el) => shown(el) && !inside(el.getBoundingClientRect())).map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`);
    const rows = [...card.querySelectorAll(".er-card-row")].map((row) => {
      const acts = row.querySelector(".er-card-acts");
      const label = row.querySelector(".er-card-acts-label") as HTMLElement | null;
      const value = row.querySelector(".er-card-acts-value") as HTMLElement | null;
      return {
        name: (row.querySelector(".er-card-name") as HTMLElement | null)?.innerText.trim() ?? "",
        label: label?.innerText.trim() ?? "",
        value: value?.innerText.trim() ?? "",
        visible: acts !== null && label !== null && value !== null && shown(label) && shown(value) && inside(label.getBoundingClientRect()) && inside(value.getBoundingClientRect()),
      };
    });
    return { frameWidth: frame.width, scrollsSideways: card.scrollWidth > card.clientWidth + 1 || card.parentElement!.scrollWidth > card.parentElement!.clientWidth + 1, outside, rows };
  });
}

describe("the round card in a 280 px chat column", () => {
  it.each(["combat-tracker", ...MODEL_PAGES.map((m) => `initiative-${m}`)])("%s: no sideways overflow, and every row's Acts at is visible", async (name) => {
    const page = await openPreview(suite.context(), name);
    try {
      for (const theme of ["light", "dark"]) {
        if (theme === "dark") await page.click(".preview-theme-toggle");
        const fit = await cardFit(page);
        expect(fit.frameWidth).toBe(CHAT_WIDTH);
        expect(fit.scrollsSideways).toBe(false);
        expect(fit.outside).toEqual([]);
        expect(fit.rows.length).toBeGreaterThan(0);
        for (const row of fit.rows) {
          expect(row, `${row.name} (${theme})`).toMatchObject({ label: localize("ER.Combat.Card.Second"), visible: true });
          expect(row.value).not.toBe("");
        }
        await page.locator(".chat-message").scrollIntoViewIfNeeded();
        await screenshot(page, `${name}-card-280-${theme}`);
      }
    } finally {
      await page.close();
    }
  });

  it("the combat preview's card and tracker show the same fight: each card row acts at the tracker's second", async () => {
    const page = await openPreview(suite.context(), "combat-tracker");
    try {
      const fit = await cardFit(page);
      const tracker = await page.$$eval(".er-tracker .combatant", (rows) =>
        Object.fromEntries(rows.map((r) => [(r.querySelector(".name") as HTMLElement).innerText.trim(), (r.querySelector(".er-second-value") as HTMLElement).innerText.trim()])),
      );
      expect(fit.rows.length).toBe(Object.keys(tracker).length);
      for (const row of fit.rows) expect(row.value, row.name).toBe(tracker[row.name]);
    } finally {
      await page.close();
    }
  });
});

describe("the initiative preview pages", () => {
  it.each(MODEL_PAGES)("%s: the page names the model by its localised name, never its internal id", async (model) => {
    const page = await openPreview(suite.context(), `initiative-${model}`);
    try {
      const name = localize(`ER.Variants.Initiative.Model.${model}`);
      const titles = [await page.title(), (await page.locator(".preview-window > header").innerText()).trim()];
      for (const title of titles) {
        expect(title).toContain(name);
        expect(title.split(/[\s:,]+/)).not.toContain(model);
      }
    } finally {
      await page.close();
    }
  });
});

describe("the combat tracker page", () => {
  it("shows the round and second once (the tracker's bar; the canvas marker is not stacked on it)", async () => {
    const page = await openPreview(suite.context(), "combat-tracker");
    try {
      const clock = localize("ER.Combat.Tracker.Clock", { round: 2, second: 6 });
      const text = await page.locator(".preview-window > section").innerText();
      expect(text.split(clock).length - 1).toBe(1);
    } finally {
      await page.close();
    }
  });

  it("a tracker row shows health, effect icons and a ping control, and a lost phase its reason", async () => {
    const page = await openPreview(suite.context(), "combat-tracker");
    try {
      const elda = page.locator('.er-tracker .combatant[data-combatant-id="elda"]');
      expect(await elda.locator("meter.er-health").isVisible()).toBe(true);
      expect((await elda.locator(".er-health-value").innerText()).trim()).toBe("4/10");
      expect(await elda.locator("img.er-effect").count()).toBe(1);
      expect(await elda.locator('[data-action="pingCombatant"]').count()).toBe(1);
      const lost = await page.$$eval(".er-tracker .er-phase-row.er-current .er-lost-label", (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
      expect(lost).toContain(localize("ER.Combat.Tracker.LostBecause", { reason: localize("ER.Condition.prone") }));
      await page.locator(".er-tracker").screenshot({ path: `${SCREENSHOT_DIR}/combat-tracker-rows.png` });
    } finally {
      await page.close();
    }
  });

  it("a lost phase's reason and the hexes reach WCAG AA contrast (4.5:1) in the light and the dark theme, past rows included", async () => {
    const page = await openPreview(suite.context(), "combat-tracker");
    try {
      const shown = ".er-tracker .er-phase-entry .er-hexes";
      expect(await page.locator(".er-tracker .er-lost-label").count()).toBeGreaterThan(0);
      expect(await contrastFaults(page, shown)).toEqual([]);
      await page.evaluate(() => document.body.classList.replace("theme-light", "theme-dark"));
      expect(await contrastFaults(page, shown)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
