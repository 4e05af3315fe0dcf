/**
 * The OSR hack's resilience (VARIANTS.md row 17, §4.7, §13.3; 002:L310–L321): a character can
 * adventure as many hours as its CON score; each hour beyond brings a resilience check (1d20 + CON
 * mod) at DC 10 + the hours beyond, and a failure leaves it `exhausted` (disadvantage on all checks,
 * speed 0) until a safe rest. The core's world-clocks.ts counts the hours on world time.
 */
import type { RuleModule } from "../../ruleset/types";
import type { ResilienceRule } from "../../ruleset/points/travel-types";

/** Book (002:L310): "Each PC has resilience equal to their CON score" (hours, or travel turns). */
export function osrResilienceHours(con: number): number {
  return con;
}

/** Book (002:L316): "The DC is 10 + the number of hours beyond the PC's resilience." */
export function osrResilienceDc(beyond: number): number {
  return 10 + beyond;
}

export const OSR_RESILIENCE: ResilienceRule = Object.freeze<ResilienceRule>({ hours: osrResilienceHours, dc: osrResilienceDc });

/**
 * In force with the OSR travel model: the hours are travel turns (002:L310 "hours (or travel
 * turns)"), so the counter runs beside them.
 */
export const osrResilience = {
  id: "travel.osrResilience",
  domain: "travel",
  inForceWhen: { when: "travel.model", values: ["osr"] },
  contribute: () => ({ resilience: OSR_RESILIENCE }),
} as const satisfies RuleModule;
