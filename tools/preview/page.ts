/**
 * Writes static HTML previews of the system's templates into preview/ (git-ignored), with the
 * system's CSS, so a reviewer can open each sheet and tracker in a browser. Run `npm run preview`.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../tests/support/handlebars";

export const PREVIEW_DIR = join(ROOT, "preview");

/** Minimal stand-in for the Foundry window chrome, so the sheet's own CSS is what is judged. */
const FRAME_CSS = `
body { margin: 0; padding: 1.5rem; font-family: "Signika", "Segoe UI", sans-serif; background: #e8e4dc; color: #191813; }
body.theme-dark { background: #1d1f24; color: #e7e5df; }
.preview-window { max-width: 760px; margin: 0 auto 2rem; border: 1px solid #7a7971; border-radius: 6px; background: rgba(255,255,255,0.6); }
body.theme-dark .preview-window { background: #2a2d34; }
.preview-window > header { padding: 0.4rem 0.8rem; background: #23221d; color: #f0f0e0; border-radius: 6px 6px 0 0; }
.preview-window > section { padding: 0.8rem; }
nav.preview-themes { text-align: right; margin-bottom: 1rem; }
`;

export function writePreviewPage(name: string, title: string, body: string): string {
  mkdirSync(PREVIEW_DIR, { recursive: true });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="../styles/enchanted-realms.css">
<style>${FRAME_CSS}</style></head>
<body class="theme-light">
<nav class="preview-themes"><button onclick="document.body.classList.toggle('theme-dark');document.body.classList.toggle('theme-light')">Toggle dark theme</button></nav>
<div class="preview-window"><header>${title}</header><section class="enchanted-realms">${body}</section></div>
</body></html>`;
  const file = join(PREVIEW_DIR, `${name}.html`);
  writeFileSync(file, html);
  writeIndex();
  return file;
}

function writeIndex(): void {
  const pages = readdirSync(PREVIEW_DIR).filter((f) => f.endsWith(".html") && f !== "index.html").sort();
  const links = pages.map((p) => `<li><a href="${p}">${p.replace(/\.html$/, "")}</a></li>`).join("\n");
  writeFileSync(join(PREVIEW_DIR, "index.html"), `<!doctype html><meta charset="utf-8"><title>Enchanted Realms previews</title><h1>Previews</h1><ul>${links}</ul>`);
}
