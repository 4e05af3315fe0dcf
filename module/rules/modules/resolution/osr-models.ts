/**
 * The OSR hack's contributions to the resolution points (RESOLUTION.md §4.2; R19): each model reads
 * the pure arithmetic of its sibling files. The rule modules (./osr.ts) put them in force.
 */
import { bookDefences } from "../../resolution/defences";
import type { AttackModel, HealingModel, MoraleModel, NaturalsModel, SaveModel, ZeroHealthModel } from "../../ruleset/points/resolution";
import { osrAttackParts, osrOutcome } from "./osr-attack";
import { OSR_CLOSE_FEET, osrCheckSucceeds, osrHostileClose } from "./osr-checks";
import { OSR_INJURED_BADGE, osrDeadline, osrInjuryOutcome, osrInjuryRow, osrStabilisePlan } from "./osr-dying";
import { OSR_MORALE_INPUTS, OSR_RETREAT_FOLLOWERS, osrMoralePlan, osrRestHealing, osrSavePlan } from "./osr-recovery";

/** RS-3: a check against AC (002:L61, L73); the item's damage as written ("1d8 + STR mod", L69). */
export const OSR_ATTACK_MODEL: AttackModel = {
  attack: (input) => osrAttackParts(input.attacker, input.item, input.options),
  // 002 attacks AC only (L61, L73): the item's `defence` (13A PD/MD) is not read. AC is the book's
  // (RB-3: typed AC + best armour + best shield); 002 gives AC no rule of its own.
  against: (_input, target) => ({ defence: bookDefences(target.fighter).ac, parts: [], refused: null }),
  hits: (total, defence) => osrCheckSucceeds(total, defence),
  damage: (input) => ({ formula: input.item.damage, parts: [], minimumOnHit: false }),
  halvings: () => 0,
  defences: (fighter) => bookDefences(fighter),
  hostileClose: (distances, feetPerHex) => osrHostileClose(distances, feetPerHex),
  // 002:L65: "A melee attack must be within 5-10′ (close range)".
  meleeReachFeet: OSR_CLOSE_FEET,
};

/** RS-4: natural 20 crits for everyone (002:L77); a PC's natural 1 on its own damaging check doubles (L81). */
export const OSR_NATURALS: NaturalsModel = {
  outcome: (natural, hit) => osrOutcome(natural, hit),
  selfFumbleDoubles: true,
};

/**
 * RS-5…RS-9: at 0 anyone is incapacitated (`unconscious`, 002:L85) and dying; no health below 0
 * (L93); the health never kills (only the deadline and the Injury Table's 1 do); the fight's end
 * keeps the dying state (the adapter checks the deadline then, RT-7).
 */
export const OSR_ZERO_HEALTH: ZeroHealthModel = {
  atZero: () => ({ status: "unconscious", keepBelow: false, dying: true }),
  diesOf: () => false,
  fightEnded: (dying) => dying,
  deadline: (since, fightEnd) => osrDeadline(since, fightEnd),
  stabilise: {
    plan: (fighter) => osrStabilisePlan(fighter),
    row: (die) => osrInjuryRow(die),
    outcome: (row, fighter, followUp) => osrInjuryOutcome(row, fighter, followUp),
  },
};

/** RS-10: rest nights (002:L99); each ends `injured` ("until rest", L115). Magic and medicine are formulas (L103). */
export const OSR_HEALING: HealingModel = {
  rests: [
    { id: "osrSafeNight", gmOnly: false, formula: (f) => String(osrRestHealing(f.level, true)), clears: [OSR_INJURED_BADGE] },
    { id: "osrUnsafeNight", gmOnly: false, formula: (f) => String(osrRestHealing(f.level, false)), clears: [OSR_INJURED_BADGE] },
  ],
  tempHealth: false,
};

/** RS-11: a save is a check (002:L9); a success takes nothing unless the effect says half. */
export const OSR_SAVES: SaveModel = {
  plan: (fighter, effect, ctx) => osrSavePlan(fighter, effect, ctx),
  defaultOnSuccess: "none",
};

/** RS-12: d20 + WIS (+ proficiency, + monster bonus) ≥ 11 (002:L123–L133). */
export const OSR_MORALE: MoraleModel = {
  plan: (fighter, ctx) => osrMoralePlan(fighter, ctx),
  followersOnRetreat: OSR_RETREAT_FOLLOWERS,
  inputs: OSR_MORALE_INPUTS,
};
