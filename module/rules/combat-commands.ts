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

/**
 * A ruleset's commands, all and the owners' (in registry order), listed once per ruleset: a resolved
 * ruleset is frozen, so its lists never change, and the tracker asks for them on every row of a
 * table (RULES.md §2: 1,000 combatants within a frame).
 */
const LISTED = new WeakMap<object, { readonly all: readonly CombatantCommand[]; readonly owners: readonly CombatantCommand[] }>();

function listed(ruleset: Ruleset): { readonly all: readonly CombatantCommand[]; readonly owners: readonly CombatantCommand[] } {
  assertObject("ruleset", ruleset);
  const known = LISTED.get(ruleset);
  if (known !== undefined) return known;
  assertObject("ruleset.points", ruleset.points);
  const lists: unknown = ruleset.points.combatantCommands;
  if (!Array.isArray(lists)) throw new RulesError("INVALID_ARGUMENT", "ruleset.points.combatantCommands", lists, "expected a list");
  const all = Object.freeze((lists as readonly (readonly CombatantCommand[])[]).flat());
  const entry = Object.freeze({ all, owners: Object.freeze(all.filter((c) => c.who === "owner")) });
  // Only a frozen ruleset (every resolved one) is remembered: another could change under the entry.
  if (Object.isFrozen(ruleset) && Object.isFrozen(ruleset.points) && Object.isFrozen(lists)) LISTED.set(ruleset, entry);
  return entry;
}

/** Every command of the ruleset, in registry order. */
export function combatantCommandsOf(ruleset: Ruleset): readonly CombatantCommand[] {
  return listed(ruleset).all;
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

/**
 * The owners' commands (who: "owner") `viewer` is offered for a combatant in `ctx`: what
 * `offeredCommands(…).filter((c) => c.who === "owner")` gives, with the owners' list made once per
 * ruleset and nothing asked of a row its viewer may not work (the tracker's row buttons).
 */
export function offeredOwnerCommands(ctx: CommandContext, viewer: CommandViewer, ruleset: Ruleset): CombatantCommand[] {
  const { owners } = listed(ruleset);
  assertObject("viewer", viewer);
  if (owners.length === 0 || !(viewer.gm || viewer.owner)) return [];
  return owners.filter((c) => c.visible(ctx));
}

/** The first offered command whose operation `matches` (null: the ruleset offers none now). */
export function offeredCommand(ctx: CommandContext, viewer: CommandViewer, matches: (operation: CommandOperation) => boolean, ruleset: Ruleset): CombatantCommand | null {
  return offeredCommands(ctx, viewer, ruleset).find((c) => matches(c.operation)) ?? null;
}
