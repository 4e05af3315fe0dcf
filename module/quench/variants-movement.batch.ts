/**
 * In-Foundry checks of the extra movement costs (VARIANTS.md D7, §6.3, §6.4): a hex
 * scene with a Hazard region, a speed-12 walker, and the token ruler under the rule variants — the
 * hazard ignored under the book's terrain model ("divisors"), +1 under "divisorsPlusHazards" (the
 * A5E preset), and a prone token crawling instead of losing its movement under `prone = "crawl"`.
 *
 * Needs the "Rule Variants" world setting (module/variants/setting.ts): the checks that switch
 * variants fail with a clear message while it is not registered. The setting's value before the
 * batch is restored afterwards, and everything created is deleted.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { BOOK_CONFIG, PRESETS, hexClassifier, moveLimits, resolveRuleset, type Mover, type VariantConfig } from "../rules";
import { pathCost } from "../rules/reach";
import type { Offset } from "../rules/hex";
import { ERTokenRuler } from "../canvas/ruler";
import { terrainAtOffset } from "../canvas/scene-terrain";
import { HAZARD_BEHAVIOR_TYPE } from "../canvas/region-behavior";
import { VARIANTS_SETTING, currentVariants } from "../variants/setting";
import { createHexScene } from "./helpers";

const ROW = 4;
/** Columns 5–9 lie in the Hazard region; the scene is optimal ground everywhere. */
const HAZARD = { from: 5, to: 10 };

