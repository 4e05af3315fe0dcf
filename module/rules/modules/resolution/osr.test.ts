import { describe, expect, it } from "vitest";
import type { Fighter } from "../../resolution/types";
import { options, fighter as osrFighter, item as osrItem } from "../../../../tests/support/fighters";
import { keptD20, osrCheckFormula, osrCheckKeep, osrHostileClose, osrPointsUnder, osrWithinClose, withCheckDice } from "./osr-checks";
import { OSR_CRIT_MULTIPLIER, osrAttackAbility, osrAttackKeep, osrAttackParts, osrOutcome, osrSelfFumbleMultiplier, partsTotal } from "./osr-attack";
import { osrBestCheckModifier, osrReturnDamage, osrReturnDc, osrRollToReturn } from "./osr-return";
import { RulesError } from "../../errors";
import { osrAtFightEnd, osrDeadline, osrDyingPhase, osrInjuryOutcome, osrInjuryRow, osrMinutePassed, osrStabilisePlan } from "./osr-dying";
import { OSR_MORALE_DC, osrClampHealth, osrMoralePlan, osrRested, osrRetreatMoraleContext, osrSavePlan } from "./osr-recovery";

const NO_OPTIONS = options();

const abilities = (over: Partial<Fighter["abilities"]>): Fighter["abilities"] => ({ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...over });

