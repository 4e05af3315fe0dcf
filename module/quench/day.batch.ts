/**
 * Quench batch: a day of time beyond the fight, end to end on the real `game.time` (VARIANTS.md
 * §5.10, §5.12, §4.6, §13.3 rows 16, 29, 31), run by a maintainer as the active GM (not run on CI).
 *
 * One config cannot hold the whole day: the light clock is in force with the OSR travel model
 * (travel.osrLight) and the direction checks with the OSE one (travel.oseWildernessChecks), both
 * keyed on `travel.model`. So the day runs in two legs on one continuous world time:
 * - the dungeon: the OSE preset with the OSR travel model (an OSE fight, time in turns, the light
 *   clock). A torch lit before Begin Combat burns through the fight's seconds and its top-up to a
 *   turn, then through 10-minute exploration turns until it goes out an hour after it was lit;
 * - the road home: the OSE preset. A forest march committed through the overland adapter crosses
 *   midnight and whispers the GMs one card with the direction and wandering dice. Then under the
 *   OSR preset a march across midnight counts its travel turns by the day (002:L221);
 * - the water leg: the OSE preset. Two water days sailed on the open sea without a navigator pass
 *   48 h of world time and whisper the GMs one card: lost for certain each day (no direction die),
 *   one wandering die a day. Then under the OSR preset two days sailed on a river count their
 *   travel turns by the day (002:L229): one notice of 2 daily turns.
 * Everything made (actor, combat, messages) is deleted; the variants and world time are restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, changeVariants, marchChecks, overlandTravel, routeLegs, type VariantConfig } from "../rules";
import { VARIANTS_SETTING, currentRuleset } from "../variants/setting";
import { ERCombat } from "../combat/combat";
import { BEGAN_AT_FLAG } from "../combat/world-clock";
import { requestLight } from "../resolution/light-gm";
import { WORLD_CLOCK_NOTICE_FLAG } from "../resolution/world-clocks";
import { WILDERNESS_CARD_FLAG } from "../resolution/wilderness-card";
import { commitMarch, type OverlandRoute } from "../canvas/overland";
import { VOYAGE_CARD_FLAG, sailVoyage } from "../resolution/voyage-card";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const PREFIX = "Quench ER day";
const TURN = 600;
const HOUR = 3600;
const DAY = 86_400;

async function useVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, config as never);
}

/** The dungeon leg's config: the OSE preset with the OSR travel model, whose chapter carries the light clock. */
function dungeonConfig(): VariantConfig {
  const changed = changeVariants(PRESETS.ose, { travel: { model: "osr" } });
  if (!changed.ok) throw new Error(`the dungeon config is illegal: ${changed.problems.map((p) => `${p.path} ${p.code}`).join(", ")}`);
  return changed.config;
}

