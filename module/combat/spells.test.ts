import { describe, it, expect } from "vitest";
import { castChoice, spellChoices } from "./spells";
import { renderTemplate } from "../../tests/support/handlebars";

const items = [
  { name: "Sword", type: "weapon", system: { castingSeconds: 3 } },
  { name: "Firebolt", type: "spell", system: { castingSeconds: 4 } },
  { name: "Broken", type: "spell", system: { castingSeconds: "x" } },
  { name: "Wall of Thorns", type: "spell", system: { castingSeconds: 12 } },
  { name: "Bare", type: "spell" },
];

describe("spell choices", () => {
  it("reads spell items defensively", () => {
    expect(spellChoices(items)).toEqual([
      { index: 0, name: "Firebolt", seconds: 4 },
      { index: 1, name: "Wall of Thorns", seconds: 12 },
    ]);
  });

  it("a chosen spell wins; typed seconds must be whole and ≥ 0", () => {
    const spells = spellChoices(items);
    expect(castChoice({ spell: "1", seconds: "2" }, spells)).toEqual({ name: "Wall of Thorns", castingSeconds: 12 });
    expect(castChoice({ spell: "", name: " Ward ", seconds: "6" }, spells)).toEqual({ name: "Ward", castingSeconds: 6 });
    expect(castChoice({ seconds: "2.5" }, spells)).toBeNull();
    expect(castChoice({ seconds: "-1" }, spells)).toBeNull();
  });

  it("the casting time is capped like everywhere else (10 rounds ahead, less the action's score)", () => {
    const spells = spellChoices(items);
    expect(castChoice({ seconds: "220" }, spells)).toEqual({ name: "", castingSeconds: 220 });
    expect(castChoice({ seconds: "221" }, spells)).toBeNull();
    expect(castChoice({ seconds: "2e10" }, spells)).toBeNull();
    expect(castChoice({ seconds: "205" }, spells, 205)).toEqual({ name: "", castingSeconds: 205 });
    expect(castChoice({ seconds: "206" }, spells, 205)).toBeNull();
    expect(castChoice({ spell: "1" }, spells, 10)).toBeNull();
    expect(castChoice({ seconds: "4", name: "y".repeat(500) }, spells)?.name).toHaveLength(100);
    const html = renderTemplate("templates/combat/cast-dialog.hbs", { spells, current: 0, max: 205, nameMax: 100 });
    expect(html).toContain('max="205"');
    expect(html).toContain('maxlength="100"');
  });

  it("the dialog lists the spells with their casting times", () => {
    const html = renderTemplate("templates/combat/cast-dialog.hbs", { spells: spellChoices(items), current: 0 });
    expect(html).toContain('<option value="1">Wall of Thorns (12 s)</option>');
  });
});

describe("situational modifier dialog", () => {
  it("renders the current value and names the combatant", () => {
    const html = renderTemplate("templates/combat/situational-dialog.hbs", { name: "Brakka", value: -2 });
    expect(html).toContain('value="-2"');
    expect(html).toContain("Added to every initiative roll Brakka makes");
  });
});
