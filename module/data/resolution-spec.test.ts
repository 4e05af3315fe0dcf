/**
 * The stored fields of hit and hurt (RESOLUTION.md §3.1): every path of the tables is spec'd on the
 * right types, with its bounds; out-of-range values are refused with the localised range message.
 */
import { describe, expect, it } from "vitest";
import { VALIDATION_KEYS } from "./field-spec";
import { ACTOR_SPECS, validateActorSystem } from "../actors/spec";
import { ITEM_SPECS, validateItemSystem } from "../items/spec";
import { localize } from "../../tests/support/handlebars";

const paths = (spec: object) => Object.keys(spec);

describe("actor fields (RESOLUTION.md §3.1)", () => {
  const common = [
    "defences.ac",
    "defences.pd",
    "defences.md",
    "abilities.int",
    "abilities.wis",
    "abilities.cha",
    "health.below",
    "health.temp",
    "dying.failures",
    "dying.stable",
    "dying.since",
    "dying.combat",
    "resistances.fire",
    "proficiency",
    "attackBonus",
    "hitDice.dice",
    "hitDice.plus",
    "saves.death",
    "saves.wands",
    "saves.paralysis",
    "saves.breath",
    "saves.spells",
    "lastingWounds",
  ];
  it("both actor types carry the common fields; recoveries are a character's, morale a creature's", () => {
    for (const type of ["character", "creature"] as const) expect(paths(ACTOR_SPECS[type])).toEqual(expect.arrayContaining(common));
    expect(paths(ACTOR_SPECS.character)).toEqual(expect.arrayContaining(["recoveries.value", "recoveries.max", "recoveries.die", "recoveries.overdrawn"]));
    expect(paths(ACTOR_SPECS.character)).not.toContain("morale");
    expect(paths(ACTOR_SPECS.creature)).toEqual(expect.arrayContaining(["morale", "moraleBonus"]));
    expect(paths(ACTOR_SPECS.creature)).not.toContain("recoveries.value");
  });

  it("accepts the defaults and values within bounds", () => {
    expect(
      validateActorSystem("character", {
        abilities: { int: 1, wis: 30, cha: 10 },
        defences: { ac: 10, pd: 0, md: 99 },
        health: { below: 0, temp: 5 },
        dying: { failures: 4, stable: true, since: 63, combat: "abc123" },
        resistances: { fire: 16, cold: 0 },
        proficiency: 2,
        attackBonus: null,
        hitDice: { dice: 1, plus: -1 },
        saves: { death: 12, wands: null, paralysis: 2, breath: 20, spells: null },
        recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 },
        lastingWounds: 0,
      }),
    ).toEqual([]);
    expect(validateActorSystem("creature", { morale: 2, moraleBonus: -3 })).toEqual([]);
    expect(validateActorSystem("creature", { morale: 12, attackBonus: 4 })).toEqual([]);
  });

  it("refuses out-of-range values with the range message, field by field", () => {
    const bad = validateActorSystem("character", {
      abilities: { int: 0, wis: 31 },
      defences: { ac: -1 },
      health: { below: -1, temp: 1e9 },
      dying: { failures: 11 },
      proficiency: 21,
      saves: { death: 1, spells: 21 },
      recoveries: { value: 100, die: "d7" },
      resistances: { fire: 21 },
    });
    expect(bad.map((p) => p.path).sort()).toEqual(
      [
        "abilities.int",
        "abilities.wis",
        "defences.ac",
        "health.below",
        "health.temp",
        "dying.failures",
        "proficiency",
        "saves.death",
        "saves.spells",
        "recoveries.value",
        "recoveries.die",
        "resistances.fire",
      ].sort(),
    );
    const morale = validateActorSystem("creature", { morale: 13 });
    expect(morale.map((p) => p.key)).toEqual([VALIDATION_KEYS.range]);
    expect(localize(morale[0]!.key, { ...morale[0]!.data, field: "Morale" })).toContain("2");
    expect(validateActorSystem("creature", { morale: 1 }).map((p) => p.path)).toEqual(["morale"]);
    expect(validateActorSystem("creature", { morale: null }).map((p) => p.key)).toEqual([VALIDATION_KEYS.number]);
  });

  it("resistances take only the damage types as keys (a bounded map)", () => {
    expect(validateActorSystem("creature", { resistances: { fire: 12 } }, true)).toEqual([]);
    expect(validateActorSystem("creature", { resistances: { plasma: 12 } }, true).map((p) => p.key)).toEqual([VALIDATION_KEYS.unknown]);
    expect(validateActorSystem("creature", { "resistances.fire": "12" }).map((p) => p.key)).toEqual([VALIDATION_KEYS.number]);
  });

  it("saves and the OSE attack bonus may be null (derived, RO-1, RO-8); a recovery count may not", () => {
    expect(validateActorSystem("creature", { saves: { death: null }, attackBonus: null })).toEqual([]);
    expect(validateActorSystem("character", { recoveries: { value: null } }).map((p) => p.path)).toEqual(["recoveries.value"]);
  });
});

