/**
 * A container dropped on another actor brings its contents (drop-contents.ts), on stand-ins as
 * strict as Foundry's embedded collections: new ids on create, results in the order of the data,
 * and a delete of an id the actor does not hold throws.
 */
import { describe, expect, it } from "vitest";
import { carryContents, type CarriedItem, type ItemHolder } from "./drop-contents";

class Holder implements ItemHolder {
  #next = 0;
  readonly list: CarriedItem[] = [];
  constructor(readonly prefix: string) {}
  get items() {
    return { contents: this.list };
  }
  add(name: string, type: string, container = ""): string {
    const id = `${this.prefix}${String(++this.#next).padStart(15, "0")}`;
    const system = { container, weight: 1 };
    this.list.push({ id, type, system, toObject: () => structuredClone({ _id: id, name, type, system }) });
    return id;
  }
  async createEmbeddedDocuments(_name: "Item", data: Record<string, unknown>[]) {
    return data.map((d) => {
      if ("_id" in d) throw new Error("a copy must not keep the source's id");
      const system = d["system"] as { container: string };
      if (system.container !== "" && !this.list.some((i) => i.id === system.container)) throw new Error(`no holder ${system.container} yet`);
      return { id: this.add(String(d["name"]), String(d["type"]), system.container) };
    });
  }
  async deleteEmbeddedDocuments(_name: "Item", ids: string[]) {
    for (const id of ids) {
      const at = this.list.findIndex((i) => i.id === id);
      if (at < 0) throw new Error(`${id} does not exist`);
      this.list.splice(at, 1);
    }
    return ids;
  }
  nameOf(id: unknown): string {
    return String(this.list.find((i) => i.id === id)?.toObject()["name"] ?? "");
  }
  tree(): string[] {
    return this.list.map((i) => `${String(i.toObject()["name"])} in ${this.nameOf((i.system as { container: string }).container) || "-"}`).sort();
  }
}

function packed(): { source: Holder; packId: string } {
  const source = new Holder("s");
  const packId = source.add("Backpack", "container");
  const bag = source.add("Coin bag", "container", packId);
  source.add("Gem", "gear", bag);
  source.add("Rope", "gear", packId);
  source.add("Axe", "weapon");
  return { source, packId };
}

describe("a container dropped on another actor", () => {
  it("moved: its contents arrive nested the same way under new ids and leave the source", async () => {
    const { source, packId } = packed();
    const target = new Holder("t");
    const newPack = target.add("Backpack", "container");
    expect(await carryContents(source, packId, target, newPack, true)).toBe(3);
    expect(target.tree()).toEqual(["Backpack in -", "Coin bag in Backpack", "Gem in Coin bag", "Rope in Backpack"]);
    expect(source.tree()).toEqual(["Axe in -", "Backpack in -"]);
  });

  it("copied (the source may not be changed): the source keeps everything", async () => {
    const { source, packId } = packed();
    const target = new Holder("t");
    await carryContents(source, packId, target, target.add("Backpack", "container"), false);
    expect(target.list).toHaveLength(4);
    expect(source.list).toHaveLength(5);
  });

  it("an empty container brings nothing and deletes nothing", async () => {
    const source = new Holder("s");
    const box = source.add("Box", "container");
    const target = new Holder("t");
    expect(await carryContents(source, box, target, target.add("Box", "container"), true)).toBe(0);
    expect(source.list).toHaveLength(1);
  });
});
