/**
 * Dropping a race on a character (module/items/models.ts, RaceModel#_onCreate): what changes on the
 * character, as a pure function. The race sets speed, miles per day, terrain adaptation and
 * sure-footedness, and replaces any race the character had.
 */
import { isTerrainId } from "../rules";
import { ADAPTABLE_TERRAINS } from "../data/field-spec";
import { MAX_NAME_LENGTH } from "../data/bounds";

export interface RaceData {
  name: string;
  system: {
    speed: number | null;
    milesPerDay: number | null;
    bodyWeight: number | null;
    sureFooted: boolean;
    adaptation: Readonly<Record<string, string>>;
  };
}

export interface RaceApplication {
  /** The character update, as nested `system` data. */
  update: { system: Record<string, unknown> };
  /** Ids of the character's earlier race items, to delete. */
  replaced: string[];
}

/**
 * Decision (race on a character): values the race leaves blank (null: the book gives no number)
 * do not touch the character; the adaptation is replaced as a whole (terrains the race does not
 * list are cleared), because it belongs to the race, not the person. The race's typical body
 * weight is copied only while the character has none (0), so a weight the player set is kept.
 */
export function raceApplication(
  race: RaceData,
  character: { bodyWeight: number },
  ownedRaceIds: readonly string[],
): RaceApplication {
  const { speed, milesPerDay, bodyWeight, sureFooted, adaptation } = race.system;
  const movement: Record<string, unknown> = {
    sureFooted,
    adaptation: Object.fromEntries(
      ADAPTABLE_TERRAINS.map((t) => {
        const to = adaptation[t];
        return [t, isTerrainId(to) ? to : ""];
      }),
    ),
  };
  if (speed !== null) movement["speed"] = speed;
  if (milesPerDay !== null) movement["milesPerDay"] = milesPerDay;
  // The character's race field holds MAX_NAME_LENGTH characters; a longer item name would have the
  // whole update refused (module/actors/validation-hooks.ts) while the earlier race is still removed.
  const system: Record<string, unknown> = { race: race.name.slice(0, MAX_NAME_LENGTH), movement };
  if (bodyWeight !== null && character.bodyWeight === 0) system["bodyWeight"] = bodyWeight;
  return { update: { system }, replaced: [...ownedRaceIds] };
}

/** A race item on a character, as listed in the character's items (creation order). */
export interface OwnedRace {
  id: string;
  /** `_stats.createdTime` (ms), null when unknown (treated as older than any known time). */
  createdTime: number | null;
}

/**
 * Which race stays and which are removed so that exactly one remains: the last created, by
 * creation time and, for races created in the same batch (same time), by their order in the list.
 * `keep` is null only for an empty list. Decision (races dropped together): only the race that is
 * kept applies itself to the character and removes the others, so two races created at once do
 * not remove each other.
 */
export function raceSuccession(races: readonly OwnedRace[]): { keep: string | null; remove: string[] } {
  let newest: { race: OwnedRace; time: number } | null = null;
  for (const race of races) {
    const time = race.createdTime ?? Number.NEGATIVE_INFINITY;
    if (newest === null || time >= newest.time) newest = { race, time };
  }
  const keep = newest?.race.id ?? null;
  return { keep, remove: races.filter((r) => r.id !== keep).map((r) => r.id) };
}
