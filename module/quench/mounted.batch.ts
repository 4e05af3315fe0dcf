/**
 * In-Foundry checks of mounted combat (VARIANTS.md §13.3 row 41; 004:L28–L37), run by the active GM:
 * a hex scene with a medium rider and a large horse side by side in a started A5E combat; the
 * GM's handler mounts the rider (its memory, its cost flag, its token on the horse), then the horse
 * moves in phase 2 and the rider's token must follow by the same offset in one move, while the
 * rider's own drag is refused (no allowance of its own). Not run on CI (no Foundry there); a
 * maintainer runs it in a live world, v13 and v14.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi, type QuenchAssert } from "./types";
import { SYSTEM_ID, MOUNT_COST_FLAG } from "../constants";
import { PRESETS, movementForfeit } from "../rules";
import { currentRuleset } from "../variants/setting";
import { handleMount } from "../canvas/mounted";
import { foundryMountWorld } from "../canvas/mounted-hooks";
import { temporaryWorld } from "./helpers";

/** The grid row the leg's rider and horse stand on (the horse moves along it). */
export const ROW = 4;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** What the leg needs: the scene, a started combat at a movement second with both as combatants, the two tokens, and the batch's assert. */
export interface MountedLegInput {
  readonly scene: Scene.Implementation;
  readonly combat: { readonly combatants: Combat.Implementation["combatants"] };
  readonly rider: TokenDocument.Implementation;
  readonly mount: TokenDocument.Implementation;
  readonly assert: QuenchAssert;
}

/**
 * One leg a combined batch can compose: the rider mounts its horse (the GM's handler, as a relayed
 * request would), then the horse moves three hexes along its row and the rider follows it, its own
 * movement forfeited while mounted.
 */
export async function mountedRiderLeg(input: MountedLegInput): Promise<void> {
  const { scene, combat, rider, mount } = input;
  const assert: QuenchAssert = input.assert;
  const outcome = await handleMount({ kind: "mount", sceneId: scene.id!, riderId: rider.id!, mountId: mount.id! }, game.user!.id!, foundryMountWorld());
  assert.equal(outcome, null, "the GM's handler mounted the rider");
  await settle();
  const memory = (combat.combatants.find((c) => c.tokenId === rider.id)!.system as unknown as { variant: Record<string, unknown> }).variant;
  assert.equal(memory["mountId"], mount.id, "the rider's memory names its mount");
  assert.ok(rider.actor?.getFlag(SYSTEM_ID as never, MOUNT_COST_FLAG as never), "the mount's cost is recorded on the rider");
  assert.deepEqual([rider.x, rider.y], [mount.x, mount.y], "the rider sits on its mount");
  const clock = (combat as unknown as { clock: { round: number; second: number } }).clock;
  assert.equal(movementForfeit({ round: clock.round, second: clock.second, memory }, currentRuleset()), "mounted", "the rider has no allowance of its own");
  const before = { x: rider.x, y: rider.y };
  const from = { x: mount.x, y: mount.y };
  const to = scene.grid.getTopLeftPoint({ i: ROW, j: scene.grid.getOffset(mount.getCenterPoint()).j + 3 });
  await mount.move([{ ...to, action: "walk" }] as never);
  await settle();
  assert.deepEqual([rider.x - before.x, rider.y - before.y], [mount.x - from.x, mount.y - from.y], "the rider followed its mount by the same offset");
}

export function registerMountedBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.mounted`,
    (context) => {
      const { describe, it, assert } = context;
      const world = temporaryWorld(context, {
        scene: "Quench mounted (temporary)",
        width: 2000,
        height: 1000,
        actors: ["Quench Rider", "Quench Horse"].map((name) => ({ name, type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } })),
      });

      describe("mounted combat (row 41)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a mounted rider moves with its mount in the mount's phase", async function () {
          assert.ok(world.variantsRegistered(), "the Rule Variants setting is registered");
          await world.useVariants(PRESETS.a5e);
          const scene = world.scene;
          const at = (j: number) => scene.grid.getTopLeftPoint({ i: ROW, j });
          const [rider, mount] = (await scene.createEmbeddedDocuments("Token", [
            { name: "Rider", actorId: world.actors[0]!.id, ...at(4), actorLink: true },
            { name: "Horse", actorId: world.actors[1]!.id, ...at(5), actorLink: true, width: 2, height: 2 },
          ] as never)) as TokenDocument.Implementation[];
          const combat = await foundry.documents.Combat.create({ scene: scene.id, active: true });
          if (!combat) throw new Error("could not create the combat");
          try {
            // Combatant create data for tokens of this scene; the union type does not spell the ids.
            await combat.createEmbeddedDocuments("Combatant", [rider, mount].map((t) => ({ tokenId: t!.id, sceneId: scene.id, actorId: t!.actorId })) as never);
            await combat.startCombat();
            await (combat as unknown as { goTo(to: { round: number; second: number }): Promise<void> }).goTo({ round: 1, second: 6 });
            await mountedRiderLeg({ scene, combat, rider: rider!, mount: mount!, assert });
          } finally {
            await combat.delete();
          }
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — mounted combat" },
  );
}
