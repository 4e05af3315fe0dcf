/**
 * The core's side of save ends (./save-ends.ts; VARIANTS.md row 9, §13.3): the difficulties, the
 * rule in force, the save planned as a flat save with no cover or advantage, a bad roll refused
 * even without the rule, and every refusal's parameter. The 13A golden cases (GT-4) are in
 * modules/resolution/a13-save-ends.test.ts.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { fighter } from "../../../tests/support/fighters";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { SAVE_ENDS_DIFFICULTIES, judgeSaveEnds, planSaveEnds, saveEndsInForce, saveEndsWithCombat, type SaveEndsInput } from "./save-ends";

const A13 = resolveRuleset(PRESETS.a13);
const fire5: SaveEndsInput = { fighter: fighter(), effect: { saveEnds: "normal", ongoing: 5 } };

describe("save ends: the core", () => {
  it("three difficulties, easy to hard; in force under 13th Age only", () => {
    expect(SAVE_ENDS_DIFFICULTIES).toEqual(["easy", "normal", "hard"]);
    expect(Object.isFrozen(SAVE_ENDS_DIFFICULTIES)).toBe(true);
    expect([saveEndsInForce(A13), saveEndsInForce(BOOK_RULESET)]).toEqual([true, false]);
    expect(refusal(() => saveEndsInForce({} as never)).parameter).toBe("ruleset");
  });

  it("the save is a plain flat save: no cover, no advantage or disadvantage, nothing on a success", () => {
    const plan = planSaveEnds(fire5, A13)!;
    expect(plan.save).toEqual({ dice: { kind: "d20", keep: "one" }, parts: [], target: 11, onSuccess: "none" });
    expect(judgeSaveEnds(fire5, { natural: 11, diceTotal: 11 }, A13)).toMatchObject({ saved: true, total: 11, natural: 11 });
  });

  it("a bad roll is refused, naming it, even under a ruleset without the rule", () => {
    expect(refusal(() => judgeSaveEnds(fire5, { natural: 21, diceTotal: Number.NaN }, BOOK_RULESET)).parameter).toMatch(/^roll/);
    expect(refusal(() => judgeSaveEnds(fire5, null as never, A13)).parameter).toMatch(/^roll/);
  });

  it("names each bad parameter", () => {
    expect(refusal(() => planSaveEnds(fire5, {} as never)).parameter).toBe("ruleset");
    expect(refusal(() => planSaveEnds(null as never, A13)).parameter).toBe("input");
    expect(refusal(() => planSaveEnds({ ...fire5, fighter: null as never }, A13)).parameter).toMatch(/^input\.fighter/);
    expect(refusal(() => planSaveEnds({ ...fire5, effect: null as never }, A13)).parameter).toBe("input.effect");
    expect(refusal(() => planSaveEnds({ ...fire5, effect: { saveEnds: "tough" as never, ongoing: 5 } }, A13)).parameter).toBe("input.effect.saveEnds");
    expect(refusal(() => planSaveEnds({ ...fire5, effect: { saveEnds: "easy", ongoing: -1 } }, A13)).parameter).toBe("input.effect.ongoing");
    expect(refusal(() => saveEndsWithCombat(null as never, A13)).parameter).toBe("input");
    expect(refusal(() => saveEndsWithCombat({ ...fire5, fighter: null as never }, A13)).parameter).toMatch(/^input\.fighter/);
    expect(refusal(() => saveEndsWithCombat({ ...fire5, effect: null as never }, A13)).parameter).toBe("input.effect");
    expect(refusal(() => saveEndsWithCombat(fire5, {} as never)).parameter).toBe("ruleset");
  });
});
