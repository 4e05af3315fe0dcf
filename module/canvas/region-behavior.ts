/**
 * The "Terrain" region behaviour: marks a Region as an area of one terrain of RULES.md §4, with the
 * "steep" flag that turns sure-footedness off inside it. The terrain cache reads these behaviours
 * (module/canvas/terrain-cache.ts); the movement cost function reads the cache.
 */
import { i18nKey } from "../constants";
import { TERRAIN_BEHAVIOR_TYPE } from "./ids";
import { TERRAIN_IDS, isTerrainId, type TerrainId } from "../rules";

export { TERRAIN_BEHAVIOR_TYPE };

/** Terrain choices for selects: id → localisation key. */
export function terrainChoices(): Record<TerrainId, string> {
  return Object.fromEntries(TERRAIN_IDS.map((t) => [t, i18nKey("Terrain", t)])) as Record<TerrainId, string>;
}

/**
 * The same choices with localised labels, resolved each time a form draws them (a field's choices
 * may be a function), so the behaviour's config form shows names whether or not it localises labels.
 */
function localizedTerrainChoices(): Record<TerrainId, string> {
  const keys = terrainChoices();
  return Object.fromEntries(TERRAIN_IDS.map((t) => [t, game.i18n?.localize(keys[t]) ?? keys[t]])) as Record<TerrainId, string>;
}

function terrainBehaviorSchema() {
  const fields = foundry.data.fields;
  return {
    terrain: new fields.StringField({
      required: true,
      nullable: false,
      blank: false,
      initial: "forest",
      choices: localizedTerrainChoices,
      validate: (value: unknown) => isTerrainId(value),
    }),
    steep: new fields.BooleanField({ initial: false }),
  };
}
type TerrainBehaviorSchema = ReturnType<typeof terrainBehaviorSchema>;

export class TerrainBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<TerrainBehaviorSchema> {
  static override LOCALIZATION_PREFIXES = [i18nKey("Region", "Terrain")];

  static override defineSchema(): TerrainBehaviorSchema {
    return terrainBehaviorSchema();
  }
}

/** Registers the behaviour type (init). */
export function registerTerrainBehavior(): void {
  CONFIG.RegionBehavior.dataModels[TERRAIN_BEHAVIOR_TYPE] = TerrainBehaviorModel;
  CONFIG.RegionBehavior.typeIcons[TERRAIN_BEHAVIOR_TYPE] = "fa-solid fa-mountain-sun";
}
