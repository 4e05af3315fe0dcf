/**
 * The combat settings' choices and their readers: a leaf, so any combat file (the marker among them)
 * may read a setting without importing the registrar (settings.ts).
 */
import { SYSTEM_ID } from "../constants";

export const TICK_MODES = { events: "ER.Combat.Settings.TickMode.Choices.events", every: "ER.Combat.Settings.TickMode.Choices.every" } as const;
export const ADVANCE_ROLES = {
  gm: "ER.Combat.Settings.AdvanceRole.Choices.gm",
  assistant: "ER.Combat.Settings.AdvanceRole.Choices.assistant",
  trusted: "ER.Combat.Settings.AdvanceRole.Choices.trusted",
} as const;

export type AdvanceRole = keyof typeof ADVANCE_ROLES;

/** Who rolls players' attack and damage dice (docs/development.md "Cards and dice"): their own client (Foundry's norm) or the active GM's. */
export const ATTACK_DICE = {
  player: "ER.Combat.Settings.AttackDice.Choices.player",
  gm: "ER.Combat.Settings.AttackDice.Choices.gm",
} as const;

/** The least user role (CONST.USER_ROLES value) each choice admits. */
export const ADVANCE_ROLE_LEVEL: Readonly<Record<AdvanceRole, number>> = Object.freeze({ gm: 4, assistant: 3, trusted: 2 });

export function tickMode(): "events" | "every" {
  return game.settings?.get(SYSTEM_ID, "tickMode") === "every" ? "every" : "events";
}

export function playersRollOwn(): boolean {
  return game.settings?.get(SYSTEM_ID, "playersRoll") === true;
}

/** Whether a player's attack or save card is a request the active GM's client rolls (the setting's second choice). */
export function gmRollsPlayersDice(): boolean {
  return game.settings?.get(SYSTEM_ID, "attackDice") === "gm";
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
