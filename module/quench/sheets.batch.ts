/**
 * Quench batch for the sheets: renders the character, creature and every item sheet in a live
 * world and checks that the panels show the actor's derived data (for the scene's own terrain),
 * then closes the sheets and deletes what it created.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { erActorSystem } from "../actors/models";
import { currentSceneTerrain } from "../sheets/scene-terrain";
import { openSheet, type OpenSheet } from "./helpers";

const PREFIX = "Quench ER sheets";
const ITEM_TYPES = ["weapon", "armour", "gear", "spell", "skill", "race"] as const;

function text(root: HTMLElement, selector: string): string {
  return root.querySelector(selector)?.textContent?.trim() ?? "";
}

export function registerSheetBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.sheets`,
    (context) => {
      const { describe, it, assert, after } = context;
      const actors: Actor.Implementation[] = [];
      const items: Item.Implementation[] = [];
      const sheets: OpenSheet[] = [];

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const sheet of sheets) await sheet.close();
        const actorIds = actors.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (actorIds.length > 0) await Actor.implementation.deleteDocuments(actorIds);
        const itemIds = items.map((i) => i.id).filter((id): id is string => !!id && !!game.items?.get(id));
        if (itemIds.length > 0) await Item.implementation.deleteDocuments(itemIds);
      });

      describe("actor sheets", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("the character sheet shows the gryf's derived initiative, hexes, split and steps", async () => {
          const gryf = await Actor.implementation.create({ name: `${PREFIX}: Gryf`, type: "character", system: { bodyWeight: 100 } });
          if (!gryf) throw new Error("could not create the character");
          actors.push(gryf);
          await gryf.createEmbeddedDocuments("Item", [{ name: "Pack", type: "gear", system: { weight: 30, quantity: 1 } }]);
          const derived = erActorSystem(gryf)?.derived;
          if (!derived) throw new Error("the character has no derived data");
          const here = derived.movement.terrains[currentSceneTerrain()];

          const sheet = await openSheet(gryf);
          sheets.push(sheet);
          const root = sheet.element;
          assert.isTrue(root.classList.contains(SYSTEM_ID), "the sheet carries the system's class");
          assert.equal(text(root, '[data-value="hexes"]'), String(here.hexesPerRound));
          assert.equal(root.querySelector(".er-phases")?.getAttribute("data-split"), here.phases.join("-"));
          assert.include(text(root, '[data-value="initiative"]'), "1");
          assert.ok(root.querySelector(".er-encumbrance .er-bar.over"), "the load bar shows over capacity");
          assert.ok(root.querySelector("[data-item-id]"), "the inventory lists the pack");
        });

        it("a negative body weight typed on the sheet is refused and the stored value kept", async () => {
          const actor = await Actor.implementation.create({ name: `${PREFIX}: Refused`, type: "character", system: { bodyWeight: 100, quickness: 0 } });
          if (!actor) throw new Error("could not create the character");
          actors.push(actor);
          const sheet = await openSheet(actor);
          sheets.push(sheet);
          const input = sheet.element.querySelector<HTMLInputElement>('input[name="system.bodyWeight"]');
          if (!input) throw new Error("the sheet has no body weight field");
          input.value = "-5";
          input.dispatchEvent(new Event("change", { bubbles: true }));
          await new Promise((r) => setTimeout(r, 500));
          assert.equal(erActorSystem(actor)?.bodyWeight, 100);
        });

        it("the creature sheet shows its encumbrance group settings", async () => {
          const mule = await Actor.implementation.create({
            name: `${PREFIX}: Mule`,
            type: "creature",
            system: { movement: { speed: 12, milesPerDay: 24 }, encumbrance: { group: "packAnimal", capacity: 600, step: 60 } },
          });
          if (!mule) throw new Error("could not create the creature");
          actors.push(mule);
          const sheet = await openSheet(mule);
          sheets.push(sheet);
          const root = sheet.element;
          const group = root.querySelector<HTMLSelectElement>('select[name="system.encumbrance.group"]');
          assert.equal(group?.value, "packAnimal");
          assert.equal(text(root, '[data-value="hexes"]'), String(erActorSystem(mule)?.derived.movement.terrains[currentSceneTerrain()].hexesPerRound));
        });
      });

      describe("item sheets", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const type of ITEM_TYPES) {
          it(`the ${type} sheet renders with its name and description`, async () => {
            const item = await Item.implementation.create({ name: `${PREFIX}: ${type}`, type });
            if (!item) throw new Error(`could not create a ${type}`);
            items.push(item);
            const sheet = await openSheet(item);
            sheets.push(sheet);
            assert.isTrue(sheet.rendered, `the ${type} sheet rendered`);
            assert.ok(sheet.element.querySelector('[name="name"]'), "the name can be edited");
          });
        }
      });
    },
    { displayName: "Enchanted Realms: sheets" },
  );
}
