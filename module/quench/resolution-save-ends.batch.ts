/**
 * Quench batch: 13th Age save ends and ongoing damage in a live world (VARIANTS.md row 9, §13.2;
 * 001:L503–L505), run by a maintainer as the GM (not run on CI). It checks what the stand-ins cannot:
 * that real Active Effects carry the flags as the glue reads them, that a started Combat's records
 * give each combatant its end-of-turn second, that the card, the damage and the effect's deletion are
 * written by Foundry, and that deleting the Combat ends a player character's save-ends effects.
 * Everything it made is deleted and the variants and world time restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { actorFighter } from "../resolution/fighter";
import { SAVE_ENDS_CARD_FLAG, endOfTurnSecond, postDueSaveEnds, saveEndsOf, type SaveEndsCard, type SaveEndsCombat, type SaveEndsEffectDoc } from "../resolution/save-ends-clock";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const FIRE = { name: "Quench fire", flags: { [SYSTEM_ID]: { saveEnds: "normal", ongoing: 3 } } };
const effectsOf = (actor: Actor.Implementation | null): SaveEndsEffectDoc[] => [...((actor?.effects ?? []) as Iterable<SaveEndsEffectDoc>)];
const saveEndsCount = (actor: Actor.Implementation | null): number => effectsOf(actor).filter((e) => saveEndsOf(e) !== null).length;

export function registerResolutionSaveEndsBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.resolution-save-ends`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let combat: Combat.Implementation | null = null;
      let pc: Actor.Implementation | null = null;
      let ogre: Actor.Implementation | null = null;
      const actorIds: string[] = [];
      const messagesBefore = new Set<string>();
      let worldTimeBefore = 0;
      const player = (game.users?.contents ?? []).find((u) => !u.isGM);

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        worldTimeBefore = game.time?.worldTime ?? 0;
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        const ownership = player?.id ? { default: 0, [player.id]: 3 } : { default: 0 };
        const made = await Actor.createDocuments([
          { name: "Quench save-ends PC", type: "character", system: { health: { value: 30, max: 30 } }, ownership },
          { name: "Quench save-ends ogre", type: "creature", system: { health: { value: 30, max: 30 } } },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        pc = (made[0] ?? null) as Actor.Implementation | null;
        ogre = (made[1] ?? null) as Actor.Implementation | null;
        if (!pc || !ogre) throw new Error("could not create the fighters");
        for (const a of [pc, ogre]) await a.createEmbeddedDocuments("ActiveEffect", [FIRE] as unknown as ActiveEffect.CreateData[]);
        combat = ((await Combat.create({ scene: null } as unknown as Combat.CreateData)) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", made.map((a) => ({ actorId: a!.id, name: a!.name })) as unknown as Combatant.CreateData[]);
        await combat.activate();
        await combat.startCombat();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const made = (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id)).map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("save ends and ongoing damage under the 13th Age preset", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a stored Active Effect's flags read as a save-ends duration; a disabled one does not", async () => {
          const effect = effectsOf(pc).find((e) => e.name === FIRE.name);
          assert.deepEqual(effect ? saveEndsOf(effect) : null, { saveEnds: "normal", ongoing: 3 });
          assert.isNull(saveEndsOf({ ...effect!, flags: effect!.flags, name: effect!.name, disabled: true }));
        });

        it("each combatant of the started Combat has one end-of-turn second in round 1", () => {
          for (const c of combat!.combatants.contents) {
            const second = endOfTurnSecond(c as never, 1);
            assert.ok(second !== null && second >= 1 && second <= 20, `${c.name}: ${second}`);
          }
        });

        it("closing round 1: one card per holder stamped at its end of turn, the damage taken, a success removing the effect; once a round", async () => {
          const ends = new Map(combat!.combatants.contents.map((c) => [c.actor?.id ?? "", endOfTurnSecond(c as never, 1)]));
          assert.equal(await postDueSaveEnds(combat as unknown as SaveEndsCombat, { round: 1, second: 20 }, true), 2);
          const cards = (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id)).map((m) => (m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[SAVE_ENDS_CARD_FLAG] as SaveEndsCard | undefined).filter((c) => c !== undefined);
          assert.equal(cards.length, 2);
          for (const actor of [pc!, ogre!]) {
            const card = cards.find((c) => c!.actorUuid === actor.uuid)!;
            assert.ok(card, `a card for ${actor.name}`);
            assert.equal(card.second, ends.get(actor.id ?? ""), "stamped at the end-of-turn second");
            assert.equal(actorFighter(actor as never).health.value, 27, "3 ongoing damage came off");
            assert.equal(saveEndsCount(actor), card.rows[0]!.saved ? 0 : 1, "a success removed the effect, a failure kept it");
          }
          assert.equal(await postDueSaveEnds(combat as unknown as SaveEndsCombat, { round: 1, second: 20 }, true), 0, "once a round");
        });

        it("deleting the Combat ends a player character's save-ends effects; a creature's stay", async function () {
          if (!player) this.skip();
          for (const a of [pc!, ogre!]) if (saveEndsCount(a) === 0) await a.createEmbeddedDocuments("ActiveEffect", [FIRE] as unknown as ActiveEffect.CreateData[]);
          await combat!.delete();
          assert.isTrue(await until(() => saveEndsCount(pc) === 0, 10_000), "the PC's effect is gone");
          assert.equal(saveEndsCount(ogre), 1, "the creature's effect stays");
        });
      });
    },
    { displayName: "Enchanted Realms: 13th Age save ends and ongoing damage" },
  );
}
