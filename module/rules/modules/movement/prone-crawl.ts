/**
 * A5E prone creatures crawl at +1 cost (VARIANTS.md row 38, §6.4; 004:L41), and standing up
 * "requires half your movement" (004:L42): VARIANTS.md §13.1 reads it as ⌈hexes per round ÷ 2⌉,
 * taken from the current phase and then the later phases of the round (the core's
 * rules/stand-up.ts spreads it; this module says how many hexes).
 */
import type { RuleModule } from "../../ruleset/types";
import type { StandUpRule } from "../../ruleset/points/movement";

/** VARIANTS.md §13.1, GT-9: half the round's movement, rounded up (to the mover's disadvantage, D8). */
export const HALF_ROUND_STAND_UP: StandUpRule = Object.freeze({
  hexes: (hexesPerRound: number) => Math.ceil(hexesPerRound / 2),
});

export const proneCrawl = {
  id: "movement.proneCrawl",
  domain: "movement",
  selects: { path: "movement.prone", value: "crawl" },
  presets: { a5e: { "movement.prone": "crawl" } },
  contribute: () => ({ prone: "crawl", standUp: HALF_ROUND_STAND_UP }),
} as const satisfies RuleModule;
