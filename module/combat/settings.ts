/**
 * The combat settings (world scope, localised name and hint, validated choices) and their readers.
 */
// marker.ts imports this file too; each only calls the other inside functions, so the cycle is safe.
import { refreshMarker } from "./marker";
import { SYSTEM_ID } from "../constants";

export const TICK_MODES = { events: "ER.Combat.Settings.TickMode.Choices.events", every: "ER.Combat.Settings.TickMode.Choices.every" } as const;
export const ADVANCE_ROLES = {
  gm: "ER.Combat.Settings.AdvanceRole.Choices.gm",
  assistant: "ER.Combat.Settings.AdvanceRole.Choices.assistant",
  trusted: "ER.Combat.Settings.AdvanceRole.Choices.trusted",
} as const;

export type AdvanceRole = keyof typeof ADVANCE_ROLES;

/** The least user role (CONST.USER_ROLES value) each choice admits. */
export const ADVANCE_ROLE_LEVEL: Readonly<Record<AdvanceRole, number>> = Object.freeze({ gm: 4, assistant: 3, trusted: 2 });

export function registerCombatSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("game.settings is not ready at init");
  settings.register(SYSTEM_ID, "tickMode", {
    name: "ER.Combat.Settings.TickMode.Name",
    hint: "ER.Combat.Settings.TickMode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...TICK_MODES },
    default: "events",
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "advanceRole", {
    name: "ER.Combat.Settings.AdvanceRole.Name",
    hint: "ER.Combat.Settings.AdvanceRole.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...ADVANCE_ROLES },
    default: "gm",
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "playersRoll", {
    name: "ER.Combat.Settings.PlayersRoll.Name",
    hint: "ER.Combat.Settings.PlayersRoll.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => ui.combat?.render(),
  });
  settings.register(SYSTEM_ID, "showMarker", {
    name: "ER.Combat.Settings.ShowMarker.Name",
    hint: "ER.Combat.Settings.ShowMarker.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
    // marker.ts imports this file (markerShown), so it is loaded when the setting changes, not here.
    onChange: () => void refreshMarker(),
  });
}

export function tickMode(): "events" | "every" {
  return game.settings?.get(SYSTEM_ID, "tickMode") === "every" ? "every" : "events";
}

export function playersRollOwn(): boolean {
  return game.settings?.get(SYSTEM_ID, "playersRoll") === true;
}

export function markerShown(): boolean {
  return game.settings?.get(SYSTEM_ID, "showMarker") !== false;
}

/** Whether a user of this role may advance the clock (the setting's choice); scores stay GM-only (guards.ts). */
export function roleMayAdvance(role: number, choice: AdvanceRole): boolean {
  return role >= ADVANCE_ROLE_LEVEL[choice];
}

/**
 * Whether a user may run the clock under the advance setting, by role alone: Foundry's `isGM` is
 * also true for Assistant GMs, so "Game Master only" would otherwise admit them too.
 */
export function userMayAdvance(user: { role: number; isGM: boolean } | null | undefined): boolean {
  if (!user || typeof user.role !== "number") return false;
  const choice = (game.settings?.get(SYSTEM_ID, "advanceRole") ?? "gm") as AdvanceRole;
  return roleMayAdvance(user.role, choice in ADVANCE_ROLE_LEVEL ? choice : "gm");
}
