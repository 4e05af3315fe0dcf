import { describe, expect, it } from "vitest";
import { deriveActor, PROBLEM_KEYS, type ActorSourceInput, type DeriveInput, type ItemInput } from "./derive";
import { ELF, SAURIAN } from "../rules";

type SourcePatch = Partial<Omit<ActorSourceInput, "movement" | "encumbrance" | "load" | "march">> & {
  movement?: Partial<ActorSourceInput["movement"]>;
  encumbrance?: Partial<ActorSourceInput["encumbrance"]>;
  load?: Partial<ActorSourceInput["load"]>;
  march?: Partial<ActorSourceInput["march"]>;
};

function source(patch: SourcePatch = {}): ActorSourceInput {
  return {
    bodyWeight: patch.bodyWeight ?? 0,
    quickness: patch.quickness ?? 0,
    movement: { speed: 12, milesPerDay: 20, sureFooted: false, adaptation: {}, ...patch.movement },
    encumbrance: { towing: false, ...patch.encumbrance },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0, ...patch.load },
    march: { hours: 0, priorSteps: 0, travelHours: 0, ...patch.march },
    ...(patch.nativeTerrains ? { nativeTerrains: patch.nativeTerrains } : {}),
  };
}

const gear = (weight: number, quantity = 1): ItemInput => ({ type: "gear", name: "pack", system: { weight, quantity } });
const weapon = (initiativeModifier: number, inHand: boolean, weight = 0): ItemInput => ({
  type: "weapon",
  system: { initiativeModifier, inHand, equipped: inHand, weight },
});

function character(patch: SourcePatch, items: ItemInput[] = [], extra: Partial<DeriveInput> = {}) {
  return deriveActor({ type: "character", system: source(patch), items, worldTime: 0, ...extra });
}

describe("the gryf of about 100 lb (RULES.md §6)", () => {
  it("carries 25 lb without penalty", () => {
    const { derived } = character({ bodyWeight: 100 }, [gear(25)]);
    expect(derived.encumbrance.capacity).toBe(25);
    expect(derived.encumbrance.steps).toBe(0);
    expect(derived.movement.hexesPerRound).toBe(12);
  });
  it("carrying 30 lb takes one step: initiative +1, speed −1, miles −1, 7.5 hours", () => {
    const { derived, profile } = character({ bodyWeight: 100 }, [gear(10, 2), weapon(0, false, 10)]);
    expect(derived.encumbrance.carried).toBe(30);
    expect(derived.encumbrance.loadedSteps).toBe(1);
    expect(derived.encumbrance.steps).toBe(1);
    expect(derived.initiative.encumbrance).toBe(1);
    expect(derived.initiative.total).toBe(1);
    expect(derived.movement.hexesPerRound).toBe(11);
    expect(derived.travel.milesAfterSteps).toBe(19);
    expect(derived.travel.activityHours).toBe(7.5);
    expect(derived.travel.effectiveMiles).toBe(18);
    expect(profile.movement.encumbranceSteps).toBe(1);
    expect(profile.movement.speed).toBe(12);
    expect(profile.initiative.encumbrance).toBe(1);
  });
  it("35 lb is still one step, 36 lb two", () => {
    expect(character({ bodyWeight: 100 }, [gear(35)]).derived.encumbrance.steps).toBe(1);
    expect(character({ bodyWeight: 100 }, [gear(36)]).derived.encumbrance.steps).toBe(2);
  });
});

describe("the book's character rows (RULES.md §6 table)", () => {
  // capacity 30 → body weight 120; capacity 55 → body weight 220
  const rows: [number, number, number, number, number, number][] = [
    // body, speed, miles, carried, hexes, [effective miles]
    [120, 12, 20, 30, 12, 20],
    [120, 12, 20, 40, 11, 18],
    [120, 12, 20, 50, 10, 16],
    [120, 12, 20, 60, 9, 14],
    [120, 12, 20, 70, 8, 12],
    [220, 11, 18, 65, 10, 16],
    [220, 11, 18, 95, 7, 10],
  ];
  it.each(rows)("body %i, speed %i, %i mi, carrying %i → %i hexes, [%i] mi", (body, speed, miles, carried, hexes, eff) => {
    const { derived } = character({ bodyWeight: body, movement: { speed, milesPerDay: miles } }, [gear(carried)]);
    expect(derived.movement.hexesPerRound).toBe(hexes);
    expect(derived.travel.effectiveMiles).toBe(eff);
  });
});

