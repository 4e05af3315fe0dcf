/**
 * Quench batch: the public API, the clock hook and the clock keybindings in a live world.
 * `game.system.api` is the frozen object docs/development.md documents; the clock's keybindings are in
 * Configure Controls and share no binding with a core action; Begin Combat and the keybinding's
 * handler move the clock and fire `enchanted-realms.clockChange` with the Combat and its clock.
 * Everything created is deleted afterwards, and the world time is put back.
 */
import { SYSTEM_ID } from "../constants";
import * as rules from "../rules";
import { ERCombat } from "../combat/combat";
import { CLOCK_CHANGE_HOOK } from "../combat/clock-hook";
import { CLOCK_KEYBINDINGS, stepActiveClock } from "../combat/keybindings";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const MEMBERS = ["combatClock", "grab", "hooks", "letGo", "movementAllowance", "reachableArea", "rules", "terrainAt", "version"];

interface Binding {
  key: string;
  modifiers?: string[];
}

const combo = (b: Binding) => [...(b.modifiers ?? [])].sort().concat(b.key).join("+");

export function registerApiBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.api`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let combat: ERCombat | null = null;
      const actorIds: string[] = [];
      let worldTimeBefore = 0;
      const clockEvents: Array<{ combat: unknown; clock: unknown }> = [];
      const hookId = Hooks.on(CLOCK_CHANGE_HOOK, (c, clock) => void clockEvents.push({ combat: c, clock }));
      const messageIds = new Set<string>();
      const messageHookId = Hooks.on("createChatMessage", (m) => {
        if (m.id) messageIds.add(m.id);
      });

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        worldTimeBefore = game.time?.worldTime ?? 0;
        const made = await Actor.createDocuments([{ name: "Quench API Creature", type: "creature" }] as unknown as Actor.CreateData[]);
        for (const a of made) if (a.id) actorIds.push(a.id);
        const created = await Combat.create({ scene: null } as unknown as Combat.CreateData);
        if (!(created instanceof ERCombat)) throw new Error("Combat is not the system's class");
        combat = created;
        await combat.createEmbeddedDocuments("Combatant", made.map((a) => ({ actorId: a.id, name: a.name })) as unknown as Combatant.CreateData[]);
        await combat.activate();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        Hooks.off(CLOCK_CHANGE_HOOK, hookId);
        await combat?.delete();
        await Actor.deleteDocuments(actorIds);
        Hooks.off("createChatMessage", messageHookId);
        const ours = [...messageIds].filter((id) => game.messages?.get(id));
        if (ours.length) await ChatMessage.deleteDocuments(ours);
        // The clock moved world time (one second per combat second): give it back.
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0 && game.user?.isGM) await game.time?.advance(-moved);
      });

      describe("game.system.api", () => {
        it("is the frozen object of docs/development.md, its rules the rules core's own members (docs/api.md)", () => {
          const api = (game.system as unknown as { api?: Record<string, unknown> }).api;
          assert.ok(api, "game.system.api exists");
          assert.deepEqual(Object.keys(api!).sort(), MEMBERS);
          assert.isTrue(Object.isFrozen(api));
          const apiRules = api!["rules"] as Record<string, unknown>;
          assert.isTrue(Object.isFrozen(apiRules));
          assert.isAtLeast(Object.keys(apiRules).length, 40);
          for (const [name, value] of Object.entries(apiRules)) assert.strictEqual(value, (rules as Record<string, unknown>)[name], name);
        });
      });

      describe("keybindings", () => {
        it("the clock's next and previous stop are registered under the system", () => {
          for (const action of Object.keys(CLOCK_KEYBINDINGS)) {
            assert.ok(game.keybindings?.actions.has(`${SYSTEM_ID}.${action}`), action);
          }
        });

        it("no core action is bound to the same keys as a clock keybinding", () => {
          const bindings = game.keybindings?.bindings;
          assert.ok(bindings, "bindings are initialised after ready");
          const ours = Object.keys(CLOCK_KEYBINDINGS).flatMap((a) => (bindings!.get(`${SYSTEM_ID}.${a}`) ?? []).map((b) => combo(b as Binding)));
          assert.isAtLeast(ours.length, 2);
          for (const [action, list] of bindings!) {
            if (!action.startsWith("core.")) continue;
            for (const b of list) assert.notInclude(ours, combo(b as Binding), `${action} shares a binding`);
          }
        });
      });

      describe("the clock hook", () => {
        it("Begin Combat fires enchanted-realms.clockChange with the Combat and round 1, second 1", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          clockEvents.length = 0;
          await combat!.startCombat();
          const start = Date.now();
          while (clockEvents.length === 0 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
          assert.isAtLeast(clockEvents.length, 1);
          assert.strictEqual(clockEvents.at(-1)!.combat, combat);
          assert.deepEqual(clockEvents.at(-1)!.clock, { round: 1, second: 1 });
        });

        it("the next-stop keybinding's handler moves the clock (GM) and the hook reports the api's clock", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          clockEvents.length = 0;
          const before = combat!.clock;
          assert.isTrue(stepActiveClock(1), "the press is used");
          const start = Date.now();
          while (clockEvents.length === 0 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
          const api = (game.system as unknown as { api: { combatClock(c?: unknown): unknown } }).api;
          assert.isAtLeast(clockEvents.length, 1);
          assert.deepEqual(clockEvents.at(-1)!.clock, api.combatClock(combat));
          assert.notDeepEqual(api.combatClock(combat), before);
        });
      });
    },
    { displayName: "Enchanted Realms: public API, clock hook and keybindings" },
  );
}
