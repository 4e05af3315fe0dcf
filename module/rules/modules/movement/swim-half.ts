/**
 * OSE swimming at half speed (003:L258): the swim action, and only it, adds 1 to k. Separate from
 * special movement, which also charges climbing and crawling (002:L33, 004:L22).
 */
import { bool, type RuleModule } from "../../ruleset/types";

export const swimHalf = {
  id: "movement.swimHalf",
  domain: "movement",
  fields: { "movement.swimHalf": bool(false) },
  presets: { ose: { "movement.swimHalf": true } },
  contribute: () => ({ extraCostSources: ["swim"] }),
} as const satisfies RuleModule;
