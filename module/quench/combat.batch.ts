/**
 * Quench batch: a three-round fight in a live world. Begin Combat, step through every stop with
 * the next button only, spill a great-axe swing and a long spell into later rounds, hold speech and
 * see it delivered after second 20, and check the tracker's rendered rows and the second marker.
 * Everything it creates is deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { MOVEMENT_SECONDS, actingAt, toAbsolute, fromAbsolute } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { declareSpeech } from "../combat/speech-actions";
import { MARKER_ID } from "../combat/marker";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { registerCombatSecurityBatches } from "./combat-security.batch";

async function until(test: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The round cards of `round` among the messages this batch created (other fights in the world do not count). */
function roundCards(round: number, ours: ReadonlySet<string>): ChatMessage.Implementation[] {
  return (game.messages?.contents ?? []).filter((m) => {
    const flags = m.flags as Record<string, { roundCard?: number } | undefined>;
    return m.id !== null && ours.has(m.id) && flags[SYSTEM_ID]?.roundCard === round;
  });
}

/** The world settings the fight's expectations assume; the world's own values are restored afterwards. */
const FIGHT_SETTINGS = { tickMode: "events", showMarker: true, playersRoll: false } as const;
type FightSettingKey = keyof typeof FIGHT_SETTINGS;

