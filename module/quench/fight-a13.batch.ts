/**
 * Quench batch: one 13th Age fight played through the system's own adapters (VARIANTS.md §13.1,
 * §13.2, §13.3 rows 7 and 9; GT-5, GT-7; 001:L211–L219, L503), run by a maintainer as the GM (not
 * run on CI). A hero engaged with an orc asks for a disengage check and fails it (the d20 fixed at
 * 1): the rest of the round's movement is forfeit and nothing provokes. Next round the hero walks
 * off anyway: the move is held at the engaged hex while the orc's one opportunity attack card is
 * posted, stamped at the movement second, then goes on by itself with no second card. The hero then burns (ongoing 3 fire, save ends) and, at its end-of-turn moment,
 * takes the fire and saves it off (the d20 fixed at 20). In the round after, back next to the orc,
 * its bow shot (the GM's own card path) draws the orc's card at the shot's landing second through
 * core's `createChatMessage`. Everything it made is deleted and the variants and world time restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, fromAbsolute, movementForfeit } from "../rules";
import { currentRuleset } from "../variants/setting";
import { requestDisengage } from "../combat/disengage";
import { actorFighter } from "../resolution/fighter";
import { SAVE_ENDS_CARD_FLAG, endOfTurnSecond, postDueSaveEnds, saveEndsOf, type SaveEndsCard, type SaveEndsCombat, type SaveEndsEffectDoc } from "../resolution/save-ends-clock";
import { postAttackCard } from "../resolution/roll-attack";
import { NO_CHOICE } from "../resolution/dialog";
import { currentMessageMode } from "../compat";
import { createHexScene, until, withD20 } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

type Flags = Record<string, Record<string, unknown> | undefined>;
const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const FIRE = { name: "Quench fight fire", flags: { [SYSTEM_ID]: { saveEnds: "normal", ongoing: 3 } } };
const attackFlag = (m: ChatMessage.Implementation) => (m.flags as Flags)[SYSTEM_ID]?.["attack"] as { stamp?: { second?: number; round?: number } | null } | undefined;
const saveCardOf = (m: ChatMessage.Implementation) => (m.flags as Flags)[SYSTEM_ID]?.[SAVE_ENDS_CARD_FLAG] as SaveEndsCard | undefined;
const fireOn = (actor: Actor.Implementation | undefined): SaveEndsEffectDoc[] => [...((actor?.effects ?? []) as Iterable<SaveEndsEffectDoc>)].filter((e) => e.name === FIRE.name && saveEndsOf(e) !== null);

export function registerFightA13Batch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.fight-a13`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      const actors: Actor.Implementation[] = [];
      const tokens: TokenDocument.Implementation[] = [];
      const messagesBefore = new Set<string>();
      let worldTimeBefore = 0;
      const fresh = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id));
      const attackCards = () => fresh().filter((m) => attackFlag(m) !== undefined);
      const saveCards = () => fresh().map(saveCardOf).filter((c): c is SaveEndsCard => c !== undefined);
      const memoryOf = () => ((tokens[0]!.combatant?.system as { variant?: Record<string, unknown> } | undefined)?.variant ?? {});

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        worldTimeBefore = game.time?.worldTime ?? 0;
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        scene = await createHexScene("Quench 13th Age fight");
        const made = await foundry.documents.Actor.createDocuments([
          { name: "Quench fight hero", type: "character", system: { movement: { speed: 12 }, health: { value: 30, max: 30 } } },
          { name: "Quench fight orc", type: "creature", system: { health: { value: 30, max: 30 } } },
        ] as never);
        actors.push(...(made as Actor.Implementation[]));
        await actors[1]!.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon", system: { kind: "melee", attack: "1d20", damage: "1d6" } }] as never);
        const at = (i: number, j: number) => scene!.grid.getTopLeftPoint({ i, j });
        const placed = await scene.createEmbeddedDocuments("Token", [
          { name: "Hero", actorId: actors[0]!.id, ...at(4, 4), disposition: 1, actorLink: true },
          { name: "Orc", actorId: actors[1]!.id, ...at(4, 5), disposition: -1, actorLink: true },
        ] as never);
        tokens.push(...(placed as TokenDocument.Implementation[]));
        combat = ((await foundry.documents.Combat.create({ scene: scene.id, active: true })) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ tokenId: t.id, sceneId: scene!.id, actorId: t.actorId })) as never);
        await combat.startCombat();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        if (scene) await scene.delete();
        for (const a of actors) await a.delete();
        const made = fresh().map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("a 13th Age fight: engaged, a failed disengage, an opportunity attack, fire saved off", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("GT-5: engaged at a movement second, the disengage check rolls a natural 1 and fails; the later phases are forfeit", async () => {
          const clock = fromAbsolute((combat!.system as { absolute?: number }).absolute ?? 21);
          assert.include([1, 6, 11, 16], clock.second, "the fight starts at a movement second");
          await withD20(1, () => requestDisengage(combat as never, tokens[0]!.combatant!.id!));
          const memory = memoryOf();
          assert.equal(memory["disengageRound"], clock.round);
          assert.equal(memory["disengageResult"], "failure");
          assert.equal(movementForfeit({ round: clock.round, second: 16, memory }, currentRuleset()), "disengageFailed");
          assert.equal(attackCards().length, 0, "a failed disengage provokes nothing (001:L215)");
        });

        it("GT-7: next round the hero walks off without a check and the orc's opportunity attack card is stamped at the movement second", async () => {
          await combat!.nextRound();
          const absolute = (combat!.system as { absolute?: number }).absolute ?? 0;
          const now = fromAbsolute(absolute);
          assert.isNull(movementForfeit({ round: now.round, second: now.second, memory: memoryOf() }, currentRuleset()), "last round's failure is spent");
          await tokens[0]!.update(scene!.grid.getTopLeftPoint({ i: 4, j: 8 }) as never);
          assert.isTrue(await until(() => attackCards().length >= 1, 10_000), "an attack card");
          assert.equal(attackCards().length, 1);
          const stamp = attackFlag(attackCards()[0]!)?.stamp;
          assert.equal(stamp?.round, now.round);
          assert.equal(stamp?.second, now.second);
          assert.equal(memoryOf()["engageSpent"], tokens[1]!.id, "the orc is spent for the round");
          // §13.3 row 7: the move was held at the engaged hex (preMoveToken refused it) until the card was posted, then made again.
          const arrived = () => {
            const at = scene!.grid.getOffset(tokens[0]!.getCenterPoint());
            return at.i === 4 && at.j === 8;
          };
          assert.isTrue(await until(arrived, 10_000), "the held move goes on by itself once the card is posted");
          await new Promise((resolve) => setTimeout(resolve, 500));
          assert.equal(attackCards().length, 1, "the move made again draws no second card");
        });

        it("row 9: burning, the hero takes 3 fire at its end-of-turn moment, then saves it off with a natural 20", async () => {
          const hero = actors[0]!;
          await hero.createEmbeddedDocuments("ActiveEffect", [FIRE] as unknown as ActiveEffect.CreateData[]);
          assert.equal(fireOn(hero).length, 1);
          const before = actorFighter(hero as never).health.value;
          const round = combat!.round ?? 0;
          const second = endOfTurnSecond(tokens[0]!.combatant as never, round);
          assert.ok(second !== null, "the hero has an end-of-turn moment this round");
          await withD20(20, () => postDueSaveEnds(combat as unknown as SaveEndsCombat, { round, second: 20 }, true));
          assert.isTrue(await until(() => saveCards().length >= 1, 10_000), "a save-ends card");
          const card = saveCards().find((c) => c.actorUuid === hero.uuid)!;
          assert.ok(card, "the hero's card");
          assert.equal(card.second, second, "stamped at the end-of-turn moment");
          assert.equal(card.rows[0]!.damage, 3);
          assert.equal(card.rows[0]!.natural, 20);
          assert.isTrue(card.rows[0]!.saved);
          assert.equal(actorFighter(hero as never).health.value, before - 3, "the fire came off first");
          assert.isTrue(await until(() => fireOn(hero).length === 0, 10_000), "the saved effect is deleted");
        });

        it("row 7: next round, engaged again, the hero's untargeted bow shot draws the orc's card at the shot's landing second", async () => {
          await combat!.nextRound();
          const hero = actors[0]!;
          const [bow] = (await hero.createEmbeddedDocuments("Item", [{ name: "Bow", type: "weapon", system: { kind: "ranged", attack: "1d20", damage: "1d6" } }] as never)) as Item.Implementation[];
          await tokens[0]!.update(scene!.grid.getTopLeftPoint({ i: 4, j: 4 }) as never);
          const absolute = (combat!.system as { absolute?: number }).absolute ?? 0;
          const stamp = { ...fromAbsolute(absolute), absolute };
          const before = attackCards().length;
          await postAttackCard(bow!, hero, NO_CHOICE, [], { rolledFor: null, mode: currentMessageMode(), stamp: { stamp, offClock: false } });
          assert.isTrue(await until(() => attackCards().length >= before + 2, 10_000), "the bow's card and the orc's");
          const orcs = attackCards().slice(before).filter((m) => m.speaker?.actor === actors[1]!.id);
          assert.equal(orcs.length, 1);
          assert.equal(attackFlag(orcs[0]!)?.stamp?.second, stamp.second);
        });
      });
    },
    { displayName: "Enchanted Realms: a 13th Age fight (engaged, disengage, opportunity attack, save ends)" },
  );
}
