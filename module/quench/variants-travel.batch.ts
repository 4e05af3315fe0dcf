/**
 * Quench batch for the companion travel models (VARIANTS.md rows 14, 27, 28, 49):
 * switches the rule-variant world setting to the OSE and OSR presets in a live world, checks the
 * actors' derived miles, the sheet's travel section (its choices submit, the OSE log buttons record
 * days and show the unrested badge), and the overland ruler's measure; then restores the setting and
 * deletes everything it created. Needs the "variants" world setting registered
 * (module/variants/setting.ts) and a GM.
 */
import { actorFighter } from "../resolution/fighter";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { erActorSystem } from "../actors/models";
import { PRESETS, type VariantConfig } from "../rules";
import { VARIANTS_SETTING, currentVariants } from "../variants/setting";
import { createHexScene, openSheet, until, type OpenSheet } from "./helpers";
import { travelAlong } from "../canvas/overland";
import { OVERLAND_FLAG, MILES_PER_HEX_FLAG } from "../canvas/scene-fields";

const PREFIX = "Quench ER travel variants";

function derivedOf(actor: Actor.Implementation) {
  const system = erActorSystem(actor);
  if (!system) throw new Error(`${actor.name} has no Enchanted Realms data model`);
  return system.derived;
}

async function useVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, config as never);
}

export function registerVariantsTravelBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-travel`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      const actors: Actor.Implementation[] = [];
      const sheets: OpenSheet[] = [];
      let scene: Scene.Implementation | null = null;
      let saved: unknown;

      async function makeActor(data: Actor.CreateData): Promise<Actor.Implementation> {
        const actor = await Actor.implementation.create({ ...data, name: `${PREFIX}: ${data.name}` });
        if (!actor) throw new Error(`could not create ${data.name}`);
        actors.push(actor);
        return actor;
      }

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.settings!.settings.has(`${SYSTEM_ID}.${VARIANTS_SETTING}`), "the rule-variant setting is registered");
        saved = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const s of sheets) await s.close();
        const ids = actors.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (ids.length > 0) await Actor.implementation.deleteDocuments(ids);
        if (scene) await scene.delete();
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, saved as never);
      });

      describe("OSE travel", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("GO-12: a 24-mile mule travels road 36, forest 16, jungle 12 once the OSE preset is saved", async () => {
          await useVariants(PRESETS.ose);
          assert.equal(currentVariants().travel.model, "ose");
          const mule = await makeActor({ name: "Mule", type: "creature", system: { movement: { milesPerDay: 24 } } });
          assert.isTrue(await until(() => derivedOf(mule).travel.companion?.model === "ose"), "the actor re-prepared under OSE");
          const t = derivedOf(mule).movement.terrains;
          assert.deepEqual([t.optimal.milesPerDay, t.forest.milesPerDay, t.jungle.milesPerDay], [36, 16, 12]);
        });

        it("GO-14: the sheet's log records seven travel days, shows 'unrested', and a rest day clears it", async () => {
          const walker = await makeActor({ name: "Walker", type: "character", system: { bodyWeight: 150 } });
          const sheet = await openSheet(walker);
          sheets.push(sheet);
          for (let day = 1; day <= 7; day++) {
            const before = erActorSystem(walker)?.derived.travel.companion?.log?.daysWithoutRest ?? -1;
            sheet.element.querySelector<HTMLButtonElement>('[data-action="recordTravelDay"][data-day="travel"]')?.click();
            assert.isTrue(await until(() => (erActorSystem(walker)?.derived.travel.companion?.log?.daysWithoutRest ?? -1) === before + 1), `day ${day} recorded`);
          }
          assert.isTrue(await until(() => sheet.element.querySelector('[data-value="unrested"]') !== null), "the unrested badge shows");
          // 003:L473: the travel log's unrested reaches the cards' fighter (−1 to hit and damage).
          assert.include(actorFighter(walker as never).conditions, "unrested", "the attack card's fighter is unrested");
          sheet.element.querySelector<HTMLButtonElement>('[data-action="recordTravelDay"][data-day="rest"]')?.click();
          assert.isTrue(await until(() => sheet.element.querySelector('[data-value="unrested"]') === null), "the rest day clears it");
        });

        it("the overland ruler measures 12 miles of forest at 16 a day: 6 h", async () => {
          scene = await createHexScene(`${PREFIX}: overland`, { terrain: "forest" });
          await scene.update({ [`flags.${SYSTEM_ID}.${OVERLAND_FLAG}`]: true, [`flags.${SYSTEM_ID}.${MILES_PER_HEX_FLAG}`]: 6 } as never);
          const mule = actors[0]!;
          const [token] = await scene.createEmbeddedDocuments("Token", [{ actorId: mule.id, x: 100, y: 100 } as never]);
          const doc = token as TokenDocument.Implementation;
          const c = scene.grid.getCenterPoint({ x: 150, y: 150 });
          const to = scene.grid.getCenterPoint({ x: 350, y: 150 });
          const travel = travelAlong(doc, [c, to]);
          assert.ok(travel?.possible, "the mule can travel");
          assert.equal(travel?.allotmentHours, 8);
          assert.isAtMost(Math.abs((travel?.hours ?? 0) - 3 * (travel?.hexes ?? 0)), 1e-6, "3 h per forest hex");
        });
      });

      describe("OSR travel", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("G2-7 / G2-7d: STR 14 travels 12 on plains; choosing darkness on the sheet drops it to 3", async () => {
          await useVariants(PRESETS.osr);
          const pc = await makeActor({ name: "Ranger", type: "character", system: { bodyWeight: 150, abilities: { str: 14 } } });
          assert.isTrue(await until(() => derivedOf(pc).travel.companion?.model === "osr"));
          assert.equal(derivedOf(pc).movement.terrains.plains.milesPerDay, 12);
          const sheet = await openSheet(pc);
          sheets.push(sheet);
          const select = sheet.element.querySelector<HTMLSelectElement>('select[name="system.travel.light"]');
          assert.ok(select, "the light choice is on the sheet");
          select!.value = "dark";
          select!.dispatchEvent(new Event("change", { bubbles: true }));
          assert.isTrue(await until(() => derivedOf(pc).movement.terrains.plains.milesPerDay === 3), "darkness counts as harsh");
        });
      });
    },
    { displayName: "Enchanted Realms: travel variants" },
  );
}
