/**
 * What guards applyHealthChange, undoCheck and undoChange (RESOLUTION.md R6, R7, R8, R14, R16):
 * the branches a plain hit or heal never takes, and the parameter each refusal names
 * (docs/mutation.md lists what is left unguarded and why).
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveWith, type Ruleset } from "../ruleset/resolve";
import { BOOK_CONFIG } from "../ruleset/config";
import type { RuleModule } from "../ruleset/types";
import type { ZeroHealthModel } from "../ruleset/points/resolution";
import { applyHealthChange, undoChange, undoCheck, type HealthChangeInput, type HealthOutcome } from "./health";
import type { DyingState, Fighter } from "./types";
import { fighter, health } from "../../../tests/support/fighters";
import { hostile, thrownBy } from "../../../tests/support/rules-error";

interface Call {
  readonly f?: Fighter;
  readonly kind?: "damage" | "heal" | "temp";
  readonly amount?: number;
  readonly statuses?: string[];
  readonly zeroMarked?: boolean;
  readonly knockOut?: boolean;
  readonly now?: number | null;
}
const inputOf = (c: Call): HealthChangeInput => ({
  fighter: c.f ?? fighter(), statuses: c.statuses ?? [], zeroMarked: c.zeroMarked ?? false,
  change: { kind: c.kind ?? "damage", amount: c.amount ?? 1 }, knockOut: c.knockOut ?? false, now: c.now === undefined ? 47 : c.now,
});
const apply = (r: Ruleset, c: Call) => applyHealthChange(inputOf(c), r);

/** A ruleset with the given 0-health model, which keeps temporary health (13A-like, R16). */
function rulesetWith(zeroHealth: ZeroHealthModel): Ruleset {
  const m: RuleModule = { id: "t.zero", domain: "resolution", selects: { path: "resolution.zeroHealth", value: "t" }, contribute: () => ({ zeroHealth, healing: { rests: [], tempHealth: true } }) };
  return resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, zeroHealth: "t" as never } }, [m]);
}
/** 13A-like: a creature not spared dies at 0, everything else drops and starts dying; −½ max or a fourth failure kills. */
const dyingModel: ZeroHealthModel = {
  atZero: (t, ctx) => (t.kind === "creature" && !ctx.knockOut ? { status: "dead", keepBelow: false, dying: false } : { status: "unconscious", keepBelow: true, dying: true }),
  diesOf: (h, f) => h.below >= Math.max(1, Math.floor(h.max / 2)) || f.dying.failures >= 4,
  fightEnded: (d) => ({ ...d, failures: 0 }),
};
const r = rulesetWith(dyingModel);
/** Death at 0 by both the status and the model's rule (an OSE-like model that also reports the death). */
const deathAtZero = rulesetWith({
  atZero: () => ({ status: "dead", keepBelow: false, dying: false }),
  diesOf: (h) => h.value === 0,
  fightEnded: (d) => d,
});
const dying = (over: Partial<DyingState> = {}): DyingState => ({ failures: 0, stable: false, since: null, combat: "", ...over });

describe("temporary health (R16)", () => {
  it("is spent first only under a rule that keeps it: the book takes the hit from health and leaves temp as it is", () => {
    const book = apply(BOOK_RULESET, { f: fighter({ health: health(12, 12, 0, 8) }), amount: 5 });
    expect(book.after.health).toEqual(health(7, 12, 0, 8));
    expect(apply(r, { f: fighter({ health: health(12, 12, 0, 8) }), amount: 5 }).after.health).toEqual(health(12, 12, 0, 3));
  });

  it("a hit absorbed entirely by temporary health leaves a fighter at 0 as it was: no status, no dying, not dead", () => {
    const atZero = fighter({ health: health(0, 30, 0, 8) });
    const out = apply(r, { f: atZero, amount: 5, now: 90 });
    expect(out.after).toEqual({ health: health(0, 30, 0, 3), dying: dying() });
    expect(out.add).toEqual([]);
    expect(out.dead).toBe(false);
    const exact = apply(r, { f: atZero, amount: 8, now: 90 });
    expect(exact.after).toEqual({ health: health(0, 30, 0, 0), dying: dying() });
    expect(exact.add).toEqual([]);
  });

  it("a hit of 0 at 0 health reaches no health and sets nothing (R7: the status comes with a damage that brings health to 0)", () => {
    const out = apply(BOOK_RULESET, { f: fighter({ health: health(0, 12) }), amount: 0 });
    expect(out.add).toEqual([]);
    expect(out.after.dying).toEqual(dying());
  });

  it("the refusal under the book names the change's kind and the rule", () => {
    expect(thrownBy(() => apply(BOOK_RULESET, { kind: "temp", amount: 5 }))).toMatchObject({ name: "RulesError", code: "INVALID_ARGUMENT", parameter: "input.change.kind", value: "temp", message: expect.stringContaining("temporary health is kept only under a rule that has it (RESOLUTION.md R16)") as unknown });
  });
});

