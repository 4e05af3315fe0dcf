/** OSE individual initiative (VARIANTS.md row 22; 003:L810): a d6 each, modified by DEX, every round. */
import type { RuleModule } from "../../ruleset/types";
import { D4_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { assertAbility } from "../../initiative/models";
import { oseDexInitiativeAdjustment } from "../../ability-scale";
import { oseSecond } from "./ose-side";

export const OSE_INDIVIDUAL_MODEL = defineInitiativeModel({
  id: "oseIndividual",
  dice: "1d6",
  faces: 6,
  appliesErParts: D4_PARTS,
  higherFirst: true,
  advantage: null,
  sheetFields: Object.freeze(["dex"] as const),
  bonus: (actor) => {
    assertAbility("actor.dex", actor.dex);
    return oseDexInitiativeAdjustment(actor.dex);
  },
  baseSecond: (total: number) => oseSecond(total),
});

export const oseIndividualInitiative = {
  id: "initiative.oseIndividual",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseIndividual" },
  contribute: () => ({ initiative: OSE_INDIVIDUAL_MODEL }),
} as const satisfies RuleModule;
