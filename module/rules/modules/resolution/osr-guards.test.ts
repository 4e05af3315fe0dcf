import { describe, expect, it } from "vitest";
import { fighter, health, item, options } from "../../../../tests/support/fighters";
import { expectRefusal } from "../../../../tests/support/rules-error";
import { OSR_CLOSE_FEET, OSR_DISADVANTAGE_STATES, keptD20, osrAutoDisadvantage, osrCheckFormula, osrCheckKeep, osrCheckSucceeds, osrHostileClose, osrPointsUnder, withCheckDice } from "./osr-checks";
import { OSR_DEFAULT_PROFICIENCY, osrAttackAbility, osrAttackKeep, osrAttackParts, osrOutcome, osrSelfFumbleMultiplier, partsTotal } from "./osr-attack";
import { OSR_BODY_PART_NOTE, OSR_INJURED_BADGE, OSR_STABILISE_SECONDS, osrAtFightEnd, osrDeadline, osrDyingPhase, osrInjuryOutcome, osrInjuryRow, osrMinutePassed, osrStabilisePlan } from "./osr-dying";
import { OSR_MORALE_DC, OSR_MORALE_INPUTS, OSR_RETREAT_FOLLOWERS, osrClampHealth, osrMoralePlan, osrRestHealing, osrRested, osrRetreatMoraleContext, osrSavePlan } from "./osr-recovery";
import { osrBestCheckModifier, osrReturnDamage, osrReturnDc, osrRollToReturn } from "./osr-return";

const T = 2 ** 52;
const abilities = (over: Partial<ReturnType<typeof fighter>["abilities"]>) => ({ str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10, ...over });

describe("OSR checks: edges and refusals (RS-2)", () => {
  it("the constants", () => {
    expect(OSR_DISADVANTAGE_STATES).toEqual(["overloaded", "exhausted", "injured"]);
    expect([OSR_CLOSE_FEET, OSR_DEFAULT_PROFICIENCY, OSR_STABILISE_SECONDS, OSR_MORALE_DC]).toEqual([10, 2, 60, 11]);
    expect([OSR_BODY_PART_NOTE, OSR_INJURED_BADGE]).toEqual(["bodyPart", "injured"]);
    expect(OSR_MORALE_INPUTS).toEqual({ adjustment: { min: -20, max: 20 }, edge: true, fitting: true });
    expect(OSR_RETREAT_FOLLOWERS).toEqual({ advantage: false, disadvantage: true });
  });

  it("advantage and disadvantage cancel both ways; each alone keeps its die", () => {
    expect([osrCheckKeep(false, false), osrCheckKeep(true, true), osrCheckKeep(true, false), osrCheckKeep(false, true)]).toEqual(["one", "one", "highest", "lowest"]);
    expect(["one", "highest", "lowest"].map((k) => osrCheckFormula(k as never))).toEqual(["1d20", "2d20kh", "2d20kl"]);
    expect(osrAutoDisadvantage([])).toBe(false);
    expect(osrAutoDisadvantage(["stunned", "injured"])).toBe(true);
  });

  it("a hostile close: any of the distances, none with none", () => {
    expect(osrHostileClose([], 5)).toBe(false);
    expect(osrHostileClose([5, 2], 5)).toBe(true);
    expect(osrHostileClose([5, 3], 5)).toBe(false);
  });

  it("success at the DC; points under only below it", () => {
    expect(osrCheckSucceeds(11, 11)).toBe(true);
    expect(osrCheckSucceeds(10, 11)).toBe(false);
    expect(osrPointsUnder(8, 11)).toBe(3);
    expect(osrPointsUnder(11, 11)).toBe(0);
  });

  it("the kept d20: the higher or the lower of two, the one of one; a die off the d20 or a wrong count refused", () => {
    expect(keptD20([7], "one")).toBe(7);
    expect(keptD20([7, 15], "highest")).toBe(15);
    expect(keptD20([15, 7], "lowest")).toBe(7);
    expectRefusal(() => keptD20([0], "one"), "OUT_OF_RANGE", "d20", 0, "from 1 to 20");
    expectRefusal(() => keptD20([5, 21], "highest"), "OUT_OF_RANGE", "d20", 21, "from 1 to 20");
    expectRefusal(() => keptD20([5, 6], "one"), "INVALID_ARGUMENT", "dice", [5, 6], "a one check rolls 1 d20");
    expectRefusal(() => keptD20([5], "lowest"), "INVALID_ARGUMENT", "dice", [5], "a lowest check rolls 2 d20");
  });

  it("a creature's formula: its first d20 term becomes the check's dice, wherever it stands; other dice untouched", () => {
    expect(withCheckDice("1d20 + 4", "highest")).toBe("2d20kh + 4");
    expect(withCheckDice("D20", "lowest")).toBe("2d20kl");
    expect(withCheckDice("3 + 1d20", "lowest")).toBe("3 + 2d20kl");
    expect(withCheckDice("1d20 + 1d20", "highest")).toBe("2d20kh + 1d20");
    expect(withCheckDice("1d200", "highest")).toBe("1d200");
    expect(withCheckDice("2d20", "highest")).toBe("2d20");
    expect(withCheckDice("(1d4)d20", "highest")).toBe("(1d4)d20");
    expect(withCheckDice("1d4 + 1d20", "lowest")).toBe("1d4 + 2d20kl");
    // One d20 kept: the formula is left exactly as written.
    expect(withCheckDice("D20 + 2", "one")).toBe("D20 + 2");
  });
});

