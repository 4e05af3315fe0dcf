/**
 * Quench batch: OSE evasion before Begin Combat in a live world (VARIANTS.md §5.14, §13.3 row 33),
 * run by a maintainer as the GM (not run on CI). It checks what the stand-ins cannot: that the real
 * tracker shows the GM's Evasion button while the combat has not begun and hides it once it has,
 * that the decision reads real tokens' dispositions, that the card is a real ChatMessage with the
 * evasion flag, that a pursuit sets the real combatants running, and that a wilderness pursuit by
 * days shows the GM's Pursuit day… button, passes a day of real world time, rolls that day's
 * wilderness checks by the terrain under the party's token (the same card as a march's) and posts its card.
 * Everything it made is deleted, world time and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, resolveRuleset } from "../rules";
import { ERCombat } from "../combat/combat";
import { evasionRows, runEvasion, setPursuitDays } from "../combat/evasion";
import { pursuitDaysOf, runPursuitDay } from "../combat/pursuit-day";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export function registerEvasionBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.evasion`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      const actorIds: string[] = [];
      const messagesBefore = new Set<string>();
      const flagged = (key: string) => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id) && (m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[key] !== undefined);
      const evasionCards = () => flagged("evasion");
      let worldTimeBefore = 0;
      const button = () => ui.combat?.element?.querySelector?.('[data-action="erEvasion"]') ?? null;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.ose));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        worldTimeBefore = game.time?.worldTime ?? 0;
        scene = await createHexScene("Quench evasion");
        await scene.view();
        const made = await Actor.createDocuments([
          { name: "Quench runner", type: "character" },
          { name: "Quench chaser", type: "character" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        const tokens = await scene.createEmbeddedDocuments("Token", [
          { actorId: actorIds[0], x: 200, y: 200, actorLink: true, disposition: 1 },
          { actorId: actorIds[1], x: 600, y: 200, actorLink: true, disposition: -1 },
        ] as unknown as TokenDocument.CreateData[]);
        combat = ((await Combat.create({ scene: scene.id } as unknown as Combat.CreateData)) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ actorId: t.actorId, tokenId: t.id, sceneId: scene!.id })) as unknown as Combatant.CreateData[]);
        await combat.activate();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        const made = [...evasionCards(), ...flagged("pursuitDay"), ...flagged("wildernessChecks")].map((m) => m.id!);
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0) await game.time?.advance(-moved);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        if (scene) await scene.delete();
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("evasion before Begin Combat (row 33)", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the GM's tracker shows the Evasion button before the combat begins", async () => {
          ui.combat?.render();
          assert.isTrue(await until(() => button() !== null, 10_000), "the Evasion button is shown");
        });

        it("the sides are read from the tokens' dispositions; equal speeds in a dungeon give a pursuit that sets both running", async () => {
          const er = combat as unknown as ERCombat;
          const ruleset = resolveRuleset(PRESETS.ose);
          const rows = evasionRows(er, ruleset);
          assert.deepEqual(rows.map((r) => r.disposition as number).sort(), [-1, 1]);
          const result = await runEvasion(er, { fleeing: "friendly", setting: "dungeon", pursue: true, surprise: "none", modifier: 0 }, ruleset);
          // Two fresh characters move alike: the fleeing side is not faster (003:L711).
          assert.equal(rows[0]!.hexesPerRound, rows[1]!.hexesPerRound, "both new characters have the same hexes a round");
          assert.equal(result?.outcome, "pursuit");
          assert.isTrue(await until(() => evasionCards().length === 1, 10_000), "one evasion card");
          assert.isTrue(await until(() => er.erCombatants.every((c) => c.erSystem.variant?.pursuit === true), 10_000), "both sides run");
        });

        it("a wilderness pursuit by days: the Pursuit day… button shows; a day passes 24 h of world time and posts its card", async () => {
          const er = combat as unknown as ERCombat;
          const ruleset = resolveRuleset(PRESETS.ose);
          await setPursuitDays(er, { fleeing: "friendly", modifier: 0, day: 0 });
          ui.combat?.render();
          const dayButton = () => ui.combat?.element?.querySelector?.('[data-action="erPursuitDay"]') ?? null;
          assert.isTrue(await until(() => dayButton() !== null, 10_000), "the Pursuit day button is shown");
          const before = game.time?.worldTime ?? 0;
          const result = await runPursuitDay(er, true, ruleset);
          assert.ok(result !== null, "the day was decided");
          assert.equal((game.time?.worldTime ?? 0) - before, 86_400, "a pursuit day is 24 h of world time");
          assert.isTrue(await until(() => flagged("pursuitDay").length === 1, 10_000), "one pursuit-day card");
          // GO-E21 live: the day begun is checked as a march's, on the same card, whispered to the GMs only.
          assert.isTrue(await until(() => flagged("wildernessChecks").length === 1, 10_000), "one wilderness-checks card for the day begun");
          const checks = flagged("wildernessChecks")[0]!;
          for (const u of game.users?.contents ?? []) assert.equal((checks.whisper as unknown as string[]).includes(u.id ?? ""), u.isGM, `${u.name}: whispered only to GMs`);
          assert.equal(pursuitDaysOf(er) === null, result!.outcome !== "pursuit", "the flag goes on only while the pursuit does");
          await setPursuitDays(er, null);
        });

        it("once the combat has begun the button is gone and the evasion is refused", async () => {
          await combat!.startCombat();
          ui.combat?.render();
          assert.isTrue(await until(() => button() === null, 10_000), "no Evasion button in a begun combat");
          const result = await runEvasion(combat as unknown as ERCombat, { fleeing: "friendly", setting: "dungeon", pursue: true, surprise: "none", modifier: 0 }, resolveRuleset(PRESETS.ose));
          assert.isNull(result);
        });
      });
    },
    { displayName: "Enchanted Realms: OSE evasion before combat (row 33)" },
  );
}
