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

export interface ContrastFault {
  text: string;
  ratio: number;
}

/**
 * WCAG 2 contrast of each element matching `selector` against what is drawn behind it: the text's
 * colour (its alpha and every ancestor's opacity blended in) over the first opaque background up the
 * tree, with translucent backgrounds on the way composited. Returns those below `min`.
 */
export function contrastFaults(page: Page, selector: string, min = 4.5): Promise<ContrastFault[]> {
  return page.$$eval(
    selector,
    (els, least) => {
      type RGBA = [number, number, number, number];
      const parse = (c: string): RGBA => {
        const m = /rgba?\(([^)]+)\)/.exec(c);
        if (!m) return [0, 0, 0, 0];
        const p = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
      };
      const over = (top: RGBA, under: RGBA): RGBA => {
        const a = top[3];
        return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
      };
      const lum = (c: RGBA) => {
        const f = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
      };
      return els.flatMap((el) => {
        const layers: RGBA[] = [];
        let opacity = 1;
        for (let e: Element | null = el; e; e = e.parentElement) {
          const style = getComputedStyle(e);
          opacity *= Number(style.opacity);
          const bg = parse(style.backgroundColor);
          if (bg[3] > 0) layers.push(bg);
          if (bg[3] >= 1) break;
        }
        let back: RGBA = [255, 255, 255, 1];
        for (const layer of layers.reverse()) back = over(layer, back);
        const fg = parse(getComputedStyle(el).color);
        const text = over([fg[0], fg[1], fg[2], fg[3] * opacity], back);
        const [hi, lo] = [lum(text), lum(back)].sort((a, b) => b - a) as [number, number];
        const ratio = Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
        return ratio < least ? [{ text: (el.textContent ?? "").trim().slice(0, 40), ratio }] : [];
      });
    },
    min,
  );
}
