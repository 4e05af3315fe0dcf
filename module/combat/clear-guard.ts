/**
 * Core's "Clear Initiative" (combatant context menu) writes `initiative: null` alone. Here the clock
 * schedules each action from its score, so a bare clear would leave the action scheduled under a
 * blank score. Such an update is refused, with a notice. ("Reset Initiative" is ERCombat#resetAll,
 * which clears the action with the score, so it passes.)
 *
 * Decision (core localisation keys): the tracker also drops the "Clear Initiative" entry
 * by its label key, but whether that key is unchanged on v14 cannot be shown from public material,
 * so the refusal here is what stops the clear, whatever the entry is labelled. The system's own
 * writes of a null initiative (a combatant awaiting its roll at a new round) always carry the
 * action with them and pass.
 */

/** Whether an update (as given to the preUpdate hook: expanded or dotted) is a bare initiative clear. */
export function isBareInitiativeClear(changed: unknown): boolean {
  if (changed === null || typeof changed !== "object") return false;
  const c = changed as Record<string, unknown>;
  if (!("initiative" in c) || c["initiative"] !== null) return false;
  const system = c["system"];
  const writesAction = "system.action" in c || (system !== null && typeof system === "object" && "action" in (system as Record<string, unknown>));
  return !writesAction;
}

/**
 * Whether the combatant has an action scheduled (a score the clock acts on). Foundry hands the
 * preUpdate hook differential data, so the system's own put-back of a blank score on a combatant
 * with no action (its action unchanged, hence dropped from the changes) arrives as a bare clear; it
 * only brings the score back in line with the schedule and must pass.
 */
function hasScheduledAction(combatant: unknown): boolean {
  const action = (combatant as { system?: { action?: { startedRound?: unknown } } } | null)?.system?.action;
  return typeof action?.startedRound === "number" && action.startedRound > 0;
}

export function registerInitiativeClearGuard(): void {
  Hooks.on("preUpdateCombatant", (combatant, changed) => {
    if (!isBareInitiativeClear(changed) || !hasScheduledAction(combatant)) return true;
    ui.notifications?.warn(game.i18n?.localize("ER.Combat.Tracker.ClearRefused") ?? "");
    return false;
  });
}
