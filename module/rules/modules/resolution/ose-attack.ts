/**
 * OSE attacks (RESOLUTION.md §4.3 RO-1…RO-7, H14; 003:L826–L850, L888–L1145): `resolution.attack =
 * "ose"`, with the toggles `oseAscending` (003:L935) and `oseVariableDamage` (003:L924), both usable
 * only under this model (§6 joint rule). The arithmetic is in ./ose-matrix.ts and ./ose-modifiers.ts.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { AttackInput, AttackModel } from "../../ruleset/points/resolution";
import type { Part } from "../../resolution/types";
import { abilityModifier } from "../../ability-scale";
import { oseAttackBonus, oseThac0, oseDescendingAc, oseHitsAc, oseHitsAscending, oseHitsMatrix } from "./ose-matrix";
import { OSE_RETREAT_ATTACK_BONUS, oseArmourClass, oseAttackerPenalties, oseAutoHit, oseDamageFormula, oseDamageTakesStr, oseMeleeReaches, oseRangeBand, oseShieldIgnored } from "./ose-modifiers";

/** The two OSE toggles the model reads. */
export interface OseAttackOptions {
  readonly ascending: boolean;
  readonly variableDamage: boolean;
}

const melee = (input: AttackInput) => input.item.kind === "melee";
const part = (key: string, value: number): Part => ({ key, value });

/**
 * The OSE attack model (RO-1…RO-7). Cover is the `cover` point's (./cover.ts), applied by the
 * pipeline to every attack model alike.
 */
export function oseAttackModel(opts: OseAttackOptions): AttackModel {
  return {
    // Book (003:L928–L930, L939–L941): 1d20 + STR (melee) or DEX (missile); the matrix row holds
    // the attack bonus, the ascending rule adds it (L943). OSE has no advantage rule: one d20.
    attack(input) {
      const a = input.attacker;
      const parts: Part[] = [melee(input) ? part("ability.str", abilityModifier(a.abilities.str)) : part("ability.dex", abilityModifier(a.abilities.dex))];
      if (opts.ascending) parts.push(part("attackBonus", oseAttackBonus(a)));
      // Decision: a magic weapon's bonus (item `attackBonus`, RESOLUTION.md §3.1) adds as a part.
      if (input.item.attackBonus !== 0) parts.push(part("itemBonus", input.item.attackBonus));
      for (const p of oseAttackerPenalties(a.conditions)) parts.push(part(p.key, p.value));
      if (input.options.situational !== 0) parts.push(part("situational", input.options.situational));
      return { dice: { kind: "d20", keep: "one" }, parts };
    },
    // RO-3, RO-4, RO-6: reach and range bands, the retreat bonus, shields ignored, helpless targets.
    against(input, target) {
      const defence = oseArmourClass(target.fighter, oseShieldIgnored(target.retreating, input.options.rear));
      const parts: Part[] = [];
      if (target.distanceHexes !== null) {
        if (melee(input)) {
          if (!oseMeleeReaches(target.distanceHexes)) return { defence, parts, refused: "outOfRange" };
        } else {
          const band = oseRangeBand(target.distanceHexes, target.feetPerHex, input.item.range, { wilderness: target.wilderness === true });
          // RO-3: a missile at an adjacent foe is refused like one beyond long range (003:L831, L843).
          if (band.band === "tooClose" || band.band === "tooFar") return { defence, parts, refused: "outOfRange" };
          if (band.band !== "unknown") parts.push(part("range", band.modifier));
        }
      }
      if (target.retreating) parts.push(part("retreat", OSE_RETREAT_ATTACK_BONUS));
      return { defence, parts, refused: oseAutoHit(melee(input), target.fighter) ? "auto" : null };
    },
    // RO-2: the matrix clamps 2…20 around AAC − bonus; ascending compares the total with the AAC.
    hits(total, defence, input) {
      return opts.ascending ? oseHitsAscending(total, defence, 0) : oseHitsMatrix(total, defence, oseAttackBonus(input.attacker));
    },
    // RO-7, RO-5: 1d6 (+ STR in melee for characters), unarmed 1d2 + STR (003:L997), winded −2,
    // unrested −1; at least 1 on a hit.
    damage(input) {
      const a = input.attacker;
      const parts: Part[] = [];
      if (oseDamageTakesStr(a, melee(input), input.item.unarmed)) parts.push(part("ability.str", abilityModifier(a.abilities.str)));
      for (const p of oseAttackerPenalties(a.conditions)) parts.push(part(p.key, p.value));
      return { formula: oseDamageFormula(a, input.item, opts.variableDamage), parts, minimumOnHit: true };
    },
    halvings: () => 0,
    defences: (f) => ({ ac: oseArmourClass(f, false), pd: f.defences.pd, md: f.defences.md }),
    // R3: the matrix shows descending AC and the AC a roll hits (003:L1092); the ascending option
    // shows AAC as it is, and a total hits the AAC it equals (003:L943).
    shownAc: (aac) => (opts.ascending ? aac : oseDescendingAc(aac)),
    thac0: (attacker) => oseThac0(oseAttackBonus(attacker)),
    hitsAc: (total, input) => (opts.ascending ? total : oseHitsAc(total, oseAttackBonus(input.attacker))),
  };
}

/** The attack model's own form fields (§6): usable only while `resolution.attack` is "ose". */
const needsOse = (code: string) => ({ enabledWhen: { when: "resolution.attack", values: ["ose"], code, otherwise: false } });

export const oseAttack = {
  id: "resolution.oseAttack",
  domain: "resolution",
  selects: { path: "resolution.attack", value: "ose" },
  fields: {
    "resolution.oseAscending": bool(false, needsOse("oseAscendingNeedsOse")),
    "resolution.oseVariableDamage": bool(false, needsOse("oseVariableDamageNeedsOse")),
  },
  presets: { ose: { "resolution.attack": "ose" } },
  contribute: (config): Contribution => ({
    attackModel: oseAttackModel({ ascending: config.resolution.oseAscending, variableDamage: config.resolution.oseVariableDamage }),
    // RO-1: d20 + STR or DEX by the item's kind and the item's magic bonus (not the item's ability); P4: an unarmed weapon deals 1d2 + STR.
    resolutionFields: ["attackBonus", "hitDice", "item.range", "item.attackBonus", "item.unarmed"],
  }),
} as const satisfies RuleModule;
