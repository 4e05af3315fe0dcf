/**
 * Quench batch: OSE wilderness checks (VARIANTS.md §5.10, §13.3 row 29) in a live world, where only a
 * running Foundry shows them: a march laid on the real `game.time` that crosses a day boundary in a
 * forest rolls core dice for direction and wandering monsters and whispers the GMs one card carrying
 * those rolls; a march on a road rolls no direction die. World time, the variants and the cards
 * made are restored or deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, routeLegs, type VariantConfig } from "../rules";
import { VARIANTS_SETTING, currentRuleset } from "../variants/setting";
import { WILDERNESS_CARD_FLAG, postMarchChecks } from "../resolution/wilderness-card";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const DAY = 86_400;

async function useVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, config as never);
}

function cards(): ChatMessage.Implementation[] {
  return (game.messages?.contents ?? []).filter((m) => m.getFlag(SYSTEM_ID as never, WILDERNESS_CARD_FLAG as never) === true);
}

export function registerVariantsWildernessBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-wilderness`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let worldTimeBefore = 0;
      let cardsBefore = new Set<string>();

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.users?.activeGM?.isSelf === true, "run this batch on the active GM's client");
        saved = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
        worldTimeBefore = game.time?.worldTime ?? 0;
        cardsBefore = new Set(cards().map((m) => m.id ?? ""));
        await useVariants(PRESETS.ose);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const made = cards().filter((m) => !cardsBefore.has(m.id ?? "")).map((m) => m.id ?? "");
        if (made.length > 0) await ChatMessage.deleteDocuments(made);
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, saved as never);
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("OSE wilderness checks", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a forest march across a day boundary rolls direction and wandering dice on one GM-only card", async () => {
          // Stand one hour before the next midnight of world time, then march 12 forest hexes (over a day).
          const now = game.time!.worldTime;
          await game.time!.advance(DAY - (((now % DAY) + DAY) % DAY) - 3600);
          const startSeconds = game.time!.worldTime;
          const path = Array.from({ length: 12 }, () => ({ terrain: "forest" as const, steep: false }));
          const legs = routeLegs({ travellers: [{ milesPerDay: 24, steps: 0 }], path, milesPerHex: 6 }, currentRuleset());
          assert.ok(legs !== null, "the party can travel the route");
          await game.time!.advance(legs!.reduce((s, l) => s + l.seconds, 0));
          const days = await postMarchChecks({ startSeconds, legs: legs! });
          assert.isAtLeast(days?.length ?? 0, 1, "at least one day begun");
          assert.equal(days![0]!.check.terrain, "forest");
          assert.equal(days![0]!.check.lostChance, 2);
          assert.ok(days![0]!.lostRoll !== null, "a direction die was rolled");
          const card = cards().find((m) => !cardsBefore.has(m.id ?? ""));
          assert.ok(card !== undefined, "a card was posted");
          assert.equal(card!.rolls.length, 2 * days!.length, "the dice are on the card");
          const whisper = card!.whisper as unknown as string[];
          for (const u of game.users?.contents ?? []) assert.equal(whisper.includes(u.id ?? ""), u.isGM, `${u.name}: whispered only to GMs`);
        });

        it("a road day rolls no direction die", async () => {
          const startSeconds = game.time!.worldTime;
          const days = await postMarchChecks({ startSeconds, legs: [{ terrain: "optimal", road: true, seconds: DAY }] });
          assert.equal(days?.length, 1);
          assert.isNull(days![0]!.lostRoll);
          assert.isFalse(days![0]!.lost);
        });
      });
    },
    { displayName: "Enchanted Realms: OSE wilderness checks" },
  );
}
