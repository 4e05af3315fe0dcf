/**
 * What dropping an item on an actor sheet does, as a pure decision (the sheet gathers the facts).
 *
 * Decision (sheets, moving items between actors): an item dragged from one actor onto another is
 * MOVED: it is created on the target and then deleted from the source, because a carried item has
 * one place and would otherwise weigh on both (encumbrance). When the user may not change the
 * source actor, the item is copied instead. Items from a compendium or the Items directory are
 * always copied. Dropping an item on its own actor only re-sorts it.
 */
export type DropPlan = "refuse" | "sort" | "copy" | "move";

export interface DropFacts {
  /** The user owns the target actor. */
  targetOwned: boolean;
  /** UUID of the target actor. */
  targetUuid: string;
  /** UUID of the actor that holds the dropped item, or null (compendium, Items directory). */
  sourceActorUuid: string | null;
  /** The user may delete the item from its source actor. */
  sourceDeletable: boolean;
}

export function planItemDrop(facts: DropFacts): DropPlan {
  if (!facts.targetOwned) return "refuse";
  if (facts.sourceActorUuid === null) return "copy";
  if (facts.sourceActorUuid === facts.targetUuid) return "sort";
  return facts.sourceDeletable ? "move" : "copy";
}
