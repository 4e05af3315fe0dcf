/**
 * One temporary world for the in-Foundry batches that need a hex scene, a few actors and a ruleset
 * (run by the active GM): made in `before`, taken down in `after`, the rule variants and the viewed
 * scene put back. A batch calls `tempHexWorld(name, actorNames)` once and reads `world.scene` and
 * `world.actors` inside its tests.
 */
import { SYSTEM_ID } from "../constants";
import { VARIANTS_SETTING } from "../variants/setting";
import { createHexScene } from "./helpers";

export interface TempHexWorld {
  scene: Scene.Implementation | null;
  actors: Actor.Implementation[];
  /** Whether the Rule Variants setting is registered (the system is in play). */
  registered(): boolean;
  /** Sets the rule variants for the batch (put back in `teardown`). */
  useVariants(config: unknown): Promise<void>;
  setup(): Promise<void>;
  teardown(): Promise<void>;
}

/** The world of one batch: a 2000×1000 optimal hex scene and a speed-12 character per name. */
export function tempHexWorld(sceneName: string, actorNames: readonly string[]): TempHexWorld {
  const key = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
  let previousScene: Scene.Implementation | null = null;
  let previousVariants: unknown = undefined;
  const world: TempHexWorld = {
    scene: null,
    actors: [],
    registered: () => game.settings?.settings.has(key as never) === true,
    async useVariants(config) {
      await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(config) as never);
    },
    async setup() {
      previousScene = game.scenes?.viewed ?? null;
      if (world.registered()) previousVariants = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
      world.scene = await createHexScene(sceneName, { width: 2000, height: 1000, terrain: "optimal" });
      await world.scene.view();
      // Actor create data of our schema; the type package's union is too narrow to spell here.
      world.actors = await foundry.documents.Actor.createDocuments(actorNames.map((name) => ({ name, type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } })) as never);
    },
    async teardown() {
      if (world.registered() && previousVariants !== undefined) await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, previousVariants as never);
      if (world.scene) await world.scene.delete();
      for (const a of world.actors) await a.delete();
      if (previousScene) await previousScene.view();
    },
  };
  return world;
}
