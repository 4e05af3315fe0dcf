/**
 * The steps of a round transition (./round-start.ts; VARIANTS.md §3.3, §3.6, §5.4, §6.2): which
 * presets bring which step, a hold's lapse at its edge, round 1 only, an ambush round, the
 * instigator's advantage, and every refusal's parameter.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import type { AmbushEntry } from "../ruleset/points/initiative";
import { advantageFormula, ambushRoundActors, ambushRuleInForce, holdLapsed, instigatorAdvantageInForce, memoryAtRoundStart, surpriseRuleInForce, surprisedAtStart, surprisedInRound } from "./round-start";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);

describe("which steps are in force", () => {
  it("surprise: 13th Age, OSE and A5E; an ambush round: 13th Age; the instigator's advantage: A5E; none in the book or OSR", () => {
    const of = (r: typeof A13) => [surpriseRuleInForce(r), ambushRuleInForce(r), instigatorAdvantageInForce(r)];
    expect(of(BOOK_RULESET)).toEqual([false, false, false]);
    expect(of(OSR)).toEqual([false, false, false]);
    expect(of(A13)).toEqual([true, true, false]);
    expect(of(OSE)).toEqual([true, false, false]);
    expect(of(A5E)).toEqual([true, false, true]);
    for (const f of [surpriseRuleInForce, ambushRuleInForce, instigatorAdvantageInForce]) expect(refusal(() => f({} as never)).parameter).toBe("ruleset");
  });

  it("the advantage's formula is the model's: 2d20 keep the higher for the d20 models, none for OSR's DEX order and OSE", () => {
    expect([advantageFormula(A13), advantageFormula(A5E), advantageFormula(OSR), advantageFormula(OSE)]).toEqual(["2d20kh", "2d20kh", null, null]);
  });
});

describe("holdLapsed (VARIANTS.md §3.3)", () => {
  const held = (round: number) => ({ ...NO_VARIANT_MEMORY, held: round });
  it("a hold of round 3 lapses at the transition into round 5, not into round 4; no hold never lapses", () => {
    expect(holdLapsed(held(3), 5)).toBe(true);
    expect(holdLapsed(held(3), 4)).toBe(false);
    expect(holdLapsed(held(3), 3)).toBe(false);
    expect(holdLapsed(held(0), 5)).toBe(false);
    expect(refusal(() => holdLapsed(held(3), 4.5)).parameter).toBe("round");
    expect(refusal(() => holdLapsed(held(-1), 4)).parameter).toBe("memory.held");
  });

  it("under a model with holds the lapsed hold is cleared at the round's start; in the book the memory is kept as it is", () => {
    expect(memoryAtRoundStart(held(3), 5, A13).held).toBe(0);
    expect(memoryAtRoundStart(held(3), 4, A13).held).toBe(3);
    const kept = held(3);
    expect(memoryAtRoundStart(kept, 5, BOOK_RULESET)).toBe(kept);
    expect(refusal(() => memoryAtRoundStart(kept, 5, {} as never)).parameter).toBe("ruleset");
  });
});

describe("surprise in round 1 (VARIANTS.md §5.4, §6.2)", () => {
  it("only round 1, only marked, only with a rule in force", () => {
    expect(surprisedInRound(true, 1, OSE)).toBe(true);
    expect(surprisedInRound(true, 2, OSE)).toBe(false);
    expect(surprisedInRound(false, 1, OSE)).toBe(false);
    expect(surprisedInRound(true, 1, BOOK_RULESET)).toBe(false);
    const bad = refusal(() => surprisedInRound("yes" as never, 1, OSE));
    expect([bad.code, bad.parameter, bad.value]).toEqual(["INVALID_ARGUMENT", "surprised", "yes"]);
    expect(bad.message).toContain("expected a boolean");
    expect(refusal(() => surprisedInRound(true, 1.5, OSE)).parameter).toBe("round");
    expect(refusal(() => surprisedInRound(true, 1, {} as never)).parameter).toBe("ruleset");
  });

  it("surprisedAtStart: the marked under A5E, nobody in the book; a bad entry named by its place", () => {
    const entries = [{ id: "a", side: "party", surprised: true }, { id: "b", side: "foes", surprised: false }];
    expect([...surprisedAtStart(entries, A5E)]).toEqual(["a"]);
    expect([...surprisedAtStart(entries, BOOK_RULESET)]).toEqual([]);
    // 13th Age also has a step without a surprise part (the hold's lapse): it names nobody.
    expect([...surprisedAtStart(entries.map((e) => ({ ...e, surprised: false })), A13)]).toEqual([]);
    for (const bad of [{ id: 1, side: "x", surprised: true }, { id: "c", side: 2, surprised: true }, { id: "c", side: "x", surprised: "yes" }]) {
      const e = refusal(() => surprisedAtStart([entries[0]!, bad as never], A5E));
      expect([e.code, e.parameter, e.value], JSON.stringify(bad)).toEqual(["INVALID_ARGUMENT", "combatants[1]", bad]);
      expect(e.message).toContain("expected { id, side, surprised }");
    }
    expect(refusal(() => surprisedAtStart([null as never], A5E)).parameter).toBe("combatants[0]");
    expect(refusal(() => surprisedAtStart("all" as never, A5E)).parameter).toBe("combatants");
    expect(refusal(() => surprisedAtStart(entries, {} as never)).parameter).toBe("ruleset");
  });
});

describe("ambushRoundActors (VARIANTS.md §3.6)", () => {
  const entry = (over: Partial<AmbushEntry>): AmbushEntry => ({ id: "a", side: "party", second: 5, order: 0, ambusher: false, ...over });
  const entries = [entry({ id: "amb", ambusher: true }), entry({ id: "b", second: 9, order: 1 }), entry({ id: "c", second: 3, order: 2 }), entry({ id: "foe", side: "foes", second: 1, order: 3 })];

  it("13th Age: the ambusher and the first of its side to act; no ambush without a nominee or without the rule", () => {
    expect([...ambushRoundActors(entries, A13)!]).toEqual(["amb", "c"]);
    expect(ambushRoundActors(entries.map((e) => ({ ...e, ambusher: false })), A13)).toBeNull();
    expect(ambushRoundActors(entries, BOOK_RULESET)).toBeNull();
    expect(ambushRoundActors([entry({ id: "amb", ambusher: true, second: null })], A13)).toEqual(new Set(["amb"]));
  });

  it("names a bad entry by its place, and its bad second or order", () => {
    for (const bad of [{ id: 1 }, { side: 2 }, { ambusher: "yes" }]) {
      const e = refusal(() => ambushRoundActors([entries[0]!, entry(bad as never)], A13));
      expect([e.code, e.parameter], JSON.stringify(bad)).toEqual(["INVALID_ARGUMENT", "entries[1]"]);
      expect(e.message).toContain("expected { id, side, second, order, ambusher }");
    }
    expect(refusal(() => ambushRoundActors([entries[0]!, entry({ second: 1.5 })], A13)).parameter).toBe("entries[1].second");
    expect(refusal(() => ambushRoundActors([entries[0]!, entry({ order: 0.5 })], A13)).parameter).toBe("entries[1].order");
    expect(refusal(() => ambushRoundActors([null as never], A13)).parameter).toBe("entries[0]");
    expect(refusal(() => ambushRoundActors("all" as never, A13)).parameter).toBe("entries");
    expect(refusal(() => ambushRoundActors(entries, {} as never)).parameter).toBe("ruleset");
  });
});
