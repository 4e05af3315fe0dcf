/**
 * Quench batches for "players' attack and damage dice are rolled by the active GM's client" and the
 * GMs' companion card of hidden targets (docs/development.md "Cards and dice"). They need a GM and a
 * player in the same world at once, each in their own browser; a maintainer runs them (not on CI):
 *
 *  1. GM: "dice 1/3: set-up (GM)". Sets the world setting to the GM's client, makes a hex scene with
 *     the player's hero (owned by the first user with the Player role) holding a sword, a visible
 *     goblin and a hidden sniper. Keep the GM's browser connected: it rolls the player's attacks.
 *  2. Player: "dice 2/3: the player's attack (player)". Targets the goblin and presses Attack through
 *     the system's own path: its client rolls nothing, the GM's client posts the card (author a GM,
 *     naming this player). Then, as a console could: a request naming the hidden sniper gives a card
 *     this client receives without the sniper, and a request for an actor the player does not own
 *     gives no card.
 *  3. GM: "dice 3/3: companion and clean-up (GM)". Finds the sniper's row in a card whispered to the
 *     GMs, applies it there, then deletes what the batches made and restores the setting.
 */
import { SYSTEM_ID } from "../constants";
import { SOCKET } from "../combat/relay";
import { rollAttack } from "../resolution/roll-attack";
import { applyRow, type CardMessage } from "../resolution/apply";
import { CARD_FLAG, readCardFlag } from "../resolution/flag";
import { HIDDEN_PART_FLAG, ROLLED_FOR_FLAG } from "../resolution/companion";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const FLAG = "quenchDice";
const NAMES = { hero: "Quench Dice Hero", goblin: "Quench Dice Goblin", sniper: "Quench Dice Hidden Sniper", rival: "Quench Dice Rival" } as const;
/** How long the GM's client gets to answer a request before "no card" is checked. */
const GM_ANSWER_MS = 3000;

