/** OSE overland travel (VARIANTS.md rows 27, 28, §5.7; 003:L451): miles a day from the movement rate. */
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { TravelModel } from "../../ruleset/points/travel";
import { OSE_TERRAIN_FACTOR, oseMilesPerDay } from "../../variants/travel-models";

/** A fraction as the sheet shows it: "3/2", "1". */
function fraction(num: number, den: number): string {
  return den === 1 ? String(num) : `${num}/${den}`;
}

/**
 * Book (003:L451–473) with Decisions (VARIANTS.md §5.8, §5.9): terrain ×1½ / ×1 / ×⅔ / ×½, flying
 * ×2 over any terrain, a march day ×1½ and the owed rest day 0; `restRule`: a rest day in every seven.
 */
function oseTravelModel(restRule: boolean): TravelModel {
  return {
    id: "ose",
    // Decision (VARIANTS.md §5.6, §5.8): the load's exact share and the terrain factor on given
    // miles, rounded down once (D8): 18 miles at ¾ in hills is 9, where 18 → 13 → 8 would round twice.
    milesInTerrain: (miles, terrain, load) => oseMilesPerDay({ milesPerDay: miles, terrain, load }),
    loadShare: true,
    // Decision (VARIANTS.md §5.8): days scale as the road's rate over the terrain's (road ×3/2).
    travelDays(roadDays, terrain) {
      const road = OSE_TERRAIN_FACTOR.optimal;
      const t = OSE_TERRAIN_FACTOR[terrain];
      const num = road.num * t.den;
      const den = road.den * t.num;
      return num === den ? roadDays : (roadDays * num) / den;
    },
    travellerMiles({ input, speeds }, terrain, marchDay) {
      if (marchDay && input.restDue === true) return 0;
      return oseMilesPerDay({ milesPerDay: input.milesPerDay, terrain, ...speeds, flies: input.flies === true, forcedMarch: marchDay && input.forcedMarch === true });
    },
    strBase: null,
    category(effective, _light, _weather, flies) {
      const f = OSE_TERRAIN_FACTOR[effective];
      return flies ? "2" : fraction(f.num, f.den);
    },
    log: true,
    restRule,
    sheet: {
      choices: [],
      flies: true,
      baseKey: "ER.Variants.Travel.BaseOse",
      loadKey: "ER.Variants.Travel.LoadOse",
      categoryKey: null,
      titleKey: "ER.Variants.Travel.Model.ose",
      rulerKey: "ER.Variants.Travel.Ruler.ose",
    },
  };
}

export const oseTravel = {
  id: "travel.ose",
  domain: "travel",
  selects: { path: "travel.model", value: "ose" },
  /** 003:L470: a rest day in every seven, or −1 to hit and damage. */
  fields: { "travel.oseRest": bool(false) },
  presets: { ose: { "travel.model": "ose", "travel.oseRest": true } },
  contribute: (config): Contribution => ({ travelModel: oseTravelModel(config.travel.oseRest) }),
} as const satisfies RuleModule;
