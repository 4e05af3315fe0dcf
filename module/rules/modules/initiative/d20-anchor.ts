/**
 * The d20 anchor of VARIANTS.md D3: a d20 total r maps to second clamp(anchor − r, 1, 20), so a
 * natural 20 with +0 acts at second 1. Locked mid-combat with the model: the bases a roll-once
 * model kept were mapped with it, and a newcomer would be mapped with another.
 */
import { int, type RuleModule } from "../../ruleset/types";
import { D20_ANCHOR_MAX, D20_ANCHOR_MIN, D20_SECOND_ANCHOR } from "../../variants/initiative-models";

export const d20Anchor = {
  id: "initiative.d20Anchor",
  domain: "initiative",
  fields: { "initiative.d20Anchor": int(D20_SECOND_ANCHOR, D20_ANCHOR_MIN, D20_ANCHOR_MAX, { lockedInCombat: true }) },
} as const satisfies RuleModule;
