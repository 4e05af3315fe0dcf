/**
 * In-Foundry checks of token movement on the hex map: a hex scene with a forest and a
 * swamp region, an elf (speed 12, forest as tundra) and a saurian (speed 8, swamp as plains), their
 * ruler labels along fixed paths in phase 1 and phase 4, the enforcement decision for a player, and
 * a real (GM) move recorded in the phase's history. Everything created is deleted afterwards.
 *
 * Expected numbers come from the rules core (module/rules/), with the book's figures as a check.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { actorProfile } from "../actors/profile";
import { BOOK_RULESET, ELF, SAURIAN, hexClass, moveLimits, moveWindow, type Mover } from "../rules";
import { pathCost } from "../rules/reach";
import { offsetToCube, type Offset } from "../rules/hex";
import { decideMove } from "../canvas/enforcement";
import { ERTokenRuler } from "../canvas/ruler";
import { moveContextOf } from "../canvas/mover";
import { reachOverlay } from "../canvas/reach-overlay";
import { sceneDefaultTerrain, terrainAtOffset } from "../canvas/scene-terrain";
import { tokenTerrain } from "../canvas/terrain-query";
import { TERRAIN_BEHAVIOR_TYPE } from "../canvas/region-behavior";
import { createHexScene } from "./helpers";

/** Grid row the tokens walk along (even, so every centre of a column lies in the column's band). */
const ROW = 4;
/** Columns 0–4 are the default (optimal), 5–9 forest, 10–14 swamp. */
const FOREST = { from: 5, to: 10 };
const SWAMP = { from: 10, to: 15 };