describe("OSR checks and attacks (RS-1…RS-4)", () => {
  it("G2R-1 proficient melee 13 + STR 14 + 2 = 17 hits AC 17; ranged with a hostile adjacent, 2d20kl [15, 6] + DEX 12 + 2 = 9 misses AC 12; a hostile at 2 / 3 hexes (5 ft/hex) → disadvantage / none", () => {
    const melee = osrAttackParts(osrFighter({ abilities: abilities({ str: 14 }) }), osrItem(), NO_OPTIONS);
    expect(melee.dice).toEqual({ kind: "d20", keep: "one" });
    expect(13 + partsTotal(melee.parts)).toBe(17);
    const archer = osrFighter({ abilities: abilities({ dex: 12 }) });
    const bow = osrItem({ kind: "ranged" });
    const ranged = osrAttackParts(archer, bow, { ...NO_OPTIONS, hostileClose: osrHostileClose([1], 5) });
    expect(ranged.dice).toEqual({ kind: "d20", keep: "lowest" });
    expect(keptD20([15, 6], "lowest") + partsTotal(ranged.parts)).toBe(9);
    expect(osrAttackKeep(archer, bow, { ...NO_OPTIONS, hostileClose: osrHostileClose([2], 5) })).toBe("lowest");
    expect(osrAttackKeep(archer, bow, { ...NO_OPTIONS, hostileClose: osrHostileClose([3], 5) })).toBe("one");
  });

  it("close range at other scales: an adjacent hostile is close at any feet per hex; 2 hexes at 10 ft/hex are not", () => {
    expect(osrWithinClose(1, 15)).toBe(true);
    expect(osrWithinClose(1, 10)).toBe(true);
    expect(osrWithinClose(2, 10)).toBe(false);
    expect(osrWithinClose(0, 5)).toBe(true);
    expect(() => osrWithinClose(-1, 5)).toThrow();
    expect(() => osrWithinClose(1, 0)).toThrow();
  });

  it("G2R-2 arcane spell INT 16 → +3; divine spell WIS 8 → −1; a non-proficient weapon adds no proficiency", () => {
    const arcane = osrAttackParts(osrFighter({ abilities: abilities({ int: 16 }) }), osrItem({ spell: true, tradition: "arcane", proficient: false }), NO_OPTIONS);
    expect(arcane.parts).toEqual([{ key: "ability.int", value: 3 }]);
    const divine = osrAttackParts(osrFighter({ abilities: abilities({ wis: 8 }) }), osrItem({ spell: true, tradition: "divine", proficient: false }), NO_OPTIONS);
    expect(divine.parts).toEqual([{ key: "ability.wis", value: -1 }]);
    const weapon = osrAttackParts(osrFighter(), osrItem({ proficient: false }), NO_OPTIONS);
    expect(weapon.parts.some((p) => p.key === "proficiency")).toBe(false);
    expect(osrAttackAbility(osrItem({ ability: "cha" }))).toBe("cha");
  });

  it("G2R-3 overloaded + flanking advantage → one d20; overloaded + exhausted → 2d20kl once", () => {
    expect(osrAttackKeep(osrFighter({ conditions: ["overloaded"] }), osrItem(), { ...NO_OPTIONS, advantage: true })).toBe("one");
    expect(osrAttackKeep(osrFighter({ conditions: ["overloaded", "exhausted"] }), osrItem(), NO_OPTIONS)).toBe("lowest");
    expect(osrCheckFormula(osrCheckKeep(false, true))).toBe("2d20kl");
    expect(osrCheckFormula(osrCheckKeep(true, false))).toBe("2d20kh");
    expect(osrAttackKeep(osrFighter({ conditions: ["injured"] }), osrItem(), NO_OPTIONS)).toBe("lowest");
    // A melee attack with a hostile close keeps one die (002:L65 concerns ranged attacks only).
    expect(osrAttackKeep(osrFighter(), osrItem(), { ...NO_OPTIONS, hostileClose: true })).toBe("one");
  });

  it("a creature rolls its own attack formula as a check, its d20 doubled under advantage", () => {
    const plan = osrAttackParts(osrFighter({ kind: "creature", playerCharacter: false, conditions: ["exhausted"] }), osrItem({ attack: "1d20 + 4" }), { ...NO_OPTIONS, situational: 1 });
    expect(plan.dice).toEqual({ kind: "formula", formula: "2d20kl + 4" });
    expect(plan.parts).toEqual([{ key: "situational", value: 1 }]);
    expect(withCheckDice("d20+3", "highest")).toBe("2d20kh+3");
    expect(withCheckDice("2d6 + 3", "highest")).toBe("2d6 + 3");
    expect(withCheckDice("1d20 + 1d4", "one")).toBe("1d20 + 1d4");
  });

  it("G2R-4 a natural 20 totalling 24 vs AC 25 is a crit (a hit, ×2: 1d8 + 2 rolled 5 → 14, see osr-pipeline.test.ts); a natural 1 is no fumble", () => {
    expect(osrOutcome(20, 24 >= 25)).toBe("crit");
    expect(OSR_CRIT_MULTIPLIER).toBe(2);
    expect(osrOutcome(19, false)).toBe("miss");
    expect(osrOutcome(1, true)).toBe("hit");
    expect(osrOutcome(null, true)).toBe("hit");
  });

  it("G2R-5 DEX 14 save vs DC 13 trap 2d6 = 7: natural 1 → 14; d20 5 → 7; a creature's natural 1 → 7", () => {
    const pc = osrFighter({ abilities: abilities({ dex: 14 }) });
    const plan = osrSavePlan(pc, { kind: "dex", dc: 13 }, { advantage: false, disadvantage: false });
    expect(plan.target).toBe(13);
    expect(1 + partsTotal(plan.parts) >= 13).toBe(false);
    expect(7 * osrSelfFumbleMultiplier(1, pc)).toBe(14);
    expect(5 + partsTotal(plan.parts) >= 13).toBe(false);
    expect(7 * osrSelfFumbleMultiplier(5, pc)).toBe(7);
    expect(7 * osrSelfFumbleMultiplier(1, osrFighter({ kind: "creature", playerCharacter: false }))).toBe(7);
  });

  it("G2R-6 roll to return: 4 travel turns, +5, natural 1, dangerous → DC 14, total 6, 8 under, 8d6 = 28 → 56", () => {
    const r = osrRollToReturn({ travelTurns: 4, path: "dangerous", natural: 1, modifier: 5, roller: osrFighter() });
    expect(r).toMatchObject({ dc: 14, total: 6, success: false, under: 8, damageFormula: "8d6", loadsLost: 0, multiplier: 2 });
    expect(osrReturnDamage(r, 28)).toBe(56);
    expect(osrClampHealth(20 - 56, { max: 20 })).toBe(0);
    expect(osrReturnDc(15)).toBe(20);
    const arduous = osrRollToReturn({ travelTurns: 4, path: "arduous", natural: 7, modifier: 5, roller: osrFighter() });
    expect(arduous).toMatchObject({ total: 12, under: 2, loadsLost: 2, damageFormula: null });
    expect(osrReturnDamage(arduous, 10)).toBe(0);
    expect(osrBestCheckModifier(osrFighter({ abilities: abilities({ str: 18, dex: 14 }) }))).toBe(6);
    expect(osrPointsUnder(17, 14)).toBe(0);
  });
});