describe("OSR attacks: parts and outcomes (RS-1, RS-3, RS-4)", () => {
  it("the ability: an item's own; a spell by tradition; missiles DEX, everything else STR", () => {
    expect(osrAttackAbility(item({ ability: "con", spell: true, kind: "ranged" }))).toBe("con");
    expect(osrAttackAbility(item({ spell: true, tradition: "arcane", kind: "ranged" }))).toBe("int");
    expect(osrAttackAbility(item({ spell: true, tradition: "divine" }))).toBe("wis");
    expect(osrAttackAbility(item({ kind: "ranged" }))).toBe("dex");
    expect(osrAttackAbility(item({ kind: "melee" }))).toBe("str");
  });

  it("disadvantage from a hostile close only on a ranged attack", () => {
    expect(osrAttackKeep(fighter(), item({ kind: "melee" }), options({ hostileClose: true }))).toBe("one");
    expect(osrAttackKeep(fighter(), item({ kind: "ranged" }), options({ hostileClose: true }))).toBe("lowest");
    expect(osrAttackKeep(fighter(), item({ kind: "ranged" }), options({ advantage: true }))).toBe("highest");
    expect(osrAttackKeep(fighter(), item(), options({ disadvantage: true }))).toBe("lowest");
  });

  it("a character's parts: ability and proficiency always listed, a magic bonus and a situational one when not 0", () => {
    const pc = fighter({ abilities: abilities({ str: 16 }), proficiency: 3 });
    expect(osrAttackParts(pc, item({ attackBonus: 1 }), options({ situational: -2 }))).toEqual({
      dice: { kind: "d20", keep: "one" },
      parts: [{ key: "ability.str", value: 3 }, { key: "proficiency", value: 3 }, { key: "itemBonus", value: 1 }, { key: "situational", value: -2 }],
    });
    expect(osrAttackParts(fighter(), item({ proficient: false }), options()).parts).toEqual([{ key: "ability.str", value: 0 }]);
  });

  it("a creature's parts: its formula (1d20 when none), the situational modifier only", () => {
    const beast = fighter({ kind: "creature", playerCharacter: false });
    expect(osrAttackParts(beast, item({ attack: "  " }), options())).toEqual({ dice: { kind: "formula", formula: "1d20" }, parts: [] });
    expect(osrAttackParts(beast, item({ attack: " 1d20 + 5 ", attackBonus: 2 }), options({ situational: 1, advantage: true }))).toEqual({ dice: { kind: "formula", formula: "2d20kh + 5" }, parts: [{ key: "situational", value: 1 }] });
  });

  it("the sum of parts; the outcome; a natural 1 doubles only a PC's own damage", () => {
    expect(partsTotal([])).toBe(0);
    expect(partsTotal([{ key: "a", value: 2 }, { key: "b", value: -5 }])).toBe(-3);
    expect(osrOutcome(20, true)).toBe("crit");
    expect(osrOutcome(null, false)).toBe("miss");
    expect(osrSelfFumbleMultiplier(null, fighter())).toBe(1);
    expect(osrSelfFumbleMultiplier(1, fighter({ playerCharacter: false }))).toBe(1);
  });
});

