import { describe, expect, it } from "vitest";
import type { AttackTarget } from "../../resolution/types";
import { OSR_ATTACK_MODEL, OSR_HEALING, OSR_MORALE, OSR_NATURALS, OSR_SAVES, OSR_ZERO_HEALTH } from "./osr-models";
import { osrHitStopsRetreat, osrRetreatPhasesLost } from "./osr-attack";
import { options, fighter as osrFighter, item as osrItem } from "../../../../tests/support/fighters";

const NO_OPTIONS = options();

const target = (over: Partial<AttackTarget> = {}): AttackTarget => ({ fighter: osrFighter(), distanceHexes: 1, feetPerHex: 5, cover: "none", retreating: false, ...over });

describe("the OSR models at their points", () => {
  it("G2R-1 through the attack model: STR 14 + proficiency 2, d20 13 = 17 meets AC 17; 16 does not", () => {
    const input = { attacker: osrFighter({ abilities: { str: 14, dex: 10, con: 10, int: 10, wis: 10, cha: 10 } }), item: osrItem(), options: NO_OPTIONS };
    const { parts } = OSR_ATTACK_MODEL.attack(input);
    const total = 13 + parts.reduce((s, p) => s + p.value, 0);
    const against = OSR_ATTACK_MODEL.against(input, target({ fighter: osrFighter({ defences: { ac: 17, pd: 10, md: 10 } }) }));
    expect(against).toEqual({ defence: 17, parts: [], refused: null });
    expect(OSR_ATTACK_MODEL.hits(total, against.defence, input)).toBe(true);
    expect(OSR_ATTACK_MODEL.hits(total - 1, against.defence, input)).toBe(false);
    expect(OSR_ATTACK_MODEL.damage(input)).toEqual({ formula: "1d8", parts: [], minimumOnHit: false });
    expect(OSR_ATTACK_MODEL.halvings(input, osrFighter(), 20)).toBe(0);
  });

  it("AC counts the best worn armour and the best shield once each (RB-3)", () => {
    const f = osrFighter({ defences: { ac: 10, pd: 11, md: 12 }, armour: [{ defence: 3, shield: false }, { defence: 2, shield: false }, { defence: 1, shield: true }, { defence: 1, shield: true }] });
    expect(OSR_ATTACK_MODEL.defences(f)).toEqual({ ac: 14, pd: 11, md: 12 });
    expect(OSR_ATTACK_MODEL.defences(osrFighter())).toEqual({ ac: 10, pd: 10, md: 10 });
  });

  it("G2R-4 a natural 20 is a crit even below AC, for a creature too; a natural 1 is no fumble", () => {
    const ctx = { critExpand: 0, target: osrFighter() };
    expect(OSR_NATURALS.outcome(20, false, ctx)).toBe("crit");
    expect(OSR_NATURALS.outcome(1, false, ctx)).toBe("miss");
    expect(OSR_NATURALS.outcome(1, true, ctx)).toBe("hit");
    expect(OSR_NATURALS.selfFumbleDoubles).toBe(true);
  });

  it("G2R-7/8 at 0 anyone is unconscious and dying, never below 0; the deadline is the later of the minute and the fight's end", () => {
    expect(OSR_ZERO_HEALTH.atZero(osrFighter({ kind: "creature" }), { knockOut: false })).toEqual({ status: "unconscious", keepBelow: false, dying: true });
    expect(OSR_ZERO_HEALTH.diesOf({ value: 0, max: 10, below: 5, temp: 0 }, osrFighter())).toBe(false);
    const dying = { failures: 0, stable: false, since: 47, combat: "c" };
    expect(OSR_ZERO_HEALTH.fightEnded(dying)).toBe(dying);
    expect(OSR_ZERO_HEALTH.deadline?.(47, 80)).toBe(107);
    expect(OSR_ZERO_HEALTH.deadline?.(47, 164)).toBe(164);
    expect(OSR_ZERO_HEALTH.deadline?.(47, null)).toBe(107);
  });

  it("G2R-9 through the stabilise rule: a character rolls 1d20 on the table, a creature is set to 1", () => {
    const s = OSR_ZERO_HEALTH.stabilise!;
    const pc = osrFighter({ health: { value: 0, max: 12, below: 0, temp: 0 } });
    expect(s.plan(pc)).toEqual({ table: "1d20", health: null });
    expect(s.outcome(s.row(20), pc, 6).health).toBe(6);
    expect(s.outcome(s.row(12), pc, 1).note).toBe("bodyPart");
    expect(s.plan(osrFighter({ kind: "creature" }))).toEqual({ table: null, health: 1 });
  });

  it("G2R-10 rests: a level-4 safe night heals 4, an unsafe one 1; both end `injured`", () => {
    const f = osrFighter({ level: 4 });
    expect(OSR_HEALING.rests.map((r) => [r.id, r.formula(f), r.gmOnly, r.clears])).toEqual([
      ["osrSafeNight", "4", false, ["injured"]],
      ["osrUnsafeNight", "1", false, ["injured"]],
    ]);
    expect(OSR_HEALING.tempHealth).toBe(false);
  });

  it("RS-11/RS-12 saves and morale through their points", () => {
    const plan = OSR_SAVES.plan(osrFighter({ abilities: { str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10 } }), { kind: "dex", dc: 13, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false });
    expect(plan).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [{ key: "ability.dex", value: 2 }], target: 13 });
    expect(OSR_SAVES.defaultOnSuccess).toBe("none");
    expect(OSR_MORALE.plan(osrFighter(), { adjustment: 0, advantage: false, disadvantage: false, fitting: false })?.stands).toEqual({ atLeast: 11 });
    // G2R-11: followers of a retreating PC check at disadvantage (002:L339).
    expect(OSR_MORALE.followersOnRetreat).toEqual({ advantage: false, disadvantage: true });
  });

  it("RT-10 a hit, a crit or an automatic hit stops a retreat; a miss or a refusal does not", () => {
    expect(["crit", "hit", "auto", "miss", "fumble", "outOfRange", "cannotBeHit"].map((o) => osrHitStopsRetreat(o as never))).toEqual([true, true, true, false, false, false, false]);
  });

  it("G2-14 (RT-10) a retreat hit at second 9 forfeits its phases at 11 and 16; a hit at 11 keeps the phase at 11 (simultaneous)", () => {
    expect(osrRetreatPhasesLost(9)).toEqual([11, 16]);
    expect(osrRetreatPhasesLost(11)).toEqual([16]);
    expect(osrRetreatPhasesLost(20)).toEqual([]);
    expect(() => osrRetreatPhasesLost(0)).toThrow();
  });
});