export function registerCombatBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.combat`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let combat: ERCombat | null = null;
      const actorIds: string[] = [];
      const messageIds = new Set<string>();
      const hookId = Hooks.on("createChatMessage", (m) => {
        if (m.id) messageIds.add(m.id);
      });
      const ids: Record<"axe" | "mage" | "rogue" | "guard", string> = { axe: "", mage: "", rogue: "", guard: "" };

      const c = (key: keyof typeof ids): ERCombatant => {
        const found = combat?.combatants.get(ids[key]);
        if (!(found instanceof ERCombatant)) throw new Error(`combatant ${key} is missing`);
        return found;
      };
      const absolute = () => (combat?.system as unknown as { absolute: number }).absolute;

      /** Steps with the next button until the round changes; returns the seconds stopped at. */
      async function runRound(): Promise<number[]> {
        const stops: number[] = [];
        const round = combat!.round;
        for (let guard = 0; guard < 25 && combat!.round === round; guard++) {
          await combat!.nextTurn();
          const t = fromAbsolute(absolute());
          if (t.round === round) stops.push(t.second);
        }
        return stops;
      }

      const savedSettings = new Map<FightSettingKey, unknown>();
      let worldTimeBefore = 0;
      // The setting keys are the system's own; the type package's settings map is widened here.
      const settings = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        worldTimeBefore = game.time?.worldTime ?? 0;
        for (const [key, value] of Object.entries(FIGHT_SETTINGS) as [FightSettingKey, unknown][]) {
          savedSettings.set(key, settings().get(SYSTEM_ID, key));
          await settings().set(SYSTEM_ID, key, value);
        }
        const made = await Actor.createDocuments([
          { name: "Quench Great-Axe", type: "creature" },
          { name: "Quench Mage", type: "creature" },
          { name: "Quench Rogue", type: "creature" },
          { name: "Quench Hidden Guard", type: "creature" },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a.id) actorIds.push(a.id);
        const created = await Combat.create({ scene: null } as unknown as Combat.CreateData);
        if (!(created instanceof ERCombat)) throw new Error("Combat is not the system's class");
        combat = created;
        const list = await combat.createEmbeddedDocuments(
          "Combatant",
          made.map((a, i) => ({ actorId: a.id, name: a.name, hidden: i === 3 })) as unknown as Combatant.CreateData[],
        );
        const keys = ["axe", "mage", "rogue", "guard"] as const;
        keys.forEach((key, i) => (ids[key] = list[i]?.id ?? ""));
        await combat.activate();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        Hooks.off("createChatMessage", hookId);
        await combat?.delete();
        await Actor.deleteDocuments(actorIds);
        const stale = [...messageIds].filter((id) => game.messages?.get(id));
        if (stale.length) await ChatMessage.deleteDocuments(stale);
        for (const [key, value] of savedSettings) await settings().set(SYSTEM_ID, key, value);
        // The fight moved world time (one second per combat second): give it back.
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0 && game.user?.isGM) await game.time?.advance(-moved);
      });

      describe("a three-round fight", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("Begin Combat rolls everyone at once with one round card", async () => {
          await combat!.startCombat();
          assert.equal(combat!.round, 1);
          assert.equal(absolute(), toAbsolute({ round: 1, second: 1 }));
          for (const key of ["axe", "mage", "rogue", "guard"] as const) {
            assert.isAtLeast(Number(c(key).initiative), 1, `${key} has a score`);
            assert.equal(c(key).erSystem.action.startedRound, 1);
          }
          assert.equal(roundCards(1, messageIds).length, 1, "one chat card for round 1");
        });

        it("a GM score edit spills the great-axe swing; a long spell is marked", async () => {
          await c("axe").update({ initiative: 23 });
          await until(() => c("axe").erSystem.action.landsAt === toAbsolute({ round: 2, second: 3 }), "the edited score to land in round 2");
          await c("mage").update({ initiative: 15 });
          await until(() => c("mage").erSystem.action.score === 15, "the mage's score");
          await combat!.markSpell(ids.mage, 30, "Quench Long Spell");
          assert.equal(c("mage").erSystem.action.landsAt, toAbsolute({ round: 3, second: 5 }));
        });

        it("held speech is whispered until the round ends", async () => {
          await declareSpeech(combat!, c("rogue"), "Hold the line!");
          const held = (game.messages?.contents ?? []).filter((m) => m.content.includes("Hold the line!"));
          assert.equal(held.length, 1);
          assert.isAtLeast(held[0]!.whisper.length, 1, "whispered to the GM");
        });

        it("the tracker shows the spilled swing and the held speech", async () => {
          await ui.combat?.render({ force: true });
          const root = ui.combat?.element;
          const row = root?.querySelector(`[data-combatant-id="${ids.axe}"]`);
          assert.include(row?.textContent ?? "", game.i18n?.format("ER.Combat.Tracker.LandsAt", { round: "2", second: "3" }) ?? "");
          const rogue = root?.querySelector(`[data-combatant-id="${ids.rogue}"]`);
          assert.include(rogue?.textContent ?? "", game.i18n?.localize("ER.Combat.Tracker.SpeechHeld") ?? "");
        });

        it("round 1: next stops at every movement second and every action second, then rolls round 2", async () => {
          const expected = new Set<number>([6, 11, 16]);
          for (const key of ["rogue", "guard"] as const) {
            const t = fromAbsolute(c(key).erSystem.action.landsAt);
            if (t.round === 1 && t.second > 1) expected.add(t.second);
          }
          const stops = await runRound();
          assert.deepEqual(stops, [...expected].sort((a, b) => a - b));
          const label = game.i18n?.format("ER.Marker.Clock", { round: "2", second: "1" }) ?? "";
          await until(() => document.getElementById(MARKER_ID)?.textContent?.includes(label) === true, "the marker to show round 2, second 1");
          assert.equal(combat!.round, 2);
          assert.equal(absolute(), toAbsolute({ round: 2, second: 1 }));
        });

        it("round 2: the swing and the spell are carried, speech is delivered in the card", async () => {
          assert.equal(c("axe").erSystem.action.startedRound, 1, "the axe did not roll");
          assert.equal(c("mage").erSystem.action.startedRound, 1, "the mage did not roll");
          assert.equal(c("rogue").erSystem.action.startedRound, 2, "the rogue rolled");
          const cards = roundCards(2, messageIds);
          assert.equal(cards.length, 1, "one card for round 2");
          assert.include(cards[0]!.content, "Hold the line!");
          assert.equal((game.messages?.contents ?? []).filter((m) => m.whisper.length > 0 && m.content.includes("Hold the line!")).length, 0, "the whisper is gone");
          await ui.combat?.render({ force: true });
          const axeRow = ui.combat?.element?.querySelector(`[data-combatant-id="${ids.axe}"]`);
          assert.include(axeRow?.textContent ?? "", game.i18n?.format("ER.Combat.Tracker.FromRound", { round: "1" }) ?? "");
          // Core's current combatant follows the clock: at round 2's first stop after second 1 the
          // carried swing or spell (second 3) is the current turn, not round 1's order.
          await combat!.nextTurn();
          const now = fromAbsolute(absolute());
          const acting = actingAt(combat!.schedulerStates(), now);
          if (acting.length > 0) assert.equal(combat!.combatant?.id, acting[0], "combat.combatant is who acts now");
          const stops = [now.second, ...(await runRound())];
          assert.include(stops, 3, "the swing lands at second 3");
          for (const s of MOVEMENT_SECONDS.slice(1)) assert.include(stops, s);
        });

        it("round 3: the axe rolls again, the spell lands at second 5", async () => {
          assert.equal(combat!.round, 3);
          assert.equal(c("axe").erSystem.action.startedRound, 3);
          assert.equal(c("mage").erSystem.action.startedRound, 1);
          const stops = await runRound();
          assert.include(stops, 5);
          assert.equal(combat!.round, 4);
        });

        it("previous steps back without re-rolling", async () => {
          const before = c("rogue").erSystem.action;
          await combat!.previousTurn();
          assert.equal(combat!.round, 3);
          assert.equal(fromAbsolute(absolute()).second, 20);
          await combat!.nextTurn();
          assert.equal(combat!.round, 4);
          assert.deepEqual(c("rogue").erSystem.action, before, "no re-roll on coming forward again");
          assert.equal(roundCards(4, messageIds).length, 1);
        });
      });
    },
    { displayName: "Enchanted Realms: combat clock and tracker" },
  );
  // The same combat against a player's console, run by a GM and a player together.
  registerCombatSecurityBatches(quench);
}
