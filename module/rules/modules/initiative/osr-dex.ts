/** The OSR hack's DEX order (VARIANTS.md row 11; 002:L40): no dice, higher DEX first. */
import type { RuleModule } from "../../ruleset/types";
import { OSR_HOLD_READY, holdReadyContribution } from "./hold-ready";

export const osrDexInitiative: RuleModule = {
  id: "initiative.osrDex",
  domain: "initiative",
  selects: { path: "initiative.model", value: "osrDex" },
  presets: { osr: { "initiative.model": "osrDex" } },
  // Delay to a slower place (VARIANTS.md §4.1).
  contribute: () => holdReadyContribution(OSR_HOLD_READY),
};
