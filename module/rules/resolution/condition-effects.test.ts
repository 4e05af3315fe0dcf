/**
 * The refusals of `condition-effects.ts` (VARIANTS.md row 8, §13.3): a ruleset that was not resolved
 * and a malformed attack are named by their parameter. The rule's cases (G13C) are in
 * `modules/resolution/a13-conditions.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "../ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../ruleset/resolve";
import { attackConditionNotes, attackRefusal } from "./condition-effects";
import { fighter, item, options } from "../../../tests/support/fighters";

const A13 = resolveRuleset(PRESETS.a13);

const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("attackRefusal and attackConditionNotes: the refusals", () => {
  const attack = { attacker: fighter({ conditions: ["grabbed"] }), item: item({ kind: "ranged" }), options: options() };

  for (const [name, fn] of [["attackRefusal", attackRefusal], ["attackConditionNotes", attackConditionNotes]] as const) {
    it(`${name} names the ruleset and the attack's input`, () => {
      const r = refusal(() => fn(attack, { ...A13 } as never));
      expect([r.code, r.parameter]).toEqual(["INVALID_ARGUMENT", "ruleset"]);
      const i = refusal(() => fn(null as never, BOOK_RULESET));
      expect([i.code, i.parameter, i.value]).toEqual(["INVALID_ARGUMENT", "input", null]);
      const a = refusal(() => fn({ ...attack, item: 3 } as never, A13));
      expect([a.code, a.parameter, a.value]).toEqual(["INVALID_ARGUMENT", "input.item", 3]);
    });
  }
});
