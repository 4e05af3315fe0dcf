import { describe, expect, it } from "vitest";
import { overlandLabel, travelModelText, travellerFromDerived } from "./overland-label";
import { BOOK_CONFIG, PRESETS, overlandTravel, type VariantConfig } from "../rules";
import { deriveActor, type ActorSourceInput } from "../actors/derive";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { variantConfig } from "../../tests/support/variants";
import type { VariantPatch } from "../rules";
import { BOOK_RULESET, resolveRuleset } from "../rules";

const hex = (terrain: "plains" | "forest" | "mountains" | "optimal") => ({ terrain, steep: false });
const withVariants = (base: VariantConfig, patch: VariantPatch) => variantConfig(patch, base);
function derivedOf(type: "character" | "creature", milesPerDay: number, config: VariantConfig, extra: Partial<ActorSourceInput> = {}) {
  const system: ActorSourceInput = {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    ...extra,
  };
  return deriveActor({ type, system, items: [], worldTime: 0 }, config).derived;
}

describe("the overland ruler under a companion travel model", () => {
  it("the book's label has no model line, and a book traveller has no companion fields", () => {
    const t = overlandTravel([{ milesPerDay: 20, steps: 0 }], [hex("forest")], 6, BOOK_RULESET);
    expect(overlandLabel(t, localize, BOOK_RULESET).model).toBeNull();
    expect(overlandLabel(t, localize, resolveRuleset(BOOK_CONFIG)).model).toBeNull();
    expect(travellerFromDerived(derivedOf("character", 20, BOOK_CONFIG))).not.toHaveProperty("companion");
  });

  it("GO-12 on the map: 24 miles a day through two 6-mile forest hexes (16 a day) is 6 h, labelled 'OSE rates'", () => {
    const traveller = travellerFromDerived(derivedOf("creature", 24, PRESETS.ose))!;
    const t = overlandTravel([traveller], [hex("forest"), hex("forest")], 6, resolveRuleset(PRESETS.ose));
    const label = overlandLabel(t, localize, resolveRuleset(PRESETS.ose));
    expect(label.text).toBe("12 mi · 6 h · Forest");
    expect(label.model).toBe("OSE rates");
    expect(label.day).toBe("day: 8 h");
    expect(label.forced).toBeNull();
  });

  it("GO-15 on the map: a flyer crosses mountains at 48 a day (a 6-mile hex in 1 h)", () => {
    const flyer = travellerFromDerived(derivedOf("creature", 24, PRESETS.ose, { travel: { flies: true } }))!;
    expect(overlandTravel([flyer], [hex("mountains")], 6, resolveRuleset(PRESETS.ose)).hours).toBeCloseTo(1, 10);
  });

  it("G2-7c / G2-7d on the map: an STR 14 character (12 a day) in darkness crosses plains at 3 a day: a 6-mile hex takes 2 days", () => {
    const pc = travellerFromDerived(derivedOf("character", 20, PRESETS.osr, { abilities: { str: 14 }, travel: { light: "dark" } }))!;
    expect(pc.milesPerDay).toBe(12);
    expect(pc.companion).toMatchObject({ light: "dark", speed: 12, loadedSpeed: 12 });
    const t = overlandTravel([pc], [hex("plains")], 6, resolveRuleset(PRESETS.osr));
    expect(overlandLabel(t, localize, resolveRuleset(PRESETS.osr))).toMatchObject({ text: "6 mi · 2 days · Plains", model: "OSR rates" });
  });

  it("GX-3 on the map: the party keeps its slowest member's pace; with the party pace off the label says so and the token goes alone", () => {
    const party = [20, 18, 24].map((m) => travellerFromDerived(derivedOf("creature", m, PRESETS.ose))!);
    const path = [hex("plains"), hex("plains"), hex("plains")];
    expect(overlandTravel(party, path, 6, resolveRuleset(PRESETS.ose)).hours).toBeCloseTo(8, 10);
    const own = withVariants(PRESETS.ose, { travel: { partyPace: false } });
    expect(overlandTravel(party, path, 6, resolveRuleset(own)).hours).toBeCloseTo(7.2, 10);
    expect(travelModelText(resolveRuleset(own), localize)).toBe("OSE rates · the token's own pace");
  });

  it("the waypoint label renders the model line only when there is one", () => {
    const path = "systems/enchanted-realms/templates/canvas/waypoint-label.hbs";
    const t = overlandTravel([{ milesPerDay: 24, steps: 0 }], [hex("forest")], 6, resolveRuleset(PRESETS.ose));
    expect(renderTemplate(path, { cssClass: "", er: overlandLabel(t, localize, resolveRuleset(PRESETS.ose)) })).toContain('<span class="er-travel-rules">OSE rates</span>');
    expect(renderTemplate(path, { cssClass: "", er: overlandLabel(t, localize, BOOK_RULESET) })).not.toContain("er-travel-rules");
  });
});
