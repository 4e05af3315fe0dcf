/**
 * 13th Age attacks (RESOLUTION.md §4.1, H6; 001:L17–L68): defences from the middle of three scores
 * + level, d20 + ability + level + escalation for characters, a creature's own formula, one d20 per
 * target, total ≥ defence hits, resistance halves. The arithmetic is in ./a13-combat-math.ts.
 */
import type { AttackModel } from "../../ruleset/points/resolution";
import type { RuleModule } from "../../ruleset/types";
import { A13_DAMAGE_ROLL_DATA, a13AttackParts, a13Defences, a13Halvings } from "./a13-combat-math";

/** Decision (RESOLUTION.md R13-1, R13-2, R13-5, R3): the 13A attack model. */
export const A13_ATTACK_MODEL: AttackModel = Object.freeze<AttackModel>({
  attack: (input) => a13AttackParts(input.attacker, input.item, input.options),
  against: (input, target) => ({ defence: a13Defences(target.fighter)[input.item.defence], parts: [], refused: null }),
  // 001:L17 "If the total is equal to or higher than the defense, you hit."
  hits: (total, defence) => total >= defence,
  // 001:L21, L35: the item's damage formula (`(@level)d8 + @a13.dmg` for a weapon), rolled once.
  damage: (input) => ({ formula: input.item.damage, parts: [], minimumOnHit: false }),
  halvings: (input, target, natural) => a13Halvings(input.item.damageType, target.resistances, natural),
  defences: (fighter) => a13Defences(fighter),
});

export const a13Attack = {
  id: "resolution.a13Attack",
  domain: "resolution",
  selects: { path: "resolution.attack", value: "a13" },
  presets: { a13: { "resolution.attack": "a13" } },
  contribute: () => ({
    attackModel: A13_ATTACK_MODEL,
    rollData: A13_DAMAGE_ROLL_DATA,
    // RESOLUTION.md §6 "Visibility on sheets": PD and MD (AC every model shows), resistances, damage types.
    // A character's attack reads the item's ability and attack bonus (R13-2).
    resolutionFields: ["defences.pd", "defences.md", "resistances", "item.damageType", "item.ability", "item.attackBonus"],
  }),
} as const satisfies RuleModule;
