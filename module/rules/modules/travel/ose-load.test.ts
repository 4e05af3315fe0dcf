/**
 * OSE miles a day under a load: the band's fraction of the base miles (003:L451: 90′ travels 18 of
 * 24; 003:L120), taken once, never the ratio of a rounded ER speed (VARIANTS.md §5.6 "Miles per day
 * take the same fraction", D8 one rounding at the end).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PRESETS } from "../../ruleset/config";
import { characterLoadUnderModel } from "../../character/load";
import { resolveRuleset } from "../../ruleset";
import { companionMilesPerDay } from "../../travel-models";
import { oseTierLoad } from "../encumbrance/ose-tiers";
import { OSE_TERRAIN_FACTOR, oseMilesPerDay } from "./ose";
import { TERRAIN_IDS } from "../../terrain";
import { variantConfig } from "../../../../tests/support/variants";
import { travelRuleset } from "../../../../tests/support/variants";

const BASIC = variantConfig({ encumbrance: { model: "oseBasic" } }, PRESETS.ose);

describe("OSE travel under a load: the tier's fraction of the base miles (003:L451, L120)", () => {
  it("the review's reproduction: speed 10 with 500 coins (90′) travels 18 miles in plains, not 16", () => {
    const load = characterLoadUnderModel({ speed: 10, milesPerDay: 24, str: 10, coins: 500, items: [], armourWorn: [] }, resolveRuleset(PRESETS.ose))!;
    expect(load).toMatchObject({ tier: 1, speed: 7, milesPerDay: 18 });
    expect(companionMilesPerDay({ milesPerDay: 24, speed: 10, loadedSpeed: 7, load: oseTierLoad(load.tier!) }, "plains", travelRuleset("ose", "ose"))).toBe(18);
  });
  it("the review's table: ER speeds 10, 11, 13, 15 at tiers 1, 2, 3 travel 18, 12, 6 (detailed and basic)", () => {
    for (const speed of [10, 11, 13, 15]) {
      const detailed = [500, 700, 1000].map((coins) => {
        const r = characterLoadUnderModel({ speed, milesPerDay: 24, str: 10, coins, items: [], armourWorn: [] }, resolveRuleset(PRESETS.ose))!;
        return companionMilesPerDay({ milesPerDay: 24, speed, loadedSpeed: r.speed, load: oseTierLoad(r.tier!) }, "plains", travelRuleset("ose"));
      });
      expect(detailed).toEqual([18, 12, 6]);
      const basic = (["light", "heavy"] as const).map((armour) => {
        const r = characterLoadUnderModel({ speed, milesPerDay: 24, str: 10, coins: 0, items: [], armourWorn: [{ choice: armour, weight: 0 }] }, resolveRuleset(BASIC))!;
        return companionMilesPerDay({ milesPerDay: 24, speed, loadedSpeed: r.speed, load: oseTierLoad(r.tier!) }, "plains", travelRuleset("ose"));
      });
      expect(basic).toEqual([18, 12]);
    }
  });
  it("terrain and the load round once, at the end: 24 at 90′ in forest is 12 (24 × ¾ × ⅔), at 30′ in swamp 3", () => {
    expect(oseMilesPerDay({ milesPerDay: 24, terrain: "forest", load: oseTierLoad(1) })).toBe(12);
    expect(oseMilesPerDay({ milesPerDay: 24, terrain: "swamp", load: oseTierLoad(3) })).toBe(3);
    // 22 miles at 60′ on a road: 22 × ½ × 3/2 = 16.5 → 16, not ⌊11 × 3/2⌋ then anything else.
    expect(oseMilesPerDay({ milesPerDay: 22, terrain: "optimal", load: oseTierLoad(2) })).toBe(16);
  });
  it("a tier's load is validated: a tier outside 0–3 or a fraction above 1 is refused", () => {
    expect(() => oseTierLoad(4)).toThrow();
    expect(() => oseMilesPerDay({ milesPerDay: 24, terrain: "plains", load: { num: 5, den: 4 } })).toThrow();
    expect(() => oseMilesPerDay({ milesPerDay: 24, terrain: "plains", load: { num: 1, den: 0 } })).toThrow();
  });
  it("property: with a tier's load the miles are ⌊miles × q/4 × terrain⌋ whatever the ER speed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 200 }), fc.constantFrom(...TERRAIN_IDS), (speed, tier, miles, terrain) => {
        const f = OSE_TERRAIN_FACTOR[terrain];
        const quarters = [4, 3, 2, 1][tier]!;
        const got = companionMilesPerDay({ milesPerDay: miles, speed, loadedSpeed: Math.floor((speed * quarters) / 4), load: oseTierLoad(tier) }, terrain, travelRuleset("ose"));
        expect(got).toBe(Math.floor((miles * quarters * f.num) / (4 * f.den)));
      }),
    );
  });
});
