/**
 * An item's system data as plain fields, for the pure readers (the derivation, the roll plan, the
 * sheets' context builders) that take any item type's fields by name.
 */

/** `item.system` as a read-only record of its fields (the item models own their shapes). */
export function itemSystemFields(item: Item.Implementation): Record<string, unknown> {
  // The item models are classes without an index signature, so a model cannot be assigned to a
  // record of its fields; its fields are own properties, which is what the readers take.
  return item.system as unknown as Record<string, unknown>;
}
