/**
 * A container dropped on another actor brings its contents (module/items/containers.ts
 * `contentLevels`): each level is created on the target with `system.container` pointing at the new
 * id of its holder, and, when the drop moves the container, the originals are deleted from the
 * source in one call. Without this the target got an empty container and the contents fell loose
 * on the source.
 */
import { contentLevels, type NestedItem } from "../items/containers";

/** The parts of an owned item read here. */
export interface CarriedItem {
  id: string | null;
  type: string;
  system: unknown;
  toObject(): Record<string, unknown>;
}

/** The parts of an actor read and written here (Document#createEmbeddedDocuments / deleteEmbeddedDocuments). */
export interface ItemHolder {
  items: { contents: readonly CarriedItem[] };
  createEmbeddedDocuments(name: "Item", data: Record<string, unknown>[]): Promise<readonly { id: string | null }[]>;
  deleteEmbeddedDocuments(name: "Item", ids: string[]): Promise<unknown>;
}

function nested(item: CarriedItem): NestedItem {
  return { id: item.id ?? "", type: item.type, container: (item.system as { container?: unknown } | null)?.container };
}

/**
 * Creates on `target` the contents of `source`'s container `fromId`, nested in `target`'s new
 * container `toId`; deletes the originals from `source` when `move`. Returns how many items came along.
 */
export async function carryContents(source: ItemHolder, fromId: string, target: ItemHolder, toId: string, move: boolean): Promise<number> {
  const byId = new Map(source.items.contents.map((i) => [i.id ?? "", i]));
  const newIds = new Map<string, string>([[fromId, toId]]);
  const carried: string[] = [];
  for (const level of contentLevels(fromId, source.items.contents.map(nested))) {
    const data = level.map((n) => {
      const copy = byId.get(n.id)!.toObject();
      delete copy["_id"];
      return { ...copy, system: { ...(copy["system"] as Record<string, unknown>), container: newIds.get(String(n.container)) ?? "" } };
    });
    const created = await target.createEmbeddedDocuments("Item", data);
    // Document#createEmbeddedDocuments returns the created documents in the order of `data`.
    level.forEach((n, i) => {
      const id = created[i]?.id;
      if (id) newIds.set(n.id, id);
      carried.push(n.id);
    });
  }
  if (move && carried.length > 0) await source.deleteEmbeddedDocuments("Item", carried);
  return carried.length;
}
