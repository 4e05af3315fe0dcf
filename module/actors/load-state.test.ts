import { describe, expect, it } from "vitest";
import { clockAdvanceUpdates, nextLoadState, worldTimeUpdates, type StoredLoad } from "./load-state";

const EMPTY: StoredLoad = { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 };

describe("nextLoadState", () => {
  it("records a new load at once (no time passed)", () => {
    expect(nextLoadState(EMPTY, { now: 1000, deltaSeconds: 0, steps: 2 })).toEqual({ ...EMPTY, loadedSteps: 2 });
  });
  it("accumulates time spent over capacity at the recorded level", () => {
    const loaded = { ...EMPTY, loadedSteps: 2 };
    expect(nextLoadState(loaded, { now: 2200, deltaSeconds: 1200, steps: 2 })).toEqual({ ...loaded, overCapacitySeconds: 1200 });
  });
  it("the gryf drops his pack after 40 minutes: the drop is recorded with its level", () => {
    const loaded = { ...EMPTY, loadedSteps: 3, overCapacitySeconds: 2400 };
    expect(nextLoadState(loaded, { now: 5000, deltaSeconds: 0, steps: 0 })).toEqual({
      ...loaded,
      loadedSteps: 0,
      droppedAt: 5000,
      droppedSteps: 3,
    });
  });
  it("a drop before 30 accumulated minutes leaves nothing behind", () => {
    const loaded = { ...EMPTY, loadedSteps: 3, overCapacitySeconds: 1799 };
    expect(nextLoadState(loaded, { now: 5000, deltaSeconds: 0, steps: 0 })).toEqual({ ...loaded, loadedSteps: 0 });
  });
  it("time over capacity passing 30 minutes in the same advance counts before the drop", () => {
    const loaded = { ...EMPTY, loadedSteps: 1, overCapacitySeconds: 1000 };
    const next = nextLoadState(loaded, { now: 5000, deltaSeconds: 801, steps: 0 });
    expect(next?.droppedAt).toBe(5000);
    expect(next?.droppedSteps).toBe(1);
    // Book: "more than" 30 minutes; reaching exactly 30:00 records no drop.
    expect(nextLoadState(loaded, { now: 5000, deltaSeconds: 800, steps: 0 })?.droppedAt ?? null).toBeNull();
  });
  it("clears the drop once its four hours are over", () => {
    const dropped = { ...EMPTY, overCapacitySeconds: 2400, droppedAt: 5000, droppedSteps: 3 };
    expect(nextLoadState(dropped, { now: 5000 + 3600, deltaSeconds: 3600, steps: 0 })).toEqual({ ...dropped, unloadedSeconds: 3600 });
    expect(nextLoadState(dropped, { now: 5000 + 4 * 3600, deltaSeconds: 4 * 3600, steps: 0 })).toEqual(EMPTY);
  });
  it("an idle actor (no load, nothing accumulated, no drop) is not touched when the clock moves", () => {
    expect(nextLoadState(EMPTY, { now: 99_999, deltaSeconds: 86_400, steps: 0 })).toBeNull();
  });
  it("after the accumulation resets, the unloaded time stops counting", () => {
    const resting = { ...EMPTY, overCapacitySeconds: 600, unloadedSeconds: 4 * 3600 - 60 };
    expect(nextLoadState(resting, { now: 50_000, deltaSeconds: 60, steps: 0 })).toEqual(EMPTY);
    expect(nextLoadState(resting, { now: 50_000, deltaSeconds: 30, steps: 0 })).toEqual({ ...resting, unloadedSeconds: 4 * 3600 - 30 });
  });
  it("returns null when nothing changes", () => {
    expect(nextLoadState(EMPTY, { now: 1000, deltaSeconds: 0, steps: 0 })).toBeNull();
  });
  it("a clock set back accumulates nothing", () => {
    const loaded = { ...EMPTY, loadedSteps: 2, overCapacitySeconds: 600 };
    expect(nextLoadState(loaded, { now: 100, deltaSeconds: -600, steps: 2 })).toBeNull();
  });
  it("drops fractions of a second", () => {
    const loaded = { ...EMPTY, loadedSteps: 1 };
    expect(nextLoadState(loaded, { now: 10.7, deltaSeconds: 10.7, steps: 1 })?.overCapacitySeconds).toBe(10);
  });
  it("leaves an unusable stored state alone", () => {
    expect(nextLoadState({ ...EMPTY, loadedSteps: -1 }, { now: 0, deltaSeconds: 60, steps: 0 })).toBeNull();
  });
});

