import { describe, expect, it } from "vitest";
import { RulesError } from "../errors";
import { itemAbility } from "./abilities";
import { ABILITY_IDS } from "./types";
import { thrownBy } from "../../../tests/support/rules-error";

describe("the ability an item uses (RESOLUTION.md §3.1 \"auto\")", () => {
  it("auto (or left empty): STR in melee, DEX at range", () => {
    expect(itemAbility("auto", "melee")).toBe("str");
    expect(itemAbility("auto", "ranged")).toBe("dex");
    expect(itemAbility("", "melee")).toBe("str");
    expect(itemAbility("", "ranged")).toBe("dex");
  });

  it("an item's own ability whatever its kind", () => {
    for (const id of ABILITY_IDS) {
      expect(itemAbility(id, "melee")).toBe(id);
      expect(itemAbility(id, "ranged")).toBe(id);
    }
  });

  it("refuses a kind or an ability it does not know, naming which and why", () => {
    const cases: [() => unknown, string, unknown, RegExp][] = [
      [() => itemAbility("str", "thrown"), "kind", "thrown", /expected "melee" or "ranged"$/],
      [() => itemAbility("auto", ""), "kind", "", /expected "melee" or "ranged"$/],
      [() => itemAbility("luck", "melee"), "ability", "luck", /expected an ability id or auto$/],
      [() => itemAbility("STR", "ranged"), "ability", "STR", /expected an ability id or auto$/],
    ];
    for (const [f, parameter, value, message] of cases) {
      const e = thrownBy(f);
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ code: "INVALID_ARGUMENT", parameter, value });
      expect((e as Error).message).toMatch(message);
    }
  });
});