interface DiceFlag {
  actorIds: string[];
  tokens: { hero: string; goblin: string; sniper: string };
  itemId: string;
  rivalId: string;
  rivalItemId: string;
  saved: unknown;
  messagesBefore: string[];
}

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function diceScene(): { scene: Scene.Implementation; flag: DiceFlag } | null {
  for (const scene of game.scenes?.contents ?? []) {
    const flag = (scene.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[FLAG] as DiceFlag | undefined;
    if (flag) return { scene: scene as Scene.Implementation, flag };
  }
  return null;
}

type Flags = Record<string, Record<string, unknown> | undefined>;
const cardFlag = (m: ChatMessage.Implementation) => readCardFlag((m.flags as Flags)[SYSTEM_ID]?.[CARD_FLAG]);
const messageIds = () => new Set((game.messages?.contents ?? []).map((m) => m.id ?? ""));

export function registerResolutionDiceBatches(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.resolution-dice-setup`,
    (context) => {
      const { describe, it, assert } = context;
      describe("set-up (run as the GM)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("makes the scene, the fighters and the setting the player's batch uses", async () => {
          assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
          assert.equal(diceScene(), null, "a scene from an earlier run is still there: run the clean-up batch first");
          const player = (game.users?.contents ?? []).find((u) => u.role === CONST.USER_ROLES.PLAYER);
          assert.ok(player, "the world needs a user with the Player role");
          const saved = settingsApi().get(SYSTEM_ID, "attackDice");
          await settingsApi().set(SYSTEM_ID, "attackDice", "gm");
          const scene = await createHexScene("Quench dice");
          const actors = await Actor.createDocuments([
            { name: NAMES.hero, type: "character", ownership: { [player!.id ?? ""]: 3 }, system: { health: { value: 20, max: 20 } } },
            { name: NAMES.goblin, type: "creature", system: { health: { value: 30, max: 30 }, defences: { ac: 5 } } },
            { name: NAMES.sniper, type: "creature", system: { health: { value: 30, max: 30 }, defences: { ac: 5 } } },
            { name: NAMES.rival, type: "character", system: { health: { value: 20, max: 20 } } },
          ] as unknown as Actor.CreateData[]);
          const [hero, , , rival] = actors;
          const sword = { name: "Quench dice sword", type: "weapon", system: { attack: "1d20 + 2", damage: "1d6", kind: "melee" } };
          const [item] = await hero!.createEmbeddedDocuments("Item", [sword] as unknown as Item.CreateData[]);
          const [rivalItem] = await rival!.createEmbeddedDocuments("Item", [sword] as unknown as Item.CreateData[]);
          const tokens = await scene.createEmbeddedDocuments("Token", actors.slice(0, 3).map((a, i) => ({ actorId: a.id, x: 200 + i * 100, y: 200, actorLink: true, hidden: i === 2 })) as unknown as TokenDocument.CreateData[]);
          const flag: DiceFlag = {
            actorIds: actors.map((a) => a.id ?? ""),
            tokens: { hero: tokens[0]?.uuid ?? "", goblin: tokens[1]?.uuid ?? "", sniper: tokens[2]?.uuid ?? "" },
            itemId: item?.id ?? "", rivalId: rival?.id ?? "", rivalItemId: rivalItem?.id ?? "",
            saved, messagesBefore: [...messageIds()],
          };
          await scene.update({ [`flags.${SYSTEM_ID}.${FLAG}`]: flag } as never);
          await scene.activate();
          assert.equal(settingsApi().get(SYSTEM_ID, "attackDice"), "gm");
        });
      });
    },
    { displayName: "Enchanted Realms: dice 1/3: set-up (GM)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.resolution-dice-player`,
    (context) => {
      const { describe, it, assert, before } = context;
      let flag: DiceFlag;
      let scene: Scene.Implementation;
      /** The first card a GM posted since `seen` that names this user. */
      const cardForMe = (seen: Set<string>) => (game.messages?.contents ?? []).find((m) => m.id && !seen.has(m.id) && m.author?.isGM && (m.flags as Flags)[SYSTEM_ID]?.[ROLLED_FOR_FLAG] === game.user?.id);

      describe("the player's attack (run as the player while the GM is connected)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        before(async () => {
          const found = diceScene();
          if (!found) throw new Error("run the set-up batch as the GM first");
          ({ scene, flag } = found);
          if (game.user?.role !== CONST.USER_ROLES.PLAYER) throw new Error("run this batch as a user with the Player role");
          if (!game.users?.activeGM) throw new Error("the GM must stay connected");
          await scene.view();
        });

        it("Attack sends a request: this client rolls nothing, the GM's client posts the card naming this player", async () => {
          const goblin = scene.tokens.find((t) => t.uuid === flag.tokens.goblin);
          assert.ok(goblin?.object, "the goblin's token is drawn");
          goblin!.object!.setTarget(true, { releaseOthers: true });
          const item = game.actors?.get(flag.actorIds[0] ?? "")?.items.get(flag.itemId);
          assert.ok(item, "the hero's sword");
          const seen = messageIds();
          const made = await rollAttack(item as Item.Implementation, { options: {}, offClock: "allow" });
          assert.equal(made, null, "nothing was posted by this client");
          assert.isTrue(await until(() => Boolean(cardForMe(seen)), 10_000), "the GM's client posted the card");
          const card = cardForMe(seen)!;
          assert.isTrue(card.author?.isGM === true, "its author is a GM");
          assert.deepEqual(cardFlag(card)?.rows.map((r) => r.tokenUuid), [flag.tokens.goblin]);
          assert.isAtLeast(card.rolls.length, 1, "the dice came with the card");
        });

        it("a request naming the hidden sniper: the card this client receives holds neither its name nor its token", async () => {
          const seen = messageIds();
          game.socket?.emit(SOCKET, {
            kind: "rollCard", card: "attack", actorUuid: `Actor.${flag.actorIds[0]}`, itemId: flag.itemId, targets: [flag.tokens.goblin, flag.tokens.sniper],
            situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, offClock: true, mode: "public",
          });
          assert.isTrue(await until(() => Boolean(cardForMe(seen)), 10_000), "the GM's client posted the card");
          await wait(GM_ANSWER_MS);
          for (const m of game.messages?.contents ?? []) {
            const text = JSON.stringify({ content: m.content, flags: m.flags });
            assert.notInclude(text, NAMES.sniper, `message ${m.id}`);
            assert.notInclude(text, flag.tokens.sniper, `message ${m.id}`);
          }
        });

        it("a request for an actor this player does not own makes no card", async () => {
          const seen = messageIds();
          game.socket?.emit(SOCKET, {
            kind: "rollCard", card: "attack", actorUuid: `Actor.${flag.rivalId}`, itemId: flag.rivalItemId, targets: [flag.tokens.goblin],
            situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, offClock: true, mode: "public",
          });
          await wait(GM_ANSWER_MS);
          assert.equal([...messageIds()].filter((id) => !seen.has(id)).length, 0, "no new message");
        });
      });
    },
    { displayName: "Enchanted Realms: dice 2/3: the player's attack (player)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.resolution-dice-cleanup`,
    (context) => {
      const { describe, it, assert } = context;
      describe("companion and clean-up (run as the GM)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("the sniper's row is on a card whispered to the GMs, and the GM applies it there", async () => {
          const found = diceScene();
          assert.ok(found, "run the set-up and player batches first");
          const companion = (game.messages?.contents ?? []).find((m) => (m.flags as Flags)[SYSTEM_ID]?.[HIDDEN_PART_FLAG] !== undefined && cardFlag(m)?.rows.some((r) => r.tokenUuid === found!.flag.tokens.sniper));
          assert.ok(companion, "a companion card holds the sniper");
          const whisper = (companion!.whisper ?? []) as string[];
          const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
          assert.deepEqual([...whisper].sort(), [...gms].sort(), "whispered to the GMs only");
          const row = cardFlag(companion!)!.rows[0]!;
          if (row.deals !== "none") assert.equal(await applyRow(companion as unknown as CardMessage, row.tokenUuid, "apply", { id: game.user?.id ?? "", isGM: true }), null);
        });

        it("deletes what the batches made and restores the setting", async function () {
          const found = diceScene();
          // Nothing to clean when the set-up batch did not run: reported as skipped, not passed.
          if (!found) return this.skip();
          const { scene, flag } = found;
          const before = new Set(flag.messagesBefore);
          const made = (game.messages?.contents ?? []).filter((m) => m.id && !before.has(m.id)).map((m) => m.id!);
          if (made.length) await ChatMessage.deleteDocuments(made);
          await Actor.deleteDocuments(flag.actorIds.filter(Boolean));
          await scene.delete();
          await settingsApi().set(SYSTEM_ID, "attackDice", flag.saved ?? "player");
          assert.equal(diceScene(), null);
        });
      });
    },
    { displayName: "Enchanted Realms: dice 3/3: companion and clean-up (GM)" },
  );
}
