import { describe, expect, it } from "vitest";
import { packedLoad, towingInForce, type PackedEntry } from "./containers";
import { MAX_WEIGHT_LB } from "./bounds";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const pack: PackedEntry = { id: "pack", weight: 2, isContainer: true, capacity: 30 };

describe("packedLoad: each refusal names its entry and field (RULES.md §6)", () => {
  it("a list that is not an array is refused as a list of items", () => {
    expectRefusal(() => packedLoad(hostile({ length: 0 })), "INVALID_ARGUMENT", "entries", { length: 0 }, "expected an array of items");
  });

  it("an entry that is not an object, or without a string id, is refused by its index", () => {
    expectRefusal(() => packedLoad(hostile([{ id: "a", weight: 1 }, 7])), "INVALID_ARGUMENT", "entries[1]", 7, "expected an object");
    expectRefusal(() => packedLoad(hostile([{ id: "a", weight: 1 }, { id: 3, weight: 1 }])), "INVALID_ARGUMENT", "entries[1].id", 3, "expected a string id");
  });

  it("a container reference that is not an id is refused; null, undefined and an id are taken", () => {
    expectRefusal(() => packedLoad(hostile([{ id: "a", weight: 1, container: 4 }])), "INVALID_ARGUMENT", "entries[0].container", 4, "expected a container id, or null");
    expect(packedLoad([{ id: "a", weight: 1, container: null }, { id: "b", weight: 2 }, { id: "c", weight: 3, container: "a" }]).counted).toBe(6);
  });

  it("a capacity below 0 or above the weight bound is refused; exactly the bound and null are taken", () => {
    expectRefusal(() => packedLoad([{ ...pack, capacity: -1 }]), "NEGATIVE", "entries[0].capacity", -1, "");
    expectRefusal(() => packedLoad([{ ...pack, capacity: MAX_WEIGHT_LB + 1 }]), "OUT_OF_RANGE", "entries[0].capacity", MAX_WEIGHT_LB + 1, "");
    expect(packedLoad([{ ...pack, capacity: MAX_WEIGHT_LB }]).containers[0]?.capacity).toBe(MAX_WEIGHT_LB);
    expect(packedLoad([{ ...pack, capacity: null }]).containers[0]?.capacity).toBeNull();
    expect(packedLoad([{ id: "p", weight: 1, isContainer: true }]).containers[0]?.capacity).toBeNull();
  });
});