describe("OSR at 0 HP (RS-5…RS-9, RT-5)", () => {
  it("G2R-7 0 HP at t 47, combat ended at t 80: alive (33 s); the watcher kills 27 s later, at since + 60", () => {
    expect(osrDyingPhase(47, 79, true)).toBe("minute");
    expect(osrAtFightEnd(47, 80)).toEqual({ dead: false, remaining: 27 });
    // World time w = 47 on the one clock: stabilised at w + 50 is in time, nobody by w + 60 is dead.
    expect(osrMinutePassed(47, 47 + 50)).toBe(false);
    expect(osrMinutePassed(47, 47 + 60)).toBe(true);
    expect(osrDeadline(47, 80)).toBe(107);
  });

  it("G2R-8 0 HP at t 47, the fight runs to t 164: alive during the fight, dead at its end (117 s ≥ 60)", () => {
    expect(osrDyingPhase(47, 120, true)).toBe("untilFightEnd");
    expect(osrAtFightEnd(47, 164)).toEqual({ dead: true });
    expect(osrDeadline(47, 164)).toBe(164);
  });

  it("RT-5 world time set back below 0: dying since −5 has its deadline at 55 (a moment is any whole number within the stored bound)", () => {
    expect(osrDeadline(-5, null)).toBe(55);
    expect(osrDeadline(-5, 200)).toBe(200);
    expect(osrMinutePassed(-5, 54)).toBe(false);
    expect(osrMinutePassed(-5, 55)).toBe(true);
    expect(() => osrDeadline(-(2 ** 52) - 1, null)).toThrow(RulesError);
  });

  it("RT-5 the minute is half-open: stabilisable up to t 106, passed at 107; outside a fight the minute alone decides (RS-6)", () => {
    expect(osrMinutePassed(47, 106)).toBe(false);
    expect(osrMinutePassed(47, 107)).toBe(true);
    expect(osrDeadline(47, null)).toBe(107);
    expect(osrDyingPhase(47, 107, false)).toBe("dead");
    expect(osrAtFightEnd(47, 107)).toEqual({ dead: true });
    expect(osrAtFightEnd(47, 106)).toEqual({ dead: false, remaining: 1 });
  });

  it("G2R-9 injury d20 1 dead; 5 with 1d6 = 3 on INT 12 → INT 9, HP 1; 10 body part, HP 1; 16 injured, HP 1; 20 with 1d8 = 6 → HP 6; a creature: HP 1, no roll", () => {
    const pc = osrFighter({ abilities: abilities({ int: 12 }), health: { value: 0, max: 12, below: 0, temp: 0 } });
    expect(osrStabilisePlan(pc)).toEqual({ table: "1d20", health: null });
    expect(osrInjuryOutcome(osrInjuryRow(1), pc, 1)).toMatchObject({ dead: true, health: null });
    expect(osrInjuryOutcome(osrInjuryRow(5), pc, 3)).toEqual({ dead: false, health: 1, ability: { id: "int", from: 12, to: 9 }, badge: null, note: null });
    expect(osrInjuryOutcome(osrInjuryRow(10), pc, 1)).toMatchObject({ health: 1, note: "bodyPart" });
    expect(osrInjuryOutcome(osrInjuryRow(16), pc, 1)).toMatchObject({ health: 1, badge: "injured" });
    expect(osrInjuryOutcome(osrInjuryRow(20), pc, 6)).toMatchObject({ health: 6, ability: null });
    expect(osrStabilisePlan(osrFighter({ kind: "creature", playerCharacter: false }))).toEqual({ table: null, health: 1 });
  });

  it("the Injury Table rows 2–7 name STR, DEX, CON, INT, WIS, CHA; 8–13, 14–19 and 20 are one row each; an ability never drops below 0; the 1d8 is capped at max", () => {
    expect([2, 3, 4, 5, 6, 7].map((d) => (osrInjuryRow(d) as { ability: string }).ability)).toEqual(["str", "dex", "con", "int", "wis", "cha"]);
    expect([8, 13].map((d) => osrInjuryRow(d).kind)).toEqual(["bodyPart", "bodyPart"]);
    expect([14, 19].map((d) => osrInjuryRow(d).kind)).toEqual(["badge", "badge"]);
    expect(osrInjuryOutcome(osrInjuryRow(2), osrFighter({ abilities: abilities({ str: 2 }) }), 6).ability).toEqual({ id: "str", from: 2, to: 0 });
    expect(osrInjuryOutcome(osrInjuryRow(20), osrFighter({ health: { value: 0, max: 4, below: 0, temp: 0 } }), 8).health).toBe(4);
    expect(() => osrInjuryRow(0)).toThrow();
    expect(() => osrInjuryOutcome(osrInjuryRow(3), osrFighter(), 7)).toThrow();
  });

  it("stabilised by a heal (002:L89 \"or roll for healing\"): the healed 5 stands for rows 2–19; row 20's 1d8 = 6 comes on top, capped at max", () => {
    const healed = osrFighter({ health: { value: 5, max: 9, below: 0, temp: 0 } });
    expect(osrInjuryOutcome(osrInjuryRow(16), healed, 1).health).toBe(5);
    expect(osrInjuryOutcome(osrInjuryRow(3), healed, 2).health).toBe(5);
    expect(osrInjuryOutcome(osrInjuryRow(20), healed, 6).health).toBe(9);
    expect(osrInjuryOutcome(osrInjuryRow(1), healed, 1).dead).toBe(true);
  });

  it("G2R-10 HP 3 takes 10 → 0 (no below); level 4 at 7/10: safe night 10 (cap) / unsafe night 8", () => {
    expect(osrClampHealth(3 - 10, { max: 10 })).toBe(0);
    expect(osrRested({ value: 7, max: 10 }, 4, true)).toBe(10);
    expect(osrRested({ value: 7, max: 10 }, 4, false)).toBe(8);
  });
});

