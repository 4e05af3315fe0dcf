/**
 * The Rule Variants form in Chromium (preview pages written by tools/preview/variants.preview.ts,
 * with the form's real page behaviour, module/variants/menu-dom.ts): picking a preset fills every
 * field, an edit shows Custom, dependent fields follow their domain (persistent disabled under OSE
 * detailed encumbrance, forced-march choices by travel model, the hazards note), the initiative
 * model stays locked while a combat is started, and what the form then submits saves, through the
 * same submission code as the application, exactly the preset picked.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useSuiteBrowser } from "./suite-browser";
import { openPreview, screenshot } from "./preview-pages";
import { BOOK_CONFIG, PRESETS, presetOf } from "../../module/rules";
import { submitVariantForm } from "../../module/variants/menu-model";

const suite = useSuiteBrowser();

const FORM = "form.er-variants";
const preset = (page: Page) => page.$eval(`${FORM} select[data-variant-preset]`, (s) => (s as HTMLSelectElement).value);
const selectValue = (page: Page, path: string) => page.$eval(`${FORM} select[name="${path}"]`, (s) => (s as HTMLSelectElement).value);
const radio = (page: Page, path: string) =>
  page.$$eval(`${FORM} input[type="radio"][name="${path}"]`, (list) => list.map((r) => ({ value: (r as HTMLInputElement).value, checked: (r as HTMLInputElement).checked, disabled: (r as HTMLInputElement).disabled })));
const checkbox = (page: Page, path: string) =>
  page.$eval(`${FORM} input[type="checkbox"][name="${path}"]`, (c) => ({ checked: (c as HTMLInputElement).checked, disabled: (c as HTMLInputElement).disabled }));
const submitted = (page: Page) => page.evaluate(() => (window as unknown as { erVariantMenu: { read(): Record<string, string | boolean> } }).erVariantMenu.read());
const noteShown = (page: Page) => page.$eval(`${FORM} [data-variant-note="hazardsIgnored"]`, (n) => getComputedStyle(n).display !== "none" && n.getBoundingClientRect().height > 0);

describe("the Rule Variants form", () => {
  it("opens on the book: preset Book, persistent usable, the hazards note shown", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      expect(await preset(page)).toBe("book");
      expect(await checkbox(page, "encumbrance.persistent")).toEqual({ checked: true, disabled: false });
      expect(await noteShown(page)).toBe(true);
      expect(await page.locator(`${FORM} [data-variant-lock]`).isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it("picking OSE fills every field; persistent is disabled and off under OSE detailed; an edit shows Custom, undoing it OSE again", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      await page.selectOption(`${FORM} select[data-variant-preset]`, "ose");
      expect(await selectValue(page, "initiative.model")).toBe("oseSide");
      expect(await selectValue(page, "combat.surprise")).toBe("ose");
      expect(await selectValue(page, "encumbrance.model")).toBe("oseDetailed");
      expect(await checkbox(page, "encumbrance.persistent")).toEqual({ checked: false, disabled: true });
      expect(await radio(page, "travel.forcedMarch")).toEqual([
        { value: "er", checked: false, disabled: true },
        { value: "ose", checked: true, disabled: false },
        { value: "off", checked: false, disabled: false },
      ]);
      expect(await checkbox(page, "travel.oseRest")).toEqual({ checked: true, disabled: false });
      expect(await preset(page)).toBe("ose");
      await screenshot(page, "variants-menu-ose");

      // What the form submits now saves exactly the OSE preset, through the application's submission code.
      const values = await submitted(page);
      expect(values).not.toHaveProperty("encumbrance.persistent");
      const saved = submitVariantForm(BOOK_CONFIG, values, { combatStarted: false });
      expect(saved.ok && presetOf(saved.config)).toBe("ose");

      await page.uncheck(`${FORM} input[name="travel.oseRest"]`);
      expect(await preset(page)).toBe("custom");
      await page.check(`${FORM} input[name="travel.oseRest"]`);
      expect(await preset(page)).toBe("ose");
      await page.fill(`${FORM} input[name="initiative.d20Anchor"]`, "25");
      expect(await preset(page)).toBe("custom");
      await screenshot(page, "variants-menu-custom");
    } finally {
      await page.close();
    }
  });

  it("dependent fields follow their domain: persistent comes back with the book's encumbrance, forced march follows the travel model, the note follows the terrain model", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      await page.selectOption(`${FORM} select[name="encumbrance.model"]`, "osrLoads");
      expect(await checkbox(page, "encumbrance.persistent")).toEqual({ checked: false, disabled: true });
      await page.selectOption(`${FORM} select[name="encumbrance.model"]`, "er");
      expect(await checkbox(page, "encumbrance.persistent")).toEqual({ checked: false, disabled: false });

      await page.check(`${FORM} input[name="travel.model"][value="osr"]`);
      expect((await radio(page, "travel.forcedMarch")).map((r) => [r.value, r.checked, r.disabled])).toEqual([["er", false, true], ["ose", false, true], ["off", true, false]]);
      await page.check(`${FORM} input[name="travel.model"][value="ose"]`);
      expect((await radio(page, "travel.forcedMarch")).map((r) => [r.value, r.checked, r.disabled])).toEqual([["er", false, true], ["ose", false, false], ["off", true, false]]);

      await page.check(`${FORM} input[name="movement.terrainModel"][value="hazardsOnly"]`);
      expect(await noteShown(page)).toBe(false);
      await page.check(`${FORM} input[name="movement.terrainModel"][value="divisors"]`);
      expect(await noteShown(page)).toBe(true);
      expect(await preset(page)).toBe("custom");
    } finally {
      await page.close();
    }
  });

  it("while a combat is started the initiative model is locked and explained; a preset leaves it as it is and shows Custom", async () => {
    const page = await openPreview(suite.context(), "variants-menu-combat");
    try {
      expect(await preset(page)).toBe("a13");
      expect(await page.locator(`${FORM} select[name="initiative.model"]`).isDisabled()).toBe(true);
      expect(await page.locator(`${FORM} [data-variant-lock]`).isVisible()).toBe(true);
      await page.selectOption(`${FORM} select[data-variant-preset]`, "osr");
      expect(await selectValue(page, "initiative.model")).toBe("a13");
      expect(await selectValue(page, "encumbrance.model")).toBe("osrLoads");
      expect(await preset(page)).toBe("custom");
      const values = await submitted(page);
      expect(values).not.toHaveProperty("initiative.model");
      const saved = submitVariantForm(PRESETS.a13, values, { combatStarted: true });
      expect(saved.ok).toBe(true);
      // The 0-health rule is locked in combat too (dying states depend on it), and 13A dying keeps 13A
      // healing as it stands, its temporary health included.
      if (saved.ok) expect(saved.config).toEqual({ ...PRESETS.osr, initiative: { ...PRESETS.osr.initiative, model: "a13" }, resolution: { ...PRESETS.osr.resolution, zeroHealth: "a13", healing: "a13", tempHealth: true } });
      await screenshot(page, "variants-menu-combat-osr");
    } finally {
      await page.close();
    }
  });

  it("a combat starting while the form is open locks the model back to the one in force; ending it unlocks", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    const setLocked = (locked: boolean) =>
      page.evaluate((l) => (window as unknown as { erVariantMenu: { setLocked(l: boolean, v: Record<string, unknown>): void } }).erVariantMenu.setLocked(l, { "initiative.model": "er2d10", "initiative.d20Anchor": 21, "resolution.zeroHealth": "book" }), locked);
    try {
      await page.selectOption(`${FORM} select[name="initiative.model"]`, "a5e");
      expect(await preset(page)).toBe("custom");
      await setLocked(true);
      expect(await page.locator(`${FORM} select[name="initiative.model"]`).isDisabled()).toBe(true);
      expect(await selectValue(page, "initiative.model")).toBe("er2d10");
      expect(await page.locator(`${FORM} [data-variant-lock]`).isVisible()).toBe(true);
      expect(await preset(page)).toBe("book");
      await page.selectOption(`${FORM} select[data-variant-preset]`, "a13");
      expect(await selectValue(page, "initiative.model")).toBe("er2d10");
      expect(await submitted(page)).not.toHaveProperty("initiative.model");
      await setLocked(false);
      expect(await page.locator(`${FORM} select[name="initiative.model"]`).isDisabled()).toBe(false);
      expect(await page.locator(`${FORM} [data-variant-lock]`).isVisible()).toBe(false);
      await page.selectOption(`${FORM} select[data-variant-preset]`, "a13");
      expect(await selectValue(page, "initiative.model")).toBe("a13");
      expect(await preset(page)).toBe("a13");
    } finally {
      await page.close();
    }
  });

  it("shows problems beside their field and at the top, and clears them", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      await page.evaluate(() =>
        (window as unknown as { erVariantMenu: { showProblems(p: { path: string; message: string }[]): void } }).erVariantMenu.showProblems([{ path: "initiative.d20Anchor", message: "Anchor out of range." }]),
      );
      expect(await page.locator(`${FORM} [data-variant-problems="initiative.d20Anchor"]`).innerText()).toBe("Anchor out of range.");
      expect(await page.locator(`${FORM} [data-variant-problems=""]`).innerText()).toBe("Anchor out of range.");
      expect(await page.locator(`${FORM} [data-variant-problems="combat.surprise"]`).isVisible()).toBe(false);
      await page.evaluate(() => (window as unknown as { erVariantMenu: { showProblems(p: unknown[]): void } }).erVariantMenu.showProblems([]));
      expect(await page.locator(`${FORM} [data-variant-problems=""]`).isVisible()).toBe(false);
    } finally {
      await page.close();
    }
  });
});

describe("the Rule Variants form's layout", () => {
  /** The Save button's box against the window and the form body, as a user sees them. */
  const saveBox = (page: Page) =>
    page.$eval(`${FORM} button[type="submit"]`, (button) => {
      const win = button.closest("form")!.getBoundingClientRect();
      const b = button.getBoundingClientRect();
      // Every ancestor that clips (a scroll container) must show the whole button.
      let clipped = false;
      for (let e = button.parentElement; e && e.tagName !== "FORM"; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.overflowY === "visible" && cs.overflowX === "visible") continue;
        const r = e.getBoundingClientRect();
        if (b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5) clipped = true;
      }
      return { inWindow: b.top >= win.top && b.bottom <= win.bottom + 0.5 && b.height > 0, clipped };
    });

  it.each([800, 560])("the Save button is whole and in view at a %i px tall screen, before and after scrolling the body", async (height) => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      await page.setViewportSize({ width: 1280, height });
      expect(await saveBox(page)).toEqual({ inWindow: true, clipped: false });
      const body = page.locator(`${FORM} .er-variants-body`);
      expect(await body.evaluate((b) => b.scrollHeight > b.clientHeight)).toBe(true);
      await body.evaluate((b) => b.scrollTo(0, 100_000));
      expect(await saveBox(page)).toEqual({ inWindow: true, clipped: false });
      await screenshot(page, `variants-menu-save-${height}`);
    } finally {
      await page.close();
    }
  });

  it("labels get a column wide enough that none wraps to more than two lines, and most stay on one", async () => {
    const page = await openPreview(suite.context(), "variants-menu");
    try {
      const lines = await page.$$eval(`${FORM} .form-group > label`, (labels) =>
        labels.map((l) => {
          const cs = getComputedStyle(l);
          const line = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
          return Math.round(l.getBoundingClientRect().height / line);
        }),
      );
      expect(lines.length).toBeGreaterThan(5);
      expect(Math.max(...lines)).toBeLessThanOrEqual(2);
      expect(lines.filter((n) => n > 1).length).toBeLessThanOrEqual(1);
    } finally {
      await page.close();
    }
  });
});
