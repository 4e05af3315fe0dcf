/**
 * Quench batch for the companion encumbrance models (VARIANTS.md rows 12, 25, 26):
 * in a live world, switching the rule-variant setting re-derives characters (not creatures) under
 * OSE detailed and OSR loads, the ruler's profile reads the model's speed, the sheet shows only the
 * model's fields, bad coins typed on the sheet are refused, and switching writes nothing to actors.
 * It needs the "variants" world setting (module/variants/setting.ts); the
 * setting in force before the batch is put back afterwards. Not run on CI (no Foundry there).
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { erActorSystem } from "../actors/models";
import { actorProfile } from "../actors/profile";
import { actorFighter } from "../resolution/fighter";
import { BOOK_CONFIG, changeVariants, type EncumbranceModelId, type VariantConfig } from "../rules";
import { VARIANTS_SETTING, currentVariants } from "../variants/setting";
import { openSheet, until, type OpenSheet } from "./helpers";

const PREFIX = "Quench ER variant encumbrance";

function configWith(model: EncumbranceModelId): VariantConfig {
  const r = changeVariants(BOOK_CONFIG, { encumbrance: { model } });
  if (!r.ok) throw new Error(`illegal test config: ${JSON.stringify(r.problems)}`);
  return r.config;
}

async function setVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID, VARIANTS_SETTING, structuredClone(config) as unknown as Record<string, unknown>);
}

export function registerVariantsEncumbranceBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-encumbrance`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      const actors: Actor.Implementation[] = [];
      const sheets: OpenSheet[] = [];
      let previous: unknown = undefined;

      before(function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const key = `${SYSTEM_ID}.${VARIANTS_SETTING}`;
        if (!game.settings?.settings.has(key)) throw new Error(`the world setting ${key} is not registered: this batch needs the Rule Variants menu`);
        previous = game.settings.get(SYSTEM_ID, VARIANTS_SETTING);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const s of sheets) await s.close();
        if (previous !== undefined) await game.settings!.set(SYSTEM_ID, VARIANTS_SETTING, previous as Record<string, unknown>);
        const ids = actors.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (ids.length > 0) await Actor.implementation.deleteDocuments(ids);
      });

      async function makeActor(data: Actor.CreateData): Promise<Actor.Implementation> {
        const actor = await Actor.implementation.create({ ...data, name: `${PREFIX}: ${data.name}` });
        if (!actor) throw new Error(`could not create ${data.name}`);
        actors.push(actor);
        return actor;
      }

      describe("switching the encumbrance model", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("OSE detailed: a character with 401 coins moves 9 (GO-11b), the ruler's profile too; a creature keeps the ER groups; nothing is written", async () => {
          await setVariants(BOOK_CONFIG);
          const hero = await makeActor({ name: "Hero", type: "character", system: { bodyWeight: 160, coins: 401 } as never });
          const mule = await makeActor({ name: "Mule", type: "creature", system: { movement: { speed: 12, milesPerDay: 24 }, encumbrance: { group: "packAnimal", capacity: 600, step: 60 } } });
          await mule.createEmbeddedDocuments("Item", [{ name: "Packs", type: "gear", system: { weight: 650, quantity: 1 } }]);
          const heroSource = JSON.stringify(hero.toObject().system);
          const muleHexes = erActorSystem(mule)?.derived.movement.hexesPerRound;
          const writes: string[] = [];
          const hook = Hooks.on("updateActor", (actor: Actor.Implementation) => {
            if (actors.includes(actor)) writes.push(actor.name ?? "");
          });
          try {
            await setVariants(configWith("oseDetailed"));
            assert.equal(currentVariants().encumbrance.model, "oseDetailed");
            assert.isTrue(await until(() => erActorSystem(hero)?.derived.encumbrance.model === "oseDetailed"), "actors re-prepare when the setting changes");
            assert.equal(erActorSystem(hero)?.derived.movement.hexesPerRound, 9);
            assert.equal(actorProfile(hero).movement.speed, 9, "the ruler reads the model's speed");
            assert.equal(actorProfile(hero).initiative.encumbrance, 0, "no ER steps (G2-4b)");
            assert.equal(erActorSystem(mule)?.derived.encumbrance.model, "er");
            assert.equal(erActorSystem(mule)?.derived.movement.hexesPerRound, muleHexes, "the creature is unaffected");
            await setVariants(BOOK_CONFIG);
            assert.isTrue(await until(() => erActorSystem(hero)?.derived.encumbrance.model === "er"));
            await new Promise((r) => setTimeout(r, 300));
            assert.deepEqual(writes, [], "switching models writes nothing to actors");
            assert.equal(JSON.stringify(hero.toObject().system), heroSource, "the stored data is intact");
          } finally {
            Hooks.off("updateActor", hook);
          }
        });

        it("OSE detailed sheet: coins and the tier table only; negative coins typed are refused and the stored value kept", async () => {
          await setVariants(configWith("oseDetailed"));
          const hero = await makeActor({ name: "Sheet hero", type: "character", system: { bodyWeight: 160, coins: 510 } as never });
          const sheet = await openSheet(hero);
          sheets.push(sheet);
          const panel = sheet.element.querySelector(".er-encumbrance");
          assert.equal(panel?.getAttribute("data-encumbrance-model"), "oseDetailed");
          assert.ok(panel?.querySelector('input[name="system.coins"]'), "the coins input shows");
          assert.notOk(panel?.querySelector('input[name="system.abilities.str"]'), "no STR under OSE detailed");
          assert.ok(panel?.querySelector('.er-tiers tr[aria-current="true"]'), "the current tier is marked");
          const input = panel?.querySelector<HTMLInputElement>('input[name="system.coins"]');
          if (!input) throw new Error("no coins input");
          input.value = "-5";
          input.dispatchEvent(new Event("change", { bubbles: true }));
          await new Promise((r) => setTimeout(r, 500));
          assert.equal((hero.system as unknown as { coins: number }).coins, 510);
        });

        it("OSR loads: STR 10 with 55 lb of gear moves 10 (G2-3) and the sheet shows the overloaded badge", async () => {
          await setVariants(configWith("osrLoads"));
          const hero = await makeActor({ name: "Porter", type: "character", system: { bodyWeight: 160, abilities: { str: 10 } } as never });
          await hero.createEmbeddedDocuments("Item", [{ name: "Sacks", type: "gear", system: { weight: 55, quantity: 1 } }]);
          assert.isTrue(await until(() => erActorSystem(hero)?.derived.movement.hexesPerRound === 10));
          const sheet = await openSheet(hero);
          sheets.push(sheet);
          assert.ok(sheet.element.querySelector('.er-encumbrance [data-badge="overloaded"]'), "overloaded badge");
          // 002:L35: the prepared actor's derived state reaches the cards' fighter (disadvantage on every check).
          assert.include(actorFighter(hero as never).conditions, "overloaded", "the attack card's fighter is overloaded");
          assert.ok(sheet.element.querySelector('.er-encumbrance input[name="system.abilities.str"]'), "STR input");
        });
      });
    },
    { displayName: "Enchanted Realms: companion encumbrance models" },
  );
}
