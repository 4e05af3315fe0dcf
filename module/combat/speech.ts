/**
 * Held speech (docs/rules.md §2): communication declared mid-round is a chat message whispered to the
 * GMs (its author sees it too) and flagged as held; after second 20 it is delivered to everyone in
 * the next round's card, in declaration order, and the whispers are removed. If the combat is
 * deleted mid-round, the held speech is posted then, so nothing is lost.
 *
 * Decision (held speech storage): a whispered ChatMessage rather than Combat data, because
 * players may create chat messages but not update the Combat, and a whisper is hidden from other
 * players by Foundry itself rather than by the tracker.
 */
import { SYSTEM_ID } from "../constants";
import { chatInputText } from "../compat";
import type { HeldSpeechLine } from "../rules";

/** Longest held line, in characters: a few sentences (a round is 20 seconds of speech, docs/rules.md §2). */
export const MAX_SPEECH_LENGTH = 500;

export interface HeldSpeechFlag {
  combatId: string;
  combatantId: string;
  round: number;
  second: number;
  text: string;
  speaker: string;
}

/** The parts of a chat message held speech reads. */
export interface SpeechMessageLike {
  id: string | null;
  timestamp: number;
  flags: unknown;
}

export function speechFlag(message: { flags: unknown }): HeldSpeechFlag | null {
  const flags = message.flags as Record<string, { heldSpeech?: HeldSpeechFlag } | undefined> | undefined;
  const flag = flags?.[SYSTEM_ID]?.heldSpeech;
  return flag && typeof flag.combatId === "string" ? flag : null;
}

/** Held speech of one combat, in declaration order (message time, then id). */
export function heldSpeechOf<M extends SpeechMessageLike>(messages: Iterable<M>, combatId: string): Array<{ message: M; flag: HeldSpeechFlag }> {
  const out: Array<{ message: M; flag: HeldSpeechFlag }> = [];
  for (const message of messages) {
    const flag = speechFlag(message);
    if (flag?.combatId === combatId) out.push({ message, flag });
  }
  return out.sort((a, b) => a.message.timestamp - b.message.timestamp || String(a.message.id).localeCompare(String(b.message.id)));
}

export function speechLines(held: ReadonlyArray<{ flag: HeldSpeechFlag }>): HeldSpeechLine[] {
  return held.map(({ flag }) => ({ speaker: flag.speaker, text: flag.text, round: flag.round, second: flag.second }));
}

/** Combatant ids with speech held (for the tracker's indicator), from the messages this user can see. */
export function speakersWithHeldSpeech(messages: Iterable<SpeechMessageLike>, combatId: string): Set<string> {
  return new Set(heldSpeechOf(messages, combatId).map((h) => h.flag.combatantId));
}

/**
 * The text of a `/speak …` chat command, or null when the message is not one. The `chatMessage`
 * hook gets plain text on v13 and the rich-text editor's HTML on v14 (`<p>/speak …</p>`): both
 * forms are read, and the spoken text is always plain (it is escaped when shown).
 */
export function parseSpeakCommand(message: string): string | null {
  const m = /^\/speak(?:\s+([\s\S]*))?$/i.exec(chatInputText(message).trim());
  if (!m) return null;
  return (m[1] ?? "").trim();
}
