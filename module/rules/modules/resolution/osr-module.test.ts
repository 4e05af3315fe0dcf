import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, changeVariants } from "../../ruleset/config";
import { RULE_MODULES } from "../../ruleset/registry";
import { BOOK_RULESET, resolveRuleset, resolveWith } from "../../ruleset/resolve";
import { OSR_RESOLUTION_MODULES } from "./osr";
import { OSR_ATTACK_MODEL, OSR_HEALING, OSR_MORALE, OSR_NATURALS, OSR_SAVES, OSR_ZERO_HEALTH } from "./osr-models";

const OSR_IDS = ["resolution.osrAttack", "resolution.osrNaturals", "resolution.osrZeroHealth", "resolution.osrHealing", "resolution.osrSaves", "resolution.osrMorale"];

describe("the OSR resolution modules", () => {
  it("§6: the OSR preset selects osr in attack, naturals, zeroHealth, healing, saves and morale, and no cover", () => {
    expect(PRESETS.osr.resolution).toMatchObject({ attack: "osr", naturals: "osr", zeroHealth: "osr", healing: "osr", saves: "osr", morale: "osr", cover: "none" });
    for (const preset of ["book", "a13", "ose", "a5e"] as const) {
      expect(Object.values(PRESETS[preset].resolution), preset).not.toContain("osr");
    }
  });

  it("each is in registry and fills its point under the OSR preset; none is in force in the book", () => {
    for (const m of OSR_RESOLUTION_MODULES) expect(RULE_MODULES).toContain(m);
    const r = resolveRuleset(PRESETS.osr);
    expect(r.modules).toEqual(expect.arrayContaining(OSR_IDS));
    expect(r.points.attackModel).toBe(OSR_ATTACK_MODEL);
    expect(r.points.naturals).toBe(OSR_NATURALS);
    expect(r.points.zeroHealth).toBe(OSR_ZERO_HEALTH);
    expect(r.points.healing).toBe(OSR_HEALING);
    expect(r.points.saveModel).toBe(OSR_SAVES);
    expect(r.points.morale).toBe(OSR_MORALE);
    expect(BOOK_RULESET.modules.filter((id) => OSR_IDS.includes(id))).toEqual([]);
  });

  it("one slot alone puts one model in force (the book keeps the others' points empty)", () => {
    const changed = changeVariants(BOOK_CONFIG, { resolution: { naturals: "osr" } });
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    const r = resolveWith(changed.config, OSR_RESOLUTION_MODULES);
    expect(r.modules).toEqual(["resolution.osrNaturals"]);
    expect(r.points.naturals).toBe(OSR_NATURALS);
    expect(r.points.attackModel).toBeNull();
  });

  it("the sheet fields the OSR models read: proficiency, save proficiencies, morale bonus, the item's proficiency and tradition", () => {
    const fields = resolveRuleset(PRESETS.osr).points.resolutionFields.flat();
    expect(fields).toEqual(expect.arrayContaining(["proficiency", "saveProficiencies", "moraleBonus", "item.proficient", "item.tradition"]));
    expect(BOOK_RULESET.points.resolutionFields.flat()).not.toContain("saveProficiencies");
  });
});
