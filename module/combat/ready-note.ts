/**
 * Where a readied action's trigger text lives (VARIANTS.md §3.4). Every client receives every
 * Combatant, hidden ones included, and a relay request reaches every other client's socket; so the
 * text is never stored on the Combatant nor sent over the relay. The client that readies posts it
 * as a chat message whispered to the GMs and the combatant's owners (Foundry shows a whisper only
 * to its recipients and author), and the combatant keeps only the `readied` marker.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";

/** The parts of a combatant the note reads. */
export interface ReadiedCombatant {
  id?: string | null;
  name?: string | null;
  testUserPermission(user: TriggerReader, level: "OWNER"): boolean;
}

/** A user as the trigger's readers are chosen: by id and role. */
export interface TriggerReader {
  id?: string | null;
  isGM: boolean;
}

/** The users who may read the trigger: every GM and every owner of the combatant. */
export function triggerReaders(combatant: ReadiedCombatant, users: readonly TriggerReader[]): string[] {
  return users
    .filter((u) => u.isGM || combatant.testUserPermission(u, "OWNER"))
    .map((u) => u.id ?? "")
    .filter(Boolean);
}

/** Posts the trigger text of a readied action, whispered to its readers. Empty text posts nothing. */
export async function postReadiedTrigger(combatId: string, combatant: ReadiedCombatant, trigger: string): Promise<void> {
  const text = trigger.trim();
  if (!text) return;
  const escape = foundry.utils.escapeHTML;
  const title = game.i18n?.format("ER.Variants.Initiative.ReadyNote", { name: combatant.name ?? "" }) ?? "ER.Variants.Initiative.ReadyNote";
  const content = `<p><strong>${escape(title)}</strong></p><p>${escape(text)}</p>`;
  const whisper = triggerReaders(combatant, game.users?.contents ?? []);
  await createChatMessage({ content, whisper, flags: { [SYSTEM_ID]: { readyNote: { combatId, combatantId: combatant.id ?? "" } } } });
}
