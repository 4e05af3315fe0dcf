import { describe, expect, it } from "vitest";
import { attackRank, attacksWith } from "./attack-items";

const weapon = (system: Record<string, unknown>) => ({ type: "weapon", system: { attack: "1d20", ...system } });

describe("the items an actor attacks with (sheet fight line and tracker row)", () => {
  it("a weapon with an attack in hand or equipped, not packed; a spell with an attack; nothing else", () => {
    expect([weapon({ inHand: true }), weapon({ equipped: true }), weapon({}), weapon({ equipped: true, container: "sack" })].map(attacksWith)).toEqual([true, true, false, false]);
    expect([{ type: "spell", system: { attack: "1d20" } }, { type: "spell", system: { attack: " " } }, { type: "gear", system: { attack: "1d20", equipped: true } }, { type: "weapon" }].map(attacksWith)).toEqual([true, false, false, false]);
  });

  it("in hand first, then equipped weapons, then spells", () => {
    expect([weapon({ inHand: true }), weapon({ equipped: true }), { type: "spell", system: {} }].map(attackRank)).toEqual([0, 1, 2]);
  });
});
