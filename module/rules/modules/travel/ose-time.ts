/**
 * OSE time kept in turns (VARIANTS.md §5.12, §13.3 row 31; 003:L65–L67, L328–L330, L344, L379,
 * L649, L699): a fight shorter than a turn ends a turn after Begin Combat; outside combat a mover
 * explores its base rate in feet per turn (×3 in familiar areas); in a dungeon the GM is prompted
 * for the rest turn each hour and a wandering check every two turns. This module: the config field
 * and the figures; the decisions are the core's (../../world-clock.ts).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { TimeKeepingModel } from "../../ruleset/points/time";

/** Book (003:L65–L67): a turn is 10 minutes, 60 rounds of 10 seconds. */
export const OSE_TURN_SECONDS = 600;

export const OSE_TIME_KEEPING: TimeKeepingModel = Object.freeze({
  // 003:L649 "One turn has passed", L699 "at least one full turn".
  encounterMinimum: OSE_TURN_SECONDS,
  // 003:L328 "base movement rate in feet per turn".
  explorationTurn: OSE_TURN_SECONDS,
  // VARIANTS.md D5: an OSE base rate in feet is the ER speed × 10 (12 hexes ↔ 120′).
  baseFeetPerSpeed: 10,
  // 003:L330 "three times their base movement rate per turn".
  familiarFactor: 3,
  // 003:L344 "rest for one turn every hour".
  restEvery: 6 * OSE_TURN_SECONDS,
  // 003:L379 "once every two turns in the dungeon".
  wanderingEvery: 2 * OSE_TURN_SECONDS,
});

export const oseTime = {
  id: "travel.oseTime",
  domain: "travel",
  fields: { "travel.turnTime": bool(false) },
  presets: { ose: { "travel.turnTime": true } },
  contribute: () => ({ timeKeeping: OSE_TIME_KEEPING }),
} as const satisfies RuleModule;
