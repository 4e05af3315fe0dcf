import { describe, expect, it } from "vitest";
import { deriveActor, type ActorSourceInput, type ItemInput } from "./derive";
import { BOOK_CONFIG, PRESETS } from "../rules";

function source(encumbrance: Partial<ActorSourceInput["encumbrance"]> = {}, bodyWeight = 100): ActorSourceInput {
  return {
    bodyWeight,
    quickness: 0,
    movement: { speed: 12, milesPerDay: 20, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false, ...encumbrance },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
  };
}
const pack = (system: Record<string, unknown> = {}): ItemInput => ({ id: "pack", type: "container", name: "Backpack", system: { weight: 2, capacity: 30, carried: true, quantity: 1, container: "", ...system } });
const gear = (id: string, weight: number, container = ""): ItemInput => ({ id, type: "gear", name: id, system: { weight, quantity: 1, container } });

describe("containers in the derivation (RULES.md §6, module/rules/containers.ts)", () => {
  it("a gryf (25 lb) with a 2 lb backpack holding 24 lb carries 26 lb: one step, counted once", () => {
    const { derived } = deriveActor({ type: "character", system: source(), items: [pack(), gear("gold", 24, "pack")], worldTime: 0 });
    expect(derived.encumbrance.carried).toBe(26);
    expect(derived.encumbrance.loadedSteps).toBe(1);
    expect(derived.encumbrance.containers).toEqual([{ id: "pack", contents: 24, capacity: 30, over: false, carried: true, wheeled: false }]);
    expect(derived.encumbrance.placement.find((p) => p.id === "gold")?.container).toBe("pack");
  });

  it("the backpack set down takes its contents: no steps, the weight shown as set down (000:L63)", () => {
    const { derived } = deriveActor({ type: "character", system: source(), items: [pack({ carried: false }), gear("gold", 24, "pack")], worldTime: 0 });
    expect(derived.encumbrance.carried).toBe(0);
    expect(derived.encumbrance.setDown).toBe(26);
    expect(derived.encumbrance.loadedSteps).toBe(0);
  });

  it("an over-full backpack is flagged for the sheet's warning", () => {
    const { derived } = deriveActor({ type: "character", system: source(), items: [pack(), gear("gold", 31, "pack")], worldTime: 0 });
    expect(derived.encumbrance.containers[0]?.over).toBe(true);
  });

  it("items whose container was deleted still count, loose", () => {
    const { derived } = deriveActor({ type: "character", system: source(), items: [gear("gold", 24, "gone")], worldTime: 0 });
    expect(derived.encumbrance.carried).toBe(24);
  });

  it("a companion load model weighs only what is carried", () => {
    const items = [pack({ carried: false }), gear("gold", 24, "pack"), gear("rope", 5)];
    const under = deriveActor({ type: "character", system: { ...source(), coins: 0 }, items, worldTime: 0, variants: PRESETS.osr });
    const carriedOnly = deriveActor({ type: "character", system: { ...source(), coins: 0 }, items: [gear("rope", 5)], worldTime: 0, variants: PRESETS.osr });
    expect(under.derived.encumbrance.variant).toEqual(carriedOnly.derived.encumbrance.variant);
  });
});

describe("towing a wagon by link (000:L104, RULES.md §6: capacity ×3, step ×3)", () => {
  const mule = (encumbrance: Partial<ActorSourceInput["encumbrance"]>, wagon: Record<string, unknown> = {}) =>
    deriveActor({
      type: "creature",
      system: source({ group: "packAnimal", capacity: 600, step: 60, ...encumbrance }),
      items: [{ id: "wagon", type: "container", name: "Wagon", system: { weight: 400, capacity: 1500, carried: true, wheeled: true, quantity: 1, container: "" } }, gear("ore", 1400, "wagon")],
      worldTime: 0,
      variants: BOOK_CONFIG,
      ...wagon,
    });
  it("a mule linked to the wagon it carries tows: 1800 lb capacity, 180 lb steps; 1800 carried is 0 steps", () => {
    const { derived } = mule({ tows: "wagon" });
    expect(derived.encumbrance.towing).toBe(true);
    expect(derived.encumbrance.capacity).toBe(1800);
    expect(derived.encumbrance.step).toBe(180);
    expect(derived.encumbrance.carried).toBe(1800);
    expect(derived.encumbrance.loadedSteps).toBe(0);
  });
  it("without the link the same load is 20 steps of 60 lb", () => {
    const { derived } = mule({});
    expect(derived.encumbrance.towing).toBe(false);
    expect(derived.encumbrance.loadedSteps).toBe(20);
  });
  it("the manual switch of older worlds still tows", () => {
    expect(mule({ towing: true }).derived.encumbrance.capacity).toBe(1800);
  });
});