type Flagged = { readonly flags?: unknown };
const systemFlag = (m: Flagged, key: string): unknown => (m.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.[key];
const litAtOf = (item: { system?: unknown } | undefined): unknown => (item?.system as { litAt?: unknown } | undefined)?.litAt;
const quantityOf = (item: { system?: unknown } | undefined): unknown => (item?.system as { quantity?: unknown } | undefined)?.quantity;

export function registerDayBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.day`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let worldTimeBefore = 0;
      const messagesBefore = new Set<string>();
      const actorIds: string[] = [];
      let combat: ERCombat | null = null;
      let hero: Actor.Implementation | null = null;
      let torchId = "";
      let litAt = 0;

      const newMessages = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id));
      const notices = () => newMessages().filter((m) => systemFlag(m, WORLD_CLOCK_NOTICE_FLAG) === true);
      const torch = () => hero?.items.get(torchId);
      const now = () => game.time?.worldTime ?? 0;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true && game.users?.activeGM?.isSelf === true, "run this batch as the active GM");
        saved = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
        worldTimeBefore = now();
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        await useVariants(dungeonConfig());
        const made = await Actor.createDocuments([
          { name: `${PREFIX}: torch-bearer`, type: "character", system: { abilities: { con: 12 } } },
          { name: `${PREFIX}: goblin`, type: "creature" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a.id) actorIds.push(a.id);
        hero = made[0] ?? null;
        if (!hero) throw new Error("could not create the character");
        const [item] = await hero.createEmbeddedDocuments("Item", [{ name: `${PREFIX}: torch`, type: "gear", system: { burnSeconds: HOUR, burnedSeconds: 0, litAt: null, quantity: 2 } }] as unknown as Item.CreateData[]);
        torchId = item?.id ?? "";
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const made = newMessages().map((m) => m.id!);
        if (made.length > 0) await ChatMessage.deleteDocuments(made);
        const ids = actorIds.filter((id) => game.actors?.get(id));
        if (ids.length > 0) await Actor.deleteDocuments(ids);
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, saved as never);
        const moved = now() - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("the dungeon: an OSE fight by torchlight, then exploration until the torch goes out", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the torch is lit through the sheet's light path, stamped with the world time", async () => {
          litAt = Math.floor(now());
          await requestLight(hero as never, torchId, true);
          assert.isTrue(await until(() => litAtOf(torch()) === litAt), "litAt is the world time");
        });

        it("GT-11: a fight ended at round 3 second 20 tops world time up to a turn after Begin Combat, the torch still lit", async () => {
          const created = await Combat.create({ scene: null } as unknown as Combat.CreateData);
          if (!(created instanceof ERCombat)) throw new Error("Combat is not the system's class");
          combat = created;
          const actors = actorIds.map((id) => game.actors?.get(id)).filter((a) => a !== undefined);
          await combat.createEmbeddedDocuments("Combatant", actors.map((a) => ({ actorId: a.id, name: a.name })) as unknown as Combatant.CreateData[]);
          await combat.activate();
          await combat.startCombat();
          const began = now();
          assert.isTrue(await until(() => combat!.getFlag(SYSTEM_ID as never, BEGAN_AT_FLAG as never) === began), "Begin Combat records world time");
          // A round not yet rolled is entered at its second 1 (a round transition), then the clock steps on.
          await combat.goTo({ round: 3, second: 1 });
          await combat.goTo({ round: 3, second: 20 });
          assert.equal(now() - began, 59, "the combat clock moved world time 59 s");
          await combat.delete();
          combat = null;
          assert.isTrue(await until(() => now() === began + TURN), "world time is topped up to Begin Combat + 600 s");
          assert.equal(litAtOf(torch()), litAt, "the torch burns on through the fight");
        });

        it("exploring turn by turn, a notice comes ten minutes before the hour and the torch goes out at it", async () => {
          // World time stands a turn after lighting; four more turns reach 50 minutes of burning.
          for (let turn = 0; turn < 4; turn += 1) await game.time?.advance(TURN);
          assert.equal(now() - litAt, HOUR - TURN);
          assert.isTrue(await until(() => notices().some((m) => m.content.includes(`${PREFIX}: torch`))), "a low-light notice");
          assert.equal(litAtOf(torch()), litAt, "still lit at 50 minutes");
          await game.time?.advance(TURN);
          assert.isTrue(await until(() => litAtOf(torch()) === null), "the torch went out an hour after it was lit");
          assert.equal(quantityOf(torch()), 1, "one torch of the stack is spent");
          const out = game.i18n!.format("ER.WorldClock.LightOut", { item: `${PREFIX}: torch`, actor: `${PREFIX}: torch-bearer` });
          assert.isTrue(await until(() => notices().some((m) => m.content.includes(out))), "a burnt-out notice");
          for (const m of notices()) assert.isTrue((m.whisper ?? []).length > 0, "notices are whispered");
        });
      });

      describe("the road home: an OSE march across midnight", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("a forest march committed through the overland adapter rolls direction on one GM-only card", async () => {
          await useVariants(PRESETS.ose);
          // Stand an hour before the next midnight of world time, then march 12 forest hexes (over a day).
          await game.time!.advance(DAY - (((now() % DAY) + DAY) % DAY) - HOUR);
          const startSeconds = now();
          const route: OverlandRoute = {
            travellers: [{ milesPerDay: 24, steps: 0 }],
            path: Array.from({ length: 12 }, () => ({ terrain: "forest" as const, steep: false })),
            milesPerHex: 6,
          };
          const ruleset = currentRuleset();
          const travel = overlandTravel(route.travellers, route.path, route.milesPerHex, ruleset);
          assert.isTrue(travel.possible && travel.worldSeconds > HOUR, "the march runs past midnight");
          const legs = routeLegs(route, ruleset);
          assert.ok(legs !== null, "the party can travel the route");
          const expected = marchChecks({ startSeconds, legs: legs! }, ruleset).checks;
          assert.isAtLeast(expected.length, 1, "at least one day begun");
          for (const check of expected) assert.equal(check.lostChance, 2, "a forest day rolls for direction (2-in-6)");
          await commitMarch(route, travel.worldSeconds);
          assert.equal(now() - startSeconds, travel.worldSeconds, "world time advanced by the travel time");
          const cardOf = () => newMessages().find((m) => systemFlag(m, WILDERNESS_CARD_FLAG) === true);
          assert.isTrue(await until(() => cardOf() !== undefined), "a wilderness card was posted");
          const card = cardOf()!;
          assert.equal(card.rolls.length, 2 * expected.length, "a direction and a wandering die each day");
          const whisper = card.whisper as unknown as string[];
          for (const u of game.users?.contents ?? []) assert.equal(whisper.includes(u.id ?? ""), u.isGM, `${u.name}: whispered only to GMs`);
        });

        it("GT-21 live: under the OSR hack, a march across midnight gives one travel-turn notice counted in days (the march's options reach updateWorldTime)", async () => {
          await useVariants(PRESETS.osr);
          await game.time!.advance(DAY - (((now() % DAY) + DAY) % DAY) - HOUR);
          const startSeconds = now();
          const route: OverlandRoute = { travellers: [{ milesPerDay: 24, steps: 0 }], path: Array.from({ length: 8 }, () => ({ terrain: "plains" as const, steep: false })), milesPerHex: 6 };
          const travel = overlandTravel(route.travellers, route.path, route.milesPerHex, currentRuleset());
          assert.isTrue(travel.possible && travel.worldSeconds > HOUR, "the march runs past midnight");
          await commitMarch(route, travel.worldSeconds);
          const days = Math.floor(now() / DAY) - Math.floor(startSeconds / DAY);
          const expected = game.i18n!.format("ER.WorldClock.TravelTurnDay", { count: String(days) });
          // An hourly notice would count the march's hours instead.
          const turnNotices = () => newMessages().filter((m) => systemFlag(m, WORLD_CLOCK_NOTICE_FLAG) === true && m.content.includes(foundry.utils.escapeHTML(expected)));
          assert.isTrue(await until(() => turnNotices().length === 1), "one daily travel-turn notice, counted in days");
        });
      });

      describe("the water leg: two OSE water days on the open sea", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("GO-V15 live: sailing 2 days passes 48 h and whispers one card, lost for certain, one wandering die a day", async () => {
          await useVariants(PRESETS.ose);
          const startSeconds = now();
          const days = await sailVoyage({ days: 2, waters: "sea", landInSight: false, navigator: false });
          assert.equal(now() - startSeconds, 2 * DAY, "world time advanced by two water days");
          assert.ok(days !== null && days.length === 2, "two day boundaries crossed, two days rolled");
          for (const day of days!) assert.isTrue(day.lost && day.lostRoll === null, "lost for certain, no direction die");
          const cardOf = () => newMessages().find((m) => systemFlag(m, VOYAGE_CARD_FLAG) === true);
          assert.isTrue(await until(() => cardOf() !== undefined), "a voyage card was posted");
          const card = cardOf()!;
          assert.equal(card.rolls.length, 2, "one wandering die a day");
          const whisper = card.whisper as unknown as string[];
          for (const u of game.users?.contents ?? []) assert.equal(whisper.includes(u.id ?? ""), u.isGM, `${u.name}: whispered only to GMs`);
        });

        it("GT-18 live: under the OSR hack, 2 days sailed on a river give one travel-turn notice of 2 daily turns (the advance's options reach updateWorldTime)", async () => {
          await useVariants(PRESETS.osr);
          const expected = game.i18n!.format("ER.WorldClock.TravelTurnDay", { count: "2" });
          await sailVoyage({ days: 2, waters: "river", landInSight: true, navigator: false });
          // The notice is the localised text, escaped; an hourly one would say 48 hours instead.
          const turnNotices = () => newMessages().filter((m) => systemFlag(m, WORLD_CLOCK_NOTICE_FLAG) === true && m.content.includes(foundry.utils.escapeHTML(expected)));
          assert.isTrue(await until(() => turnNotices().length === 1), "one daily travel-turn notice, counted in days");
        });
      });
    },
    { displayName: "Enchanted Realms: a day (OSE fight, torch, march, water)" },
  );
}
