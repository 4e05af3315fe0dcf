/**
 * In-Foundry checks of terrain painting (the layer and its control, a stroke as one
 * write, undo, concurrent strokes, the refusal on a square scene, the scene fields) and overland
 * travel (the ruler's travel label for a known path, the GM-confirmed world-time advance).
 * Everything created is deleted afterwards; world time is put back.
 *
 * Expected numbers come from the rules core (module/rules/): a speed-12 walker of 20 miles a day,
 * 0 steps: hexes per round 12 on optimal ground, 9 in plains (12 ÷ 1.4 = 8.6 → 9), 5 in forest
 * (12 ÷ 2.2 = 5.5 → 5, rounded half up: 5.45); two 6-mile forest hexes take 10.56 h: "12 mi ·
 * 1 day 2.6 h · Forest".
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { BOOK_RULESET, hexesPerRound, overlandTravel, paintLayerData } from "../rules";
import type { Offset } from "../rules/hex";
import { ERTokenRuler } from "../canvas/ruler";
import { terrainAtOffset } from "../canvas/scene-terrain";
import { tokenTerrain } from "../canvas/terrain-query";
import { PAINT_FLAG, scenePaintData, scenePaintStore, writePaint } from "../canvas/paint-store";
import { PAINT_LAYER, TerrainPaintLayer } from "../canvas/terrain-paint-layer";
import { commitStroke, paintTarget, undoLastStroke } from "../canvas/paint-actions";
import { MILES_PER_HEX_FLAG, OVERLAND_FLAG } from "../canvas/scene-fields";
import { travellersOf } from "../canvas/overland";
import { planStroke } from "../rules/terrain-paint";
import { deletionAt } from "../compat";
import { createHexScene } from "./helpers";

const ROW = 4;

export function registerTerrainPaintBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.terrain-paint`,
    (context) => {
      const { describe, it, before, after, assert } = context;
      let scene: Scene.Implementation | null = null;
      let square: Scene.Implementation | null = null;
      let previousScene: Scene.Implementation | null = null;
      const actors: Actor.Implementation[] = [];
      let token: TokenDocument.Implementation | null = null;
      let worldTimeBefore = 0;

      const cell = (j: number): Offset => ({ i: ROW, j });
      const topLeft = (j: number) => scene!.grid.getTopLeftPoint(cell(j));
      const centre = (j: number) => scene!.grid.getCenterPoint(cell(j));
      const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
      const layer = () => (canvas as unknown as Record<string, unknown>)[PAINT_LAYER];

      /** The ruler label (combat-hex mode) at the end of a walk along ROW from column 2 through `columns`. */
      function labelAfter(columns: number[]) {
        const placeable = token!.object;
        if (!placeable) throw new Error("token is not drawn");
        const measured = placeable.measureMovementPath([
          { x: token!.x, y: token!.y, elevation: 0, action: "walk" },
          ...columns.map((j) => ({ ...topLeft(j), elevation: 0, action: "walk" })),
        ]);
        const ruler = (placeable as unknown as { ruler?: unknown }).ruler;
        if (!(ruler instanceof ERTokenRuler)) throw new Error("the token ruler is not the system's");
        const label = ruler.movementLabelFor({ center: centre(columns.at(-1)!), measurement: { cost: measured.cost, spaces: measured.spaces } });
        if (!label) throw new Error("no label on a hex scene");
        return { label, cost: measured.cost };
      }

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        worldTimeBefore = game.time?.worldTime ?? 0;
        previousScene = game.scenes?.viewed ?? null;
        scene = await createHexScene("Quench terrain painting (temporary)", { width: 2000, height: 1200, terrain: "optimal" });
        await scene.view();
        const created = await foundry.documents.Actor.createDocuments([
          { name: "Quench Walker", type: "character", system: { bodyWeight: 150, movement: { speed: 12, milesPerDay: 20 } } },
        ] as never);
        // Dotted system data of our own model; the type package's create-data union is too narrow to spell here.
        actors.push(...created);
        const tokens = await scene.createEmbeddedDocuments("Token", [{ name: "Walker", actorId: actors[0]!.id, ...topLeft(2), actorLink: true }] as never);
        token = (tokens[0] as TokenDocument.Implementation | undefined) ?? null;
        await settle();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (previousScene) await previousScene.view();
        if (scene) await scene.delete();
        if (square) await square.delete();
        for (const a of actors) await a.delete();
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0 && game.user?.isGM) await game.time?.advance(-moved);
      });

      describe("painting", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the Terrain layer is drawn and its GM-only control offers brushes, fill, eraser, steep and undo", () => {
          assert.ok(layer() instanceof TerrainPaintLayer, "canvas.erTerrain is the painting layer");
          const control = TerrainPaintLayer.prepareSceneControls() as { visible: boolean; tools: Record<string, unknown> };
          assert.isTrue(control.visible, "visible to the GM");
          assert.deepEqual(Object.keys(control.tools), ["brush0", "brush1", "brush2", "fill", "erase", "steep", "undo"]);
          const controls = (ui.controls as unknown as { controls?: Record<string, unknown> }).controls;
          assert.ok(controls?.[PAINT_LAYER], "the control is in the scene controls");
        });

        it("the legend is the GM's palette while the tool is active; players see it only when the scene says so", async () => {
          const l = layer() as TerrainPaintLayer;
          l.activate();
          await settle();
          assert.equal(document.querySelectorAll(".er-paint-legend.er-painter .er-paint-swatch").length, 10, "nine terrains and clear");
          canvas!.tokens!.activate();
          await settle();
          assert.equal(document.querySelectorAll(".er-paint-legend").length, 0, "hidden when the tool is not active");
          await scene!.update({ [`flags.${SYSTEM_ID}.paintVisible`]: true } as never);
          await settle();
          assert.equal(document.querySelectorAll(".er-paint-legend:not(.er-painter) .er-paint-swatch").length, 9, "the read-only legend");
          await scene!.update({ [`flags.${SYSTEM_ID}.paintVisible`]: false } as never);
          await settle();
          assert.equal(document.querySelectorAll(".er-paint-legend").length, 0);
        });

        it("paint a stroke, undo it: the ruler's numbers change and change back", async () => {
          const before = labelAfter([3, 4]);
          assert.equal(before.label.allowance, hexesPerRound(12, "optimal"));
          let updates = 0;
          const hook = Hooks.on("updateScene", (s) => {
            if (s.id === scene!.id) updates++;
          });
          const cells = [cell(3), cell(4), cell(5), cell(6)];
          await commitStroke(scene!, cells, { terrain: "forest", steep: false });
          await settle();
          Hooks.off("updateScene", hook);
          assert.equal(updates, 1, "one stroke is one scene update");
          // The stroke is in the painter's layer: the viewed Level's on v14, every Level's on v13.
          const strokes = paintLayerData(scenePaintData(scene!), paintTarget().level)?.strokes ?? {};
          assert.equal(Object.keys(strokes).length, 1, "one stroke key");
          assert.equal(terrainAtOffset(scene!, cell(4)).terrain, "forest");
          const painted = labelAfter([3, 4]);
          assert.equal(painted.label.allowance, hexesPerRound(12, "forest"));
          assert.isTrue(painted.cost > before.cost, "the path costs more in forest");
          await undoLastStroke();
          await settle();
          assert.equal(terrainAtOffset(scene!, cell(4)).terrain, "optimal");
          const undone = labelAfter([3, 4]);
          assert.equal(undone.label.allowance, before.label.allowance);
          assert.equal(undone.cost, before.cost);
        });

        it("a 500-hex stroke is one write, and the token's terrain (sheets, tracker) reads the paint", async () => {
          const cells: Offset[] = [];
          for (let i = 0; i < 25; i++) for (let j = 0; j < 20; j++) cells.push({ i, j });
          assert.equal(cells.length, 500);
          let updates = 0;
          const hook = Hooks.on("updateScene", (s) => {
            if (s.id === scene!.id) updates++;
          });
          await commitStroke(scene!, cells, { terrain: "plains", steep: true });
          await settle();
          Hooks.off("updateScene", hook);
          assert.equal(updates, 1);
          assert.deepEqual(tokenTerrain(token!), { terrain: "plains", steep: true });
          await undoLastStroke();
          await settle();
          assert.deepEqual(tokenTerrain(token!), { terrain: "optimal", steep: false });
        });

        it("GR-2 live: a painted road is stored in the scene flag, read by the terrain query, and undone", async () => {
          await commitStroke(scene!, [cell(6)], { terrain: "forest", steep: false, road: true });
          await settle();
          assert.deepEqual(terrainAtOffset(scene!, cell(6)), { terrain: "forest", steep: false, road: true });
          await undoLastStroke();
          await settle();
          assert.notEqual(terrainAtOffset(scene!, cell(6)).road, true);
        });

        it("two strokes planned from the same state and written at once are both kept", async () => {
          const store = scenePaintStore(scene!).layer(null);
          const a = planStroke(store, foundry.utils.randomID(), [cell(8)], { terrain: "swamp", steep: false }, Date.now())!;
          const b = planStroke(store, foundry.utils.randomID(), [cell(9)], { terrain: "hills", steep: false }, Date.now())!;
          await Promise.all([writePaint(scene!, a.write), writePaint(scene!, b.write)]);
          await settle();
          assert.equal(terrainAtOffset(scene!, cell(8)).terrain, "swamp");
          assert.equal(terrainAtOffset(scene!, cell(9)).terrain, "hills");
          await scene!.update(deletionAt(`flags.${SYSTEM_ID}`, PAINT_FLAG) as never);
          await settle();
          assert.equal(terrainAtOffset(scene!, cell(8)).terrain, "optimal");
        });

        it("the Scene configuration offers the painting and overland fields", async () => {
          const sheet = scene!.sheet;
          assert.ok(sheet);
          await sheet!.render(true);
          await settle();
          const root = sheet!.element as unknown as HTMLElement;
          for (const name of ["paintVisible", OVERLAND_FLAG, MILES_PER_HEX_FLAG]) {
            assert.ok(root.querySelector(`[name="flags.${SYSTEM_ID}.${name}"]`), `${name} field`);
          }
          await sheet!.close();
        });

        it("on a square scene the tool warns that it needs a hex grid and paints nothing", async () => {
          square =
            (await foundry.documents.Scene.create({
              name: "Quench square (temporary)",
              width: 1000,
              height: 1000,
              padding: 0,
              grid: { type: CONST.GRID_TYPES.SQUARE, size: 100 },
            })) ?? null;
          await square!.view();
          await settle();
          const warnings: string[] = [];
          const notifications = ui.notifications as unknown as { warn: (m: string) => unknown };
          const original = notifications.warn;
          notifications.warn = (m: string) => {
            warnings.push(m);
            return original.call(notifications, m);
          };
          try {
            const l = layer() as TerrainPaintLayer;
            l.activate();
            (l as unknown as { _onClickLeft(e: unknown): void })._onClickLeft({ interactionData: { origin: { x: 150, y: 150 } } });
            await settle();
          } finally {
            notifications.warn = original;
          }
          assert.include(warnings, game.i18n!.localize("ER.Paint.Warn.NeedsHex"));
          assert.equal(scenePaintData(square!), undefined, "nothing stored");
          await scene!.view();
          await settle();
        });
      });

      describe("overland travel", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("on an overland scene the ruler shows '12 mi · 1 day 2.6 h · Forest' for two 6-mile forest hexes", async () => {
          await scene!.update({ [`flags.${SYSTEM_ID}.${OVERLAND_FLAG}`]: true, [`flags.${SYSTEM_ID}.${MILES_PER_HEX_FLAG}`]: 6 } as never);
          await commitStroke(scene!, [cell(3), cell(4)], { terrain: "forest", steep: false });
          await settle();
          const ruler = (token!.object as unknown as { ruler?: unknown }).ruler as ERTokenRuler;
          const start = { center: centre(2), previous: null };
          const label = ruler.overlandLabelFor({ center: centre(4), previous: { center: centre(3), previous: start } });
          assert.ok(label, "travel label on an overland scene");
          const expected = overlandTravel(travellersOf(token!), [{ terrain: "forest", steep: false }, { terrain: "forest", steep: false }], 6, BOOK_RULESET);
          assert.equal(expected.hours.toFixed(2), "10.56");
          assert.equal(label!.text, `12 mi · 1 day 2.6 h · ${game.i18n!.localize("ER.Terrain.forest")}`);
          assert.equal(label!.forced, game.i18n!.format("ER.Travel.Label.Forced", { steps: "5" }));
        });

        it("moving the token asks the GM, and confirming advances world time by the travel time", async () => {
          const before = game.time!.worldTime;
          const expected = overlandTravel(travellersOf(token!), [{ terrain: "forest", steep: false }, { terrain: "forest", steep: false }], 6, BOOK_RULESET);
          await token!.move([{ ...topLeft(4), action: "walk" }] as never);
          await new Promise((resolve) => setTimeout(resolve, 800));
          const yes = document.querySelector<HTMLButtonElement>('.application.dialog button[data-action="yes"]');
          assert.ok(yes, "the confirmation dialog is open");
          yes!.click();
          await new Promise((resolve) => setTimeout(resolve, 800));
          assert.equal(game.time!.worldTime - before, expected.worldSeconds);
        });
      });
    },
    { displayName: "Enchanted Realms: terrain painting and overland travel" },
  );
}
