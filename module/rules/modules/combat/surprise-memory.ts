/**
 * The memory slices of the surprise rules (VARIANTS.md §3.6, §5.4, §6.2; rows 6, 23, 36): the marks
 * the GM sets before Begin Combat. `surprised` is shared by every surprise rule, so each declares
 * this one const; the ambusher (13th Age) and the instigator (A5E) belong to one rule each.
 */
import { memBool } from "../../ruleset/memory";
import type { MovementForfeit } from "../../ruleset/points/movement";

/** Marked surprised by the GM before Begin Combat (rows 6, 23, 36). */
export const SURPRISED_MEMORY = Object.freeze({ surprised: memBool(false) });
/** 13A ambush (row 6): nominated by the GM as the creature who starts the ambush. */
export const AMBUSHER_MEMORY = Object.freeze({ ambusher: memBool(false) });
/** A5E (row 36, GA-4): the instigator rolls initiative with advantage. */
export const INSTIGATOR_MEMORY = Object.freeze({ instigator: memBool(false) });

/**
 * VARIANTS.md §5.4, §6.2, GO-5, GA-3: a combatant still marked surprised in round 1 (the round-1
 * transition keeps the mark only where the rule's start says so) loses every movement phase of the
 * round. Shared by every surprise rule; asked while one is in force.
 */
export const SURPRISE_FORFEIT: MovementForfeit = Object.freeze({
  id: "surprised",
  label: "ER.Movement.Reason.surprised",
  setBy: "surprised",
  applies: (input) => input.round === 1 && input.memory["surprised"] === true,
} satisfies MovementForfeit);
