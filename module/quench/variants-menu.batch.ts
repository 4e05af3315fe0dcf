/**
 * Quench batch: the rule-variant setting and the Rule Variants menu in a live world
 * (VARIANTS.md §9.1). Run as a GM. Every preset written through `game.settings.set` is what currentVariants()
 * and presetOf then read; an illegal value is refused by the Setting pre-hooks and the old value
 * kept; the initiative model cannot change while a combat is started, other domains can; the menu
 * is registered and its form renders with the preset select. The value in force before the batch
 * is put back afterwards, and the combat and actor it made are deleted.
 */
import { SYSTEM_ID } from "../constants";
import { BOOK_CONFIG, PRESETS, PRESET_IDS, presetOf, type PresetId, type VariantConfig } from "../rules";
import { VARIANTS_SETTING, currentVariants } from "../variants/setting";
import { VARIANTS_MENU } from "../variants";
import { VariantsMenu } from "../variants/menu";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const plain = (c: VariantConfig) => structuredClone(c) as unknown as Record<string, unknown>;
const write = (value: unknown) => game.settings!.set(SYSTEM_ID, VARIANTS_SETTING, value as Record<string, unknown>);

export function registerVariantsMenuBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-menu`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let before_: VariantConfig = BOOK_CONFIG;
      let combat: Combat.Implementation | null = null;
      const actorIds: string[] = [];

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        before_ = currentVariants();
        await write(plain(BOOK_CONFIG));
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        await combat?.delete();
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        await write(plain(before_));
      });

      describe("the setting follows every preset", () => {
        it("is registered in the world scope, kept out of the settings list, with the menu restricted to GMs", () => {
          const setting = game.settings!.settings.get(`${SYSTEM_ID}.${VARIANTS_SETTING}`) as unknown as { scope: string; config: boolean } | undefined;
          assert.ok(setting, "the setting is registered");
          assert.equal(setting!.scope, "world");
          assert.isFalse(setting!.config);
          const menu = game.settings!.menus.get(`${SYSTEM_ID}.${VARIANTS_MENU}`) as unknown as { restricted?: boolean } | undefined;
          assert.ok(menu, "the menu is registered");
          assert.isTrue(menu!.restricted === true);
        });

        for (const id of [...PRESET_IDS, "book"] as PresetId[]) {
          it(`writing the ${id} preset: currentVariants() is it and presetOf names it`, async function () {
            this.timeout(BATCH_TIMEOUT_MS);
            await write(plain(PRESETS[id]));
            assert.deepEqual(currentVariants(), PRESETS[id]);
            assert.equal(presetOf(currentVariants()), id);
          });
        }
      });

      describe("the stored value is defended", () => {
        it("an illegal value (persistent under OSE detailed) is refused and the old value kept", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await write(plain(PRESETS.ose));
          await write({ ...plain(PRESETS.ose), encumbrance: { ...PRESETS.ose.encumbrance, persistent: true } });
          assert.deepEqual(currentVariants(), PRESETS.ose);
          await write({ initiative: { model: "a13" } });
          assert.deepEqual(currentVariants(), PRESETS.ose);
        });

        it("while a combat is started the initiative model cannot change; other domains can; after it, the model can", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await write(plain(BOOK_CONFIG));
          const made = await Actor.createDocuments([{ name: "Quench Variants Creature", type: "creature" }] as unknown as Actor.CreateData[]);
          for (const a of made) if (a.id) actorIds.push(a.id);
          combat = ((await Combat.create({ scene: null } as unknown as Combat.CreateData)) ?? null) as Combat.Implementation | null;
          assert.ok(combat, "a combat was created");
          await combat!.createEmbeddedDocuments("Combatant", made.map((a) => ({ actorId: a.id, name: a.name })) as unknown as Combatant.CreateData[]);
          await combat!.startCombat();
          assert.isTrue(await until(() => combat!.started === true), "the combat started");

          await write(plain(PRESETS.a13));
          assert.equal(currentVariants().initiative.model, "er2d10", "the initiative model is kept");
          assert.deepEqual(currentVariants(), BOOK_CONFIG, "the whole refused value is kept");
          await write({ ...plain(BOOK_CONFIG), combat: { ...BOOK_CONFIG.combat, escalationDie: true } });
          assert.isTrue(currentVariants().combat.escalationDie, "another domain changes during combat");

          // The open form shows the lock, and drops it when the combat goes (the combat hooks).
          const app = new VariantsMenu();
          await app.render({ force: true });
          try {
            assert.isTrue(await until(() => app.rendered));
            const model = () => app.element.querySelector<HTMLSelectElement>('select[name="initiative.model"]');
            assert.isTrue(model()?.disabled === true, "the initiative model select is disabled during combat");
            await combat!.delete();
            combat = null;
            assert.isTrue(await until(() => model()?.disabled === false), "the open form unlocks once no combat is started");
          } finally {
            await app.close();
          }
          await write(plain(PRESETS.a13));
          assert.equal(currentVariants().initiative.model, "a13", "with no combat started the model changes");
        });
      });

      describe("the Rule Variants menu", () => {
        it("opens a form with the preset select showing the preset in force, and one fieldset per domain", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await write(plain(PRESETS.osr));
          const app = new VariantsMenu();
          await app.render({ force: true });
          try {
            assert.isTrue(await until(() => app.rendered));
            const select = app.element.querySelector<HTMLSelectElement>("select[data-variant-preset]");
            assert.ok(select, "the preset select is there");
            assert.equal(select!.value, "osr");
            assert.equal(app.element.querySelectorAll("fieldset.er-variants-domain").length, 5);
            const persistent = app.element.querySelector<HTMLInputElement>('input[name="encumbrance.persistent"]');
            assert.isTrue(persistent!.disabled, "persistent is disabled under OSR loads");
          } finally {
            await app.close();
          }
        });
      });
    },
    { displayName: "Enchanted Realms: rule variants (setting and menu)" },
  );
}
