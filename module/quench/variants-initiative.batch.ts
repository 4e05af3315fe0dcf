/**
 * Quench batch (initiative models): in a live world, switch the rule-variant preset and
 * check that a combat rolls under each initiative model: Begin Combat writes each combatant's model
 * memory and an action second in 1–20, the round card names the model, round 2 keeps the base of a
 * roll-once model, and a weapon's `slow` field stores null (derived) as Foundry's BooleanField is
 * asked to. A combatant marked surprised has no movement on the map in round 1 (GA-3). The world's setting is restored and everything created is deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, fromAbsolute, type PresetId } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { VARIANTS_SETTING } from "../variants/setting";
import { variantMemoryOf } from "../combat/variant-input";
import { toggleSurprised } from "../combat/variant-actions";
import { moveContextOf } from "../canvas/mover";
import { decideMove } from "../canvas/enforcement";
import { createHexScene } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const MODELS: readonly PresetId[] = ["a13", "ose", "osr", "a5e"];

export function registerVariantsInitiativeBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-initiative`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      const settings = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
      let saved: unknown = null;
      const actorIds: string[] = [];
      const combatIds: string[] = [];
      const messageIds = new Set<string>();
      const hookId = Hooks.on("createChatMessage", (m) => {
        if (m.id) messageIds.add(m.id);
      });

      /** Deletes the combats made so far: the initiative model cannot change while one is started (VARIANTS.md §9.2). */
      const endCombats = async () => {
        for (const id of combatIds.splice(0)) await game.combats?.get(id)?.delete();
      };

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        saved = settings().get(SYSTEM_ID, VARIANTS_SETTING);
        const made = await Actor.createDocuments([
          { name: "Quench Variant Hero", type: "character", system: { abilities: { dex: 14 }, level: 3 } },
          { name: "Quench Variant Goblin", type: "creature", system: { abilities: { dex: 12 }, level: 1 } },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a.id) actorIds.push(a.id);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        Hooks.off("createChatMessage", hookId);
        await endCombats();
        await Actor.deleteDocuments(actorIds);
        const stale = [...messageIds].filter((id) => game.messages?.get(id));
        if (stale.length) await ChatMessage.deleteDocuments(stale);
        await settings().set(SYSTEM_ID, VARIANTS_SETTING, saved);
      });

      describe("a combat rolls under each initiative model", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a weapon's slow field stores null (derived from its grip and kind), true and false; twoHanded defaults to false", async () => {
          const hero = game.actors?.get(actorIds[0]!);
          const items = await hero!.createEmbeddedDocuments("Item", [
            { name: "Quench Axe", type: "weapon", system: { initiativeModifier: 2, inHand: true } },
            { name: "Quench Dagger", type: "weapon", system: { initiativeModifier: -1, slow: true } },
          ] as unknown as Item.CreateData[]);
          assert.strictEqual((items[0]!.system as unknown as { slow: unknown }).slow, null);
          assert.strictEqual((items[1]!.system as unknown as { slow: unknown }).slow, true);
          assert.strictEqual((items[0]!.system as unknown as { twoHanded: unknown }).twoHanded, false);
          await hero!.deleteEmbeddedDocuments("Item", items.map((i) => i.id ?? ""));
        });
        it("a spell's closeQuarters (VARIANTS.md §13.3 row 7) defaults to false and stores true", async () => {
          const hero = game.actors?.get(actorIds[0]!);
          const items = await hero!.createEmbeddedDocuments("Item", [
            { name: "Quench Bolt", type: "spell", system: { castingSeconds: 3 } },
            { name: "Quench Touch", type: "spell", system: { castingSeconds: 1, closeQuarters: true } },
          ] as unknown as Item.CreateData[]);
          assert.strictEqual((items[0]!.system as unknown as { closeQuarters: unknown }).closeQuarters, false);
          assert.strictEqual((items[1]!.system as unknown as { closeQuarters: unknown }).closeQuarters, true);
          await hero!.deleteEmbeddedDocuments("Item", items.map((i) => i.id ?? ""));
        });
        for (const preset of MODELS) {
          it(`preset ${preset}: Begin Combat and round 2 under ${PRESETS[preset].initiative.model}`, async () => {
            await endCombats();
            await settings().set(SYSTEM_ID, VARIANTS_SETTING, PRESETS[preset]);
            const combat = await Combat.create({ scene: null } as unknown as Combat.CreateData);
            if (!(combat instanceof ERCombat)) throw new Error("Combat is not the system's class");
            if (combat.id) combatIds.push(combat.id);
            await combat.createEmbeddedDocuments("Combatant", actorIds.map((actorId) => ({ actorId })) as unknown as Combatant.CreateData[]);
            await combat.startCombat();
            const model = PRESETS[preset].initiative.model;
            const bases = new Map<string, number>();
            for (const c of combat.combatants.contents) {
              assert.ok(c instanceof ERCombatant);
              const er = c as ERCombatant;
              const memory = variantMemoryOf(er.erSystem);
              assert.equal(memory.model, model, "the combatant keeps the model's memory");
              const second = fromAbsolute(er.erSystem.action.landsAt).second;
              assert.isAtLeast(second, 1);
              assert.isAtMost(second, 20);
              bases.set(er.id ?? "", memory.base);
            }
            const card = (game.messages?.contents ?? []).filter((m) => m.id && messageIds.has(m.id) && (m.flags as Record<string, { roundCard?: number } | undefined>)[SYSTEM_ID]?.roundCard === 1).at(-1);
            assert.ok(card, "a round card");
            assert.include(card!.content, game.i18n!.localize(`ER.Variants.Initiative.Model.${model}`));
            await combat.nextRound();
            if (model === "a13" || model === "a5e" || model === "osrDex") {
              for (const c of combat.combatants.contents) assert.equal(variantMemoryOf((c as ERCombatant).erSystem).base, bases.get(c.id ?? ""), "rolled once: the base is kept");
            }
          });
        }
      });

      describe("the weapon sheet's slow select (row 21)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("under OSE the select shows; choosing \"Not slow\" stores false and \"From its grip and kind\" null; under the book it is gone", async () => {
          const hero = game.actors?.get(actorIds[0]!);
          const [axe] = await hero!.createEmbeddedDocuments("Item", [{ name: "Quench Slow Axe", type: "weapon", system: { initiativeModifier: 2 } }] as unknown as Item.CreateData[]);
          const sheet = axe!.sheet as unknown as { render(o: { force: boolean }): Promise<unknown>; close(): Promise<unknown>; element: HTMLElement; rendered: boolean };
          const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
          const select = () => sheet.element.querySelector<HTMLSelectElement>('select[name="system.slow"]');
          try {
            await endCombats();
            await settings().set(SYSTEM_ID, VARIANTS_SETTING, PRESETS.ose);
            await sheet.render({ force: true });
            await settle();
            assert.ok(select(), "the slow select under OSE");
            assert.equal(select()!.value, "derived");
            for (const [choice, stored] of [["notSlow", false], ["slow", true], ["derived", null]] as const) {
              select()!.value = choice;
              select()!.dispatchEvent(new Event("change", { bubbles: true }));
              await settle();
              assert.strictEqual((axe!.system as unknown as { slow: unknown }).slow, stored, choice);
            }
            await settings().set(SYSTEM_ID, VARIANTS_SETTING, PRESETS.book);
            await settle();
            assert.notOk(select(), "no slow select under the book (the open sheet redraws)");
          } finally {
            await sheet.close();
            await hero!.deleteEmbeddedDocuments("Item", [axe!.id ?? ""]);
          }
        });
      });

      describe("a surprised combatant loses its movement in round 1 (GA-3, GO-5)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("A5E: marked surprised, Begin Combat → the map gives 0 with \"surprised\" and refuses a player's move, not the GM's; round 2 moves", async () => {
          await endCombats();
          await settings().set(SYSTEM_ID, VARIANTS_SETTING, PRESETS.a5e);
          const previous = game.scenes?.viewed ?? null;
          const scene = await createHexScene("Quench surprise (temporary)", { width: 1000, height: 800, terrain: "optimal" });
          try {
            // TokenDocument#combatant is the token's combatant in the viewed scene's active combat.
            await scene.view();
            const hero = game.actors?.get(actorIds[0]!);
            const at = scene.grid.getTopLeftPoint({ i: 2, j: 2 });
            const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Hero", actorId: hero!.id, x: at.x, y: at.y, actorLink: true }] as never);
            const combat = await Combat.create({ scene: scene.id, active: true } as unknown as Combat.CreateData);
            if (!(combat instanceof ERCombat)) throw new Error("Combat is not the system's class");
            if (combat.id) combatIds.push(combat.id);
            const [member] = await combat.createEmbeddedDocuments("Combatant", [
              { tokenId: token!.id, sceneId: scene.id, actorId: hero!.id },
              { actorId: actorIds[1] },
            ] as unknown as Combatant.CreateData[]);
            await toggleSurprised(combat, member!.id ?? "");
            await combat.startCombat();
            const doc = scene.tokens.get(token!.id ?? "")!;
            const move = { chain: [], history: { recorded: { cost: 0 } }, passed: { cost: 0 }, pending: { cost: 1 } };
            await combat.goTo({ round: 1, second: 1 });
            let context = moveContextOf(doc);
            assert.strictEqual(context?.limits.reason, "surprised");
            assert.strictEqual(context?.limits.table.maxAllowance, 0);
            assert.deepEqual(decideMove(doc, move, false)?.reason, { code: "forfeit", forfeit: "surprised" });
            assert.deepEqual(decideMove(doc, move, true), { outcome: "allow", reason: null });
            await combat.nextRound();
            await combat.goTo({ round: 2, second: 1 });
            context = moveContextOf(doc);
            assert.strictEqual(context?.mover.forfeit, null, "round 2: no longer surprised");
            assert.notEqual(context?.limits.reason, "surprised");
          } finally {
            await endCombats();
            if (previous) await previous.view();
            await scene.delete();
          }
        });
      });
    },
    { displayName: "Enchanted Realms: initiative models" },
  );
}
