/**
 * Keybindings for the clock: the next and the previous stop of the active combat, the tracker's
 * arrows from the keyboard. Shown in Configure Controls to everyone (a binding's `restricted` flag
 * can only say "GM only", and the advance setting may admit assistants or trusted players); the
 * handler lets through only users the clock lets advance (`mayUseClockKeys`), and the Combat's own
 * `advance` checks again and relays a non-GM's step to the active GM.
 *
 * Defaults are Shift + . (next) and Shift + , (previous): core binds neither "." nor "," (see the
 * Game Controls article, https://foundryvtt.com/article/controls), and "<" / ">" read as back and on.
 */
import { SYSTEM_ID } from "../constants";
import { ERCombat } from "./combat";
import { userMayAdvance } from "./setting-values";

export const CLOCK_KEYBINDINGS = {
  clockNext: { direction: 1, key: "Period", name: "ER.Combat.Keybinding.Next.Name", hint: "ER.Combat.Keybinding.Next.Hint" },
  clockPrevious: { direction: -1, key: "Comma", name: "ER.Combat.Keybinding.Previous.Name", hint: "ER.Combat.Keybinding.Previous.Hint" },
} as const;

/**
 * Who may use the clock keys: exactly who may advance the clock (the "Who runs the clock" setting).
 * The one place to change if that setting changes.
 */
export function mayUseClockKeys(user: { role: number; isGM: boolean } | null | undefined): boolean {
  return userMayAdvance(user);
}

/** One step of the active combat's clock; whether the key press was used (false lets it through to others). */
export function stepActiveClock(direction: 1 | -1): boolean {
  const combat = game.combats?.active;
  if (!(combat instanceof ERCombat) || !combat.started || !mayUseClockKeys(game.user)) return false;
  void combat.advance(direction);
  return true;
}

export function registerClockKeybindings(): void {
  const shift = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT;
  for (const [action, binding] of Object.entries(CLOCK_KEYBINDINGS)) {
    game.keybindings?.register(SYSTEM_ID, action, {
      name: binding.name,
      hint: binding.hint,
      editable: [{ key: binding.key, modifiers: [shift] }],
      restricted: false,
      onDown: () => stepActiveClock(binding.direction),
    });
  }
}
