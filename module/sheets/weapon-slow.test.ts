/**
 * VARIANTS.md row 21, GO-2, §9.1: the weapon sheet's "slow" select. Shown only while a
 * slow-weapon rule is in force (under either OSE initiative model) (OSE side or individual d6); its three choices store null
 * (derived from the grip and kind, 003:L806), true and false; any other submitted value is refused and the stored
 * value kept.
 */
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { SLOW_CHOICES, buildItemContext, slowChoiceOf, slowFromChoice } from "./context/item";
import { sheetRenderContext } from "./context/shared";
import { itemParts } from "./parts";
import { SAMPLE_ITEMS } from "./samples";
import { checkSubmission, normaliseWeaponSlow } from "./submit";
import { INITIATIVE_MODEL_IDS, PRESETS, resolveRuleset, slowWeaponsApply, weaponIsSlow } from "../rules";
import { variantConfig } from "../../tests/support/variants";
import { validateItemSystem } from "../items/spec";

const hbs = createHandlebars();
const weapon = SAMPLE_ITEMS["weapon"]!;

function render(system: Record<string, unknown>, slowWeapons: boolean | undefined, editable = true): string {
  const ctx = sheetRenderContext(buildItemContext({ ...weapon, system: { ...weapon.system, ...system }, editable, localize, ...(slowWeapons === undefined ? {} : { slowWeapons }) }));
  return itemParts("weapon").map((p) => renderTemplate(`templates/${p.template}`, ctx, hbs)).join("\n");
}
const selectOf = (html: string) => /<select name="system.slow"[^>]*>[\s\S]*?<\/select>/.exec(html)?.[0] ?? null;

describe("the weapon sheet's slow select (row 21)", () => {
  it("is shown exactly while the slow-weapon rule is in force: under OSE side and OSE individual", () => {
    const shown = INITIATIVE_MODEL_IDS.filter((m) => slowWeaponsApply(resolveRuleset(variantConfig({ initiative: { model: m } }))));
    expect(shown.sort()).toEqual(["oseIndividual", "oseSide"]);
    expect(slowWeaponsApply(resolveRuleset(PRESETS.ose))).toBe(true);
    expect(selectOf(render({ slow: null }, true))).not.toBeNull();
    expect(selectOf(render({ slow: null }, false))).toBeNull();
    expect(selectOf(render({ slow: true }, undefined))).toBeNull();
  });

  it("offers the three choices, localised, with the stored value selected, after the initiative modifier", () => {
    for (const [stored, selected] of [[null, "derived"], [true, "slow"], [false, "notSlow"]] as const) {
      const html = render({ slow: stored }, true);
      const select = selectOf(html)!;
      expect([...select.matchAll(/<option value="(\w+)"/g)].map((m) => m[1])).toEqual([...SLOW_CHOICES]);
      expect(select).toContain(`<option value="${selected}" selected>`);
      expect(select.match(/ selected>/g)).toHaveLength(1);
      expect(html.indexOf('name="system.initiativeModifier"')).toBeLessThan(html.indexOf('name="system.slow"'));
    }
    const html = render({ slow: null }, true);
    expect(html).toContain(">From its grip and kind</option>");
    expect(html).toContain(">Slow</option>");
    expect(html).toContain(">Not slow</option>");
    expect(html).toContain("Slow weapon (OSE)");
  });

  it("GO-2, 003:L806: the hint says what the grip and kind give (two-handed melee: slow; a +2 one-hander or a two-handed bow: not)", () => {
    expect(render({ slow: null, twoHanded: true, kind: "melee", initiativeModifier: 2 }, true)).toContain("By its grip and kind this weapon is slow.");
    expect(render({ slow: null, twoHanded: false, kind: "melee", initiativeModifier: 2 }, true)).toContain("By its grip and kind this weapon is not slow.");
    expect(render({ slow: true, twoHanded: true, kind: "ranged" }, true)).toContain("By its grip and kind this weapon is not slow.");
    // Odd stored values read as one-handed melee rather than breaking the sheet.
    expect(render({ slow: null, twoHanded: "x", kind: 3 }, true)).toContain("this weapon is not slow.");
  });

  it("the weapon sheet offers Two-handed beside In hand, under every model", () => {
    for (const slowWeapons of [true, false]) {
      const html = render({ twoHanded: true }, slowWeapons);
      expect(html).toMatch(/<input type="checkbox" name="system.twoHanded" checked/);
      expect(html).toContain("Two-handed");
    }
  });

  it("is disabled on a read-only sheet", () => {
    expect(selectOf(render({ slow: null }, true, false))).toMatch(/<select name="system.slow"\s+disabled/);
    expect(selectOf(render({ slow: null }, true, true))).not.toContain("disabled");
  });

  it("an odd stored value shows as derived", () => {
    for (const odd of [undefined, "true", 1, {}]) expect(slowChoiceOf(odd)).toBe("derived");
  });
});

describe("submitting the slow select", () => {
  it("stores null, true and false for the three choices; the rules then read them as GO-2 says", () => {
    const stored = SLOW_CHOICES.map((choice) => {
      const flat: Record<string, unknown> = { "system.slow": choice, "system.weight": 3 };
      normaliseWeaponSlow(flat);
      expect(checkSubmission("Item", "weapon", flat)).toEqual({ kept: flat, problems: [] });
      return flat["system.slow"];
    });
    expect(stored).toEqual([null, true, false]);
    expect(stored.map((slow) => weaponIsSlow({ slow: slow as boolean | null, twoHanded: true, kind: "melee" }))).toEqual([true, true, false]);
    expect(stored.map((slow) => weaponIsSlow({ slow: slow as boolean | null, twoHanded: false, kind: "melee" }))).toEqual([false, true, false]);
  });

  it("values already stored as null / true / false pass through unchanged", () => {
    for (const v of [null, true, false]) {
      const flat: Record<string, unknown> = { "system.slow": v };
      normaliseWeaponSlow(flat);
      expect(flat["system.slow"]).toBe(v);
      expect(slowFromChoice(v)).toBe(v);
    }
  });

  it("a hostile or odd value is refused with the system's message; the rest of the submission saves", () => {
    for (const bad of ["true", "", "Slow", "derived ", 1, 0, {}, ["slow"], { toString: () => "slow" }]) {
      const flat: Record<string, unknown> = { name: "Axe", "system.slow": bad, "system.weight": 4 };
      normaliseWeaponSlow(flat);
      const { kept, problems } = checkSubmission("Item", "weapon", flat);
      expect(kept, JSON.stringify(bad)).toEqual({ name: "Axe", "system.weight": 4 });
      expect(problems.map((p) => [p.path, p.key])).toEqual([["slow", "ER.Validation.Boolean"]]);
      expect(localize(problems[0]!.key, problems[0]!.data)).not.toBe("");
    }
  });

  it("a submission without the select (book or non-OSE model) leaves the stored value alone", () => {
    const flat: Record<string, unknown> = { "system.weight": 4 };
    normaliseWeaponSlow(flat);
    expect(flat).toEqual({ "system.weight": 4 });
  });

  it("the pre-update check accepts null / true / false for slow and refuses anything else", () => {
    for (const v of [null, true, false]) expect(validateItemSystem("weapon", { slow: v })).toEqual([]);
    for (const bad of ["slow", 1, {}]) expect(validateItemSystem("weapon", { slow: bad }).map((p) => p.path)).toEqual(["slow"]);
  });
});
