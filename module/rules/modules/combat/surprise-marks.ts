/**
 * The GM's surprise marks before Begin Combat (VARIANTS.md §3.6, §5.4, §6.2; rows 6, 23, 36): the
 * tracker commands the surprise modules share. Each mark flips one field of the combatant's memory;
 * the round plan reads it at Begin Combat.
 */
import type { CombatantCommand } from "../../ruleset/points/combat";
import type { MemoryMark } from "../../ruleset/registered";

const beforeBegin = (ctx: { readonly started: boolean }): boolean => !ctx.started;

/** "Surprised (round 1)": every surprise rule. */
export const TOGGLE_SURPRISED: CombatantCommand = Object.freeze({
  id: "surprise.surprised",
  labelKey: "ER.Variants.Initiative.ToggleSurprised",
  icon: "fa-solid fa-eye-slash",
  who: "gm",
  visible: beforeBegin,
  operation: Object.freeze({ kind: "toggleMark", mark: "surprised", exclusive: false }),
});

/** A mark the GM sets before Begin Combat, under one surprise rule. */
export function markCommand(id: string, labelKey: string, icon: string, mark: MemoryMark, exclusive: boolean): CombatantCommand {
  return Object.freeze({ id, labelKey, icon, who: "gm", visible: beforeBegin, operation: Object.freeze({ kind: "toggleMark", mark, exclusive }) });
}
