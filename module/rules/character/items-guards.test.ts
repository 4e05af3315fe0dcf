/**
 * Guards of ./items.ts (RULES.md §2, §6; VARIANTS.md §4.2, §5.7): each item's stored fields
 * bounded and reported by the item and field, the Quickness skill by its identifier, an item's id
 * and container, and what a companion load model weighs (its kind, worn armour).
 */
import { describe, expect, it } from "vitest";
import { carriedItems, isQuickness } from "./items";
import { Sanitiser } from "./inputs";
import type { ItemInput } from "./types";
import { MAX_INITIATIVE_MODIFIER, MAX_WEIGHT_LB } from "../bounds";

const sanitiser = () => new Sanitiser((v) => `<${String(v)}>`);
const read = (items: ItemInput[], weighModel = false) => {
  const s = sanitiser();
  return { out: carriedItems(items, s, weighModel), problems: s.problems.map((p) => [p.data["field"], p.data["used"]]) };
};
const HEAVY = MAX_WEIGHT_LB + 1;

describe("each item's fields, bounded and reported by item and field", () => {
  it("weights above the bound, of every kind that is carried", () => {
    const { out, problems } = read([
      { type: "weapon", name: "Sword", system: { weight: HEAVY } },
      { type: "armour", name: "Plate", system: { weight: HEAVY } },
      { type: "container", name: "Sack", system: { weight: HEAVY, capacity: HEAVY } },
      { type: "gear", name: "Rope", system: { weight: HEAVY, quantity: 1 } },
    ]);
    expect(problems).toEqual([["Sword: weight", MAX_WEIGHT_LB], ["Plate: weight", MAX_WEIGHT_LB], ["Sack: weight", MAX_WEIGHT_LB], ["Sack: capacity", MAX_WEIGHT_LB], ["Rope: weight", MAX_WEIGHT_LB]]);
    expect(out.carried.map((e) => e.weight)).toEqual([MAX_WEIGHT_LB, MAX_WEIGHT_LB, MAX_WEIGHT_LB, MAX_WEIGHT_LB]);
  });
  it("quantities, a weapon in hand's modifier (a whole number within its bound), a skill's rating", () => {
    const { out, problems } = read([
      { type: "weapon", name: "Sword", system: { weight: 1, quantity: -1, inHand: true, initiativeModifier: 1.5 } },
      { type: "weapon", name: "Axe", system: { weight: 1, inHand: true, initiativeModifier: MAX_INITIATIVE_MODIFIER + 1 } },
      { type: "gear", name: "Rope", system: { weight: 1, quantity: -1 } },
      { type: "skill", name: "Quickness", system: { identifier: "quickness", rating: -1 } },
    ]);
    expect(problems.map(([f]) => f)).toEqual(["Sword: quantity", "Sword: initiativeModifier", "Axe: initiativeModifier", "Rope: quantity", "Quickness: rating"]);
    expect(out.weaponMods[0]).not.toBe(1.5);
    expect(Number.isInteger(out.weaponMods[0])).toBe(true);
    expect(out.weaponMods[1]).toBe(MAX_INITIATIVE_MODIFIER);
  });
  it("a container without capacity (null or absent) has none, unreported; its kit flag is read", () => {
    const { out, problems } = read([
      { type: "container", name: "Bag", system: { weight: 1, capacity: null, standardKit: true } },
      { type: "container", name: "Box", system: { weight: 1 } },
    ]);
    expect(problems).toEqual([]);
    expect(out.carried.map((e) => [e.capacity, e.standardKit])).toEqual([[null, true], [null, false]]);
  });
  it("armour is carried; an item of another type (a spell) is not", () => {
    const { out } = read([{ type: "armour", name: "Mail", system: { weight: 40 } }, { type: "spell", name: "Sleep", system: { weight: 1 } }]);
    expect(out.carried.map((e) => e.weight)).toEqual([40]);
    expect(out.carried[0]?.isContainer).toBeUndefined();
    expect(out.carried[0]?.capacity).toBeUndefined();
  });
});

describe("the Quickness skill, by its identifier", () => {
  it("a skill named quickness in any case and spacing; not another type, nor an identifier that is not text", () => {
    expect(isQuickness({ type: "skill", system: { identifier: " Quickness " } })).toBe(true);
    expect(isQuickness({ type: "gear", system: { identifier: "quickness" } })).toBe(false);
    expect(isQuickness({ type: "skill", system: { identifier: 5 } })).toBe(false);
    expect(isQuickness({ type: "skill", system: { identifier: "stealth" } })).toBe(false);
  });
});

describe("an item's id and container", () => {
  it("an item without an id is numbered by its place; a skill does not take over the item before it", () => {
    const { out } = read([{ type: "gear", id: "rope", system: { weight: 1, quantity: 1 } }, { type: "skill", id: "skill1", system: { identifier: "x" } }, { type: "gear", system: { weight: 1, quantity: 1 } }]);
    expect(out.carried.map((e) => e.id)).toEqual(["rope", "#2"]);
  });
  it("a container named by a non-empty text; anything else is none", () => {
    const { out } = read(["bag1", "", 5, null].map((container) => ({ type: "gear", system: { weight: 1, quantity: 1, container } })));
    expect(out.carried.map((e) => e.container)).toEqual(["bag1", null, null, null]);
  });
});

describe("what a companion load model weighs", () => {
  const items: ItemInput[] = [
    { type: "gear", system: { weight: 1, quantity: 1 } },
    { type: "gear", system: { weight: 1, quantity: 1, treasure: true } },
    { type: "container", system: { weight: 1 } },
    { type: "armour", system: { weight: 20, worn: true } },
    { type: "weapon", system: { weight: 3 } },
    { type: "armour", system: { weight: 40, worn: true, quantity: 0 } },
    { type: "gear", system: { weight: 1, quantity: 1, worn: true } },
  ];
  it("each kind: gear, treasure, a container as gear, armour, weapon; worn armour of which one is carried", () => {
    const { out } = read(items, true);
    expect(out.weighed.map((w) => w.kind)).toEqual(["gear", "treasure", "gear", "armour", "weapon", "armour", "gear"]);
    expect(out.armourWorn.map((a) => a.weight)).toEqual([20]);
  });
  it("only gear is weighed as treasure: a weapon, armour or container marked treasure keeps its kind", () => {
    const marked: ItemInput[] = ["weapon", "armour", "container"].map((type) => ({ type, system: { weight: 1, treasure: true } }));
    expect(read(marked, true).out.weighed.map((w) => w.kind)).toEqual(["weapon", "armour", "gear"]);
  });
  it("without a model nothing is weighed", () => {
    const { out } = read(items, false);
    expect([out.weighed, out.weighedAt, out.armourWorn]).toEqual([[], [], []]);
  });
});
