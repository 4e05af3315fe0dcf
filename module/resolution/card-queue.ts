/**
 * Requests on one card are handled one at a time on the active GM's client (RESOLUTION.md R13,
 * R14): each reads the card, awaits actor writes and then writes the ledger from what it read, so
 * two at once would each miss the other's entry (and skip §7.3's "Apply again?"). Per row, at most
 * one request is handled and one waits; while the GM is asked "Apply again?" about a row, further
 * requests on it are refused, and so is one that waited through such a question (the GM has just
 * answered it), so a flood of requests opens one question, not one per request.
 * Memory of the active client only: what waits is in flight, and a hand-over starts empty.
 */
import type { RefusalReason } from "../combat/refusals";

/** Per row: the request being handled and the next one. */
export const MAX_WAITING_PER_ROW = 2;

const tails = new Map<string, Promise<void>>();
const waiting = new Map<string, number>();
const asking = new Set<string>();
/** Per row with requests in hand: how many questions were asked about it, so a waiting request sees one asked meanwhile. */
const questions = new Map<string, number>();

const rowKey = (messageId: string, tokenUuid: string): string => `${messageId}|${tokenUuid}`;

/**
 * Runs `work` after every earlier request on `messageId`, or refuses it ("rowBusy"): at once when its
 * row already has a request handled and one waiting, or a question open; when its turn comes if a
 * question about its row was asked while it waited.
 */
export function queueOnCard(messageId: string, tokenUuid: string, work: () => Promise<RefusalReason | null>): Promise<RefusalReason | null> {
  const key = rowKey(messageId, tokenUuid);
  const count = waiting.get(key) ?? 0;
  if (asking.has(key) || count >= MAX_WAITING_PER_ROW) return Promise.resolve("rowBusy");
  waiting.set(key, count + 1);
  const seen = questions.get(key) ?? 0;
  const run = (tails.get(messageId) ?? Promise.resolve()).then(() => ((questions.get(key) ?? 0) === seen ? work() : "rowBusy"));
  const tail = run.then(() => undefined, () => undefined);
  tails.set(messageId, tail);
  void tail.then(() => {
    const left = (waiting.get(key) ?? 1) - 1;
    if (left > 0) waiting.set(key, left);
    else {
      waiting.delete(key);
      questions.delete(key);
    }
    if (tails.get(messageId) === tail) tails.delete(messageId);
  });
  return run;
}

/** Asks `question` about a row, marked as asking while it is open (further requests on the row are refused meanwhile). */
export async function whileAsking(messageId: string, tokenUuid: string, question: () => Promise<boolean>): Promise<boolean> {
  const key = rowKey(messageId, tokenUuid);
  asking.add(key);
  questions.set(key, (questions.get(key) ?? 0) + 1);
  try {
    return await question();
  } finally {
    asking.delete(key);
  }
}