describe("pack animals (RULES.md §6 table)", () => {
  const creature = (capacity: number, step: number, speed: number, miles: number, carried: number) =>
    deriveActor({
      type: "creature",
      system: source({ movement: { speed, milesPerDay: miles }, encumbrance: { group: "packAnimal", capacity, step } }),
      items: [gear(carried)],
      worldTime: 0,
    }).derived;
  const rows: [string, number, number, number, number, number, number, number, number][] = [
    // name, capacity, step, speed, miles, carried, hexes, miles after, effective
    ["pack animal", 500, 25, 24, 42, 500, 24, 42, 42],
    ["pack animal", 500, 25, 24, 42, 525, 23, 41, 38],
    ["pack animal", 500, 25, 24, 42, 600, 20, 38, 28],
    ["lizard steed", 1000, 10, 18, 36, 1010, 17, 35, 33],
    ["lizard steed", 1000, 10, 18, 36, 1040, 14, 32, 24],
    ["mule", 600, 60, 12, 24, 660, 11, 23, 22],
    ["mule", 600, 60, 12, 24, 720, 10, 22, 19],
    ["mule", 600, 60, 12, 24, 840, 8, 20, 15],
  ];
  it.each(rows)("%s (%i lb, step %i, %i hexes, %i mi) carrying %i", (_n, cap, step, speed, miles, carried, hexes, after, eff) => {
    const d = creature(cap, step, speed, miles, carried);
    expect(d.encumbrance.capacity).toBe(cap);
    expect(d.encumbrance.step).toBe(step);
    expect(d.movement.hexesPerRound).toBe(hexes);
    expect(d.travel.milesAfterSteps).toBe(after);
    expect(d.travel.effectiveMiles).toBe(eff);
  });
  it("towing triples capacity and step", () => {
    const d = creature(600, 60, 12, 24, 1800);
    expect(d.encumbrance.steps).toBeGreaterThan(0);
    const towing = deriveActor({
      type: "creature",
      system: source({ movement: { speed: 12, milesPerDay: 24 }, encumbrance: { group: "packAnimal", capacity: 600, step: 60, towing: true } }),
      items: [gear(1800)],
      worldTime: 0,
    }).derived;
    expect(towing.encumbrance.capacity).toBe(1800);
    expect(towing.encumbrance.step).toBe(180);
    expect(towing.encumbrance.steps).toBe(0);
  });
  it("a pack animal without a capacity is reported, not penalised", () => {
    const d = deriveActor({
      type: "creature",
      system: source({ encumbrance: { group: "packAnimal", capacity: null, step: null } }),
      items: [gear(100)],
      worldTime: 0,
    }).derived;
    expect(d.encumbrance.steps).toBe(0);
    expect(d.problems.map((p) => p.key)).toContain(PROBLEM_KEYS.noCapacity);
  });
  it("an 'everything else' creature over 20 lb cannot move", () => {
    const { derived, profile } = deriveActor({
      type: "creature",
      system: source({ encumbrance: { group: "other" } }),
      items: [gear(21)],
      worldTime: 0,
    });
    expect(derived.encumbrance.immobile).toBe(true);
    expect(derived.movement.hexesPerRound).toBe(0);
    expect(derived.movement.blockedBy).toBe("encumbrance");
    expect(derived.travel.effectiveMiles).toBe(0);
    expect(profile.movement.immobile).toBe(true);
  });
});

