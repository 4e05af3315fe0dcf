import { describe, expect, it } from "vitest";
import { oseEvasion, wildernessBaseChance, waterChance } from "./ose-evasion";
import { resolveRuleset } from "../../ruleset";
import { PRESETS, PRESET_IDS } from "../../ruleset/config";
import { decideEvasion, evasionOf, evasionSides } from "../../combat/evasion";
import { decidePursuitDay, pursuitByDays, pursuitDayOf, pursuitRuns } from "../../combat/pursuit-day";
import type { EvasionInput, PursuitDayInput } from "../../ruleset/points/time";
import { EVASION_INPUT } from "../../../../tests/support/rule-inputs";

const OSE = resolveRuleset(PRESETS.ose);
const base: EvasionInput = EVASION_INPUT;
const go = (over: Partial<EvasionInput>) => decideEvasion({ ...base, ...over }, OSE);

describe("combat.oseEvasion (VARIANTS.md §5.14, §13.3 row 33; 003:L693–L780)", () => {
  it("the OSE preset turns it on; the other presets and the book have no evasion", () => {
    expect(evasionOf(OSE)).not.toBeNull();
    const others = PRESET_IDS.filter((p) => p !== "ose");
    expect(others).toHaveLength(4);
    for (const p of others) expect(evasionOf(resolveRuleset(PRESETS[p]))).toBeNull();
    expect(oseEvasion.presets.ose["combat.evasion"]).toBe(true);
    expect(() => decideEvasion(base, resolveRuleset(PRESETS.osr))).toThrow();
  });

  it("GO-E1: no pursuit: the evasion succeeds without a roll, in any setting (003:L701)", () => {
    for (const setting of ["dungeon", "wilderness", "water"] as const) {
      expect(go({ setting, pursue: false, roll: 100 })).toEqual({ outcome: "evaded", reason: "noPursuit", chance: null, closing: null });
    }
  });

  it("GO-E2: dungeon, fleeing 12 hexes against 9: evaded; 12 against 12 or 15: a pursuit (003:L709–L712)", () => {
    const d = { setting: "dungeon" as const, roll: 100 };
    expect(go({ ...d, pursuers: { count: 1, hexesPerRound: 9 } })).toMatchObject({ outcome: "evaded", reason: "faster", chance: null });
    expect(go({ ...d, pursuers: { count: 1, hexesPerRound: 12 } })).toMatchObject({ outcome: "pursuit", reason: "notFaster", chance: null });
    expect(go({ ...d, roll: 1, pursuers: { count: 1, hexesPerRound: 15 } })).toMatchObject({ outcome: "pursuit", reason: "notFaster" });
  });

  it("GO-E3: the wilderness base table at every band edge (003:L764)", () => {
    const rows: [number, [number, number][]][] = [
      [1, [[1, 50], [2, 70], [3, 70], [4, 90], [500, 90]]],
      [4, [[1, 50], [4, 90]]],
      [5, [[1, 35], [3, 35], [4, 50], [8, 50], [9, 70]]],
      [12, [[9, 70]]],
      [13, [[6, 25], [7, 35], [16, 35], [17, 50]]],
      [24, [[1, 25]]],
      [25, [[10, 10], [11, 25], [30, 25], [31, 35]]],
      [400, [[1, 10]]],
    ];
    for (const [fleeing, bands] of rows) for (const [pursuers, chance] of bands) expect([fleeing, pursuers, wildernessBaseChance(fleeing, pursuers)]).toEqual([fleeing, pursuers, chance]);
  });

  it("GO-E4: wilderness, 4 fleeing from 1 at equal speed: 50 %; d100 50 evades, 51 is a pursuit (003:L766)", () => {
    expect(go({ roll: 50 })).toEqual({ outcome: "evaded", reason: "rolled", chance: 50, closing: null });
    expect(go({ roll: 51 })).toEqual({ outcome: "pursuit", reason: "rolled", chance: 50, closing: null });
  });

  it("GO-E5: one side twice as fast moves the chance 25 points (003:L776)", () => {
    expect(go({ fleeing: { count: 4, hexesPerRound: 24 } }).chance).toBe(75);
    expect(go({ fleeing: { count: 4, hexesPerRound: 23 } }).chance).toBe(50);
    expect(go({ pursuers: { count: 1, hexesPerRound: 24 } }).chance).toBe(25);
    expect(go({ pursuers: { count: 1, hexesPerRound: 23 } }).chance).toBe(50);
  });

  it("GO-E6: the referee's environment modifier adds (003:L778); the chance is at least 5 % and at most 100 % (L780)", () => {
    expect(go({ modifier: 25 }).chance).toBe(75);
    const big = { fleeing: { count: 30, hexesPerRound: 6 }, pursuers: { count: 1, hexesPerRound: 12 } };
    // 25+ fleeing from 1: 10 %, the pursuers twice as fast −25, dense woods −10: floored at 5 %.
    expect(go({ ...big, modifier: -10 }).chance).toBe(5);
    expect(go({ ...big, modifier: -10, roll: 5 }).outcome).toBe("evaded");
    expect(go({ fleeing: { count: 1, hexesPerRound: 24 }, pursuers: { count: 4, hexesPerRound: 12 }, modifier: 100 }).chance).toBe(100);
  });

  it("GO-E7: surprise: a surprising fleeing side evades outright; a surprised one has only the referee's chance (003:L770–L772)", () => {
    expect(go({ surprise: "pursuers", roll: 100 })).toMatchObject({ outcome: "evaded", reason: "surprising", chance: null });
    expect(go({ surprise: "fleeing", roll: 1 })).toMatchObject({ outcome: "pursuit", chance: 0 });
    expect(go({ surprise: "fleeing", modifier: 10, roll: 10 })).toMatchObject({ outcome: "evaded", chance: 10 });
  });

  it("GO-E8: the waterborne table by how much slower, 30′ a round ↔ 9 hexes (003:L750, §5.14)", () => {
    const cases: [number, number, number][] = [[13, 12, 80], [12, 12, 50], [3, 12, 50], [2, 12, 40], [12, 30, 40], [11, 30, 35], [12, 39, 35], [11, 39, 25], [12, 48, 25], [11, 48, 10], [0, 200, 10]];
    for (const [f, p, chance] of cases) expect([f, p, waterChance(f, p)]).toEqual([f, p, chance]);
    expect(go({ setting: "water", modifier: 50, fleeing: { count: 4, hexesPerRound: 12 }, pursuers: { count: 1, hexesPerRound: 12 } }).chance).toBe(50);
  });

  it("GO-E9: a waterborne pursuit closes by the difference in rates, at least 30′ (9 hexes) a round (003:L762)", () => {
    expect(go({ setting: "water", roll: 100, pursuers: { count: 1, hexesPerRound: 30 } })).toEqual({ outcome: "pursuit", reason: "rolled", chance: 40, closing: 18 });
    expect(go({ setting: "water", roll: 100, pursuers: { count: 1, hexesPerRound: 14 } }).closing).toBe(9);
  });

  it("GO-E10: sides by disposition, each at its slowest member; neutral and secret tokens take no side", () => {
    const members = [
      { disposition: 1, hexesPerRound: 12 },
      { disposition: 1, hexesPerRound: 9 },
      { disposition: -1, hexesPerRound: 15 },
      { disposition: 0, hexesPerRound: 1 },
      { disposition: -2, hexesPerRound: 1 },
    ];
    expect(evasionSides(members, "friendly")).toEqual({ fleeing: { count: 2, hexesPerRound: 9 }, pursuers: { count: 1, hexesPerRound: 15 } });
    expect(evasionSides(members, "hostile")).toEqual({ fleeing: { count: 1, hexesPerRound: 15 }, pursuers: { count: 2, hexesPerRound: 9 } });
    expect(evasionSides(members.slice(0, 2), "friendly").pursuers).toBeNull();
  });

  it("bad input is refused: a side of 0, a roll of 0 or 101, an unknown setting, a fractional rate", () => {
    expect(() => go({ fleeing: { count: 0, hexesPerRound: 12 } })).toThrow();
    expect(() => go({ roll: 0 })).toThrow();
    expect(() => go({ roll: 101 })).toThrow();
    expect(() => go({ setting: "space" as never })).toThrow();
    expect(() => go({ pursuers: { count: 1, hexesPerRound: 1.5 } })).toThrow();
    expect(() => go({ modifier: 101 })).toThrow();
    expect(() => evasionSides([{ disposition: 1, hexesPerRound: -1 }], "friendly")).toThrow();
  });
});

