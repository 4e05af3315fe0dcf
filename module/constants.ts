/** The system's package id, as in system.json. */
export const SYSTEM_ID = "enchanted-realms";

/** The flag key of a scene's default terrain, `flags.enchanted-realms.terrain`: the canvas writes and reads it, the sheets watch it. */
export const SCENE_TERRAIN_FLAG = "terrain";

/** Root of every localisation key the system owns (lang/en.json `ER.*`). */
export const I18N_ROOT = "ER";

/**
 * Builds a localisation prefix under the system's root, for `LOCALIZATION_PREFIXES` and for keys
 * composed at run time (`i18nKey(group, id)`). Keeps prefixes out of string literals so the
 * key audits only ever see complete keys.
 */
export function i18nKey(...parts: readonly string[]): string {
  return [I18N_ROOT, ...parts].join(".");
}

/** Path of a template shipped with the system. */
export function templatePath(relative: string): string {
  return `systems/${SYSTEM_ID}/templates/${relative}`;
}

/** The actor flag of a stand from a crawl (`flags.enchanted-realms.stoodUp`; rules/stand-up.ts): the canvas writes it, the ruler and the tracker read it. */
export const STOOD_UP_FLAG = "stoodUp";
/** The actor flag of a mount or dismount's cost (rules/stand-up.ts record, VARIANTS.md §13.3 row 41), written by the GM's client. */
export const MOUNT_COST_FLAG = "mountCost";
