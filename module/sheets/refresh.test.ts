import { describe, expect, it } from "vitest";
import { DeferredRefresh, TIME_PARTS, busyParts, onlyLoadChanged, refreshPlan, refreshSheets, type PartElementLike } from "./refresh";

/** An element inside the sheet part `part` (null: outside every part). */
const inPart = (part: string | null): PartElementLike => ({
  closest: (selector) => (selector === "[data-application-part]" && part ? { getAttribute: (n) => (n === "data-application-part" ? part : null) } : null),
});

describe("refresh policy: a clock tick never re-renders what the user is editing", () => {
  it("re-renders only the derived panels, never the details or notes", () => {
    expect(refreshPlan(TIME_PARTS, [])).toEqual({ now: ["main", "inventory"], deferred: [] });
    expect(TIME_PARTS).not.toContain("details");
    expect(TIME_PARTS).not.toContain("notes");
    expect(TIME_PARTS).not.toContain("header");
  });

  it("defers a derived part while it holds the focus (a gear quantity half typed)", () => {
    const busy = busyParts(inPart("inventory"), []);
    expect(refreshPlan(TIME_PARTS, busy)).toEqual({ now: ["main"], deferred: ["inventory"] });
  });

  it("typing in Details or Notes leaves the refresh of the derived panels free to run", () => {
    expect(refreshPlan(TIME_PARTS, busyParts(inPart("details"), []))).toEqual({ now: ["main", "inventory"], deferred: [] });
    expect(refreshPlan(TIME_PARTS, busyParts(null, [inPart("notes")]))).toEqual({ now: ["main", "inventory"], deferred: [] });
  });

  it("an open editor in a derived part defers it even without focus", () => {
    expect(busyParts(inPart(null), [inPart("main"), inPart("main")])).toEqual(["main"]);
    expect(refreshPlan(["main", "main"], ["main"])).toEqual({ now: [], deferred: ["main"] });
  });

  it("recognises the GM's load bookkeeping as a load-only update", () => {
    expect(onlyLoadChanged({ _id: "a", system: { load: { overCapacitySeconds: 5 } } })).toBe(true);
    expect(onlyLoadChanged({ system: { load: {}, bodyWeight: 3 } })).toBe(false);
    expect(onlyLoadChanged({ name: "x", system: { load: {} } })).toBe(false);
    expect(onlyLoadChanged({ system: {} })).toBe(false);
    expect(onlyLoadChanged({ system: null })).toBe(false);
  });
});

describe("a sheet's deferred refresh", () => {
  function host(initialBusy: string[]) {
    const state = { busy: initialBusy, renders: [] as string[][] };
    const queue = new DeferredRefresh({ busy: () => state.busy, renderParts: (parts) => state.renders.push(parts) });
    return { state, queue };
  }

  it("renders the free parts now and the busy one after the focus leaves it", () => {
    const { state, queue } = host(["inventory"]);
    queue.request(TIME_PARTS);
    expect(state.renders).toEqual([["main"]]);
    expect(queue.pending).toEqual(["inventory"]);
    // Ticks while the user is still typing: the inventory keeps waiting, only once.
    queue.request(TIME_PARTS);
    queue.flush();
    expect(state.renders).toEqual([["main"], ["main"]]);
    expect(queue.pending).toEqual(["inventory"]);
    state.busy = [];
    queue.flush();
    expect(state.renders).toEqual([["main"], ["main"], ["inventory"]]);
    expect(queue.pending).toEqual([]);
    queue.flush();
    expect(state.renders).toHaveLength(3);
  });

  it("refreshes only rendered sheets, preparing their documents first when asked", () => {
    const calls: string[] = [];
    const sheet = (name: string, rendered: boolean) => ({
      rendered,
      document: { reset: () => calls.push(`${name}:reset`) },
      refreshDerived: (parts: readonly string[]) => calls.push(`${name}:${parts.join(",")}`),
    });
    refreshSheets([sheet("a", true), sheet("b", false)], TIME_PARTS, { prepare: true });
    refreshSheets([sheet("c", true)], ["main"]);
    expect(calls).toEqual(["a:reset", "a:main,inventory", "c:main"]);
  });
});
