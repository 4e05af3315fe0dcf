/**
 * Quench batch: OSE time kept in turns and running (VARIANTS.md §5.12, §5.13; rows 31 and 32) in a
 * live world, where only a running Foundry shows them: Begin Combat records world time, ending a
 * three-round OSE fight tops world time up to 600 s after Begin Combat (GT-11) through the real
 * `deleteCombat` and `game.time.advance`, and a pursuit of 15 rounds leaves the actor with the
 * registered `winded` status through the real `updateWorldTime` hook. World time, the variants and
 * everything it creates are restored or deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, type VariantConfig } from "../rules";
import { VARIANTS_SETTING } from "../variants/setting";
import { ERCombat } from "../combat/combat";
import { BEGAN_AT_FLAG, togglePursuit } from "../combat/world-clock";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const PREFIX = "Quench ER time variants";

async function useVariants(config: VariantConfig): Promise<void> {
  await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, config as never);
}

export function registerVariantsTimeBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-time`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      const actorIds: string[] = [];
      let combat: ERCombat | null = null;
      let saved: unknown;
      let worldTimeBefore = 0;

      async function fight(): Promise<ERCombat> {
        const made = await Actor.createDocuments([
          { name: `${PREFIX}: runner`, type: "creature" },
          { name: `${PREFIX}: chaser`, type: "creature" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a.id) actorIds.push(a.id);
        const created = await Combat.create({ scene: null } as unknown as Combat.CreateData);
        if (!(created instanceof ERCombat)) throw new Error("Combat is not the system's class");
        await created.createEmbeddedDocuments("Combatant", made.map((a) => ({ actorId: a.id, name: a.name })) as unknown as Combatant.CreateData[]);
        await created.activate();
        return created;
      }

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.users?.activeGM?.isSelf === true, "run this batch on the active GM's client");
        saved = game.settings!.get(SYSTEM_ID as never, VARIANTS_SETTING as never);
        worldTimeBefore = game.time?.worldTime ?? 0;
        await useVariants(PRESETS.ose);
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const ids = actorIds.filter((id) => game.actors?.get(id));
        if (ids.length > 0) await Actor.deleteDocuments(ids);
        await game.settings!.set(SYSTEM_ID as never, VARIANTS_SETTING as never, saved as never);
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
      });

      describe("OSE time in turns", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("GT-11: a fight ended at round 3 second 20 ends 600 s after Begin Combat", async () => {
          combat = await fight();
          await combat.startCombat();
          const w = game.time?.worldTime ?? 0;
          assert.isTrue(await until(() => combat!.getFlag(SYSTEM_ID as never, BEGAN_AT_FLAG as never) === w), "Begin Combat records world time");
          // A round not yet rolled is entered at its second 1 (a round transition), then the clock steps on.
          await combat.goTo({ round: 3, second: 1 });
          await combat.goTo({ round: 3, second: 20 });
          assert.equal((game.time?.worldTime ?? 0) - w, 59, "the clock moved world time 59 s");
          await combat.delete();
          combat = null;
          assert.isTrue(await until(() => (game.time?.worldTime ?? 0) === w + 600), "world time is topped up to w + 600");
        });

        it("GT-10: 15 rounds in pursuit leave the actor winded, shown as its status", async () => {
          combat = await fight();
          await combat.startCombat();
          const runner = [...combat.combatants][0]!;
          await togglePursuit(combat, runner.id ?? "");
          // One jump of 300 s (round 1 second 1 to round 16 second 1): the clock settles it in one pass.
          await combat.goTo({ round: 16, second: 1 });
          const actor = runner.actor!;
          assert.isTrue(await until(() => actor.statuses.has("winded")), "winded after 300 s of running");
          assert.isTrue(CONFIG.statusEffects.some((s) => s.id === "winded"), "winded is a registered status effect");
        });
      });
    },
    { displayName: "Enchanted Realms: OSE time and running" },
  );
}