describe("the 0-health model (R6, R7, R8)", () => {
  it("is told that the attacker means to knock out (001:L367): a spared creature drops unconscious, not dead", () => {
    const creature = fighter({ kind: "creature", playerCharacter: false, health: health(3, 10) });
    const spared = apply(r, { f: creature, amount: 5, knockOut: true });
    expect(spared.add).toEqual([{ id: "unconscious", marker: true }]);
    expect(spared.dead).toBe(false);
    expect(apply(r, { f: creature, amount: 5, knockOut: false }).add).toEqual([{ id: "dead", marker: false }]);
  });

  it("damage that leaves health above 0 sets no status, starts no dying and kills no one", () => {
    for (const ruleset of [BOOK_RULESET, r, deathAtZero]) {
      const out = apply(ruleset, { f: fighter({ health: health(20, 30) }), amount: 5 });
      expect(out.after.health).toEqual(health(15, 30));
      expect(out.after.dying).toEqual(dying());
      expect(out.add).toEqual([]);
      expect(out.remove).toEqual([]);
      expect(out.dead).toBe(false);
    }
  });

  it("a first hit to 0 starts dying at its moment, not stable; a second hit while dying keeps the first moment", () => {
    const first = apply(r, { f: fighter({ health: health(6, 30) }), amount: 10, now: 40 });
    expect(first.after.dying).toEqual(dying({ since: 40 }));
    const second = apply(r, { f: fighter({ health: first.after.health, dying: first.after.dying }), amount: 2, statuses: ["unconscious"], zeroMarked: true, now: 55 });
    expect(second.after.dying).toEqual(dying({ since: 40 }));
    expect(second.after.health).toEqual(health(0, 30, 6));
  });

  it("a hit at 0 on a creature marked stable but not dying starts dying again and ends stable", () => {
    const out = apply(r, { f: fighter({ health: health(0, 30), dying: dying({ failures: 1, stable: true }) }), amount: 3, statuses: ["unconscious"], zeroMarked: true, now: 61 });
    expect(out.after.dying).toEqual(dying({ failures: 1, stable: false, since: 61 }));
  });

  it("the model's death is checked only on a damage that leaves health at 0 (R8)", () => {
    // 13A keeps the failures after a recovery (001:L375): a character on its fourth failure is back above 0.
    const survivor = fighter({ health: health(10, 30), dying: dying({ failures: 4 }) });
    const hit = apply(r, { f: survivor, amount: 2 });
    expect(hit.add).toEqual([]);
    expect(hit.dead).toBe(false);
    expect(apply(r, { f: survivor, amount: 10 }).add).toEqual([{ id: "unconscious", marker: true }, { id: "dead", marker: false }]);
    // A GM took `dead` off a character deep below 0: gaining temporary health or a heal to 0 does not kill it again.
    const revived = fighter({ health: health(0, 30, 20), dying: dying({ since: 5 }) });
    const temp = apply(r, { f: revived, kind: "temp", amount: 4, statuses: ["unconscious"], zeroMarked: true });
    expect(temp.after.health).toEqual(health(0, 30, 20, 4));
    expect(temp.add).toEqual([]);
    expect(temp.dead).toBe(false);
    const heal = apply(r, { f: revived, kind: "heal", amount: 0, statuses: ["unconscious"], zeroMarked: true });
    expect(heal.add).toEqual([]);
    expect(heal.dead).toBe(false);
  });

  it("the model's death sets `dead` without the zero-health marker, once, and only then reports the target dead", () => {
    const worse = apply(r, { f: fighter({ health: health(0, 30, 8), dying: dying({ since: 47 }) }), amount: 7, statuses: ["unconscious"], zeroMarked: true });
    expect(worse.add).toEqual([{ id: "dead", marker: false }]);
    expect(worse.dead).toBe(true);
    const killed = apply(deathAtZero, { f: fighter({ health: health(4, 12) }), amount: 6 });
    expect(killed.add).toEqual([{ id: "dead", marker: false }]);
    expect(killed.dead).toBe(true);
    expect(apply(deathAtZero, { f: fighter({ health: health(0, 12) }), amount: 6, statuses: ["dead"] }).add).toEqual([]);
    const dropped = apply(BOOK_RULESET, { f: fighter({ health: health(4, 12) }), amount: 6 });
    expect(dropped.add).toEqual([{ id: "unconscious", marker: true }]);
    expect(dropped.dead).toBe(false);
    expect(apply(BOOK_RULESET, { f: fighter({ health: health(4, 12) }), kind: "heal", amount: 2 }).dead).toBe(false);
  });

});

