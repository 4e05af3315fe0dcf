/**
 * In-Foundry checks of A5E size and space (VARIANTS.md §6.6, §13.3 row 40; 004:L6), run by the active
 * GM: a hex scene with a Medium mover, a hostile Medium orc and a hostile Large ogre (token width 2),
 * placed by core's own cube conversion. It checks what only a live Foundry shows: that
 * `TokenDocument#getOccupiedGridSpaceOffsets` of a width-2 token on hexes covers the hexes the
 * space index blocks, and that the placeables the ruler reads give the index the adapter expects.
 * Not run on CI (no Foundry there); a maintainer runs it in a live world, v13 and v14.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi, type QuenchAssert } from "./types";
import { SYSTEM_ID } from "../constants";
import { PRESETS, offsetToCube, spaceInForce } from "../rules";
import { VARIANTS_SETTING, currentRuleset } from "../variants/setting";
import { blockerOf, dragSpace, type SpacePlaceable } from "../canvas/space";
import { temporaryWorld, type TemporaryWorld } from "./helpers";

type Cube = { q: number; r: number; s: number };
type CubeGrid = { cubeToOffset(c: Cube): { i: number; j: number }; getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } };

export function registerVariantsSpaceBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-space`,
    (context) => {
      const { describe, it, assert } = context;
      const world = temporaryWorld(context, {
        scene: "Quench size and space (temporary)",
        width: 2000,
        height: 1500,
        actors: [
          { name: "Quench Mover", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Orc", type: "creature" },
          { name: "Quench Ogre", type: "creature" },
        ],
      });

      describe("hostile spaces on the drag (row 40)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a path through the orc's hex or any hex of the Large ogre's footprint is blocked; a path around is not", async function () {
          assert.ok(world.variantsRegistered(), "the Rule Variants setting is registered");
          await world.useVariants(PRESETS.a5e);
          const grid = world.scene.grid as unknown as CubeGrid;
          const at = (c: Cube) => grid.getTopLeftPoint(grid.cubeToOffset(c));
          const [mover, orc, ogre] = (await world.scene.createEmbeddedDocuments("Token", [
            { name: "Mover", actorId: world.actors[0]!.id, ...at({ q: 2, r: 4, s: -6 }), disposition: 1, actorLink: true },
            { name: "Orc", actorId: world.actors[1]!.id, ...at({ q: 5, r: 4, s: -9 }), disposition: -1, actorLink: true },
            { name: "Ogre", actorId: world.actors[2]!.id, ...at({ q: 9, r: 4, s: -13 }), disposition: -1, actorLink: true, width: 2, height: 2 },
          ] as never)) as TokenDocument.Implementation[];
          await new Promise((resolve) => setTimeout(resolve, 300));
          const placed = (canvas?.tokens?.placeables ?? []) as unknown as SpacePlaceable[];
          const drag = dragSpace(mover!.object as unknown as SpacePlaceable, placed, { type: world.scene.grid.type, offsetOf: (p) => world.scene.grid.getOffset(p) }, currentRuleset());
          assert.ok(drag !== null, "the A5E preset puts size and space in force on a hex scene");
          const path = (...cubes: Cube[]) => cubes.map((c) => grid.cubeToOffset(c));
          assert.equal(blockerOf(drag!, path({ q: 2, r: 4, s: -6 }, { q: 7, r: 4, s: -11 }), false), orc!.id, "the orc's hex blocks");
          const spaces = ogre!.getOccupiedGridSpaceOffsets();
          assert.ok(spaces.length > 1, "a width-2 token covers several hexes");
          for (const o of spaces) assert.equal(drag!.index.blockerAt(offsetToCube(o, drag!.layout)), ogre!.id, `the ogre's hex ${o.i},${o.j} blocks`);
          assert.equal(blockerOf(drag!, path({ q: 2, r: 4, s: -6 }, { q: 2, r: 8, s: -10 }), false), null, "a path away from both is open");
        });

        it("a Large ogre squeezes through a one-hex gap between two orcs; unsqueezed it is blocked", async function () {
          await ogreSqueezeLeg(world, assert);
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — A5E size and space" },
  );
}

/**
 * One leg of a live round (also the bodies batch's): the ogre, a width-2 token, drags along a row
 * whose one free hex lies between two hostile orcs above and below it. Foundry's own shape of a
 * width-2 hex token covers two rows, so unsqueezed one orc's hex meets the footprint; with the
 * Squeezing status (`Actor#toggleStatusEffect`) the path needs one hex and is open (004:L15).
 */
export async function ogreSqueezeLeg(world: Pick<TemporaryWorld, "scene">, assert: QuenchAssert): Promise<void> {
  if (!spaceInForce(currentRuleset())) await currentVariantsA5e();
  const grid = world.scene.grid as unknown as CubeGrid;
  const at = (c: Cube) => grid.getTopLeftPoint(grid.cubeToOffset(c));
  const created = await foundry.documents.Actor.createDocuments([
    { name: "Quench Squeezing Ogre", type: "creature", system: { size: "large" } },
    { name: "Quench Gap Orc", type: "creature" },
  ] as never);
  const [ogreActor, orcActor] = created as Actor.Implementation[];
  try {
    const [ogre] = (await world.scene.createEmbeddedDocuments("Token", [
      { name: "Squeezing Ogre", actorId: ogreActor!.id, ...at({ q: 2, r: 10, s: -12 }), disposition: 1, actorLink: true, width: 2, height: 2 },
      { name: "Gap Orc 1", actorId: orcActor!.id, ...at({ q: 6, r: 9, s: -15 }), disposition: -1, actorLink: true },
      { name: "Gap Orc 2", actorId: orcActor!.id, ...at({ q: 5, r: 11, s: -16 }), disposition: -1, actorLink: true },
    ] as never)) as TokenDocument.Implementation[];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const placed = () => (canvas?.tokens?.placeables ?? []) as unknown as SpacePlaceable[];
    const space = () => dragSpace(ogre!.object as unknown as SpacePlaceable, placed(), { type: world.scene.grid.type, offsetOf: (p) => world.scene.grid.getOffset(p) }, currentRuleset());
    const line = [grid.cubeToOffset({ q: 2, r: 10, s: -12 }), grid.cubeToOffset({ q: 9, r: 10, s: -19 })];
    assert.notEqual(blockerOf(space()!, line, false), null, "unsqueezed, the ogre's footprint meets an orc beside the gap");
    await ogreActor!.toggleStatusEffect("squeezing", { active: true });
    assert.equal(blockerOf(space()!, line, false), null, "squeezing, its path needs one hex and the gap is open");
  } finally {
    for (const a of created as Actor.Implementation[]) await a.delete();
  }
}

async function currentVariantsA5e(): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(PRESETS.a5e) as never);
}