describe("item fields (RESOLUTION.md §3.1)", () => {
  it("each item type carries its table's fields, and a weapon or spell no longer a `formula`", () => {
    expect(paths(ITEM_SPECS.weapon)).toEqual(
      expect.arrayContaining(["attack", "damage", "missDamage", "defence", "ability", "kind", "range.short", "range.medium", "range.long", "attackBonus", "proficient", "critExpand", "damageType"]),
    );
    expect(paths(ITEM_SPECS.spell)).toEqual(
      expect.arrayContaining(["attack", "damage", "missDamage", "defence", "ability", "attackBonus", "proficient", "critExpand", "damageType", "save.kind", "save.dc", "save.onSuccess", "tradition"]),
    );
    expect(paths(ITEM_SPECS.skill)).toEqual(expect.arrayContaining(["attack", "formula"]));
    expect(paths(ITEM_SPECS.armour)).toEqual(expect.arrayContaining(["defence", "shield"]));
    expect(paths(ITEM_SPECS.gear)).toEqual(expect.arrayContaining(["save.kind", "save.dc", "save.onSuccess"]));
    expect(paths(ITEM_SPECS.weapon)).not.toContain("formula");
    expect(paths(ITEM_SPECS.spell)).not.toContain("formula");
  });

  it("checks formulas, choices and bounds", () => {
    expect(validateItemSystem("weapon", { attack: "1d20 + @level", damage: "1d8 + 1", missDamage: "", defence: "pd", ability: "dex", kind: "ranged", critExpand: 2, damageType: "" })).toEqual([]);
    expect(validateItemSystem("weapon", { attack: "1d20 +", defence: "ad", ability: "luck", kind: "thrown", critExpand: 20, damageType: "plasma", range: { long: -1 } }).map((p) => p.path).sort()).toEqual(
      ["attack", "defence", "ability", "kind", "critExpand", "damageType", "range.long"].sort(),
    );
    expect(validateItemSystem("spell", { save: { kind: "wis", dc: 15, onSuccess: "" }, tradition: "divine" })).toEqual([]);
    expect(validateItemSystem("spell", { save: { kind: "luck", dc: 100, onSuccess: "quarter" }, tradition: "druid" }).map((p) => p.path).sort()).toEqual(
      ["save.kind", "save.dc", "save.onSuccess", "tradition"].sort(),
    );
    expect(validateItemSystem("gear", { save: { kind: "breath", dc: 0, onSuccess: "full" } })).toEqual([]);
    expect(validateItemSystem("armour", { defence: 3, shield: true })).toEqual([]);
    expect(validateItemSystem("armour", { defence: 100, shield: "yes" }).map((p) => p.path)).toEqual(["defence", "shield"]);
    expect(validateItemSystem("skill", { attack: "", formula: "1d20 + @rating" })).toEqual([]);
  });
});
