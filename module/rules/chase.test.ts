import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "./ruleset/resolve";
import { chaseCaught, chaseCheck, chaseGroupRoller, chaseRoll } from "./chase";
import { RulesError } from "./errors";

const osr = resolveRuleset(PRESETS.osr);

describe("chase check (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242)", () => {
  it("GT-12: quarry 16 hexes a round → DC 13; quarry 9 → DC 10", () => {
    expect(chaseCheck({ quarryHexes: 16, ground: "flat" }, osr)?.dc).toBe(13);
    expect(chaseCheck({ quarryHexes: 9, ground: "flat" }, osr)?.dc).toBe(10);
  });

  it("the 30 ft baseline (12 hexes) is DC 11; a part step truncates toward zero on both sides", () => {
    expect([12, 13, 14, 11, 10, 0, 40].map((h) => chaseCheck({ quarryHexes: h, ground: "flat" }, osr)?.dc)).toEqual([11, 11, 12, 11, 10, 5, 25]);
  });

  it("STR on flat ground, DEX on uneven, CON for an overland chase (002:L232, L238)", () => {
    expect(["flat", "uneven", "overland"].map((g) => chaseCheck({ quarryHexes: 12, ground: g as "flat" }, osr)?.ability)).toEqual(["str", "dex", "con"]);
  });

  it("002:L242's scout: 40 ft (16 hexes) through a thicket is a DC 13 DEX check; a 4 does not catch it", () => {
    const check = chaseCheck({ quarryHexes: 16, ground: "uneven" }, osr)!;
    expect(check).toEqual({ dc: 13, ability: "dex" });
    expect(chaseCaught(4, check.dc)).toBe(false);
    expect(chaseCaught(13, check.dc)).toBe(true);
  });

  it("no chase rule in force (the book, OSE): null", () => {
    expect(chaseCheck({ quarryHexes: 12, ground: "flat" }, BOOK_RULESET)).toBeNull();
    expect(chaseCheck({ quarryHexes: 12, ground: "flat" }, resolveRuleset(PRESETS.ose))).toBeNull();
  });

  it("refuses a speed that is not a whole number of hexes in range, an unknown ground, a missing ruleset", () => {
    for (const h of [-1, 1.5, Number.NaN, 201, "12"]) expect(() => chaseCheck({ quarryHexes: h as number, ground: "flat" }, osr)).toThrow(RulesError);
    expect(() => chaseCheck({ quarryHexes: 12, ground: "mud" as "flat" }, osr)).toThrow(RulesError);
    expect(() => chaseCheck({ quarryHexes: 12, ground: "flat" }, undefined as never)).toThrow(RulesError);
  });

  it("chaseRoll: the ability's modifier and the dice (002:L236; advantage and disadvantage cancel)", () => {
    const scores = { str: 14, dex: 8, con: 17 };
    const base = { quarryHexes: 16, scores, advantage: false, disadvantage: false };
    expect(chaseRoll({ ...base, ground: "flat" }, osr)).toEqual({ dc: 13, ability: "str", modifier: 2, dice: "1d20" });
    expect(chaseRoll({ ...base, ground: "uneven", disadvantage: true }, osr)).toEqual({ dc: 13, ability: "dex", modifier: -1, dice: "2d20kl" });
    expect(chaseRoll({ ...base, ground: "overland", advantage: true }, osr)).toEqual({ dc: 13, ability: "con", modifier: 3, dice: "2d20kh" });
    expect(chaseRoll({ ...base, ground: "flat", advantage: true, disadvantage: true }, osr)?.dice).toBe("1d20");
    expect(chaseRoll({ ...base, ground: "flat" }, BOOK_RULESET)).toBeNull();
    expect(() => chaseRoll({ ...base, ground: "flat", scores: { ...scores, str: 101 } }, osr)).toThrow(RulesError);
    expect(() => chaseRoll({ ...base, ground: "flat", advantage: "yes" as unknown as boolean }, osr)).toThrow(RulesError);
  });

  it("chaseGroupRoller (002:L234): the worst modifier rolls for the party; the first of equals", () => {
    expect(chaseGroupRoller([2, -1, 0, -1])).toBe(1);
    expect(chaseGroupRoller([])).toBe(-1);
    expect(() => chaseGroupRoller([Number.NaN])).toThrow(RulesError);
    expect(() => chaseGroupRoller(7 as unknown as number[])).toThrow(RulesError);
  });
});
