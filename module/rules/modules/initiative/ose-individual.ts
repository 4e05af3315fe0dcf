/** OSE individual initiative (VARIANTS.md row 22; 003:L810): a d6 each, modified by DEX, every round. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import { D4_PARTS, assertAbility, oseSecond } from "../../variants/initiative-models";
import { oseDexInitiativeAdjustment } from "../../ability-scale";

export const OSE_INDIVIDUAL_MODEL: InitiativeModelPoint = Object.freeze({
  id: "oseIndividual",
  cadence: "everyRound",
  dice: "1d6",
  faces: 6,
  rollsPer: "combatant",
  sharedRoll: true,
  hold: false,
  ready: false,
  holdIntoNextRound: false,
  appliesErParts: D4_PARTS,
  higherFirst: true,
  totalIsDex: false,
  reusesCheck: false,
  rollOff: false,
  advantage: null,
  sheetFields: Object.freeze(["dex"] as const),
  sheetHint: "bonus",
  bonus: (actor) => {
    assertAbility("actor.dex", actor.dex);
    return oseDexInitiativeAdjustment(actor.dex);
  },
  baseSecond: (total: number) => oseSecond(total),
  tieKey: () => 0,
} satisfies InitiativeModelPoint);

export const oseIndividualInitiative = {
  id: "initiative.oseIndividual",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseIndividual" },
  contribute: () => ({ initiative: OSE_INDIVIDUAL_MODEL }),
} as const satisfies RuleModule;
