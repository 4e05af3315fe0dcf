/**
 * RESOLUTION.md R1: in a started combat an attack resolves at its action's landing second; pressed
 * at any other moment it asks "Resolve now, off the clock?" (the GM and the owner may; the card is
 * then marked off-clock). Outside combat there is no clock, so nothing is asked.
 */
import type { Stamp } from "./stamp";

function localize(key: string, data: Record<string, string> = {}): string {
  return game.i18n?.format(key, data) ?? key;
}

/** The question's text for a stamp that is off the clock: when the action lands, or that none does. */
export function offClockQuestion(actorName: string, stamp: Stamp): string {
  if (stamp.stamp === null) return localize("ER.Resolution.OffClock.NoAction", { name: actorName });
  return localize("ER.Resolution.OffClock.LandsAt", { name: actorName, round: String(stamp.stamp.round), second: String(stamp.stamp.second) });
}

/** True when the attack may go ahead: on the clock (or no combat), or the user said yes. */
export async function confirmOffClock(actorName: string, stamp: Stamp): Promise<boolean> {
  if (!stamp.offClock) return true;
  const ok: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("ER.Resolution.OffClock.Title") },
    // The actor's name is a user's text: escaped (foundry.utils.escapeHTML) before it reaches the dialog's HTML.
    content: `<p>${foundry.utils.escapeHTML(offClockQuestion(actorName, stamp))}</p>`,
    rejectClose: false,
  });
  return ok === true;
}
