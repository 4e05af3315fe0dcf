/** No encumbrance at all (VARIANTS.md §9.1): a table that does not track load. */
import type { RuleModule } from "../../ruleset/types";
import type { LoadModel } from "../../ruleset/points/load";
import { NEUTRAL_LOAD, assertCoinCount } from "../../load-models";

/** Nothing weighs: the listed speed and miles. */
const OFF_MODEL: LoadModel = {
  id: "off",
  characterLoad(input) {
    assertCoinCount("coins", input.coins);
    return { ...NEUTRAL_LOAD, model: "off", speed: input.speed, milesPerDay: input.milesPerDay, immobile: false };
  },
  tierSpeeds: () => null,
  tierShare: null,
  sheet: { inputs: [], coinsHint: null, parts: [], tierBounds: null, maxCoins: null },
};

export const noEncumbrance = {
  id: "encumbrance.off",
  domain: "encumbrance",
  selects: { path: "encumbrance.model", value: "off" },
  contribute: () => ({ loadModel: OFF_MODEL }),
} as const satisfies RuleModule;
