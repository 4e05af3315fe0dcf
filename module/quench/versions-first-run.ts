/**
 * Part of the `versions` Quench batch: what a first live run must confirm, ranks 1–7
 * (module/quench/first-run.ts; docs/foundry-api.md, "What a first live run must confirm"). Where a
 * thing can be checked inside the running world it is; what only the run itself knows (the build,
 * the Quench release, the world) is recorded in the test's title, which Quench's JSON report keeps.
 * A check that needs something the world lacks (Item Piles) is skipped, so the report shows it
 * pending rather than passed.
 */
import { SYSTEM_ID } from "../constants";
import { generation } from "../compat";
import { CARD_FLAG } from "../resolution/flag";
import { showFloating } from "../resolution/floating";
import { createHexScene, until } from "./helpers";
import { firstRun } from "./first-run";
import { BATCH_TIMEOUT_MS, type QuenchBatchContext } from "./types";

type Cleanup = Array<() => Promise<unknown>>;

interface ItemPilesApiView {
  ACTOR_CLASS_TYPE?: unknown;
  ITEM_QUANTITY_ATTRIBUTE?: unknown;
  ITEM_PRICE_ATTRIBUTE?: unknown;
  CURRENCIES?: Array<{ data?: { path?: unknown } }>;
}

/** A display object of the canvas whose text is `text` (the scrolling number), searched depth first. */
function findText(root: unknown, text: string): { style?: Record<string, unknown> } | null {
  const node = root as { text?: unknown; children?: unknown[]; style?: Record<string, unknown> } | null;
  if (!node) return null;
  if (node.text === text) return node;
  for (const child of node.children ?? []) {
    const found = findText(child, text);
    if (found) return found;
  }
  return null;
}

