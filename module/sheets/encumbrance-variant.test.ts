/**
 * The character sheet's encumbrance panel under each encumbrance model
 * (VARIANTS.md §9.1 "sheets show variant-only fields only when a variant needs them"): rendered from
 * the real context builder and the actors' real derivation.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, type PartSpec } from "./parts";
import { BRANNOC, BRANNOC_ITEMS, MULE, loadOf, sampleActorInput } from "./samples";
import { type EncumbranceModelId, type VariantConfig } from "../rules";
import type { ActorSourceView } from "./context/actor";
import { variantConfig } from "../../tests/support/variants";

const hbs = createHandlebars();

const withModel = (model: EncumbranceModelId): VariantConfig => variantConfig({ encumbrance: { model } });

function render(parts: readonly PartSpec[], context: unknown): string {
  return parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
}

/** The encumbrance panel of the rendered sheet. */
function panel(html: string): string {
  const m = /<section class="er-panel er-encumbrance"[\s\S]*?<\/section>/.exec(html);
  if (!m) throw new Error("no encumbrance panel");
  return m[0];
}

function valueOf(html: string, name: string): string {
  const m = new RegExp(`data-value="${name}"[^>]*>([^<]*)<`).exec(html);
  if (!m) throw new Error(`no data-value="${name}" in the render`);
  return m[1]!.trim();
}

function sheet(model: EncumbranceModelId | null, src: ActorSourceView = BRANNOC, editable = true): string {
  const input = sampleActorInput("character", "Brannoc", src, BRANNOC_ITEMS, localize, { editable, ...(model ? { variants: withModel(model) } : {}) });
  return panel(render(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input))));
}

/** Names of the form inputs in a piece of html. */
function inputs(html: string): string[] {
  return [...html.matchAll(/<(?:input|select)[^>]*name="([^"]+)"/g)].map((m) => m[1]!);
}

