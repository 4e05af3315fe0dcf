/**
 * The system's GM notices (a stabilise, a death-save death, a deadline death, R8's dead notice) and
 * their Undo (R14). Any user may post a chat message with the same flag and button, so a notice is
 * honoured only when a GM wrote it (core's `ChatMessage#author`), and its Undo button is wired only
 * for a GM: on a player's message it is removed.
 */
import { MAX_DYING_FAILURES, MAX_ID_LENGTH } from "../data/bounds";
import { MAX_WORLD_TIME } from "../rules/bounds";
import type { DyingState } from "../rules/resolution/types";

/** The part of a ChatMessage read here: its author (a User; null once the user is deleted). */
export interface AuthoredMessage {
  author?: { isGM?: boolean } | null;
}

/** Whether a GM wrote the message (a notice the system posted from the GM's client). */
export function gmAuthored(message: AuthoredMessage): boolean {
  return message.author?.isGM === true;
}

/**
 * A GM's card button (the falling and hazard cards' Apply and Undo): removed when not `offered`;
 * otherwise a click disables it and runs `act`, warning with the key `${prefix}.${refusal}` when refused.
 */
export function wireCardButton(button: HTMLButtonElement | null, offered: boolean, act: () => Promise<string | null>, prefix: string): void {
  if (!button) return;
  if (!offered) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    void act().then((refused) => {
      if (refused) ui.notifications?.warn(game.i18n?.localize(`${prefix}.${refused}`) ?? refused);
    });
  });
}

/** Wires the Undo found by `selector` for a GM on a GM-written notice, and removes it otherwise. */
export function wireNoticeUndo(message: AuthoredMessage, html: HTMLElement, selector: string, undo: () => Promise<unknown>): void {
  const button = html.querySelector<HTMLButtonElement>(selector);
  if (!button) return;
  if (game.user?.isGM !== true || !gmAuthored(message)) {
    button.remove();
    return;
  }
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void undo();
  });
}

/** A dying state as a notice records it (R13-7, RS-5), within the stored bounds; null when malformed. */
export function readDyingState(value: unknown): DyingState | null {
  const d = value as Partial<DyingState> | null | undefined;
  if (!d || typeof d !== "object") return null;
  if (!Number.isSafeInteger(d.failures) || d.failures! < 0 || d.failures! > MAX_DYING_FAILURES || typeof d.stable !== "boolean") return null;
  if (typeof d.combat !== "string" || d.combat.length > MAX_ID_LENGTH) return null;
  if (d.since !== null && (!Number.isSafeInteger(d.since) || Math.abs(d.since!) > MAX_WORLD_TIME)) return null;
  return { failures: d.failures!, stable: d.stable, since: d.since ?? null, combat: d.combat };
}

/** A whole number within [min, max], else null. */
export function boundedInt(value: unknown, min: number, max: number): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}
