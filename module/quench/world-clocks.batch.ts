/**
 * Quench batch: a torch burning out mid-exploration, and resilience hours, in a live world
 * (VARIANTS.md rows 16–17, §13.3), run by a maintainer as the GM (not run on CI). It checks what the
 * stand-ins cannot: that core's `updateWorldTime` reaches the active GM's watcher with the GM's id
 * when `game.time.advance` moves the clock, that the item and actor fields are written by Foundry
 * (schema and bounds included), and that the notices are whispered. Everything it made is deleted
 * and the variants and world time restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { WORLD_CLOCK_NOTICE_FLAG } from "../resolution/world-clocks";
import { requestLight } from "../resolution/light-gm";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const systemOf = (doc: { system?: unknown } | null | undefined) => (doc?.system ?? {}) as Record<string, unknown> & { resilience?: { restAt: number | null; checkedHours: number } };

export function registerWorldClocksBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.world-clocks`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let hero: Actor.Implementation | null = null;
      let torchId = "";
      const messagesBefore = new Set<string>();
      let worldTimeBefore = 0;
      const newNotices = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id) && (m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[WORLD_CLOCK_NOTICE_FLAG] === true);

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true && game.users?.activeGM?.isSelf === true, "run this batch as the active GM");
        worldTimeBefore = game.time?.worldTime ?? 0;
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.osr));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        hero = ((await Actor.create({ name: "Quench torch-bearer", type: "character", system: { abilities: { con: 12 } } } as unknown as Actor.CreateData)) ?? null) as Actor.Implementation | null;
        if (!hero) throw new Error("could not create the character");
        const [torch] = await hero.createEmbeddedDocuments("Item", [{ name: "Quench torch", type: "gear", system: { burnSeconds: 3600, burnedSeconds: 0, litAt: null, quantity: 2 } }] as unknown as Item.CreateData[]);
        torchId = torch?.id ?? "";
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const made = (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id)).map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (hero?.id) await Actor.deleteDocuments([hero.id]);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("a torch burning out mid-exploration under the OSR preset", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("lit from the sheet's path, it is stamped with the world time", async () => {
          const now = Math.floor(game.time?.worldTime ?? 0);
          await requestLight(hero as never, torchId, true);
          assert.isTrue(await until(() => systemOf(hero!.items.get(torchId)).litAt === now), "litAt is the world time");
        });

        it("GT-14: a minute of exploration later it still burns; the world-time watcher leaves it lit", async () => {
          await game.time?.advance(60);
          await new Promise((r) => setTimeout(r, 500));
          assert.isTrue(systemOf(hero!.items.get(torchId)).litAt !== null, "still lit");
        });

        it("ten minutes before its end a notice is whispered; at the hour it goes out and leaves its stack", async () => {
          await game.time?.advance(2940);
          assert.isTrue(await until(() => newNotices().some((m) => m.content.includes("Quench torch"))), "a low-light notice");
          await game.time?.advance(600);
          assert.isTrue(await until(() => systemOf(hero!.items.get(torchId)).litAt === null), "the torch went out");
          assert.equal(systemOf(hero!.items.get(torchId)).quantity, 1);
          for (const m of newNotices()) assert.isTrue((m.whisper ?? []).length > 0, "notices are whispered");
        });

        it("GT-15: after 14 hours without a safe rest the character's checked hours reach 14", async () => {
          await game.time?.advance(13 * 3600);
          assert.isTrue(await until(() => systemOf(hero).resilience?.checkedHours === 14, 10_000), "hours 13 and 14 were checked");
        });
      });
    },
    { displayName: "Enchanted Realms: light, travel turns and resilience on world time" },
  );
}
