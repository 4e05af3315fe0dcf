/**
 * The roll data of one item's roll (module/rolls/item-roll.ts), from the actor's `@` values
 * (module/actors/roll-data.ts, through `Actor#getRollData`) and the item: pure, and knowing only
 * the item's shape, so the roll side needs nothing from actors.
 */

/** What an item roll reads of its item (an actor's derivation input item has this shape too). */
export interface RollItem {
  readonly type: string;
  readonly name?: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/**
 * The roll data of one item's roll: the actor's data, plus `@rating` (the skill's rating, 0 for
 * other items) and `@item` (the item's own fields and name).
 */
export function itemRollData(actorData: Readonly<Record<string, unknown>>, item: RollItem): Record<string, unknown> {
  const rating = item.system["rating"];
  return {
    ...actorData,
    rating: typeof rating === "number" && Number.isFinite(rating) ? rating : 0,
    item: { ...item.system, name: item.name ?? "" },
  };
}
