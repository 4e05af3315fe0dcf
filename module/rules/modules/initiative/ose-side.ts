/** OSE side initiative (VARIANTS.md row 20; 003:L800): one d6 per side each round. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import { NO_PARTS, oseSecond } from "../../variants/initiative-models";

export const OSE_SIDE_MODEL: InitiativeModelPoint = Object.freeze({
  id: "oseSide",
  cadence: "everyRound",
  dice: "1d6",
  faces: 6,
  // §5.1: the side's d6 is every member's; the card lists each side's die.
  rollsPer: "side",
  sharedRoll: false,
  hold: false,
  ready: false,
  holdIntoNextRound: false,
  appliesErParts: NO_PARTS,
  higherFirst: true,
  totalIsDex: false,
  reusesCheck: false,
  rollOff: false,
  advantage: null,
  sheetFields: Object.freeze([]),
  sheetHint: "bonus",
  bonus: () => 0,
  baseSecond: (total: number) => oseSecond(total),
  tieKey: () => 0,
} satisfies InitiativeModelPoint);

export const oseSideInitiative = {
  id: "initiative.oseSide",
  domain: "initiative",
  selects: { path: "initiative.model", value: "oseSide" },
  presets: { ose: { "initiative.model": "oseSide" } },
  contribute: () => ({ initiative: OSE_SIDE_MODEL }),
} as const satisfies RuleModule;
