/**
 * The edges of rollDataOf (./roll-data.ts): which keys a contribution may use, the first of two
 * entries of one key kept, each kind of value that counts as 0, a signed entry's negative kept, and
 * every refusal's parameter. The module's own values (`@escalation`, `@a13.dmg`) are tested with
 * their modules (combat-commands.test.ts, modules/resolution/a13-combat-math.test.ts).
 */
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../tests/support/rules-error";
import { rollDataOf } from "./roll-data";
import { BOOK_RULESET } from "./ruleset/resolve";
import type { Ruleset } from "./ruleset/resolve";
import type { RollDataContext } from "./ruleset/points/combat";

const ctx: RollDataContext = { actor: { playerCharacter: true, conditions: [] }, combat: null };
/** A ruleset holding only these `rollData` entries (rollDataOf reads nothing else of it). */
const withEntries = (...rollData: unknown[]) => ({ points: { rollData } }) as unknown as Ruleset;
const entry = (key: unknown, v: unknown, signed?: boolean) => ({ key, value: () => v, ...(signed === undefined ? {} : { signed }) });

describe("rollDataOf: the keys a contribution may add", () => {
  it("takes letters, and one dotted path of two names whose parts may hold digits after a letter", () => {
    expect(rollDataOf(ctx, withEntries(entry("esc", 1), entry("a13.dmg", 2), entry("A.b9", 3)))).toEqual({ esc: 1, "a13.dmg": 2, "A.b9": 3 });
  });

  it("refuses a key with digits outside a dotted path, a path of three names, a leading digit, a dash, text around it, no key, a non-text that reads as a good key", () => {
    for (const key of ["a1", "a.b.c", "1a.b", "a.1b", "a-b", " esc", "esc ", "x\nesc", "", ".b", "a.", 7, ["esc"]]) {
      const bad = entry(key, 1);
      expectRefusal(() => rollDataOf(ctx, withEntries(bad)), "INVALID_ARGUMENT", "ruleset.points.rollData", bad, "expected { key, value }");
    }
  });

  it("refuses an entry whose value is not a function", () => {
    const bad = { key: "esc", value: 3 };
    expectRefusal(() => rollDataOf(ctx, withEntries(bad)), "INVALID_ARGUMENT", "ruleset.points.rollData", bad, "expected { key, value }");
  });

  it("keeps the first entry of a key (registry order decides) and never asks the later one", () => {
    let asked = 0;
    const later = { key: "esc", value: () => { asked += 1; return 9; } };
    expect(rollDataOf(ctx, withEntries(entry("esc", 2), later))).toEqual({ esc: 2 });
    expect(asked).toBe(0);
  });

  it("passes the context to each value", () => {
    const seen: unknown[] = [];
    rollDataOf(ctx, withEntries({ key: "esc", value: (c: RollDataContext) => { seen.push(c); return 1; } }));
    expect(seen).toEqual([ctx]);
    expect(seen[0]).toBe(ctx);
  });
});

describe("rollDataOf: the values", () => {
  it("a positive safe integer as given; 0, a fraction, text, NaN, Infinity or an unsafe integer as 0", () => {
    const values = [5, 0, 1.5, "4", Number.NaN, Infinity, 2 ** 53, null];
    const got = rollDataOf(ctx, withEntries(...values.map((v, i) => entry(`k${"abcdefgh"[i]}`, v))));
    expect(Object.values(got)).toEqual([5, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("a negative as 0 unless its entry is signed (exactly true), then kept", () => {
    const got = rollDataOf(ctx, withEntries(entry("a", -3), entry("b", -3, true), entry("c", -3, false), { ...entry("d", -3), signed: "yes" }, entry("e", 4, true), entry("f", 0, true)));
    expect(got).toEqual({ a: 0, b: -3, c: 0, d: 0, e: 4, f: 0 });
  });

  it("the book adds nothing", () => {
    expect(rollDataOf(ctx, BOOK_RULESET)).toEqual({});
  });
});

describe("rollDataOf: refusals", () => {
  it("names the part of the ruleset or the context that is not what it must be", () => {
    expectRefusal(() => rollDataOf(ctx, null as never), "INVALID_ARGUMENT", "ruleset", null, "expected an object");
    expectRefusal(() => rollDataOf(ctx, { points: 3 } as never), "INVALID_ARGUMENT", "ruleset.points", 3, "expected an object");
    expectRefusal(() => rollDataOf(ctx, { points: { rollData: {} } } as never), "INVALID_ARGUMENT", "ruleset.points.rollData", {}, "expected an array");
    expectRefusal(() => rollDataOf(null as never, BOOK_RULESET), "INVALID_ARGUMENT", "ctx", null, "expected an object");
    expectRefusal(() => rollDataOf({ actor: "pc", combat: null } as never, BOOK_RULESET), "INVALID_ARGUMENT", "ctx.actor", "pc", "expected an object");
    expectRefusal(() => rollDataOf({ ...ctx, combat: 4 } as never, BOOK_RULESET), "INVALID_ARGUMENT", "ctx.combat", 4, "expected an object");
  });

  it("takes a combat that is an object", () => {
    expect(rollDataOf({ ...ctx, combat: { escalation: 2 } } as never, withEntries(entry("esc", 1)))).toEqual({ esc: 1 });
  });
});
