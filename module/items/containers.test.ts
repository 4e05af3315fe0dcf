import { describe, expect, it } from "vitest";
import { contentLevels, putInUpdate, takeOutUpdate, unnestUpdates, type NestedItem } from "./containers";

const items: NestedItem[] = [
  { id: "pack", type: "container", container: "" },
  { id: "bag", type: "container", container: "pack" },
  { id: "gem", type: "gear", container: "bag" },
  { id: "rope", type: "gear", container: "pack" },
  { id: "axe", type: "weapon", container: "" },
  { id: "elf", type: "race", container: undefined },
];

describe("unnestUpdates: a deleted container's contents fall into its own container, or loose", () => {
  it("the bag's gems fall into the backpack that held the bag", () => {
    expect(unnestUpdates("bag", "pack", items.filter((i) => i.id !== "bag"))).toEqual([{ _id: "gem", "system.container": "pack" }]);
  });
  it("the backpack's contents are carried loose", () => {
    expect(unnestUpdates("pack", "", items.filter((i) => i.id !== "pack"))).toEqual([
      { _id: "bag", "system.container": "" },
      { _id: "rope", "system.container": "" },
    ]);
  });
  it("a holder that is gone too (deleted in the same batch) leaves them loose", () => {
    expect(unnestUpdates("bag", "pack", items.filter((i) => i.id !== "bag" && i.id !== "pack"))).toEqual([{ _id: "gem", "system.container": "" }]);
  });
});

describe("putInUpdate: dragging an item onto a container puts it in", () => {
  it("puts the axe in the backpack", () => expect(putInUpdate("axe", "pack", items)).toEqual({ "system.container": "pack" }));
  it("refuses a target that is not a container, the item itself, or a container inside the item (a loop)", () => {
    expect(putInUpdate("axe", "rope", items)).toBeNull();
    expect(putInUpdate("pack", "pack", items)).toBeNull();
    expect(putInUpdate("pack", "bag", items)).toBeNull();
    expect(putInUpdate("axe", "nowhere", items)).toBeNull();
  });
  it("refuses things that are not carried (a race) and an item already there", () => {
    expect(putInUpdate("elf", "pack", items)).toBeNull();
    expect(putInUpdate("rope", "pack", items)).toBeNull();
  });
});

describe("takeOutUpdate", () => {
  it("takes an item out to be carried loose; null when it is loose already", () => {
    expect(takeOutUpdate(items[2] as NestedItem)).toEqual({ "system.container": "" });
    expect(takeOutUpdate(items[4] as NestedItem)).toBeNull();
  });
});

describe("contentLevels: what a container dropped on another actor brings", () => {
  it("every depth, parents first; nothing outside the container", () => {
    expect(contentLevels("pack", items).map((l) => l.map((i) => i.id))).toEqual([["bag", "rope"], ["gem"]]);
    expect(contentLevels("bag", items).map((l) => l.map((i) => i.id))).toEqual([["gem"]]);
    expect(contentLevels("axe", items)).toEqual([]);
  });

  it("a loop in stored data ends where it closes", () => {
    const looped: NestedItem[] = [{ id: "a", type: "container", container: "b" }, { id: "b", type: "container", container: "a" }, { id: "c", type: "gear", container: "b" }];
    expect(contentLevels("a", looped).map((l) => l.map((i) => i.id))).toEqual([["b"], ["c"]]);
  });
});
