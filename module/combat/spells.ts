import { MAX_ACTION_SECONDS, MAX_SPELL_NAME_LENGTH } from "../rules";

/** Spell choices for the cast dialog, read defensively from the actor's items (no model imports). */
export interface SpellChoice {
  index: number;
  name: string;
  seconds: number;
}

export function spellChoices(items: Iterable<{ name?: string | null; type?: string; system?: unknown }>): SpellChoice[] {
  const out: SpellChoice[] = [];
  for (const item of items) {
    if (item.type !== "spell") continue;
    const seconds = (item.system as { castingSeconds?: unknown } | undefined)?.castingSeconds;
    if (typeof seconds !== "number" || !Number.isSafeInteger(seconds) || seconds < 0) continue;
    out.push({ index: out.length, name: item.name ?? "", seconds });
  }
  return out;
}

/**
 * The dialog's answer: a chosen spell wins over typed values; the casting time must be a whole
 * number from 0 to `maxSeconds` (the 10-rounds-ahead cap less the action's score: maxCastingSeconds),
 * else null. The name is cut to {@link MAX_SPELL_NAME_LENGTH} characters.
 */
export function castChoice(
  form: { spell?: string; name?: string; seconds?: string },
  spells: readonly SpellChoice[],
  maxSeconds: number = MAX_ACTION_SECONDS,
): { name: string; castingSeconds: number } | null {
  const picked = form.spell ? spells[Number(form.spell)] : undefined;
  const seconds = picked ? picked.seconds : Number(form.seconds);
  if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > maxSeconds) return null;
  const name = picked ? picked.name : (form.name ?? "").trim();
  return { name: name.slice(0, MAX_SPELL_NAME_LENGTH), castingSeconds: seconds };
}
