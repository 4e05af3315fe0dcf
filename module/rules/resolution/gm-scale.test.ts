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
    expect(rowAmount(scaleRow(hit, "half"), { damage: 9, missDamage: 0 }, ctx, BOOK_RULESET)).toBe(4);
    expect(rowAmount(scaleRow(hit, "double"), { damage: 9, missDamage: 0 }, ctx, BOOK_RULESET)).toBe(18);
    expect(rowAmount(scaleRow({ ...hit, outcome: "crit", multiplier: 2 }, "double"), { damage: 5, missDamage: 0 }, ctx, BOOK_RULESET)).toBe(20);
    // 1 halved is 0, and the model's minimum then lifts a hit back to 1.
    expect(rowAmount(scaleRow(hit, "half"), { damage: 1, missDamage: 0 }, { ...ctx, minimumOnHit: true }, OSE)).toBe(1);
    expect(scaleRow(hit, "asJudged")).toBe(hit);
  });

  it("on a save row: the save's outcome first, then the GM's scale (R12 then RB-5)", () => {
    expect(saveRowAmount(npcFailed, 9, "asJudged", BOOK_RULESET)).toBe(9);
    expect(saveRowAmount(npcFailed, 9, "half", BOOK_RULESET)).toBe(4);
    expect(saveRowAmount(npcFailed, 9, "double", BOOK_RULESET)).toBe(18);
    // Halved by the success, then halved again by the GM: ⌊⌊9/2⌋/2⌋ = 2, not ⌊9/4⌋ = 2 nor 9/4 rounded.
    expect(saveRowAmount({ ...npcFailed, success: true }, 9, "half", BOOK_RULESET)).toBe(2);
    expect(saveRowAmount({ ...npcFailed, success: true, onSuccess: "none" }, 9, "double", BOOK_RULESET)).toBe(0);
  });

  it("a player character's own natural 1 doubles what it takes under the OSR hack (002:L81), before the GM's ×½", () => {
    const pcFumble = { ...npcFailed, natural: 1, playerCharacter: true };
    expect(saveRowAmount(pcFumble, 7, "asJudged", OSR)).toBe(14);
    expect(saveRowAmount(pcFumble, 7, "half", OSR)).toBe(7);
    expect(saveRowAmount({ ...pcFumble, playerCharacter: false }, 7, "asJudged", OSR)).toBe(7);
    expect(saveRowAmount(pcFumble, 7, "asJudged", BOOK_RULESET)).toBe(7);
  });

  it("a negative damage roll deals and heals nothing", () => {
    expect(saveRowAmount(npcFailed, -3, "double", BOOK_RULESET)).toBe(0);
    expect(healAmount(-3)).toBe(0);
    expect(healAmount(6)).toBe(6);
  });

  it("property: ×2 of a save row is twice the row as judged, ×½ is its floor half, never below 0", () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 500 }), fc.boolean(), fc.constantFrom("none", "half", "full" as const), (damage, success, onSuccess) => {
      const result = { onSuccess, success, natural: 10, playerCharacter: false } as const;
      const judged = saveRowAmount(result, damage, "asJudged", BOOK_RULESET);
      expect(judged).toBeGreaterThanOrEqual(0);
      expect(saveRowAmount(result, damage, "double", BOOK_RULESET)).toBe(judged * 2);
      expect(saveRowAmount(result, damage, "half", BOOK_RULESET)).toBe(Math.floor(judged / 2));
    }));
  });

  it("refuses a scale, a result or a damage it does not know, with the argument's name", () => {
    expect(rulesErrorCode(() => scaleRow(hit, hostile("triple")))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => saveRowAmount(npcFailed, Number.NaN, "half", BOOK_RULESET))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => saveRowAmount(hostile({ ...npcFailed, success: "yes" }), 4, "half", BOOK_RULESET))).toBe("INVALID_ARGUMENT");
    expect(rulesErrorCode(() => healAmount(2.5))).not.toBeNull();
  });

  it("each refusal names the argument it refuses (the card shows which field was bad)", () => {
    const cases: [() => unknown, string][] = [
      [() => scaleRow(hostile(null), "half"), "row"],
      [() => scaleRow(hit, hostile("triple")), "scale"],
      [() => saveRowAmount(npcFailed, 4, "half", hostile({})), "ruleset"],
      [() => saveRowAmount(hostile("failed"), 4, "half", BOOK_RULESET), "result"],
      [() => saveRowAmount(hostile({ ...npcFailed, success: "yes" }), 4, "half", BOOK_RULESET), "result.success"],
      [() => saveRowAmount(hostile({ ...npcFailed, playerCharacter: 1 }), 4, "half", BOOK_RULESET), "result.playerCharacter"],
      [() => saveRowAmount(npcFailed, 2.5, "half", BOOK_RULESET), "damage"],
      [() => saveRowAmount(npcFailed, 4, hostile("triple"), BOOK_RULESET), "scale"],
      [() => healAmount(2.5), "damage"],
    ];
    for (const [f, parameter] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).parameter).toBe(parameter);
    }
  });
});