describe("worldTimeUpdates", () => {
  it("one update per changed actor, none for idle ones", () => {
    const updates = worldTimeUpdates(
      [
        { id: "idle", load: EMPTY, loadedSteps: 0 },
        { id: "loaded", load: { ...EMPTY, loadedSteps: 2 }, loadedSteps: 2 },
        { id: "dropped", load: { ...EMPTY, overCapacitySeconds: 3000, droppedAt: 0, droppedSteps: 2 }, loadedSteps: 0 },
      ],
      4 * 3600,
      600,
    );
    expect(updates).toEqual([
      { _id: "loaded", system: { load: { ...EMPTY, loadedSteps: 2, overCapacitySeconds: 600 } } },
      { _id: "dropped", system: { load: { ...EMPTY, overCapacitySeconds: 3000, unloadedSeconds: 600 } } },
    ]);
  });
});

describe("clockAdvanceUpdates", () => {
  it("advances a world actor and a token actor that shows its load by the same single delta", () => {
    // Both read from the same pre-update state: the token has no load of its own and shows the base actor's.
    const before = { ...EMPTY, loadedSteps: 2, overCapacitySeconds: 300 };
    const token = { name: "goblin token" };
    const updates = clockAdvanceUpdates(
      [{ id: "goblin", load: { ...before }, loadedSteps: 2 }],
      [{ target: token, load: { ...before }, loadedSteps: 2 }],
      7200,
      600,
    );
    const once = { ...before, overCapacitySeconds: 900 };
    expect(updates.world).toEqual([{ _id: "goblin", system: { load: once } }]);
    expect(updates.tokens).toEqual([{ target: token, load: once }]);
    expect(updates.tokens[0]?.target).toBe(token);
  });
  it("writes nothing for idle token actors", () => {
    const updates = clockAdvanceUpdates([], [{ target: 1, load: EMPTY, loadedSteps: 0 }], 7200, 600);
    expect(updates).toEqual({ world: [], tokens: [] });
  });
});

// Golden regression tests: a world-time jump of any size gives a state the schema accepts.
describe("world-time jumps of any size", () => {
  it("a jump past the stored bound saturates at it instead of writing a refused value", async () => {
    const { validateActorSystem } = await import("./spec");
    const { MAX_STORED_SECONDS } = await import("../data/bounds");
    const loaded: StoredLoad = { ...EMPTY, loadedSteps: 2, overCapacitySeconds: 600 };
    for (const deltaSeconds of [2e9, 1e12, 2 ** 53, 1e300, Infinity]) {
      const next = nextLoadState(loaded, { now: 5_000_000, deltaSeconds, steps: 2 });
      expect(next?.overCapacitySeconds).toBe(MAX_STORED_SECONDS);
      expect(validateActorSystem("character", { load: next })).toEqual([]);
    }
    const unloaded = nextLoadState({ ...EMPTY, overCapacitySeconds: 600, droppedAt: 0, droppedSteps: 2 }, { now: 1e12, deltaSeconds: 1e12, steps: 0 });
    expect(unloaded).toEqual(EMPTY);
  });
  it("an unreadable jump (NaN) accumulates nothing but still records the level", () => {
    expect(nextLoadState({ ...EMPTY, loadedSteps: 1, overCapacitySeconds: 10 }, { now: 100, deltaSeconds: Number.NaN, steps: 3 })).toEqual({ ...EMPTY, loadedSteps: 3, overCapacitySeconds: 10 });
  });
});

describe("nextLoadState keeps to the stored bounds (integration: derivation → world-time write → validation hooks)", () => {
  it("a load heavier than the stored step bound is recorded at the bound, so the GM's write is not refused", async () => {
    const { deriveActor } = await import("./derive");
    const { validateActorSystem } = await import("./spec");
    // A 150-lb character (capacity 37.5 lb, steps of 10 lb) with a 20,000-lb item: about 1,997 steps.
    const { derived } = deriveActor({
      type: "character",
      system: { bodyWeight: 150, quickness: 0, movement: { speed: 12, milesPerDay: 20 }, encumbrance: {}, load: EMPTY, march: {} },
      items: [{ type: "gear", name: "boulder", system: { weight: 20_000, quantity: 1 } }],
      worldTime: 0,
    } as never);
    const steps = derived.encumbrance.loadedSteps;
    expect(steps).toBeGreaterThan(1000);
    const loaded = nextLoadState(EMPTY, { now: 0, deltaSeconds: 0, steps });
    expect(loaded).not.toBeNull();
    expect(validateActorSystem("character", { load: loaded })).toEqual([]);
    // Dropping it later records a drop that keeps to the bound as well.
    const dropped = nextLoadState({ ...loaded!, overCapacitySeconds: 3600 }, { now: 100, deltaSeconds: 0, steps: 0 });
    expect(validateActorSystem("character", { load: dropped })).toEqual([]);
  });
});
