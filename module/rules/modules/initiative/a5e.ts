/** A5E initiative (VARIANTS.md row 35, §6.1; 004): a d20 DEX check rolled once per combat, roll-off for ties. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import type { VariantConfig } from "../../ruleset/config-type";
import { D4_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { assertAbility } from "../../initiative/models";
import { abilityModifier } from "../../ability-scale";
import { d20Second } from "./d20-anchor";

/** The model under `config` (its d20 anchor, VARIANTS.md D3). */
export function a5eModel(config: VariantConfig): InitiativeModelPoint {
  const anchor = config.initiative.d20Anchor;
  return defineInitiativeModel({
    id: "a5e",
    cadence: "once",
    dice: "1d20",
    faces: 20,
    appliesErParts: D4_PARTS,
    higherFirst: true,
    // GA-2: a check made before Begin Combat is the initiative total.
    reusesCheck: true,
    // §6.1, GA-1: a d20 roll-off breaks ties and is kept for the combat.
    rollOff: true,
    advantage: "2d20kh",
    sheetFields: ["dex"],
    bonus: (actor) => {
      assertAbility("actor.dex", actor.dex);
      return abilityModifier(actor.dex);
    },
    baseSecond: (total) => d20Second(total, anchor),
    tieKey: (memory) => memory.rollOff,
  });
}

export const a5eInitiative = {
  id: "initiative.a5e",
  domain: "initiative",
  selects: { path: "initiative.model", value: "a5e" },
  presets: { a5e: { "initiative.model": "a5e" } },
  contribute: (config) => ({ initiative: a5eModel(config) }),
} as const satisfies RuleModule;
