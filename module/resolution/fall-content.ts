/**
 * The falling card's content (falling-card.ts): its title, stamp, line and the GM's two buttons
 * (Apply, then Undo; each wired or removed per client by falling-card.ts). A leaf with no Foundry
 * document class, so the preview page renders the real content.
 */
import type { LedgerEntry } from "./ledger";

/** The card's flag: who fell, how far, the dice, when, whether it was applied (and what that did, for the Undo), and whether undone. */
export interface FallCard {
  actorUuid: string;
  tokenUuid: string;
  feet: number;
  dice: number;
  faces: number;
  stamp: { round: number; second: number } | null;
  applied: boolean;
  /** The application (absent on a card from before the Undo, or not applied). */
  entry?: LedgerEntry;
  undone?: boolean;
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

export function fallContent(card: FallCard, name: string, total: number): string {
  const escape = foundry.utils.escapeHTML;
  const when = card.stamp ? localize("ER.Falling.Stamp", { round: card.stamp.round, second: card.stamp.second }) : "";
  const line = localize("ER.Falling.Line", { name, feet: card.feet, formula: `${card.dice}d${card.faces}`, total });
  const button = `<button type="button" data-er-apply-fall>${escape(localize("ER.Falling.Apply"))}</button>`;
  const undo = `<button type="button" data-er-undo-fall>${escape(localize("ER.Resolution.Op.undo"))}</button>`;
  return `<div class="er-fall"><p><strong>${escape(localize("ER.Falling.Title"))}</strong>${when ? ` <span class="er-stamp">${escape(when)}</span>` : ""}</p><p>${escape(line)}</p>${button}${undo}</div>`;
}
