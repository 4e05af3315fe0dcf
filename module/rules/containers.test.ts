import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RulesError } from "./errors";
import { loadWeights } from "./actor-load";
import { packedLoad, towingInForce, type PackedEntry } from "./containers";
import { TOWING_MULTIPLIER, encumbrance } from "./encumbrance";

const backpack: PackedEntry = { id: "pack", weight: 2, isContainer: true, capacity: 30 };

describe("packedLoad: items in a carried container count once towards the carrier (RULES.md §6)", () => {
  it("golden: a backpack of 2 lb holding rope and torches weighs 2 + its contents, counted once", () => {
    const entries: PackedEntry[] = [
      backpack,
      { id: "rope", weight: 5, container: "pack" },
      { id: "torch", weight: 1, quantity: 2, container: "pack" },
      { id: "axe", weight: 7 },
    ];
    const load = packedLoad(entries);
    expect(load.counted).toBe(16);
    expect(load.kit).toBe(0);
    expect(load.setDown).toBe(0);
    expect(load.total).toBe(16);
    expect(load.containers).toEqual([{ id: "pack", contents: 7, capacity: 30, over: false, carried: true, wheeled: false }]);
  });

  it("a container over its capacity is flagged; its weight still counts", () => {
    const load = packedLoad([backpack, { id: "gold", weight: 31, container: "pack" }]);
    expect(load.counted).toBe(33);
    expect(load.containers[0]).toMatchObject({ contents: 31, over: true });
    expect(packedLoad([backpack, { id: "gold", weight: 30, container: "pack" }]).containers[0]?.over).toBe(false);
  });

  it("nested containers: a coin bag in the backpack counts towards both bags' contents, and once towards the load", () => {
    const load = packedLoad([backpack, { id: "bag", weight: 0.5, isContainer: true, container: "pack", capacity: null }, { id: "gems", weight: 1, quantity: 3, container: "bag" }]);
    expect(load.counted).toBe(5.5);
    expect(load.containers.find((c) => c.id === "pack")?.contents).toBe(3.5);
    expect(load.containers.find((c) => c.id === "bag")).toMatchObject({ contents: 3, capacity: null, over: false });
  });

  it("a container set down takes its contents with it (000:L63, the gryf drops the heavy pack)", () => {
    const load = packedLoad([{ ...backpack, carried: false }, { id: "gold", weight: 20, container: "pack" }, { id: "axe", weight: 7 }]);
    expect(load.counted).toBe(7);
    expect(load.setDown).toBe(22);
    expect(load.total).toBe(29);
    expect(load.containers[0]).toMatchObject({ carried: false, contents: 20 });
  });

  it("standard kit stays per item: a kit backpack does not make a treasure haul in it kit (RULES.md §6)", () => {
    const load = packedLoad([{ ...backpack, standardKit: true }, { id: "blanket", weight: 3, container: "pack", standardKit: true }, { id: "haul", weight: 40, container: "pack" }]);
    expect(load.counted).toBe(40);
    expect(load.kit).toBe(5);
    expect(load.containers[0]?.contents).toBe(43);
  });

  it("a reference to no container (deleted, or an item that is not a container) or to itself counts the item loose", () => {
    const load = packedLoad([{ id: "rope", weight: 5, container: "gone" }, { id: "axe", weight: 7, container: "rope" }, { id: "self", weight: 1, isContainer: true, container: "self" }]);
    expect(load.counted).toBe(13);
    expect(load.placement).toEqual([
      { id: "rope", container: null, carried: true },
      { id: "axe", container: null, carried: true },
      { id: "self", container: null, carried: true },
    ]);
  });

  it("a loop of containers (a in b, b in a) counts both loose rather than losing them", () => {
    const load = packedLoad([{ id: "a", weight: 1, isContainer: true, container: "b" }, { id: "b", weight: 2, isContainer: true, container: "a" }, { id: "x", weight: 4, container: "a" }]);
    expect(load.counted).toBe(7);
    expect(load.setDown).toBe(0);
    // The loop is broken at its first entry, which is counted loose.
    expect(load.placement.map((p) => p.container)).toEqual([null, "a", "a"]);
  });

  it("agrees with loadWeights when nothing is in a container", () => {
    const flat = [{ id: "a", weight: 3, quantity: 2 }, { id: "b", weight: 0.1, standardKit: true }, { id: "c", weight: 0.2 }];
    const { counted, kit } = packedLoad(flat);
    expect({ counted, kit }).toEqual(loadWeights(flat));
  });

  it("refuses bad input with a RulesError", () => {
    expect(() => packedLoad([{ id: "a", weight: -1 }])).toThrow(RulesError);
    expect(() => packedLoad([{ id: "a", weight: 1, isContainer: true, capacity: -2 }])).toThrow(RulesError);
    expect(() => packedLoad("x" as unknown as PackedEntry[])).toThrow(RulesError);
    expect(() => packedLoad([{ id: 3, weight: 1 } as unknown as PackedEntry])).toThrow(RulesError);
  });

  it("property: the counted weight is invariant under moving an item into or out of a carried container", () => {
    const entry = fc.record({
      weight: fc.integer({ min: 0, max: 50_000 }).map((u) => u / 1000),
      quantity: fc.integer({ min: 0, max: 20 }),
      standardKit: fc.boolean(),
      isContainer: fc.boolean(),
      capacity: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      parent: fc.nat(),
      nested: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 15 }), fc.nat(), fc.nat(), (raw, pickItem, pickTarget) => {
        const entries: PackedEntry[] = raw.map((e, i) => ({
          id: `i${i}`,
          weight: e.weight,
          quantity: e.quantity,
          standardKit: e.standardKit,
          isContainer: e.isContainer,
          capacity: e.capacity,
          // Only earlier items may hold a later one, so every carried container chain ends loose.
          container: e.nested && i > 0 ? `i${e.parent % i}` : null,
        }));
        const before = packedLoad(entries);
        const i = pickItem % entries.length;
        const containers = entries.filter((e, j) => e.isContainer === true && j < i);
        const target = containers.length === 0 ? null : (containers[pickTarget % containers.length]?.id ?? null);
        const moved = entries.map((e, j) => (j === i ? { ...e, container: target } : e));
        const after = packedLoad(moved);
        expect(after.counted).toBe(before.counted);
        expect(after.kit).toBe(before.kit);
        const out = packedLoad(entries.map((e, j) => (j === i ? { ...e, container: null } : e)));
        expect(out.counted).toBe(before.counted);
      }),
    );
  });
});