describe("the day-by-day wilderness pursuit (003:L782–L788)", () => {
  const day0: PursuitDayInput = { fleeing: { count: 4, hexesPerRound: 12 }, pursuers: { count: 1, hexesPerRound: 12 }, fleeOn: true, modifier: 0, catchRoll: 100, evadeRoll: 100 };
  const day = (over: Partial<PursuitDayInput>) => decidePursuitDay({ ...day0, ...over }, OSE);

  it("GO-E11: only the wilderness pursuit runs by days, 24 h each; the dungeon's and the water's count rounds (L714, L754, L784)", () => {
    expect(pursuitByDays("wilderness", OSE)).toBe(true);
    expect(pursuitByDays("dungeon", OSE)).toBe(false);
    expect(pursuitByDays("water", OSE)).toBe(false);
    expect(pursuitDayOf(OSE)?.daySeconds).toBe(86_400);
    for (const p of PRESET_IDS.filter((id) => id !== "ose")) expect(pursuitByDays("wilderness", resolveRuleset(PRESETS[p])), p).toBe(false);
    expect(() => decidePursuitDay(day0, resolveRuleset(PRESETS.osr))).toThrow();
  });

  it("GO-E20: only the dungeon's pursuit sets the sides running (L713, L726–L736); the waterborne one closes by the rates (L758), the wilderness one goes by days", () => {
    expect(pursuitRuns("dungeon", OSE)).toBe(true);
    expect(pursuitRuns("water", OSE)).toBe(false);
    expect(pursuitRuns("wilderness", OSE)).toBe(false);
    for (const p of PRESET_IDS.filter((id) => id !== "ose")) expect(pursuitRuns("dungeon", resolveRuleset(PRESETS[p])), p).toBe(false);
    expect(() => pursuitRuns("moon" as never, OSE)).toThrow(expect.objectContaining({ parameter: "setting" }));
  });

  it("GO-E12: faster pursuers (15 against 12) catch up on d100 ≤ 50: 50 caught, 51 not (L787)", () => {
    expect(day({ pursuers: { count: 1, hexesPerRound: 15 }, catchRoll: 50 })).toEqual({ outcome: "caught", reason: "caughtUp", catchChance: 50, evadeChance: null });
    expect(day({ pursuers: { count: 1, hexesPerRound: 15 }, catchRoll: 51, evadeRoll: 1 })).toMatchObject({ outcome: "evaded", catchChance: 50 });
  });

  it("GO-E13: pursuers not faster (12 against 12) never catch up by the day's roll: no catch chance, even on 1 (L787)", () => {
    expect(day({ catchRoll: 1, evadeRoll: 100 })).toEqual({ outcome: "pursuit", reason: "notEvaded", catchChance: null, evadeChance: 50 });
  });

  it("GO-E14: a fleeing side that stops fleeing is caught, no evasion roll (L788)", () => {
    expect(day({ fleeOn: false, evadeRoll: 1 })).toEqual({ outcome: "caught", reason: "stopped", catchChance: null, evadeChance: null });
  });

  it("GO-E15: fleeing on, a new attempt at the wilderness chance without surprise: 4 from 1, 50 %; 50 evades, 51 goes on to another day (L788, L766)", () => {
    expect(day({ evadeRoll: 50 })).toEqual({ outcome: "evaded", reason: "evaded", catchChance: null, evadeChance: 50 });
    expect(day({ evadeRoll: 51 })).toEqual({ outcome: "pursuit", reason: "notEvaded", catchChance: null, evadeChance: 50 });
  });

  it("GO-E16: the new attempt keeps the twice-as-fast 25 points, the GM's modifier and the 5 % floor (L776–L780)", () => {
    // 30 pursuers against 2: 90 % base; pursuers at least twice as fast −25, modifier −100: floor 5.
    expect(day({ fleeing: { count: 2, hexesPerRound: 6 }, pursuers: { count: 30, hexesPerRound: 12 }, catchRoll: 51, modifier: -100, evadeRoll: 5 })).toMatchObject({ outcome: "evaded", catchChance: 50, evadeChance: 5 });
    expect(day({ fleeing: { count: 2, hexesPerRound: 24 }, pursuers: { count: 1, hexesPerRound: 12 }, modifier: 10 })).toMatchObject({ evadeChance: 85 });
  });

  it("refuses bad input with the field named", () => {
    for (const [over, field] of [
      [{ catchRoll: 0 }, "input.catchRoll"],
      [{ evadeRoll: 101 }, "input.evadeRoll"],
      [{ fleeOn: "yes" }, "input.fleeOn"],
      [{ modifier: 101 }, "input.modifier"],
      [{ fleeing: { count: 0, hexesPerRound: 12 } }, "input.fleeing.count"],
      [{ pursuers: { count: 1, hexesPerRound: -1 } }, "input.pursuers.hexesPerRound"],
    ] as const) {
      expect(() => day(over as unknown as Partial<PursuitDayInput>), field).toThrow(expect.objectContaining({ parameter: field }));
    }
    expect(() => pursuitByDays("moon" as never, OSE)).toThrow(expect.objectContaining({ parameter: "setting" }));
  });
});
