/** Plain resolution data for tests (module/rules/resolution/types.ts): a fighter, an item, options, a target. */
import type { AttackItem, AttackOptions, AttackTarget, Fighter, HealthState } from "../../module/rules/resolution/types";

export function fighter(over: Partial<Fighter> = {}): Fighter {
  return {
    kind: "character",
    playerCharacter: true,
    level: 1,
    abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
    defences: { ac: 10, pd: 10, md: 10 },
    armour: [],
    conditions: [],
    health: { value: 12, max: 12, below: 0, temp: 0 },
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

export const health = (value: number, max: number, below = 0, temp = 0): HealthState => ({ value, max, below, temp });

export function item(over: Partial<AttackItem> = {}): AttackItem {
  return {
    kind: "melee", spell: false, tradition: "arcane", ability: "auto", defence: "ac", attackBonus: 0, proficient: true, critExpand: 0, damageType: "",
    range: { short: 0, medium: 0, long: 0 }, attack: "1d20", damage: "1d8", missDamage: "", unarmed: false, ...over,
  };
}

export function options(over: Partial<AttackOptions> = {}): AttackOptions {
  return { situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, escalation: 0, hostileClose: false, ...over };
}

export function target(f: Fighter, over: Partial<AttackTarget> = {}): AttackTarget {
  return { fighter: f, distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false, ...over };
}
