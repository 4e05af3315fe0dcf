/**
 * Posting a card, and the GMs' companion of its hidden targets (RESOLUTION.md R11, §7.1; docs/
 * development.md "Cards and dice"). Every client receives every public ChatMessage whole, flags and
 * rolls included, so a target hidden at roll time (or when the GM adds it) never goes into the public
 * card: its row, its roll and later its ledger entries live in a second card whispered to the GMs,
 * which the GM applies like any card (apply.ts reads whichever card holds the row). The public card
 * keeps only visible rows; the companion names the public card it belongs to (a reference only).
 * The same file writes who rolled a card for whom (the relay's sender, on a card the GM's client
 * posted for a player).
 */
import type { Stamp } from "./stamp";
import { SYSTEM_ID } from "../constants";
import { applyMessageMode, createChatMessage, isPublicMessageMode, publicMessageMode, type ChatMessageData } from "../compat";
import { CARD_FLAG, readCardFlag, type AttackCardFlag, type CardRow } from "./flag";
import type { CardMessage } from "./card-message";
import { gmRollsPlayersDice } from "../combat/setting-values";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";
import { worldMessages } from "./documents";

/** On a companion card: the id of the public card it holds the hidden rows of (null when there is none). */
export const HIDDEN_PART_FLAG = "hiddenPartOf";
/** On a card the active GM's client rolled for a player: that player's user id (read only on a GM's message). */
export const ROLLED_FOR_FLAG = "rolledFor";

/** A card's flag and the rolls it indexes (`rollIndex` counts in `rolls`). */
export interface CardPost {
  flag: AttackCardFlag;
  rolls: unknown[];
}

/** Who a card is posted for: the author's own (rolledFor null, the author's mode) or a player's request the GM's client rolled. */
export interface CardOrigin {
  rolledFor: string | null;
  /** A visibility mode name (either version's; compat.ts). */
  mode: string;
  /** The card's clock stamp when it is not the attacker's action (an opportunity attack's movement second). */
  stamp?: Stamp;
}

