/**
 * The actors feature: data models for `character` and `creature`, their derived data and profile,
 * the world-time hook for lasting encumbrance, and the pre-create/pre-update value checks.
 */
import { CharacterModel, CreatureModel } from "./models";
import { ERActor } from "./document";
import { registerValidationHooks } from "./validation-hooks";
import { registerWorldTimeHooks } from "./world-time";
import { registerMigrationReport } from "./migration-report";
import { onVariantsChanged } from "../variants/changed";

/** Registers the actors feature: called once from the system's init hook. */
export function registerActors(): void {
  // ERActor's constructor is not generic over the actor subtype as the configured class's is.
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
  // Derived values follow the variants in force: every world actor and unlinked token actor is
  // prepared again, each on its own (VARIANTS.md §9.2).
  onVariantsChanged(() => [...variantActors()].map((actor) => () => actor.reset()));
}

/** Every actor whose derived data depends on the variants: world actors and unlinked tokens' actors. */
function* variantActors(): Generator<{ reset(): void }> {
  for (const actor of game.actors?.contents ?? []) yield actor;
  for (const scene of game.scenes?.contents ?? []) {
    for (const token of scene.tokens.contents) {
      if (token.actorLink) continue;
      const actor = token.actor;
      if (actor) yield actor;
    }
  }
}

export { CharacterModel, CreatureModel, erActorSystem } from "./models";
export type { ActorDerived, TerrainMovement, DerivationProblem } from "./derive";
