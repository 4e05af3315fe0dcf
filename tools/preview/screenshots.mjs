// `npm run screenshots`: the README's pictures, taken from the preview pages (`npm run preview`
// first) in headless Chromium through playwright-core. The pages are the system's own templates and
// styles over a stand-in for core's CSS; the character and the attack card are the quickstart's
// Aelwen (tools/preview/readme.preview.ts). The preview's own controls (its theme toggle) are
// hidden, and each picture is the window alone, so it shows what a GM sees.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = join(import.meta.dirname, "..", "..");

/** Page, picture, viewport and the element photographed. */
export const SHOTS = Object.freeze([
  { page: "combat-tracker", name: "tracker", width: 840, height: 700, selector: "ol.combat-tracker" },
  { page: "readme-character", name: "character", width: 800, height: 820, selector: "form.application" },
  { page: "readme-attack-card", name: "attack-card", width: 330, height: 640, selector: "#chat" },
]);

/** The preview's own controls, which are no part of the product. */
export const PREVIEW_CHROME = ".preview-theme-toggle";

/** Opens a preview page at the shot's size with the preview's controls hidden. */
export async function openShot(context, shot) {
  const file = join(root, "preview", `${shot.page}.html`);
  if (!existsSync(file)) throw new Error(`No preview page ${file}: run npm run preview first.`);
  const page = await context.newPage();
  await page.setViewportSize({ width: shot.width, height: shot.height });
  await page.goto(pathToFileURL(file).href);
  await page.addStyleTag({ content: `${PREVIEW_CHROME} { display: none !important; }` });
  return page;
}

async function main() {
  const executablePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find(existsSync);
  if (!executablePath) {
    console.error("No Chromium found: set CHROMIUM_PATH.");
    process.exit(1);
  }
  const out = join(root, "docs", "images");
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"] });
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1 });
    for (const shot of SHOTS) {
      const page = await openShot(context, shot);
      const png = join(out, `${shot.name}.png`);
      await page.locator(shot.selector).first().screenshot({ path: png });
      await page.close();
      console.log(png);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
