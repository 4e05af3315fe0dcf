import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { RulesError } from "../errors";
import type { AgainstTarget } from "../ruleset/points/resolution";
import type { CoverChoice } from "./types";
import { coverChoices, coverTargetable, saveCoverChoices, withCover } from "./cover";
import { fighter, item, options } from "../../../tests/support/fighters";
import { hostile, thrownBy } from "../../../tests/support/rules-error";

const OSE = resolveRuleset(PRESETS.ose);
const A5E = resolveRuleset(PRESETS.a5e);
const input = { attacker: fighter(), item: item({ kind: "ranged" }), options: options() };
const side = (refused: AgainstTarget["refused"] = null): AgainstTarget => ({ defence: 13, parts: [{ key: "level", value: 1 }], refused });
const ALL: readonly CoverChoice[] = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"];

describe("cover in the pipeline (RESOLUTION.md RO-3, §4.4)", () => {
  it("no cover rule, or no cover, leaves the target's side as it is", () => {
    const s = side();
    expect(withCover(input, "half", s, BOOK_RULESET)).toBe(s);
    expect(withCover(input, "none", s, A5E)).toBe(s);
    expect(withCover(input, "none", s, OSE)).toBe(s);
  });

  it("adds the cover's defence bonus (A5E +2/+5, 004:L85) and parts (OSE −1…−4, 003:L849) to the side", () => {
    expect(withCover(input, "threeQuarters", side(), A5E)).toEqual({ defence: 18, parts: [{ key: "level", value: 1 }], refused: null });
    expect(withCover(input, "partial2", side(), OSE)).toEqual({ defence: 13, parts: [{ key: "level", value: 1 }, { key: "cover", value: -2 }], refused: null });
  });

  it("complete cover refuses the row, over an automatic hit but not over a range refusal the model found first (003:L847, 004:L87)", () => {
    expect(withCover(input, "total", side(), A5E).refused).toBe("cannotBeHit");
    expect(withCover(input, "total", side("auto"), OSE).refused).toBe("cannotBeHit");
    expect(withCover(input, "total", side("outOfRange"), OSE).refused).toBe("outOfRange");
    expect(withCover(input, "total", side("outOfRange"), A5E).refused).toBe("outOfRange");
    expect(withCover(input, "partial1", side("auto"), OSE).refused).toBe("auto");
    expect(withCover(input, "partial1", side("outOfRange"), OSE).refused).toBe("outOfRange");
  });

  it("whether an effect may target a creature behind cover: not behind A5E's total cover; always without a cover rule", () => {
    for (const c of ALL) {
      expect(coverTargetable(c, BOOK_RULESET), c).toBe(true);
      expect(coverTargetable(c, OSE), c).toBe(true);
      expect(coverTargetable(c, A5E), c).toBe(c !== "total");
    }
  });

  it("the choices a row offers: none without a cover rule; a save row only where the rule reaches saves (A5E RA-1)", () => {
    expect(coverChoices(BOOK_RULESET)).toEqual([]);
    expect(coverChoices(OSE)).toEqual(["none", "partial1", "partial2", "partial3", "partial4", "total"]);
    expect(coverChoices(A5E)).toEqual(["none", "half", "threeQuarters", "total"]);
    expect(saveCoverChoices(BOOK_RULESET)).toEqual([]);
    expect(saveCoverChoices(OSE)).toEqual([]);
    expect(saveCoverChoices(A5E)).toEqual(["none", "half", "threeQuarters", "total"]);
  });

  it("each refusal names its argument", () => {
    const cases: [() => unknown, string][] = [
      [() => coverTargetable("none", hostile({})), "ruleset"],
      [() => coverTargetable(hostile("wall"), A5E), "cover"],
      [() => coverChoices(hostile(null)), "ruleset"],
      [() => saveCoverChoices(hostile(null)), "ruleset"],
    ];
    for (const [f, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).parameter).toBe(parameter);
    }
  });
});
