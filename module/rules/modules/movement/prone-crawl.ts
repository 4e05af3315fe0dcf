/** A5E prone creatures crawl at +1 cost (VARIANTS.md row 38, §6.4; 004:L41). */
import type { RuleModule } from "../../ruleset/types";

export const proneCrawl = {
  id: "movement.proneCrawl",
  domain: "movement",
  selects: { path: "movement.prone", value: "crawl" },
  presets: { a5e: { "movement.prone": "crawl" } },
  contribute: () => ({ prone: "crawl" }),
} as const satisfies RuleModule;
