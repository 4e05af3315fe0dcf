/**
 * Quench batch: the quickstart Adventure (packs/quickstart) in a live world. It imports the
 * Adventure, opens its scene, reads the painted terrain under the elf and the saurian, checks the
 * ruler's hexes per round (the book, RULES.md §4: elf 7 and saurian 4 in the forest, saurian 6 in the
 * swamp), begins combat and checks the first phase's allowance (RULES.md §3 split). Everything the
 * import created is deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { splitPhases } from "../rules";
import { ERTokenRuler } from "../canvas/ruler";
import { terrainAtOffset } from "../canvas/scene-terrain";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const ADVENTURE_ID = "erQuickstartAdv1";
const SCENE_ID = "erQuickstartScn1";
const TOKENS = { elf: "erQuickstartTkE1", saurian: "erQuickstartTkS1" } as const;
/** A swamp hex of the quickstart scene (tools/quickstart/build.ts paints columns 12–23 swamp). */
const SWAMP = { i: 8, j: 17 };

interface ImportResult {
  created: Record<string, { id: string | null; delete(): Promise<unknown> }[]>;
}

export function registerQuickstartBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.quickstart`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let created: ImportResult["created"] = {};
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;

      const token = (id: string) => {
        const doc = scene?.tokens.get(id);
        if (!doc?.object) throw new Error(`token ${id} is not drawn`);
        return doc;
      };
      /** The ruler's allowance where the token stands (no path walked yet). */
      function allowance(id: string): number {
        const doc = token(id);
        const ruler = (doc.object as unknown as { ruler?: unknown }).ruler;
        if (!(ruler instanceof ERTokenRuler)) throw new Error("the token ruler is not the system's");
        const label = ruler.movementLabelFor({ center: doc.object!.center, measurement: { cost: 0, spaces: 0 } });
        if (!label) throw new Error("no label on a hex scene");
        return label.allowance;
      }

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const pack = game.packs?.get(`${SYSTEM_ID}.quickstart`);
        if (!pack) throw new Error("the quickstart pack is not loaded");
        // Adventure#import: the documented import workflow, without the overwrite dialog.
        const adventure = (await pack.getDocument(ADVENTURE_ID)) as unknown as { import(options: { dialog: boolean }): Promise<ImportResult> } | null;
        if (!adventure) throw new Error("the quickstart Adventure is missing from its pack");
        ({ created } = await adventure.import({ dialog: false }));
        scene = game.scenes?.get(SCENE_ID) ?? null;
        if (!scene) throw new Error("the quickstart scene was not imported");
        await scene.view();
        const start = Date.now();
        while (!scene.tokens.get(TOKENS.saurian)?.object && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 100));
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        await combat?.delete();
        for (const docs of Object.values(created)) for (const doc of docs) if (doc.id) await doc.delete().catch(() => undefined);
      });

      describe("the scene as imported", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("is a hex scene painted forest under both characters and swamp to the east", () => {
          assert.isTrue(scene!.grid.isHexagonal);
          for (const id of Object.values(TOKENS)) assert.equal(terrainAtOffset(scene!, scene!.grid.getOffset(token(id).object!.center)).terrain, "forest", id);
          assert.equal(terrainAtOffset(scene!, SWAMP).terrain, "swamp");
        });
        it("plays the duel on a lit 5 ft grid: Grashk hostile, Aelwen friendly, both tokens seeing", () => {
          assert.equal(token(TOKENS.saurian).disposition, CONST.TOKEN_DISPOSITIONS.HOSTILE);
          assert.equal(token(TOKENS.elf).disposition, CONST.TOKEN_DISPOSITIONS.FRIENDLY);
          for (const id of Object.values(TOKENS)) assert.isTrue(token(id).sight.enabled, id);
          const grid = scene!.grid as unknown as { distance: number; units: string };
          assert.deepEqual([grid.distance, grid.units], [5, "ft"]);
          assert.isTrue((scene as unknown as { environment: { globalLight: { enabled: boolean } } }).environment.globalLight.enabled);
        });
        it("the ruler: the elf 7 hexes a round in the forest, the saurian 4", () => {
          assert.equal(allowance(TOKENS.elf), 7);
          assert.equal(allowance(TOKENS.saurian), 4);
        });
        it("the ruler: the saurian 6 hexes a round in the swamp", async () => {
          const doc = token(TOKENS.saurian);
          await doc.update({ ...scene!.grid.getTopLeftPoint(SWAMP) }, { animate: false } as never);
          await new Promise((r) => setTimeout(r, 200));
          assert.equal(allowance(TOKENS.saurian), 6);
        });
      });

      describe("in combat", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("Begin Combat: the first phase allows the first share of each round's hexes", async () => {
          const made = await Combat.create({ scene: scene!.id } as unknown as Combat.CreateData);
          if (!made) throw new Error("no combat");
          combat = made as Combat.Implementation;
          await combat.createEmbeddedDocuments("Combatant", Object.values(TOKENS).map((id) => ({ tokenId: id, sceneId: scene!.id, actorId: token(id).actorId })) as unknown as Combatant.CreateData[]);
          await combat.startCombat();
          assert.equal(allowance(TOKENS.elf), splitPhases(7)[0]);
          assert.equal(allowance(TOKENS.saurian), splitPhases(6)[0]);
        });
      });
    },
    { displayName: "Enchanted Realms: the quickstart Adventure (elf and saurian)" },
  );
}