export function registerVariantsMovementBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-movement`,
    (context) => {
      const { describe, it, before, after, assert } = context;
      let scene: Scene.Implementation | null = null;
      let previousScene: Scene.Implementation | null = null;
      let actor: Actor.Implementation | null = null;
      let token: TokenDocument.Implementation | null = null;
      let previousVariants: unknown = undefined;
      const settingKey = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
      const registered = () => game.settings?.settings.has(settingKey as never) === true;

      const cell = (j: number): Offset => ({ i: ROW, j });
      const topLeft = (j: number) => scene!.grid.getTopLeftPoint(cell(j));
      const centre = (j: number) => scene!.grid.getCenterPoint(cell(j));
      const walker: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };

      async function useVariants(config: VariantConfig): Promise<void> {
        assert.ok(registered(), "the Rule Variants setting is registered");
        // The setting's stored shape is the VariantConfig; its type lives with the setting's registration.
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(config) as never);
        assert.deepEqual(currentVariants().movement, config.movement, "the setting reader returns the config just stored");
      }

      /** The ruler label and the measured cost of a walk along ROW from the token through `columns`. */
      function walk(columns: number[], action = "walk") {
        const placeable = token!.object;
        if (!placeable) throw new Error("token is not drawn");
        const measured = placeable.measureMovementPath([
          { x: token!.x, y: token!.y, elevation: 0, action },
          ...columns.map((j) => ({ ...topLeft(j), elevation: 0, action })),
        ]);
        const ruler = (placeable as unknown as { ruler?: unknown }).ruler;
        if (!(ruler instanceof ERTokenRuler)) throw new Error("the token ruler is not the system's");
        const label = ruler.movementLabelFor({ center: centre(columns.at(-1)!), measurement: { cost: measured.cost, spaces: measured.spaces }, action });
        if (!label) throw new Error("no label on a hex scene");
        return { label, measured };
      }

      /** What the rules say for the same walk, outside combat (a whole round). */
      function expected(mover: Mover, config: VariantConfig, columns: number[], action = "walk") {
        const limits = moveLimits(mover, { kind: "round" }, resolveRuleset(config));
        const classOf = hexClassifier(mover, action, resolveRuleset(config));
        const classes = columns.map((j) => classOf(terrainAtOffset(scene!, cell(j))));
        return { cost: pathCost(limits.table, classes), allowance: limits.table.allowanceOf(classes.at(-1)!), classes };
      }

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        previousScene = game.scenes?.viewed ?? null;
        if (registered()) previousVariants = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
        scene = await createHexScene("Quench variants movement (temporary)", { width: 2000, height: 1000, terrain: "optimal" });
        await scene.view();
        const a = scene.grid.getTopLeftPoint({ i: 0, j: HAZARD.from });
        const b = scene.grid.getTopLeftPoint({ i: 0, j: HAZARD.to });
        await scene.createEmbeddedDocuments("Region", [
          {
            name: "Rubble",
            shapes: [{ type: "rectangle", x: a.x, y: 0, width: b.x - a.x, height: 1000, rotation: 0, hole: false }],
            behaviors: [{ type: HAZARD_BEHAVIOR_TYPE, system: { ignoredDispositions: [] } }],
          },
        ] as never);
        // Region and actor data of core's and our schemas; the type package's create-data unions are too narrow to spell here.
        const created = await foundry.documents.Actor.createDocuments([
          { name: "Quench Walker", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } },
        ] as never);
        actor = created[0] ?? null;
        const tokens = await scene.createEmbeddedDocuments("Token", [{ name: "Walker", actorId: actor!.id, ...topLeft(HAZARD.from - 1), actorLink: true }] as never);
        token = (tokens[0] as TokenDocument.Implementation | undefined) ?? null;
        await new Promise((resolve) => setTimeout(resolve, 300));
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (registered() && previousVariants !== undefined) await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, previousVariants as never);
        if (scene) await scene.delete();
        if (actor) await actor.delete();
        if (previousScene) await previousScene.view();
      });

      describe("Hazard regions (VARIANTS.md §6.3)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the Hazard behaviour is registered, and the hexes it covers carry the hazard bit without changing the terrain", () => {
          assert.ok(CONFIG.RegionBehavior.dataModels[HAZARD_BEHAVIOR_TYPE], "CONFIG.RegionBehavior.dataModels has the Hazard");
          assert.equal(terrainAtOffset(scene!, cell(HAZARD.from)).hazard, true);
          assert.equal(terrainAtOffset(scene!, cell(HAZARD.from)).terrain, "optimal");
          assert.notOk(terrainAtOffset(scene!, cell(2)).hazard);
        });

        it("under the book's terrain model (divisors) the ruler ignores the hazard: 12 a round, nothing extra", async () => {
          await useVariants(BOOK_CONFIG);
          const columns = [5, 6, 7];
          const { label, measured } = walk(columns);
          const want = expected(walker, BOOK_CONFIG, columns);
          assert.deepEqual(want.classes, ["optimal", "optimal", "optimal"]);
          assert.equal(measured.cost, want.cost.cost);
          assert.equal(label.allowance, 12);
          assert.equal(label.remaining, 9);
          assert.equal(label.extraCost, null);
        });

        it("GA-5 under divisorsPlusHazards (A5E preset) the ruler honours it: 6 a round in the hazard, \"difficult +1\"", async () => {
          await useVariants(PRESETS.a5e);
          const columns = [5, 6, 7];
          const { label, measured } = walk(columns);
          const want = expected(walker, PRESETS.a5e, columns);
          assert.deepEqual(want.classes, ["optimal+1", "optimal+1", "optimal+1"]);
          assert.equal(measured.cost, want.cost.cost, "Foundry's measured cost is the rules' path cost");
          assert.equal(label.allowance, 6);
          assert.equal(label.remaining, 3, "3 hazard hexes use half the round: 3 hazard hexes left");
          assert.ok(label.extraCost?.includes("+1"), `label shows the extra cost (${String(label.extraCost)})`);
        });
      });

      describe("a module's own movement action: dragging an ally (VARIANTS.md row 42, GA-15)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("core holds the declared drag action, selectable only under a ruleset that counts it; dragging costs k + 2 (4 a round, 3 in the hazard)", async () => {
          const drag = CONFIG.Token.movement.actions["drag"];
          assert.ok(drag, "CONFIG.Token.movement.actions has the drag action");
          assert.equal(drag!.label, "ER.Variants.Movement.Action.drag");
          await useVariants(BOOK_CONFIG);
          assert.equal(drag!.canSelect?.(token!), false, "not offered under the book");
          await useVariants(PRESETS.a5e);
          assert.equal(drag!.canSelect?.(token!), true, "offered under the A5E preset");
          const open = walk([3], "drag");
          const wantOpen = expected(walker, PRESETS.a5e, [3], "drag");
          assert.deepEqual(wantOpen.classes, ["optimal+2"]);
          assert.equal(open.measured.cost, wantOpen.cost.cost, "Foundry's measured cost of the drag action is the rules' path cost");
          assert.equal(open.label.allowance, 4);
          const rubble = walk([5], "drag");
          assert.deepEqual(expected(walker, PRESETS.a5e, [5], "drag").classes, ["optimal+3"]);
          assert.equal(rubble.label.allowance, 3);
          assert.ok(rubble.label.extraCost?.includes("+3"), `label shows the extra cost (${String(rubble.label.extraCost)})`);
        });
      });

      describe("prone crawl (VARIANTS.md §6.4)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("GX-0b / GA-6: prone loses the round's movement under the book; under crawl it crawls at 6 (4 in the hazard)", async () => {
          await actor!.toggleStatusEffect("prone", { active: true });
          try {
            await useVariants(BOOK_CONFIG);
            assert.equal(walk([4]).label.allowance, 0, "book: phase lost");
            await useVariants(PRESETS.a5e);
            const open = walk([4]);
            assert.equal(open.label.allowance, 6, "crawling in the open");
            assert.equal(open.label.reason, null);
            assert.equal(walk([5]).label.allowance, 4, "crawling in the hazard");
          } finally {
            await actor!.toggleStatusEffect("prone", { active: false });
          }
        });

        it("GA-7 amended (VARIANTS.md §13.1), GT-9: standing up at second 1 (4-3-3-2) takes 4 + 2: none left in phase 1, 1 in phase 2; dropping prone is free", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await useVariants(PRESETS.a5e);
          const combat = await foundry.documents.Combat.create({ scene: scene!.id, active: true });
          if (!combat) throw new Error("could not create the combat");
          try {
            await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token!.id, sceneId: scene!.id, actorId: token!.actorId }] as never);
            // Combatant create data for a token of this scene; the union type does not spell the ids.
            await combat.startCombat();
            // ERCombat#goTo (module/combat/documents.ts) moves the clock; the type package sees a plain Combat.
            const goTo = (to: { round: number; second: number }) => (combat as unknown as { goTo(to: { round: number; second: number }): Promise<void> }).goTo(to);
            await goTo({ round: 1, second: 1 });
            assert.equal(walk([4]).label.remaining, 4, "walking: 4 in phase 1");
            await actor!.toggleStatusEffect("prone", { active: true });
            assert.equal(walk([4]).label.remaining, 2, "dropping prone is free: crawling, 2 in phase 1");
            await actor!.toggleStatusEffect("prone", { active: false });
            // The active GM's client (this one) writes the record after the deletion.
            await new Promise((resolve) => setTimeout(resolve, 300));
            const record = actor!.getFlag(SYSTEM_ID, "stoodUp") as { taken?: unknown } | undefined;
            assert.deepEqual(record?.taken, [4, 2, 0, 0], "standing takes 4 of phase 1 and 2 of phase 2");
            assert.equal(walk([4]).label.remaining, 0, "phase 1 is used up");
            await goTo({ round: 1, second: 6 });
            assert.equal(walk([4]).label.remaining, 1, "phase 2 keeps 1 hex");
            await goTo({ round: 1, second: 11 });
            assert.equal(walk([4]).label.remaining, 3, "phase 3 is whole");
          } finally {
            if (actor!.statuses.has("prone")) await actor!.toggleStatusEffect("prone", { active: false });
            await combat.delete();
          }
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants — extra movement costs" },
  );
}
