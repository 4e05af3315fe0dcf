/**
 * Browser tests of the `npm run preview` pages in Debian's Chromium (playwright-core), with the
 * layered stand-in for core's CSS and core's read-only-sheet behaviour (tools/preview/core-standin.*).
 * They check what only a browser sees: which tab body displays, that tabs and item views work on a
 * sheet the user cannot edit, what the tracker and the ruler labels show, and that both themes fit
 * a 1280×800 screen. Screenshots of every page go to test-results/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useSuiteBrowser } from "./suite-browser";
import { displayedTabBodies, openPreview, overflowReport, previewPages, screenshot, tabIds } from "./preview-pages";
import { ACTOR_TABS } from "../../module/sheets/context/actor";
import { ITEM_TABS } from "../../module/sheets/context/item";
import { actingAt, entryCost, hexClass, moveLimits, moveProgress } from "../../module/rules";
import { zeroReasonKey } from "../../module/canvas/label-context";
import { i18nKey } from "../../module/constants";
import { FIGHT } from "../combat/fixture";
import { localize } from "../support/handlebars";
import { RULER_CASES } from "../../tools/preview/ruler-cases";
import { MODEL_PAGES, modelFight } from "../combat/initiative-models-fixture";
import { BOOK_RULESET } from "../../module/rules/ruleset";

/** A click that a disabled control would refuse: Playwright waits for it to be enabled, briefly. */
const CLICK = { timeout: 2000 } as const;

/** One Chromium for the file; every test fails with the launch error if none starts (they never skip). */
const suite = useSuiteBrowser();

const ACTOR_PAGES = ["character", "character-observer", "creature", "creature-lizard"] as const;
const TAB_IDS = ACTOR_TABS.map((t) => t.id);

describe("the first tab under the OSE preset", () => {
  it("shows AC as OSE writes it (descending [ascending]), THAC0 and the five saves", async () => {
    const page = await openPreview(suite.context(), "character-ose");
    try {
      const fight = (await page.locator("form.actor .er-defences").innerText()).replace(/\s+/g, " ");
      expect(fight).toMatch(/AC -?\d+ \[\d+\]/);
      expect(fight).toMatch(/THAC0 \d+/);
      for (const save of ["Death", "Wands", "Paralysis", "Breath", "Spells"]) expect(fight).toMatch(new RegExp(`${save} save \\d+`));
    } finally {
      await page.close();
    }
  });
});

describe("actor sheets: one tab at a time", () => {
  it.each(ACTOR_PAGES)("%s: only the active tab body displays, and clicking each tab switches to it", async (name) => {
    const page = await openPreview(suite.context(), name);
    try {
      expect(await tabIds(page)).toEqual(TAB_IDS);
      expect(await displayedTabBodies(page)).toEqual(["main"]);
      for (const tab of [...TAB_IDS.slice(1), "main"]) {
        await page.click(`form.actor nav [data-action="tab"][data-tab="${tab}"]`, CLICK);
        expect(await displayedTabBodies(page), `after clicking ${tab}`).toEqual([tab]);
        expect(await page.getAttribute(`form.actor nav [data-tab="${tab}"]`, "class")).toMatch(/\bactive\b/);
        const selected = await page.$$eval('form.actor nav [data-action="tab"][aria-selected="true"]', (links) => links.map((l) => (l as HTMLElement).dataset["tab"]));
        expect(selected, "aria-selected follows the active tab").toEqual([tab]);
        if (name === "character" || name === "character-observer") await screenshot(page, `${name}-tab-${tab}`);
      }
    } finally {
      await page.close();
    }
  });

  it.each(["weapon", "armour", "gear", "spell", "skill", "race"])("item-%s: details, description and effects one tab at a time", async (type) => {
    const page = await openPreview(suite.context(), `item-${type}`);
    const item = "form.application.item";
    const ids = ITEM_TABS.map((t) => t.id);
    try {
      expect(await tabIds(page, item)).toEqual(ids);
      expect(await displayedTabBodies(page, item)).toEqual(["details"]);
      for (const tab of [...ids.slice(1), "details"]) {
        await page.click(`${item} nav [data-action="tab"][data-tab="${tab}"]`, CLICK);
        expect(await displayedTabBodies(page, item), `after clicking ${tab}`).toEqual([tab]);
      }
    } finally {
      await page.close();
    }
  });

  it("the active tab body scrolls inside the window instead of running past it", async () => {
    const page = await openPreview(suite.context(), "creature");
    try {
      // The mule's Details tab is taller than the 800 px window: it must scroll, and does.
      await page.click('form.actor nav [data-action="tab"][data-tab="details"]', CLICK);
      const active = "form.actor .window-content > .tab.active";
      const box = await page.$eval(active, (body) => {
        const w = body.closest("form")!.getBoundingClientRect();
        const b = body.getBoundingClientRect();
        return { overflowY: getComputedStyle(body).overflowY, bodyBottom: b.bottom, windowBottom: w.bottom, scrollHeight: body.scrollHeight, clientHeight: body.clientHeight };
      });
      expect(box.overflowY).toBe("auto");
      expect(box.bodyBottom).toBeLessThanOrEqual(box.windowBottom + 0.5);
      expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
      await page.$eval(active, (b) => b.scrollTo(0, 10_000));
      expect(await page.$eval(active, (b) => b.scrollTop)).toBeGreaterThan(0);
      await screenshot(page, "creature-tab-details-scrolled");
    } finally {
      await page.close();
    }
  });

  it("a focused tab switches with the keyboard (Enter)", async () => {
    const page = await openPreview(suite.context(), "character-observer");
    try {
      await page.focus('form.actor nav [data-tab="inventory"]');
      await page.keyboard.press("Enter");
      expect(await displayedTabBodies(page)).toEqual(["inventory"]);
    } finally {
      await page.close();
    }
  });
});