describe("the encumbrance panel under each model", () => {
  it("ER (the book): carried / capacity and the steps; no coins, STR or model badge", () => {
    const html = sheet(null);
    expect(html).toContain('data-encumbrance-model="er"');
    expect(valueOf(html, "carried")).toMatch(/ lb$/);
    expect(html).toContain('data-value="steps"');
    expect(inputs(html)).not.toContain("system.coins");
    expect(inputs(html)).not.toContain("system.abilities.str");
    expect(html).not.toContain('data-badge="model"');
  });

  it("OSE detailed: coins, the weight in coins and the tier table (510 coins → the 600 tier, 9 hexes); no STR, loads or ER steps", () => {
    const html = sheet("oseDetailed");
    expect(html).toContain('data-encumbrance-model="oseDetailed"');
    expect(valueOf(html, "coin-weight")).toBe("510 coins of weight");
    expect(inputs(html)).toEqual(["system.coins", "system.march.travelHours"]);
    expect(html).toMatch(/<tr class="current" aria-current="true"><th scope="row">Up to 600 coins<\/th><td class="er-num">9 hexes<\/td>/);
    expect(valueOf(html, "variant-speed")).toBe("12 → 9 hexes a round");
    expect(valueOf(html, "variant-miles")).toBe("24 → 18");
    expect(html).not.toContain('data-value="steps"');
    expect(html).not.toContain('data-value="loads"');
    expect(html).not.toContain('data-badge="overloaded"');
    expect(html).not.toContain('data-badge="immobile"');
  });

  it("OSE detailed over 1,600 coins: the immobile badge and the last row marked", () => {
    const html = sheet("oseDetailed", { ...BRANNOC, coins: 1300 }); // 1,300 + 360 = 1,660 coins
    expect(html).toContain('data-badge="immobile"');
    expect(html).toMatch(/<tr class="current" aria-current="true"><th scope="row">Over 1600 coins<\/th>/);
    expect(html).toContain("Cannot move under this load.");
  });

  it("OSE basic: coins as treasure and the armour class worn (leather 20 lb → light: 9 hexes)", () => {
    const html = sheet("oseBasic");
    expect(html).toContain('data-encumbrance-model="oseBasic"');
    expect(valueOf(html, "armour-class")).toBe("Light armour");
    expect(valueOf(html, "treasure")).toBe("150 coins, not significant");
    expect(inputs(html)).toEqual(["system.coins", "system.oseTreasure", "system.march.travelHours"]);
    expect(html).toMatch(/<option value="auto" selected>Auto \(by coins\)<\/option>/);
    expect(valueOf(html, "variant-speed")).toBe("12 → 9 hexes a round");
    const rich = sheet("oseBasic", { ...BRANNOC, coins: 800 });
    expect(valueOf(rich, "treasure")).toBe("800 coins, significant");
    expect(valueOf(rich, "variant-speed")).toBe("12 → 6 hexes a round");
    // The referee's call (003:L106) wins over the threshold.
    const judged = sheet("oseBasic", { ...BRANNOC, coins: 800, oseTreasure: "none" });
    expect(valueOf(judged, "treasure")).toBe("800 coins, not significant");
    expect(judged).toMatch(/<option value="none" selected>Not significant<\/option>/);
    expect(valueOf(judged, "variant-speed")).toBe("12 → 9 hexes a round");
  });

  it("OSR loads: STR and coins, the loads bar; over STR the overloaded badge", () => {
    const light = sheet("osrLoads");
    expect(light).toContain('data-encumbrance-model="osrLoads"');
    expect(inputs(light)).toEqual(["system.abilities.str", "system.coins", "system.march.travelHours"]);
    // 150 coins (1.5 lb) + 36 lb of items = 37.5 lb → 8 loads against STR 13.
    expect(valueOf(light, "loads")).toBe("8 / 13 loads");
    expect(light).not.toContain('data-badge="overloaded"');
    const heavy = sheet("osrLoads", { ...BRANNOC, abilities: { str: 6, dex: 11, con: 12 } });
    expect(valueOf(heavy, "loads")).toBe("8 / 6 loads");
    expect(heavy).toContain('data-badge="overloaded"');
    expect(heavy).toMatch(/class="er-bar over"/);
    expect(valueOf(heavy, "variant-speed")).toBe("12 → 8 hexes a round");
  });

  it("off: no inputs, the listed speed", () => {
    const html = sheet("off");
    expect(inputs(html)).toEqual(["system.march.travelHours"]);
    expect(valueOf(html, "variant-speed")).toBe("12 → 12 hexes a round");
  });

  it("read-only (an Observer): the model's inputs are disabled", () => {
    const html = sheet("oseDetailed", BRANNOC, false);
    const coins = /<input[^>]*name="system.coins"[^>]*>/.exec(html)?.[0] ?? "";
    expect(coins).toContain("disabled");
  });

  it("a creature keeps the ER panel under a companion model", () => {
    const input = sampleActorInput("creature", "Mule", MULE, loadOf("Packs", 650), localize, { variants: withModel("oseDetailed") });
    const html = panel(render(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(input))));
    expect(html).toContain('data-encumbrance-model="er"');
    expect(valueOf(html, "carried")).toBe("650 / 600 lb");
  });

  it("the armour item sheet offers the OSE class as a select with the stored choice selected", async () => {
    const { buildItemContext } = await import("./context/item");
    const { itemParts } = await import("./parts");
    const ctx = sheetRenderContext(buildItemContext({ name: "Chain", img: "", uuid: "Item.c", type: "armour", system: { weight: 40, worn: true, oseClass: "heavy", quantity: 1, price: 0, standardKit: false, description: "" }, editable: true, ownerName: null, localize }));
    const html = render(itemParts("armour"), ctx);
    expect(html).toMatch(/<select name="system.oseClass"[^>]*>[\s\S]*<option value="heavy" selected>Heavy armour<\/option>/);
    expect(html).toContain('<option value="auto">Auto (by weight)</option>');
  });
});

describe("bad input on the new fields takes the existing validation path (refused, localised, nothing else lost)", () => {
  it("negative, fractional or text coins and an unknown armour class are refused; the other fields of the submission save", async () => {
    const { checkSubmission } = await import("./submit");
    for (const bad of [-5, 2.5, "lots", 10_000_001]) {
      const r = checkSubmission("Actor", "character", { "system.coins": bad, "system.quickness": 4 });
      expect(r.kept).toEqual({ "system.quickness": 4 });
      expect(r.problems.map((p) => p.path)).toEqual(["coins"]);
      expect(r.problems[0]!.key).toMatch(/^ER\.Validation\./);
    }
    expect(checkSubmission("Actor", "character", { "system.coins": 1600 }).problems).toEqual([]);
    const armour = checkSubmission("Item", "armour", { "system.oseClass": "mithril", "system.weight": 40 });
    expect(armour.kept).toEqual({ "system.weight": 40 });
    expect(armour.problems[0]!.key).toBe("ER.Validation.Choice");
    expect(checkSubmission("Item", "armour", { "system.oseClass": "light" }).problems).toEqual([]);
    expect(checkSubmission("Actor", "character", { "system.oseTreasure": "heaps" }).problems[0]?.key).toBe("ER.Validation.Choice");
    expect(checkSubmission("Actor", "character", { "system.oseTreasure": "significant" }).problems).toEqual([]);
  });
});
