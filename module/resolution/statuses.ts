/**
 * The statuses an application sets and clears (RESOLUTION.md R7, R8, §7.5): `unconscious` with the
 * zero-health marker flag `enchanted-realms.zeroHealth`, so that only the one the system set is
 * lifted when health rises (a sleep spell's stays), and `dead`, core's defeated status
 * (module/canvas/conditions.ts registers both).
 */
import { SYSTEM_ID } from "../constants";
import { statusEffectData } from "../compat";

export const ZERO_HEALTH_MARKER = "zeroHealth";
/** Core's defeated status id (`CONFIG.specialStatusEffects.DEFEATED`), registered by conditions.ts. */
export const DEAD = "dead";

/** The parts of an ActiveEffect read here. */
export interface EffectLike {
  id: string | null;
  statuses: ReadonlySet<string>;
  flags?: Record<string, Record<string, unknown> | undefined>;
}

/** The parts of an Actor read and written here. */
export interface StatusActor {
  statuses: ReadonlySet<string>;
  effects: Iterable<EffectLike>;
  toggleStatusEffect(id: string, options: { active: boolean; overlay?: boolean }): Promise<unknown>;
  createEmbeddedDocuments(name: "ActiveEffect", data: object[], options?: object): Promise<unknown>;
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[]): Promise<unknown>;
}

export function isMarked(effect: EffectLike): boolean {
  return effect.flags?.[SYSTEM_ID]?.[ZERO_HEALTH_MARKER] === true;
}

/** Whether the actor's `unconscious` is the one the system set at 0 (R7). */
export function zeroMarked(actor: StatusActor): boolean {
  return [...actor.effects].some((e) => e.statuses.has("unconscious") && isMarked(e));
}

/** Sets a status; with `marker` the effect carries the zero-health flag. A status already in force is left as it is. */
export async function addStatus(actor: StatusActor, id: string, marker: boolean): Promise<void> {
  if (actor.statuses.has(id)) return;
  if (!marker) {
    // Core's own toggle: `dead` as the overlay, the combatant defeated with it.
    await actor.toggleStatusEffect(id, { active: true, overlay: id === DEAD });
    return;
  }
  const cls = CONFIG.ActiveEffect.documentClass;
  const data: Record<string, unknown> = (await cls.fromStatusEffect(id)).toObject();
  const flags = (data["flags"] ?? {}) as Record<string, Record<string, unknown>>;
  data["flags"] = { ...flags, [SYSTEM_ID]: { ...(flags[SYSTEM_ID] ?? {}), [ZERO_HEALTH_MARKER]: true } };
  // v14: shown on the token like core's own toggle shows it (compat.statusEffectData).
  await actor.createEmbeddedDocuments("ActiveEffect", [statusEffectData(data)], { keepId: true });
}

/**
 * Clears a status. Where a marked effect carries it, only the marked one goes (R7: a GM-set
 * `unconscious` stays); otherwise every effect carrying it.
 */
export async function removeStatus(actor: Pick<StatusActor, "effects" | "deleteEmbeddedDocuments">, id: string): Promise<void> {
  const carrying = [...actor.effects].filter((e) => e.statuses.has(id));
  const marked = carrying.filter(isMarked);
  const ids = (marked.length > 0 ? marked : carrying).map((e) => e.id).filter((x): x is string => typeof x === "string");
  if (ids.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
}
