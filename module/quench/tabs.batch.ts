/**
 * Quench batch: sheet tabs as Foundry's own CSS and read-only handling meet them. Only the
 * active tab body displays; a tab click switches it; a sheet opened from the
 * system's locked Creatures compendium is read-only for everyone (the GM included), core disables
 * its form controls, and its tabs still switch. The browser tests check the same against a
 * stand-in of core; this checks it against core itself.
 */
import { SYSTEM_ID } from "../constants";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { openSheet, type OpenSheet } from "./helpers";

/** The `data-tab` of each tab body that displays (computed style and a box, as a user sees it). */
function displayedTabs(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>(".window-content > .tab[data-tab]")]
    .filter((s) => getComputedStyle(s).display !== "none" && s.getBoundingClientRect().height > 0)
    .map((s) => s.dataset["tab"] ?? "");
}

function tabLink(root: HTMLElement, tab: string): HTMLElement {
  const link = root.querySelector<HTMLElement>(`nav [data-action="tab"][data-tab="${tab}"]`);
  if (!link) throw new Error(`no ${tab} tab link`);
  return link;
}

export function registerTabsBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.tabs`,
    (context) => {
      const { describe, it, assert, after } = context;
      const sheets: OpenSheet[] = [];
      const actors: Actor.Implementation[] = [];

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const sheet of sheets) await sheet.close();
        for (const actor of actors) await actor.delete();
      });

      describe("tabs on sheets", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a character sheet displays one tab body, and a click on a tab switches it", async () => {
          const actor = await Actor.implementation.create({ name: "Quench ER tabs: character", type: "character" });
          if (!actor) throw new Error("could not create the character");
          actors.push(actor);
          const sheet = await openSheet(actor);
          sheets.push(sheet);
          assert.deepEqual(displayedTabs(sheet.element), ["main"]);
          tabLink(sheet.element, "inventory").click();
          assert.deepEqual(displayedTabs(sheet.element), ["inventory"]);
          const body = sheet.element.querySelector<HTMLElement>(".window-content > .tab.active");
          assert.equal(body ? getComputedStyle(body).overflowY : "", "auto", "the active tab body scrolls");
        });

        it("a creature from the locked compendium is read-only, its controls disabled, and its tabs still switch", async () => {
          const pack = game.packs?.get(`${SYSTEM_ID}.creatures`);
          if (!pack) throw new Error("no creatures pack");
          assert.isTrue(pack.locked, "the system's compendium is locked");
          const index = await pack.getIndex();
          const entry = index.contents[0];
          if (!entry) throw new Error("the creatures pack is empty");
          const creature = await pack.getDocument(entry._id);
          if (!creature) throw new Error("could not load a creature");
          const sheet = await openSheet(creature as unknown as { sheet: unknown });
          sheets.push(sheet);
          assert.isFalse(sheet.isEditable, "a locked compendium entry is not editable, for the GM too");
          const name = sheet.element.querySelector<HTMLInputElement>('input[name="name"]');
          assert.isTrue(name?.disabled === true, "core disabled the name field");
          const link = tabLink(sheet.element, "details");
          assert.isFalse(link.matches(":disabled"), "the tab link is not a disabled control");
          link.click();
          assert.deepEqual(displayedTabs(sheet.element), ["details"]);
        });

        it("an item sheet (a locked weapons-pack entry) shows details, description and effects one tab at a time", async () => {
          const pack = game.packs?.get(`${SYSTEM_ID}.weapons`);
          if (!pack) throw new Error("no weapons pack");
          const entry = (await pack.getIndex()).contents[0];
          if (!entry) throw new Error("the weapons pack is empty");
          const weapon = await pack.getDocument(entry._id);
          if (!weapon) throw new Error("could not load a weapon");
          const sheet = await openSheet(weapon as unknown as { sheet: unknown });
          sheets.push(sheet);
          assert.deepEqual(displayedTabs(sheet.element), ["details"]);
          for (const tab of ["description", "effects", "details"]) {
            tabLink(sheet.element, tab).click();
            assert.deepEqual(displayedTabs(sheet.element), [tab], `after clicking ${tab}`);
          }
        });
      });
    },
    { displayName: "Enchanted Realms: sheet tabs and read-only sheets" },
  );
}
