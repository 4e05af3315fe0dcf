/**
 * What the combat's own helpers (commands.ts, initiative-rolls.ts, round-transition.ts) read of a
 * combat: Foundry's Combat with ERCombat's clock and speech accessors (combat.ts implements it). A
 * type only, so those helpers, which ERCombat's methods call, never import the class.
 */
import type { ClockTime } from "../rules";
import type { ERCombatant } from "./combatant";
import type { HeldSpeechFlag, SpeechMessageLike } from "./speech";
import type { SpeechAuthor, vetHeldSpeech } from "./speech-trust";

export interface CombatHost extends Combat {
  /** The clock; null before the combat begins. */
  readonly clock: ClockTime | null;
  readonly erCombatants: ERCombatant[];
  /** The update options that move the clock to an absolute second (direction, world time). */
  clockOptions(toAbsoluteSecond: number): { direction: 1 | -1; worldTime: { delta: number } };
  /** The speech held for this combat. */
  heldSpeech(): Array<{ message: ChatMessage.Implementation; flag: HeldSpeechFlag }>;
  /** Held speech split into lines its authors may speak and forged ones. */
  vetSpeech<M extends SpeechMessageLike & { author?: SpeechAuthor | null }>(held: ReadonlyArray<{ message: M; flag: HeldSpeechFlag }>): ReturnType<typeof vetHeldSpeech<M>>;
}
