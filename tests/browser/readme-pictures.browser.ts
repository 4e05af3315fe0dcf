/**
 * The README's pictures (tools/preview/screenshots.mjs) show the product, not the preview's frame:
 * the preview's theme toggle is hidden, the attack card carries its real title from the quickstart's
 * Aelwen, the character is Aelwen with her weapons' Attack buttons, and no language key shows raw.
 */
import { describe, expect, it } from "vitest";
import { useSuiteBrowser } from "./suite-browser";
import type { BrowserContext, Page } from "playwright-core";
// @ts-expect-error: a plain ES module script, without type declarations.
import * as screenshots from "../../tools/preview/screenshots.mjs";

interface Shot { page: string; name: string; width: number; height: number; selector: string }
const { PREVIEW_CHROME, SHOTS, openShot } = screenshots as { PREVIEW_CHROME: string; SHOTS: readonly Shot[]; openShot(context: BrowserContext, shot: Shot): Promise<Page> };

const suite = useSuiteBrowser();
const shot = (name: string): Shot => SHOTS.find((s) => s.name === name)!;

describe("the README's pictures", () => {
  it.each(SHOTS.map((s) => [s.name, s] as const))("%s: the preview's toggle is hidden and no raw language key shows", async (_n, s) => {
    const page = await openShot(suite.context(), s);
    try {
      expect(await page.locator(PREVIEW_CHROME).isVisible()).toBe(false);
      const text = await page.locator(s.selector).first().innerText();
      expect(text).not.toMatch(/\bER\.[A-Z]\w*\./);
    } finally {
      await page.close();
    }
  });

  it("the attack card is Aelwen's bow against Grashk, with its real title", async () => {
    const page = await openShot(suite.context(), shot("attack-card"));
    try {
      const text = await page.locator("#chat").innerText();
      expect(text).toContain("Bow: Aelwen (elf) attacks");
      expect(text).toContain("Grashk (saurian)");
      expect(text).not.toMatch(/Book: Longsword|\((GM|player)\)/);
    } finally {
      await page.close();
    }
  });

  it("the character is Aelwen, whose weapons have Attack buttons on the first tab", async () => {
    const page = await openShot(suite.context(), shot("character"));
    try {
      expect(await page.locator("form.application .window-title").innerText()).toBe("Aelwen (elf)");
      const attacks = await page.locator('.er-tab-body.active [data-action="attackItem"]').allInnerTexts();
      expect(attacks.map((t) => t.trim())).toEqual(expect.arrayContaining(["Bow", "Dagger"]));
    } finally {
      await page.close();
    }
  });
});
