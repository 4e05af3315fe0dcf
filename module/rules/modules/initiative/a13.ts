/** 13th Age initiative (VARIANTS.md rows 1, 3, 4; 001:L13, L100): a d20 + DEX modifier + level, rolled once per combat. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import type { VariantConfig } from "../../ruleset/config-type";
import { D4_PARTS, a13InitiativeBonus, d20Second } from "../../variants/initiative-models";
import { HOLD_LAPSE } from "./hold-lapse";

/** The model under `config` (its d20 anchor, VARIANTS.md D3). */
export function a13Model(config: VariantConfig): InitiativeModelPoint {
  const anchor = config.initiative.d20Anchor;
  return {
    id: "a13",
    cadence: "once",
    dice: "1d20",
    faces: 20,
    rollsPer: "combatant",
    sharedRoll: true,
    // §3.3, §3.4: hold and ready; a hold carries to the next round's own second (001:L102).
    hold: true,
    ready: true,
    holdIntoNextRound: true,
    appliesErParts: D4_PARTS,
    higherFirst: true,
    totalIsDex: false,
    reusesCheck: false,
    rollOff: false,
    advantage: "2d20kh",
    sheetFields: ["dex", "level"],
    sheetHint: "bonus",
    bonus: (actor) => a13InitiativeBonus(actor.dex, actor.level),
    baseSecond: (total) => d20Second(total, anchor),
    // G13A-5: ties within a second go to the higher bonus.
    tieKey: (memory) => memory.bonus,
  };
}
import { A13_HOLD_READY, holdReadyContribution } from "./hold-ready";
import { HOLD_MEMORY } from "../../variants/hold-memory";

export const a13Initiative = {
  id: "initiative.a13",
  domain: "initiative",
  selects: { path: "initiative.model", value: "a13" },
  presets: { a13: { "initiative.model": "a13" } },
  memory: HOLD_MEMORY,
  // Hold, ready and act now (VARIANTS.md §3.3, §3.4).
  contribute: (config) => ({ initiative: a13Model(config), roundStart: HOLD_LAPSE, ...holdReadyContribution(A13_HOLD_READY) }),
} as const satisfies RuleModule;
