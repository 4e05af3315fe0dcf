/**
 * Quench batch: OSE evasion before Begin Combat in a live world (VARIANTS.md §5.14, §13.3 row 33),
 * run by a maintainer as the GM (not run on CI). It checks what the stand-ins cannot: that the real
 * tracker shows the GM's Evasion button while the combat has not begun and hides it once it has,
 * that the decision reads real tokens' dispositions, that the card is a real ChatMessage with the
 * evasion flag, and that a pursuit sets the real combatants running. Everything it made is deleted
 * and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, resolveRuleset } from "../rules";
import { ERCombat } from "../combat/combat";
import { evasionRows, runEvasion } from "../combat/evasion";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export function registerEvasionBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.evasion`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      const actorIds: string[] = [];
      const messagesBefore = new Set<string>();
      const evasionCards = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id) && (m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.["evasion"] !== undefined);
      const button = () => ui.combat?.element?.querySelector?.('[data-action="erEvasion"]') ?? null;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.ose));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        scene = await createHexScene("Quench evasion");
        await scene.view();
        const made = await Actor.createDocuments([
          { name: "Quench runner", type: "character" },
          { name: "Quench chaser", type: "character" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        const tokens = await scene.createEmbeddedDocuments("Token", [
          { actorId: actorIds[0], x: 200, y: 200, actorLink: true, disposition: 1 },
          { actorId: actorIds[1], x: 600, y: 200, actorLink: true, disposition: -1 },
        ] as unknown as TokenDocument.CreateData[]);
        combat = ((await Combat.create({ scene: scene.id } as unknown as Combat.CreateData)) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ actorId: t.actorId, tokenId: t.id, sceneId: scene!.id })) as unknown as Combatant.CreateData[]);
        await combat.activate();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const made = evasionCards().map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        if (scene) await scene.delete();
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("evasion before Begin Combat (row 33)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the GM's tracker shows the Evasion button before the combat begins", async () => {
          ui.combat?.render();
          assert.isTrue(await until(() => button() !== null, 10_000), "the Evasion button is shown");
        });

        it("the sides are read from the tokens' dispositions; equal speeds in a dungeon give a pursuit that sets both running", async () => {
          const er = combat as unknown as ERCombat;
          const ruleset = resolveRuleset(PRESETS.ose);
          const rows = evasionRows(er, ruleset);
          assert.deepEqual(rows.map((r) => r.disposition as number).sort(), [-1, 1]);
          const result = await runEvasion(er, { fleeing: "friendly", setting: "dungeon", pursue: true, surprise: "none", modifier: 0 }, ruleset);
          // Two fresh characters move alike: the fleeing side is not faster (003:L711).
          assert.equal(rows[0]!.hexesPerRound, rows[1]!.hexesPerRound, "both new characters have the same hexes a round");
          assert.equal(result?.outcome, "pursuit");
          assert.isTrue(await until(() => evasionCards().length === 1, 10_000), "one evasion card");
          assert.isTrue(await until(() => er.erCombatants.every((c) => c.erSystem.variant?.pursuit === true), 10_000), "both sides run");
        });

        it("once the combat has begun the button is gone and the evasion is refused", async () => {
          await combat!.startCombat();
          ui.combat?.render();
          assert.isTrue(await until(() => button() === null, 10_000), "no Evasion button in a begun combat");
          const result = await runEvasion(combat as unknown as ERCombat, { fleeing: "friendly", setting: "dungeon", pursue: true, surprise: "none", modifier: 0 }, resolveRuleset(PRESETS.ose));
          assert.isNull(result);
        });
      });
    },
    { displayName: "Enchanted Realms: OSE evasion before combat (row 33)" },
  );
}
