/**
 * The actors' derivation under the companion encumbrance models (VARIANTS.md rows
 * 12, 25, 26, §9.2): characters only; creatures keep the ER groups; the model's speed feeds the
 * hexes, phases, profile and miles; no ER steps, so no initiative part (G2-4b); the stored data is
 * never touched.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { deriveActor, PROBLEM_KEYS, type ActorSourceInput, type DeriveInput, type ItemInput } from "./derive";
import { BOOK_CONFIG, PRESETS, type EncumbranceModelId, type VariantConfig } from "../rules";
import { variantConfig } from "../../tests/support/variants";

const withModel = (model: EncumbranceModelId, extra: Partial<VariantConfig["encumbrance"]> = {}): VariantConfig => variantConfig({ encumbrance: { model, ...extra } });
const OSR = withModel("osrLoads");
const BASIC = withModel("oseBasic");
const DETAILED = withModel("oseDetailed");
const OFF = withModel("off");
const ALL: readonly VariantConfig[] = [BOOK_CONFIG, OSR, BASIC, DETAILED, OFF, withModel("oseDetailed", { oseGearFlat80: true })];

function source(patch: Partial<ActorSourceInput> = {}): ActorSourceInput {
  return {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 3600, droppedAt: 0, droppedSteps: 4, loadedSteps: 4, unloadedSeconds: 0 },
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    abilities: { str: 10, dex: 10, con: 10 },
    coins: 0,
    ...patch,
  };
}
const gear = (weight: number, quantity = 1): ItemInput => ({ type: "gear", name: "pack", system: { weight, quantity } });
const armour = (weight: number, oseClass?: string, worn = true): ItemInput => ({ type: "armour", name: "armour", system: { weight, worn, quantity: 1, ...(oseClass ? { oseClass } : {}) } });

function derive(type: "character" | "creature", system: ActorSourceInput, items: ItemInput[], variants?: VariantConfig, extra: Partial<DeriveInput> = {}) {
  return deriveActor({ type, system, items, worldTime: 60, ...(variants ? { variants } : {}), ...extra });
}

describe("characters under the companion encumbrance models", () => {
  it("G2-3: OSR, STR 10 with 11 loads (55 lb) at speed 12: 10 hexes, 3-3-2-2, overloaded; profile speed 10 with no steps", () => {
    const { derived, profile } = derive("character", source(), [gear(55)], OSR);
    expect(derived.encumbrance.model).toBe("osrLoads");
    // A companion load model: the book's steps and load history do not apply to this character.
    expect(derived.encumbrance.erSteps).toBe(false);
    expect(derived.encumbrance.variant).toMatchObject({ loads: 11, loadsOver: 1, overloaded: true, speed: 10 });
    expect(derived.movement.hexesPerRound).toBe(10);
    expect(derived.movement.phases).toEqual([3, 3, 2, 2]);
    expect(derived.movement.speed).toBe(12);
    expect(profile.movement).toMatchObject({ speed: 10, encumbranceSteps: 0, immobile: false });
  });

  it("G2-3b: OSR, 16 loads: 0 hexes, immobile, blocked by encumbrance", () => {
    const { derived, profile } = derive("character", source({ coins: 8000 }), [], OSR);
    expect(derived.movement.hexesPerRound).toBe(0);
    expect(derived.encumbrance.immobile).toBe(true);
    expect(derived.movement.blockedBy).toBe("encumbrance");
    expect(profile.movement.immobile).toBe(true);
    expect(derived.travel.milesAfterSteps).toBe(0);
  });

  it("G2-4b: ER 2d10 initiative with osrLoads and 3 loads over: the initiative encumbrance part is 0 (the book gives 4 steps here)", () => {
    const items = [gear(65)];
    const book = derive("character", source(), items);
    expect(book.derived.initiative.encumbrance).toBeGreaterThan(0);
    const { derived, profile } = derive("character", source(), items, OSR);
    expect(derived.encumbrance.variant?.loadsOver).toBe(3);
    expect(derived.initiative.encumbrance).toBe(0);
    expect(profile.initiative.encumbrance).toBe(0);
    expect(derived.encumbrance.steps).toBe(0);
    expect(derived.movement.hexesPerRound).toBe(6);
  });

  it("GO-10: OSE basic, heavy armour worn and 800 coins of treasure: 3 hexes (¼), miles 6; the heaviest worn counts, armour carried does not", () => {
    const { derived } = derive("character", source({ coins: 800 }), [armour(20, "light"), armour(45)], BASIC);
    expect(derived.encumbrance.variant).toMatchObject({ armourClass: "heavy", significantTreasure: true, tier: 3 });
    expect(derived.movement.hexesPerRound).toBe(3);
    expect(derived.travel.milesAfterSteps).toBe(6);
    const carried = derive("character", source({ coins: 0 }), [armour(45, "auto", false)], BASIC).derived;
    expect(carried.movement.hexesPerRound).toBe(12);
  });

  it("003:L106: the GM's judgement of the treasure wins over the threshold; a bad stored judgement is 'auto', reported", () => {
    expect(derive("character", source({ coins: 10, oseTreasure: "significant" }), [], BASIC).derived.movement.hexesPerRound).toBe(9);
    expect(derive("character", source({ coins: 900, oseTreasure: "none" }), [], BASIC).derived.movement.hexesPerRound).toBe(12);
    const bad = derive("character", source({ coins: 900, oseTreasure: "heaps" }), [], BASIC).derived;
    expect(bad.movement.hexesPerRound).toBe(9);
    expect(bad.problems.some((p) => p.data["field"] === "oseTreasure")).toBe(true);
  });

  it("P1 (003:L94–L102): OSE basic, gear marked treasure counts with the coins (1,590 coins + 10 jewels of 1 lb, 100 coins: immobile); unmarked gear does not", () => {
    const jewels: ItemInput = { type: "gear", name: "jewels", system: { weight: 1, quantity: 10, treasure: true } };
    expect(derive("character", source({ coins: 1590 }), [jewels], BASIC).derived.movement.blockedBy).toBe("encumbrance");
    expect(derive("character", source({ coins: 1590 }), [gear(1, 10)], BASIC).derived.movement.blockedBy).toBeNull();
  });

  it("GO-10b: OSE basic, 1,601 coins: immobile", () => {
    expect(derive("character", source({ coins: 1601 }), [], BASIC).derived.movement.blockedBy).toBe("encumbrance");
  });

  it("GO-11/GO-11b: OSE detailed, 401 coins → 9 hexes (3-2-2-2 is the 9 split); 870 coins → 3; 40 lb of armour → 12", () => {
    expect(derive("character", source({ coins: 401 }), [], DETAILED).derived.movement.hexesPerRound).toBe(9);
    expect(derive("character", source({ coins: 870 }), [], DETAILED).derived.movement.hexesPerRound).toBe(3);
    expect(derive("character", source(), [armour(40)], DETAILED).derived.movement.hexesPerRound).toBe(12);
  });

  it("GO-11c: OSE detailed miles a day 24 → 24, 18, 12, 6 across the tiers", () => {
    expect([0, 500, 700, 1000].map((coins) => derive("character", source({ coins }), [], DETAILED).derived.travel.milesAfterSteps)).toEqual([24, 18, 12, 6]);
  });

  it("GO-11d: oseGearFlat80 counts 23 lb of gear as 80 coins", () => {
    const flat = withModel("oseDetailed", { oseGearFlat80: true });
    expect(derive("character", source({ coins: 320 }), [gear(20), gear(1.5, 2)], flat).derived.encumbrance.variant?.coinWeight).toBe(400);
    expect(derive("character", source({ coins: 320 }), [gear(20), gear(1.5, 2)], DETAILED).derived.encumbrance.variant?.coinWeight).toBe(550);
  });

  it("terrain and conditions still apply to the model's speed (forest halves 9 → 5 rounded half up)", () => {
    const { derived } = derive("character", source({ coins: 401 }), [], DETAILED);
    expect(derived.movement.terrains.forest.hexesPerRound).toBeLessThan(9);
    const prone = derive("character", source({ coins: 401 }), [], DETAILED, { conditions: ["prone"] }).derived;
    expect(prone.movement.hexesPerRound).toBe(0);
  });

  it("no persistent encumbrance and no ER capacity under a companion model; the body weight is not needed", () => {
    const { derived } = derive("character", source({ bodyWeight: 0 }), [], DETAILED);
    expect(derived.encumbrance.persistentSteps).toBe(0);
    expect(derived.encumbrance.capacity).toBe(0);
    expect(derived.problems.map((p) => p.key)).not.toContain(PROBLEM_KEYS.noBodyWeight);
    // Under the book the same stored history gives persistent steps (the contrast).
    expect(derive("character", source(), []).derived.encumbrance.persistentSteps).toBe(2);
  });

  it("off: the listed speed, no ER steps at all", () => {
    const { derived } = derive("character", source({ coins: 99999 }), [gear(500)], OFF);
    expect(derived.movement.hexesPerRound).toBe(12);
    expect(derived.encumbrance.steps).toBe(0);
    expect(derived.encumbrance.variant?.model).toBe("off");
  });

  it("the presets: +OSE gives OSE detailed, +OSR gives OSR loads", () => {
    expect(derive("character", source({ coins: 401 }), [], PRESETS.ose).derived.movement.hexesPerRound).toBe(9);
    expect(derive("character", source(), [gear(55)], PRESETS.osr).derived.movement.hexesPerRound).toBe(10);
  });
});

describe("bad input and what never changes", () => {
  it("negative or text coins and an unknown armour class are clamped and reported, never thrown", () => {
    const neg = derive("character", source({ coins: -50 as number }), [], DETAILED).derived;
    expect(neg.encumbrance.variant?.coinWeight).toBe(0);
    expect(neg.problems.some((p) => p.key === PROBLEM_KEYS.clamped && p.data["field"] === "coins")).toBe(true);
    const text = derive("character", source({ coins: "lots" as unknown as number }), [], DETAILED).derived;
    expect(text.problems.some((p) => p.key === PROBLEM_KEYS.clamped && p.data["field"] === "coins")).toBe(true);
    const odd = derive("character", source(), [armour(10, "mithril")], BASIC).derived;
    expect(odd.encumbrance.variant?.armourClass).toBe("light");
    expect(odd.problems.some((p) => String(p.data["field"]).endsWith("oseClass"))).toBe(true);
  });

  it("an illegal config passed by a caller is the book, reported", () => {
    const { derived } = derive("character", source(), [], { ...BOOK_CONFIG, encumbrance: { ...BOOK_CONFIG.encumbrance, model: "nope" } } as unknown as VariantConfig);
    expect(derived.encumbrance.model).toBe("er");
    expect(derived.encumbrance.erSteps).toBe(true);
    expect(derived.problems.some((p) => p.data["field"] === "variants")).toBe(true);
  });

  it("property: creatures are unaffected by every model (same derivation as the book)", () => {
    const group = fc.constantFrom("packAnimal" as const, "other" as const, "character" as const);
    fc.assert(
      fc.property(fc.nat(40), fc.nat(900), fc.nat(20000), group, fc.constantFrom(...ALL), (speed, lb, coins, g, config) => {
        const sys = source({ coins, movement: { speed, milesPerDay: 24, sureFooted: false, adaptation: {} }, encumbrance: { towing: false, group: g, capacity: 300, step: 25 } });
        const book = derive("creature", sys, [gear(lb)]);
        const under = derive("creature", sys, [gear(lb)], config);
        // Persistent encumbrance follows its own toggle (off in every legal companion config), the rest is the book's.
        const strip = (d: typeof book.derived) => ({ ...d, encumbrance: { ...d.encumbrance, persistentSteps: 0, persistentUntil: null, persistentSecondsLeft: 0, steps: 0 } });
        if (config.encumbrance.persistent) expect(under).toEqual(book);
        else {
          expect(under.derived.encumbrance.model).toBe("er");
          expect(under.derived.encumbrance.variant).toBeNull();
          expect(under.derived.encumbrance.loadedSteps).toBe(book.derived.encumbrance.loadedSteps);
          expect(strip(under.derived).encumbrance.capacity).toBe(book.derived.encumbrance.capacity);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("property: never negative hexes, and more coins never more hexes, for characters under every model", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(3000), fc.nat(3000), fc.nat(300), fc.constantFrom(...ALL.slice(1)), (speed, coins, extra, lb, config) => {
        const sys = (c: number) => source({ coins: c, movement: { speed, milesPerDay: 24, sureFooted: false, adaptation: {} } });
        const a = derive("character", sys(coins), [gear(lb)], config).derived;
        const b = derive("character", sys(coins + extra), [gear(lb)], config).derived;
        expect(a.movement.hexesPerRound).toBeGreaterThanOrEqual(0);
        expect(b.movement.hexesPerRound).toBeLessThanOrEqual(a.movement.hexesPerRound);
        expect(a.initiative.encumbrance).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it("the derivation never writes to its input (switching models loses no stored data)", () => {
    const sys = source({ coins: 900 });
    const frozen = structuredClone(sys);
    for (const config of ALL) derive("character", sys, [armour(45), gear(30)], config);
    expect(sys).toEqual(frozen);
  });
});
