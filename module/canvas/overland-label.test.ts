import { describe, it, expect } from "vitest";
import { oneDecimal, overlandLabel, travelTimeText, travellerFromDerived } from "./overland-label";
import { overlandTravel, ELF } from "../rules";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { BOOK_RULESET, PRESETS } from "../rules";
import { resolveRuleset } from "../rules/ruleset";

describe("overland travel label", () => {
  it("reads '14 mi · 1 day 3.5 h · forest, hills' for the issue's example numbers", () => {
    const travel = { hexes: 2, miles: 14, hours: 11.5, allotmentHours: 8, days: 1, remainderHours: 3.5, forcedMarchSteps: 7, worldSeconds: 86_400 + 12_600, pacedBy: 0, terrains: ["forest", "hills"] as const, possible: true };
    const label = overlandLabel({ ...travel, terrains: [...travel.terrains] }, localize, BOOK_RULESET);
    expect(label.text).toBe("14 mi · 1 day 3.5 h · Forest, Hills");
    expect(label.forced).toBe("7 forced-march steps in one march");
    expect(label.day).toBe("day: 8 h");
    expect(label.cssClass).toContain("er-beyond-allotment");
  });

  it("from the rules: two forest hexes of 6 miles for a 20-mile walker is 10.6 h: 1 day 2.6 h, 5 steps in one march", () => {
    const t = overlandTravel([{ milesPerDay: 20, steps: 0 }], [{ terrain: "forest", steep: false }, { terrain: "forest", steep: false }], 6, BOOK_RULESET);
    const label = overlandLabel(t, localize, BOOK_RULESET);
    expect(label.text).toBe("12 mi · 1 day 2.6 h · Forest");
    expect(label.forced).toBe("5 forced-march steps in one march");
  });

  it("within the day: hours only and no forced march; whole days drop '0 h'", () => {
    const t = overlandTravel([{ milesPerDay: 20, steps: 0 }], [{ terrain: "optimal", steep: false }], 6, BOOK_RULESET);
    expect(overlandLabel(t, localize, BOOK_RULESET)).toMatchObject({ text: "6 mi · 2.4 h · Optimal (road, floor)", forced: null, cssClass: "er-overland" });
    expect(travelTimeText({ days: 2, remainderHours: 0 }, localize)).toBe("2 days");
    expect(travelTimeText({ days: 0, remainderHours: 0 }, localize)).toBe("0 h");
    expect(oneDecimal(3.04)).toBe("3");
    expect(oneDecimal(2.55)).toBe("2.6");
  });

  it("a party that cannot travel says so", () => {
    const t = overlandTravel([{ milesPerDay: 0, steps: 0 }], [{ terrain: "plains", steep: false }], 6, BOOK_RULESET);
    const label = overlandLabel(t, localize, BOOK_RULESET);
    expect(label.reason).toBe(localize("ER.Travel.Label.Impossible"));
    expect(label.text).toBe("6 mi · Plains");
  });
});

describe("travellerFromDerived", () => {
  it("takes listed miles, steps in force, adaptation and sure-footedness from the sheet; drops unknown terrains", () => {
    const derived = {
      travel: { milesPerDay: 20, milesAfterSteps: 19, activityHours: 7.5, effectiveMiles: 18 },
      encumbrance: { steps: 1, immobile: false },
      movement: { adaptation: { ...ELF, lava: "optimal" }, sureFooted: true },
    } as never;
    expect(travellerFromDerived(derived)).toEqual({ milesPerDay: 20, steps: 1, adaptation: { forest: "tundra" }, sureFooted: true, immobile: false });
    expect(travellerFromDerived(null)).toBeNull();
    // Under a companion encumbrance model the model's miles are travelled (GO-11c: 24 → 18 at the ¾ tier).
    const ose = { ...(derived as object), encumbrance: { steps: 0, immobile: false, variant: { milesPerDay: 18 } } } as never;
    expect(travellerFromDerived(ose)).toMatchObject({ milesPerDay: 18, steps: 0 });
    expect(travellerFromDerived({ travel: { milesPerDay: -3 }, encumbrance: { steps: 0 }, movement: {} } as never)).toBeNull();
  });
});

describe("waypoint label template, overland branch", () => {
  const path = "systems/enchanted-realms/templates/canvas/waypoint-label.hbs";
  it("renders the travel line, the day and the forced-march steps instead of combat hexes", () => {
    const t = overlandTravel([{ milesPerDay: 20, steps: 0 }], [{ terrain: "forest", steep: false }, { terrain: "hills", steep: false }], 7, BOOK_RULESET);
    const er = overlandLabel(t, localize, BOOK_RULESET);
    const html = renderTemplate(path, { cssClass: "", er });
    expect(html).toContain('<span class="er-travel">14 mi · 1 day 4.9 h · Forest, Hills</span>');
    expect(html).toContain("day: 8 h");
    expect(html).toContain('<span class="er-beyond">9 forced-march steps in one march</span>');
    expect(html).toContain("er-overland");
    expect(html).not.toContain("hexes moved");
    expect(html).not.toContain("total-measurement");
  });
});

describe("a journey of many days", () => {
  const swamp = Array.from({ length: 12 }, () => ({ terrain: "swamp" as const, steep: false }));

  it("shows its travel days and plans rests, not one march's forced-march steps", () => {
    const t = overlandTravel([{ milesPerDay: 20, steps: 0 }], swamp, 6, BOOK_RULESET);
    expect(t.days).toBeGreaterThan(2);
    expect(t.forcedMarchSteps).toBeGreaterThan(0);
    const label = overlandLabel(t, localize, BOOK_RULESET);
    expect(label.forced).toBeNull();
    expect(label.plan).toBe(localize("ER.Travel.Label.Plan.other", { days: String(t.days + (t.remainderHours > 0 ? 1 : 0)) }));
    expect(label.cssClass).toBe("er-overland");
    const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er: label });
    expect(html).toContain(`<span class="er-plan">${label.plan}</span>`);
    expect(html).not.toContain("forced-march");
  });

  it("under OSE's rest rule the plan counts the rest days", () => {
    const ose = resolveRuleset(PRESETS.ose);
    const t = overlandTravel([{ milesPerDay: 24, steps: 0 }], Array.from({ length: 40 }, () => ({ terrain: "plains" as const, steep: false })), 6, ose);
    const days = t.days + (t.remainderHours > 0 ? 1 : 0);
    expect(days).toBeGreaterThan(7);
    const label = overlandLabel(t, localize, ose);
    const rests = Math.floor((days - 1) / 6);
    expect(label.plan).toBe(`${localize("ER.Travel.Label.Plan.other", { days: String(days) })} · ${localize(rests === 1 ? "ER.Travel.Label.Rests.one" : "ER.Travel.Label.Rests.other", { rests: String(rests) })}`);
  });
});
