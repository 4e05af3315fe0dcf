/**
 * Quench batch for sheets and documents in a live world: linked character tokens, Active
 * Effects feeding the derivation and the ruler without being written back, the Effects tab, an
 * edit surviving a clock tick, item rolls into chat, hotbar macros and the creature sheet's
 * details. A maintainer runs it in a v13 and a v14 world; it deletes what it creates and puts the
 * world time and the hotbar back. (Tab visibility and Observer checks are in the sheets batch.)
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { effectChangesData, isV14OrLater } from "../compat";
import { erActorSystem } from "../actors/models";
import { actorProfile } from "../actors/profile";
import { TOKEN_DISPOSITION } from "../actors/token-defaults";
import { moveContextOf } from "../canvas/mover";
import { createHexScene, openSheet, until, type OpenSheet } from "./helpers";

const PREFIX = "Quench ER documents";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedSpeed(actor: Actor.Implementation): unknown {
  return (actor.toObject() as { system?: { movement?: { speed?: unknown } } }).system?.movement?.speed;
}

export function registerDocumentsBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.documents`,
    (context) => {
      const { describe, it, assert, after } = context;
      const actors: Actor.Implementation[] = [];
      const sheets: OpenSheet[] = [];
      const macros: string[] = [];
      const messages: string[] = [];
      const slots: number[] = [];
      const scenes: string[] = [];
      const startTime = game.time?.worldTime ?? 0;

      async function makeActor(data: Record<string, unknown>): Promise<Actor.Implementation> {
        const actor = await Actor.implementation.create({ ...data, name: `${PREFIX}: ${String(data["name"])}` } as Actor.CreateData);
        if (!actor) throw new Error(`could not create ${String(data["name"])}`);
        actors.push(actor);
        return actor;
      }

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const sheet of sheets) await sheet.close();
        for (const slot of slots) await game.user?.assignHotbarMacro(null, slot);
        const macroIds = macros.filter((id) => game.macros?.has(id));
        if (macroIds.length > 0) await Macro.implementation.deleteDocuments(macroIds);
        const messageIds = messages.filter((id) => game.messages?.has(id));
        if (messageIds.length > 0) await ChatMessage.implementation.deleteDocuments(messageIds);
        const sceneIds = scenes.filter((id) => game.scenes?.has(id));
        if (sceneIds.length > 0) await foundry.documents.Scene.deleteDocuments(sceneIds);
        const actorIds = actors.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (actorIds.length > 0) await Actor.implementation.deleteDocuments(actorIds);
        const now = game.time?.worldTime ?? startTime;
        if (now !== startTime) await game.time?.advance(startTime - now);
      });

      describe("prototype tokens", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a new character's token is linked, friendly and one hex; a creature's is unlinked and hostile", async () => {
          const hero = await makeActor({ name: "Hero", type: "character" });
          const beast = await makeActor({ name: "Beast", type: "creature" });
          assert.isTrue(hero.prototypeToken.actorLink, "the character's token is linked");
          assert.equal(hero.prototypeToken.disposition, TOKEN_DISPOSITION.FRIENDLY);
          assert.equal(hero.prototypeToken.width, 1);
          assert.equal(hero.prototypeToken.height, 1);
          assert.isFalse(beast.prototypeToken.actorLink, "the creature's tokens stay unlinked");
          assert.equal(beast.prototypeToken.disposition, TOKEN_DISPOSITION.HOSTILE);
        });

        it("a character created with its own token settings keeps them", async () => {
          const ward = await makeActor({ name: "Ward", type: "character", prototypeToken: { actorLink: false } });
          assert.isFalse(ward.prototypeToken.actorLink);
          assert.equal(ward.prototypeToken.disposition, TOKEN_DISPOSITION.FRIENDLY);
        });

        it("pack creatures bring an unlinked prototype token: the foes hostile, the carriers and mounts friendly", async () => {
          const pack = game.packs?.get(`${SYSTEM_ID}.creatures`);
          const docs = ((await pack?.getDocuments()) ?? []) as Actor.Implementation[];
          assert.isAtLeast(docs.length, 1, "the creatures pack has entries");
          for (const doc of docs) {
            assert.isFalse(doc.prototypeToken.actorLink, `${doc.name} is unlinked`);
            const foe = ["Bandit", "Goblin", "Wolf"].includes(doc.name ?? "");
            assert.equal(doc.prototypeToken.disposition, foe ? TOKEN_DISPOSITION.HOSTILE : TOKEN_DISPOSITION.FRIENDLY, doc.name ?? "");
          }
        });
      });

      describe("Active Effects", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a +2 speed effect changes hexes, the split and the ruler's profile, and is never written back", async () => {
          const runner = await makeActor({ name: "Runner", type: "character", system: { bodyWeight: 100, movement: { speed: 12 } } });
          const before = erActorSystem(runner)?.derived.movement.terrains.optimal;
          await runner.createEmbeddedDocuments("ActiveEffect", [
            { name: "Haste", ...effectChangesData([{ key: "system.movement.speed", value: "2", type: "add" }]) } as ActiveEffect.CreateData,
          ]);
          const after = erActorSystem(runner)?.derived.movement.terrains.optimal;
          assert.equal(erActorSystem(runner)?.movement.speed, 14, "speed in force");
          assert.equal(after?.hexesPerRound, (before?.hexesPerRound ?? 0) + 2, "two more hexes on optimal ground");
          assert.notEqual(after?.phases.join("-"), before?.phases.join("-"), "the split follows");
          assert.equal(actorProfile(runner).movement.speed, 14, "the ruler reads the boosted speed");
          // The ruler's move context of a token on a hex scene (not viewed: the context reads the token's scene grid).
          const scene = await createHexScene(`${PREFIX} (temporary hex scene)`);
          if (!scene.id) throw new Error("could not create the scene");
          scenes.push(scene.id);
          // Token creation data of core's schema; the type package's create-data union is too narrow to spell here.
          const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Runner", actorId: runner.id, actorLink: true, x: 100, y: 100 }] as never)) as unknown as TokenDocument.Implementation[];
          const move = token ? moveContextOf(token) : null;
          assert.equal(move?.mover.speed, 14, "the ruler's mover has the boosted speed");

          const sheet = await openSheet(runner);
          sheets.push(sheet);
          sheet.changeTab("details", "primary");
          const speed = sheet.element.querySelector<HTMLInputElement>('input[name="system.movement.speed"]');
          assert.equal(speed?.value, "12", "the input shows the stored speed");
          assert.ok(sheet.element.querySelector('[data-effective="system.movement.speed"]'), "the value in force is shown beside it");
          const weight = sheet.element.querySelector<HTMLInputElement>('input[name="system.bodyWeight"]');
          if (!weight) throw new Error("no body weight field");
          weight.value = "110";
          weight.dispatchEvent(new Event("change", { bubbles: true }));
          await until(() => erActorSystem(runner)?.bodyWeight === 110);
          assert.equal(storedSpeed(runner), 12, "editing another field did not store the boosted speed");
        });

        it("v14: a final-phase speed effect still reaches the derivation", async function () {
          if (!isV14OrLater()) return;
          const runner = await makeActor({ name: "Late runner", type: "character", system: { bodyWeight: 100, movement: { speed: 12 } } });
          const before = erActorSystem(runner)?.derived.movement.hexesPerRound ?? 0;
          await runner.createEmbeddedDocuments("ActiveEffect", [
            { name: "Late haste", ...effectChangesData([{ key: "system.movement.speed", value: "2", type: "add" }], "final") } as ActiveEffect.CreateData,
          ]);
          assert.equal(erActorSystem(runner)?.derived.movement.hexesPerRound, before + 2);
          assert.equal(actorProfile(runner).movement.speed, 14);
        });

        it("the Effects tab lists own and transferred effects and toggles one", async () => {
          const bearer = await makeActor({ name: "Bearer", type: "character", system: { bodyWeight: 100 } });
          const [boots] = await bearer.createEmbeddedDocuments("Item", [{ name: "Boots", type: "armour" }]);
          await boots?.createEmbeddedDocuments("ActiveEffect", [
            { name: "Light step", transfer: true, ...effectChangesData([{ key: "system.movement.speed", value: "1", type: "add" }]) } as ActiveEffect.CreateData,
          ]);
          const [own] = await bearer.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessed" } as ActiveEffect.CreateData]);
          const sheet = await openSheet(bearer);
          sheets.push(sheet);
          sheet.changeTab("effects", "primary");
          const root = sheet.element;
          assert.ok(root.querySelector(`[data-effect-group="own"] [data-effect-id="${own?.id}"]`), "own effect listed");
          assert.ok(root.querySelector(`[data-effect-group="transferred"] [data-parent-id="${boots?.id}"]`), "transferred effect listed");
          root.querySelector<HTMLElement>(`[data-effect-id="${own?.id}"] [data-action="toggleEffect"]`)?.click();
          assert.isTrue(await until(() => own?.disabled === true), "the toggle turned the effect off");
          const effects = sheet.element.querySelector(`section[data-tab="effects"]`);
          assert.ok(effects?.classList.contains("active"), "the Effects tab is shown");
        });
      });

      describe("typing survives a clock tick", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a half-typed field keeps its text, its focus and its element while world time moves", async () => {
          const scribe = await makeActor({ name: "Scribe", type: "character", system: { bodyWeight: 100 } });
          const sheet = await openSheet(scribe);
          sheets.push(sheet);
          sheet.changeTab("details", "primary");
          const input = sheet.element.querySelector<HTMLInputElement>('input[name="system.march.hours"]');
          if (!input) throw new Error("no march hours field");
          input.focus();
          input.value = "3";
          await game.time?.advance(1);
          await wait(500);
          assert.isTrue(input.isConnected, "the field was not re-rendered");
          assert.equal(input.value, "3");
          assert.equal(document.activeElement, input, "the focus stayed");
          input.blur();
        });
      });

      describe("details", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a creature sheet offers no race", async () => {
          const mule = await makeActor({ name: "Mule", type: "creature" });
          const sheet = await openSheet(mule);
          sheets.push(sheet);
          assert.notOk(sheet.element.querySelector('[data-action="createItem"][data-type="race"]'));
          assert.ok(sheet.element.querySelector('[data-action="createItem"][data-type="skill"]'));
        });
      });

      describe("rolls from the sheet", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a skill rolls 1d20 + @rating into a chat card naming the item and the actor", async () => {
          const climber = await makeActor({ name: "Climber", type: "character", system: { bodyWeight: 100 } });
          const [climb] = await climber.createEmbeddedDocuments("Item", [{ name: "Climb", type: "skill", system: { rating: 7 } }]);
          if (!climb) throw new Error("no skill");
          const model = climb.system as unknown as { formula: string; roll(): Promise<unknown> };
          assert.equal(model.formula, "1d20 + @rating");
          const message = (await model.roll()) as ChatMessage.Implementation | null;
          if (!message?.id) throw new Error("no chat message");
          messages.push(message.id);
          const flag = (message.flags as Record<string, { itemRoll?: { itemUuid: string } } | undefined>)[SYSTEM_ID]?.itemRoll;
          assert.equal(flag?.itemUuid, climb.uuid);
          assert.include(message.flavor ?? "", "Climb");
          assert.include(message.flavor ?? "", climber.name);
          const total = message.rolls[0]?.total ?? 0;
          assert.isAtLeast(total, 8);
          assert.isAtMost(total, 27);
        });

        it("a skill dropped on the hotbar makes a macro that rolls it", async () => {
          const actor = await makeActor({ name: "Macro maker", type: "character" });
          const [skill] = await actor.createEmbeddedDocuments("Item", [{ name: "Listen", type: "skill", system: { rating: 3 } }]);
          const used = new Set(Object.keys((game.user as unknown as { hotbar: Record<string, string> }).hotbar ?? {}).map(Number));
          const slot = [...Array(50).keys()].map((i) => i + 1).find((s) => !used.has(s));
          if (!slot || !skill) throw new Error("no free hotbar slot");
          // The hook's arguments as core passes them: the hotbar, the drop data, the slot.
          const call = Hooks.call as unknown as (hook: string, ...args: unknown[]) => boolean;
          const handled = call("hotbarDrop", ui.hotbar, { type: "Item", uuid: skill.uuid }, slot);
          assert.isFalse(handled, "the system handled the drop");
          const found = await until(() => !!game.macros?.find((m) => (m.flags as Record<string, { itemMacro?: string } | undefined>)[SYSTEM_ID]?.itemMacro === skill.uuid));
          const macro = game.macros?.find((m) => (m.flags as Record<string, { itemMacro?: string } | undefined>)[SYSTEM_ID]?.itemMacro === skill.uuid);
          if (macro?.id) macros.push(macro.id);
          slots.push(slot);
          assert.isTrue(found, "a macro was made");
        });

        it("roll data offers the numbers in force", async () => {
          const actor = await makeActor({ name: "Data", type: "character", system: { bodyWeight: 100 } });
          const data = actor.getRollData() as Record<string, unknown>;
          const derived = erActorSystem(actor)?.derived;
          assert.equal(data["steps"], derived?.encumbrance.steps);
          assert.equal(data["hexes"], derived?.movement.hexesPerRound);
          assert.equal(data["quickness"], derived?.initiative.quicknessRating);
        });
      });
    },
    { displayName: "Enchanted Realms: sheets and documents in a live world" },
  );
}
