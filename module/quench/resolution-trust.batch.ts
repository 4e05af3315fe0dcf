/**
 * Quench batch (run as the GM, with at least one user of the Player role in the world) for what the
 * unit stand-ins cannot show about the GM's notices and the dying record:
 *  - a notice the GM's client posts keeps its `data-er-undo-*` button through the server's cleaning
 *    of `content`, and its `author` is a GM;
 *  - the GM's write to a player-owned actor's `system.dying` reaches the `updateActor` hook with the
 *    GM's id, so the hidden `dyingRecord` setting follows it;
 *  - the Combat's `dyingMemory` flags are written and read back.
 * A player's own write being put back needs the player's browser: the combat security batches'
 * pattern; see docs/development.md, "Notices, dying and rallies".
 */
import { SYSTEM_ID } from "../constants";
import { DYING_RECORD_SETTING, recordedState, type GuardedActor } from "../resolution/dying-guard";
import { memoryOf, remember, type MemoryCombat } from "../resolution/combat-memory";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function registerResolutionTrustBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.resolution-trust`,
    (context) => {
      const { describe, it, assert, after } = context;
      const made: { actors: string[]; messages: string[]; combats: string[] } = { actors: [], messages: [], combats: [] };
      describe("the GM's notices and the dying record (run as the GM)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        after(async () => {
          await Actor.deleteDocuments(made.actors);
          await ChatMessage.deleteDocuments(made.messages);
          await Combat.deleteDocuments(made.combats);
        });

        it("a GM's notice keeps its Undo button through the server's cleaning, and its author is a GM", async () => {
          assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
          const message = (await ChatMessage.create({ content: '<div class="er-stabilise"><p>Quench notice</p><button type="button" data-er-undo-stabilise>Undo</button></div>', whisper: [game.user!.id] } as unknown as ChatMessage.CreateData)) as unknown as { id: string; content: string; author?: { isGM?: boolean } };
          made.messages.push(message.id);
          assert.include(message.content, "data-er-undo-stabilise");
          assert.isTrue(message.author?.isGM === true);
        });

        it("the GM's write of a player-owned actor's dying state is the record (updateActor names the GM)", async () => {
          const player = (game.users?.contents ?? []).find((u) => !u.isGM);
          assert.ok(player, "the world needs a user of the Player role");
          const [actor] = (await Actor.createDocuments([{ name: "Quench Trust Hero", type: "character", ownership: { [player!.id!]: 3 } }] as unknown as Actor.CreateData[])) as unknown as Array<GuardedActor & { id: string }>;
          made.actors.push(actor!.id);
          assert.isTrue(actor!.hasPlayerOwner === true);
          await actor!.update({ "system.dying": { failures: 2, stable: false, since: 47, combat: "" } });
          await wait(500);
          assert.equal(recordedState(actor!)?.dying.failures, 2);
          const stored = game.settings?.get(SYSTEM_ID as never, DYING_RECORD_SETTING as never) as unknown as { seeded?: boolean; actors?: Record<string, unknown> };
          assert.isTrue(stored.seeded === true);
          assert.ok(stored.actors?.[actor!.uuid!], "the setting holds the actor's record");
        });

        it("the Combat's dyingMemory flags are written by the GM and read back", async () => {
          const combat = (await Combat.create({ scene: null } as unknown as Combat.CreateData)) as unknown as MemoryCombat & { id: string };
          made.combats.push(combat.id);
          await remember(combat, "quenchCombatant1", { rallies: 1, actionSpentAt: 47 });
          assert.deepEqual(memoryOf(combat, "quenchCombatant1"), { rallies: 1, actionSpentAt: 47 });
        });
      });
    },
    { displayName: "Enchanted Realms: notices and the dying record (GM)" },
  );
}
