/**
 * Special movement (VARIANTS.md rows 13, 39; D7): swim, climb and crawl add 1 to k. 002's half
 * speed (002:L33) and A5E's +1 foot per foot without a climb or swim speed (004:L22; actors have
 * no such speeds yet, §6.5) come to the same cost.
 */
import { bool, type RuleModule } from "../../ruleset/types";

export const specialMovement = {
  id: "movement.specialMovement",
  domain: "movement",
  fields: { "movement.specialMovement": bool(false) },
  presets: { osr: { "movement.specialMovement": true }, a5e: { "movement.specialMovement": true } },
  // Foundry's own climb and swim actions; crawling is the core's source (the prone crawl).
  movementSources: { climb: { cost: 1, action: "climb" }, swim: { cost: 1, action: "swim" } },
  contribute: () => ({ extraCostSources: ["swim", "climb", "crawl"] }),
} as const satisfies RuleModule;
