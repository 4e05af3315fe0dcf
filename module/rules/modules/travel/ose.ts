/** OSE overland travel (VARIANTS.md rows 27, 28, §5.7; 003:L451): miles a day from the movement rate. */
import { bool, type RuleModule } from "../../ruleset/types";

export const oseTravel: RuleModule = {
  id: "travel.ose",
  domain: "travel",
  selects: { path: "travel.model", value: "ose" },
  /** 003:L470: a rest day in every seven, or −1 to hit and damage. */
  fields: { "travel.oseRest": bool(false) },
  presets: { ose: { "travel.model": "ose", "travel.oseRest": true } },
};