/** A PIXI fill as a number (a number, or a "#rrggbb" string). */
function fillNumber(fill: unknown): number | null {
  if (typeof fill === "number") return fill;
  if (typeof fill === "string" && /^#[0-9a-f]{6}$/i.test(fill)) return Number.parseInt(fill.slice(1), 16);
  return null;
}

export function describeFirstRunA(context: QuenchBatchContext, cleanup: Cleanup): void {
  const { describe, it, assert } = context;
  const release = game.release as unknown as { generation?: number } | undefined;
  const quenchModule = game.modules?.get("quench") as { version?: string } | undefined;

  describe("what a first live run must confirm (ranks 1–7)", function () {
    this.timeout(BATCH_TIMEOUT_MS);

    it(firstRun(1), function () {
      if (game.modules?.get("item-piles")?.active !== true) return this.skip();
      const api = (game as { itempiles?: { API?: ItemPilesApiView } }).itempiles?.API;
      assert.ok(api, "game.itempiles.API exists");
      assert.equal(api!.ACTOR_CLASS_TYPE, "character");
      assert.equal(api!.ITEM_QUANTITY_ATTRIBUTE, "system.quantity");
      assert.equal(api!.ITEM_PRICE_ATTRIBUTE, "system.price");
      assert.ok((api!.CURRENCIES ?? []).some((c) => c.data?.path === "system.coins"), "the purse is a currency");
    });

    it(firstRun(2), async () => {
      const packs = (game.packs?.contents ?? []).filter((p) => (p.metadata as { packageName?: string }).packageName === SYSTEM_ID);
      assert.isAtLeast(packs.length, 1, "the system's packs are listed");
      for (const pack of packs) {
        const index = await pack.getIndex();
        assert.isAtLeast(index.size, 1, `${pack.collection} opens and holds entries`);
      }
      const quickstart = game.packs?.get(`${SYSTEM_ID}.quickstart`);
      assert.ok(quickstart, "the quickstart pack is loaded");
      assert.isAtLeast((await quickstart!.getDocuments()).length, 1, "its Adventure loads");
    });

    it(`${firstRun(3)}: Quench ${quenchModule?.version ?? "?"} on Foundry ${game.version ?? "?"}`, () => {
      assert.isTrue(game.modules?.get("quench")?.active === true, "Quench is active");
      assert.equal(typeof (globalThis as { quench?: { runBatches?: unknown } }).quench?.runBatches, "function", "quench.runBatches exists");
    });

    it(`${firstRun(4)}: Foundry ${game.version ?? "?"}, generation ${release?.generation ?? "?"}`, () => {
      const version = String(game.version ?? "");
      assert.ok(/^\d+\.\d+$/.test(version), `game.version "${version}" is MAJOR.BUILD`);
      assert.equal(String(release?.generation), version.split(".")[0], "the generation is the build's major");
      assert.equal(generation(), release?.generation, "compat.generation() reads it");
    });

    it(`${firstRun(5)}: world "${(game.world as { id?: string } | undefined)?.id ?? "?"}"`, () => {
      assert.isTrue(game.ready === true, "the world is ready");
      const gms = (game.users?.contents ?? []).filter((u) => u.role === CONST.USER_ROLES.GAMEMASTER);
      assert.isAtLeast(gms.length, 1, "a Gamemaster user exists");
      assert.isTrue(game.user?.isGM === true, "the batch runs as a GM");
    });

    it(firstRun(6), async () => {
      const scene = await createHexScene("Quench floating numbers (temporary)");
      cleanup.push(() => scene.delete());
      await scene.view();
      const [actor] = await foundry.documents.Actor.createDocuments([{ name: "Quench floating", type: "creature" }] as never);
      if (actor) cleanup.push(() => actor.delete());
      const [token] = (await scene.createEmbeddedDocuments("Token", [{ actorId: actor!.id, x: 300, y: 300 }] as never)) as TokenDocument.Implementation[];
      assert.isTrue(await until(() => Boolean(token?.object?.visible), 10_000), "the token is drawn");
      const ledger = [{ tokenUuid: token!.uuid, op: "apply", amount: 7, undone: false }];
      showFloating({ flags: { [SYSTEM_ID]: { [CARD_FLAG]: { ledger } } } }, game.user?.id);
      let shown: { style?: Record<string, unknown> } | null = null;
      await until(() => (shown = findText((canvas as unknown as { stage?: unknown }).stage, "−7")) !== null, 2000);
      assert.ok(shown, "core drew the number on the canvas");
      const style = (shown as { style?: Record<string, unknown> } | null)?.style ?? {};
      assert.equal(style["fontSize"], 32, "size 32 (a default size means the style keys were ignored)");
      assert.equal(fillNumber(style["fill"]), 0xff4a4a, "damage red");
      assert.equal(style["strokeThickness"], 4, "a 4 px outline");
    });

    it(firstRun(7), async () => {
      const pack = game.packs?.get(`${SYSTEM_ID}.quickstart`);
      const adventure = (await pack?.getDocument("erQuickstartAdv1")) as unknown as { import(o: { dialog: boolean }): Promise<{ created: Record<string, Array<{ id: string | null; delete(): Promise<unknown> }>> }> } | null;
      assert.ok(adventure, "the quickstart Adventure is in its pack");
      const { created } = await adventure!.import({ dialog: false });
      for (const docs of Object.values(created)) for (const doc of docs) cleanup.push(() => (doc.id ? doc.delete().catch(() => undefined) : Promise.resolve()));
      const scene = game.scenes?.get("erQuickstartScn1") as unknown as { tokens: { contents: Array<{ level?: unknown }> }; levels?: { contents: Array<{ id: string }> } } | undefined;
      assert.ok(scene, "the scene was imported with its id");
      assert.equal(scene!.tokens.contents.length, 3, "with its three tokens");
      if (generation() < 14) return;
      const levels = scene!.levels?.contents.map((l) => l.id) ?? [];
      assert.isAtLeast(levels.length, 1, "v14 gave the imported scene a Level");
      for (const t of scene!.tokens.contents) assert.include(levels, t.level, "each token stands on one of its Levels");
    });
  });
}
