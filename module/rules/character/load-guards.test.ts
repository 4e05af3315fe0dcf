/**
 * Guards of ./load.ts (RULES.md §6; VARIANTS.md §9.2): the book's load now and the stored load
 * history read field by field (each bad value reported by its field and bounded), the neutral
 * load of a character without body weight or a pack animal without capacity, and the march's
 * prior steps.
 */
import { describe, expect, it } from "vitest";
import { loadHistory, loadNow, stepsOfDay } from "./load";
import { Sanitiser } from "./inputs";
import { PROBLEM_KEYS, type ActorSourceInput } from "./types";
import { BOOK_RULESET } from "../ruleset";
import { MAX_WEIGHT_LB } from "../bounds";
import type { CharacterLoadResult } from "../load-models";

const sanitiser = () => new Sanitiser((v) => `<${String(v)}>`);
const src = (over: Record<string, unknown> = {}, encumbrance: Record<string, unknown> = {}, load: Record<string, unknown> = {}): ActorSourceInput => ({
  bodyWeight: 100,
  quickness: 0,
  movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} },
  encumbrance: { towing: false, ...encumbrance },
  load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0, ...load },
  march: { hours: 0, priorSteps: 0, travelHours: 0 },
  ...over,
}) as unknown as ActorSourceInput;
const fields = (s: Sanitiser) => s.problems.map((p) => [p.key, p.data["field"], p.data["used"]]);
const NONE = { capacity: 0, step: 0, steps: 0, immobile: false };

describe("loadNow: the neutral load, reported", () => {
  it("a character without body weight: no load, and the problem says so", () => {
    const s = sanitiser();
    expect(loadNow(src({ bodyWeight: 0 }), "character", false, 50, null, s)).toEqual(NONE);
    expect(s.problems).toEqual([{ key: PROBLEM_KEYS.noBodyWeight, data: {} }]);
  });
  it("a pack animal with no capacity (null or absent): no load, and the problem says so", () => {
    for (const capacity of [null, undefined]) {
      const s = sanitiser();
      expect(loadNow(src({}, { capacity }), "packAnimal", false, 50, null, s)).toEqual(NONE);
      expect(s.problems).toEqual([{ key: PROBLEM_KEYS.noCapacity, data: {} }]);
    }
  });
  it("under a companion model: its immobility, with the body weight still read and bounded", () => {
    const s = sanitiser();
    expect(loadNow(src({ bodyWeight: MAX_WEIGHT_LB + 1 }), "character", false, 0, { immobile: true } as CharacterLoadResult, s)).toEqual({ ...NONE, immobile: true });
    expect(fields(s)).toEqual([[PROBLEM_KEYS.clamped, "bodyWeight", MAX_WEIGHT_LB]]);
  });
});

describe("loadNow: capacity and step as stored", () => {
  it("none stored (null): nothing reported", () => {
    const s = sanitiser();
    loadNow(src({}, { capacity: null, step: null }), "character", false, 50, null, s);
    expect(s.problems).toEqual([]);
  });
  it("a capacity above the bound and a step below 1 are clamped and reported by their fields", () => {
    const s = sanitiser();
    loadNow(src({}, { capacity: MAX_WEIGHT_LB + 1, step: 0 }), "packAnimal", false, 50, null, s);
    expect(fields(s)).toEqual([[PROBLEM_KEYS.clamped, "encumbrance.capacity", MAX_WEIGHT_LB], [PROBLEM_KEYS.clamped, "encumbrance.step", 1]]);
  });
});

describe("loadHistory: each field by its name", () => {
  it("bad values reported by their fields", () => {
    const s = sanitiser();
    loadHistory(src({}, {}, { overCapacitySeconds: -1, droppedAt: "x", droppedSteps: -1, loadedSteps: -1, unloadedSeconds: -1 }), s);
    expect(s.problems.map((p) => p.data["field"])).toEqual(["load.overCapacitySeconds", "load.droppedAt", "load.droppedSteps", "load.loadedSteps", "load.unloadedSeconds"]);
  });
  it("a drop time: none when absent; a time before the world's start kept; a fraction made whole; not a number → 0", () => {
    const read = (droppedAt: unknown) => loadHistory(src({}, {}, { droppedAt }), sanitiser()).droppedAt;
    expect([read(undefined), read(null), read(-100), read("x")]).toEqual([null, null, -100, 0]);
    expect(Number.isInteger(read(1.5))).toBe(true);
    const s = sanitiser();
    loadHistory(src({}, {}, { droppedAt: undefined }), s);
    expect(s.problems).toEqual([]);
  });
});

describe("stepsOfDay: the march's prior steps", () => {
  it("a negative count is reported as march.priorSteps", () => {
    const s = sanitiser();
    const history = loadHistory(src(), s);
    stepsOfDay(src({ march: { hours: 0, priorSteps: -1, travelHours: 0 } }), NONE, history, 0, "character", s, BOOK_RULESET);
    expect(s.problems.map((p) => p.data["field"])).toEqual(["march.priorSteps"]);
  });
});
