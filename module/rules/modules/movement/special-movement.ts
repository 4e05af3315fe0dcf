/** 002's special movement at half speed (VARIANTS.md row 13, D7): swim, climb and crawl add 1 to k. */
import { bool, type RuleModule } from "../../ruleset/types";

export const specialMovement: RuleModule = {
  id: "movement.specialMovement",
  domain: "movement",
  fields: { "movement.specialMovement": bool(false) },
  presets: { osr: { "movement.specialMovement": true } },
};
