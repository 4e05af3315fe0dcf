/**
 * The card's cap on targets at roll time (RESOLUTION.md §7.1): a card holds MAX_CARD_ROWS rows and
 * its reader refuses more (flag.ts), so an attack or a save on more targets is refused before any
 * roll, with a message, rather than posted as a card nobody can read or apply.
 */
import { MAX_CARD_ROWS } from "./flag";

/** True (and the user told) when `count` targets are more than one card holds. */
export function tooManyTargets(name: string, count: number): boolean {
  if (count <= MAX_CARD_ROWS) return false;
  const data = { name, count: String(count), max: String(MAX_CARD_ROWS) };
  ui.notifications?.warn(game.i18n?.format("ER.Resolution.Card.TooManyTargets", data) ?? "ER.Resolution.Card.TooManyTargets");
  return true;
}
