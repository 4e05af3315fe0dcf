import { describe, expect, it } from "vitest";
import { attackItemOf, fighterOf, wornArmourOf } from "./fighter";
import { SAMPLE_ITEMS } from "../sheets/samples";

const FULL = {
  health: { value: 5, max: 12, below: 2, temp: 3 },
  abilities: { str: 14, dex: 12, con: 13, int: 8, wis: 15, cha: 9 },
  level: 3,
  defences: { ac: 15, pd: 12, md: 11 },
  dying: { failures: 2, stable: false, since: 63, combat: "combat0000000001" },
  resistances: { fire: 16, cold: 0 },
  proficiency: 3,
  attackBonus: 4,
  hitDice: { dice: 3, plus: 1 },
  saves: { death: 12, wands: 13, paralysis: null, breath: 15, spells: 16 },
  recoveries: { value: 6, max: 9, die: "d10", overdrawn: 1 },
  lastingWounds: 1,
  morale: 9,
  moraleBonus: 2,
};

describe("fighterOf (RESOLUTION.md §3.1)", () => {
  it("converts every field as stored, with no arithmetic", () => {
    const f = fighterOf({
      type: "character",
      system: FULL,
      items: [
        { type: "armour", system: { worn: true, defence: 3, shield: false } },
        { type: "armour", system: { worn: true, defence: 1, shield: true } },
        { type: "armour", system: { worn: false, defence: 5, shield: false } },
        { type: "weapon", system: { equipped: true, defence: "ac" } },
      ],
      statuses: new Set(["unconscious", "prone"]),
      playerCharacter: true,
    });
    expect(f).toEqual({
      kind: "character",
      playerCharacter: true,
      level: 3,
      abilities: { str: 14, dex: 12, con: 13, int: 8, wis: 15, cha: 9 },
      defences: { ac: 15, pd: 12, md: 11 },
      armour: [
        { defence: 3, shield: false },
        { defence: 1, shield: true },
      ],
      conditions: ["unconscious", "prone"],
      health: { value: 5, max: 12, below: 2, temp: 3 },
      dying: { failures: 2, stable: false, since: 63, combat: "combat0000000001" },
      resistances: { fire: 16, cold: 0 },
      proficiency: 3,
      attackBonus: 4,
      hitDice: { dice: 3, plus: 1 },
      saves: { death: 12, wands: 13, paralysis: null, breath: 15, spells: 16 },
      saveProficiencies: [],
      morale: 9,
      moraleBonus: 2,
      recoveries: { value: 6, max: 9, die: "d10", overdrawn: 1 },
      lastingWounds: 1,
    });
  });

  it("a legacy actor (no hit-and-hurt fields, STR/DEX/CON only) reads the defaults of §3.1", () => {
    const f = fighterOf({ type: "creature", system: { health: { value: 7, max: 7 }, abilities: { str: 16, dex: 10, con: 12 }, level: 2 }, items: [], statuses: [], playerCharacter: false });
    expect(f.abilities).toEqual({ str: 16, dex: 10, con: 12, int: 10, wis: 10, cha: 10 });
    expect(f.defences).toEqual({ ac: 10, pd: 10, md: 10 });
    expect(f.health).toEqual({ value: 7, max: 7, below: 0, temp: 0 });
    expect(f.dying).toEqual({ failures: 0, stable: false, since: null, combat: "" });
    expect(f.proficiency).toBe(2);
    expect(f.attackBonus).toBeNull();
    expect(f.hitDice).toEqual({ dice: 1, plus: 0 });
    expect(f.saves).toEqual({ death: null, wands: null, paralysis: null, breath: null, spells: null });
    expect(f.morale).toBe(7);
    expect(f.moraleBonus).toBe(0);
    expect(f.recoveries).toEqual({ value: 8, max: 8, die: "d8", overdrawn: 0 });
    expect(f.resistances).toEqual({});
    expect(f.armour).toEqual([]);
    expect(f.conditions).toEqual([]);
  });

  it("values of the wrong kind read as defaults; nothing is computed from them", () => {
    const f = fighterOf({ type: "character", system: { level: "3", abilities: null, defences: { ac: Number.NaN }, resistances: { fire: "16", cold: 12 }, dying: { since: "63" } }, items: [], statuses: [], playerCharacter: false });
    expect(f.level).toBe(1);
    expect(f.abilities.str).toBe(10);
    expect(f.defences.ac).toBe(10);
    expect(f.resistances).toEqual({ cold: 12 });
    expect(f.dying.since).toBeNull();
    expect(fighterOf({ type: "creature", system: null, items: [], statuses: [], playerCharacter: false }).health).toEqual({ value: 10, max: 10, below: 0, temp: 0 });
  });

  it("worn armour is an armour item marked worn; a legacy armour without defence adds 0", () => {
    expect(wornArmourOf([{ type: "armour", system: { worn: true } }, { type: "gear", system: { worn: true, defence: 4 } }])).toEqual([{ defence: 0, shield: false }]);
  });
});

