/**
 * The OSR hack's hit and hurt (RESOLUTION.md §4.2, §6; rows 41e, 41f): one rule module per slot it
 * fills, all on in the OSR preset. The arithmetic is in the sibling osr-*.ts files; the models at
 * the resolution points in ./osr-models.ts.
 */
import { HEALING_OTHER_THAN_A13 } from "../../ruleset/book-fields";
import type { RuleModule } from "../../ruleset/types";
import { OSR_ATTACK_MODEL, OSR_HEALING, OSR_MORALE, OSR_NATURALS, OSR_SAVES, OSR_ZERO_HEALTH } from "./osr-models";

/**
 * The actor and item fields each OSR model reads, so sheets show them (RESOLUTION.md §6 "Visibility
 * on sheets"; §3.1): paths under `system.`, item fields prefixed `item.`.
 */
// RS-3: a character's attack reads the item's ability and attack bonus.
export const OSR_ATTACK_FIELDS: readonly string[] = Object.freeze(["proficiency", "abilities.int", "abilities.wis", "item.proficient", "item.tradition", "item.ability", "item.attackBonus"]);
export const OSR_SAVE_FIELDS: readonly string[] = Object.freeze(["proficiency", "saveProficiencies"]);
export const OSR_MORALE_FIELDS: readonly string[] = Object.freeze(["proficiency", "abilities.wis", "moraleBonus"]);

/** H10 (RS-1, RS-2, RS-3): an attack is a check against AC (002:L61, L65, L73). */
export const osrAttack = {
  id: "resolution.osrAttack",
  domain: "resolution",
  selects: { path: "resolution.attack", value: "osr" },
  presets: { osr: { "resolution.attack": "osr" } },
  contribute: () => ({ attackModel: OSR_ATTACK_MODEL, resolutionFields: OSR_ATTACK_FIELDS }),
} as const satisfies RuleModule;

/** H11 (RS-4): a natural 20 doubles damage for everyone; a PC's own natural 1 doubles what it suffers (002:L77, L81). */
export const osrNaturals = {
  id: "resolution.osrNaturals",
  domain: "resolution",
  selects: { path: "resolution.naturals", value: "osr" },
  presets: { osr: { "resolution.naturals": "osr" } },
  contribute: () => ({ naturals: OSR_NATURALS }),
} as const satisfies RuleModule;

/** H12 (RS-5…RS-9, RT-5, RT-7): incapacitated at 0, dead after the minute or the fight, the Injury Table (002:L85–L116). */
export const osrZeroHealth = {
  id: "resolution.osrZeroHealth",
  domain: "resolution",
  selects: { path: "resolution.zeroHealth", value: "osr" },
  presets: { osr: { "resolution.zeroHealth": "osr" } },
  contribute: () => ({ zeroHealth: OSR_ZERO_HEALTH }),
} as const satisfies RuleModule;

/** H13 (RS-10): rest nights (002:L99). */
export const osrHealing = {
  id: "resolution.osrHealing",
  domain: "resolution",
  selects: { path: "resolution.healing", value: "osr", enabledWhen: HEALING_OTHER_THAN_A13 },
  presets: { osr: { "resolution.healing": "osr" } },
  contribute: () => ({ healing: OSR_HEALING }),
} as const satisfies RuleModule;

/** RS-11: a save is a check (002:L9). */
export const osrSaves = {
  id: "resolution.osrSaves",
  domain: "resolution",
  selects: { path: "resolution.saves", value: "osr" },
  presets: { osr: { "resolution.saves": "osr" } },
  contribute: () => ({ saveModel: OSR_SAVES, resolutionFields: OSR_SAVE_FIELDS }),
} as const satisfies RuleModule;

/** H13 (RS-12): morale d20 + WIS (+ proficiency, + monster bonus) against 11 (002:L121–L148, L339). */
export const osrMorale = {
  id: "resolution.osrMorale",
  domain: "resolution",
  selects: { path: "resolution.morale", value: "osr" },
  presets: { osr: { "resolution.morale": "osr" } },
  contribute: () => ({ morale: OSR_MORALE, resolutionFields: OSR_MORALE_FIELDS }),
} as const satisfies RuleModule;

/** The OSR modules in registry order (one registry line each). */
export const OSR_RESOLUTION_MODULES: readonly RuleModule[] = Object.freeze([osrAttack, osrNaturals, osrZeroHealth, osrHealing, osrSaves, osrMorale]);