describe("the forced-march squad (RULES.md §6)", () => {
  it("10 hours of march: 4 steps, +4 initiative, −4 movement, 6 hours of activity next day", () => {
    const { derived } = character({ bodyWeight: 180, movement: { speed: 12, milesPerDay: 20 }, march: { hours: 10 } });
    expect(derived.encumbrance.marchAllotmentHours).toBe(8);
    expect(derived.encumbrance.forcedMarchSteps).toBe(4);
    expect(derived.encumbrance.steps).toBe(4);
    expect(derived.initiative.encumbrance).toBe(4);
    expect(derived.movement.hexesPerRound).toBe(8);
    expect(derived.travel.activityHours).toBe(6);
  });
  it("8 hours on that 6-hour day (4 steps in force) repeats the penalties; the allotment is derived", () => {
    const { derived } = character({ bodyWeight: 180, march: { hours: 8, priorSteps: 4 } });
    expect(derived.encumbrance.marchAllotmentHours).toBe(6);
    expect(derived.encumbrance.forcedMarchSteps).toBe(4);
    expect(derived.travel.activityHours).toBe(6);
  });
  it("a short day clears it", () => {
    expect(character({ bodyWeight: 180, march: { hours: 6, priorSteps: 4 } }).derived.encumbrance.forcedMarchSteps).toBe(0);
  });
  it("an encumbered party's day is already shorter: 8 hours with 2 loaded steps is a forced march", () => {
    // Body weight 100 → capacity 25; 45 lb is 2 steps, so the day has 7 hours: 8 hours is 2 steps beyond.
    const { derived } = character({ bodyWeight: 100, march: { hours: 8 } }, [gear(45)]);
    expect(derived.encumbrance.loadedSteps).toBe(2);
    expect(derived.encumbrance.marchAllotmentHours).toBe(7);
    expect(derived.encumbrance.forcedMarchSteps).toBe(2);
    expect(derived.encumbrance.steps).toBe(4);
  });
  it("only full 30-minute intervals beyond the allotment count", () => {
    expect(character({ bodyWeight: 180, march: { hours: 8 + 10 / 60 } }).derived.encumbrance.forcedMarchSteps).toBe(0);
    expect(character({ bodyWeight: 180, march: { hours: 8.5 } }).derived.encumbrance.forcedMarchSteps).toBe(1);
  });
  it("forced-march steps add to loaded steps", () => {
    const { derived } = character({ bodyWeight: 100, march: { hours: 9 } }, [gear(30)]);
    // 1 loaded step: a 7.5-hour day; 9 hours is 1.5 h beyond: 3 steps; 1 + 3 in force.
    expect(derived.encumbrance.forcedMarchSteps).toBe(3);
    expect(derived.encumbrance.steps).toBe(4);
  });
});

describe("standard equipment (RULES.md §6)", () => {
  it("marked items do not count towards the load; kit and counted weight are reported apart", () => {
    const kit = (type: string, weight: number, extra: Record<string, unknown> = {}): ItemInput => ({ type, name: type, system: { weight, quantity: 1, standardKit: true, ...extra } });
    // Body weight 100 → capacity 25: 20 lb of kit and 30 lb of treasure is one step, not three.
    const { derived } = character({ bodyWeight: 100 }, [kit("gear", 10), kit("weapon", 4, { inHand: true, initiativeModifier: 1 }), kit("armour", 6), gear(30)]);
    expect(derived.encumbrance.kit).toBe(20);
    expect(derived.encumbrance.carried).toBe(30);
    expect(derived.encumbrance.loadedSteps).toBe(1);
    // The weapon in hand still sets the initiative modifier, kit or not.
    expect(derived.initiative.weapon).toBe(1);
  });
  it("unmarked items count as before", () => {
    const { derived } = character({ bodyWeight: 100 }, [{ type: "gear", system: { weight: 10, quantity: 2, standardKit: false } }, gear(30)]);
    expect(derived.encumbrance.kit).toBe(0);
    expect(derived.encumbrance.carried).toBe(50);
    expect(derived.encumbrance.loadedSteps).toBe(3);
  });
});

describe("partial days (RULES.md §6)", () => {
  it("miles for the hours typed: miles per day after penalties ÷ 8 × hours, unrounded", () => {
    const { derived } = character({ bodyWeight: 100, movement: { speed: 12, milesPerDay: 20 }, march: { travelHours: 3 } }, [gear(35)]);
    // 1 step: 19 miles a day → 2.375 miles an hour.
    expect(derived.travel.milesAfterSteps).toBe(19);
    expect(derived.travel.hours).toBe(3);
    expect(derived.travel.partialMiles).toBe(7.125);
    expect(derived.movement.terrains.forest.partialMiles).toBe((derived.movement.terrains.forest.milesPerDay * 3) / 8);
  });
  it("hours beyond the day's activity are clamped to it and reported", () => {
    const { derived } = character({ bodyWeight: 100, march: { travelHours: 8 } }, [gear(35)]);
    expect(derived.travel.hours).toBe(7.5);
    expect(derived.travel.partialMiles).toBe((19 * 7.5) / 8);
    expect(derived.problems.map((p) => p.key)).toContain(PROBLEM_KEYS.clamped);
  });
  it("no hours typed: no miles", () => {
    expect(character({ bodyWeight: 100 }).derived.travel.partialMiles).toBe(0);
  });
});