describe("a read-only sheet (an Observer; a locked compendium entry)", () => {
  let page: Page;
  beforeAll(async () => {
    if (suite.started()) page = await openPreview(suite.context(), "character-observer");
  });
  afterAll(async () => {
    await page?.close();
  });

  it("has every form control disabled, as core does", async () => {
    const controls = await page.$eval("form.actor", (form) => {
      // <output> is listed in form.elements but cannot be disabled or edited: it is a result, not a control.
      const elements = ([...(form as HTMLFormElement).elements] as (Element & { disabled?: boolean })[]).filter((e) => e.localName !== "output");
      return { total: elements.length, disabled: elements.filter((e) => e.matches(":disabled")).length };
    });
    expect(controls.total).toBeGreaterThan(5);
    expect(controls.disabled).toBe(controls.total);
  });

  it("still opens an item's sheet from the inventory, read-only", async () => {
    await page.click('form.actor nav [data-action="tab"][data-tab="inventory"]', CLICK);
    const first = page.locator('form.actor .er-tab-body.active .er-item[data-item-id]').first();
    const itemName = (await first.locator(".er-item-name").textContent())?.trim() ?? "";
    expect(itemName).not.toBe("");
    await first.locator('[data-action="editItem"]').click(CLICK);
    const itemSheet = page.locator("form.application.item");
    await itemSheet.waitFor({ state: "visible", timeout: 2000 });
    expect(await itemSheet.locator(".window-title").textContent()).toContain(itemName);
    expect(await itemSheet.locator('input[name="name"]').isDisabled()).toBe(true);
    await screenshot(page, "character-observer-item-view");
    await itemSheet.locator('[data-action="closeWindow"]').click(CLICK);
    expect(await page.locator("form.application.item").count()).toBe(0);
  });
});

