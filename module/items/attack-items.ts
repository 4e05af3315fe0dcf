/**
 * Which items an actor attacks with (RESOLUTION.md §7.1 "Rolling": the item's Attack, from the sheet
 * or from the tracker row): one predicate and one order, so the sheet's fight line and the tracker
 * row offer the same items. An item attacks when it has an attack formula and is a spell, or a weapon
 * in hand or equipped that is not packed in a container (a spare bow carried as cargo does not).
 */

/** An item as the choice reads it (a real Item, the sheet's view of one, or a test stand-in). */
export interface AttackItemLike {
  type?: string;
  system?: unknown;
}

const systemOf = (item: AttackItemLike): Record<string, unknown> => {
  const s = item.system;
  return s !== null && typeof s === "object" ? (s as Record<string, unknown>) : {};
};

/** Whether the actor can attack with the item now. */
export function attacksWith(item: AttackItemLike): boolean {
  const s = systemOf(item);
  const attack = s["attack"];
  if (typeof attack !== "string" || attack.trim() === "") return false;
  if (item.type === "spell") return true;
  const packed = typeof s["container"] === "string" && s["container"] !== "";
  return item.type === "weapon" && !packed && (s["inHand"] === true || s["equipped"] === true);
}

/** The order the items are offered in: the weapon in hand first (0), then equipped weapons (1), then spells (2). */
export function attackRank(item: AttackItemLike): number {
  if (item.type === "spell") return 2;
  return systemOf(item)["inHand"] === true ? 0 : 1;
}
