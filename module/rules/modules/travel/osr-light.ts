/**
 * The OSR hack's light and travel turns on world time (VARIANTS.md row 16, §4.6, §13.3; 002:L160,
 * L221, L229, L245): a travel turn every hour of in-fiction time (daily overland and on a river or
 * lake, weekly at sea); torches burn an hour, lanterns three, counted
 * on world time with combat seconds included (the core's world-clocks.ts does the counting).
 */
import type { RuleModule } from "../../ruleset/types";
import type { LightClockRule } from "../../ruleset/points/travel-types";

/** Book (002:L160): "A travel turn occurs every hour of in-fiction time." */
export const OSR_TRAVEL_TURN_SECONDS = 3600;

/**
 * Book (002:L160, L245): "Torches last 1 hour, lanterns last 3." The light items carry these as
 * their `burnSeconds` (the gear compendium's Torch and Lantern); this table is what those entries
 * are held to.
 */
export const OSR_BURN_SECONDS: Readonly<Record<"torch" | "lantern", number>> = Object.freeze({ torch: 3600, lantern: 10_800 });

/**
 * Decision (VARIANTS.md §4.6): the owner and the GM are warned 10 minutes of world time before a
 * light goes out. The book leaves the tracking to the players (002:L247, "the PCs must note when
 * torches and lanterns expire"); ten minutes is one OSE exploration turn, enough to light the next
 * torch before the dark, and short enough that a one-hour torch warns once, near its end.
 */
export const OSR_LIGHT_WARN_SECONDS = 600;

/**
 * Book (002:L229): "Travel turns can be rolled daily while on a river or lake, or weekly if at sea.
 * Torches and SUP reduce hourly, as normal." Afloat (a run of *Sail days…*), the travel turn falls
 * due once a day on a river or a lake and once a week at sea; only the turn changes, light and
 * resilience stay hourly. Decision: a swamp is named by neither L229 nor L221, so it keeps the
 * hourly turn; the text's "can" is the GM's leave, and the system takes it whenever the days are
 * sailed.
 */
export const OSR_AFLOAT_TRAVEL_TURNS: LightClockRule["afloatTravelTurns"] = Object.freeze({ river: "day", lake: "day", sea: "week" });

/**
 * Book (002:L221): "Travel turns can be rolled daily rather than hourly while the party travels
 * overland. Torches and SUP reduce hourly, as normal." On an overland march (the map's march or a
 * day of pursuit across the wilderness) the travel turn falls due once a day; light and resilience
 * stay hourly. Decision: as afloat, the text's "can" is the GM's leave, taken whenever the march
 * passes the time.
 */
export const OSR_OVERLAND_TRAVEL_TURN: LightClockRule["overlandTravelTurn"] = "day";

export const OSR_LIGHT_CLOCK: LightClockRule = Object.freeze<LightClockRule>({
  travelTurnSeconds: OSR_TRAVEL_TURN_SECONDS,
  afloatTravelTurns: OSR_AFLOAT_TRAVEL_TURNS,
  overlandTravelTurn: OSR_OVERLAND_TRAVEL_TURN,
  warnSeconds: OSR_LIGHT_WARN_SECONDS,
});

/** In force with the OSR travel model (travel turns and light belong to the same chapter, 002:L158–L160). */
export const osrLight = {
  id: "travel.osrLight",
  domain: "travel",
  inForceWhen: { when: "travel.model", values: ["osr"] },
  contribute: () => ({ lightClock: OSR_LIGHT_CLOCK }),
} as const satisfies RuleModule;
