/** 13th Age initiative (VARIANTS.md rows 1, 4; 001:L13, L100): a d20 + DEX modifier + level, rolled once per combat. */
import type { RuleModule } from "../../ruleset/types";
import { A13_HOLD_READY, holdReadyContribution } from "./hold-ready";

export const a13Initiative: RuleModule = {
  id: "initiative.a13",
  domain: "initiative",
  selects: { path: "initiative.model", value: "a13" },
  presets: { a13: { "initiative.model": "a13" } },
  // Hold, ready and act now (VARIANTS.md §3.3, §3.4).
  contribute: () => holdReadyContribution(A13_HOLD_READY),
};
