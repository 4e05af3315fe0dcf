import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_RULESET, resolveRuleset } from "../../ruleset";
import { BOOK_CONFIG, PRESETS, changeVariants } from "../../ruleset/config";
import { judgeSaveEnds, planSaveEnds, saveEndsWithCombat, type SaveEndsInput } from "../../resolution/save-ends";
import { turnMoments, actionOrder, turnMomentOrder } from "../../combat/turn-moment";
import { NO_ACTION, planAction } from "../../combat/action";
import { RulesError } from "../../errors";
import { fighter } from "../../../../tests/support/fighters";
import { a13SaveEnds } from "./a13-save-ends";

const A13 = resolveRuleset(PRESETS.a13);
const d20 = (n: number) => ({ natural: n, diceTotal: n });
const pc = fighter();
const fire5: SaveEndsInput = { fighter: pc, effect: { saveEnds: "normal", ongoing: 5 } };

describe("13A save ends and ongoing damage (VARIANTS.md row 9, §13.3; 001:L503–L513)", () => {
  it("GT-4 ongoing fire 5 on a PC whose action lands at 9: 5 damage after the action, save 10 fails; next round 5 damage, save 11 ends it", () => {
    // Round 1: the end-of-turn moment is second 9, just after the action there.
    const r1 = turnMoments({ round: 1, state: { id: "pc", action: planAction(1, 9), tieBreak: 1, conditions: [], defeated: false }, memory: { base: 9, held: 0 }, doubleMoveRound: 0 }, A13);
    expect(r1.end.second).toBe(9);
    expect(turnMomentOrder(r1.end)).toBeGreaterThan(actionOrder(9));
    expect(planSaveEnds(fire5, A13)).toMatchObject({ damage: 5, save: { target: 11, parts: [] } });
    expect(judgeSaveEnds(fire5, d20(10), A13)).toEqual({ damage: 5, saved: false, total: 10, natural: 10, ends: false });
    // Round 2 (the 13A base kept): the damage again, then the save, which now ends the effect.
    const r2 = turnMoments({ round: 2, state: { id: "pc", action: planAction(2, 9), tieBreak: 1, conditions: [], defeated: false }, memory: { base: 9, held: 0 }, doubleMoveRound: 0 }, A13);
    expect(r2.end.second).toBe(9);
    expect(judgeSaveEnds(fire5, d20(11), A13)).toEqual({ damage: 5, saved: true, total: 11, natural: 11, ends: true });
  });

  it("easy 6+, normal 11+, hard 16+ (001:L511–L513), each at its edge", () => {
    for (const [saveEnds, target] of [["easy", 6], ["normal", 11], ["hard", 16]] as const) {
      const input: SaveEndsInput = { fighter: pc, effect: { saveEnds, ongoing: 0 } };
      expect(planSaveEnds(input, A13)!.save.target).toBe(target);
      expect(judgeSaveEnds(input, d20(target - 1), A13)!.ends).toBe(false);
      expect(judgeSaveEnds(input, d20(target), A13)!.ends).toBe(true);
    }
  });

  it("the damage comes first and does not depend on the save", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom("easy", "normal", "hard" as const), (ongoing, n, saveEnds) => {
      const out = judgeSaveEnds({ fighter: pc, effect: { saveEnds, ongoing } }, d20(n), A13)!;
      expect(out.damage).toBe(ongoing);
      expect(out.ends).toBe(out.saved);
    }));
  });

  it("at the end of a Combat a PC's save-ends effects end (001:L505); a creature's and an NPC's stay", () => {
    expect(saveEndsWithCombat(fire5, A13)).toBe(true);
    expect(saveEndsWithCombat({ ...fire5, fighter: fighter({ kind: "creature", playerCharacter: false }) }, A13)).toBe(false);
    expect(saveEndsWithCombat({ ...fire5, fighter: fighter({ playerCharacter: false }) }, A13)).toBe(false);
  });

  it("in force exactly while the 13A saves are; the book has no save-ends rule", () => {
    expect(A13.modules).toContain(a13SaveEnds.id);
    expect(planSaveEnds(fire5, BOOK_RULESET)).toBeNull();
    expect(judgeSaveEnds(fire5, d20(20), BOOK_RULESET)).toBeNull();
    expect(saveEndsWithCombat(fire5, BOOK_RULESET)).toBe(false);
    for (const preset of ["ose", "osr", "a5e"] as const) expect(resolveRuleset(PRESETS[preset]).points.saveEnds).toBeNull();
    const saves = changeVariants(BOOK_CONFIG, { resolution: { saves: "a13" } });
    expect(saves.ok && resolveRuleset(saves.config).points.saveEnds).toBeTruthy();
  });

  it("refuses a bad effect or roll with a RulesError", () => {
    expect(() => planSaveEnds({ fighter: pc, effect: { saveEnds: "tough" as never, ongoing: 5 } }, A13)).toThrow(RulesError);
    expect(() => planSaveEnds({ fighter: pc, effect: { saveEnds: "easy", ongoing: -1 } }, A13)).toThrow(RulesError);
    expect(() => judgeSaveEnds(fire5, { natural: 21, diceTotal: Number.NaN }, A13)).toThrow(RulesError);
    expect(() => saveEndsWithCombat(fire5, {} as never)).toThrow(RulesError);
  });

  it("an unable PC (no landing, 13A) still has its end-of-turn save at its kept base second", () => {
    const m = turnMoments({ round: 3, state: { id: "pc", action: NO_ACTION, tieBreak: 1, conditions: ["unconscious"], defeated: false }, memory: { base: 14, held: 0 }, doubleMoveRound: 0 }, A13);
    expect([m.end.second, m.source]).toEqual([14, "base"]);
  });
});
