/**
 * The OSR hack's attacks and natural dice (RESOLUTION.md §4.2 RS-1, RS-3, RS-4; 002:L61–L81): the
 * attack is a check against AC, a natural 20 doubles damage for everyone, a natural 1 on a PC's own
 * damaging check doubles what that PC suffers. Pure.
 */
import { retreatPhasesLost } from "../../combat/retreat";
import { abilityMod } from "../../resolution/abilities";
import type { AbilityId, AttackDice, AttackItem, AttackOptions, Fighter, Outcome, Part } from "../../resolution/types";
import { osrAutoDisadvantage, osrCheckKeep, withCheckDice, type CheckKeep } from "./osr-checks";

/** Decision (RESOLUTION.md RS-1): an actor's proficiency bonus defaults to 2; 002 never gives a value (L61). */
export const OSR_DEFAULT_PROFICIENCY = 2;

/**
 * Book (002:L61): a melee attack uses STR, a ranged one DEX, an arcane spell INT, a divine one WIS.
 * An item that names its ability (not "auto") keeps it.
 */
export function osrAttackAbility(item: Pick<AttackItem, "ability" | "spell" | "tradition" | "kind">): AbilityId {
  if (item.ability !== "auto") return item.ability;
  if (item.spell) return item.tradition === "divine" ? "wis" : "int";
  return item.kind === "ranged" ? "dex" : "str";
}

/**
 * Decision (RESOLUTION.md RS-2): the attack's advantage and disadvantage: the dialog's choices, an
 * overloaded, exhausted or injured attacker (every check, 002:L35, L319, L115), and a ranged attack
 * with a hostile close (002:L65 "the attack roll is made at disadvantage"). They cancel.
 */
export function osrAttackKeep(attacker: Pick<Fighter, "conditions">, item: Pick<AttackItem, "kind">, options: Pick<AttackOptions, "advantage" | "disadvantage" | "hostileClose">): CheckKeep {
  const rangedClose = item.kind === "ranged" && options.hostileClose;
  return osrCheckKeep(options.advantage, options.disadvantage || rangedClose || osrAutoDisadvantage(attacker.conditions));
}

/**
 * Book (002:L61, L73) with Decision (RESOLUTION.md RS-3): a character's attack is d20 (with its
 * advantage) + the ability modifier + `proficiency` when the item is proficient + the item's magic
 * bonus + the situational modifier; a creature rolls its item's `attack` formula ("the monster's
 * stats") as a check, plus the situational modifier. Zero parts are listed all the same for a
 * character's ability and proficiency (R18: the card shows what the total is made of).
 */
export function osrAttackParts(attacker: Fighter, item: AttackItem, options: AttackOptions): { readonly dice: AttackDice; readonly parts: readonly Part[] } {
  const keep = osrAttackKeep(attacker, item, options);
  const parts: Part[] = [];
  if (attacker.kind === "creature") {
    if (options.situational !== 0) parts.push({ key: "situational", value: options.situational });
    return { dice: { kind: "formula", formula: withCheckDice(item.attack.trim() || "1d20", keep) }, parts };
  }
  const ability = osrAttackAbility(item);
  parts.push({ key: `ability.${ability}`, value: abilityMod(attacker.abilities[ability]) });
  if (item.proficient) parts.push({ key: "proficiency", value: attacker.proficiency });
  if (item.attackBonus !== 0) parts.push({ key: "itemBonus", value: item.attackBonus });
  if (options.situational !== 0) parts.push({ key: "situational", value: options.situational });
  return { dice: { kind: "d20", keep }, parts };
}

/** The sum of a list of parts. */
export function partsTotal(parts: readonly Part[]): number {
  return parts.reduce((sum, p) => sum + p.value, 0);
}

/**
 * Book (002:L77) with Decision (RESOLUTION.md RS-4): a natural 20 is a critical hit for PCs and NPCs
 * and any attack (a hit whatever the total); a natural 1 has no meaning of its own on an attack
 * (002 gives none): the total decides.
 */
export function osrOutcome(natural: number | null, hit: boolean): "crit" | "hit" | "miss" {
  if (natural === 20) return "crit";
  return hit ? "hit" : "miss";
}

/** Book (002:L77): "Damage is doubled on any critical hit". */
export const OSR_CRIT_MULTIPLIER = 2;

/**
 * Book (002:L81) with Decision (RESOLUTION.md RS-4): a natural 1 on a check that a player character
 * rolls itself, whose failure damages that character (a save against a trap, the dangerous path
 * home), doubles the damage it suffers. Not a creature's check, nor a creature's attack roll
 * against a PC (the PC does not roll it).
 */
export function osrSelfFumbleMultiplier(natural: number | null, roller: Pick<Fighter, "playerCharacter">): 1 | 2 {
  return natural === 1 && roller.playerCharacter ? 2 : 1;
}

/**
 * Book (002:L337) with RESOLUTION.md RT-10: a retreating PC "successfully hit by an attack
 * (regardless of the attack's severity)" stops: a row that hits (crit, hit, auto) stops the retreat,
 * a miss or a refusal does not. The adapter raises `hitLanded` at the card's stamped second.
 */
export function osrHitStopsRetreat(outcome: Outcome): boolean {
  return outcome === "crit" || outcome === "hit" || outcome === "auto";
}

/**
 * Decision (RESOLUTION.md RT-10, R17; VARIANTS.md G2-14): a retreat hit at second `hitAt` of a round
 * forfeits its movement phases that come later in that round; a phase at the same second is
 * simultaneous with the blow and is kept. The seconds are ER's phase seconds (docs/rules.md §3).
 */
export function osrRetreatPhasesLost(hitAt: number): readonly number[] {
  return retreatPhasesLost(hitAt);
}
