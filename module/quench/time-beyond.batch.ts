/**
 * Quench batch: falling and the wilderness flag in a live world (VARIANTS.md §13.3 rows 34 and 46;
 * 003:L238, L401), run by a maintainer as the GM (not run on CI). It checks what the stand-ins
 * cannot: that lowering a real token's elevation fires core's `moveToken` with the elevations the
 * glue reads, that the card is posted by this client stamped at the running combat's second, that
 * a drop with the `noFall` option or under 10 ft posts nothing, that Apply writes the damage, and
 * that the Scene configuration's wilderness checkbox stores the flag the attack reads. Everything
 * it made is deleted and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, fromAbsolute, toAbsolute } from "../rules";
import { FALL_CARD_FLAG, NO_FALL_OPTION, applyFall, readFallCard, undoFall, type FallMessage } from "../resolution/falling-card";
import { isWildernessScene, WILDERNESS_FLAG } from "../canvas/scene-fields";
import { actorFighter } from "../resolution/fighter";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export function registerTimeBeyondBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.time-beyond`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      let actor: Actor.Implementation | null = null;
      let token: TokenDocument.Implementation | null = null;
      const messagesBefore = new Set<string>();
      const newMessages = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id));
      const fallCards = () => newMessages().filter((m) => readFallCard((m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[FALL_CARD_FLAG]) !== null);

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true && game.users?.activeGM?.isSelf === true, "run this batch as the active GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.ose));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        scene = await createHexScene("Quench falling");
        // A 5-ft scene: elevation in feet (VARIANTS.md §13.1).
        await scene.update({ "grid.distance": 5, "grid.units": "ft" } as never);
        await scene.view();
        const [made] = await Actor.createDocuments([{ name: "Quench faller", type: "character", system: { health: { value: 30, max: 30 } } }] as unknown as Actor.CreateData[]);
        actor = (made ?? null) as Actor.Implementation | null;
        if (!actor) throw new Error("could not create the faller");
        const tokens = await scene.createEmbeddedDocuments("Token", [{ actorId: actor.id, x: 200, y: 200, actorLink: true, elevation: 25 }] as unknown as TokenDocument.CreateData[]);
        token = (tokens[0] ?? null) as TokenDocument.Implementation | null;
        assert.isTrue(await until(() => Boolean(scene?.tokens.get(token?.id ?? "")?.object), 10_000), "the token is drawn");
        combat = ((await Combat.create({ scene: scene.id } as unknown as Combat.CreateData)) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, tokenId: token!.id, sceneId: scene.id }] as unknown as Combatant.CreateData[]);
        await combat.activate();
        await combat.startCombat();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const made = newMessages().map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (actor?.id) await Actor.deleteDocuments([actor.id]);
        if (scene) await scene.delete();
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("falling under the OSE preset (row 34)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("GT-13: a 25-ft drop at second 6 posts 2d6 on a card stamped second 6", async () => {
          // Put the clock at round 1, second 6 (the GM's write, as the clock runner makes it).
          await combat!.update({ "system.absolute": toAbsolute({ round: 1, second: 6 }) } as never);
          const at = fromAbsolute((combat!.system as unknown as { absolute: number }).absolute);
          await token!.update({ elevation: 0 } as never);
          assert.isTrue(await until(() => fallCards().length === 1, 10_000), "one falling card");
          const card = readFallCard((fallCards()[0]!.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID]![FALL_CARD_FLAG])!;
          assert.deepEqual([card.feet, card.dice, card.faces], [25, 2, 6]);
          assert.deepEqual(card.stamp, { round: at.round, second: at.second });
          assert.equal(at.second, 6, "the clock stood at second 6");
        });

        it("Apply writes the rolled damage once", async () => {
          const message = fallCards()[0]! as unknown as FallMessage;
          const rolled = Number(message.rolls?.[0]?.total);
          assert.isNull(await applyFall(message, { id: game.user!.id!, isGM: true }));
          assert.equal(actorFighter(actor as never).health.value, 30 - rolled);
          assert.equal(await applyFall(message, { id: game.user!.id!, isGM: true }), "applied");
        });

        it("Undo gives the damage back once, on the card the server keeps (its lastModifiedBy a GM)", async () => {
          const message = fallCards()[0]! as unknown as FallMessage;
          assert.isNull(await undoFall(message, { id: game.user!.id!, isGM: true }));
          assert.equal(actorFighter(actor as never).health.value, 30);
          assert.equal(await undoFall(message, { id: game.user!.id!, isGM: true }), "undone");
        });

        it("a drop under 10 ft, or with the noFall option, posts nothing", async () => {
          await token!.update({ elevation: 20 } as never);
          await token!.update({ elevation: 15 } as never);
          await token!.update({ elevation: 0 } as never, { [NO_FALL_OPTION]: true } as never);
          await new Promise((r) => setTimeout(r, 1000));
          assert.equal(fallCards().length, 1);
        });
      });

      describe("the wilderness flag (row 46)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the Scene configuration offers the checkbox, and the stored flag reads as wilderness", async () => {
          await scene!.sheet?.render({ force: true } as never);
          const root = await until(() => Boolean(document.querySelector(`[name="flags.${SYSTEM_ID}.${WILDERNESS_FLAG}"]`)), 10_000);
          assert.isTrue(root, "the wilderness checkbox is in the form");
          await scene!.sheet?.close();
          assert.isFalse(isWildernessScene(scene));
          await scene!.update({ [`flags.${SYSTEM_ID}.${WILDERNESS_FLAG}`]: true } as never);
          assert.isTrue(isWildernessScene(scene));
        });
      });
    },
    { displayName: "Enchanted Realms: falling and wilderness scenes" },
  );
}
