/** OSE individual initiative (VARIANTS.md row 22; 003:L810): a d6 each, modified by DEX, every round. */
import type { RuleModule } from "../../ruleset/types";
import { D4_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { assertAbility } from "../../initiative/models";
import { RulesError, assertInteger } from "../../errors";
import { MAX_ABILITY_SCORE } from "../../ability-scale";
import { oseSecond } from "./ose-side";

/**
 * Decision (003:L810 "modified by DEX (see Ability Scores)", read as OSE's own ability table; it
 * replaces VARIANTS.md §5.3's default of D10): the OSE individual-initiative adjustment of a DEX
 * score: 3 → −2, 4–8 → −1, 9–12 → 0, 13–17 → +1, 18 → +2. Scores beyond OSE's 3–18 take the end
 * of the table (below 3 as 3, above 18 as 18).
 */
export function oseDexInitiativeAdjustment(dex: number): number {
  assertInteger("dex", dex);
  if (dex < 0 || dex > MAX_ABILITY_SCORE) throw new RulesError("OUT_OF_RANGE", "dex", dex, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
  if (dex <= 3) return -2;
  if (dex <= 8) return -1;
  if (dex <= 12) return 0;
  if (dex <= 17) return 1;
  return 2;
}

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