describe("towingInForce: a creature towing a wagon has 3× capacity and step (000:L104, RULES.md §6)", () => {
  const wagon: PackedEntry = { id: "wagon", weight: 400, isContainer: true, wheeled: true, capacity: 1500 };

  it("the link to a wheeled container carried by the creature puts towing in force", () => {
    expect(towingInForce(false, "wagon", [wagon])).toBe(true);
    expect(towingInForce(false, "", [wagon])).toBe(false);
    expect(towingInForce(false, null, [wagon])).toBe(false);
  });

  it("a link to a missing item, a backpack (not wheeled) or a wagon set down does not", () => {
    expect(towingInForce(false, "gone", [wagon])).toBe(false);
    expect(towingInForce(false, "pack", [backpack])).toBe(false);
    expect(towingInForce(false, "wagon", [{ ...wagon, carried: false }])).toBe(false);
  });

  it("the manual switch stays in force without a link (worlds that set it keep it)", () => {
    expect(towingInForce(true, null, [])).toBe(true);
  });

  it("golden: a mule (600, step 60) towing its wagon carries 1800 before its first step, each step 180 lb", () => {
    const towing = towingInForce(false, "wagon", [wagon]);
    const load = encumbrance({ group: "packAnimal", capacity: 600, step: 60, carried: 1981, towing });
    expect(load).toMatchObject({ capacity: 600 * TOWING_MULTIPLIER, step: 180, steps: 2 });
  });

  it("refuses a bad link", () => {
    expect(() => towingInForce(false, 3 as unknown as string, [wagon])).toThrow(RulesError);
  });
});
