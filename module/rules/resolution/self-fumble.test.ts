import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { RulesError } from "../errors";
import { isSelfFumble, selfFumbleDamage } from "./self-fumble";
import { hostile, thrownBy } from "../../../tests/support/rules-error";

const OSR = resolveRuleset(PRESETS.osr);
const pc = { playerCharacter: true };

describe("a player character's own fumbled check (RESOLUTION.md R5, RS-4; 002:L81)", () => {
  it("doubles what the PC suffers on its own natural 1 under the OSR hack, and nowhere else", () => {
    expect(isSelfFumble(1, pc, OSR)).toBe(true);
    expect(selfFumbleDamage(6, 1, pc, OSR)).toBe(12);
    expect(selfFumbleDamage(6, 2, pc, OSR)).toBe(6);
    expect(selfFumbleDamage(6, null, pc, OSR)).toBe(6);
    expect(selfFumbleDamage(6, 1, { playerCharacter: false }, OSR)).toBe(6);
    expect(selfFumbleDamage(6, 1, pc, BOOK_RULESET)).toBe(6);
  });

  it("each refusal names its argument", () => {
    const cases: [() => unknown, string][] = [
      [() => isSelfFumble(1, pc, hostile({})), "ruleset"],
      [() => selfFumbleDamage(6, 1, pc, hostile(null)), "ruleset"],
      [() => selfFumbleDamage(-1, 1, pc, OSR), "amount"],
      [() => selfFumbleDamage(1.5, 1, pc, OSR), "amount"],
    ];
    for (const [f, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).parameter).toBe(parameter);
    }
  });
});
