/**
 * The surprise modules' own decisions (a13-ambush.ts, ose-surprise.ts, marked-surprise.ts,
 * surprise-memory.ts): who acts in the ambush round, the OSE side's d6 at its edges, when nobody
 * loses the round, and the round-1 forfeit of a surprised combatant.
 */
import { describe, expect, it } from "vitest";
import { NO_VARIANT_MEMORY, PRESETS, resolveRuleset } from "../../index";
import type { AmbushEntry } from "../../ruleset/points/initiative";
import { expectRefusal, hostile } from "../../../../tests/support/rules-error";
import { ambushActors } from "./a13-ambush";
import { OSE_SURPRISE_MAX, oseSideSurprised, oseSurprisedAtStart } from "./ose-surprise";
import { markedSurprised } from "./marked-surprise";
import { AMBUSHER_MEMORY, INSTIGATOR_MEMORY, SURPRISED_MEMORY, SURPRISE_FORFEIT } from "./surprise-memory";

const entry = (over: Partial<AmbushEntry>): AmbushEntry => ({ id: "a", side: "party", second: 5, order: 0, ambusher: false, ...over });

describe("the 13th Age ambush round (ambushActors)", () => {
  it("the ambusher and its side's earliest actor, even when the ambusher itself acts earliest", () => {
    const entries = [entry({ id: "amb", ambusher: true, second: 1 }), entry({ id: "b", second: 9, order: 1 }), entry({ id: "c", second: 4, order: 2 })];
    expect(ambushActors(entries)).toEqual(new Set(["amb", "c"]));
  });
  it("an ally without an action this round is passed over; a foe never counts", () => {
    const entries = [entry({ id: "amb", ambusher: true }), entry({ id: "idle", second: null, order: 1 }), entry({ id: "foe", side: "foes", second: 1, order: 2 }), entry({ id: "late", second: 18, order: 3 })];
    expect(ambushActors(entries)).toEqual(new Set(["amb", "late"]));
    expect(ambushActors([entry({ id: "amb", ambusher: true }), entry({ id: "idle", second: null, order: 1 })])).toEqual(new Set(["amb"]));
  });
  it("allies at the same second go by the tie order, whichever comes first in the list", () => {
    const entries = [entry({ id: "amb", ambusher: true }), entry({ id: "x", second: 3, order: 7 }), entry({ id: "y", second: 3, order: 2 }), entry({ id: "z", second: 3, order: 5 })];
    expect(ambushActors(entries)).toEqual(new Set(["amb", "y"]));
  });
  it("no nominee: no ambush", () => {
    expect(ambushActors([entry({ id: "b" })])).toBeNull();
    expect(ambushActors([])).toBeNull();
  });
});

describe("OSE surprise", () => {
  it("a side is surprised on 1–2 of its d6, never when its foes show light", () => {
    expect(OSE_SURPRISE_MAX).toBe(2);
    expect([1, 2, 3, 4, 5, 6].map((d) => oseSideSurprised(d))).toEqual([true, true, false, false, false, false]);
    expect([1, 2, 3].map((d) => oseSideSurprised(d, true))).toEqual([false, false, false]);
    expect(oseSideSurprised(2, false)).toBe(true);
  });
  it("refuses a d6 off the die and a light flag that is not a boolean, by name", () => {
    expectRefusal(() => oseSideSurprised(0), "OUT_OF_RANGE", "d6", 0, "expected a d6 1–6");
    expectRefusal(() => oseSideSurprised(7), "OUT_OF_RANGE", "d6", 7, "expected a d6 1–6");
    expectRefusal(() => oseSideSurprised(1.5), "NOT_INTEGER", "d6", 1.5, "");
    expectRefusal(() => oseSideSurprised(3, hostile("yes")), "INVALID_ARGUMENT", "foesShowLight", "yes", "expected a boolean");
  });
  it("the marked lose round 1, unless every side present has a surprised member", () => {
    const one = [{ id: "p", side: "friendly", surprised: true }, { id: "q", side: "friendly", surprised: false }];
    expect(oseSurprisedAtStart(one)).toEqual(new Set(["p"]));
    const both = [...one, { id: "m", side: "hostile", surprised: true }];
    expect(oseSurprisedAtStart(both)).toEqual(new Set());
    const partly = [...one, { id: "m", side: "hostile", surprised: false }, { id: "n", side: "neutral", surprised: true }];
    expect(oseSurprisedAtStart(partly)).toEqual(new Set(["p", "n"]));
    expect(oseSurprisedAtStart([])).toEqual(new Set());
  });
  it("marks are read as the GM set them", () => {
    expect(markedSurprised([{ id: "a", side: "x", surprised: false }, { id: "b", side: "x", surprised: true }])).toEqual(new Set(["b"]));
  });
});

describe("the surprise memory and its forfeit", () => {
  it("each mark is a flag, off by default, in the slice of the rules that use it", () => {
    for (const [slice, mark] of [[SURPRISED_MEMORY, "surprised"], [AMBUSHER_MEMORY, "ambusher"], [INSTIGATOR_MEMORY, "instigator"]] as const) {
      expect(Object.keys(slice)).toEqual([mark]);
      expect(NO_VARIANT_MEMORY[mark]).toBe(false);
    }
    expect(resolveRuleset(PRESETS.a13).memory).toMatchObject({ surprised: SURPRISED_MEMORY.surprised, ambusher: AMBUSHER_MEMORY.ambusher });
    expect(resolveRuleset(PRESETS.a5e).memory).toMatchObject({ surprised: SURPRISED_MEMORY.surprised, instigator: INSTIGATOR_MEMORY.instigator });
  });
  it("a surprised combatant loses its movement in round 1 only", () => {
    const marked = { ...NO_VARIANT_MEMORY, surprised: true };
    expect(SURPRISE_FORFEIT.applies({ round: 1, second: 6, memory: marked })).toBe(true);
    expect(SURPRISE_FORFEIT.applies({ round: 2, second: 6, memory: marked })).toBe(false);
    expect(SURPRISE_FORFEIT.applies({ round: 1, second: 6, memory: { ...NO_VARIANT_MEMORY } })).toBe(false);
    expect(SURPRISE_FORFEIT.applies({ round: 1, second: 6, memory: { ...NO_VARIANT_MEMORY, surprised: "true" as never } })).toBe(false);
    expect([SURPRISE_FORFEIT.id, SURPRISE_FORFEIT.label, SURPRISE_FORFEIT.setBy]).toEqual(["surprised", "ER.Movement.Reason.surprised", "surprised"]);
  });
});
