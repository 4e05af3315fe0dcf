/** Identical creatures share one roll (VARIANTS.md row 2; 001, 13th Age as written). */
import { bool, type RuleModule } from "../../ruleset/types";

export const sharedRoll = {
  id: "initiative.sharedRoll",
  domain: "initiative",
  fields: { "initiative.sharedRoll": bool(false) },
  presets: { a13: { "initiative.sharedRoll": true } },
  contribute: () => ({ sharedRoll: true }),
} as const satisfies RuleModule;
