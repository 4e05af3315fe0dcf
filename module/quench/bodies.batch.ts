/**
 * Bodies on the map in one live round (VARIANTS.md §13.3 rows 39, 40, 41, 43), run by the active GM
 * under the A5E preset with falling damage on: at second 1 the World acts before anyone (its
 * recharge d6 on the cards); at second 6 a flying creature is knocked prone and falls with its card,
 * a rider mounts its horse and rides with it, and a Large ogre squeezes through a one-hex gap
 * between two orcs. Each part is the leg its own batch runs (world, modes, mounted, variants-space),
 * here on one scene and one fight. Not run on CI (no Foundry there); a maintainer runs it in a live
 * world, v13 and v14.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import type { ERCombat } from "../combat/combat";
import { useTempFight } from "./fixtures";
import { worldActionLeg } from "./world.batch";
import { FLIER, flierKnockedProneLeg } from "./modes.batch";
import { ROW, mountedRiderLeg } from "./mounted.batch";
import { ogreSqueezeLeg } from "./variants-space.batch";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

/** The A5E preset with falling damage on, so the flier's drop posts its card. */
const A5E_FALLING = { ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, falling: true } };

export function registerBodiesBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.bodies`,
    (context) => {
      const { describe, it, after, assert } = context;
      const fightOf = useTempFight(context, { name: "Quench bodies", variants: A5E_FALLING, ...FLIER, width: 2000, height: 1500 });
      let made: Actor.Implementation[] = [];

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const a of made) await a.delete();
      });

      describe("one round: the World, a falling flier, a rider and a squeezing ogre (rows 39, 40, 41, 43)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("second 1: the World acts before everyone, its recharge d6 on the use card and the next round's card", async function () {
          await worldActionLeg(fightOf()!.combat as unknown as ERCombat, assert);
        });

        // The World's leg ends at round 2, second 1; the rest of the round is its second 6.
        flierKnockedProneLeg(context, fightOf, { round: 2, second: 6 });

        it("second 6: a rider mounts its horse and rides with it in the horse's phase", async function () {
          const { scene, combat } = fightOf()!;
          made = (await foundry.documents.Actor.createDocuments(
            ["Quench Bodies Rider", "Quench Bodies Horse"].map((name) => ({ name, type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } })) as never,
          )) as Actor.Implementation[];
          const at = (j: number) => scene.grid.getTopLeftPoint({ i: ROW, j });
          const [rider, mount] = (await scene.createEmbeddedDocuments("Token", [
            { name: "Rider", actorId: made[0]!.id, ...at(4), actorLink: true },
            { name: "Horse", actorId: made[1]!.id, ...at(5), actorLink: true, width: 2, height: 2 },
          ] as never)) as TokenDocument.Implementation[];
          // Combatant create data for tokens of this scene; the union type does not spell the ids.
          await combat.createEmbeddedDocuments("Combatant", [rider, mount].map((t) => ({ tokenId: t!.id, sceneId: scene.id, actorId: t!.actorId })) as never);
          await mountedRiderLeg({ scene, combat, rider: rider!, mount: mount!, assert });
        });

        it("second 6: a Large ogre squeezes through a one-hex gap between two orcs", async function () {
          await ogreSqueezeLeg(fightOf()!, assert);
        });
      });
    },
    { displayName: "Enchanted Realms: bodies on the map — one round (A5E, GM)" },
  );
}
