/**
 * Fixtures for the OSR resolution tests: a plain level-1 character with every ability 10, an item
 * and the roll dialog's defaults (RESOLUTION.md types), each overridable.
 */
import type { AttackItem, AttackOptions, Fighter } from "../../module/rules/resolution/types";

export function osrFighter(over: Partial<Fighter> = {}): Fighter {
  return {
    kind: "character",
    playerCharacter: true,
    level: 1,
    abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    defences: { ac: 10, pd: 10, md: 10 },
    armour: [],
    conditions: [],
    health: { value: 10, max: 10, below: 0, temp: 0 },
    dying: { failures: 0, stable: false, since: null, combat: "" },
    resistances: {},
    proficiency: 2,
    attackBonus: null,
    hitDice: { dice: 1, plus: 0 },
    saves: { death: null, wands: null, paralysis: null, breath: null, spells: null },
    saveProficiencies: [],
    morale: 7,
    moraleBonus: 0,
    recoveries: { value: 8, max: 8, die: "d8", overdrawn: 0 },
    lastingWounds: 0,
    ...over,
  };
}

export function osrItem(over: Partial<AttackItem> = {}): AttackItem {
  return {
    kind: "melee", spell: false, tradition: "arcane", ability: "auto", defence: "ac", attackBonus: 0, proficient: true, critExpand: 0,
    damageType: "", range: { short: 0, medium: 0, long: 0 }, attack: "1d20", damage: "1d8", missDamage: "", ...over,
  };
}

export const NO_OPTIONS: AttackOptions = { situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, escalation: 0, hostileClose: false };