describe("OSR at 0 HP: edges and refusals (RS-5…RS-8)", () => {
  it("every moment refused beyond the stored bound, by name; the bound itself taken", () => {
    expect(osrMinutePassed(-T, T)).toBe(true);
    expectRefusal(() => osrMinutePassed(T + 1, 0), "OUT_OF_RANGE", "since", T + 1, "whole number");
    expectRefusal(() => osrMinutePassed(0, -T - 1), "OUT_OF_RANGE", "now", -T - 1, "whole number");
    expectRefusal(() => osrDeadline(0.5, null), "NOT_INTEGER", "since", 0.5, "whole number");
    expectRefusal(() => osrDeadline(0, T + 1), "OUT_OF_RANGE", "fightEnd", T + 1, "whole number");
    expect(osrDeadline(0, T)).toBe(T);
    expect(osrDeadline(100, 0)).toBe(160);
    // Outside a fight the minute alone, even before the clock's 0.
    expect(osrDeadline(-100, null)).toBe(-40);
  });

  it("the phase: the minute, then until the fight ends or dead", () => {
    expect(osrDyingPhase(0, 59, false)).toBe("minute");
    expect(osrDyingPhase(0, 60, true)).toBe("untilFightEnd");
    expect(osrDyingPhase(0, 60, false)).toBe("dead");
  });

  it("at the fight's end: dead from the minute's end on, else the seconds left", () => {
    expect(osrAtFightEnd(0, 60)).toEqual({ dead: true });
    expect(osrAtFightEnd(0, 59)).toEqual({ dead: false, remaining: 1 });
    expect(osrAtFightEnd(0, 0)).toEqual({ dead: false, remaining: 60 });
  });

  it("every row of the Injury Table at its edges", () => {
    expect(osrInjuryRow(1)).toEqual({ kind: "dead" });
    expect(osrInjuryRow(2)).toEqual({ kind: "ability", ability: "str", dice: "1d6" });
    expect(osrInjuryRow(7)).toEqual({ kind: "ability", ability: "cha", dice: "1d6" });
    expect(osrInjuryRow(8)).toEqual({ kind: "bodyPart" });
    expect(osrInjuryRow(13)).toEqual({ kind: "bodyPart" });
    expect(osrInjuryRow(14)).toEqual({ kind: "badge", badge: "injured" });
    expect(osrInjuryRow(19)).toEqual({ kind: "badge", badge: "injured" });
    expect(osrInjuryRow(20)).toEqual({ kind: "heal", dice: "1d8" });
    expectRefusal(() => osrInjuryRow(21), "OUT_OF_RANGE", "d20", 21, "from 1 to 20");
  });

  it("each row's outcome in full; the follow-up die refused by name off its faces", () => {
    const pc = fighter({ abilities: abilities({ dex: 9 }), health: health(0, 10) });
    const none = { dead: false, ability: null, badge: null, note: null };
    expect(osrInjuryOutcome(osrInjuryRow(1), pc, 99)).toEqual({ ...none, dead: true, health: null });
    expect(osrInjuryOutcome(osrInjuryRow(3), pc, 6)).toEqual({ ...none, health: 1, ability: { id: "dex", from: 9, to: 3 } });
    expect(osrInjuryOutcome(osrInjuryRow(9), pc, 99)).toEqual({ ...none, health: 1, note: "bodyPart" });
    expect(osrInjuryOutcome(osrInjuryRow(15), pc, 99)).toEqual({ ...none, health: 1, badge: "injured" });
    expect(osrInjuryOutcome(osrInjuryRow(20), pc, 1)).toEqual({ ...none, health: 1 });
    // 1 HP is never above max; a max of 0 keeps 0.
    expect(osrInjuryOutcome(osrInjuryRow(9), fighter({ health: health(0, 0) }), 1).health).toBe(0);
    expect(osrInjuryOutcome(osrInjuryRow(20), fighter({ health: health(-3, 10) }), 2).health).toBe(0);
    expectRefusal(() => osrInjuryOutcome(osrInjuryRow(3), pc, 0), "OUT_OF_RANGE", "followUp", 0, "from 1 to 6");
    expectRefusal(() => osrInjuryOutcome(osrInjuryRow(3), pc, 7), "OUT_OF_RANGE", "followUp", 7, "from 1 to 6");
    expectRefusal(() => osrInjuryOutcome(osrInjuryRow(20), pc, 0), "OUT_OF_RANGE", "followUp", 0, "from 1 to 8");
    expectRefusal(() => osrInjuryOutcome(osrInjuryRow(20), pc, 9), "OUT_OF_RANGE", "followUp", 9, "from 1 to 8");
  });

  it("a creature stabilised returns to 1, never above its max", () => {
    expect(osrStabilisePlan(fighter({ kind: "creature", health: health(0, 0) }))).toEqual({ table: null, health: 0 });
  });
});

