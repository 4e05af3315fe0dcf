import { describe, expect, it } from "vitest";
import { deriveActor, PROBLEM_KEYS, type ActorSourceInput, type ItemInput } from "./derive";
import { BOOK_CONFIG, ELF, PRESETS, type VariantConfig } from "../rules";
import type { TravelSourceInput } from "./derive-travel";
import { variantConfig } from "../../tests/support/variants";
import type { VariantPatch } from "../rules";

function source(patch: { str?: number; milesPerDay?: number; travel?: TravelSourceInput; march?: Partial<ActorSourceInput["march"]>; adaptation?: Record<string, string> } = {}): ActorSourceInput {
  return {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay: patch.milesPerDay ?? 24, sureFooted: false, adaptation: patch.adaptation ?? {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0, ...patch.march },
    abilities: { str: patch.str ?? 10 },
    ...(patch.travel ? { travel: patch.travel } : {}),
  };
}
const gear = (weight: number): ItemInput => ({ type: "gear", name: "pack", system: { weight, quantity: 1 } });
const derive = (type: "character" | "creature", patch: Parameters<typeof source>[0], config: VariantConfig, items: ItemInput[] = []) =>
  deriveActor({ type, system: source(patch), items, worldTime: 0 }, config).derived;
const with_ = (base: VariantConfig, patch: VariantPatch): VariantConfig => variantConfig(patch, base);

describe("actor travel under the book (no companion model)", () => {
  it("is today's derivation: no companion block, ER miles", () => {
    const d = derive("character", { str: 18 }, BOOK_CONFIG);
    expect(d.travel.companion).toBeNull();
    expect(d.movement.terrains.forest.milesPerDay).toBe(11);
    expect(d).toEqual(deriveActor({ type: "character", system: source({ str: 18 }), items: [], worldTime: 0 }).derived);
  });
});

describe("actor travel under OSE (VARIANTS.md §5.8, §5.9)", () => {
  it("GO-12: the sheet's terrains show the OSE miles of 24 a day (road 36, forest 16, swamp 12)", () => {
    const d = derive("character", {}, PRESETS.ose);
    expect(d.travel.companion?.model).toBe("ose");
    expect([d.movement.terrains.optimal.milesPerDay, d.movement.terrains.plains.milesPerDay, d.movement.terrains.forest.milesPerDay, d.movement.terrains.swamp.milesPerDay]).toEqual([36, 24, 16, 12]);
    expect(d.travel.milesAfterSteps).toBe(36);
    expect(d.travel.effectiveMiles).toBe(36);
    expect(d.travel.activityHours).toBe(8);
    expect(d.travel.companion?.rows.find((r) => r.terrain === "forest")?.category).toBe("2/3");
  });

  it("ER adaptation still applies: an elf in forest travels as in tundra (×1)", () => {
    const d = derive("character", { adaptation: { ...ELF } }, PRESETS.ose);
    expect(d.movement.terrains.forest.milesPerDay).toBe(24);
  });

  it("GO-11c: a load that leaves 9 of 12 hexes gives ¾ of the miles (ER encumbrance: 3 steps)", () => {
    // 100 lb body weight: capacity 25 lb, 10-lb steps; 51 lb is 3 steps → speed 9.
    const d = derive("character", {}, with_(PRESETS.ose, { encumbrance: { model: "er" } }), [gear(51)]);
    expect(d.encumbrance.steps).toBe(3);
    expect(d.movement.terrains.plains.milesPerDay).toBe(18);
    expect(d.travel.companion?.encumbered).toBe(true);
  });

  it("GO-11c under the OSE preset: OSE detailed encumbrance gives the tier (510 coins of weight: 90′, ¾ of the miles), with no ER steps", () => {
    const d = derive("character", {}, PRESETS.ose, [gear(51)]);
    expect(d.encumbrance.steps).toBe(0);
    expect(d.encumbrance.variant?.speed).toBe(9);
    expect(d.movement.terrains.plains.milesPerDay).toBe(18);
    expect(d.travel.companion?.encumbered).toBe(true);
  });

  it("GO-15: a flyer ignores terrain at ×2", () => {
    const d = derive("creature", { travel: { flies: true } }, PRESETS.ose);
    expect(d.movement.terrains.mountains.milesPerDay).toBe(48);
    expect(d.travel.companion?.rows.every((r) => r.category === "2")).toBe(true);
  });

  it("GO-13: a forced march today gives ×1½; an owed rest day gives 0; the ER march hours give no steps", () => {
    expect(derive("character", { travel: { forcedMarch: true }, march: { hours: 10 } }, PRESETS.ose).movement.terrains.plains.milesPerDay).toBe(36);
    expect(derive("character", { travel: { forcedMarch: true }, march: { hours: 10 } }, PRESETS.ose).encumbrance.forcedMarchSteps).toBe(0);
    const resting = derive("character", { travel: { restDue: true } }, PRESETS.ose);
    expect(resting.movement.terrains.plains.milesPerDay).toBe(0);
    expect(resting.travel.companion?.restDue).toBe(true);
  });

  it("GO-14: the log shows unrested (−1) from the 7th travel day, only under the OSE rest rule", () => {
    expect(derive("character", { travel: { daysWithoutRest: 6 } }, PRESETS.ose).travel.companion?.log).toMatchObject({ unrested: false, daysWithoutRest: 6 });
    expect(derive("character", { travel: { daysWithoutRest: 7 } }, PRESETS.ose).travel.companion?.log).toMatchObject({ unrested: true, penalty: -1 });
    const noRest = with_(PRESETS.ose, { travel: { oseRest: false } });
    expect(derive("character", { travel: { daysWithoutRest: 7 } }, noRest).travel.companion?.log).toMatchObject({ unrested: false, restRule: false });
    const neither = with_(PRESETS.ose, { travel: { oseRest: false, forcedMarch: "off" } });
    expect(derive("character", { travel: { daysWithoutRest: 7 } }, neither).travel.companion?.log).toBeNull();
  });

  it("bad stored travel values are replaced and reported, never thrown", () => {
    const d = derive("character", { travel: { pace: "gallop", flies: "yes", daysWithoutRest: 9999 } }, PRESETS.ose);
    expect(d.travel.companion?.flies).toBe(false);
    expect(d.travel.companion?.log?.daysWithoutRest).toBe(500);
    const fields = d.problems.filter((p) => p.key === PROBLEM_KEYS.clamped).map((p) => p.data["field"]);
    expect(fields).toEqual(expect.arrayContaining(["travel.pace", "travel.flies", "travel.daysWithoutRest"]));
  });
});