describe("OSR saves and morale (RS-11, RS-12)", () => {
  it("RS-11 a proficient save adds proficiency; an exhausted saver rolls at disadvantage; a flat save reads no ability", () => {
    const f = osrFighter({ abilities: abilities({ con: 16 }), saveProficiencies: ["con"], conditions: ["exhausted"] });
    const plan = osrSavePlan(f, { kind: "con", dc: 11 }, { advantage: false, disadvantage: false });
    expect(plan.parts).toEqual([{ key: "ability.con", value: 3 }, { key: "proficiency", value: 2 }]);
    expect(plan.dice).toEqual({ kind: "d20", keep: "lowest" });
    expect(osrSavePlan(f, { kind: "flat", dc: 11 }, { advantage: true, disadvantage: false }).parts).toEqual([]);
  });

  it("G2R-11 WIS 12, proficiency 2 fitting, bonus +1: 7 → 11 stands; 6 → 10 flees; [12, 5] at disadvantage → 9 flees; a retainer on its PC's retreat rolls at disadvantage", () => {
    const monster = osrFighter({ kind: "creature", playerCharacter: false, abilities: abilities({ wis: 12 }), moraleBonus: 1 });
    const ctx = { adjustment: 0, advantage: false, disadvantage: false, fitting: true };
    const plan = osrMoralePlan(monster, ctx);
    expect(plan.stands).toEqual({ atLeast: OSR_MORALE_DC });
    expect(plan.dice).toBe("1d20");
    expect(7 + partsTotal(plan.parts)).toBe(11);
    expect(6 + partsTotal(plan.parts)).toBe(10);
    const dis = osrMoralePlan(monster, { ...ctx, disadvantage: true });
    expect(dis.dice).toBe("2d20kl");
    expect(keptD20([12, 5], "lowest") + partsTotal(dis.parts)).toBe(9);
    expect(osrMoralePlan(monster, osrRetreatMoraleContext(ctx)).dice).toBe("2d20kl");
    expect(osrMoralePlan(monster, { ...ctx, fitting: false, adjustment: -2 }).parts).toEqual([{ key: "ability.wis", value: 1 }, { key: "moraleBonus", value: 1 }, { key: "situational", value: -2 }]);
  });
});
