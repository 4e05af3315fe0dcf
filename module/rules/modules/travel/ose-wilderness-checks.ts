/**
 * OSE wilderness checks (VARIANTS.md §5.10, §13.3 row 29; 003 "Losing Direction" and "Wandering
 * Monsters" of Wilderness Adventuring): each day of travel rolls for lost direction and for
 * wandering monsters, x in 6 by terrain. In force with the OSE travel model, without a toggle of its
 * own. The boundaries and the rolls' meaning are the core's (../../wilderness-checks.ts).
 */
import type { RuleModule } from "../../ruleset/types";
import type { TerrainId } from "../../terrain";
import type { WaterChecksModel, WildernessChecksModel } from "../../ruleset/points/time";

/**
 * Lost direction, x in 6 (003: clear, grasslands 1; barren lands, hills, mountains, woods 2;
 * desert, jungle, swamp 3). ER terrains as OSE categories (VARIANTS.md §5.8, §5.10): plains is
 * clear, tundra is barren, forest is woods; optimal ground is the maintained road, and a road is
 * followed without fear of becoming lost (003 "Losing Direction"), so 0.
 */
export const OSE_LOST_CHANCE: Readonly<Record<TerrainId, number>> = Object.freeze({
  optimal: 0,
  plains: 1,
  tundra: 2,
  hills: 2,
  mountains: 2,
  forest: 2,
  desert: 3,
  jungle: 3,
  swamp: 3,
});

/**
 * Wandering monsters, x in 6 (003: city, clear, grasslands, settled lands 1; aerial, barren,
 * desert, forest, hills 2; jungle, mountains, swamp 3). Optimal ground (a road through settled
 * lands, VARIANTS.md §5.10) is 1. The two tables differ: mountains 2 lost / 3 wandering, desert
 * 3 lost / 2 wandering.
 */
export const OSE_WANDERING_CHANCE: Readonly<Record<TerrainId, number>> = Object.freeze({
  optimal: 1,
  plains: 1,
  tundra: 2,
  desert: 2,
  forest: 2,
  hills: 2,
  jungle: 3,
  mountains: 3,
  swamp: 3,
});

/** Book (003): a check "once per day" of travel: one each 24 h of world time. */
export const OSE_CHECK_DAY_SECONDS = 86_400;

/**
 * Afloat (003 "Waterborne Adventuring"): lost on 2 in 6 with a navigator aboard (L507); without
 * one, certain out of sight of land and 2 in 6 within it (L509, "100%" as 6 in 6); wandering
 * monsters 2 in 6 on oceans or rivers, 3 in 6 in swamps (L547), a lake counted as open water.
 */
export const OSE_WATER_CHECKS: WaterChecksModel = Object.freeze({
  lostWithNavigator: 2,
  lostInSight: 2,
  lostOutOfSight: 6,
  wandering: Object.freeze({ sea: 2, lake: 2, river: 2, swamp: 3 }),
});

export const OSE_WILDERNESS_CHECKS: WildernessChecksModel = Object.freeze({
  lost: OSE_LOST_CHANCE,
  wandering: OSE_WANDERING_CHANCE,
  daySeconds: OSE_CHECK_DAY_SECONDS,
  water: OSE_WATER_CHECKS,
});

export const oseWildernessChecks = {
  id: "travel.oseWildernessChecks",
  domain: "travel",
  inForceWhen: { when: "travel.model", values: ["ose"] },
  contribute: () => ({ wildernessChecks: OSE_WILDERNESS_CHECKS }),
} as const satisfies RuleModule;
