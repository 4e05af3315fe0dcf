/** 13th Age initiative (VARIANTS.md rows 1, 3, 4; 001:L13, L100): a d20 + DEX modifier + level, rolled once per combat. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import type { VariantConfig } from "../../ruleset/config-type";
import { D4_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { RulesError, assertNonNegativeInteger } from "../../errors";
import { MAX_LEVEL, assertAbility } from "../../initiative/models";
import { HOLD_MEMORY } from "../../initiative/hold-memory";
import { abilityModifier } from "../../ability-scale";
import { d20Second } from "./d20-anchor";
import { HOLD_LAPSE } from "./hold-lapse";
import { A13_HOLD_READY, holdReadyContribution } from "./hold-ready";

/** Decision (VARIANTS.md row 1, G13A-1, 001:L13): the 13th Age initiative bonus is DEX modifier (D10) + level. */
export function a13InitiativeBonus(dex: number, level: number): number {
  assertAbility("dex", dex);
  assertNonNegativeInteger("level", level);
  if (level > MAX_LEVEL) throw new RulesError("OUT_OF_RANGE", "level", level, `expected a level 0–${MAX_LEVEL}`);
  return abilityModifier(dex) + level;
}

/** The model under `config` (its d20 anchor, VARIANTS.md D3). */
export function a13Model(config: VariantConfig): InitiativeModelPoint {
  const anchor = config.initiative.d20Anchor;
  return defineInitiativeModel({
    id: "a13",
    cadence: "once",
    dice: "1d20",
    faces: 20,
    // §3.3, §3.4: hold and ready; a hold carries to the next round's own second (001:L102).
    hold: true,
    ready: true,
    holdIntoNextRound: true,
    appliesErParts: D4_PARTS,
    higherFirst: true,
    advantage: "2d20kh",
    sheetFields: ["dex", "level"],
    bonus: (actor) => a13InitiativeBonus(actor.dex, actor.level),
    baseSecond: (total) => d20Second(total, anchor),
    // G13A-5: ties within a second go to the higher bonus.
    tieKey: (memory) => memory.bonus,
  });
}

export const a13Initiative = {
  id: "initiative.a13",
  domain: "initiative",
  selects: { path: "initiative.model", value: "a13" },
  presets: { a13: { "initiative.model": "a13" } },
  memory: HOLD_MEMORY,
  // Hold, ready and act now (VARIANTS.md §3.3, §3.4).
  contribute: (config) => ({ initiative: a13Model(config), roundStart: HOLD_LAPSE, ...holdReadyContribution(A13_HOLD_READY) }),
} as const satisfies RuleModule;
