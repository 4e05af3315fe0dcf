/**
 * Quench batches for the shared combat against a player with a browser console. They need
 * two users in the same world at once, a GM and a player, each in their own browser:
 *
 *  1. GM: run "combat security 1/3: set-up (GM)". It makes a fight flagged for these batches: the
 *     player's hero (owned by the first user with the Player role), an NPC and a hidden assassin;
 *     it turns "players roll their own" on, sets "who runs the clock" to trusted players and up,
 *     and begins the combat. The fight stays open. Keep the GM's browser connected: it is the
 *     active GM that checks everything.
 *  2. Player (Player role): run "combat security 2/3: attacks (player)". Each test makes one forged
 *     write or request from the player's client, exactly as a console could, then checks the
 *     Combat did not change (or was put back by the GM's client).
 *     Optionally, a second user with the Trusted Player role runs "combat security 2b: trusted
 *     clock controls": the tracker offers them clock controls that work through the GM's client,
 *     while delaying a combatant they do not own is still refused.
 *  3. GM: run "combat security 3/3: delivery and clean-up (GM)". It moves to the next round, checks
 *     that the player's forged line for the NPC was not delivered and that the hidden assassin is
 *     only in the GM-only card, then deletes everything and restores the settings.
 */
import { SYSTEM_ID } from "../constants";
import { initiativeRange } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { SOCKET } from "../combat/relay";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const FLAG = "quenchSecurity";
const FORGED_LINE = "Quench forged: the dragon surrenders";
const NAMES = { hero: "Quench Security Hero", npc: "Quench Security Ogre", hidden: "Quench Security Assassin" } as const;

/** How long the GM's client gets to answer a forged write before "nothing changed" is checked. */
const GM_ANSWER_MS = 2000;

interface SecurityFlag {
  actorIds: string[];
  combatantIds: Record<keyof typeof NAMES, string>;
  settings: Record<string, unknown>;
}

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(test: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await wait(50);
  }
}

