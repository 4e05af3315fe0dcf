import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext, buildCreatureContext } from "./context/actor";
import { recordMarchUpdate } from "./submit";
import { buildItemContext } from "./context/item";
import { ITEM_SPECS } from "../items/spec";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, CREATURE_PARTS, itemParts, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, LIZARD_STEED, MULE, SAMPLE_ITEMS, loadOf, sampleActorInput, type SampleOptions } from "./samples";

const hbs = createHandlebars();

function renderParts(parts: readonly PartSpec[], context: unknown): string {
  return parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
}

/** The text of the element carrying data-value="name" (the sheet's marked derived numbers). */
function valueOf(html: string, name: string): string {
  const m = new RegExp(`data-value="${name}"[^>]*>([^<]*)<`).exec(html);
  if (!m) throw new Error(`no data-value="${name}" in the render`);
  return m[1]!.trim();
}

function phasesOf(html: string): number[] {
  const list = /<ol class="er-phases"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/class="er-phase-hexes">(\d+)</g)].map((m) => Number(m[1]));
}

function terrainRow(html: string, terrain: string): string[] {
  const row = new RegExp(`<tr data-terrain="${terrain}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";
  return [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]!.trim());
}

const gryf = (options: SampleOptions = {}) => sampleActorInput("character", "Gryf", GRYF, GRYF_ITEMS, localize, options);
const mule = (load: number, options: SampleOptions = {}) =>
  sampleActorInput("creature", "Mule", MULE, loadOf("Packs", load), localize, options);
const lizard = (load: number, options: SampleOptions = {}) =>
  sampleActorInput("creature", "Lizard steed", LIZARD_STEED, loadOf("Saddlebags", load), localize, options);

describe("character sheet: the gryf carrying 30 lb (docs/rules.md §6: one step)", () => {
  const html = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf())));

  it("shows the initiative modifier with its parts in a tooltip", () => {
    // Quickness skill 14 → −1, short sword in hand +1, one encumbrance step +1.
    expect(valueOf(html, "initiative")).toBe("+1");
    expect(html).toContain('data-tooltip="Quickness 14: −1; Weapon in hand: +1; Encumbrance steps: +1"');
    expect(html).toContain("Initiative modifier");
  });

  it("shows hexes per round and the 4-phase split on optimal ground", () => {
    expect(valueOf(html, "terrain")).toBe("Optimal (road, floor)");
    expect(valueOf(html, "hexes")).toBe("11");
    expect(phasesOf(html)).toEqual([3, 3, 3, 2]);
    expect(html).toContain("Second 1");
    expect(html).toContain("Second 16");
  });

  it("shows carried / capacity, the steps, activity hours and effective miles", () => {
    expect(valueOf(html, "carried")).toBe("30 / 25 lb");
    expect(valueOf(html, "steps")).toBe("1");
    // One number of miles (the one that counts), how it comes about beside it, once.
    expect(valueOf(html, "effective-miles")).toBe("18");
    expect(valueOf(html, "miles-working")).toBe("20 a day, 19 after steps, over 7.5 h of activity");
    const panel = /<section class="er-panel er-encumbrance"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(panel.match(/Miles per day/g)).toHaveLength(1);
    expect(html).toMatch(/class="er-bar over"[^>]*aria-valuenow="100"/);
  });

  it("partial days: the GM types hours and sees the miles to one decimal, on the road and in the scene's terrain", () => {
    const travel = sampleActorInput("character", "Gryf", { ...GRYF, march: { ...GRYF.march, travelHours: 3 } }, GRYF_ITEMS, localize, { sceneTerrain: "forest" });
    const out = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(travel)));
    // 19 miles a day after one step: 19 ÷ 8 × 3 = 7.125 → "7.1"; forest 9 a day → 3.375 → "3.4".
    expect(valueOf(out, "partial-miles")).toBe("7.1");
    expect(out).toContain("7.1 miles on the road");
    expect(out).toContain("(3.4 in Forest)");
    expect(out).toMatch(/<input type="number" name="system\.march\.travelHours" value="3" min="0" max="7\.5" step="any"/);
  });

  it("forced march: the allotment of the march day is shown, derived, and the steps field replaces the typed allotment", () => {
    expect(html).toContain("that day&#x27;s allotment: 7.5 h");
    expect(html).toContain('name="system.march.priorSteps"');
    expect(html).not.toContain("allotmentHours");
    const kept = sampleActorInput("character", "Gryf", { ...GRYF, march: { ...GRYF.march, formerAllotmentHours: 6 } }, GRYF_ITEMS, localize);
    const out = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(kept)));
    expect(valueOf(out, "former-allotment")).toContain("An allotment of 6 h was typed here before");
  });

  it("standard kit: marked items show apart and do not count towards the load", () => {
    const items = GRYF_ITEMS.map((i) => (i.name === "Rope, 50 ft" || i.name === "Leather jerkin" ? { ...i, system: { ...i.system, standardKit: true } } : i));
    const out = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(sampleActorInput("character", "Gryf", GRYF, items, localize))));
    // 30 lb carried, of which rope (10) and jerkin (7) are kit: 13 lb count, within the 25 lb capacity.
    expect(valueOf(out, "carried")).toBe("13 / 25 lb");
    expect(valueOf(out, "kit")).toBe("17 lb, not counted");
    expect(valueOf(out, "inventory-kit")).toBe("17 lb, not counted");
    // 000:L61: the sheet says why the kit is left out, beside the weight on both tabs.
    for (const at of ["kit-hint", "inventory-kit-hint"]) expect(valueOf(out, at), at).toMatch(/^The book lets a traveller carry a declared standard kit .*reasonable armour\. .*untick Standard kit/);
    expect(valueOf(out, "steps")).toBe("0");
    // The kit toggle is pressed on the marked rows only.
    expect(out).toMatch(/Rope, 50 ft[\s\S]*?data-action="toggleStandardKit" aria-pressed="true"/);
    expect(out).toMatch(/Rations \(day\)[\s\S]*?data-action="toggleStandardKit" aria-pressed="false"/);
    // Nothing marked: no kit line.
    expect(html).not.toContain('data-value="kit"');
    expect(html).not.toContain("kit-hint");
  });

  it("keeps the full terrain table one click away, the scene's row marked", () => {
    expect(html).toMatch(/<details class="er-terrain-table">\s*<summary>Movement in every terrain<\/summary>/);
    expect(html).toMatch(/<tr data-terrain="optimal" class="current" aria-current="true">/);
    // Forest: (12 − 1) ÷ 2.2 = 5 hexes → 2-1-1-1; 19 miles ÷ 2.2 → 9, at 7.5 h → 8.
    expect(terrainRow(html, "forest")).toEqual(["÷2.2", "5", "2-1-1-1", "9", "8"]);
    expect(terrainRow(html, "mountains")).toEqual(["÷3.2", "3", "1-1-1-0", "6", "6"]);
  });

  it("lists inventory with weights, quantities and pressed toggles, and skills and spells", () => {
    expect(html).toMatch(/data-item-id="[^"]+" draggable="true">[\s\S]*?Short sword/);
    expect(html).toContain("Rations (day)");
    expect(html).toMatch(/data-item-quantity min="0" step="1" value="5"/);
    expect(html).toMatch(/data-action="toggleInHand" aria-pressed="true"/);
    expect(html).toMatch(/data-action="toggleInHand" aria-pressed="false"/);
    expect(html).toMatch(/data-action="toggleWorn" aria-pressed="true"/);
    expect(html).toContain("−2");
    expect(html).toContain("4 s");
    expect(html).toContain('data-action="createItem" data-type="spell"');
  });

  it("has the race, the notes editor and localised tabs", () => {
    expect(html).toContain('name="system.race" value="Gryf"');
    expect(html).toMatch(/<prose-mirror name="system.notes"[^>]*toggled><p>Keeps the party's maps.<\/p><\/prose-mirror>/);
    for (const label of ["Combat &amp; Road", "Inventory", "Skills &amp; Spells", "Details", "Notes"]) expect(html).toContain(label);
    expect(html).toMatch(/data-tab="main" aria-selected="true"/);
  });
});

describe("character sheet: scene terrain, conditions and persistent encumbrance", () => {
  it("follows the scene's terrain", () => {
    const html = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf({ sceneTerrain: "forest" }))));
    expect(valueOf(html, "terrain")).toBe("Forest");
    expect(valueOf(html, "hexes")).toBe("5");
    expect(phasesOf(html)).toEqual([2, 1, 1, 1]);
    expect(html).toMatch(/<tr data-terrain="forest" class="current"/);
  });

  it("names the condition that stops movement", () => {
    const html = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf({ conditions: ["restrained"] }))));
    expect(valueOf(html, "hexes")).toBe("0");
    expect(html).toContain("Cannot move: Restrained.");
    expect(html).toContain('data-condition="restrained"');
  });

  it("shows persistent steps with the time left", () => {
    // Over capacity for an hour at 3 steps, dropped at t = 0; at t = 1 h: ceil(3/2) = 2 steps for 3 more hours.
    const dropped = { ...GRYF, load: { overCapacitySeconds: 3600, droppedAt: 0, droppedSteps: 3, loadedSteps: 0, unloadedSeconds: 3600 } };
    const input = sampleActorInput("character", "Gryf", dropped, [], localize, { worldTime: 3600 });
    const html = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(input)));
    expect(html).toMatch(/Persistent encumbrance<\/th><td class="er-num">2<\/td><td class="er-muted">3 h 00 min left<\/td>/);
    expect(valueOf(html, "steps")).toBe("2");
    expect(html).toContain("1 h 00 min");
  });
});

describe("creature sheet: the mule and the lizard steed (docs/rules.md §6 table)", () => {
  it("the mule with 650 lb: one step, 11 hexes, 23 miles [22]", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(mule(650))));
    expect(valueOf(html, "carried")).toBe("650 / 600 lb");
    expect(html).toContain("one step per 60 lb");
    expect(valueOf(html, "steps")).toBe("1");
    expect(valueOf(html, "initiative")).toBe("+1");
    expect(valueOf(html, "hexes")).toBe("11");
    expect(phasesOf(html)).toEqual([3, 3, 3, 2]);
    expect(html).toContain("24 a day, 23 after steps");
    expect(valueOf(html, "effective-miles")).toBe("22");
  });

  it("the mule is sure-footed in the hills: treated as forest", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(mule(0, { sceneTerrain: "hills" }))));
    expect(html).toContain("treated as Forest");
    // 12 ÷ 2.2 = 5.45 → 5 (not 12 ÷ 2.4 = 5 either way); the table names the adaptation.
    expect(valueOf(html, "hexes")).toBe("5");
    expect(html).toMatch(/name="system.movement.sureFooted" checked/);
  });

  it("the lizard steed with 1005 lb: 17 hexes, 35 miles [33]; native of the swamp", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(lizard(1005, { sceneTerrain: "swamp" }))));
    expect(valueOf(html, "carried")).toBe("1005 / 1000 lb");
    expect(valueOf(html, "steps")).toBe("1");
    expect(valueOf(html, "effective-miles")).toBe("33");
    expect(terrainRow(html, "optimal")).toEqual(["÷1.0", "17", "6-4-4-3", "35", "33"]);
    // A swamp native treats the swamp as desert: 17 ÷ 1.9 = 8.9 → 9.
    expect(valueOf(html, "terrain")).toBe("Swamp");
    expect(html).toContain("treated as Desert");
    expect(valueOf(html, "hexes")).toBe("9");
  });

  it("shows the group settings: group, capacity, step, native terrains", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(lizard(0))));
    expect(html).toMatch(/<select name="system.encumbrance.group"[^>]*>[\s\S]*<option value="packAnimal" selected>/);
    expect(html).toMatch(/name="system.encumbrance.capacity" value="1000"/);
    expect(html).toMatch(/name="system.encumbrance.step" value="10"/);
    expect(html).toMatch(/<multi-checkbox name="system.nativeTerrains"[\s\S]*<option value="swamp" selected>Swamp<\/option>/);
    expect(html).toContain("Native terrains");
  });

  it("a read-only sheet disables its inputs and hides create and delete", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(mule(100, { editable: false }))));
    expect(html).not.toContain('data-action="createItem"');
    expect(html).not.toContain('data-action="deleteItem"');
    expect(html).toMatch(/name="system.encumbrance.capacity" value="600" min="0" step="any" disabled/);
    expect(html).not.toContain("<prose-mirror");
  });

  it("climb, swim, fly and burrow speeds (VARIANTS.md §6.5): empty inputs with their labels and hints; disabled on a read-only sheet", () => {
    const html = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(mule(100))));
    for (const m of ["climb", "swim", "fly", "burrow"]) expect(html).toMatch(new RegExp(`name="system.movement.${m}" value="" min="0" step="1" >`));
    expect(html).toContain("Fly speed");
    expect(html).toContain("Empty: the token cannot fly.");
    const locked = renderParts(CREATURE_PARTS, sheetRenderContext(buildCreatureContext(mule(100, { editable: false }))));
    for (const m of ["climb", "swim", "fly", "burrow"]) expect(locked).toMatch(new RegExp(`name="system.movement.${m}" value="" min="0" step="1" disabled`));
  });
});

describe("item sheets", () => {
  const render = (type: string) => {
    const sample = SAMPLE_ITEMS[type]!;
    const ctx = sheetRenderContext(buildItemContext({ ...sample, editable: true, localize }));
    return renderParts(itemParts(type), ctx);
  };

  it.each(["weapon", "armour", "gear", "spell", "skill", "race", "container"])("the %s sample (preview and tests) carries every field of its model", (type) => {
    const fields = Object.keys(ITEM_SPECS[type as keyof typeof ITEM_SPECS]).map((k) => k.split(".")[0]!);
    for (const field of fields) expect(SAMPLE_ITEMS[type]!.system, `${type}.${field}`).toHaveProperty(field);
  });

  it.each(["weapon", "armour", "gear", "spell", "skill", "race", "container"])("the %s sheet has the shared header, its details and the description", (type) => {
    const html = render(type);
    expect(html).toContain(`name="name" value="${SAMPLE_ITEMS[type]!.name}"`);
    expect(html).toContain(`er-item-${type}`);
    expect(html).toMatch(/<prose-mirror name="system.description"/);
  });

  it("item sheets have three tabs, details open first; an unknown or absent tab opens details", () => {
    const ctx = buildItemContext({ ...SAMPLE_ITEMS["spell"]!, editable: true, localize });
    expect(ctx.tabs.map((t) => [t.id, t.active])).toEqual([["details", true], ["description", false], ["effects", false]]);
    expect(buildItemContext({ ...SAMPLE_ITEMS["spell"]!, editable: true, localize, activeTab: "effects" }).tab["effects"]!.active).toBe(true);
    expect(buildItemContext({ ...SAMPLE_ITEMS["spell"]!, editable: true, localize, activeTab: "nonsense" }).tab["details"]!.active).toBe(true);
    const html = render("spell");
    // Only the details body carries `active`; core's layered rule hides the others (browser tests).
    expect(html.match(/class="[^"]*er-tab-body[^"]*"/g)?.length).toBe(3);
    expect(html).toMatch(/er-item-details[^"]*er-tab-body active"/);
    expect(html).toMatch(/er-item-effects tab er-tab-body "/);
    expect(html).toContain('data-action="tab" data-group="primary" data-tab="effects"');
  });

  it("the weapon shows its initiative modifier with the field's bounds, and its toggles", () => {
    const html = render("weapon");
    expect(html).toMatch(/name="system.initiativeModifier" value="2" min="-20" max="20" step="1"/);
    expect(html).toMatch(/name="system.equipped" checked/);
    expect(html).toMatch(/name="system.inHand"\s+>/);
    expect(html).toContain(localize("ER.Item.FIELDS.initiativeModifier.hint"));
    expect(html).toContain("Initiative modifier");
  });

  it("gear weight allows fractions, quantity does not", () => {
    const html = render("gear");
    expect(html).toMatch(/name="system.weight" value="2.5" min="0" max="100000" step="any"/);
    expect(html).toMatch(/name="system.quantity" value="1" min="0" max="100000" step="1"/);
  });

  it("the race edits its terrain adaptation", () => {
    const html = render("race");
    expect(html).toMatch(/<select name="system.adaptation.forest"[^>]*>[\s\S]*?<option value="tundra" selected>Tundra<\/option>/);
    expect(html).toMatch(/<select name="system.adaptation.hills"[^>]*>\s*<option value="" selected>/);
  });
});

describe("item sheets: the standard-kit mark (docs/rules.md §6)", () => {
  it.each(["weapon", "armour", "gear", "container"])("a %s has a standard-kit checkbox", (type) => {
    const view = buildItemContext({ name: "X", img: "", uuid: "Item.x", type, system: { standardKit: true }, editable: true, localize });
    expect(view.fields.find((f) => f.name === "system.standardKit")).toMatchObject({ kind: "checkbox", checked: true, label: "Standard kit" });
    const html = renderParts(itemParts(type as Parameters<typeof itemParts>[0]), sheetRenderContext(view));
    expect(html).toMatch(/<input type="checkbox" name="system\.standardKit" checked/);
  });
});

describe("recording a day's march (docs/rules.md §6, forced march)", () => {
  it("the hours become the last day's march and today's forced-march steps that day's prior steps", () => {
    // Book: day 1, 10 h → 4 steps in force on day 2; recording day 2's 8 h keeps those 4 as its prior steps.
    expect(recordMarchUpdate(4, "8")).toEqual({ "system.march.hours": 8, "system.march.priorSteps": 4 });
    expect(recordMarchUpdate(0, "10")).toEqual({ "system.march.hours": 10, "system.march.priorSteps": 0 });
    expect(recordMarchUpdate(0, "7.25")).toEqual({ "system.march.hours": 7.25, "system.march.priorSteps": 0 });
  });
  it("Book: three days recorded with the button: 10 h, then 8 h on the 6-hour day, then a short day", () => {
    let march = { hours: 0, priorSteps: 0, travelHours: 0 };
    const stepsAfter = (hours: number): number => {
      const before = sampleActorInput("character", "Sergeant", { ...GRYF, march }, [], localize).derived.encumbrance.forcedMarchSteps;
      const update = recordMarchUpdate(before, String(hours))!;
      march = { ...march, hours: update["system.march.hours"]!, priorSteps: update["system.march.priorSteps"]! };
      return sampleActorInput("character", "Sergeant", { ...GRYF, march }, [], localize).derived.encumbrance.forcedMarchSteps;
    };
    expect(stepsAfter(10)).toBe(4);
    expect(stepsAfter(8)).toBe(4);
    expect(stepsAfter(6)).toBe(0);
  });
  it("refuses what is not 0 to 24 hours", () => {
    for (const bad of ["", "  ", "-1", "25", "abc", "NaN", "Infinity"]) expect(recordMarchUpdate(2, bad)).toBeNull();
  });
  it("the button is on an editable sheet only", () => {
    const editable = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf())));
    expect(editable).toContain('data-action="recordMarch"');
    const locked = renderParts(CHARACTER_PARTS, sheetRenderContext(buildCharacterContext(gryf({ editable: false }))));
    expect(locked).not.toContain('data-action="recordMarch"');
  });
});
