/** A5E initiative (VARIANTS.md row 35; 004): a d20 DEX check rolled once per combat, roll-off for ties. */
import type { RuleModule } from "../../ruleset/types";

export const a5eInitiative: RuleModule = {
  id: "initiative.a5e",
  domain: "initiative",
  selects: { path: "initiative.model", value: "a5e" },
  presets: { a5e: { "initiative.model": "a5e" } },
};