describe("persistent encumbrance (RULES.md §6)", () => {
  const dropped = { overCapacitySeconds: 3600, droppedAt: 10_000, droppedSteps: 3, loadedSteps: 0, unloadedSeconds: 0 };
  it("lingers at half the dropped level, rounded up, for four hours", () => {
    const at = (worldTime: number) => character({ bodyWeight: 100, load: dropped }, [], { worldTime }).derived;
    expect(at(10_000).encumbrance.persistentSteps).toBe(2);
    expect(at(10_000).encumbrance.persistentUntil).toBe(10_000 + 4 * 3600);
    expect(at(10_000).movement.hexesPerRound).toBe(10);
    expect(at(10_000 + 4 * 3600 - 1).encumbrance.persistentSteps).toBe(2);
    expect(at(10_000 + 4 * 3600).encumbrance.persistentSteps).toBe(0);
    expect(at(10_000 + 4 * 3600).encumbrance.persistentUntil).toBeNull();
    expect(at(10_000).encumbrance.overCapacityMinutes).toBe(60);
  });
  it("does not add to a new, heavier load (the larger applies)", () => {
    const { derived } = character({ bodyWeight: 100, load: dropped }, [gear(55)], { worldTime: 10_100 });
    expect(derived.encumbrance.loadedSteps).toBe(3);
    expect(derived.encumbrance.steps).toBe(3);
  });
});

describe("initiative parts (RULES.md §2)", () => {
  it("quickness 10 gives −1; fists in hand −2", () => {
    const { derived, profile } = character({ bodyWeight: 100, quickness: 10 }, [weapon(-2, true)]);
    expect(derived.initiative.quickness).toBe(-1);
    expect(derived.initiative.weapon).toBe(-2);
    expect(derived.initiative.total).toBe(-3);
    expect(profile.initiative).toEqual({ quickness: -1, weapon: -2, encumbrance: 0 });
  });
  it("a weapon that is not in hand does not count; the slowest in hand does", () => {
    expect(character({ bodyWeight: 100 }, [weapon(2, false)]).derived.initiative.weapon).toBe(0);
    expect(character({ bodyWeight: 100 }, [weapon(-2, true), weapon(2, true)]).derived.initiative.weapon).toBe(2);
  });
  it("a quickness skill item overrides the actor's rating", () => {
    const skill: ItemInput = { type: "skill", system: { identifier: "Quickness", rating: 27 } };
    const other: ItemInput = { type: "skill", system: { identifier: "climbing", rating: 90 } };
    const { derived } = character({ bodyWeight: 100, quickness: 5 }, [skill, other]);
    expect(derived.initiative.quicknessRating).toBe(27);
    expect(derived.initiative.quickness).toBe(-2);
  });
});

