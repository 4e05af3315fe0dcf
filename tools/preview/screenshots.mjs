// `npm run screenshots`: the README's pictures, taken from the preview pages (`npm run preview`
// first) with headless Chromium. The pages are the system's own templates and styles over a
// stand-in for core's CSS, so they show what a GM sees, not Foundry's own frame.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..", "..");
const out = join(root, "docs", "images");
const chromium = process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find(existsSync);
if (!chromium) {
  console.error("No Chromium found: set CHROME_PATH.");
  process.exit(1);
}
// Page, picture, viewport: the tracker and the sheet at their default sizes, the card in the chat column.
const SHOTS = [
  ["combat-tracker", "tracker", 840, 700],
  ["character", "character", 800, 820],
  ["chat-attack-card", "attack-card", 330, 640],
];
mkdirSync(out, { recursive: true });
for (const [page, name, width, height] of SHOTS) {
  const file = join(root, "preview", `${page}.html`);
  if (!existsSync(file)) {
    console.error(`No preview page ${file}: run npm run preview first.`);
    process.exit(1);
  }
  const png = join(out, `${name}.png`);
  execFileSync(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", `--window-size=${width},${height}`, `--screenshot=${png}`, pathToFileURL(file).href], { stdio: "ignore" });
  console.log(`${png}`);
}
