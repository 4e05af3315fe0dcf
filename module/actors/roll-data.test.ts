import { describe, expect, it } from "vitest";
import { deriveActor } from "./derive";
import { actorRollData, skillKey } from "./roll-data";
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
