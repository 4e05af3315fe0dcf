/** Declaring and releasing held speech (see speech.ts for the decision and the pure parts). */
import { SYSTEM_ID, templatePath } from "../constants";
import { applyMessageMode, publicMessageMode, createChatMessage } from "../compat";
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import { MAX_SPEECH_LENGTH, speechLines, type HeldSpeechFlag } from "./speech";

/** Holds a line of speech for `combatant`: whispered to the GMs (and seen by its author) until second 20. */
export async function declareSpeech(combat: ERCombat, combatant: ERCombatant, text: string): Promise<void> {
  const clock = combat.clock;
  if (!clock) {
    ui.notifications?.warn(game.i18n?.localize("ER.Speech.NoCombat") ?? "");
    return;
  }
  // Only a combatant's owner (or a GM) holds speech for it; the GM's client checks the same again
  // at delivery, against the message's author (speech-trust.ts).
  if (!combatant.isOwner && game.user?.isGM !== true) return;
  // Refused, not cut: the whole line is the user's to shorten (the GM's client refuses a longer one too).
  if (text.length > MAX_SPEECH_LENGTH) {
    ui.notifications?.warn(game.i18n?.format("ER.Speech.TooLong", { max: String(MAX_SPEECH_LENGTH), length: String(text.length) }) ?? "ER.Speech.TooLong");
    return;
  }
  const flag: HeldSpeechFlag = {
    combatId: combat.id ?? "",
    combatantId: combatant.id ?? "",
    round: clock.round,
    second: clock.second,
    text,
    speaker: combatant.name ?? "",
  };
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/held-speech.hbs"), { ...flag });
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  const speaker = ChatMessage.getSpeaker({ actor: combatant.actor, token: combatant.token });
  // Flags are declared in types.ts (FlagConfig); the create data's nested flag shape is checked there.
  await createChatMessage({ content, whisper, speaker, flags: { [SYSTEM_ID]: { heldSpeech: flag } } });
}

/**
 * Posts every line still held for a combat in one public message and removes the whispers (combat
 * deleted mid-round). Only lines their authors may speak are posted (speech-trust.ts).
 */
export async function releaseHeldSpeech(combat: ERCombat): Promise<void> {
  const held = combat.heldSpeech();
  if (held.length === 0) return;
  const { accepted } = combat.vetSpeech(held);
  if (accepted.length > 0) {
    const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/speech-list.hbs"), { speech: speechLines(accepted) });
    // Public in either version, whatever the releasing GM's own message mode.
    const data = applyMessageMode({ content, speaker: { alias: game.i18n?.localize("ER.Speech.Alias") ?? "" } }, publicMessageMode());
    await createChatMessage(data);
  }
  await ChatMessage.deleteDocuments(held.map((h) => h.message.id).filter((id): id is string => typeof id === "string"));
}

/**
 * The combatant a user speaks for: a controlled token's combatant, else (a player only) the first
 * one the user owns that is not hidden. A held line is delivered publicly under the speaker's name,
 * so without a selected token nobody speaks as a hidden combatant, and a GM (who owns every
 * combatant) speaks for nobody: the caller's warning asks them to select the speaker's token.
 */
export function speakerCombatant(combat: ERCombat): ERCombatant | null {
  const controlled = new Set((canvas?.tokens?.controlled ?? []).map((t) => t.document.id));
  const owned = combat.erCombatants.filter((c) => c.isOwner);
  const selected = owned.find((c) => c.tokenId !== null && controlled.has(c.tokenId));
  if (selected) return selected;
  if (game.user?.isGM) return null;
  const visible = owned.filter((c) => !c.hidden);
  return visible.find((c) => c.hasPlayerOwner) ?? visible[0] ?? null;
}
