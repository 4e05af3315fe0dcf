/**
 * The tracker's combatant commands (the `combatantCommands` point): which a viewer is offered for
 * one combatant, and which one a request names. Pure: the adapter gathers the context and renders
 * or carries out what this returns; the active GM asks again before writing.
 */
import { assertObject } from "./bounds";
import { RulesError } from "./errors";
import type { Ruleset } from "./ruleset/resolve";
import type { CombatantCommand, CommandContext, CommandOperation } from "./ruleset/points/combat";

export type { CombatantCommand, CommandContext, CommandOperation, HoldReady, EscalationDieModel, RollDataContext, RollDataEntry } from "./ruleset/points/combat";

/** Who is asking: a GM, and whether they own the combatant. */
export interface CommandViewer {
  readonly gm: boolean;
  readonly owner: boolean;
}

/** Every command of the ruleset, in registry order. */
export function combatantCommandsOf(ruleset: Ruleset): readonly CombatantCommand[] {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  const lists: unknown = ruleset.points.combatantCommands;
  if (!Array.isArray(lists)) throw new RulesError("INVALID_ARGUMENT", "ruleset.points.combatantCommands", lists, "expected a list");
  return (lists as readonly (readonly CombatantCommand[])[]).flat();
}

/** Whether `viewer` may use `command` (the GM always; an owner only an owner's command). */
export function mayUseCommand(command: CombatantCommand, viewer: CommandViewer): boolean {
  assertObject("command", command);
  assertObject("viewer", viewer);
  return viewer.gm || (command.who === "owner" && viewer.owner);
}

/** The commands `viewer` is offered for a combatant in `ctx`. */
export function offeredCommands(ctx: CommandContext, viewer: CommandViewer, ruleset: Ruleset): CombatantCommand[] {
  return combatantCommandsOf(ruleset).filter((c) => mayUseCommand(c, viewer) && c.visible(ctx));
}

/** The first offered command whose operation `matches` (null: the ruleset offers none now). */
export function offeredCommand(ctx: CommandContext, viewer: CommandViewer, matches: (operation: CommandOperation) => boolean, ruleset: Ruleset): CombatantCommand | null {
  return offeredCommands(ctx, viewer, ruleset).find((c) => matches(c.operation)) ?? null;
}
