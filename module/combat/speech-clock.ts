/**
 * When a held line was spoken, as the GMs' clients saw it (docs/rules.md §2: held speech is heard after
 * second 20, each line with the second it was declared at). The flag's own round and second are the
 * declaring client's and a player may write any; so every GM client records the combat's clock when
 * the message is created (`createChatMessage` fires on every client), and delivery reads that record.
 * A line no GM client here saw made (this client loaded after it) is dated to the round delivered,
 * no later than now.
 */
import { speechFlag } from "./speech";

export interface SpeechClock {
  round: number;
  second: number;
}

/** Message id → the clock when it was created. Bounded: a round holds a table's lines, not thousands. */
const recorded = new Map<string, SpeechClock>();
const MAX_RECORDED = 1000;

/** `createChatMessage` on a GM's client: records the clock of the combat the held line names. */
export function recordSpeechClock(message: { id?: string | null; flags: unknown }, clockOf: (combatId: string) => SpeechClock | null | undefined): void {
  const flag = speechFlag(message);
  if (!flag || typeof message.id !== "string") return;
  const clock = clockOf(flag.combatId);
  if (!clock) return;
  if (recorded.size >= MAX_RECORDED) recorded.delete(recorded.keys().next().value as string);
  recorded.set(message.id, { round: clock.round, second: clock.second });
}

/** `deleteChatMessage`: the record goes with the line. */
export function forgetSpeechClock(id: unknown): void {
  if (typeof id === "string") recorded.delete(id);
}

/**
 * The round and second a held line is shown at: the recorded clock, else (not seen made here) the
 * round delivered, at the flag's second held to no later than `now`; with no clock, the flag's own.
 */
export function speechClockOf(id: string | null, flag: SpeechClock, now: SpeechClock | null | undefined): SpeechClock {
  const seen = id === null ? undefined : recorded.get(id);
  if (seen) return { ...seen };
  if (!now) return { round: flag.round, second: flag.second };
  return { round: now.round, second: Math.max(1, Math.min(flag.second, now.second)) };
}