describe("packedLoad: where each item is", () => {
  it("a container carried inside a container set down is set down too, with everything in it", () => {
    const load = packedLoad([
      { ...pack, carried: false },
      { id: "bag", weight: 1, isContainer: true, container: "pack" },
      { id: "gem", weight: 3, container: "bag" },
      { id: "axe", weight: 7 },
    ]);
    expect(load.placement).toEqual([
      { id: "pack", container: null, carried: false },
      { id: "bag", container: "pack", carried: false },
      { id: "gem", container: "bag", carried: false },
      { id: "axe", container: null, carried: true },
    ]);
    expect(load.containers.map((c) => [c.id, c.carried, c.contents])).toEqual([
      ["pack", false, 4],
      ["bag", false, 3],
    ]);
    expect([load.counted, load.setDown, load.total]).toEqual([7, 6, 13]);
  });

  it("an item listed before its container is placed in it all the same (children may come first)", () => {
    const load = packedLoad([{ id: "gem", weight: 3, container: "bag" }, { id: "bag", weight: 1, isContainer: true, container: "pack" }, { ...pack, carried: false }]);
    expect(load.placement.map((p) => [p.container, p.carried])).toEqual([
      ["bag", false],
      ["pack", false],
      [null, false],
    ]);
    expect(load.containers.map((c) => c.contents)).toEqual([3, 4]);
    expect(load.setDown).toBe(6);
  });

  it("a set-down flag on an item that is not a container is ignored: the item is carried", () => {
    const load = packedLoad([{ id: "rope", weight: 5, carried: false }]);
    expect([load.counted, load.setDown, load.placement[0]?.carried]).toEqual([5, 0, true]);
  });

  it("two containers with one id: the first holds what names it", () => {
    const load = packedLoad([{ ...pack, capacity: 10 }, { ...pack, capacity: 20 }, { id: "gold", weight: 4, container: "pack" }]);
    expect(load.containers.map((c) => c.contents)).toEqual([4, 0]);
  });

  it("a reference names the container of that id, never a plain item sharing the id", () => {
    const load = packedLoad([{ id: "x", weight: 1 }, { id: "gem", weight: 2, container: "x" }, { id: "x", weight: 3, isContainer: true }]);
    expect(load.placement[1]?.container).toBe("x");
    expect(load.containers[0]?.contents).toBe(2);
  });

  it("a loop of three containers is broken at its first entry; everything in it still counts once", () => {
    const load = packedLoad([
      { id: "a", weight: 1, isContainer: true, container: "c" },
      { id: "b", weight: 2, isContainer: true, container: "a" },
      { id: "c", weight: 4, isContainer: true, container: "b" },
    ]);
    expect(load.placement.map((p) => p.container)).toEqual([null, "a", "b"]);
    expect(load.containers.map((c) => c.contents)).toEqual([6, 4, 0]);
    expect(load.counted).toBe(7);
  });

  it("a loop reached from an item outside it is broken at the loop's entry the walk meets first", () => {
    const load = packedLoad([
      { id: "gem", weight: 8, container: "a" },
      { id: "a", weight: 1, isContainer: true, container: "b" },
      { id: "b", weight: 2, isContainer: true, container: "a" },
    ]);
    expect(load.placement.map((p) => p.container)).toEqual(["a", null, "a"]);
    expect(load.counted).toBe(11);
    expect(load.containers.map((c) => c.contents)).toEqual([10, 0]);
  });

  it("contents weigh each unit: quantity multiplies an item's weight inside and out", () => {
    const load = packedLoad([{ ...pack, quantity: 2 }, { id: "torch", weight: 1.5, quantity: 3, container: "pack" }]);
    expect(load.containers[0]?.contents).toBe(4.5);
    expect(load.counted).toBe(8.5);
  });

  it("over capacity is read at 1/1000 lb: 30.001 lb in a 30 lb pack is over, 30.0004 is not", () => {
    expect(packedLoad([pack, { id: "g", weight: 30.001, container: "pack" }]).containers[0]?.over).toBe(true);
    expect(packedLoad([pack, { id: "g", weight: 30.0004, container: "pack" }]).containers[0]?.over).toBe(false);
    expect(packedLoad([{ ...pack, capacity: 0 }, { id: "g", weight: 0.001, container: "pack" }]).containers[0]?.over).toBe(true);
    expect(packedLoad([{ ...pack, capacity: 0 }]).containers[0]?.over).toBe(false);
  });

  it("a kit item set down is set down, not kit", () => {
    const load = packedLoad([{ ...pack, carried: false, standardKit: true }, { id: "blanket", weight: 3, container: "pack", standardKit: true }]);
    expect([load.kit, load.setDown, load.counted]).toEqual([0, 5, 0]);
  });

  it("wheeled is true only when marked", () => {
    const load = packedLoad([{ id: "cart", weight: 100, isContainer: true, wheeled: true }, { id: "box", weight: 1, isContainer: true }]);
    expect(load.containers.map((c) => c.wheeled)).toEqual([true, false]);
  });
});

describe("towingInForce: the refusal and the link read", () => {
  const wagon: PackedEntry = { id: "wagon", weight: 400, isContainer: true, wheeled: true };

  it("a link that is not an id is refused by name, even with the manual switch on", () => {
    expectRefusal(() => towingInForce(true, hostile(5), [wagon]), "INVALID_ARGUMENT", "towedId", 5, "expected an item id, or null");
  });

  it("the manual switch is read only when exactly true", () => {
    expect(towingInForce(hostile("yes"), null, [wagon])).toBe(false);
  });

  it("the link names the wagon among several containers, a wagon inside a set-down container tows nothing", () => {
    expect(towingInForce(false, "wagon", [pack, wagon])).toBe(true);
    expect(towingInForce(false, "pack", [pack, wagon])).toBe(false);
    expect(towingInForce(false, "wagon", [{ ...pack, carried: false }, { ...wagon, container: "pack" }])).toBe(false);
  });
});

describe("packedLoad and towingInForce: the last edges", () => {
  it("a hole in the list is refused by its place; the total counts the kit", () => {
    // eslint-disable-next-line no-sparse-arrays
    expectRefusal(() => packedLoad([{ id: "a", weight: 1 }, , { id: "b", weight: 1 }] as PackedEntry[]), "INVALID_ARGUMENT", "entries[1]", undefined, "not a hole");
    const load = packedLoad([{ id: "kit", weight: 3, standardKit: true }, { id: "axe", weight: 7 }]);
    expect([load.counted, load.kit, load.total]).toEqual([7, 3, 10]);
  });

  it("no link tows nothing, even a wheeled container whose id is empty", () => {
    expect(towingInForce(false, "", [{ id: "", weight: 100, isContainer: true, wheeled: true }])).toBe(false);
  });
});
