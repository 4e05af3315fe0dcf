/**
 * Part of the `versions` Quench batch: the touch-points no public v14 material settles
 * (docs/foundry-api.md, "What a live v14 run must confirm"). Each check passes on v13 as documented
 * and says, when it fails on v14, what core did instead. Then the ranked list of what a first live
 * run must confirm (module/quench/first-run.ts), in versions-first-run.ts and versions-first-run-b.ts.
 */
import { SCENE_TERRAIN_FLAG, SYSTEM_ID } from "../constants";
import { BOOK_CONFIG, PRESETS, hexClassifier, moveLimits, resolveRuleset, type Mover, type VariantConfig } from "../rules";
import { pathCost } from "../rules/reach";
import type { Offset } from "../rules/hex";
import { terrainAtOffset } from "../canvas/scene-terrain";
import { VARIANTS_SETTING, currentVariants } from "../variants/setting";
import { BATCH_TIMEOUT_MS, type QuenchBatchContext } from "./types";
import { createHexScene } from "./helpers";
import { describeFirstRunA } from "./versions-first-run";
import { describeFirstRunB } from "./versions-first-run-b";
import { SCALE_NOTE_CLASS } from "../canvas/scene-scale-note";

type Cleanup = Array<() => Promise<unknown>>;
const ROW = 4;

export function describeLiveConfirmations(context: QuenchBatchContext, cleanup: Cleanup): void {
  const { describe, it, assert } = context;

  /** Opens the configuration sheet of a temporary hex scene, runs `check` on its element, and closes it. */
  async function withSceneConfig(name: string, check: (root: HTMLElement) => void): Promise<void> {
    const scene = await createHexScene(name);
    cleanup.push(() => scene.delete());
    const sheet = scene.sheet;
    if (!sheet) return assert.ok(false, "the scene has no configuration sheet");
    await sheet.render(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      check(sheet.element as unknown as HTMLElement);
    } finally {
      await sheet.close();
    }
  }

  describe("what a live v14 run must confirm", function () {
    this.timeout(BATCH_TIMEOUT_MS);

    it("a combat update re-sorts `turns` by the system's order (ERCombat#_onUpdate assigns it) without an error", async () => {
      const created = await foundry.documents.Actor.createDocuments([
        { name: "Quench turns A", type: "character" },
        { name: "Quench turns B", type: "character" },
        { name: "Quench turns C", type: "character" },
      ] as never);
      for (const a of created) cleanup.push(() => a.delete());
      const combat = await foundry.documents.Combat.create({ scene: null, active: false } as never);
      if (!combat) return assert.ok(false, "the combat was not created");
      cleanup.push(() => combat.delete());
      await combat.createEmbeddedDocuments("Combatant", created.map((a, k) => ({ actorId: a.id, initiative: 5 + k * 4 })) as never);
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener("error", onError);
      try {
        await combat.startCombat();
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        window.removeEventListener("error", onError);
      }
      assert.deepEqual(errors, [], "no error during the update");
      const sort = (combat as unknown as { _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number })._sortCombatants;
      const want = [...combat.combatants.contents].sort(sort).map((c) => c.id);
      assert.deepEqual(combat.turns.map((c) => c.id), want, "combat.turns is in the system's order");
    });

    it("the injected default-terrain field sits on the Scene configuration's grid tab", async () => {
      await withSceneConfig("Quench scene tab (temporary)", (root) => {
        const field = root.querySelector(`[name="flags.${SYSTEM_ID}.${SCENE_TERRAIN_FLAG}"]`);
        assert.ok(field, "the default-terrain field is in the form");
        const tab = field?.closest<HTMLElement>(".tab[data-tab]");
        const gridType = root.querySelector('[name="grid.type"]')?.closest<HTMLElement>(".tab[data-tab]");
        assert.equal(tab?.dataset["tab"], "grid", `the field's tab is "${tab?.dataset["tab"] ?? "none"}", the grid type's "${gridType?.dataset["tab"] ?? "none"}"`);
      });
    });

    it("the Scene configuration notes units that are not a length (5 ft a hex), and hides the note for feet", async () => {
      await withSceneConfig("Quench scene scale (temporary)", (root) => {
        const note = root.querySelector<HTMLElement>(`.${SCALE_NOTE_CLASS}`);
        assert.ok(note && !note.hidden && note.textContent?.includes("5 ft"), "the helper's hex-unit scene shows the note");
        const units = root.querySelector<HTMLInputElement>('[name="grid.units"]');
        if (units) {
          units.value = "ft";
          units.dispatchEvent(new Event("input", { bubbles: true }));
        }
        assert.ok(note?.hidden, "typing ft hides it");
      });
    });

    describe("movement-action cost on a 3-hex path: Foundry's measured cost is the rules' (no costMultiplier stacked on ours)", function () {
      const settingKey = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
      const mover: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
      for (const [name, config] of [["the book", BOOK_CONFIG], ["the OSR hack (002: k + 1 per hex)", PRESETS.osr]] as const) {
        for (const action of ["crawl", "swim"] as const) {
          it(`${action} under ${name}`, async () => {
            if (game.settings?.settings.has(settingKey as never) !== true) return assert.ok(false, "the Rule Variants setting is registered");
            const previous = game.settings.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
            const scene = await createHexScene("Quench action cost (temporary)", { width: 1200, height: 1000, terrain: "plains" });
            cleanup.push(() => scene.delete());
            await scene.view();
            const created = await foundry.documents.Actor.createDocuments([{ name: "Quench mover", type: "character", system: { bodyWeight: 150, movement: { speed: 12 } } }] as never);
            const actor = created[0];
            if (actor) cleanup.push(() => actor.delete());
            const cell = (j: number): Offset => ({ i: ROW, j });
            const tokens = await scene.createEmbeddedDocuments("Token", [{ name: "Mover", actorId: actor!.id, ...scene.grid.getTopLeftPoint(cell(2)), actorLink: true }] as never);
            const token = tokens[0] as TokenDocument.Implementation | undefined;
            await new Promise((resolve) => setTimeout(resolve, 300));
            try {
              await game.settings.set(SYSTEM_ID as never, VARIANTS_SETTING as never, structuredClone(config) as never);
              const used: VariantConfig = currentVariants();
              const columns = [3, 4, 5];
              const measured = token!.object!.measureMovementPath([
                { x: token!.x, y: token!.y, elevation: 0, action },
                ...columns.map((j) => ({ ...scene.grid.getTopLeftPoint(cell(j)), elevation: 0, action })),
              ]);
              const limits = moveLimits(mover, { kind: "round" }, resolveRuleset(used));
              const classOf = hexClassifier(mover, action, resolveRuleset(used));
              const want = pathCost(limits.table, columns.map((j) => classOf(terrainAtOffset(scene, cell(j)))));
              assert.equal(measured.cost, want.cost, `measured ${measured.cost}, the rules ${want.cost} (a multiple would mean v14 stacks the action's costMultiplier)`);
            } finally {
              await game.settings.set(SYSTEM_ID as never, VARIANTS_SETTING as never, previous as never);
            }
          });
        }
      }
    });
  });

  describeFirstRunA(context, cleanup);
  describeFirstRunB(context, cleanup);
}