/** The user ids of the world's GMs (the companion's and a GM-only card's recipients). */
export function gmIds(): string[] {
  return (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
}

/**
 * The part of `post` with `keep`'s rows: the rolls they use and the card's own (untargeted,
 * damage, miss damage) when `shared`, each renumbered in order. Damage rolls are copied into both
 * parts (R2: one damage roll per card; the companion's is the same roll, not a new one).
 */
function part(post: CardPost, keep: readonly CardRow[], untargeted: boolean): CardPost {
  const { flag } = post;
  const used = new Set<number>();
  for (const row of keep) if (row.rollIndex !== null) used.add(row.rollIndex);
  if (untargeted && flag.untargeted) used.add(flag.untargeted.rollIndex);
  if (flag.damage) used.add(flag.damage.rollIndex);
  if (flag.missDamage) used.add(flag.missDamage.rollIndex);
  const order = [...used].filter((i) => i >= 0 && i < post.rolls.length).sort((a, b) => a - b);
  const at = new Map(order.map((old, i) => [old, i]));
  const index = (i: number | null): number | null => (i === null ? null : (at.get(i) ?? null));
  return {
    rolls: order.map((i) => post.rolls[i]),
    flag: {
      ...flag,
      rows: keep.map((row) => ({ ...row, rollIndex: index(row.rollIndex) })),
      ledger: [],
      untargeted: untargeted && flag.untargeted ? { ...flag.untargeted, rollIndex: index(flag.untargeted.rollIndex)! } : null,
      damage: flag.damage ? { ...flag.damage, rollIndex: index(flag.damage.rollIndex)! } : null,
      missDamage: flag.missDamage ? { ...flag.missDamage, rollIndex: index(flag.missDamage.rollIndex)! } : null,
      ...(flag.save ? { save: { ...flag.save, results: flag.save.results.filter((r) => keep.some((row) => row.tokenUuid === r.tokenUuid)) } } : {}),
    },
  };
}

/** Splits a card into its public part (visible rows) and the GMs' part (rows hidden at roll time), or null when nothing is hidden. */
export function splitHidden(post: CardPost): { open: CardPost; hidden: CardPost | null } {
  const hidden = post.flag.rows.filter((r) => r.hidden);
  if (hidden.length === 0) return { open: post, hidden: null };
  return { open: part(post, post.flag.rows.filter((r) => !r.hidden), true), hidden: part(post, hidden, false) };
}

/**
 * The visibility of a card: the author's own mode; for a player's card the GM's client rolled, public
 * when the player asked for public, else whispered to the GMs and that player (the player who asked
 * always sees its own dice).
 */
function visible<T extends object>(data: T, origin: CardOrigin): T {
  if (origin.rolledFor === null) return applyMessageMode(data, origin.mode);
  if (isPublicMessageMode(origin.mode)) return applyMessageMode(data, publicMessageMode());
  return Object.assign(data, { whisper: [...new Set([...gmIds(), origin.rolledFor])] });
}

/**
 * Posts a card: its visible rows in one message under `origin`'s visibility, its hidden rows in a
 * companion whispered to the GMs. Returns the public message, or the companion alone when every
 * target was hidden (nothing then reaches the players).
 */
export async function postCard(base: { speaker: unknown; content: string }, post: CardPost, origin: CardOrigin): Promise<ChatMessage.Implementation | null> {
  const { open, hidden } = splitHidden(post);
  const rolledFor = origin.rolledFor === null ? {} : { [ROLLED_FOR_FLAG]: origin.rolledFor };
  const create = (data: ChatMessageData): Promise<ChatMessage.Implementation | null> => createChatMessage(data);
  const onlyHidden = hidden !== null && open.flag.rows.length === 0 && open.flag.untargeted === null;
  const message = onlyHidden ? null : await create(visible({ ...base, rolls: open.rolls, flags: { [SYSTEM_ID]: { [CARD_FLAG]: open.flag, ...rolledFor } } }, origin));
  if (!hidden) return message;
  const companion = await create({ ...base, rolls: hidden.rolls, whisper: gmIds(), flags: { [SYSTEM_ID]: { [CARD_FLAG]: hidden.flag, [HIDDEN_PART_FLAG]: message?.id ?? null, ...rolledFor } } });
  return message ?? companion;
}

/** The GMs' companion of `message` (a GM's whispered card naming it), or null. */
export function companionOf(message: CardMessage): CardMessage | null {
  if (!message.id) return null;
  const all = worldMessages<CardMessage & { author?: { isGM?: boolean } | null }>();
  return all.find((m) => gmAuthored(m) && m.flags[SYSTEM_ID]?.[HIDDEN_PART_FLAG] === message.id && readCardFlag(m.flags[SYSTEM_ID]?.[CARD_FLAG]) !== null) ?? null;
}

/** Whether `message` is a GMs' companion card (a GM's message with the companion flag). */
export function isCompanion(message: CardMessage & { author?: unknown }): boolean {
  return (message.author as { isGM?: boolean } | null | undefined)?.isGM === true && HIDDEN_PART_FLAG in (message.flags[SYSTEM_ID] ?? {});
}

/**
 * A companion not posted yet, for "Add my targets" when the public card has none: a card message with
 * the public card's damage rolls and no rows, whose updates (rejudge-row.ts writeRows) are kept here
 * and then posted, whispered to the GMs, as one message.
 */
export class DraftCompanion implements CardMessage {
  readonly id = null;
  flags: Record<string, Record<string, unknown> | undefined>;
  rolls: Array<{ total?: number | null }>;
  readonly #base: { speaker: unknown; content: string };

  constructor(card: CardMessage & { content?: unknown; speaker?: unknown }, flag: AttackCardFlag) {
    const empty = part({ flag, rolls: [...card.rolls] }, [], false);
    this.flags = { [SYSTEM_ID]: { [CARD_FLAG]: empty.flag, [HIDDEN_PART_FLAG]: card.id } };
    this.rolls = empty.rolls as Array<{ total?: number | null }>;
    this.#base = { speaker: card.speaker, content: typeof card.content === "string" ? card.content : "" };
  }

  async update(data: Record<string, unknown>): Promise<this> {
    const prefix = `flags.${SYSTEM_ID}.${CARD_FLAG}.`;
    const flag = this.flags[SYSTEM_ID]![CARD_FLAG] as Record<string, unknown>;
    for (const [key, value] of Object.entries(data)) {
      if (key === "rolls") this.rolls = value as Array<{ total?: number | null }>;
      else if (key.startsWith(prefix)) flag[key.slice(prefix.length)] = value;
    }
    return this;
  }

  /** Posts the companion, whispered to the GMs; the posted message (core's `create` returns it), or null. */
  async post(): Promise<CardMessage | null> {
    const made = await createChatMessage({ ...this.#base, rolls: this.rolls, whisper: gmIds(), flags: this.flags });
    return made ?? null;
  }
}

/**
 * Whether a card's dice are a player client's under "dice rolled by the active GM's client": such a
 * card is not applied (apply.ts), nor are its damage rolls copied into a GM's companion.
 */
export function playerRolledUntrusted(message: CardMessage): boolean {
  return gmRollsPlayersDice() && !gmAuthored(message as AuthoredMessage);
}

/** The GMs' companion of `message`, posted now (empty, with the card's damage rolls) when it has none; null when that fails or the card's dice are untrusted. */
export async function hiddenPartFor(message: CardMessage): Promise<CardMessage | null> {
  const found = companionOf(message);
  if (found) return found;
  if (playerRolledUntrusted(message)) return null;
  const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  return flag ? new DraftCompanion(message as CardMessage & { content?: unknown; speaker?: unknown }, flag).post() : null;
}