describe("terrain and adaptation (RULES.md §4, the elf and the saurian)", () => {
  const elf = character({ bodyWeight: 120, movement: { speed: 12, adaptation: { ...ELF, plains: "" } } }).derived;
  const saurian = character({ bodyWeight: 200, movement: { speed: 8, adaptation: { ...SAURIAN } } }).derived;
  it("in forest the elf moves 7 and the saurian 4", () => {
    expect(elf.movement.terrains.forest.hexesPerRound).toBe(7);
    expect(elf.movement.terrains.forest.effective).toBe("tundra");
    expect(saurian.movement.terrains.forest.hexesPerRound).toBe(4);
  });
  it("in swamp the elf moves 4 and the saurian 6", () => {
    expect(elf.movement.terrains.swamp.hexesPerRound).toBe(4);
    expect(saurian.movement.terrains.swamp.hexesPerRound).toBe(6);
    expect(saurian.movement.terrains.swamp.effective).toBe("plains");
  });
  it("every terrain is listed with its phases summing to its hexes", () => {
    for (const t of Object.values(elf.movement.terrains)) expect(t.phases.reduce((a, b) => a + b, 0)).toBe(t.hexesPerRound);
    expect(elf.movement.phases).toEqual([4, 3, 3, 2]);
    expect(elf.movement.terrains.mountains.hexesPerRound).toBe(4);
  });
  it("a sure-footed creature treats hills as forest; a native of the hills as desert", () => {
    const horse = deriveActor({
      type: "creature",
      system: source({ movement: { speed: 20, sureFooted: true }, encumbrance: { group: "other" } }),
      items: [],
      worldTime: 0,
    }).derived;
    expect(horse.movement.terrains.hills.effective).toBe("forest");
    expect(horse.movement.terrains.hills.hexesPerRound).toBe(9);
    const goat = deriveActor({
      type: "creature",
      system: source({ movement: { speed: 20 }, encumbrance: { group: "other" }, nativeTerrains: ["hills"] }),
      items: [],
      worldTime: 0,
    }).derived;
    expect(goat.movement.adaptation).toEqual({ hills: "desert" });
    expect(goat.movement.terrains.hills.hexesPerRound).toBe(11);
  });
  it("daily miles in a terrain follow the terrain divisor", () => {
    const d = character({ bodyWeight: 120, movement: { speed: 12, milesPerDay: 22 } }).derived;
    expect(d.movement.terrains.forest.milesPerDay).toBe(10);
    expect(d.movement.terrains.forest.effectiveMiles).toBe(10);
  });
});

describe("conditions (RULES.md §7)", () => {
  it("knocked down: no movement, named as the blocker; unknown status ids are ignored", () => {
    const d = character({ bodyWeight: 100 }, [], { conditions: ["prone", "dead"] }).derived;
    expect(d.movement.hexesPerRound).toBe(0);
    expect(d.movement.blockedBy).toBe("prone");
  });
  it("squeezing halves", () => {
    expect(character({ bodyWeight: 100 }, [], { conditions: ["squeezing"] }).derived.movement.hexesPerRound).toBe(6);
  });
});

describe("bad data is clamped and reported, never thrown", () => {
  it("a negative weight counts as 0 and is reported", () => {
    const d = character({ bodyWeight: 100 }, [gear(-5)]).derived;
    expect(d.encumbrance.carried).toBe(0);
    expect(d.problems).toContainEqual({ key: PROBLEM_KEYS.clamped, data: { field: "pack: weight", value: "-5", used: 0 } });
  });
  it("a fractional speed is rounded down, NaN quickness becomes 0", () => {
    const d = character({ bodyWeight: 100, quickness: Number.NaN, movement: { speed: 12.7 } }).derived;
    expect(d.movement.speed).toBe(12);
    expect(d.initiative.quicknessRating).toBe(0);
    expect(d.problems.map((p) => p.data["field"]).sort()).toEqual(["movement.speed", "quickness"]);
  });
  it("a character without a body weight is reported and not penalised", () => {
    const d = character({ bodyWeight: 0 }, [gear(40)]).derived;
    expect(d.encumbrance.steps).toBe(0);
    expect(d.problems.map((p) => p.key)).toEqual([PROBLEM_KEYS.noBodyWeight]);
  });
  it("an unknown adaptation target is ignored", () => {
    const d = character({ bodyWeight: 100, movement: { adaptation: { forest: "lava" } } }).derived;
    expect(d.movement.adaptation).toEqual({});
  });
});

describe("world time input", () => {
  it("a missing world time counts as 0 and is reported", () => {
    const d = character({ bodyWeight: 100, load: { overCapacitySeconds: 3600, droppedAt: 0, droppedSteps: 2 } }, [], { worldTime: Number.NaN }).derived;
    expect(d.encumbrance.persistentSteps).toBe(1);
    expect(d.problems.map((p) => p.data["field"])).toEqual(["worldTime"]);
  });
  it("a fractional world time is dropped to the whole second", () => {
    const d = character({ bodyWeight: 100, load: { overCapacitySeconds: 3600, droppedAt: 0, droppedSteps: 2 } }, [], { worldTime: 4 * 3600 - 0.5 }).derived;
    expect(d.encumbrance.persistentSteps).toBe(1);
    expect(d.problems).toEqual([]);
  });
});