export function registerMovementBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.movement`,
    (context) => {
      const { describe, it, before, after, assert } = context;
      let scene: Scene.Implementation | null = null;
      let previousScene: Scene.Implementation | null = null;
      let combat: Awaited<ReturnType<typeof foundry.documents.Combat.create>> | null = null;
      const actors: Actor.Implementation[] = [];
      let elfToken: TokenDocument.Implementation | null = null;
      let saurianToken: TokenDocument.Implementation | null = null;
      let previousMode: string | null = null;

      const cell = (j: number): Offset => ({ i: ROW, j });
      const topLeft = (j: number) => scene!.grid.getTopLeftPoint(cell(j));
      const centre = (j: number) => scene!.grid.getCenterPoint(cell(j));

      /**
       * The ruler label at the end of a walk along ROW from the token's column through `columns`;
       * `spent` adds the phase's recorded history, as the drag ruler measures from it.
       */
      function labelAfter(token: TokenDocument.Implementation, columns: number[], spent = 0) {
        const placeable = token.object;
        if (!placeable) throw new Error("token is not drawn");
        const waypoints = [
          { x: token.x, y: token.y, elevation: 0, action: "walk" },
          ...columns.map((j) => ({ ...topLeft(j), elevation: 0, action: "walk" })),
        ];
        const measured = placeable.measureMovementPath(waypoints);
        // Token#ruler (core v13) is missing from the type package.
        const ruler = (placeable as unknown as { ruler?: unknown }).ruler;
        if (!(ruler instanceof ERTokenRuler)) throw new Error("the token ruler is not the system's");
        const last = columns.at(-1);
        const label = ruler.movementLabelFor({
          center: last === undefined ? token.getCenterPoint() : centre(last),
          measurement: { cost: spent + measured.cost, spaces: measured.spaces },
        });
        if (!label) throw new Error("no label on a hex scene");
        return { label, measured };
      }

      /** What the rules say for the same walk. */
      function expected(mover: Mover, second: number | null, columns: number[]) {
        const limits = moveLimits(mover, moveWindow(second), BOOK_RULESET);
        const classes = columns.map((j) => hexClass(terrainAtOffset(scene!, cell(j)), mover, BOOK_RULESET));
        const cost = pathCost(limits.table, classes);
        const stand = classes.at(-1) ?? "optimal";
        return { limits, cost, allowance: limits.allowances[stand] };
      }

      const elfMover: Mover = { speed: 12, adaptation: ELF, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
      const saurianMover: Mover = { ...elfMover, speed: 8, adaptation: SAURIAN };

      async function clockTo(second: number): Promise<void> {
        const c = combat as unknown as { goTo(to: { round: number; second: number }): Promise<void> };
        // ERCombat#goTo (module/combat/documents.ts) moves the clock; the type package sees a plain Combat.
        await c.goTo({ round: 1, second });
      }

      // Chat messages the batch causes (the combat's round card), deleted afterwards.
      const messageIds = new Set<string>();
      const messageHook = Hooks.on("createChatMessage", (m) => {
        if (m.id) messageIds.add(m.id);
      });
      let worldTimeBefore = 0;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        worldTimeBefore = game.time?.worldTime ?? 0;
        previousScene = game.scenes?.viewed ?? null;
        previousMode = String(game.settings?.get(SYSTEM_ID, "movementEnforcement") ?? "warn");
        await game.settings?.set(SYSTEM_ID, "movementEnforcement", "enforce");
        scene = await createHexScene("Quench movement (temporary)", { width: 2000, height: 1200, terrain: "optimal" });
        await scene.view();
        const band = (from: number, to: number) => {
          const a = scene!.grid.getTopLeftPoint({ i: 0, j: from });
          const b = scene!.grid.getTopLeftPoint({ i: 0, j: to });
          return { type: "rectangle", x: a.x, y: 0, width: b.x - a.x, height: 1200, rotation: 0, hole: false };
        };
        await scene.createEmbeddedDocuments("Region", [
          {
            name: "Forest",
            shapes: [band(FOREST.from, FOREST.to)],
            behaviors: [{ type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "forest", steep: false } }],
          },
          {
            name: "Swamp",
            shapes: [band(SWAMP.from, SWAMP.to)],
            behaviors: [{ type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "swamp", steep: false } }],
          },
        ] as never);
        // The region data shape is core's; the type package's create-data union is too narrow to spell here.
        const created = await foundry.documents.Actor.createDocuments([
          { name: "Quench Elf", type: "character", system: { bodyWeight: 150, movement: { speed: 12, adaptation: { forest: "tundra" } } } },
          { name: "Quench Saurian", type: "character", system: { bodyWeight: 150, movement: { speed: 8, adaptation: { swamp: "plains" } } } },
        ] as never);
        // Dotted system data of our own models; the type package's create-data union is too narrow to spell here.
        actors.push(...created);
        const [elf, saurian] = actors;
        const tokens = await scene.createEmbeddedDocuments("Token", [
          { name: "Elf", actorId: elf!.id, ...topLeft(FOREST.from - 1), actorLink: true },
          { name: "Saurian", actorId: saurian!.id, ...topLeft(SWAMP.from - 1), actorLink: true },
        ] as never);
        elfToken = (tokens[0] as TokenDocument.Implementation | undefined) ?? null;
        saurianToken = (tokens[1] as TokenDocument.Implementation | undefined) ?? null;
        await new Promise((resolve) => setTimeout(resolve, 300));
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (elfToken) reachOverlay.hide(elfToken, "key");
        if (combat) await combat.delete();
        if (scene) await scene.delete();
        for (const a of actors) await a.delete();
        if (previousMode !== null) await game.settings?.set(SYSTEM_ID, "movementEnforcement", previousMode as "off" | "warn" | "enforce");
        if (previousScene) await previousScene.view();
        Hooks.off("createChatMessage", messageHook);
        const stale = [...messageIds].filter((id) => game.messages?.get(id));
        if (stale.length) await ChatMessage.deleteDocuments(stale);
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0 && game.user?.isGM) await game.time?.advance(-moved);
      });

      describe("terrain", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("regions give forest and swamp, the scene default elsewhere", () => {
          assert.equal(terrainAtOffset(scene!, cell(2)).terrain, "optimal");
          assert.equal(terrainAtOffset(scene!, cell(FOREST.from)).terrain, "forest");
          assert.equal(terrainAtOffset(scene!, cell(SWAMP.from)).terrain, "swamp");
          assert.equal(tokenTerrain(elfToken).terrain, "optimal");
        });

        it("the Scene configuration offers the default terrain; an unknown stored value counts as optimal", async () => {
          const sheet = scene!.sheet;
          assert.ok(sheet);
          await sheet!.render(true);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const root: unknown = sheet!.element;
          assert.ok(root instanceof HTMLElement);
          const select = (root as HTMLElement).querySelector(`select[name="flags.${SYSTEM_ID}.terrain"]`);
          assert.ok(select instanceof HTMLSelectElement, "the select is injected");
          assert.equal((select as HTMLSelectElement).value, "optimal");
          await sheet!.close();
          await scene!.setFlag(SYSTEM_ID, "terrain", "lava");
          assert.equal(sceneDefaultTerrain(scene!), "optimal");
          await scene!.setFlag(SYSTEM_ID, "terrain", "optimal");
        });

        it("the actors' profiles carry the book's speeds", () => {
          assert.equal(actorProfile(elfToken!.actor).movement.speed, 12);
          assert.equal(actorProfile(saurianToken!.actor).movement.speed, 8);
        });
      });

      describe("outside combat", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("the ruler shows hexes per round in the terrain (elf in forest: 7)", () => {
          const { label } = labelAfter(elfToken!, [FOREST.from]);
          assert.equal(label.window, "round");
          assert.equal(label.allowance, 7);
          assert.equal(label.terrain, game.i18n?.localize("ER.Terrain.forest"));
        });
      });

      describe("in combat", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        before(async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          combat = (await foundry.documents.Combat.create({ scene: scene!.id, active: true })) ?? null;
          if (!combat) throw new Error("could not create the combat");
          await combat.createEmbeddedDocuments("Combatant", [
            { tokenId: elfToken!.id, sceneId: scene!.id, actorId: elfToken!.actorId },
            { tokenId: saurianToken!.id, sceneId: scene!.id, actorId: saurianToken!.actorId },
          ] as never);
          // Combatant create data for tokens of this scene; the union type does not spell the ids.
          await combat.startCombat();
          await clockTo(1);
        });

        it("phase 1: the elf walks two forest hexes (½ + ½ = 1); a third is beyond", () => {
          const columns = [FOREST.from, FOREST.from + 1];
          const want = expected(elfMover, 1, columns);
          const { label, measured } = labelAfter(elfToken!, columns);
          assert.equal(label.window, "phase");
          assert.equal(label.phase, 1);
          assert.equal(label.allowance, want.allowance);
          assert.equal(label.allowance, 2, "elf: 7 in forest a round, 2 in phase 1");
          assert.equal(measured.cost, want.cost.cost);
          assert.equal(label.within, want.cost.allowed);
          assert.isTrue(label.within, "½ + ½ = 1 fits exactly");
          assert.equal(label.remaining, 0);
          const beyond = labelAfter(elfToken!, [...columns, FOREST.from + 2]).label;
          assert.isFalse(beyond.within);
        });

        it("phase 1: the saurian walks two swamp hexes (plains for it: 2 in phase 1)", () => {
          const columns = [SWAMP.from, SWAMP.from + 1];
          const want = expected(saurianMover, 1, columns);
          const { label } = labelAfter(saurianToken!, columns);
          assert.equal(label.allowance, want.allowance);
          assert.equal(label.allowance, 2);
          assert.isTrue(label.within);
          assert.equal(label.remaining, 0);
        });

        it("phase 4: the elf has 1 forest hex; two are refused for a player", async () => {
          await clockTo(16);
          const columns = [FOREST.from, FOREST.from + 1];
          const want = expected(elfMover, 16, columns);
          const { label, measured } = labelAfter(elfToken!, columns);
          assert.equal(label.phase, 4);
          assert.equal(label.allowance, want.allowance);
          assert.equal(label.allowance, 1);
          assert.isFalse(label.within);
          const decision = decideMove(
            elfToken!,
            { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: measured.cost } },
            false,
          );
          assert.deepEqual(decision, { outcome: "refuse", reason: { code: "overAllowance" } });
        });

        it("phase 4: the saurian's one swamp hex is allowed for a player", async () => {
          await clockTo(16);
          const { label, measured } = labelAfter(saurianToken!, [SWAMP.from]);
          assert.equal(label.allowance, 1);
          assert.isTrue(label.within);
          const decision = decideMove(
            saurianToken!,
            { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: measured.cost } },
            false,
          );
          assert.deepEqual(decision, { outcome: "allow", reason: null });
        });

        it("between movement seconds: allowance 0, 'not a movement second', refused for a player", async () => {
          await clockTo(17);
          const { label, measured } = labelAfter(elfToken!, [FOREST.from]);
          assert.equal(label.window, "closed");
          assert.equal(label.allowance, 0);
          assert.equal(label.reason, game.i18n?.localize("ER.Movement.Reason.notMovementSecond"));
          const decision = decideMove(
            elfToken!,
            { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: measured.cost } },
            false,
          );
          assert.deepEqual(decision, { outcome: "refuse", reason: { code: "notMovementSecond" } });
        });

        it("knocked down: allowance 0 with the condition named, at once", async () => {
          await clockTo(1);
          await elfToken!.actor!.toggleStatusEffect("prone", { active: true });
          const { label } = labelAfter(elfToken!, [FOREST.from]);
          assert.equal(label.allowance, 0);
          assert.equal(label.reason, game.i18n?.localize("ER.Condition.prone"));
          const decision = decideMove(
            elfToken!,
            { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: 0 } },
            false,
          );
          assert.deepEqual(decision, { outcome: "refuse", reason: { code: "condition", condition: "prone" } });
          await elfToken!.actor!.toggleStatusEffect("prone", { active: false });
        });

        it("a GM move is allowed and recorded; the phase's history counts against the allowance", async () => {
          await clockTo(1);
          await elfToken!.move([{ ...topLeft(FOREST.from), action: "walk" }]);
          await new Promise((resolve) => setTimeout(resolve, 500));
          const spent = elfToken!.movementHistory.reduce((sum, w) => sum + (Number.isFinite(w.cost) ? w.cost : 0), 0);
          const context = moveContextOf(elfToken!);
          assert.ok(context);
          const oneForest = context!.limits.table.costOf("tundra");
          assert.equal(spent, oneForest, "one forest hex recorded");
          const { label } = labelAfter(elfToken!, [FOREST.from + 1], spent);
          assert.isTrue(label.within, "history ½ + ½ = 1");
          assert.equal(label.remaining, 0);
          assert.isFalse(labelAfter(elfToken!, [FOREST.from + 1, FOREST.from + 2], spent).label.within);
          reachOverlay.show(elfToken!, "key");
          const shown = reachOverlay.areaOf(elfToken!);
          assert.ok(shown);
          const has = (j: number) => shown!.area.has(offsetToCube(cell(j), "oddR"));
          assert.isTrue(has(FOREST.from + 1), "one more forest hex (½)");
          assert.isFalse(has(FOREST.from + 2), "two more forest hexes (1) are out of reach");
          assert.isTrue(has(FOREST.from - 2), "two road hexes (¼ + ¼) are in reach");
        });
      });
    },
    { displayName: "Enchanted Realms: token movement" },
  );
}
