/**
 * Who may hold speech for whom. Any user may create a whisper carrying the held-speech
 * flag, naming any combatant and any speaker, so a held line is delivered only if its message's
 * author owns the combatant the flag names or is a GM; and the speaker shown is that combatant's
 * own name, never the flag's. Lines that fail are refused (and removed with the rest at delivery).
 */
import { MAX_SPEECH_LENGTH, type HeldSpeechFlag, type SpeechMessageLike } from "./speech";
import { speechClockOf, type SpeechClock } from "./speech-clock";

/** The parts of a Foundry User the check reads (a message's `author`). */
export interface SpeechAuthor {
  id?: string | null;
  isGM: boolean;
}

/** The parts of a Combatant the check reads. */
export interface VoicedCombatant {
  name?: string | null;
  testUserPermission(user: SpeechAuthor, permission: "OWNER"): boolean;
}

export interface HeldSpeechEntry<M> {
  message: M;
  flag: HeldSpeechFlag;
}

/**
 * Splits held speech into the lines that may be delivered (their speaker set from the combatant,
 * their round and second from the GM side's record, speech-clock.ts) and the refused ones.
 * `combatantOf` finds a combatant of the same combat by id; `now` is the combat's clock.
 */
export function vetHeldSpeech<M extends SpeechMessageLike & { author?: SpeechAuthor | null }>(
  held: ReadonlyArray<HeldSpeechEntry<M>>,
  combatantOf: (id: string) => VoicedCombatant | null | undefined,
  now: SpeechClock | null = null,
): { accepted: Array<HeldSpeechEntry<M>>; refused: Array<HeldSpeechEntry<M>> } {
  const accepted: Array<HeldSpeechEntry<M>> = [];
  const refused: Array<HeldSpeechEntry<M>> = [];
  for (const entry of held) {
    const author = entry.message.author;
    const combatant = typeof entry.flag.combatantId === "string" ? combatantOf(entry.flag.combatantId) : null;
    const allowed =
      wellFormed(entry.flag) && !!author && !!combatant && (author.isGM === true || combatant.testUserPermission(author, "OWNER"));
    if (!allowed || !combatant) {
      refused.push(entry);
      continue;
    }
    const at = speechClockOf(entry.message.id, entry.flag, now);
    accepted.push({ message: entry.message, flag: { ...entry.flag, speaker: combatant.name ?? "", round: at.round, second: at.second } });
  }
  return { accepted, refused };
}

/** The flag's fields are what the card shows: a text string of at most MAX_SPEECH_LENGTH characters, and a round ≥ 1 and second 1–20 that are whole numbers. */
function wellFormed(flag: HeldSpeechFlag): boolean {
  const { round, second, text } = flag as { round: unknown; second: unknown; text: unknown };
  return (
    typeof text === "string" && text.length <= MAX_SPEECH_LENGTH &&
    typeof round === "number" && Number.isSafeInteger(round) && round >= 1 &&
    typeof second === "number" && Number.isSafeInteger(second) && second >= 1 && second <= 20
  );
}
