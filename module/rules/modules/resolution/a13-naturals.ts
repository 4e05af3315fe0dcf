/**
 * 13th Age naturals (RESOLUTION.md §4.1 R13-3, H7; 001:L297, L307, L311, L473): a natural in the crit
 * range crits (×2, a hit even below the defence), a natural 1 fumbles (no effect, no miss damage).
 * Legal with any attack model (§6: crit range and fumble on any d20 attack).
 */
import type { NaturalsModel } from "../../ruleset/points/resolution";
import type { RuleModule } from "../../ruleset/types";
import { a13Outcome } from "./a13-combat-math";

/** Decision (RESOLUTION.md R13-3): the 13A natural-die rules. A fumble never doubles damage (002:L81 is OSR's). */
export const A13_NATURALS: NaturalsModel = Object.freeze<NaturalsModel>({
  outcome: (natural, hit, ctx) => a13Outcome(natural, hit, ctx),
  selfFumbleDoubles: false,
});

export const a13Naturals = {
  id: "resolution.a13Naturals",
  domain: "resolution",
  selects: { path: "resolution.naturals", value: "a13" },
  presets: { a13: { "resolution.naturals": "a13" } },
  contribute: () => ({ naturals: A13_NATURALS, resolutionFields: ["item.critExpand"] }),
} as const satisfies RuleModule;
