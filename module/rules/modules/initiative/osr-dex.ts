/** The OSR hack's DEX order (VARIANTS.md rows 11, 12; 002:L40–44): no dice, higher DEX first; a combatant may hold. */
import type { RuleModule } from "../../ruleset/types";
import type { InitiativeModelPoint } from "../../ruleset/points/initiative";
import { D4_PARTS, dexOrderSecond } from "../../variants/initiative-models";
import { HOLD_LAPSE } from "./hold-lapse";

export const OSR_DEX_MODEL: InitiativeModelPoint = Object.freeze({
  id: "osrDex",
  cadence: "never",
  dice: "none",
  faces: 0,
  rollsPer: "combatant",
  sharedRoll: false,
  // §4.1: "delay to a slower place", within the round only.
  hold: true,
  ready: false,
  holdIntoNextRound: false,
  appliesErParts: D4_PARTS,
  higherFirst: true,
  totalIsDex: true,
  reusesCheck: false,
  rollOff: false,
  advantage: null,
  sheetFields: Object.freeze(["dex"] as const),
  sheetHint: "dexOrder",
  bonus: () => 0,
  baseSecond: (total: number) => dexOrderSecond(total),
  tieKey: () => 0,
} satisfies InitiativeModelPoint);
import { OSR_HOLD_READY, holdReadyContribution } from "./hold-ready";
import { HOLD_MEMORY } from "../../variants/hold-memory";

export const osrDexInitiative = {
  id: "initiative.osrDex",
  domain: "initiative",
  selects: { path: "initiative.model", value: "osrDex" },
  presets: { osr: { "initiative.model": "osrDex" } },
  memory: HOLD_MEMORY,
  // Delay to a slower place (VARIANTS.md §4.1).
  contribute: () => ({ initiative: OSR_DEX_MODEL, roundStart: HOLD_LAPSE, ...holdReadyContribution(OSR_HOLD_READY) }),
} as const satisfies RuleModule;