describe("actor travel under OSR (VARIANTS.md §4.4)", () => {
  it("G2-7c: an STR 14 character travels 12 / 6 / 3 in plains, forest, mountains; the listed miles are not used", () => {
    const d = derive("character", { str: 14, milesPerDay: 20 }, PRESETS.osr);
    expect([d.movement.terrains.plains.milesPerDay, d.movement.terrains.forest.milesPerDay, d.movement.terrains.mountains.milesPerDay]).toEqual([12, 6, 3]);
    expect(d.travel.companion).toMatchObject({ model: "osr", baseMiles: 12, strModifier: 2 });
    expect(d.travel.companion?.rows.find((r) => r.terrain === "mountains")?.category).toBe("harsh");
  });

  it("G2-7d / G2-8: light, weather and pace are the actor's stored choices", () => {
    const d = derive("character", { str: 14, travel: { light: "dim", pace: "tactical" } }, PRESETS.osr);
    // Dim plains are difficult: 12 ÷ 2 × ¾ = 4.5 → 4.
    expect(d.movement.terrains.plains.milesPerDay).toBe(4);
    expect(d.travel.companion?.rows.find((r) => r.terrain === "plains")?.category).toBe("difficult");
  });

  it("G2-8: a loaded character is 'encumbered' (×½) instead of ER's −1 mile a step", () => {
    const d = derive("character", { str: 14 }, with_(PRESETS.osr, { encumbrance: { model: "er" } }), [gear(35)]);
    expect(d.encumbrance.steps).toBe(1);
    expect(d.movement.terrains.plains.milesPerDay).toBe(6);
  });

  it("G2-8 under the OSR preset: loads over STR make the character encumbered (80 lb = 16 loads, STR 14: ×½), with no ER steps", () => {
    const under = derive("character", { str: 14 }, PRESETS.osr, [gear(70)]);
    expect(under.encumbrance.variant?.overloaded).toBe(false);
    expect(under.movement.terrains.plains.milesPerDay).toBe(12);
    const over = derive("character", { str: 14 }, PRESETS.osr, [gear(80)]);
    expect(over.encumbrance.steps).toBe(0);
    expect(over.encumbrance.variant?.overloaded).toBe(true);
    expect(over.movement.terrains.plains.milesPerDay).toBe(6);
  });

  it("creatures keep their listed miles (24 → forest 12)", () => {
    const d = derive("creature", { str: 18, milesPerDay: 24 }, PRESETS.osr);
    expect(d.travel.companion?.strModifier).toBeNull();
    expect(d.movement.terrains.forest.milesPerDay).toBe(12);
  });
});

describe("the sheet's movement under the movement variants (D7)", () => {
  it("GA-6: a prone character under prone = crawl shows 6 hexes (2-2-1-1) in the open instead of the book's lost phase", () => {
    const crawl = deriveActor({ type: "character", system: source(), items: [], worldTime: 0, conditions: ["prone"] }, PRESETS.a5e).derived;
    expect(crawl.movement.terrains.optimal.hexesPerRound).toBe(6);
    expect(crawl.movement.terrains.optimal.phases).toEqual([2, 2, 1, 1]);
    const book = deriveActor({ type: "character", system: source(), items: [], worldTime: 0, conditions: ["prone"] }, BOOK_CONFIG).derived;
    expect(book.movement.terrains.optimal.hexesPerRound).toBe(0);
  });
});
