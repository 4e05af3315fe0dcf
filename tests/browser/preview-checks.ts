/**
 * Checks every preview page must pass to look as Foundry shows it (a GM reviewing the previews
 * must see what Foundry would draw): icon-only controls show a Font Awesome glyph and have an
 * accessible name, no image is broken, and nothing leaves its box at the sizes Foundry uses
 * (the chat column for cards, a sheet's DEFAULT_OPTIONS size for sheets).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ROOT } from "../support/handlebars";

/** Width of a chat card in Foundry's sidebar chat column. */
export const CHAT_COLUMN_WIDTH = 280;

/** A sheet's default window size, read from its class's DEFAULT_OPTIONS.position (the class extends core, so it cannot be imported here). */
export function sheetDefaultSize(file: "actor-sheet.ts" | "item-sheet.ts"): { width: number; height: number } {
  const source = readFileSync(join(ROOT, "module", "sheets", file), "utf8");
  const match = /position:\s*\{\s*width:\s*(\d+),\s*height:\s*(\d+)\s*\}/.exec(source);
  if (!match) throw new Error(`No DEFAULT_OPTIONS position { width, height } found in module/sheets/${file}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

export interface IconControlFault {
  control: string;
  fault: "no glyph" | "font not loaded" | "no accessible name" | "zero size";
}

/**
 * Every `<button>` or `<a>` that holds a Font Awesome `<i>`, or is itself the icon (core's
 * `<button class="icon fa-solid fa-…">`), and has no text: its glyph must be drawn
 * (the icon's ::before has content, in a Font Awesome face that is loaded, with a box when shown)
 * and it must have an accessible name (aria-label, aria-labelledby or title).
 */
export function iconControlFaults(page: Page): Promise<IconControlFault[]> {
  return page.evaluate(async () => {
    const faults: { control: string; fault: "no glyph" | "font not loaded" | "no accessible name" | "zero size" }[] = [];
    const describe = (el: Element) => el.outerHTML.replace(/\s+/g, " ").slice(0, 160);
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).display === "none") return false;
      return true;
    };
    await document.fonts.ready;
    const FA = '[class*="fa-"]';
    const icons = (c: Element) => (c.matches(FA) ? [c] : [...c.querySelectorAll(`i${FA}`)]);
    const controls = [...document.querySelectorAll("button, a")].filter((c) => icons(c).length > 0 && !(c.textContent ?? "").trim());
    for (const control of controls) {
      const labelledBy = (control.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join("");
      const name = control.getAttribute("aria-label")?.trim() || labelledBy || control.getAttribute("title")?.trim();
      if (!name) faults.push({ control: describe(control), fault: "no accessible name" });
      for (const icon of icons(control)) {
        const before = getComputedStyle(icon, "::before");
        const glyph = /^"((?:[^"\\]|\\.)*)"/.exec(before.content)?.[1] ?? "";
        if (before.content === "none" || before.content === "normal" || glyph === "") {
          faults.push({ control: describe(control), fault: "no glyph" });
          continue;
        }
        const family = before.fontFamily.split(",")[0]!.trim();
        // A face whose file fails to load rejects: the glyph falls back to an empty box.
        const faces = await document.fonts.load(`${before.fontWeight} 16px ${family}`, glyph).catch(() => [] as FontFace[]);
        if (!/font awesome/i.test(family) || faces.length === 0 || faces.some((f) => f.status !== "loaded")) faults.push({ control: describe(control), fault: "font not loaded" });
        if (shown(control) && icon.getBoundingClientRect().width === 0) faults.push({ control: describe(control), fault: "zero size" });
      }
    }
    return faults;
  });
}

/** The src (and Foundry path, for a placeholder) of every image on the page that loads nothing. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    await Promise.all(
      images.map((img) => {
        // A lazy image in a hidden tab is not broken, only not fetched yet: fetch it now.
        img.loading = "eager";
        return img.complete ? Promise.resolve() : new Promise((resolve) => { img.addEventListener("load", resolve, { once: true }); img.addEventListener("error", resolve, { once: true }); });
      }),
    );
    return images.filter((img) => !(img.naturalWidth > 0)).map((img) => `${img.getAttribute("src")}${img.dataset["foundrySrc"] !== undefined ? ` (${img.dataset["foundrySrc"]})` : ""}`);
  });
}

/**
 * What leaves each box matched by `selector`: displayed descendants whose box runs past the box's
 * left or right edge, and descendants that scroll sideways. A card in the chat column must fit its
 * width; a column cut off or behind a sideways scroll is lost to the reader.
 */
export function sidewaysOverflow(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (boxes) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (cs.display === "none" || cs.visibility === "hidden") return false;
        if (cs.clip === "rect(0px, 0px, 0px, 0px)" || cs.clipPath === "inset(50%)") return false;
      }
      return true;
    };
    const out: string[] = [];
    for (const box of boxes) {
      const b = box.getBoundingClientRect();
      for (const el of box.querySelectorAll("*")) {
        if (!shown(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) out.push(`${name(el)} (${Math.round(r.width)} px wide, ${Math.round(r.right - b.right)} px past the ${Math.round(b.width)} px box)`);
        const ox = getComputedStyle(el).overflowX;
        if ((ox === "auto" || ox === "scroll") && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} (scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return out;
  });
}
