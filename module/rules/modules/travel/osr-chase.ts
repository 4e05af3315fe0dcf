/**
 * The OSR hack's chase (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242): "Most creatures have a 30′
 * movement speed (DC 11 to catch). The DC is modified by 1 per 5′ under or over 30′." With D5 (30 ft
 * ↔ 12 hexes a round, 5 ft ↔ 2 hexes): DC = 11 + trunc((quarry hexes − 12) ÷ 2). Flat, open ground
 * uses STR, uneven ground DEX (L232); an overland chase of hours or days CON (L238). The chat helper
 * (the adapter) rolls the check; the core (../../chase.ts) bounds the input.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import { assertIntegerInRange } from "../../errors";
import { MAX_SPEED } from "../../bounds";
import type { ChaseRule } from "../../ruleset/points/travel";

/** Book (002:L232): a 30 ft quarry is DC 11; D5: 30 ft is 12 hexes a round. */
export const OSR_CHASE_BASE_DC = 11;
export const OSR_CHASE_BASE_HEXES = 12;
/** D5: 5 ft of speed is 2 hexes a round, so a DC step is 2 hexes. */
export const OSR_CHASE_HEXES_PER_STEP = 2;

/** The DC to catch a quarry of `quarryHexes` a round: a part step does not count (truncated toward zero). */
export function osrChaseDc(quarryHexes: number): number {
  assertIntegerInRange("quarryHexes", quarryHexes, 0, MAX_SPEED);
  return OSR_CHASE_BASE_DC + Math.trunc((quarryHexes - OSR_CHASE_BASE_HEXES) / OSR_CHASE_HEXES_PER_STEP);
}

export const OSR_CHASE: ChaseRule = Object.freeze({
  dc: osrChaseDc,
  abilities: Object.freeze({ flat: "str", uneven: "dex", overland: "con" } as const),
});

export const osrChase = {
  id: "travel.chase",
  domain: "travel",
  fields: { "travel.chase": bool(false) },
  presets: { osr: { "travel.chase": true } },
  contribute: () => ({ chase: OSR_CHASE }),
} as const satisfies RuleModule;
