/**
 * Quench batch: what the card layer's checks of a player's card (resolution/card-verify.ts,
 * card-trust.ts, roll-check.ts) assume of core, confirmed in a live world on v13 and v14. Core's own
 * Rolls, once posted and read back from `message.rolls`, pass roll-check as honest rolls and fail it
 * when a die is changed; the server keeps `_stats` (`createdTime` = `modifiedTime` at creation,
 * `lastModifiedBy` the writer). The player's side (the preUpdateChatMessage refusal on a player's
 * client, a non-GM update marked by the active GM) needs a second, player login: see
 * docs/foundry-api.md. Every message it posts is deleted.
 */
import { SYSTEM_ID } from "../constants";
import { checkRoll } from "../resolution/roll-check";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

type Stats = { createdTime?: number; modifiedTime?: number; lastModifiedBy?: string };

export function registerCardsTrustBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.cards-trust`,
    (context) => {
      const { describe, it, assert, after } = context;
      const posted: Array<{ delete(): Promise<unknown> }> = [];
      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const m of posted) await m.delete();
      });

      describe("a posted Roll as roll-check reads it", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const [formula, data] of [["1d20 + 2", {}], ["2d20kh", {}], ["2d20kl + @bonus", { bonus: 3 }], ["1d8 + @level / 2", { level: 3 }]] as const) {
          it(`${formula}: honest once read back from the message; a changed die is refused`, async () => {
            const roll = await new Roll(formula, data as Record<string, unknown>).evaluate();
            const message = await ChatMessage.create({ content: "Quench cards-trust", rolls: [roll] } as never);
            if (!message) return assert.ok(false, "the message was not created");
            posted.push(message);
            const read = (message as unknown as { rolls: unknown[] }).rolls[0];
            const expected = new Roll(formula, data as Record<string, unknown>).formula;
            assert.equal(checkRoll(read, expected), "ok", `core's Roll of ${formula} passes`);
            const forged = JSON.parse(JSON.stringify(read)) as { terms: Array<{ results?: Array<{ result: number }> }> };
            const die = forged.terms.find((t) => Array.isArray(t.results))!;
            die.results![0]!.result = die.results![0]!.result === 1 ? 2 : 1;
            assert.notEqual(checkRoll(forged, expected), "ok", "a changed die is refused");
          });
        }
      });

      describe("the server's _stats on a ChatMessage", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("created: createdTime = modifiedTime and lastModifiedBy is the author; updated: lastModifiedBy is the writer and modifiedTime moves", async () => {
          const message = await ChatMessage.create({ content: "Quench cards-trust stats" } as never);
          if (!message) return assert.ok(false, "the message was not created");
          posted.push(message);
          const at = (message as unknown as { _stats: Stats })._stats;
          assert.equal(at.createdTime, at.modifiedTime, "untouched since creation");
          assert.equal(at.lastModifiedBy, game.user?.id);
          await new Promise((r) => setTimeout(r, 5));
          await message.update({ [`flags.${SYSTEM_ID}.quench`]: true } as never);
          const after = (message as unknown as { _stats: Stats })._stats;
          assert.notEqual(after.modifiedTime, after.createdTime, "an update moves modifiedTime");
          assert.equal(after.lastModifiedBy, game.user?.id);
        });
      });
    },
    { displayName: "Enchanted Realms: what the card checks assume of core" },
  );
}
