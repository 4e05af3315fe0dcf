import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { buildCharacterContext } from "./context/actor";
import { sheetRenderContext } from "./context/shared";
import { CHARACTER_PARTS, type PartSpec } from "./parts";
import { GRYF, GRYF_ITEMS, sampleActorInput, type SampleOptions } from "./samples";
import { PRESETS, type TravelSourceInput } from "../rules";
import { checkSubmission } from "./submit";

const hbs = createHandlebars();
const render = (parts: readonly PartSpec[], context: unknown) => parts.map((p) => renderTemplate(`templates/${p.template}`, context, hbs)).join("\n");
const values = (html: string, name: string) => [...html.matchAll(new RegExp(`data-value="${name}"[^>]*>([^<]*)<`, "g"))].map((m) => m[1]!.trim().replace(/&#x27;/g, "'"));
const gryf = (travel: TravelSourceInput, options: SampleOptions) => buildCharacterContext(sampleActorInput("character", "Gryf", { ...GRYF, travel }, GRYF_ITEMS, localize, options));
const html = (travel: TravelSourceInput, options: SampleOptions) => render(CHARACTER_PARTS, sheetRenderContext(gryf(travel, options)));
const OSE = { variants: PRESETS.ose };
const OSR = { variants: PRESETS.osr };

describe("travel panel vessel entry (VARIANTS.md rows 15, 30)", () => {
  it("is absent under the book", () => {
    const view = gryf({ vessel: "boat" }, {});
    expect(view.water).toBeNull();
    expect(render(CHARACTER_PARTS, sheetRenderContext(view))).not.toContain('data-value="water"');
  });

  it("OSE: on land only the vessel is offered (none, sailing, rowed); no miles", () => {
    const view = gryf({}, OSE);
    expect(view.water?.selects.map((s) => s.name)).toEqual(["system.travel.vessel"]);
    expect(view.water?.selects[0]?.options.map((o) => o.value)).toEqual(["none", "sailing", "rowed"]);
    expect(view.water?.result).toBeNull();
    expect(values(html({}, OSE), "water-miles")).toEqual([]);
  });

  it("GO-V1/V2/V6 on the sheet: a 360′ sailing vessel in a gale, downstream d6 3, makes 225 miles in 24 h with the gale's warning", () => {
    const out = html({ vessel: "sailing", vesselFeet: 360, windRoll: 12, current: "downstream", currentDie: 3 }, OSE);
    expect(values(out, "water-miles")).toEqual(["225 miles today"]);
    expect(values(out, "water-current")).toEqual(["of which the current +9 miles"]);
    expect(values(out, "water-time")).toEqual(["A water day takes 24 h of world time; a vessel uses no activity hours."]);
    expect(values(out, "water-note")[0]).toMatch(/^Gale: .*75% chance of wrecking/);
    expect(out).toContain('name="system.travel.windRoll"');
    expect(out).toContain('name="system.travel.currentDie"');
    expect(out).toContain('name="system.travel.unseaworthy"');
    expect(out).not.toContain("ER.Variants.Water");
    expect(out).not.toContain("ER.Actor.FIELDS.travel");
  });

  it("the GM's sheet offers Sail days… with a vessel aboard; a player's, or on land, does not", () => {
    const aboard = { vessel: "sailing", vesselFeet: 360, windRoll: 7 } as const;
    const gmView = { ...sheetRenderContext(gryf(aboard, OSE)), erWorldClockGM: true };
    expect(render(CHARACTER_PARTS, gmView)).toContain('data-action="erSailVoyage"');
    expect(render(CHARACTER_PARTS, gmView)).toContain("Sail days");
    expect(render(CHARACTER_PARTS, { ...sheetRenderContext(gryf(aboard, OSE)), erWorldClockGM: false })).not.toContain("erSailVoyage");
    expect(render(CHARACTER_PARTS, { ...sheetRenderContext(gryf({}, OSE)), erWorldClockGM: true })).not.toContain("erSailVoyage");
  });

  it("the sail dialog asks for the days (1–30), the waters, land in sight and a navigator, every label localised", () => {
    const out = renderTemplate("templates/sheets/voyage-dialog.hbs", { maxDays: 30, waters: [{ value: "sea", label: "open water" }, { value: "river", label: "a river" }] }, hbs);
    for (const name of ["days", "waters", "landInSight", "navigator"]) expect(out).toContain(`name="${name}"`);
    expect(out).toContain('max="30"');
    expect(out).toContain('<option value="river">a river</option>');
    expect(out).not.toContain("ER.Voyage");
  });

  it("OSE: a vessel without its base rate, or upstream without the d6, shows a localised error and no miles", () => {
    const noFeet = html({ vessel: "rowed", vesselFeet: 0, windRoll: 7 }, OSE);
    expect(values(noFeet, "water-error")).toEqual(["Enter the vessel's base rate in feet (1 to 1,200)."]);
    expect(values(noFeet, "water-miles")).toEqual([]);
    const noDie = html({ vessel: "rowed", vesselFeet: 180, windRoll: 7, current: "upstream", currentDie: 0 }, OSE);
    expect(values(noDie, "water-error")).toEqual(["Enter the current's d6 roll (1 to 6)."]);
  });

  it("G2-V1/V2 on the sheet: OSR boat with the wind upstream 30 miles; ship against the wind 50; no d6, no base feet", () => {
    const boat = gryf({ vessel: "boat", wind: "with", current: "upstream" }, OSR);
    expect(boat.water?.selects[0]?.options.map((o) => o.value)).toEqual(["none", "boat", "ship"]);
    expect(boat.water?.numbers).toEqual([]);
    expect(boat.water?.checks).toEqual([]);
    expect(boat.water?.result?.miles).toBe("30 miles today");
    expect(values(html({ vessel: "ship", wind: "against", current: "none" }, OSR), "water-miles")).toEqual(["50 miles today"]);
  });

  it("OSR: an OSE vessel kept from another game is refused with a localised error, the stored value kept", () => {
    const view = gryf({ vessel: "sailing", wind: "none" }, OSR);
    expect(view.water?.error).toBe("This vessel is not one this game's water travel offers: choose another.");
    expect(view.water?.result).toBeNull();
  });

  it("a read-only sheet disables every vessel control", () => {
    const out = html({ vessel: "sailing", vesselFeet: 360, windRoll: 7, current: "upstream", currentDie: 2 }, { ...OSE, editable: false });
    const fieldset = out.slice(out.indexOf('data-value="water"'));
    const controls = [...fieldset.matchAll(/<(select|input)\b[^>]*>/g)].map((m) => m[0]);
    expect(controls.length).toBeGreaterThanOrEqual(6);
    expect(controls.every((c) => c.includes("disabled"))).toBe(true);
    expect(values(out, "water-miles")).toEqual(["64 miles today"]);
  });
});

describe("vessel entry submissions (the form's bounds check)", () => {
  it("the OSE wind select submits a number (data-dtype), the OSR one a choice", () => {
    expect(html({ vessel: "sailing", vesselFeet: 360, windRoll: 7 }, OSE)).toMatch(/<select name="system\.travel\.windRoll" data-dtype="Number"/);
    expect(html({ vessel: "boat", wind: "none" }, OSR)).toMatch(/<select name="system\.travel\.wind" data-dtype="String"/);
  });

  it("a wind roll past 12, a d6 of 7 or a base rate past 1,200 is refused with a localised message; the rest saves", () => {
    const checked = checkSubmission("Actor", "character", { "system.travel.windRoll": 13, "system.travel.currentDie": 7, "system.travel.vesselFeet": 1201, "system.travel.vessel": "sailing" });
    expect(Object.keys(checked.kept)).toEqual(["system.travel.vessel"]);
    expect(checked.problems.map((p) => p.path).sort()).toEqual(["travel.currentDie", "travel.vesselFeet", "travel.windRoll"]);
    expect(checked.problems.every((p) => localize(p.key) !== p.key)).toBe(true);
    expect(checkSubmission("Actor", "creature", { "system.travel.vessel": "galleon" }).problems).toHaveLength(1);
  });
});
