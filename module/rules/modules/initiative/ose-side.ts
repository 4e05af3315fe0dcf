/** OSE side initiative (VARIANTS.md row 20; 003:L800): one d6 per side each round. */
import type { RuleModule } from "../../ruleset/types";
import { NO_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { RulesError, assertInteger } from "../../errors";
import { MAX_INITIATIVE_MODIFIER } from "../../bounds";

/** Decision (VARIANTS.md D3, rows 20, 22): OSE d6 results r map to second clamp(3 × (7 − r), 1, 19); 20 is kept for slow weapons. */
export const OSE_SECONDS_PER_STEP = 3;
export const OSE_LAST_ROLLED_SECOND = 19;

export function oseSecond(result: number): number {
  assertInteger("result", result);
  if (Math.abs(result) > MAX_INITIATIVE_MODIFIER) throw new RulesError("OUT_OF_RANGE", "result", result, `expected a result within ±${MAX_INITIATIVE_MODIFIER}`);
  return Math.min(OSE_LAST_ROLLED_SECOND, Math.max(1, OSE_SECONDS_PER_STEP * (7 - result)));
}

export const OSE_SIDE_MODEL = defineInitiativeModel({
  id: "oseSide",
  dice: "1d6",
  faces: 6,
  // §5.1: the side's d6 is every member's; the card lists each side's die.
  rollsPer: "side",
  sharedRoll: false,
  appliesErParts: NO_PARTS,
  higherFirst: true,
  advantage: null,
  baseSecond: (total: number) => oseSecond(total),
});

export const oseSideInitiative = {
  id: "initiative.oseSide",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseSide" },
  presets: { ose: { "initiative.model": "oseSide" } },
  contribute: () => ({ initiative: OSE_SIDE_MODEL }),
} as const satisfies RuleModule;
