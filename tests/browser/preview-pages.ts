/**
 * Helpers of the browser tests: open a preview page (written by `npm run preview`), read what a
 * user sees (computed styles and boxes, not markup), and keep a screenshot for review.
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Page } from "playwright-core";
import { ROOT } from "../support/handlebars";

export const PREVIEW_DIR = join(ROOT, "preview");
/** Kept by CI for reviewers (git-ignored). */
export const SCREENSHOT_DIR = join(ROOT, "test-results", "screenshots");

/** Every preview page but the index. */
export function previewPages(): string[] {
  if (!existsSync(PREVIEW_DIR)) throw new Error(`No preview pages in ${PREVIEW_DIR}: run \`npm run preview\` first (\`npm run test:browser\` does).`);
  return readdirSync(PREVIEW_DIR)
    .filter((f) => f.endsWith(".html") && f !== "index.html")
    .map((f) => f.replace(/\.html$/, ""))
    .sort();
}

export async function openPreview(context: BrowserContext, name: string): Promise<Page> {
  const file = join(PREVIEW_DIR, `${name}.html`);
  if (!existsSync(file)) throw new Error(`Missing preview page ${file}: run \`npm run preview\` first.`);
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The `data-tab` of every tab body of the window that actually displays (computed display and a box). */
export function displayedTabBodies(page: Page, windowSelector = "form.application.actor"): Promise<string[]> {
  return page.$$eval(`${windowSelector} .window-content > .tab[data-tab]`, (sections) =>
    sections
      .filter((s) => getComputedStyle(s).display !== "none" && s.getBoundingClientRect().height > 0)
      .map((s) => (s as HTMLElement).dataset["tab"] ?? ""),
  );
}

/** The tab ids of the window's navigation, in order. */
export function tabIds(page: Page, windowSelector = "form.application.actor"): Promise<string[]> {
  return page.$$eval(`${windowSelector} nav [data-action="tab"]`, (links) => links.map((l) => (l as HTMLElement).dataset["tab"] ?? ""));
}

export interface OverflowReport {
  /** The page scrolls sideways. */
  pageScrollsSideways: boolean;
  /** Displayed elements whose box leaves their window's box, as "tag.class" strings. */
  outside: string[];
  /** Windows taller than the viewport. */
  tooTall: string[];
  /** Scroll containers inside windows that scroll sideways. */
  sideways: string[];
}

/** What overflows on the page, as a user would see it. */
export function overflowReport(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.display === "none" || cs.visibility === "hidden") return false;
        // Visually hidden helpers (clipped to nothing) are meant to be off-box.
        if (cs.clip === "rect(0px, 0px, 0px, 0px)" || cs.clipPath === "inset(50%)") return false;
      }
      return true;
    };
    const report = { pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth, outside: [] as string[], tooTall: [] as string[], sideways: [] as string[] };
    for (const win of document.querySelectorAll(".preview-window")) {
      if (!shown(win)) continue;
      const box = win.getBoundingClientRect();
      if (box.bottom > window.innerHeight + 0.5 && win.matches(".preview-sheet")) report.tooTall.push(name(win));
      for (const el of win.querySelectorAll("*")) {
        if (!shown(el)) continue;
        const r = el.getBoundingClientRect();
        const cs = getComputedStyle(el);
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) report.outside.push(`${name(el)} (sideways)`);
        // Inside a vertical scroll container (a tab body) content below the fold is reachable by scrolling.
        let scrolls = false;
        for (let e = el.parentElement; e && e !== win; e = e.parentElement) {
          const oy = getComputedStyle(e).overflowY;
          if (oy === "auto" || oy === "scroll") scrolls = true;
        }
        if (!scrolls && r.bottom > box.bottom + 0.5) report.outside.push(`${name(el)} (below the window)`);
        if ((cs.overflowX === "auto" || cs.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1) report.sideways.push(name(el));
      }
    }
    return report;
  });
}