describe("attackItemOf (RESOLUTION.md §3.1)", () => {
  it("reads a stored value above a hand-lowered max as max (fuzz audit 3, M2: the rules refuse value > max)", () => {
    const f = fighterOf({ type: "creature", playerCharacter: false, statuses: new Set(), items: [], system: { health: { value: 12, max: 10, below: 0, temp: 0 } } } as never);
    expect(f.health).toEqual({ value: 10, max: 10, below: 0, temp: 0 });
    expect(fighterOf({ type: "creature", playerCharacter: false, statuses: new Set(), items: [], system: { health: { value: 7, max: 10, below: 0, temp: 0 } } } as never).health.value).toBe(7);
  });

  it("converts a weapon as stored", () => {
    expect(attackItemOf(SAMPLE_ITEMS["weapon"]!)).toEqual({
      kind: "melee",
      spell: false,
      tradition: "arcane",
      ability: "auto",
      defence: "ac",
      attackBonus: 1,
      proficient: true,
      critExpand: 0,
      damageType: "",
      range: { short: 0, medium: 0, long: 0 },
      attack: "1d20 + 1",
      damage: "1d10 + 2",
      missDamage: "",
      unarmed: false,
    });
    expect(attackItemOf({ type: "weapon", system: { unarmed: true } }).unarmed).toBe(true);
    expect(attackItemOf({ type: "spell", system: { unarmed: true } }).unarmed).toBe(false);
    const bow = attackItemOf({ type: "weapon", system: { kind: "ranged", ability: "dex", defence: "pd", range: { short: 50, medium: 100, long: 150 }, critExpand: 2, damageType: "fire", proficient: false, missDamage: "1" } });
    expect(bow).toMatchObject({ kind: "ranged", ability: "dex", defence: "pd", range: { short: 50, medium: 100, long: 150 }, critExpand: 2, damageType: "fire", proficient: false, missDamage: "1" });
  });

  it("a spell is a spell, with its tradition", () => {
    expect(attackItemOf(SAMPLE_ITEMS["spell"]!)).toMatchObject({ spell: true, tradition: "arcane", ability: "int", damageType: "fire", attack: "1d20" });
    expect(attackItemOf({ type: "spell", system: { tradition: "divine" } }).tradition).toBe("divine");
  });

  it("legacy data: a weapon's old formula is its damage and its attack is 1d20 (RB-2); a skill attacks with \"\" and its check is not damage", () => {
    const legacyAxe = attackItemOf({ type: "weapon", system: { formula: "1d10", initiativeModifier: 2 } });
    expect(legacyAxe).toMatchObject({ attack: "1d20", damage: "1d10", missDamage: "", defence: "ac", ability: "auto", kind: "melee", proficient: true });
    expect(attackItemOf({ type: "weapon", system: { formula: "1d10", damage: "1d8" } }).damage).toBe("1d8");
    const climb = attackItemOf({ type: "skill", system: { formula: "1d20 + @rating" } });
    expect(climb).toMatchObject({ attack: "", damage: "", spell: false });
  });

  it("unknown choices read as the defaults", () => {
    expect(attackItemOf({ type: "weapon", system: { kind: "thrown", ability: "luck", defence: "xd", tradition: "druid" } })).toMatchObject({ kind: "melee", ability: "auto", defence: "ac", tradition: "arcane" });
  });
});