function securityFight(): { combat: ERCombat; flag: SecurityFlag } | null {
  for (const combat of game.combats?.contents ?? []) {
    const flag = (combat.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[FLAG] as SecurityFlag | undefined;
    if (flag && combat instanceof ERCombat) return { combat, flag };
  }
  return null;
}

/** The schedule as plain data: what no refused action may change. */
function schedule(combat: ERCombat): string {
  const system = combat.system as unknown as { absolute: number; rolledRound: number };
  return JSON.stringify({
    round: combat.round,
    turn: combat.turn,
    clock: [system.absolute, system.rolledRound],
    combatants: combat.erCombatants.map((c) => [c.id, c.initiative, c.erSystem.action, c.erSystem.spellName]),
  });
}

export function registerCombatSecurityBatches(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.combat-security-setup`,
    (context) => {
      const { describe, it, assert } = context;
      describe("set-up (run as the GM)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("makes the fight the player's batch attacks", async () => {
          assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
          assert.equal(securityFight(), null, "a fight from an earlier run is still open: run the clean-up batch first");
          const player = (game.users?.contents ?? []).find((u) => u.role === CONST.USER_ROLES.PLAYER);
          assert.ok(player, "the world needs a user with the Player role");
          const saved: Record<string, unknown> = {};
          for (const key of ["playersRoll", "advanceRole", "tickMode"]) saved[key] = settingsApi().get(SYSTEM_ID, key);
          await settingsApi().set(SYSTEM_ID, "playersRoll", true);
          // Trusted players may run the clock (batch 2b); a plain player still may not (batch 2).
          await settingsApi().set(SYSTEM_ID, "advanceRole", "trusted");
          await settingsApi().set(SYSTEM_ID, "tickMode", "events");
          const actors = await Actor.createDocuments([
            { name: NAMES.hero, type: "creature", ownership: { [player!.id ?? ""]: 3 } },
            { name: NAMES.npc, type: "creature" },
            { name: NAMES.hidden, type: "creature" },
          ] as unknown as Actor.CreateData[]);
          const combat = await Combat.create({ scene: null } as unknown as Combat.CreateData);
          if (!(combat instanceof ERCombat)) throw new Error("Combat is not the system's class");
          const list = await combat.createEmbeddedDocuments(
            "Combatant",
            actors.map((a, i) => ({ actorId: a.id, name: a.name, hidden: i === 2 })) as unknown as Combatant.CreateData[],
          );
          const flag: SecurityFlag = {
            actorIds: actors.map((a) => a.id ?? ""),
            combatantIds: { hero: list[0]?.id ?? "", npc: list[1]?.id ?? "", hidden: list[2]?.id ?? "" },
            settings: saved,
          };
          await combat.update({ [`flags.${SYSTEM_ID}.${FLAG}`]: flag } as unknown as Combat.UpdateData);
          await combat.activate();
          await combat.startCombat();
          assert.equal(combat.round, 1);
          const hero = combat.combatants.get(flag.combatantIds.hero);
          assert.ok(hero instanceof ERCombatant && hero.erSystem.action.startedRound === 0, "the hero waits for its owner's roll");
        });
      });
    },
    { displayName: "Enchanted Realms: combat security 1/3: set-up (GM)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.combat-security-player`,
    (context) => {
      const { describe, it, assert, before } = context;
      let combat: ERCombat;
      let flag: SecurityFlag;
      const member = (key: keyof typeof NAMES) => combat.combatants.get(flag.combatantIds[key]) as ERCombatant;
      const gmId = () => (game.users?.contents ?? []).find((u) => u.isGM)?.id ?? "";

      /** Runs a forged action, gives the GM's client time to answer, and checks the schedule is as before. */
      async function refused(action: () => Promise<unknown> | unknown): Promise<void> {
        const before = schedule(combat);
        try {
          await action();
        } catch {
          // Foundry's own permission check may refuse the write outright: also a refusal.
        }
        await wait(GM_ANSWER_MS);
        assert.equal(schedule(combat), before, "the Combat is unchanged");
      }

      describe("attacks (run as the player while the GM is connected)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        before(() => {
          const found = securityFight();
          if (!found) throw new Error("run the set-up batch as the GM first");
          ({ combat, flag } = found);
          if (game.user?.role !== CONST.USER_ROLES.PLAYER) throw new Error("run this batch as a user with the Player role");
          if (!game.users?.activeGM) throw new Error("the GM must stay connected");
        });

        it("a relayed advance naming the GM's id in the payload is refused", () =>
          refused(() => game.socket?.emit(SOCKET, { kind: "advance", combatId: combat.id, direction: 1, userId: gmId() })));

        it("a relayed round, start, delay of the NPC and 2e10-second cast are refused", () =>
          refused(() => {
            game.socket?.emit(SOCKET, { kind: "round", combatId: combat.id, direction: 1, userId: gmId() });
            game.socket?.emit(SOCKET, { kind: "start", combatId: combat.id, userId: gmId() });
            game.socket?.emit(SOCKET, { kind: "delay", combatId: combat.id, combatantId: flag.combatantIds.npc, userId: gmId() });
            game.socket?.emit(SOCKET, { kind: "cast", combatId: combat.id, combatantId: flag.combatantIds.hero, seconds: 2e10, name: "x" });
          }));

        it("writing 2e10 to the hero's own initiative is put back by the GM's client", () =>
          refused(() => member("hero").update({ initiative: 2e10 })));

        it("writing an in-range initiative to the hero is put back too (players ask the GM to roll)", () =>
          refused(() => member("hero").update({ initiative: 2 })));

        it("writing the Combat's round and turn is refused or put back", () =>
          refused(() => combat.update({ round: 9, turn: 2 } as unknown as Combat.UpdateData)));

        it("the hero's roll is rolled by the GM's client, within the dice range, once", async () => {
          await combat.rollInitiative([flag.combatantIds.hero]);
          await until(() => member("hero").erSystem.action.startedRound === combat.round, "the GM's client to roll for the hero");
          const { min, max } = initiativeRange(member("hero").initiativeParts);
          const score = member("hero").erSystem.action.score;
          assert.isAtLeast(score, min);
          assert.isAtMost(score, max);
          assert.equal(member("hero").initiative, score);
          await refused(() => combat.rollInitiative([flag.combatantIds.hero]));
        });

        it("a held line forged for the NPC shows no speech indicator on its row", async () => {
          const clock = combat.clock!;
          const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
          await ChatMessage.create({
            content: FORGED_LINE,
            whisper: gms,
            flags: { [SYSTEM_ID]: { heldSpeech: { combatId: combat.id, combatantId: flag.combatantIds.npc, round: clock.round, second: clock.second, text: FORGED_LINE, speaker: NAMES.npc } } },
          } as unknown as ChatMessage.CreateData);
          await ui.combat?.render({ force: true });
          const row = ui.combat?.element?.querySelector(`[data-combatant-id="${flag.combatantIds.npc}"]`);
          assert.notInclude(row?.textContent ?? "", game.i18n?.localize("ER.Combat.Tracker.SpeechHeld") ?? "");
        });

        it("nothing this client holds names the hidden assassin: chat, tracker, marker", async () => {
          for (const m of game.messages?.contents ?? []) assert.notInclude(m.content, NAMES.hidden, `message ${m.id}`);
          await ui.combat?.render({ force: true });
          assert.notInclude(ui.combat?.element?.textContent ?? "", NAMES.hidden);
          assert.notInclude(document.getElementById("er-second-marker")?.textContent ?? "", NAMES.hidden);
        });

        it("a trusted-only clock control is not offered to this player", async () => {
          await ui.combat?.render({ force: true });
          assert.equal(ui.combat?.element?.querySelector('[data-action="erNextTurn"]') ?? null, null);
          assert.equal(ui.combat?.element?.querySelector('[data-action="rollNPC"]') ?? null, null);
        });
      });
    },
    { displayName: "Enchanted Realms: combat security 2/3: attacks (player)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.combat-security-trusted`,
    (context) => {
      const { describe, it, assert, before } = context;
      let combat: ERCombat;
      let flag: SecurityFlag;
      describe("trusted clock controls (run as a Trusted Player while the GM is connected)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        before(() => {
          const found = securityFight();
          if (!found) throw new Error("run the set-up batch as the GM first");
          ({ combat, flag } = found);
          if (game.user?.role !== CONST.USER_ROLES.TRUSTED) throw new Error("run this batch as a user with the Trusted Player role");
        });

        it("the tracker offers the system's clock controls, and the next stop moves the clock through the GM", async () => {
          await ui.combat?.render({ force: true });
          const next = ui.combat?.element?.querySelector<HTMLElement>('[data-action="erNextTurn"]');
          assert.ok(next, "a next-stop control");
          const before = (combat.system as unknown as { absolute: number }).absolute;
          next!.click();
          await until(() => (combat.system as unknown as { absolute: number }).absolute > before, "the GM's client to move the clock");
        });

        it("delaying the NPC (not this user's) and beginning the started combat are refused", async () => {
          const before = schedule(combat);
          game.socket?.emit(SOCKET, { kind: "delay", combatId: combat.id, combatantId: flag.combatantIds.npc });
          game.socket?.emit(SOCKET, { kind: "start", combatId: combat.id });
          await wait(GM_ANSWER_MS);
          assert.equal(schedule(combat), before);
        });
      });
    },
    { displayName: "Enchanted Realms: combat security 2b: trusted clock controls (trusted player, optional)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.combat-security-cleanup`,
    (context) => {
      const { describe, it, assert } = context;
      describe("delivery and clean-up (run as the GM)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("the next round's card delivers no forged line and no hidden row; the GM's card has the assassin", async () => {
          assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
          const found = securityFight();
          if (!found) throw new Error("nothing to clean up: run the set-up batch first");
          const { combat, flag } = found;
          const ours = new Set<string>();
          const hookId = Hooks.on("createChatMessage", (m) => void (m.id && ours.add(m.id)));
          try {
            await combat.nextRound();
            await until(() => combat.round === 2 && ours.size > 0, "round 2's card");
            await wait(500);
            const made = (game.messages?.contents ?? []).filter((m) => m.id !== null && ours.has(m.id));
            for (const m of made) assert.notInclude(m.content, FORGED_LINE, "the forged line is not delivered");
            const publicCards = made.filter((m) => m.whisper.length === 0);
            for (const m of publicCards) assert.notInclude(m.content, NAMES.hidden, "no hidden row in a public card");
            const gmCard = made.find((m) => m.content.includes(NAMES.hidden));
            assert.ok(gmCard, "the hidden assassin's row is in a card of its own");
            assert.isAtLeast(gmCard!.whisper.length, 1, "whispered");
            const forged = (game.messages?.contents ?? []).filter((m) => m.content.includes(FORGED_LINE));
            assert.equal(forged.length, 0, "the forged whisper was removed");
          } finally {
            Hooks.off("createChatMessage", hookId);
            const mine = [...ours].filter((id) => game.messages?.get(id));
            if (mine.length) await ChatMessage.deleteDocuments(mine);
            await combat.delete();
            await Actor.deleteDocuments(flag.actorIds);
            for (const [key, value] of Object.entries(flag.settings)) await settingsApi().set(SYSTEM_ID, key, value);
          }
        });
      });
    },
    { displayName: "Enchanted Realms: combat security 3/3: delivery and clean-up (GM)" },
  );
}
