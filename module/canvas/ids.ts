/** Ids of the canvas feature's registrations (no Foundry globals, so pure modules may import them). */
import { SYSTEM_ID } from "../constants";

/** The Terrain region behaviour's sub-type, as system.json documentTypes.RegionBehavior and CONFIG.RegionBehavior.dataModels name it. */
export const TERRAIN_BEHAVIOR_TYPE = `${SYSTEM_ID}.terrain` as const;

/** The Hazard region behaviour's sub-type (VARIANTS.md §6.3): difficult ground, k + 1 under a hazard terrain model. */
export const HAZARD_BEHAVIOR_TYPE = `${SYSTEM_ID}.hazard` as const;

/** The Environment hazard region behaviour's sub-type (VARIANTS.md §6.9, row 43): a save and damage at a turn moment. */
export const ENVIRONMENT_HAZARD_BEHAVIOR_TYPE = `${SYSTEM_ID}.environmentHazard` as const;
