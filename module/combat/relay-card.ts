/**
 * The relay kind of a card rolled for a player (RESOLUTION.md §7.1, R13, R15; docs/development.md
 * "Cards and dice"): under the world setting *players' attack and damage dice are rolled by the
 * active GM's client*, a player's Attack (or save card) is a request. It names the attacker (an actor
 * or a scene token the sender owns), the item by its id on that actor, the targets by their token
 * uuids, the attack dialog's choices and whether the player confirmed an off-clock attack; never a
 * roll, a total or an outcome. The GM's client checks, rolls and posts. The GM side lives in
 * module/resolution/ and is installed here as a port at init, as the health relay is.
 */
import type { RefusalReason } from "./refusals";
import { MAX_SITUATIONAL_MODIFIER } from "../rules";
import { MAX_CARD_ROWS } from "../data/bounds";


/** The chat visibility a player asked for, in v14's names (compat.ts reads either version's). */
export const RELAY_CARD_MODES = ["public", "gm", "blind", "self"] as const;
export type RelayCardMode = (typeof RELAY_CARD_MODES)[number];

export interface CardRelayRequest {
  kind: "rollCard";
  /** An attack card or a save card (the item's save, R12). */
  card: "attack" | "save";
  /** `Actor.<id>` (a world actor) or `Scene.<id>.Token.<id>` (a token's own actor). */
  actorUuid: string;
  /** The item's id on that actor: an item of another actor cannot be named. */
  itemId: string;
  /** Token uuids, each once, at most {@link MAX_CARD_ROWS}. */
  targets: string[];
  /** The attack dialog's choices, bounded as the dialog bounds them (dialog.ts readAttackChoice). */
  situational: number;
  advantage: boolean;
  disadvantage: boolean;
  rear: boolean;
  knockOut: boolean;
  /** The player answered yes to "Resolve now, off the clock?" (R1). */
  offClock: boolean;
  mode: RelayCardMode;
}

export const CARD_RELAY_KINDS = ["rollCard"] as const;

const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;
const ACTOR_UUID = /^(?:Actor\.[A-Za-z0-9]{16}|Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16})$/;
const TOKEN_UUID = /^Scene\.[A-Za-z0-9]{16}\.Token\.[A-Za-z0-9]{16}$/;

/** The request if every field is well formed, else null; other fields (a roll, a total, a user id) are dropped. */
export function parseCardRelay(r: Record<string, unknown>): CardRelayRequest | null {
  const { card, actorUuid, itemId, targets, situational, advantage, disadvantage, rear, knockOut, offClock, mode } = r;
  if (r["kind"] !== "rollCard" || (card !== "attack" && card !== "save")) return null;
  if (typeof actorUuid !== "string" || !ACTOR_UUID.test(actorUuid)) return null;
  if (typeof itemId !== "string" || !DOCUMENT_ID.test(itemId)) return null;
  if (!Array.isArray(targets) || targets.length > MAX_CARD_ROWS) return null;
  if (targets.some((t) => typeof t !== "string" || !TOKEN_UUID.test(t)) || new Set(targets).size !== targets.length) return null;
  if (typeof situational !== "number" || !Number.isSafeInteger(situational) || Math.abs(situational) > MAX_SITUATIONAL_MODIFIER) return null;
  const flags = [advantage, disadvantage, rear, knockOut, offClock];
  if (flags.some((f) => typeof f !== "boolean") || (advantage === true && disadvantage === true)) return null;
  if (typeof mode !== "string" || !(RELAY_CARD_MODES as readonly string[]).includes(mode)) return null;
  return {
    kind: "rollCard", card, actorUuid, itemId, targets: [...(targets as string[])], situational,
    advantage: advantage as boolean, disadvantage: disadvantage as boolean, rear: rear as boolean, knockOut: knockOut as boolean, offClock: offClock as boolean, mode: mode as RelayCardMode,
  };
}

/** The GM's handler of a checked request: null when the card was posted, else the refusal reason. */
export type CardRelayHandler = (request: CardRelayRequest, senderId: string) => Promise<RefusalReason | null>;

let handler: CardRelayHandler | null = null;

/** Installs the GM side (module/resolution/index.ts). */
export function provideCardRelay(fn: CardRelayHandler): void {
  handler = fn;
}

/** Hands a checked request to the installed GM side; with none installed it is refused as malformed. */
export async function handleCardRelay(request: CardRelayRequest, senderId: string): Promise<RefusalReason | null> {
  return handler ? handler(request, senderId) : "malformed";
}