describe("the combat tracker", () => {
  it("shows the current round and second and marks who acts now", async () => {
    const page = await openPreview(suite.context(), "combat-tracker");
    try {
      const now = FIGHT.clock;
      if (!now) throw new Error("the fixture's fight has not begun");
      const { round, second } = now;
      const clock = page.locator(".er-tracker .er-clock-label");
      expect(await clock.isVisible()).toBe(true);
      expect((await clock.innerText()).trim()).toBe(localize("ER.Combat.Tracker.Clock", { round, second }));
      expect(await page.getAttribute(".er-tracker", "data-er-second")).toBe(String(second));

      // Who acts now comes from the rules core, not from the page.
      const actingIds = actingAt(FIGHT.combatants.map((c) => c.state), now);
      const expected = FIGHT.combatants.filter((c) => actingIds.includes(c.id)).map((c) => c.name).sort();
      expect(expected.length).toBeGreaterThan(0);
      const shown = await page.$$eval(".er-tracker .combatant.er-acting-now", (rows) =>
        rows
          .filter((r) => getComputedStyle(r).display !== "none" && r.getBoundingClientRect().height > 0)
          .map((r) => ({ name: r.querySelector(".name")?.textContent?.trim() ?? "", tag: (r.querySelector(".er-now") as HTMLElement | null)?.innerText.trim() ?? "" })),
      );
      expect(shown.map((s) => s.name).sort()).toEqual(expected);
      for (const s of shown) expect(s.tag).toBe(localize("ER.Combat.Tracker.ActingNow"));
      await screenshot(page, "combat-tracker-check");
    } finally {
      await page.close();
    }
  });
});

describe("the combat tracker under each initiative model", () => {
  for (const model of MODEL_PAGES) {
    it(`${model}: the badge names the model, rows keep working, the card breaks each score down`, async () => {
      const page = await openPreview(suite.context(), `initiative-${model}`);
      try {
        const badge = page.locator(".er-tracker .er-initiative-model");
        expect(await badge.isVisible()).toBe(true);
        expect((await badge.innerText()).trim()).toBe(localize("ER.Variants.Initiative.Badge", { model: localize(`ER.Variants.Initiative.Model.${model}`) }));
        const { plan } = modelFight(model);
        // Who acts at second 1 comes from the rules' plan, not from the page.
        const rows = await page.$$eval(".er-tracker .combatant", (els) => els.filter((r) => r.getBoundingClientRect().height > 0).length);
        expect(rows).toBe(plan.combatants.length);
        const modelLine = page.locator(".er-round-card .er-card-model");
        expect((await modelLine.innerText()).trim()).toBe(localize("ER.Variants.Initiative.CardModel", { model: localize(`ER.Variants.Initiative.Model.${model}`) }));
        const breakdowns = await page.$$eval(".er-round-card .er-card-breakdown", (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
        expect(breakdowns).toHaveLength(plan.card.rows.filter((r) => r.variant).length);
        for (const b of breakdowns) expect(b).toMatch(/→/);
        // Each movement phase lists every combatant with its hexes (or why it is lost), under every model.
        const phases = await page.$$eval(".er-tracker .er-phase-row", (els) => els.map((r) => [...r.querySelectorAll(".er-phase-entry")].map((e) => (e as HTMLElement).innerText.replace(/\s+/g, " ").trim())));
        expect(phases).toHaveLength(4);
        for (const entries of phases) {
          expect(entries).toHaveLength(plan.combatants.length);
          for (const e of entries) expect(e).toMatch(/\d+ hex(es)?$|lost: /);
        }
        await screenshot(page, `initiative-${model}-check`);
      } finally {
        await page.close();
      }
    });
  }
});

describe("the ruler labels", () => {
  it.each(RULER_CASES.map((c) => [c.id, c] as const))("%s shows what the rules core computes", async (_id, c) => {
    // Expected text from the rules core's numbers and lang/en.json, not from the label code's output.
    const limits = moveLimits(c.mover, c.window, BOOK_RULESET);
    const cls = hexClass(c.stand, c.mover, BOOK_RULESET);
    const allowance = limits.allowances[cls];
    const progress = moveProgress(limits.table, c.hexes * entryCost(limits.table, cls), cls);
    const plural = (n: number) => new Intl.PluralRules("en").select(n);
    const head = c.window.kind === "phase" ? "Phase" : "Round";
    const expected = {
      moved: localize(`ER.Movement.Label.Moved.${plural(c.hexes)}`, { hexes: c.hexes }),
      allowance:
        c.window.kind === "closed"
          ? localize("ER.Movement.Label.Closed")
          : localize(`ER.Movement.Label.${head}${progress.within ? "Left" : "Beyond"}.${plural(allowance)}`, {
              remaining: progress.remaining,
              allowance,
              phase: c.window.kind === "phase" ? c.window.phase + 1 : 0,
            }),
      terrain: localize(i18nKey("Terrain", c.stand.terrain)),
      reason: allowance === 0 ? localize(zeroReasonKey(limits.reason ?? "terrain")) : "",
      within: progress.within,
    };
    const page = await openPreview(suite.context(), "ruler-labels");
    try {
      const shown = await page.$eval(`[data-case="${c.id}"] .er-waypoint-label`, (label) => {
        const text = (sel: string) => (label.querySelector(sel) as HTMLElement | null)?.innerText.trim() ?? "";
        return {
          visible: label.getBoundingClientRect().height > 0,
          moved: text(".er-moved"),
          allowance: text(".er-allowance"),
          terrain: text(".er-terrain"),
          reason: text(".er-reason"),
          within: label.classList.contains("er-within"),
        };
      });
      expect(shown).toEqual({ visible: true, ...expected });
    } finally {
      await page.close();
    }
  });

  it("the cases cover within, beyond and a zero allowance with its reason", () => {
    const outcomes = RULER_CASES.map((c) => {
      const limits = moveLimits(c.mover, c.window, BOOK_RULESET);
      const cls = hexClass(c.stand, c.mover, BOOK_RULESET);
      return { within: moveProgress(limits.table, c.hexes * entryCost(limits.table, cls), cls).within, zero: limits.allowances[cls] === 0 };
    });
    expect(outcomes.some((o) => o.within)).toBe(true);
    expect(outcomes.some((o) => !o.within)).toBe(true);
    expect(outcomes.some((o) => o.zero)).toBe(true);
  });
});

describe("light and dark themes at 1280×800", () => {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ["0", "0", "0"]).map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };

  it.each(previewPages().flatMap((name) => [[name, "light"], [name, "dark"]] as const))("%s (%s) renders without overflow", async (name, theme) => {
    const page = await openPreview(suite.context(), name);
    try {
      if (theme === "dark") await page.click(".preview-theme-toggle", CLICK);
      expect(await page.getAttribute("body", "class")).toContain(`theme-${theme}`);
      const report = await overflowReport(page);
      expect(report).toEqual({ pageScrollsSideways: false, outside: [], tooTall: [], sideways: [] });
      // The theme reaches the sheet's own text: light text on dark, dark text on light.
      const ink = await page.$eval(".preview-window .window-content > *, .preview-window > section > *", (el) => getComputedStyle(el).color);
      if (theme === "dark") expect(luminance(ink)).toBeGreaterThan(0.6);
      else expect(luminance(ink)).toBeLessThan(0.4);
      await screenshot(page, `${name}-${theme}`);
    } finally {
      await page.close();
    }
  });
});

