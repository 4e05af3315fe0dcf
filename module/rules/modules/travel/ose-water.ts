/**
 * OSE waterborne travel (VARIANTS.md row 30, §5.11, §13.3; 003:L519–L594): a vessel's miles a day are
 * its base rate in feet ÷ 5; a river current adds or takes 1d6 + 6 miles; the day's 2d6 wind sets a
 * sailing vessel's rate (the optional variable wind table, L586–L594), near gales and gales bring
 * their hazards, and a vessel that has taken on water moves at two thirds until repaired.
 */
import type { RuleModule } from "../../ruleset/types";
import type { WaterDay, WaterDayInput, WaterFactor, WaterNote, WaterTravelRule } from "../../ruleset/points/travel-water";

/** Vessels: under sail (the wind table applies) or rowed only (wind ignored, 003:L526 "sailing vessels"). */
export const OSE_VESSELS = Object.freeze(["sailing", "rowed"] as const);

/**
 * Book (003:L586–L594), the variable wind table by 2d6 total: the sailing rate's factor. On 2 no
 * sail is possible and the vessel is rowed at a third (the table's own line).
 */
export const OSE_WIND_FACTORS: Readonly<Record<number, WaterFactor>> = Object.freeze({
  2: { num: 1, den: 3 },
  3: { num: 1, den: 3 },
  4: { num: 1, den: 2 },
  5: { num: 2, den: 3 },
  6: { num: 1, den: 1 },
  7: { num: 1, den: 1 },
  8: { num: 1, den: 1 },
  9: { num: 4, den: 3 },
  10: { num: 3, den: 2 },
  11: { num: 2, den: 1 },
  12: { num: 3, den: 1 },
});

/** Book (003:L525): a river's current, ±(1d6 + 6) miles a day. */
export const OSE_CURRENT_FIXED = 6;
/** Book (003:L567–L571): near gale, the chance of taking on water (seaworthy / not), in %; its −⅓. */
export const OSE_NEAR_GALE_WATER = Object.freeze({ seaworthy: 10, unseaworthy: 20 });
/** Book (003:L577–L582): a gale, wreck on meeting land (seaworthy) or sinking (unseaworthy), in %. */
export const OSE_GALE = Object.freeze({ wreck: 75, sink: 80 });

function times(a: WaterFactor, b: WaterFactor): WaterFactor {
  return { num: a.num * b.num, den: a.den * b.den };
}

function oseDay(input: WaterDayInput): WaterDay {
  const roll = Number(input.wind);
  const sailing = input.vessel === "sailing";
  const wind = sailing ? (OSE_WIND_FACTORS[roll] ?? { num: 1, den: 1 }) : { num: 1, den: 1 };
  // Book (003:L571): taking on water reduces the movement rate by one third.
  const factor = input.takingOnWater ? times(wind, { num: 2, den: 3 }) : wind;
  // Book (003:L519): base ÷ 5 miles; the factor and ÷ 5 as one exact fraction, rounded down once (D8).
  const rated = Math.floor((input.baseFeet * factor.num) / (5 * factor.den));
  const currentMiles = input.current === "none" ? 0 : (input.current === "downstream" ? 1 : -1) * (input.currentDie + OSE_CURRENT_FIXED);
  const notes: WaterNote[] = [];
  if (sailing && roll === 2) notes.push({ key: "ER.Variants.Water.Note.NoWind", data: {} });
  if (sailing && roll === 11) notes.push({ key: "ER.Variants.Water.Note.NearGale", data: { chance: input.seaworthy ? OSE_NEAR_GALE_WATER.seaworthy : OSE_NEAR_GALE_WATER.unseaworthy } });
  if (sailing && roll === 12) {
    notes.push(
      input.seaworthy
        ? { key: "ER.Variants.Water.Note.Gale", data: { chance: OSE_GALE.wreck } }
        : { key: "ER.Variants.Water.Note.GaleSink", data: { chance: OSE_GALE.sink } },
    );
  }
  if (input.takingOnWater) notes.push({ key: "ER.Variants.Water.Note.TakingOnWater", data: {} });
  // Decision (VARIANTS.md §5.11): an upstream current can stop a slow vessel, never drive it back: 0 at least.
  return { miles: Math.max(0, rated + currentMiles), seconds: 86_400, factor, currentMiles, notes };
}

export const OSE_WATER: WaterTravelRule = Object.freeze<WaterTravelRule>({
  // VARIANTS.md §13.3: a water day is 24 h of world time (the sequence of play is per day, 003:L533).
  daySeconds: 86_400,
  vessels: OSE_VESSELS,
  baseFeet: true,
  wind: Object.freeze({ roll: true as const }),
  currentRoll: true,
  hazards: true,
  day: oseDay,
});

/** In force with the OSE travel model (waterborne travel is the same chapter, 003:L497–L594). */
export const oseWater = {
  id: "travel.oseWater",
  domain: "travel",
  inForceWhen: { when: "travel.model", values: ["ose"] },
  contribute: () => ({ waterTravel: OSE_WATER }),
} as const satisfies RuleModule;
