/**
 * Spell disruption (RESOLUTION.md RT-4, RT-10, H16; 003:L884): `resolution.spellDisruption`, on in
 * the OSE preset and usable with any initiative model (§6). The window is ./disruption.ts.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { SpellDisruptionModel } from "../../ruleset/points/resolution";
import { disrupts, disruptionWindow } from "./disruption";

export const SPELL_DISRUPTION: SpellDisruptionModel = { window: disruptionWindow, disrupts };

export const spellDisruption = {
  id: "resolution.spellDisruption",
  domain: "resolution",
  fields: { "resolution.spellDisruption": bool(false) },
  presets: { ose: { "resolution.spellDisruption": true } },
  contribute: () => ({ spellDisruption: SPELL_DISRUPTION }),
} as const satisfies RuleModule;
