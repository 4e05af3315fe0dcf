/**
 * The contract between actors and the rest of the system (combat, tracker, ruler): what an actor
 * contributes to initiative and movement, as plain data computed by the actor data models in
 * `prepareDerivedData` and stored at `actor.system.profile`. Readers never reach into model fields.
 */
import type { TerrainAdaptation } from "../rules";

export interface ActorProfile {
  /** Initiative modifier parts from the sheet (quickness is ≤ 0; encumbrance counts steps in force). */
  initiative: { quickness: number; weapon: number; encumbrance: number };
  movement: {
    /** Hexes per round on optimal ground, before encumbrance. */
    speed: number;
    adaptation: TerrainAdaptation;
    sureFooted: boolean;
    /** Penalty steps in force (loaded, persistent and forced march combined). */
    encumbranceSteps: number;
    /** Cannot move at all (an "everything else" creature over 20 lb). */
    immobile: boolean;
  };
}

export const EMPTY_PROFILE: ActorProfile = Object.freeze({
  initiative: Object.freeze({ quickness: 0, weapon: 0, encumbrance: 0 }),
  movement: Object.freeze({ speed: 0, adaptation: Object.freeze({}), sureFooted: false, encumbranceSteps: 0, immobile: false }),
});

/** The actor's profile, or an empty one for an actor whose data model does not provide it. */
export function actorProfile(actor: { system?: unknown } | null | undefined): ActorProfile {
  const system = actor?.system as { profile?: ActorProfile } | undefined;
  return system?.profile ?? EMPTY_PROFILE;
}

/** The actor's active status ids (its conditions), as a sorted array. */
export function actorConditions(actor: { statuses?: ReadonlySet<string> } | null | undefined): string[] {
  return [...(actor?.statuses ?? [])].sort();
}