describe("undo's checks (R14)", () => {
  const hit = apply(BOOK_RULESET, { f: fighter({ health: health(12, 30, 0, 0) }), amount: 5 });

  it("refuses when any part of the health changed since, not only its value", () => {
    expect(undoCheck(health(7, 30), hit)).toBe("ok");
    expect(undoCheck(health(7, 31), hit)).toBe("changed");
    expect(undoCheck(health(7, 30, 1), hit)).toBe("changed");
    expect(undoCheck(health(7, 30, 0, 1), hit)).toBe("changed");
    expect(undoCheck(health(8, 30), hit)).toBe("changed");
  });

  const entry = (over: Record<string, unknown>) => hostile({ ...hit, ...over }) as HealthOutcome;
  const badEntries: [string, string, HealthOutcome][] = [
    ["not an object", "entry", hostile("hit")],
    ["no before", "entry.before", entry({ before: null })],
    ["a before health past max", "entry.before.health.value", entry({ before: { ...hit.before, health: health(13, 12) } })],
    ["a before dying without failures", "entry.before.dying.failures", entry({ before: { ...hit.before, dying: { stable: false, since: null, combat: "" } } })],
    ["no after", "entry.after", entry({ after: 3 })],
    ["an after health that is negative", "entry.after.health.value", entry({ after: { ...hit.after, health: health(-1, 12) } })],
    ["an after dying with a text moment", "entry.after.dying.since", entry({ after: { ...hit.after, dying: dying({ since: "now" as never }) } })],
    ["add not a list", "entry.add", entry({ add: "unconscious" })],
    ["add an object", "entry.add", entry({ add: { id: "unconscious", marker: true } })],
    ["an added status that is not an object", "entry.add[1]", entry({ add: [{ id: "x", marker: true }, "dead"] })],
    ["an added status without an id", "entry.add[0].id", entry({ add: [{ marker: true }] })],
    ["an added status without a marker flag", "entry.add[0].marker", entry({ add: [{ id: "dead", marker: "yes" }] })],
    ["remove not a list", "entry.remove", entry({ remove: "unconscious" })],
    ["a removed status that is not text", "entry.remove[0]", entry({ remove: [7] })],
  ];

  it.each(badEntries)("undoCheck and undoChange refuse an entry with %s, naming %s", (_what, parameter, bad) => {
    expect(thrownBy(() => undoCheck(health(7, 30), bad))).toMatchObject({ name: "RulesError", parameter });
    expect(thrownBy(() => undoChange(bad))).toMatchObject({ name: "RulesError", parameter });
  });

  it("an added-status list that is not a list is refused as an invalid argument, saying what was expected", () => {
    const err = thrownBy(() => undoChange(entry({ add: "unconscious" })));
    expect(err).toMatchObject({ name: "RulesError", code: "INVALID_ARGUMENT", parameter: "entry.add", value: "unconscious" });
    expect((err as Error).message).toMatch(/: expected an array$/);
  });

  it("undoCheck names the current health it refuses", () => {
    expect(thrownBy(() => undoCheck(health(31, 30), hit))).toMatchObject({ name: "RulesError", parameter: "current.value" });
    expect(thrownBy(() => undoCheck(hostile(null), hit))).toMatchObject({ name: "RulesError", parameter: "current" });
  });
});

describe("applyHealthChange names the input it refuses", () => {
  const good = inputOf({});
  const bad: [string, string, unknown][] = [
    ["not an object", "input", 5],
    ["a fighter that is not one", "input.fighter", { ...good, fighter: "hero" }],
    ["a fighter of no kind", "input.fighter.kind", { ...good, fighter: { ...good.fighter, kind: "dragon" } }],
    ["statuses not a list", "input.statuses", { ...good, statuses: "dead" }],
    ["a status that is not text", "input.statuses[1]", { ...good, statuses: ["prone", 3] }],
    ["a zero marker not a flag", "input.zeroMarked", { ...good, zeroMarked: 1 }],
    ["no change", "input.change", { ...good, change: null }],
    ["a change of no known kind", "input.change.kind", { ...good, change: { kind: "drain", amount: 1 } }],
    ["a negative amount", "input.change.amount", { ...good, change: { kind: "damage", amount: -1 } }],
    ["a fractional amount", "input.change.amount", { ...good, change: { kind: "heal", amount: 1.5 } }],
    ["a knock-out not a flag", "input.knockOut", { ...good, knockOut: "no" }],
    ["a moment that is not a number", "input.now", { ...good, now: "now" }],
  ];

  it.each(bad)("refuses %s, naming %s", (_what, parameter, input) => {
    expect(thrownBy(() => applyHealthChange(hostile(input), BOOK_RULESET))).toMatchObject({ name: "RulesError", parameter });
  });

  it("refuses a ruleset that was not resolved, naming it", () => {
    expect(thrownBy(() => applyHealthChange(good, hostile({ ...BOOK_RULESET })))).toMatchObject({ name: "RulesError", code: "INVALID_ARGUMENT", parameter: "ruleset" });
  });
});