describe("OSR recovery, saves and morale: edges and refusals (RS-9…RS-12)", () => {
  it("health held to 0…max; rest by level or 1; the level and the health refused by name", () => {
    expect(osrClampHealth(15, { max: 10 })).toBe(10);
    expect(osrClampHealth(4, { max: 10 })).toBe(4);
    expect(osrRestHealing(0, true)).toBe(0);
    expect(osrRestHealing(1000, true)).toBe(1000);
    expect(osrRestHealing(1000, false)).toBe(1);
    expectRefusal(() => osrRestHealing(-1, true), "OUT_OF_RANGE", "level", -1, "from 0 to 1000");
    expectRefusal(() => osrRestHealing(1001, false), "OUT_OF_RANGE", "level", 1001, "from 0 to 1000");
    expect(osrRested({ value: 0, max: 10 }, 3, true)).toBe(3);
    expectRefusal(() => osrRested({ value: -1, max: 10 }, 3, true), "NEGATIVE", "value", -1, "≥ 0");
  });

  it("a save: each ability kind reads its modifier and proficiency; an automatic disadvantage; the DC refused by name", () => {
    const f = fighter({ abilities: abilities({ cha: 14 }), saveProficiencies: ["cha"], proficiency: 4, conditions: ["overloaded"] });
    expect(osrSavePlan(f, { kind: "cha", dc: 12 }, { advantage: false, disadvantage: false })).toEqual({ dice: { kind: "d20", keep: "lowest" }, parts: [{ key: "ability.cha", value: 2 }, { key: "proficiency", value: 4 }], target: 12 });
    expect(osrSavePlan(f, { kind: "str", dc: 12 }, { advantage: true, disadvantage: false })).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.str", value: 0 }], target: 12 });
    expect(osrSavePlan(fighter(), { kind: "breath", dc: -1000 }, { advantage: true, disadvantage: false })).toEqual({ dice: { kind: "d20", keep: "highest" }, parts: [], target: -1000 });
    expect(osrSavePlan(fighter(), { kind: "wis", dc: 1000 }, { advantage: false, disadvantage: true }).dice).toEqual({ kind: "d20", keep: "lowest" });
    // Each of the six abilities is a save kind that reads its own modifier.
    const keen = fighter({ abilities: { str: 12, dex: 14, con: 16, int: 18, wis: 20, cha: 22 } });
    expect((["str", "dex", "con", "int", "wis", "cha"] as const).map((k) => osrSavePlan(keen, { kind: k, dc: 10 }, { advantage: false, disadvantage: false }).parts)).toEqual([1, 2, 3, 4, 5, 6].map((v, i) => [{ key: `ability.${["str", "dex", "con", "int", "wis", "cha"][i]}`, value: v }]));
    expectRefusal(() => osrSavePlan(fighter(), { kind: "dex", dc: 1001 }, { advantage: false, disadvantage: false }), "OUT_OF_RANGE", "dc", 1001, "from -1000 to 1000");
    expectRefusal(() => osrSavePlan(fighter(), { kind: "dex", dc: -1001 }, { advantage: false, disadvantage: false }), "OUT_OF_RANGE", "dc", -1001, "from -1000 to 1000");
  });

  it("morale: WIS always, proficiency when fitting, the bonus and the adjustment when not 0; an automatic disadvantage; the adjustment refused by name", () => {
    const m = fighter({ abilities: abilities({ wis: 8 }), proficiency: 3, moraleBonus: -1, conditions: ["exhausted"] });
    expect(osrMoralePlan(m, { adjustment: 100, advantage: false, disadvantage: false, fitting: true })).toEqual({
      dice: "2d20kl", parts: [{ key: "ability.wis", value: -1 }, { key: "proficiency", value: 3 }, { key: "moraleBonus", value: -1 }, { key: "situational", value: 100 }], stands: { atLeast: 11 },
    });
    expect(osrMoralePlan(fighter(), { adjustment: -100, advantage: true, disadvantage: false, fitting: false }).dice).toBe("2d20kh");
    expect(osrMoralePlan(fighter(), { adjustment: 0, advantage: false, disadvantage: false, fitting: false }).parts).toEqual([{ key: "ability.wis", value: 0 }]);
    expectRefusal(() => osrMoralePlan(m, { adjustment: 101, advantage: false, disadvantage: false, fitting: false }), "OUT_OF_RANGE", "adjustment", 101, "from -100 to 100");
    expectRefusal(() => osrMoralePlan(m, { adjustment: -101, advantage: false, disadvantage: false, fitting: false }), "OUT_OF_RANGE", "adjustment", -101, "from -100 to 100");
    expect(osrRetreatMoraleContext({ adjustment: 2, advantage: true, disadvantage: false, fitting: true })).toEqual({ adjustment: 2, advantage: true, disadvantage: true, fitting: true });
  });
});

