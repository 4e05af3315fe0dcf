/**
 * The preview pages as a GM would recognise them from Foundry: on every page, icon-only controls
 * show a Font Awesome glyph and have an accessible name, no image is broken, chat cards fit the
 * 280 px chat column, and each sheet fits its DEFAULT_OPTIONS size on every tab. The pages come
 * from `npm run preview` (Font Awesome Free, the layered core stand-in, `<multi-checkbox>` and the
 * placeholder portrait: tools/preview/page.ts, core-standin.*).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import { PREVIEW_DIR, openPreview, overflowReport, previewPages, screenshot, tabIds } from "./preview-pages";
import { CHAT_COLUMN_WIDTH, brokenImages, iconControlFaults, sheetDefaultSize, sidewaysOverflow } from "./preview-checks";

const CLICK = { timeout: 2000 } as const;
/** Large enough for a sheet at its full default size (760 × 800 and the page's margin). */
const suite = useSuiteBrowser({ viewport: { width: 1400, height: 1000 } });
const PAGES = previewPages();

describe("every preview page draws what Foundry draws", () => {
  it.each(PAGES)("%s: every icon-only control shows its glyph and has an accessible name", async (name) => {
    const page = await openPreview(suite.context(), name);
    try {
      expect(await iconControlFaults(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(PAGES)("%s: no image is broken", async (name) => {
    const page = await openPreview(suite.context(), name);
    try {
      expect(await brokenImages(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

const CHAT_PAGES = PAGES.filter((p) => /^(combat|initiative|chat)-/.test(p));

/**
 * Known layout faults, left to the round card's own work: each page here is not checked by the
 * test below but listed as a todo, and must be taken off this list when its card fits.
 */
const KNOWN_CHAT_OVERFLOW: Readonly<Record<string, string>> = {};

describe(`chat cards in the ${CHAT_COLUMN_WIDTH} px chat column`, () => {
  it("the pages with chat cards are found", () => {
    expect(CHAT_PAGES).toEqual(expect.arrayContaining(["combat-tracker", "chat-attack-card", "chat-cards"]));
  });

  for (const [name, fault] of Object.entries(KNOWN_CHAT_OVERFLOW)) it.todo(`${name}: ${fault}`);

  it.each(CHAT_PAGES.filter((p) => !(p in KNOWN_CHAT_OVERFLOW)))("%s: each card fits the column", async (name) => {
    const page = await openPreview(suite.context(), name);
    try {
      const cards = await page.$$eval(".chat-message", (els, width) => {
        for (const el of els as HTMLElement[]) Object.assign(el.style, { width: `${width}px`, maxWidth: `${width}px`, boxSizing: "border-box" });
        return els.length;
      }, CHAT_COLUMN_WIDTH);
      if (["combat-tracker", "chat-attack-card", "chat-cards"].includes(name)) expect(cards).toBeGreaterThan(0);
      const report = await sidewaysOverflow(page, ".chat-message");
      await screenshot(page, `${name}-chat-${CHAT_COLUMN_WIDTH}`);
      expect(report).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

const SHEET_PAGES = PAGES.filter((p) => /^(character|creature|item)(-|$)/.test(p));

describe("sheets at their default size", () => {
  it.each(SHEET_PAGES)("%s: every tab fits the window", async (name) => {
    const kind = name.startsWith("item") ? "item" : "actor";
    const size = sheetDefaultSize(kind === "item" ? "item-sheet.ts" : "actor-sheet.ts");
    const windowSelector = `form.application.${kind}`;
    const page = await openPreview(suite.context(), name);
    try {
      await page.$eval(windowSelector, (form, s) => Object.assign((form as HTMLElement).style, { width: `${s.width}px`, height: `${s.height}px`, maxWidth: "none" }), size);
      const box = await page.locator(windowSelector).boundingBox();
      expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual(size);
      for (const tab of await tabIds(page, windowSelector)) {
        await page.click(`${windowSelector} nav [data-action="tab"][data-tab="${tab}"]`, CLICK);
        expect({ tab, ...(await overflowReport(page)) }).toEqual({ tab, pageScrollsSideways: false, outside: [], tooTall: [], sideways: [] });
      }
    } finally {
      await page.close();
    }
  });
});

describe("the core stand-ins", () => {
  it("<multi-checkbox> shows one checkbox per option, the selected ones checked", async () => {
    // The lizard steed is native to the swamp: one option selected of several.
    const page = await openPreview(suite.context(), "creature-lizard");
    try {
      await page.click('form.actor nav [data-action="tab"][data-tab="details"]', CLICK);
      const boxes = await page.$$eval('multi-checkbox[name="system.nativeTerrains"] input[type="checkbox"]', (els) =>
        els.map((b) => ({ value: (b as HTMLInputElement).value, label: b.parentElement?.textContent?.trim() ?? "", checked: (b as HTMLInputElement).checked, visible: b.getBoundingClientRect().width > 0 })),
      );
      // The options as the template wrote them, read from the page's source.
      const source = /<multi-checkbox name="system\.nativeTerrains"[^>]*>([\s\S]*?)<\/multi-checkbox>/.exec(readFileSync(join(PREVIEW_DIR, "creature-lizard.html"), "utf8"))?.[1] ?? "";
      const options = [...source.matchAll(/<option value="([^"]*)"( selected)?>([^<]*)<\/option>/g)].map((m) => ({ value: m[1], label: m[3], checked: m[2] !== undefined, visible: true }));
      expect(options.length).toBeGreaterThan(1);
      expect(options.some((o) => o.checked)).toBe(true);
      expect(boxes).toEqual(options);
      const value = await page.$eval('multi-checkbox[name="system.nativeTerrains"]', (el) => (el as unknown as { value: string[] }).value);
      expect(value).toEqual(options.filter((o) => o.checked).map((o) => o.value));
      await screenshot(page, "creature-lizard-native-terrains");
    } finally {
      await page.close();
    }
  });
});
