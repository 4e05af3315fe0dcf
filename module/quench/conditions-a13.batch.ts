/**
 * Quench batch: 13th Age conditions in a live world (VARIANTS.md row 8, §13.3; 001:L465, L489–L499),
 * run by a maintainer as the GM (not run on CI). It checks what the stand-ins cannot: that the API's
 * grab writes a flag and a status Foundry keeps, that the attack card of the grabber lists +4 against
 * the grabbed token only, that a grabbed attacker's ranged attack posts no card, that a large grabber's
 * move carries a medium token along by core's displace action, that a medium grabber's move lets go,
 * that a grabbed token blinking away is released,
 * and that core's teleport actions are the ones the enforcement lets a stuck or grabbed token's own
 * teleport through. Everything it made is deleted and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { grabberOf, type GrabToken } from "../canvas/grab";
import { isTeleportMove } from "../canvas/enforcement";
import { rollAttack } from "../resolution/roll-attack";
import { CARD_FLAG, readCardFlag } from "../resolution/flag";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
interface GrabApi {
  grab(a: unknown, b: unknown): Promise<boolean>;
  letGo(b: unknown): Promise<boolean>;
}
const api = () => (game.system as unknown as { api: GrabApi }).api;

export function registerConditionsA13Batch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.conditions-a13`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let savedVariants: unknown;
      let scene: Scene.Implementation | null = null;
      let previousScene: Scene.Implementation | null = null;
      const actors: Actor.Implementation[] = [];
      const tokens: TokenDocument.Implementation[] = [];
      const messagesBefore = new Set<string>();
      const newCards = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id));

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        savedVariants = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        previousScene = (game.scenes?.viewed ?? null) as Scene.Implementation | null;
        scene = await createHexScene("Quench 13A conditions");
        // The card reads the attacker's token on the viewed canvas (the grabber's +4).
        await scene.view();
        const made = await Actor.createDocuments([
          { name: "Quench ogre", type: "creature" },
          { name: "Quench hero", type: "character" },
          { name: "Quench goblin", type: "creature" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a) actors.push(a as Actor.Implementation);
        const placed = await scene.createEmbeddedDocuments("Token", [
          { name: "Ogre", actorId: actors[0]!.id, x: 100, y: 100, width: 2, height: 2, actorLink: true },
          { name: "Hero", actorId: actors[1]!.id, x: 300, y: 100, actorLink: true },
          { name: "Goblin", actorId: actors[2]!.id, x: 500, y: 300, actorLink: true },
        ] as never);
        tokens.push(...(placed as unknown as TokenDocument.Implementation[]));
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const made = newCards().map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (previousScene) await previousScene.view();
        if (scene) await scene.delete();
        for (const a of actors) await a.delete();
        await settingsApi().set(SYSTEM_ID, "variants", savedVariants ?? structuredClone(PRESETS.book));
      });

      describe("grabbed and stuck under the 13th Age preset", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the API's grab writes the flag and the status; letGo removes both", async () => {
          const [ogre, hero] = tokens;
          assert.isTrue(await api().grab(ogre, hero));
          assert.equal(grabberOf(hero as unknown as GrabToken), ogre!.uuid);
          assert.isTrue(hero!.actor?.statuses.has("grabbed") === true);
          assert.isTrue(await api().letGo(hero));
          assert.isNull(grabberOf(hero as unknown as GrabToken));
          assert.isFalse(hero!.actor?.statuses.has("grabbed") === true);
        });

        it("a large grabber's move carries the medium hero by the same offset", async () => {
          const [ogre, hero] = tokens;
          await api().grab(ogre, hero);
          const before = { x: hero!.x, y: hero!.y };
          await ogre!.move([{ x: ogre!.x + 200, y: ogre!.y, action: "walk" }] as never);
          assert.isTrue(await until(() => hero!.x === before.x + 200, 5000), "the hero followed");
          assert.equal(hero!.y, before.y);
        });

        it("a medium grabber's move lets go of the medium hero", async () => {
          const [, hero, goblin] = tokens;
          await api().grab(goblin, hero);
          const before = { x: hero!.x, y: hero!.y };
          await goblin!.move([{ x: goblin!.x + 200, y: goblin!.y, action: "walk" }] as never);
          assert.isTrue(await until(() => grabberOf(hero as unknown as GrabToken) === null, 5000), "the grab ended");
          assert.deepEqual({ x: hero!.x, y: hero!.y }, before, "the hero stayed");
        });

        it("the grabber's card lists +4 against the hero it grabs and nothing against the goblin", async () => {
          const [ogre, hero, goblin] = tokens;
          await api().grab(ogre, hero);
          const [club] = await ogre!.actor!.createEmbeddedDocuments("Item", [{ name: "Quench club", type: "weapon", system: { attack: "1d20 + 5", damage: "1d8" } }] as never);
          const target = (t: TokenDocument.Implementation) => ({ document: t, actor: t.actor, center: t.object?.center });
          const card = await rollAttack(club as Item.Implementation, { targets: [target(hero!), target(goblin!)] as never, options: {}, dialog: false, offClock: "allow" });
          assert.ok(card, "a card was posted");
          const rows = readCardFlag((card!.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[CARD_FLAG])?.rows ?? [];
          const grabbing = rows.map((r) => r.parts.find((p) => p.key === "grabbing")?.value ?? 0);
          assert.deepEqual(grabbing, [4, 0]);
          await api().letGo(hero);
        });

        it("a grabbed hero that blinks away is no longer grabbed", async () => {
          const [ogre, hero] = tokens;
          await api().grab(ogre, hero);
          await hero!.move([{ x: hero!.x, y: hero!.y + 200, action: "blink" }] as never);
          assert.isTrue(await until(() => grabberOf(hero as unknown as GrabToken) === null, 5000), "the grab ended");
          assert.isFalse(hero!.actor?.statuses.has("grabbed") === true);
        });

        it("a grabbed hero's ranged attack posts no card", async () => {
          const [ogre, hero] = tokens;
          await api().grab(ogre, hero);
          const [bow] = await hero!.actor!.createEmbeddedDocuments("Item", [{ name: "Quench bow", type: "weapon", system: { attack: "1d20", damage: "1d8", kind: "ranged" } }] as never);
          const card = await rollAttack(bow as Item.Implementation, { targets: [], options: {}, dialog: false, offClock: "allow" });
          assert.isNull(card, "refused before any roll");
          await api().letGo(hero);
        });

        it("core's blink and displace are teleports and walk is not, as the enforcement's teleport test reads them", () => {
          const actions = CONFIG.Token.movement.actions as Record<string, { teleport?: boolean }>;
          const move = (action: string) => ({ passed: { waypoints: [] }, pending: { waypoints: [{ action }] } });
          assert.isTrue(isTeleportMove(move("blink"), actions));
          assert.isTrue(isTeleportMove(move("displace"), actions));
          assert.isFalse(isTeleportMove(move("walk"), actions));
        });
      });
    },
    { displayName: "Enchanted Realms: 13th Age conditions (grab, stuck)" },
  );
}
