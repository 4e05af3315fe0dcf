/**
 * Floating numbers (RESOLUTION.md §7.3, "core scrolling text"): after an application, −n or +n
 * rises from the target's token on every client. The GM's client writes the card's ledger
 * (apply.ts); every client receives that ChatMessage update, so each one shows the number from the
 * recorded entry, never from a value another client computed (R13), and only over a token this
 * user's canvas shows (a hidden, unseen or secret token shows nothing, R11).
 */
import { SYSTEM_ID } from "../constants";
import { CARD_FLAG, HEALTH_OPS, type HealthOp } from "./flag";
import { isRecord } from "./records";

/** What one ledger write shows: the target's token, the signed text, and whether it heals. */
export interface FloatingNumber {
  tokenUuid: string;
  text: string;
  heal: boolean;
}

/** Core's `CONST.TEXT_ANCHOR_POINTS` (CENTER 0, TOP 2: the same on v13 and v14, docs/foundry-api.md). */
const ANCHOR_CENTER = 0;
const ANCHOR_TOP = 2;
/** Core's `CONST.TOKEN_DISPOSITIONS.SECRET` (-2 on v13 and v14, docs/foundry-api.md). */
const DISPOSITION_SECRET = -2;
/** Damage red, healing green (PIXI TextStyle `fill`). */
const FILL = { damage: 0xff4a4a, heal: 0x3ccf5a } as const;


/**
 * The number an update's `changed` shows, or null: only a write of the card's ledger whose last
 * entry is a new application (an undo marks the last entry undone instead), never Mark dead, and
 * only a well-formed entry (the flag is anyone's to write on their own card).
 */
export function floatingOf(changed: unknown): FloatingNumber | null {
  if (!isRecord(changed) || !isRecord(changed["flags"])) return null;
  const system = changed["flags"][SYSTEM_ID];
  const card = isRecord(system) ? system[CARD_FLAG] : undefined;
  const ledger = isRecord(card) ? card["ledger"] : undefined;
  if (!Array.isArray(ledger)) return null;
  const last: unknown = ledger.at(-1);
  if (!isRecord(last) || last["undone"] !== false) return null;
  const { tokenUuid, op, amount } = last;
  if (typeof tokenUuid !== "string" || typeof op !== "string" || !(HEALTH_OPS as readonly string[]).includes(op) || op === "markDead") return null;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const heal = (op as HealthOp) === "heal";
  return { tokenUuid, text: `${heal ? "+" : "−"}${amount}`, heal };
}

interface ShownTokenDocument {
  object?: ShownToken | null;
  /** Core's: a secret disposition the viewing user does not own (`TokenDocument#isSecret`). */
  isSecret?: unknown;
  disposition?: unknown;
}

/**
 * A secret token's health must not leak to a player who cannot see what it is (R11): core's
 * `isSecret` when the document has it (dnd5e skips its scrolling text the same way), else a secret
 * disposition counts as secret for everyone but a GM.
 */
function isSecretToUser(document: ShownTokenDocument): boolean {
  if (typeof document.isSecret === "boolean") return document.isSecret;
  return document.disposition === DISPOSITION_SECRET && game.user?.isGM !== true;
}

interface ShownToken {
  visible?: boolean;
  center?: { x: number; y: number };
  h?: number;
}

interface ScrollingCanvas {
  ready?: boolean;
  interface?: { createScrollingText?(origin: { x: number; y: number }, content: string, options?: Record<string, unknown>): Promise<unknown> };
}

/**
 * Shows `changed`'s number over its token on this client: only for a GM's write, when the canvas is ready, the token
 * is on the viewed scene (`TokenDocument#object`), drawn visible to this user (`Token#visible`,
 * which core sets from the token's hidden state and this user's vision) and not secret to them.
 * The style keys go at the top level of the options: core passes every key it does not use itself
 * to its text style, so a nested `textStyle` object would be ignored (dnd5e passes them the same way).
 */
export function showFloating(changed: unknown, userId: unknown): void {
  // Only the GM's client writes the ledger (apply.ts); a player's write to its own card's flag shows nothing.
  const writer = typeof userId === "string" ? (game.users?.get(userId) as { isGM?: boolean } | undefined) : undefined;
  if (writer?.isGM !== true) return;
  const number = floatingOf(changed);
  if (!number) return;
  const canvas = (globalThis as { canvas?: ScrollingCanvas }).canvas;
  if (!canvas?.ready || typeof canvas.interface?.createScrollingText !== "function") return;
  let document: ShownTokenDocument | null;
  try {
    document = fromUuidSync(number.tokenUuid) as ShownTokenDocument | null;
  } catch {
    return;
  }
  const token = document?.object;
  if (!document || !token || token.visible !== true || !token.center || isSecretToUser(document)) return;
  void canvas.interface.createScrollingText(token.center, number.text, {
    anchor: ANCHOR_CENTER,
    direction: ANCHOR_TOP,
    distance: typeof token.h === "number" ? token.h : 100,
    jitter: 0.25,
    fill: number.heal ? FILL.heal : FILL.damage,
    fontSize: 32,
    stroke: 0x000000,
    strokeThickness: 4,
  });
}

/** §7.3: every client shows the GM's recorded application as core scrolling text over the token (at init). */
export function listenForFloating(): void {
  Hooks.on("updateChatMessage", (_message, changed, _options, userId) => showFloating(changed, userId));
}
