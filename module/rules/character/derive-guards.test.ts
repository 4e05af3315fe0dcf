import { describe, expect, it } from "vitest";
import { deriveCharacterData } from "./derive";
import { PROBLEM_KEYS } from "./types";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { variantConfig } from "../../../tests/support/variants";
import { MAX_QUANTITY, MAX_WEIGHT_LB } from "../bounds";
import { TERRAIN_IDS } from "../terrain";

const describeValue = (v: unknown) => `<${String(v)}>`;
const OSE_BASIC = resolveRuleset(variantConfig({ encumbrance: { model: "oseBasic" } }));

function system(patch: Record<string, unknown> = {}) {
  return {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    ...patch,
  };
}
/** A load the rules core refuses (more than it bounds in all), so the derivation falls back. */
const tooHeavy = [{ type: "gear", name: "hoard", system: { weight: MAX_WEIGHT_LB, quantity: MAX_QUANTITY } }];

describe("deriveCharacterData: the neutral result when the rules refuse the data", () => {
  it("a character under the book: nothing moves, nothing is penalised, the rules' message reported", () => {
    const r = deriveCharacterData({ type: "character", system: system(), items: tooHeavy, worldTime: 0 }, describeValue, {}, BOOK_RULESET);
    const still = Object.fromEntries(TERRAIN_IDS.map((t) => [t, { effective: t, hexesPerRound: 0, phases: [0, 0, 0, 0], milesPerDay: 0, effectiveMiles: 0, partialMiles: 0 }]));
    expect(r.derived.problems).toHaveLength(1);
    expect(r.derived.problems[0]?.key).toBe(PROBLEM_KEYS.rules);
    expect(String(r.derived.problems[0]?.data["message"])).toContain("lb in all");
    expect(r).toEqual({
      derived: {
        encumbrance: {
          group: "character",
          towing: false,
          carried: 0,
          kit: 0,
          setDown: 0,
          total: 0,
          containers: [],
          placement: [],
          capacity: 0,
          step: 0,
          loadedSteps: 0,
          persistentSteps: 0,
          persistentUntil: null,
          persistentSecondsLeft: 0,
          forcedMarchSteps: 0,
          marchAllotmentHours: 8,
          steps: 0,
          immobile: false,
          overCapacityMinutes: 0,
          model: "er",
          erSteps: true,
          variant: null,
          tierSpeeds: null,
        },
        initiative: { quickness: 0, weapon: 0, encumbrance: 0, other: 0, total: 0, quicknessRating: 0 },
        movement: { speed: 0, adaptation: {}, sureFooted: false, hexesPerRound: 0, phases: [0, 0, 0, 0], blockedBy: null, terrains: still },
        travel: { milesPerDay: 0, milesAfterSteps: 0, activityHours: 8, effectiveMiles: 0, hours: 0, partialMiles: 0, companion: null },
        problems: r.derived.problems,
      },
      profile: {
        initiative: { quickness: 0, weapon: 0, encumbrance: 0 },
        movement: { speed: 0, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
      },
    });
  });

  it("a towing creature keeps its group and towing; a character under a load model keeps the model, without the book's steps", () => {
    const creature = deriveCharacterData({ type: "creature", system: system({ encumbrance: { towing: true, group: "packAnimal", capacity: 600 } }), items: tooHeavy, worldTime: 0 }, describeValue, {}, OSE_BASIC);
    expect(creature.derived.encumbrance).toMatchObject({ group: "packAnimal", towing: true, model: "er", erSteps: true });
    const character = deriveCharacterData({ type: "character", system: system(), items: tooHeavy, worldTime: 0 }, describeValue, {}, OSE_BASIC);
    expect(character.derived.encumbrance).toMatchObject({ group: "character", towing: false, model: "oseBasic", erSteps: false, variant: null });
  });

  it("an error that is not the rules' refusal is not swallowed", () => {
    const boom = () => {
      throw new TypeError("describe failed");
    };
    // A speed of true is substituted inside the derivation, which calls `describe`.
    expect(() => deriveCharacterData({ type: "character", system: system({ movement: { speed: true, milesPerDay: 24, adaptation: {} } }), items: [], worldTime: 0 }, boom, {}, BOOK_RULESET)).toThrow(TypeError);
  });
});

describe("deriveCharacterData: its arguments read", () => {
  it("`describe` that is not a function: values are described by String", () => {
    const r = deriveCharacterData({ type: "character", system: system({ quickness: true }), items: [], worldTime: 0 }, "no" as unknown as (v: unknown) => string, {}, BOOK_RULESET);
    expect(r.derived.problems).toContainEqual({ key: PROBLEM_KEYS.clamped, data: { field: "quickness", value: "true", used: 0 } });
  });

  it("the stored config's problems come first, each as a substitution of the book; options that are not an object report none", () => {
    const r = deriveCharacterData({ type: "character", system: system(), items: [], worldTime: 0 }, describeValue, { rulesetProblems: [{ value: 7 }, { value: "x" }] }, BOOK_RULESET);
    expect(r.derived.problems.slice(0, 2)).toEqual([
      { key: PROBLEM_KEYS.clamped, data: { field: "variants", value: "<7>", used: "book" } },
      { key: PROBLEM_KEYS.clamped, data: { field: "variants", value: "x", used: "book" } },
    ]);
    for (const options of [undefined, null, "x", { rulesetProblems: "x" }]) {
      expect(deriveCharacterData({ type: "character", system: system(), items: [], worldTime: 0 }, describeValue, options as never, BOOK_RULESET).derived.problems).toEqual([]);
    }
    const hole = deriveCharacterData({ type: "character", system: system(), items: [], worldTime: 0 }, describeValue, { rulesetProblems: [null as never] }, BOOK_RULESET);
    expect(hole.derived.problems).toEqual([{ key: PROBLEM_KEYS.clamped, data: { field: "variants", value: "<undefined>", used: "book" } }]);
  });
});

describe("deriveCharacterData: what it reads and reports", () => {
  const ok = (r: ReturnType<typeof deriveCharacterData>) => r.derived.problems.filter((p) => p.key === PROBLEM_KEYS.rules);

  it("a world time before 0 is kept (down to the bound), unreported", () => {
    const r = deriveCharacterData({ type: "character", system: system(), items: [], worldTime: -100 }, describeValue, {}, BOOK_RULESET);
    expect(r.derived.problems).toEqual([]);
  });

  it("bad daily miles and bad hours of travel are reported by their fields", () => {
    const r = deriveCharacterData({ type: "character", system: system({ movement: { speed: 12, milesPerDay: -3, adaptation: {} }, march: { hours: 0, priorSteps: 0, travelHours: "x" } }), items: [], worldTime: 0 }, describeValue, {}, BOOK_RULESET);
    expect(r.derived.problems.map((p) => p.data["field"])).toEqual(["movement.milesPerDay", "march.travelHours"]);
  });

  it("a bad listed speed and a bad STR under a load model are reported by their fields", () => {
    const r = deriveCharacterData({ type: "character", system: system({ movement: { speed: "fast", milesPerDay: 24, adaptation: {} }, abilities: { str: "x" } }), items: [], worldTime: 0 }, describeValue, {}, OSE_BASIC);
    expect(r.derived.problems.map((p) => p.data["field"])).toEqual(["movement.speed", "abilities.str"]);
  });

  it("a native terrain that is not a terrain is skipped, never refused", () => {
    const r = deriveCharacterData({ type: "character", system: system({ nativeTerrains: ["lava", "forest"] }), items: [], worldTime: 0 }, describeValue, {}, BOOK_RULESET);
    expect(ok(r)).toEqual([]);
    // The forest native moves through forest faster than the 5 hexes of the book's forest.
    expect(r.derived.movement.terrains.forest.hexesPerRound).toBe(7);
  });

  it("hours of travel beyond the day's activity are held to it and reported; exactly the day's are kept", () => {
    const over = deriveCharacterData({ type: "character", system: system({ march: { hours: 0, priorSteps: 0, travelHours: 10 } }), items: [], worldTime: 0 }, describeValue, {}, BOOK_RULESET);
    expect(over.derived.problems).toEqual([{ key: PROBLEM_KEYS.clamped, data: { field: "march.travelHours", value: "10", used: 8 } }]);
    expect(over.derived.travel.hours).toBe(8);
    const day = deriveCharacterData({ type: "character", system: system({ march: { hours: 0, priorSteps: 0, travelHours: 8 } }), items: [], worldTime: 0 }, describeValue, {}, BOOK_RULESET);
    expect(day.derived.problems).toEqual([]);
  });

  it("the time left of a drop is given only while its steps weigh: under a load model none, under the book until it ends", () => {
    const load = { overCapacitySeconds: 0, droppedAt: 0, droppedSteps: 2, loadedSteps: 2, unloadedSeconds: 0 };
    const model = deriveCharacterData({ type: "character", system: system({ load }), items: [], worldTime: 60 }, describeValue, {}, OSE_BASIC);
    expect(model.derived.encumbrance).toMatchObject({ persistentSteps: 0, persistentUntil: null, persistentSecondsLeft: 0 });
    const book = deriveCharacterData({ type: "character", system: system({ load }), items: [], worldTime: 60 }, describeValue, {}, BOOK_RULESET);
    const e = book.derived.encumbrance;
    expect(e.persistentSteps).toBeGreaterThan(0);
    expect(e.persistentSecondsLeft).toBe((e.persistentUntil ?? 0) - 60);
    expect(e.persistentSecondsLeft).toBeGreaterThan(0);
  });

  it("the tier speeds are given under a tiered load model only", () => {
    const tiered = deriveCharacterData({ type: "character", system: system(), items: [], worldTime: 0 }, describeValue, {}, OSE_BASIC);
    expect(tiered.derived.encumbrance.tierSpeeds).toEqual([12, 9, 6, 3]);
    expect(deriveCharacterData({ type: "character", system: system(), items: [], worldTime: 0 }, describeValue, {}, BOOK_RULESET).derived.encumbrance.tierSpeeds).toBeNull();
  });
});
