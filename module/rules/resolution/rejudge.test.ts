/**
 * Judging one target again from a recorded roll (RESOLUTION.md §7.1 "Add my targets", RO-3 cover
 * on the row, A5E 004:L84–L87): the attacker's recorded parts, the target planned now, no re-roll.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { PRESETS } from "../ruleset/config";
import { fighter, item, options, target } from "../../../tests/support/fighters";
import { judgeTarget } from "./rejudge";
import { coverChoices, saveCoverChoices } from "./cover";
import { planSave, judgeSave } from "./save";

const OSE = resolveRuleset(PRESETS.ose);
const A5E = resolveRuleset(PRESETS.a5e);
const bow = { attacker: fighter(), item: item({ kind: "ranged", attack: "1d20" }), options: options() };

describe("judgeTarget", () => {
  it("GOR-5 OSE partial cover −3 on a missile row judged from its recorded 14: the part is listed and the total drops by 3; complete cover cannot be hit", () => {
    const goblin = fighter({ kind: "creature", defences: { ac: 12, pd: 10, md: 10 } });
    const bare = judgeTarget(bow, [], target(goblin, { distanceHexes: 5 }), { natural: 14, diceTotal: 14 }, OSE);
    const covered = judgeTarget(bow, [], target(goblin, { distanceHexes: 5, cover: "partial3" }), { natural: 14, diceTotal: 14 }, OSE);
    if (bare.needsRoll || covered.needsRoll) throw new Error("a recorded roll was given");
    expect(covered.row.total).toBe(bare.row.total! - 3);
    expect(covered.row.parts).toContainEqual({ key: "cover", value: -3 });
    const complete = judgeTarget(bow, [], target(goblin, { distanceHexes: 5, cover: "total" }), { natural: 14, diceTotal: 14 }, OSE);
    expect(complete).toMatchObject({ needsRoll: false, row: { outcome: "cannotBeHit", total: null, deals: "none" } });
  });

  it("A5E half cover +2 turns a 13 against AC 12 into a miss; three-quarters +5 likewise; total cover cannot be hit (004:L85–L87)", () => {
    const sword = { attacker: fighter(), item: item({ attack: "1d20" }), options: options() };
    const orc = fighter({ kind: "creature", defences: { ac: 12, pd: 10, md: 10 } });
    const at = (cover: "none" | "half" | "threeQuarters" | "total") => judgeTarget(sword, [], target(orc, { cover }), { natural: 13, diceTotal: 13 }, A5E);
    expect(at("none")).toMatchObject({ row: { outcome: "hit", total: 13 } });
    expect(at("half")).toMatchObject({ row: { outcome: "miss", total: 13 } });
    expect(at("threeQuarters")).toMatchObject({ row: { outcome: "miss" } });
    expect(at("total")).toMatchObject({ row: { outcome: "cannotBeHit" } });
  });

  it("the attacker's parts are the card's recorded ones, not the attacker's now", () => {
    const orc = fighter({ kind: "creature", defences: { ac: 15, pd: 10, md: 10 } });
    const withSituational = { ...bow, item: item({ attack: "1d20" }), options: options({ situational: 4 }) };
    const judged = judgeTarget(withSituational, [{ key: "situational", value: 2 }], target(orc), { natural: 12, diceTotal: 12 }, BOOK_RULESET);
    expect(judged).toMatchObject({ row: { total: 14, outcome: "miss", parts: [{ key: "situational", value: 2 }] } });
  });

  it("a target with no recorded roll asks for the plan's dice; a refused one needs none", () => {
    const orc = fighter({ kind: "creature" });
    expect(judgeTarget(bow, [], target(orc), null, BOOK_RULESET)).toEqual({ needsRoll: true, dice: { kind: "formula", formula: "1d20" } });
    expect(judgeTarget(bow, [], target(orc, { distanceHexes: 5, cover: "total" }), null, OSE)).toMatchObject({ needsRoll: false, row: { outcome: "cannotBeHit" } });
  });

  it("refuses a malformed recorded part or roll with the field's path", () => {
    const orc = fighter({ kind: "creature" });
    expect(() => judgeTarget(bow, [{ key: "x", value: Number.NaN }], target(orc), { natural: 3, diceTotal: 3 }, BOOK_RULESET)).toThrow(/plan\.parts/);
    expect(() => judgeTarget(bow, [], target(orc), { natural: 3, diceTotal: Number.POSITIVE_INFINITY } as never, BOOK_RULESET)).toThrow(/rolls\[0\]/);
  });
});

describe("cover choices on the card", () => {
  it("the book offers none; OSE offers partial −1…−4 and complete on attacks, none on saves; A5E half, ¾ and total on both", () => {
    expect(coverChoices(BOOK_RULESET)).toEqual([]);
    expect(coverChoices(OSE)).toEqual(["none", "partial1", "partial2", "partial3", "partial4", "total"]);
    expect(saveCoverChoices(OSE)).toEqual([]);
    expect(coverChoices(A5E)).toEqual(["none", "half", "threeQuarters", "total"]);
    expect(saveCoverChoices(A5E)).toEqual(["none", "half", "threeQuarters", "total"]);
  });

  it("GAR-2 A5E half cover turns a Dexterity save of 8 + 2 (DEX 14) into 12: a success against DC 12", () => {
    const dex14 = fighter({ abilities: { str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10 } });
    const effect = { kind: "dex", dc: 12, onSuccess: null } as const;
    const plain = planSave(dex14, effect, { cover: "none", advantage: false, disadvantage: false }, A5E);
    const half = planSave(dex14, effect, { cover: "half", advantage: false, disadvantage: false }, A5E);
    expect(judgeSave(plain, { natural: 8, diceTotal: 8 })).toMatchObject({ success: false, total: 10 });
    expect(judgeSave(half, { natural: 8, diceTotal: 8 })).toMatchObject({ success: true, total: 12 });
  });
});
