/**
 * What the GM's client remembers of each combatant through a fight (RESOLUTION.md RT-3, RT-6,
 * R13-6, R13-7): the round its death-save card was posted, whether its first initiative roll
 * cleared temporary health, its rallies this battle, the round a rally save failed, and the moment
 * its standard action was spent on a rally or a stabilise attempt (001:L269, L271, L383).
 *
 * It lives in the Combat's flags: a Combat is written by GMs only (players relay), so an owner cannot
 * reset it, and it is a document, so it survives a GM hand-over and ends with the fight (a battle's
 * rallies reset with it). Worlds that kept some of it in the combatant's or the actor's flags are
 * carried over once by the active GM at ready (`adoptLegacyMemory`).
 */
import { SYSTEM_ID } from "../constants";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND } from "../rules/bounds";
import { boundedInt } from "./gm-notice";
import { worldCombats } from "./documents";

/** The Combat flag `flags.enchanted-realms.dyingMemory.<combatantId>`. */
export const COMBAT_MEMORY_FLAG = "dyingMemory";
/** The flags earlier versions kept: the combatant's `deathSaveRound` and `tempCleared`, the actor's `rallies`. */
export const LEGACY_DEATH_SAVE_ROUND = "deathSaveRound";
export const LEGACY_TEMP_CLEARED = "tempCleared";
export const LEGACY_RALLIES = "rallies";

/** One combatant's memory; a field not yet written is absent. */
export interface CombatantMemory {
  deathSaveRound?: number;
  tempCleared?: boolean;
  rallies?: number;
  rallyFailedRound?: number;
  actionSpentAt?: number;
  /** The round whose end-of-turn save-ends card was posted (VARIANTS.md row 9). */
  saveEndsRound?: number;
  /** The casting-start second (absolute) of the last spell whose opportunity attacks were posted (VARIANTS.md §13.3 row 7). */
  spellProvokedAt?: number;
}

/** A Combat as read and written here. */
export interface MemoryCombat {
  id?: string | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

const MAX_RALLIES = 1_000;

/** The combatant's memory as stored, each field checked (a malformed field reads as absent). */
export function memoryOf(combat: MemoryCombat | null | undefined, combatantId: string | null | undefined): CombatantMemory {
  const all = combat?.flags?.[SYSTEM_ID]?.[COMBAT_MEMORY_FLAG] as Record<string, unknown> | undefined;
  const raw = combatantId && all && typeof all === "object" ? (all[combatantId] as Record<string, unknown> | undefined) : undefined;
  if (!raw || typeof raw !== "object") return {};
  const out: CombatantMemory = {};
  const round = boundedInt(raw["deathSaveRound"], 0, MAX_CLOCK_ROUND);
  if (round !== null) out.deathSaveRound = round;
  if (raw["tempCleared"] === true) out.tempCleared = true;
  const rallies = boundedInt(raw["rallies"], 0, MAX_RALLIES);
  if (rallies !== null) out.rallies = rallies;
  const failed = boundedInt(raw["rallyFailedRound"], 0, MAX_CLOCK_ROUND);
  if (failed !== null) out.rallyFailedRound = failed;
  const spent = boundedInt(raw["actionSpentAt"], 0, MAX_ABSOLUTE_SECOND);
  if (spent !== null) out.actionSpentAt = spent;
  const saveEnds = boundedInt(raw["saveEndsRound"], 0, MAX_CLOCK_ROUND);
  if (saveEnds !== null) out.saveEndsRound = saveEnds;
  const provoked = boundedInt(raw["spellProvokedAt"], 0, MAX_ABSOLUTE_SECOND);
  if (provoked !== null) out.spellProvokedAt = provoked;
  return out;
}

/** Writes some of a combatant's memory (on the GM's client: a player cannot write a Combat). */
export async function remember(combat: MemoryCombat, combatantId: string, patch: CombatantMemory): Promise<void> {
  const data = Object.fromEntries(Object.entries(patch).map(([k, v]) => [`flags.${SYSTEM_ID}.${COMBAT_MEMORY_FLAG}.${combatantId}.${k}`, v]));
  if (Object.keys(data).length > 0) await combat.update(data);
}

interface LegacyCombatant {
  id: string | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
  actor?: { flags?: Record<string, Record<string, unknown> | undefined> } | null;
}

/**
 * Carries the memory earlier versions kept on combatants and actors into the Combat's flags, once
 * per field (a field the Combat already holds wins). On the active GM's client at ready, for every
 * combat of the world; returns how many combats were written.
 */
export async function adoptLegacyMemory(combats: Iterable<MemoryCombat & { combatants: { contents?: LegacyCombatant[] } & Iterable<LegacyCombatant> }>): Promise<number> {
  let written = 0;
  for (const combat of combats) {
    const data: Record<string, unknown> = {};
    for (const c of combat.combatants.contents ?? [...combat.combatants]) {
      if (!c.id) continue;
      const held = memoryOf(combat, c.id);
      const own = c.flags?.[SYSTEM_ID];
      const patch: CombatantMemory = {};
      const round = boundedInt(own?.[LEGACY_DEATH_SAVE_ROUND], 0, MAX_CLOCK_ROUND);
      if (held.deathSaveRound === undefined && round !== null) patch.deathSaveRound = round;
      if (held.tempCleared === undefined && own?.[LEGACY_TEMP_CLEARED] === true) patch.tempCleared = true;
      const rallies = boundedInt(c.actor?.flags?.[SYSTEM_ID]?.[LEGACY_RALLIES], 1, MAX_RALLIES);
      if (held.rallies === undefined && rallies !== null) patch.rallies = rallies;
      for (const [k, v] of Object.entries(patch)) data[`flags.${SYSTEM_ID}.${COMBAT_MEMORY_FLAG}.${c.id}.${k}`] = v;
    }
    if (Object.keys(data).length === 0) continue;
    await combat.update(data);
    written++;
  }
  return written;
}

/** Keys of the checks running now on this client: a second request for the same one waits for no roll. */
const running = new Set<string>();

/**
 * Runs `check` unless one with the same key is still running on this client, else answers `busy`
 * at once. The GM's client handles relay requests concurrently; a rally, a stabilise attempt or a
 * death save reads the memory, rolls and then writes it, so two requests sent together would both
 * read the memory before either wrote it.
 */
export async function oneAtATime<T>(key: string, busy: T, check: () => Promise<T>): Promise<T> {
  if (running.has(key)) return busy;
  running.add(key);
  try {
    return await check();
  } finally {
    running.delete(key);
  }
}

/** The key of a combatant's standard action this round: a rally and a stabilise attempt share it. */
export function actionKey(combatId: string | null | undefined, combatantId: string): string {
  return `action:${combatId ?? ""}.${combatantId}`;
}

/** At ready: the active GM carries the memory earlier versions kept on combatants and actors over to the Combats' flags, once. */
export function adoptLegacyMemoryAtReady(): void {
  if (!game.users?.activeGM?.isSelf) return;
  void adoptLegacyMemory(worldCombats()).catch((error: unknown) => console.error("Enchanted Realms | moving the dying memory to the combats failed", error));
}
