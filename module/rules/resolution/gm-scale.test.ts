import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { rowAmount, type AttackRow } from "./attack";
import { healAmount, saveRowAmount, scaleRow } from "./gm-scale";
import { hostile, rulesErrorCode, thrownBy } from "../../../tests/support/rules-error";
import { RulesError } from "../errors";

const OSR = resolveRuleset(PRESETS.osr);
const OSE = resolveRuleset(PRESETS.ose);
const hit: AttackRow = { outcome: "hit", natural: 14, total: 17, defence: 0, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
const npcFailed = { onSuccess: "half", success: false, natural: 4, playerCharacter: false } as const;
const ctx = { damageParts: [], minimumOnHit: false, selfFumble: false };

describe("the GM's ×½ and ×2 on a row (RESOLUTION.md RB-5, R5, R9)", () => {
  it("on an attack row: one more halving or one more multiplier, before OSE's minimum of 1 on a hit (003:L918)", () => {
    expect(rowAmount(BOOK_RULESET, scaleRow(hit, "half"), { damage: 9, missDamage: 0 }, ctx)).toBe(4);
    expect(rowAmount(BOOK_RULESET, scaleRow(hit, "double"), { damage: 9, missDamage: 0 }, ctx)).toBe(18);
    expect(rowAmount(BOOK_RULESET, scaleRow({ ...hit, outcome: "crit", multiplier: 2 }, "double"), { damage: 5, missDamage: 0 }, ctx)).toBe(20);
    // 1 halved is 0, and the model's minimum then lifts a hit back to 1.
    expect(rowAmount(OSE, scaleRow(hit, "half"), { damage: 1, missDamage: 0 }, { ...ctx, minimumOnHit: true })).toBe(1);
    expect(scaleRow(hit, "asJudged")).toBe(hit);
  });

  it("on a save row: the save's outcome first, then the GM's scale (R12 then RB-5)", () => {
    expect(saveRowAmount(BOOK_RULESET, npcFailed, 9, "asJudged")).toBe(9);
    expect(saveRowAmount(BOOK_RULESET, npcFailed, 9, "half")).toBe(4);
    expect(saveRowAmount(BOOK_RULESET, npcFailed, 9, "double")).toBe(18);
    // Halved by the success, then halved again by the GM: ⌊⌊9/2⌋/2⌋ = 2, not ⌊9/4⌋ = 2 nor 9/4 rounded.
    expect(saveRowAmount(BOOK_RULESET, { ...npcFailed, success: true }, 9, "half")).toBe(2);
    expect(saveRowAmount(BOOK_RULESET, { ...npcFailed, success: true, onSuccess: "none" }, 9, "double")).toBe(0);
  });

  it("a player character's own natural 1 doubles what it takes under the OSR hack (002:L81), before the GM's ×½", () => {
    const pcFumble = { ...npcFailed, natural: 1, playerCharacter: true };
    expect(saveRowAmount(OSR, pcFumble, 7, "asJudged")).toBe(14);
    expect(saveRowAmount(OSR, pcFumble, 7, "half")).toBe(7);
    expect(saveRowAmount(OSR, { ...pcFumble, playerCharacter: false }, 7, "asJudged")).toBe(7);
    expect(saveRowAmount(BOOK_RULESET, pcFumble, 7, "asJudged")).toBe(7);
  });

  it("a negative damage roll deals and heals nothing", () => {
    expect(saveRowAmount(BOOK_RULESET, npcFailed, -3, "double")).toBe(0);
    expect(healAmount(-3)).toBe(0);
    expect(healAmount(6)).toBe(6);
  });

  it("property: ×2 of a save row is twice the row as judged, ×½ is its floor half, never below 0", () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 500 }), fc.boolean(), fc.constantFrom("none", "half", "full" as const), (damage, success, onSuccess) => {
      const result = { onSuccess, success, natural: 10, playerCharacter: false } as const;
      const judged = saveRowAmount(BOOK_RULESET, result, damage, "asJudged");
      expect(judged).toBeGreaterThanOrEqual(0);
      expect(saveRowAmount(BOOK_RULESET, result, damage, "double")).toBe(judged * 2);
      expect(saveRowAmount(BOOK_RULESET, result, damage, "half")).toBe(Math.floor(judged / 2));
    }));
  });

  it("refuses a scale, a result or a damage it does not know, with the argument's name", () => {
    expect(rulesErrorCode(() => scaleRow(hit, hostile("triple")))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => saveRowAmount(BOOK_RULESET, npcFailed, Number.NaN, "half"))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => saveRowAmount(BOOK_RULESET, hostile({ ...npcFailed, success: "yes" }), 4, "half"))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => healAmount(2.5))).not.toBeNull();
  });

  it("each refusal names the argument it refuses (the card shows which field was bad)", () => {
    const cases: [() => unknown, string][] = [
      [() => scaleRow(hostile(null), "half"), "row"],
      [() => scaleRow(hit, hostile("triple")), "scale"],
      [() => saveRowAmount(hostile({}), npcFailed, 4, "half"), "ruleset"],
      [() => saveRowAmount(BOOK_RULESET, hostile("failed"), 4, "half"), "result"],
      [() => saveRowAmount(BOOK_RULESET, hostile({ ...npcFailed, success: "yes" }), 4, "half"), "result.success"],
      [() => saveRowAmount(BOOK_RULESET, hostile({ ...npcFailed, playerCharacter: 1 }), 4, "half"), "result.playerCharacter"],
      [() => saveRowAmount(BOOK_RULESET, npcFailed, 2.5, "half"), "damage"],
      [() => saveRowAmount(BOOK_RULESET, npcFailed, 4, hostile("triple")), "scale"],
      [() => healAmount(2.5), "damage"],
    ];
    for (const [f, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).parameter).toBe(parameter);
    }
  });
});
