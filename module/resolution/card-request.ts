/**
 * A player's side of "dice rolled by the active GM's client" (docs/development.md "Cards and dice"):
 * the Attack or save button asks the GM's client over the relay (combat/relay-card.ts) with the
 * attacker, the item, the targets and the dialog's choices, and rolls nothing here. With no GM
 * connected the attack is refused at once with a message, before any question is asked.
 */
import { sendRelay } from "../combat/relay";
import type { RelayCardMode } from "../combat/relay-card";
import { MAX_CARD_ROWS } from "../data/bounds";
import { gmRollsPlayersDice } from "../combat/setting-values";
import { currentMessageMode } from "../compat";
import type { AttackChoice } from "./dialog";

/** Either version's mode name as the relay names it (v14's). */
const RELAY_MODE: Readonly<Record<string, RelayCardMode>> = { publicroll: "public", public: "public", roll: "public", ic: "public", gmroll: "gm", gm: "gm", blindroll: "blind", blind: "blind", selfroll: "self", self: "self" };

/** Whether this client asks the active GM's client to roll its cards: a non-GM under the setting's second choice. */
export function relaysDice(): boolean {
  return game.user?.isGM !== true && gmRollsPlayersDice();
}

/** True when an active GM is connected to roll; otherwise the user is told and false is returned. */
export function gmToRoll(): boolean {
  if (game.users?.activeGM) return true;
  ui.notifications?.warn(game.i18n?.localize("ER.Resolution.Card.NoGmToRoll") ?? "ER.Resolution.Card.NoGmToRoll");
  return false;
}

/** The attacker as the relay names it: a token's own actor by its token, a world actor by its uuid. */
function attackerRef(actor: Actor.Implementation): string {
  const token = actor.token;
  return typeof token?.uuid === "string" ? token.uuid : actor.uuid;
}

/** Asks the active GM's client to roll `card` of `item` (R1: `offClock` is the user's yes to an off-clock attack). */
export function requestCard(card: "attack" | "save", actor: Actor.Implementation, item: Item.Implementation, targets: ReadonlyArray<{ document: { uuid: string } }>, choice: AttackChoice, offClock: boolean): void {
  const uuids = [...new Set(targets.map((t) => t.document.uuid))].slice(0, MAX_CARD_ROWS);
  sendRelay({
    kind: "rollCard", card, actorUuid: attackerRef(actor), itemId: item.id ?? "", targets: uuids,
    situational: choice.situational, advantage: choice.advantage, disadvantage: choice.disadvantage, rear: choice.rear, knockOut: choice.knockOut,
    offClock, mode: RELAY_MODE[currentMessageMode()] ?? "public",
  });
  ui.notifications?.info(game.i18n?.format("ER.Resolution.Card.Requested", { item: item.name ?? "" }) ?? "ER.Resolution.Card.Requested");
}
