/**
 * Quench batch for the rules corrections of docs/rules.md §2 and §6 in a live world: a delayed action stays in the next
 * round when it is then made a spell or its score is edited (through the real tracker paths and the
 * updateCombatant hook); standard kit is shown apart and not counted; partial-day miles; the typed
 * forced-march allotment of an old actor is migrated. Everything it creates is deleted afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { fromAbsolute, toAbsolute } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { erActorSystem } from "../actors/models";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const PREFIX = "Quench ER rules corrections";

async function until(test: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function registerRulesCorrectionsBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.rules-corrections`,
    (context) => {
      const { describe, it, assert, after } = context;
      const actorIds: string[] = [];
      let combat: ERCombat | null = null;
      let worldTimeBefore = 0;
      const settings = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
      let playersRollBefore: unknown = false;

      async function makeActor(data: Record<string, unknown>): Promise<Actor.Implementation> {
        const actor = await Actor.implementation.create({ ...data, name: `${PREFIX}: ${String(data["name"])}` } as unknown as Actor.CreateData);
        if (!actor) throw new Error(`could not create ${String(data["name"])}`);
        if (actor.id) actorIds.push(actor.id);
        return actor;
      }

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        await combat?.delete();
        await Actor.deleteDocuments(actorIds);
        await settings().set(SYSTEM_ID, "playersRoll", playersRollBefore);
        const moved = (game.time?.worldTime ?? 0) - worldTimeBefore;
        if (moved !== 0 && game.user?.isGM) await game.time?.advance(-moved);
      });

      describe("a delayed action belongs to the next round for good", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("delay, then a spell and a score edit: it lands in round 2, which rolls nothing for it", async () => {
          worldTimeBefore = game.time?.worldTime ?? 0;
          playersRollBefore = settings().get(SYSTEM_ID, "playersRoll");
          await settings().set(SYSTEM_ID, "playersRoll", false);
          const actor = await makeActor({ name: "Delayer", type: "creature" });
          const created = await Combat.create({ scene: null } as unknown as Combat.CreateData);
          if (!(created instanceof ERCombat)) throw new Error("Combat is not the system's class");
          combat = created;
          const [made] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, name: actor.name }] as unknown as Combatant.CreateData[]);
          await combat.startCombat();
          const c = combat.combatants.get(made?.id ?? "");
          if (!(c instanceof ERCombatant)) throw new Error("combatant missing");
          // The GM's score edit in the tracker (the updateCombatant hook completes the action).
          await c.update({ initiative: 12 });
          await until(() => c.erSystem.action.landsAt === toAbsolute({ round: 1, second: 12 }), "the edited score");
          await combat.delayCombatant(c.id ?? "");
          assert.deepEqual(fromAbsolute(c.erSystem.action.landsAt), { round: 2, second: 12 });
          await combat.markSpell(c.id ?? "", 5, "Quench Spark");
          assert.deepEqual(fromAbsolute(c.erSystem.action.landsAt), { round: 2, second: 17 }, "the casting counts from round 2");
          await c.update({ initiative: 3 });
          await until(() => c.erSystem.action.score === 3, "the second edit");
          assert.deepEqual(fromAbsolute(c.erSystem.action.landsAt), { round: 2, second: 8 }, "the edit counts from round 2");
          await combat.nextRound();
          await until(() => combat!.round === 2, "round 2");
          assert.equal(c.erSystem.action.startedRound, 1, "carried: no new roll in round 2");
          assert.deepEqual(fromAbsolute(c.erSystem.action.landsAt), { round: 2, second: 8 });
        });
      });

      describe("encumbrance corrections", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("standard kit is shown apart and not counted", async () => {
          const actor = await makeActor({ name: "Kit Carrier", type: "character", system: { bodyWeight: 100 } });
          await actor.createEmbeddedDocuments("Item", [
            { name: "Backpack", type: "gear", system: { weight: 20, quantity: 1, standardKit: true } },
            { name: "Treasure", type: "gear", system: { weight: 30, quantity: 1 } },
          ] as unknown as Item.CreateData[]);
          const derived = erActorSystem(actor)!.derived;
          assert.equal(derived.encumbrance.kit, 20);
          assert.equal(derived.encumbrance.carried, 30);
          assert.equal(derived.encumbrance.loadedSteps, 1);
        });
        it("a standard-kit item keeps its mark when another of its fields is edited (core migrates update data too)", async () => {
          const actor = await makeActor({ name: "Kit Keeper", type: "character", system: { bodyWeight: 100 } });
          const [pack] = await actor.createEmbeddedDocuments("Item", [{ name: "Backpack", type: "gear", system: { weight: 20, quantity: 1, standardKit: true } }] as unknown as Item.CreateData[]);
          await pack!.update({ "system.quantity": 2 } as unknown as Item.UpdateData);
          assert.equal((pack!.system as unknown as { standardKit: boolean }).standardKit, true);
          assert.equal(erActorSystem(actor)!.derived.encumbrance.kit, 40);
        });
        it("partial days: miles for the hours typed, unrounded", async () => {
          const actor = await makeActor({ name: "Walker", type: "character", system: { bodyWeight: 100, movement: { milesPerDay: 20 } } });
          await actor.update({ "system.march.travelHours": 3 } as unknown as Actor.UpdateData);
          assert.equal(erActorSystem(actor)!.derived.travel.partialMiles, 7.5);
        });
        it("an old actor's typed allotment is migrated to prior steps and kept", async () => {
          const actor = await makeActor({ name: "Old Marcher", type: "character", system: { bodyWeight: 100, march: { hours: 8, allotmentHours: 6 } } });
          const system = erActorSystem(actor)! as unknown as { march: { priorSteps: number; formerAllotmentHours: number | null } };
          assert.equal(system.march.priorSteps, 4);
          assert.equal(system.march.formerAllotmentHours, 6);
          assert.equal(erActorSystem(actor)!.derived.encumbrance.forcedMarchSteps, 4);
        });
      });
    },
    { displayName: "Enchanted Realms: rules corrections" },
  );
}
