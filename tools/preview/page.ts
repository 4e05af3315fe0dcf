/**
 * Writes static HTML previews of the system's templates into preview/ (git-ignored), with the
 * system's CSS, so a reviewer can open each sheet and tracker in a browser. Run `npm run preview`.
 *
 * Each page also loads a stand-in for the core CSS the system's CSS meets in Foundry (layered, as
 * since v13: ./core-standin.css) and for the core application behaviour the sheets rely on (tabs,
 * action clicks, read-only sheets with their controls disabled, `<multi-checkbox>`: ./core-standin.js).
 * Foundry ships Font Awesome, so the pages load Font Awesome Free from its npm package, copied into
 * preview/vendor/ (no network); every image Foundry would serve (icons/svg/..., a portrait) shows the
 * local placeholder ./portrait.svg. The browser tests (tests/browser/) open these pages.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../tests/support/handlebars";
import { bindKeyboardActivation, syncTabSelection } from "../../module/sheets/keyboard";

export const PREVIEW_DIR = join(ROOT, "preview");
export const INDEX_FILE = join(PREVIEW_DIR, "index.html");

/** Font Awesome Free's CSS and webfonts, copied beside the pages (the CSS finds its fonts at ../webfonts). */
const FA_PACKAGE = join(ROOT, "node_modules", "@fortawesome", "fontawesome-free");
const FA_DIR = join(PREVIEW_DIR, "vendor", "fontawesome");
const FA_CSS = "vendor/fontawesome/css/all.min.css";

/**
 * Icons of Foundry's Font Awesome Pro that Free lacks, drawn with the nearest Free glyph (a codepoint
 * of Free's solid font) so the preview shows an icon where Foundry would.
 */
const PRO_ONLY_ICONS = `.fa-sack { --fa: "\\f81d"; } .fa-bullseye-arrow { --fa: "\\f140"; }`;

/** The placeholder for every image Foundry serves; the path is relative to a page in preview/. */
export const PLACEHOLDER_IMAGE = "../tools/preview/portrait.svg";

/**
 * A path Foundry resolves against its own data or core (icons/svg/mystery-man.svg, systems/..., a
 * world's portrait), or no path at all: core falls back to its default token image for a document
 * without one. A file of this repository (../...) and data: or http(s): URLs are kept.
 */
export function isFoundryImagePath(src: string): boolean {
  return src === "" || !/^(\.\.?\/|data:|blob:|https?:|file:|\/)/.test(src);
}

/** Points each Foundry-served `<img src>` at the placeholder, keeping the original in data-foundry-src. */
export function withPlaceholderImages(html: string): string {
  return html.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(/\ssrc="([^"]*)"/, (attr, src: string) => (isFoundryImagePath(src) ? ` src="${PLACEHOLDER_IMAGE}" data-foundry-src="${src}"` : attr)),
  );
}

function copyFontAwesome(): void {
  if (!existsSync(FA_PACKAGE)) throw new Error(`Font Awesome is not installed at ${FA_PACKAGE}: run \`npm ci\`.`);
  for (const dir of ["css", "webfonts"]) cpSync(join(FA_PACKAGE, dir), join(FA_DIR, dir), { recursive: true });
}

/** The preview's own frame (page background, window chrome, theme button): not part of what is judged. */
const FRAME_CSS = `
body { margin: 0; padding: 1rem; font-family: "Signika", "Segoe UI", sans-serif; background: #e8e4dc; color: #191813; }
body.theme-dark { background: #1d1f24; color: #e7e5df; }
.preview-window { max-width: 760px; margin: 0 auto 2rem; border: 1px solid #7a7971; border-radius: 6px; background: rgba(255,255,255,0.6); }
body.theme-dark .preview-window { background: #2a2d34; }
.preview-window > header, .preview-window > .window-header { padding: 0.4rem 0.8rem; background: #23221d; color: #f0f0e0; border-radius: 6px 6px 0 0; }
.preview-window > header .preview-close { float: right; color: inherit; cursor: pointer; }
.preview-window > section:not(.window-content) { padding: 0.8rem; }
.preview-sheet { width: 760px; height: min(800px, calc(100vh - 2rem)); margin: 0; }
.preview-sheet.preview-item { position: fixed; top: 3rem; right: 1rem; width: 540px; height: min(600px, calc(100vh - 4rem)); box-shadow: 0 0 12px rgba(0,0,0,0.5); background: #f4f1ea; }
body.theme-dark .preview-sheet.preview-item { background: #2a2d34; }
.preview-theme-toggle { position: fixed; top: 0.5rem; right: 0.5rem; }
`;

/** A sheet window: Foundry renders a DocumentSheetV2 as a form with a header and the parts in its content. */
export interface SheetWindow {
  title: string;
  /** Classes of the application element besides `application` (e.g. "sheet actor character"). */
  classes: string;
  /** False for a sheet the user cannot edit: core disables its form controls. */
  editable: boolean;
  /** The rendered parts. */
  content: string;
  /** Extra attributes of the window element. */
  attributes?: string;
}

export function sheetWindow(w: SheetWindow): string {
  return `<form class="application enchanted-realms ${w.classes} preview-window preview-sheet" data-editable="${w.editable}"${w.attributes ? ` ${w.attributes}` : ""}>
<header class="window-header"><span class="window-title">${w.title}</span></header>
<section class="window-content">${w.content}</section>
</form>`;
}

function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="${FA_CSS}">
<style>${PRO_ONLY_ICONS}</style>
<link rel="stylesheet" href="../tools/preview/core-standin.css">
<link rel="stylesheet" href="../styles/enchanted-realms.css">
<style>${FRAME_CSS}</style></head>
<body class="theme-light">
<button type="button" class="preview-theme-toggle" onclick="document.body.classList.toggle('theme-dark');document.body.classList.toggle('theme-light')">Toggle dark theme</button>
${body}
<script>(${bindKeyboardActivation.toString()})(document.body);
window.erPreviewSystem = { afterChangeTab: ${syncTabSelection.toString()} };</script>
<script src="../tools/preview/core-standin.js"></script>
${script ? `<script>${script}</script>` : ""}
</body></html>`;
}

function write(name: string, html: string): string {
  mkdirSync(PREVIEW_DIR, { recursive: true });
  copyFontAwesome();
  const file = join(PREVIEW_DIR, `${name}.html`);
  writeFileSync(file, withPlaceholderImages(html));
  writeIndex();
  return file;
}

/** A page of loose templates (tracker, labels) in one titled frame. */
export function writePreviewPage(name: string, title: string, body: string): string {
  return write(name, page(title, `<div class="preview-window"><header>${title}</header><section class="enchanted-realms">${body}</section></div>`));
}

/**
 * A page with one sheet window, as Foundry shows it. `extra` holds more markup (e.g. `<template>`s of
 * the windows the page's actions open) and `script` the page's emulation of the system's actions.
 */
export function writeSheetPage(name: string, title: string, window: SheetWindow, extra = "", script = ""): string {
  return write(name, page(title, `${sheetWindow(window)}\n${extra}`, script));
}

function writeIndex(): void {
  const pages = readdirSync(PREVIEW_DIR).filter((f) => f.endsWith(".html") && f !== "index.html").sort();
  const links = pages.map((p) => `<li><a href="${p}">${p.replace(/\.html$/, "")}</a></li>`).join("\n");
  writeFileSync(INDEX_FILE, `<!doctype html><meta charset="utf-8"><title>Enchanted Realms previews</title><h1>Previews</h1><ul>${links}</ul>`);
}
