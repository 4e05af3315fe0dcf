/**
 * The actors feature: data models for `character` and `creature`, their derived data and profile,
 * the world-time hook for lasting encumbrance, and the pre-create/pre-update value checks.
 */
import { CharacterModel, CreatureModel } from "./models";
import { ERActor } from "./document";
import { registerValidationHooks } from "./validation-hooks";
import { registerWorldTimeHooks } from "./world-time";
import { registerMigrationReport } from "./migration-report";

/** Registers the actors feature: called once from the system's init hook. */
export function registerActors(): void {
  CONFIG.Actor.documentClass = ERActor as unknown as typeof CONFIG.Actor.documentClass;
  CONFIG.Actor.dataModels.character = CharacterModel;
  CONFIG.Actor.dataModels.creature = CreatureModel;
  // Token bars and values offered in the token config: health as the bar (system.json's
  // primaryTokenAttribute), speed and quickness as values; the bookkeeping fields stay out.
  const trackable = { bar: ["health"], value: ["movement.speed", "quickness"] };
  CONFIG.Actor.trackableAttributes = { character: trackable, creature: trackable };
  registerValidationHooks();
  registerWorldTimeHooks();
  registerMigrationReport();
}

export { CharacterModel, CreatureModel, erActorSystem } from "./models";
export type { ActorDerived, TerrainMovement, DerivationProblem } from "./derive";
