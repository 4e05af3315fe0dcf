/** The OSR hack's DEX order (VARIANTS.md rows 11, 12; 002:L40–44): no dice, higher DEX first; a combatant may hold. */
import type { RuleModule } from "../../ruleset/types";
import { D4_PARTS, defineInitiativeModel } from "../../ruleset/points/initiative-model";
import { LAST_SECOND, assertAbility } from "../../initiative/models";
import { HOLD_MEMORY } from "../../initiative/hold-memory";
import { HOLD_LAPSE } from "./hold-lapse";
import { OSR_HOLD_READY, holdReadyContribution } from "./hold-ready";

/** Decision (VARIANTS.md D3, row 11, G2-1): the OSR DEX order maps a DEX score to second clamp(21 − DEX, 1, 20). */
export const OSR_DEX_ANCHOR = 21;

export function dexOrderSecond(dex: number): number {
  assertAbility("dex", dex);
  return Math.min(LAST_SECOND, Math.max(1, OSR_DEX_ANCHOR - dex));
}

export const OSR_DEX_MODEL = defineInitiativeModel({
  id: "osrDex",
  cadence: "never",
  dice: "none",
  sharedRoll: false,
  // §4.1: "delay to a slower place", within the round only.
  hold: true,
  appliesErParts: D4_PARTS,
  higherFirst: true,
  totalIsDex: true,
  advantage: null,
  sheetFields: Object.freeze(["dex"] as const),
  sheetHint: "dexOrder",
  baseSecond: (total: number) => dexOrderSecond(total),
});

export const osrDexInitiative = {
  id: "initiative.osrDex",
  domain: "initiative",
  selects: { path: "initiative.model", value: "osrDex" },
  presets: { osr: { "initiative.model": "osrDex" } },
  memory: HOLD_MEMORY,
  // Delay to a slower place (VARIANTS.md §4.1).
  contribute: () => ({ initiative: OSR_DEX_MODEL, roundStart: HOLD_LAPSE, ...holdReadyContribution(OSR_HOLD_READY) }),
} as const satisfies RuleModule;
