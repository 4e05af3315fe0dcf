/**
 * In-Foundry checks of dragging an ally (VARIANTS.md §13.3 row 42; 004:L52), run by the active GM:
 * a hex scene with two owned tokens side by side in a started A5E combat; the dragger moves by the
 * `drag` action (`TokenDocument#move`), the GM's handler is asked with the movement Foundry recorded
 * (the `moveToken` hook kept it), and the ally must follow the path (`TokenDocument#move` on it),
 * lose that phase (the ruler's forfeit) and both combatants' memory must be written. The drag
 * provokes as any move (004:L52): an orc next to the ally gets one opportunity attack card as the
 * ally is pulled away, and that card spends the orc's one reaction of the round. Not run on CI
 * (no Foundry there); a maintainer runs it in a live world, v13 and v14.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { PRESETS, movementForfeit } from "../rules";
import { currentRuleset } from "../variants/setting";
import { handleDragAlly } from "../canvas/drag-ally";
import { foundryDragWorld } from "../canvas/drag-ally-hooks";
import { temporaryWorld } from "./helpers";

const ROW = 4;

export function registerVariantsDragBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-drag`,
    (context) => {
      const { describe, it, assert } = context;
      const world = temporaryWorld(context, {
        scene: "Quench drag (temporary)",
        width: 2000,
        height: 1000,
        actors: [
          { name: "Quench Dragger", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Ally", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Orc", type: "creature", system: { health: { value: 30, max: 30 } } },
        ],
      });

      describe("dragging an ally (row 42)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the ally follows the dragger's committed path, loses that phase; the dragger's reaction is spent", async function () {
          assert.ok(world.variantsRegistered(), "the Rule Variants setting is registered");
          await world.useVariants(PRESETS.a5e);
          await world.actors[2]!.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon", system: { kind: "melee", attack: "1d20", damage: "1d6" } }] as never);
          const at = (j: number) => world.scene.grid.getTopLeftPoint({ i: ROW, j });
          const [dragger, ally, orc] = (await world.scene.createEmbeddedDocuments("Token", [
            { name: "Dragger", actorId: world.actors[0]!.id, ...at(5), actorLink: true, disposition: 1 },
            { name: "Ally", actorId: world.actors[1]!.id, ...at(4), actorLink: true, disposition: 1 },
            { name: "Orc", actorId: world.actors[2]!.id, ...at(3), actorLink: true, disposition: -1 },
          ] as never)) as TokenDocument.Implementation[];
          const combat = await foundry.documents.Combat.create({ scene: world.scene.id, active: true });
          if (!combat) throw new Error("could not create the combat");
          try {
            // Combatant create data for tokens of this scene; the union type does not spell the ids.
            await combat.createEmbeddedDocuments("Combatant", [dragger, ally, orc].map((t) => ({ tokenId: t!.id, sceneId: world.scene.id, actorId: t!.actorId })) as never);
            await combat.startCombat();
            await (combat as unknown as { goTo(to: { round: number; second: number }): Promise<void> }).goTo({ round: 1, second: 6 });
            let movementId = "";
            const hook = Hooks.on("moveToken", (doc, movement) => {
              if (doc.id === dragger!.id) movementId = String((movement as unknown as { id: unknown }).id);
            });
            // The `drag` action is the drag module's new Foundry movement action (canvas registers it).
            await dragger!.move([{ ...at(7), action: "drag" }] as never);
            await new Promise((resolve) => setTimeout(resolve, 500));
            Hooks.off("moveToken", hook);
            assert.ok(movementId !== "", "moveToken reported the drag");
            const outcome = await handleDragAlly({ kind: "dragAlly", sceneId: world.scene.id!, tokenId: dragger!.id!, allyId: ally!.id!, movementId }, game.user!.id!, foundryDragWorld());
            assert.equal(outcome, null, "the GM's handler moved the ally");
            await new Promise((resolve) => setTimeout(resolve, 500));
            const here = world.scene.grid.getOffset(ally!.getCenterPoint());
            assert.deepEqual([here.i, here.j], [ROW, 6], "the ally ends in the hex behind the dragger");
            const memory = (combat.combatants.find((c) => c.tokenId === ally!.id)!.system as unknown as { variant: Record<string, unknown> }).variant;
            assert.equal(movementForfeit({ round: 1, second: 6, memory }, currentRuleset()), "dragged", "the ally's phase 2 is lost");
            const draggerMemory = (combat.combatants.find((c) => c.tokenId === dragger!.id)!.system as unknown as { variant: Record<string, unknown> }).variant;
            assert.equal(draggerMemory["dragReactionRound"], 1, "the dragger's reaction is spent");
            // 004:L52: the ally left the orc's side; one card, stamped at second 6, and the orc's reaction is spent.
            const cards = world.newMessages().filter((m) => m.speaker?.actor === world.actors[2]!.id);
            assert.equal(cards.length, 1, "the orc's opportunity attack on the dragged ally");
            const orcMemory = (combat.combatants.find((c) => c.tokenId === orc!.id)!.system as unknown as { variant: Record<string, unknown> }).variant;
            assert.equal(orcMemory["reactionRound"], 1, "the orc's one reaction of the round is spent");
          } finally {
            await combat.delete();
          }
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — dragging an ally" },
  );
}
