import { describe, expect, it } from "vitest";
import { deriveActor } from "./derive";
import { actorRollData, expandRollData, moduleRollData, rollDataContext, skillKey } from "./roll-data";
import { BOOK_RULESET, PRESETS, resolveRuleset } from "../rules";
import { itemAbility } from "../rules/resolution/abilities";
import { itemRollData } from "../rolls/item-roll-data";
import { GRYF, GRYF_ITEMS } from "../sheets/samples";

describe("actor roll data", () => {
  const { derived } = deriveActor({ type: "character", system: GRYF, items: GRYF_ITEMS, worldTime: 0 });
  const data = actorRollData(derived, GRYF_ITEMS);

  it("offers the numbers in force from the derivation (the gryf carrying 30 lb)", () => {
    expect(data).toEqual({
      quickness: 14,
      initiative: 1,
      steps: 1,
      speed: 12,
      hexes: 11,
      carried: 30,
      capacity: 25,
      miles: 19,
      skills: { quickness: 14 },
      escalation: 0,
    });
  });

  it("VARIANTS row 5: a character is a PC for the escalation die whether or not a player owns it (a GM playing alone); a creature never", () => {
    const actor = (type: string, hasPlayerOwner: boolean) => ({ type, hasPlayerOwner, statuses: new Set<string>(), system: {} });
    expect(rollDataContext(actor("character", false), null).actor.playerCharacter).toBe(true);
    expect(rollDataContext(actor("character", true), null).actor.playerCharacter).toBe(true);
    expect(rollDataContext(actor("creature", true), null).actor.playerCharacter).toBe(false);
  });

  it("@escalation is the die the caller hands in (0 when none, never negative)", () => {
    expect(actorRollData(derived, GRYF_ITEMS, 3).escalation).toBe(3);
    expect(actorRollData(derived, GRYF_ITEMS, -2).escalation).toBe(0);
    expect(actorRollData(derived, GRYF_ITEMS, Number.NaN).escalation).toBe(0);
  });

  it("keys skills by identifier; the highest rating wins", () => {
    const items = [
      { type: "skill", system: { identifier: "Sword Play", rating: 9 } },
      { type: "skill", system: { identifier: "sword play", rating: 12 } },
      { type: "skill", system: { identifier: "", rating: 30 } },
      { type: "weapon", system: { identifier: "axe", rating: 5 } },
    ];
    expect(actorRollData(derived, items).skills).toEqual({ sword_play: 12 });
    expect(skillKey("  --  ")).toBeNull();
    expect(skillKey(7)).toBeNull();
  });

  it("an item's roll adds @rating and @item to the actor's data", () => {
    const skill = { type: "skill", name: "Climb", system: { identifier: "climb", rating: 11 } };
    expect(itemRollData({ steps: 2 }, skill)).toEqual({ steps: 2, rating: 11, item: { identifier: "climb", rating: 11, name: "Climb" } });
    expect(itemRollData({}, { type: "weapon", system: { formula: "1d8" } })["rating"]).toBe(0);
  });
});

describe("module roll data with the actor's level, abilities and the item's ability (RESOLUTION.md §4.1 damage roll helper)", () => {
  const A13 = resolveRuleset(PRESETS.a13);
  /** Foundry's `@path` lookup into the roll data (Roll.replaceFormulaData reads dotted paths as nested properties). */
  const resolve = (formula: string, data: Record<string, unknown>) =>
    formula.replace(/@([a-zA-Z][a-zA-Z0-9.]*)/g, (_, path: string) => String(path.split(".").reduce<unknown>((t, k) => (t as Record<string, unknown> | undefined)?.[k], data)));
  const hero = (str: number, dex: number, level: number) => ({ type: "character", hasPlayerOwner: true, statuses: new Set<string>(), system: { level, abilities: { str, dex } } });

  it("G13R-5 a 13A weapon's (@level)d8 + @a13.dmg resolves: STR 16 at levels 4 / 5 / 8 → +3 / +6 / +9; STR 7 at level 5 → −4", () => {
    const at = (str: number, level: number) => {
      const actor = hero(str, 10, level);
      return resolve("(@level)d8 + @a13.dmg", { level, ...moduleRollData(actor, null, A13, itemAbility("auto", "melee")) });
    };
    expect(at(16, 4)).toBe("(4)d8 + 3");
    expect(at(16, 5)).toBe("(5)d8 + 6");
    expect(at(16, 8)).toBe("(8)d8 + 9");
    expect(at(7, 5)).toBe("(5)d8 + -4");
  });

  it("a ranged item with ability auto uses DEX; an item naming WIS uses WIS", () => {
    const actor = { ...hero(8, 18, 1), system: { level: 1, abilities: { str: 8, dex: 18, wis: 14 } } };
    expect(moduleRollData(actor, null, A13, itemAbility("auto", "ranged"))).toMatchObject({ a13: { dmg: 4 } });
    expect(moduleRollData(actor, null, A13, itemAbility("wis", "melee"))).toMatchObject({ a13: { dmg: 2 } });
  });

  it("expands dotted keys into nested objects; a plain key is never overwritten", () => {
    expect(expandRollData({ escalation: 2, "a13.dmg": -1, "a13.x": 4 })).toEqual({ escalation: 2, a13: { dmg: -1, x: 4 } });
    expect(expandRollData({ a13: 1, "a13.dmg": 3 })).toEqual({ a13: 1 });
  });

  it("the book adds no module values", () => {
    expect(moduleRollData(hero(16, 10, 4), null, BOOK_RULESET, "str")).toEqual({});
  });
});