describe("the escalation die", () => {
  it("shows 'ED +n' beside the second marker and the die with the GM's controls in the tracker header", async () => {
    const page = await openPreview(suite.context(), "combat-escalation");
    try {
      const ed = page.locator(".er-second-marker .er-marker-escalation");
      expect(await ed.isVisible()).toBe(true);
      expect((await ed.innerText()).trim()).toBe(localize("ER.Variants.Escalation.Marker", { value: 2 }));
      // Beside the clock: on the same line, to its right.
      const clockBox = await page.locator(".er-second-marker .er-marker-clock").boundingBox();
      const edBox = await ed.boundingBox();
      expect(clockBox && edBox && edBox.x >= clockBox.x + clockBox.width - 1 && Math.abs(edBox.y + edBox.height / 2 - (clockBox.y + clockBox.height / 2)) < clockBox.height).toBe(true);
      const die = page.locator(".er-tracker .er-escalation-die");
      expect(await die.isVisible()).toBe(true);
      expect((await die.innerText()).trim()).toBe(localize("ER.Variants.Escalation.Die", { value: 2 }));
      const controls = await page.$$eval(".er-tracker .er-escalation button[data-action='erEscalation']", (buttons) =>
        buttons.filter((b) => b.getBoundingClientRect().width > 0).map((b) => (b as HTMLElement).dataset["control"] ?? ""),
      );
      expect(controls).toEqual(["decrease", "increase", "hold", "reset"]);
      await screenshot(page, "combat-escalation-check");
    } finally {
      await page.close();
    }
  });
});
