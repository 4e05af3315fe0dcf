/**
 * Pure updates of the containers decision (module/rules/containers.ts): putting an item in a
 * container, taking it out, and what becomes of a deleted container's contents. Items arrive as
 * plain data; the sheets and the container model apply the updates.
 */

/** An owned item as these updates read it. */
export interface NestedItem {
  id: string;
  type?: string;
  /** The stored `system.container` ("" or absent: loose). */
  container: unknown;
}

/** Item types that can sit in a container: the things carried (module/items/spec.ts `container`). */
export const NESTABLE_TYPES = Object.freeze(["weapon", "armour", "gear", "container"] as const);

function holderOf(item: NestedItem | undefined): string {
  return typeof item?.container === "string" ? item.container : "";
}

/**
 * Decision (containers): deleting a container never deletes its contents; they fall into the
 * container that held it when that one is still there, else they are carried loose.
 */
export function unnestUpdates(deletedId: string, deletedHolder: unknown, remaining: readonly NestedItem[]): { _id: string; "system.container": string }[] {
  const holder = typeof deletedHolder === "string" && remaining.some((i) => i.id === deletedHolder && i.type === "container") ? deletedHolder : "";
  return remaining.filter((i) => holderOf(i) === deletedId).map((i) => ({ _id: i.id, "system.container": holder }));
}

/**
 * The update that puts `itemId` into `containerId`, or null when it cannot go there: the target is
 * not a container of the same actor, is the item itself or sits inside it (a loop), the item is not
 * a carried thing, or it is there already.
 */
export function putInUpdate(itemId: string, containerId: string, items: readonly NestedItem[]): { "system.container": string } | null {
  const byId = new Map(items.map((i) => [i.id, i]));
  const item = byId.get(itemId);
  const target = byId.get(containerId);
  if (!item || !target || target.type !== "container" || itemId === containerId) return null;
  if (!(NESTABLE_TYPES as readonly (string | undefined)[]).includes(item.type)) return null;
  if (holderOf(item) === containerId) return null;
  // Walk up from the target: meeting the item means the target is inside it.
  const seen = new Set<string>();
  for (let at: string = containerId; at !== "" && !seen.has(at); at = holderOf(byId.get(at))) {
    if (at === itemId) return null;
    seen.add(at);
  }
  return { "system.container": containerId };
}

/** The update that takes an item out of its container (carried loose), or null when it is loose. */
export function takeOutUpdate(item: NestedItem): { "system.container": string } | null {
  return holderOf(item) === "" ? null : { "system.container": "" };
}

/**
 * Decision (containers, a container dropped on another actor): its contents go with it, at every
 * depth. The levels come out parents first (level 0 is what sits directly in `containerId`, level 1
 * what sits in those, …), so the adapter can create each level once the level above has its new ids.
 * A loop in stored data (a container inside itself) is cut where it closes.
 */
export function contentLevels(containerId: string, items: readonly NestedItem[]): NestedItem[][] {
  const levels: NestedItem[][] = [];
  const seen = new Set<string>([containerId]);
  let holders = new Set<string>([containerId]);
  while (holders.size > 0) {
    const level = items.filter((i) => holders.has(holderOf(i)) && !seen.has(i.id));
    if (level.length === 0) break;
    for (const i of level) seen.add(i.id);
    levels.push(level);
    holders = new Set(level.filter((i) => i.type === "container").map((i) => i.id));
  }
  return levels;
}
