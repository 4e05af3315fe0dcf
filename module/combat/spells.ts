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

/** The dialog's answer: a chosen spell wins over typed values; typed seconds must be a whole number ≥ 0. */
export function castChoice(form: { spell?: string; name?: string; seconds?: string }, spells: readonly SpellChoice[]): { name: string; castingSeconds: number } | null {
  const picked = form.spell ? spells[Number(form.spell)] : undefined;
  if (picked) return { name: picked.name, castingSeconds: picked.seconds };
  const seconds = Number(form.seconds);
  if (!Number.isSafeInteger(seconds) || seconds < 0) return null;
  return { name: (form.name ?? "").trim(), castingSeconds: seconds };
}
