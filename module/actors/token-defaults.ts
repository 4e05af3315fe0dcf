/**
 * Prototype-token defaults of new actors, as pure data (the actor models apply them in
 * `_preCreate`). Decision (after dnd5e's and Draw Steel's player-character models): a
 * character is a single, persistent being, so its token is linked to the actor (health, load and
 * race changes made on the token reach the sheet), friendly, with vision on; a creature is a
 * template for many tokens, so its tokens stay unlinked copies, and hostile: a creature the GM adds
 * is a foe unless said otherwise (the side that counts for OSR's "hostile close" and OSE's side
 * initiative, module/combat/variant-input.ts). Both take one hex (1 × 1 grid
 * space) and show health as their first bar (system.json `primaryTokenAttribute`).
 *
 * Only the keys the creation data does not already give are filled in: an importer, a module or
 * a compendium entry that sets its own token keeps it.
 */

/** Core's token dispositions (CONST.TOKEN_DISPOSITIONS): the numbers are part of the stored data. */
export const TOKEN_DISPOSITION = Object.freeze({ HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });

export interface PrototypeTokenDefaults {
  actorLink: boolean;
  disposition?: number;
  width: number;
  height: number;
  bar1: { attribute: string };
  sight?: { enabled: boolean };
}

/** The defaults of an actor type's prototype token. */
export function prototypeTokenFor(type: string): PrototypeTokenDefaults {
  const common = { width: 1, height: 1, bar1: { attribute: "health" } };
  if (type === "character") return { ...common, actorLink: true, disposition: TOKEN_DISPOSITION.FRIENDLY, sight: { enabled: true } };
  return { ...common, actorLink: false, disposition: TOKEN_DISPOSITION.HOSTILE };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === "object" && !Array.isArray(x);
}

/**
 * The part of the defaults that the creation data leaves unset, as an update for
 * `updateSource({ prototypeToken })`; null when the data already sets every key.
 * `given` is the creation data's `prototypeToken` (any shape; non-objects count as unset).
 */
export function prototypeTokenPatch(type: string, given: unknown): Record<string, unknown> | null {
  const defaults = prototypeTokenFor(type);
  const have = isRecord(given) ? given : {};
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(defaults)) {
    if (isRecord(value)) {
      const inner = isRecord(have[key]) ? (have[key] as Record<string, unknown>) : {};
      const missing = Object.fromEntries(Object.entries(value).filter(([k]) => inner[k] === undefined));
      if (Object.keys(missing).length > 0) patch[key] = missing;
    } else if (have[key] === undefined) {
      patch[key] = value;
    }
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