describe("when the rules core refuses the data", () => {
  it("an unknown encumbrance group is reported and derived as \"other\", without throwing", () => {
    const { derived } = deriveActor({
      type: "creature",
      system: source({ encumbrance: { group: "beast" as never } }),
      items: [gear(10)],
      worldTime: 0,
    });
    expect(derived.encumbrance.group).toBe("other");
    expect(derived.problems).toEqual([{ key: PROBLEM_KEYS.clamped, data: { field: "encumbrance.group", value: "beast", used: "other" } }]);
    // "other" carries 20 lb: 10 lb of gear leaves it mobile at full speed.
    expect(derived.encumbrance.immobile).toBe(false);
    expect(derived.movement.hexesPerRound).toBe(12);
  });

});

// Golden regression tests of the derivation's fault classes found by the fuzz suite:
// garbage gives a listed problem and a safe value, never a throw, NaN or an unchecked magnitude.
describe("bad stored values never crash the derivation", () => {
  const base = (): DeriveInput => ({ type: "character", system: source({ bodyWeight: 100 }), items: [gear(10)], worldTime: 0 });
  it("items, conditions or native terrains that are not lists are reported and read as empty", () => {
    for (const patch of [{ items: null }, { items: 5 }, { conditions: "prone" }, { conditions: {} }] as const) {
      const { derived } = deriveActor({ ...base(), ...(patch as object) } as DeriveInput);
      expect(derived.problems.map((p) => p.key)).toContain(PROBLEM_KEYS.clamped);
      expect(derived.movement.hexesPerRound).toBe(12);
    }
    const creature = deriveActor({ type: "creature", system: { ...source(), nativeTerrains: 7 as never }, items: [], worldTime: 0 });
    expect(creature.derived.problems[0]?.data["field"]).toBe("nativeTerrains");
  });
  it("a missing or broken part of the source is reported, and the rest still derives", () => {
    const { derived } = deriveActor({ ...base(), system: { ...source({ bodyWeight: 100 }), movement: null as never } });
    expect(derived.problems.some((p) => p.data["field"] === "movement")).toBe(true);
    expect(derived.encumbrance.capacity).toBe(25);
    expect(() => deriveActor(null as never)).not.toThrow();
    expect(() => deriveActor({ ...base(), items: [null, { type: Symbol("x") }, { type: "gear", system: null }] as never })).not.toThrow();
  });
  it("values beyond the models' bounds are clamped to them and reported, never passed through", () => {
    const { derived } = deriveActor({ ...base(), system: source({ bodyWeight: 100, movement: { speed: 2 ** 53 }, march: { hours: 1e308 } }) });
    expect(derived.movement.speed).toBe(200);
    expect(derived.problems.map((p) => p.data["field"])).toEqual(expect.arrayContaining(["movement.speed", "march.hours"]));
    const huge = deriveActor({ ...base(), items: [gear(1e306, 0)] });
    expect(Number.isFinite(huge.derived.encumbrance.carried)).toBe(true);
  });
  it("a Symbol, BigInt or null-prototype value is reported, not a TypeError", () => {
    const odd = [Symbol("s"), 10n, Object.create(null)];
    for (const v of odd) {
      const { derived } = deriveActor({ ...base(), system: source({ bodyWeight: v as never }), worldTime: v as never });
      expect(derived.problems.length).toBeGreaterThan(0);
    }
  });
});

describe("weapons and armour count their quantity (every item type has one)", () => {
  const base = {
    bodyWeight: 100,
    quickness: 0,
    movement: { speed: 12, milesPerDay: 20, sureFooted: false, adaptation: {} },
    encumbrance: { towing: false },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    march: { hours: 0, allotmentHours: 8 },
  };
  it("two daggers of 2 lb and two shields of 5 lb weigh 14 lb; a weapon without quantity counts once", () => {
    const items = [
      { type: "weapon", system: { weight: 2, quantity: 2 } },
      { type: "armour", system: { weight: 5, quantity: 2 } },
    ];
    expect(deriveActor({ type: "character", system: base, items, worldTime: 0 }).derived.encumbrance.carried).toBe(14);
    expect(deriveActor({ type: "character", system: base, items: [{ type: "weapon", system: { weight: 2 } }], worldTime: 0 }).derived.encumbrance.carried).toBe(2);
  });
});
