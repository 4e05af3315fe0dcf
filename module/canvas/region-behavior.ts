/**
 * The "Terrain" region behaviour: marks a Region as an area of one terrain of docs/rules.md §4, with the
 * "steep" flag that turns sure-footedness off inside it. The terrain cache reads these behaviours
 * (module/canvas/terrain-cache.ts); the movement cost function reads the cache.
 */
import { i18nKey } from "../constants";
import { HAZARD_BEHAVIOR_TYPE, TERRAIN_BEHAVIOR_TYPE } from "./ids";
import { TERRAIN_IDS, isTerrainId, type TerrainId } from "../rules";

export { HAZARD_BEHAVIOR_TYPE, TERRAIN_BEHAVIOR_TYPE };

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

// ---------------------------------------------------------------------------
// Hazard (VARIANTS.md §6.3)
// ---------------------------------------------------------------------------

/** The localisation prefix of the Hazard behaviour's fields. */
export const HAZARD_I18N = "ER.Variants.Movement.Hazard";

/**
 * The token dispositions a Hazard can leave unslowed, with their labels (CONST.TOKEN_DISPOSITIONS
 * values; "secret" tokens are left out of the choice, as hidden tokens should not reveal themselves).
 */
export const HAZARD_DISPOSITIONS: Readonly<Record<number, string>> = Object.freeze({
  [-1]: `${HAZARD_I18N}.Disposition.hostile`,
  0: `${HAZARD_I18N}.Disposition.neutral`,
  1: `${HAZARD_I18N}.Disposition.friendly`,
});

function localizedDispositions(): Record<number, string> {
  return Object.fromEntries(Object.entries(HAZARD_DISPOSITIONS).map(([k, key]) => [k, game.i18n?.localize(key) ?? key]));
}

function hazardBehaviorSchema() {
  const fields = foundry.data.fields;
  return {
    ignoredDispositions: new fields.SetField(
      new fields.NumberField({ required: true, nullable: false, integer: true, choices: localizedDispositions }),
    ),
  };
}
type HazardBehaviorSchema = ReturnType<typeof hazardBehaviorSchema>;

/**
 * The "Hazard" region behaviour: difficult ground (clutter, mud, rubble, ice…) inside ER's terrain.
 * Decision (VARIANTS.md §6.3, D7, 004:L81): its extra cost is fixed at +1 and never stacks with
 * another Hazard, so it has no cost field; it counts only under the terrain models
 * "divisorsPlusHazards" and "hazardsOnly" (the book ignores it). Tokens of the chosen dispositions
 * are not slowed by it (as dnd5e's difficult terrain). ER adaptation never removes it.
 */
export class HazardBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<HazardBehaviorSchema> {
  static override LOCALIZATION_PREFIXES = [HAZARD_I18N];

  static override defineSchema(): HazardBehaviorSchema {
    return hazardBehaviorSchema();
  }
}

/** Registers the Hazard behaviour type (init). The same on v13 and v14 (CONFIG.RegionBehavior.dataModels / typeIcons). */
export function registerHazardBehavior(): void {
  CONFIG.RegionBehavior.dataModels[HAZARD_BEHAVIOR_TYPE] = HazardBehaviorModel;
  CONFIG.RegionBehavior.typeIcons[HAZARD_BEHAVIOR_TYPE] = "fa-solid fa-person-falling";
}
