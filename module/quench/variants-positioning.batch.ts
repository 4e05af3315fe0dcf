/**
 * In-Foundry checks of A5E positions on the attack card (VARIANTS.md §13.3 row 44; 004:L48, L53),
 * run by the active GM: a hex scene with a hostile target, an attacker and its ally placed by core's
 * own cube conversion (`HexagonalGrid#cubeToOffset`), so this checks that the adapter's
 * `getOffset` → `offsetToCube` reading agrees with core on a real grid (row and column hexes alike)
 * and that `TokenDocument#elevation` reads in grid units. Not run on CI (no Foundry there); a
 * maintainer runs it in a live world, v13 and v14.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { currentRuleset } from "../variants/setting";
import { positionHintsNow, type PlacedToken } from "../resolution/situation";
import { temporaryWorld } from "./helpers";

type Cube = { q: number; r: number; s: number };
type CubeGrid = { cubeToOffset(c: Cube): { i: number; j: number }; getTopLeftPoint(o: { i: number; j: number }): { x: number; y: number } };

export function registerVariantsPositioningBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-positioning`,
    (context) => {
      const { describe, it, assert } = context;
      const world = temporaryWorld(context, {
        scene: "Quench positioning (temporary)",
        width: 2000,
        height: 1500,
        actors: [
          { name: "Quench Attacker", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Ally", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
          { name: "Quench Orc", type: "creature" },
        ],
      });

      describe("positions on the attack card (row 44)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("an ally on the opposite hex flanks, at 120° it does not; 5 ft of elevation is attacking from above", async function () {
          assert.ok(world.variantsRegistered(), "the Rule Variants setting is registered");
          await world.useVariants(PRESETS.a5e);
          const grid = world.scene.grid as unknown as CubeGrid;
          const at = (c: Cube) => grid.getTopLeftPoint(grid.cubeToOffset(c));
          const centre: Cube = { q: 6, r: 4, s: -10 };
          const [attacker, ally, orc] = (await world.scene.createEmbeddedDocuments("Token", [
            { name: "Attacker", actorId: world.actors[0]!.id, ...at({ q: 7, r: 4, s: -11 }), disposition: 1, actorLink: true },
            { name: "Ally", actorId: world.actors[1]!.id, ...at({ q: 5, r: 4, s: -9 }), disposition: 1, actorLink: true },
            { name: "Orc", actorId: world.actors[2]!.id, ...at(centre), disposition: -1, actorLink: true },
          ] as never)) as TokenDocument.Implementation[];
          await new Promise((resolve) => setTimeout(resolve, 300));
          const placed = (t: TokenDocument.Implementation | undefined) => (t?.object ?? null) as unknown as PlacedToken | null;
          const keys = () => positionHintsNow(currentRuleset(), placed(attacker), placed(orc), true).map((h) => h.key);
          assert.deepEqual(keys(), ["flanking"], "opposite hex neighbours flank");
          await ally!.update({ ...at({ q: 5, r: 5, s: -10 }) } as never);
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.deepEqual(keys(), [], "an ally at 120° does not flank");
          await attacker!.update({ elevation: 5 } as never);
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.deepEqual(keys(), ["fromAbove"], "5 ft above the target on a 5-ft grid");
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — A5E positions on the attack card" },
  );
}
