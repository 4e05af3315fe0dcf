/**
 * In-Foundry checks of A5E size and space (VARIANTS.md §6.6, §13.3 row 40; 004:L6), run by the active
 * GM: a hex scene with a Medium mover, a hostile Medium orc and a hostile Large ogre (token width 2),
 * placed by core's own cube conversion. It checks what only a live Foundry shows: that
 * `TokenDocument#getOccupiedGridSpaceOffsets` of a width-2 token on hexes covers the hexes the
 * space index blocks, and that the placeables the ruler reads give the index the adapter expects.
 * Not run on CI (no Foundry there); a maintainer runs it in a live world, v13 and v14.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { PRESETS, offsetToCube } from "../rules";
import { VARIANTS_SETTING, currentRuleset } from "../variants/setting";
import { blockerOf, dragSpace, type SpacePlaceable } from "../canvas/space";
import { createHexScene } from "./helpers";

type Cube = { q: number; r: number; s: number };
type CubeGrid = { cubeToOffset(c: Cube): { i: number; j: number }; getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } };

export function registerVariantsSpaceBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-space`,
    (context) => {
      const { describe, it, before, after, assert } = context;
      let scene: Scene.Implementation | null = null;
      let previousScene: Scene.Implementation | null = null;
      let actors: Actor.Implementation[] = [];
      let previousVariants: unknown = undefined;
      const settingKey = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
      const registered = () => game.settings?.settings.has(settingKey as never) === true;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        previousScene = game.scenes?.viewed ?? null;
        if (registered()) previousVariants = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
        scene = await createHexScene("Quench size and space (temporary)", { width: 2000, height: 1500, terrain: "optimal" });
        await scene.view();
        actors = await foundry.documents.Actor.createDocuments([
          { name: "Quench Mover", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Orc", type: "creature" },
          { name: "Quench Ogre", type: "creature" },
        ] as never);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (registered() && previousVariants !== undefined) await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, previousVariants as never);
        if (scene) await scene.delete();
        for (const a of actors) await a.delete();
        if (previousScene) await previousScene.view();
      });

      describe("hostile spaces on the drag (row 40)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a path through the orc's hex or any hex of the Large ogre's footprint is blocked; a path around is not", async function () {
          assert.ok(registered(), "the Rule Variants setting is registered");
          await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(PRESETS.a5e) as never);
          const grid = scene!.grid as unknown as CubeGrid;
          const at = (c: Cube) => grid.getTopLeftPoint(grid.cubeToOffset(c));
          const [mover, orc, ogre] = (await scene!.createEmbeddedDocuments("Token", [
            { name: "Mover", actorId: actors[0]!.id, ...at({ q: 2, r: 4, s: -6 }), disposition: 1, actorLink: true },
            { name: "Orc", actorId: actors[1]!.id, ...at({ q: 5, r: 4, s: -9 }), disposition: -1, actorLink: true },
            { name: "Ogre", actorId: actors[2]!.id, ...at({ q: 9, r: 4, s: -13 }), disposition: -1, actorLink: true, width: 2, height: 2 },
          ] as never)) as TokenDocument.Implementation[];
          await new Promise((resolve) => setTimeout(resolve, 300));
          const placed = (canvas?.tokens?.placeables ?? []) as unknown as SpacePlaceable[];
          const drag = dragSpace(mover!.object as unknown as SpacePlaceable, placed, { type: scene!.grid.type, offsetOf: (p) => scene!.grid.getOffset(p) }, currentRuleset());
          assert.ok(drag !== null, "the A5E preset puts size and space in force on a hex scene");
          const path = (...cubes: Cube[]) => cubes.map((c) => grid.cubeToOffset(c));
          assert.equal(blockerOf(drag!, path({ q: 2, r: 4, s: -6 }, { q: 7, r: 4, s: -11 }), false), orc!.id, "the orc's hex blocks");
          const spaces = ogre!.getOccupiedGridSpaceOffsets();
          assert.ok(spaces.length > 1, "a width-2 token covers several hexes");
          for (const o of spaces) assert.equal(drag!.index.blockerAt(offsetToCube(o, drag!.layout)), ogre!.id, `the ogre's hex ${o.i},${o.j} blocks`);
          assert.equal(blockerOf(drag!, path({ q: 2, r: 4, s: -6 }, { q: 2, r: 8, s: -10 }), false), null, "a path away from both is open");
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — A5E size and space" },
  );
}