describe("OSR roll to return: edges and refusals (G2R-6)", () => {
  it("the DC: 10 + turns, at most 20; turns refused by name", () => {
    expect([0, 9, 10, 11].map(osrReturnDc)).toEqual([10, 19, 20, 20]);
    expectRefusal(() => osrReturnDc(-1), "NEGATIVE", "travelTurns", -1, "≥ 0");
  });

  it("the best modifier is the highest of the six, plus proficiency, even when all are negative", () => {
    expect(osrBestCheckModifier(fighter({ abilities: abilities({ str: 4, dex: 4, con: 4, int: 4, wis: 4, cha: 6 }), proficiency: 0 }))).toBe(-2);
    expect(osrBestCheckModifier(fighter({ abilities: abilities({ cha: 20 }), proficiency: 1 }))).toBe(6);
  });

  it("a success costs nothing; a failure on an arduous path drops loads, on a dangerous one deals d6s; a creature's natural 1 does not double", () => {
    const pc = fighter();
    expect(osrRollToReturn({ travelTurns: 2, path: "dangerous", natural: 10, modifier: 2, roller: pc })).toEqual({ dc: 12, total: 12, success: true, under: 0, damageFormula: null, loadsLost: 0, multiplier: 1 });
    expect(osrRollToReturn({ travelTurns: 2, path: "arduous", natural: 1, modifier: 2, roller: pc })).toEqual({ dc: 12, total: 3, success: false, under: 9, damageFormula: null, loadsLost: 9, multiplier: 1 });
    expect(osrRollToReturn({ travelTurns: 0, path: "dangerous", natural: 1, modifier: 0, roller: fighter({ playerCharacter: false }) })).toMatchObject({ damageFormula: "9d6", multiplier: 1 });
    expect(osrRollToReturn({ travelTurns: 0, path: "dangerous", natural: 5, modifier: 0, roller: pc })).toMatchObject({ damageFormula: "5d6", multiplier: 1 });
  });

  it("the return's refusals by name; its damage never from a success", () => {
    const base = { travelTurns: 0, path: "dangerous" as const, natural: 10, modifier: 0, roller: fighter() };
    expectRefusal(() => osrRollToReturn({ ...base, natural: 0 }), "OUT_OF_RANGE", "natural", 0, "from 1 to 20");
    expectRefusal(() => osrRollToReturn({ ...base, natural: 21 }), "OUT_OF_RANGE", "natural", 21, "from 1 to 20");
    expectRefusal(() => osrRollToReturn({ ...base, modifier: 101 }), "OUT_OF_RANGE", "modifier", 101, "from -100 to 100");
    expectRefusal(() => osrRollToReturn({ ...base, modifier: -101 }), "OUT_OF_RANGE", "modifier", -101, "from -100 to 100");
    expect(osrRollToReturn({ ...base, modifier: 100 }).success).toBe(true);
    expect(osrReturnDamage({ damageFormula: "2d6", multiplier: 2 }, 0)).toBe(0);
    expect(osrReturnDamage({ damageFormula: "2d6", multiplier: 1 }, 9)).toBe(9);
    expect(osrReturnDamage({ damageFormula: null, multiplier: 2 }, 9)).toBe(0);
    expectRefusal(() => osrReturnDamage({ damageFormula: "2d6", multiplier: 1 }, -1), "NEGATIVE", "rolled", -1, "≥ 0");
  });
});
