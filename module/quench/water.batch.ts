/**
 * Quench batch for water travel (VARIANTS.md rows 15, 30; §13.3), run by a maintainer as the GM (not
 * run on CI): under the OSE and OSR presets in a live world, the travel panel's vessel entry submits
 * its choices through the real sheet form (Foundry's data model keeps the stored values), shows the
 * day's miles and the 24-h water day, shows a localised error for a refused entry, and the
 * pre-update check refuses a base rate past its bound. The setting is restored and everything
 * created deleted.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, type VariantConfig } from "../rules";
import { VARIANTS_SETTING } from "../variants/setting";
import { openSheet, until, type OpenSheet } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const PREFIX = "Quench ER water travel";

async function useVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, config as never);
}

const textOf = (sheet: OpenSheet, value: string) => sheet.element.querySelector(`[data-value="${value}"]`)?.textContent?.trim() ?? null;

function choose(sheet: OpenSheet, name: string, value: string): void {
  const input = sheet.element.querySelector<HTMLSelectElement | HTMLInputElement>(`[name="${name}"]`);
  if (!input) throw new Error(`${name} is not on the sheet`);
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function registerWaterBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.water`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      const actors: Actor.Implementation[] = [];
      const sheets: OpenSheet[] = [];
      let saved: unknown;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as a GM");
        saved = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const s of sheets) await s.close();
        const ids = actors.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (ids.length > 0) await Actor.implementation.deleteDocuments(ids);
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, saved as never);
      });

      async function sheetOf(name: string): Promise<{ actor: Actor.Implementation; sheet: OpenSheet }> {
        const actor = await Actor.implementation.create({ name: `${PREFIX}: ${name}`, type: "character" } as Actor.CreateData);
        if (!actor) throw new Error(`could not create ${name}`);
        actors.push(actor);
        const sheet = await openSheet(actor);
        sheets.push(sheet);
        return { actor, sheet };
      }

      describe("OSE vessels", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("GO-V1/GO-V2: a 360-ft sailing vessel, wind 7, downstream d6 3: 81 miles in a 24-h day, chosen on the sheet", async () => {
          await useVariants(PRESETS.ose);
          const { actor, sheet } = await sheetOf("Cog");
          choose(sheet, "system.travel.vessel", "sailing");
          assert.isTrue(await until(() => sheet.element.querySelector('[name="system.travel.vesselFeet"]') !== null), "the base rate is asked for");
          assert.isTrue(await until(() => textOf(sheet, "water-error") !== null), "no base rate yet: an error, not miles");
          choose(sheet, "system.travel.vesselFeet", "360");
          assert.isTrue(await until(() => textOf(sheet, "water-miles") === "72 miles today"));
          choose(sheet, "system.travel.current", "downstream");
          assert.isTrue(await until(() => sheet.element.querySelector('[name="system.travel.currentDie"]') !== null));
          choose(sheet, "system.travel.currentDie", "3");
          assert.isTrue(await until(() => textOf(sheet, "water-miles") === "81 miles today"));
          assert.isTrue(/\b24\b/.test(textOf(sheet, "water-time") ?? ""), "a water day is 24 h");
          // The wind select's data-dtype="Number": FormDataExtended submits 12, not "12", past the bounds check.
          choose(sheet, "system.travel.windRoll", "12");
          assert.isTrue(await until(() => textOf(sheet, "water-miles") === "225 miles today"), "GO-V6: a gale triples the rate (216 + 9)");
          assert.strictEqual((actor.system as unknown as { travel: { windRoll: unknown } }).travel.windRoll, 12);
          assert.equal((actor.system as unknown as { travel: { vesselFeet: number } }).travel.vesselFeet, 360);
        });

        it("a base rate past its bound is refused by the pre-update check; the stored value is kept", async () => {
          const actor = actors[0]!;
          let refused = false;
          try {
            await actor.update({ "system.travel.vesselFeet": 5000 } as never);
          } catch {
            refused = true;
          }
          const kept = (actor.system as unknown as { travel: { vesselFeet: number } }).travel.vesselFeet;
          assert.isTrue(refused || kept === 360, "refused or clamped, never stored past the bound");
          assert.isAtMost(kept, 1200);
        });
      });

      describe("OSR vessels", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("G2-V2: a ship against the wind makes 50 miles; the OSE vessel kept from before is refused with a message", async () => {
          await useVariants(PRESETS.osr);
          const { sheet } = await sheetOf("Carrack");
          choose(sheet, "system.travel.vessel", "ship");
          assert.isTrue(await until(() => textOf(sheet, "water-miles") === "100 miles today"));
          choose(sheet, "system.travel.wind", "against");
          assert.isTrue(await until(() => textOf(sheet, "water-miles") === "50 miles today"));
          const cog = sheets[0]!;
          await cog.render({ force: true });
          assert.isTrue(await until(() => textOf(cog, "water-error") !== null), "the sailing vessel is not an OSR vessel");
        });
      });
    },
    { displayName: "Enchanted Realms: water travel" },
  );
}
