/**
 * Quench batch for data integrity: what only a live Foundry can show. The bounds check
 * refuses wrapped values, dotted keys and deletions as the real update pipeline hands them over;
 * v14's deletion operator is recognised; an old-shape actor created from raw data is migrated
 * without loss and its notes survive the schema; a world-time jump far past the stored bound
 * leaves a load the schema accepts. Everything created is deleted, world time restored.
 */
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { SYSTEM_ID } from "../constants";
import { erActorSystem } from "../actors/models";
import { notesOf } from "../actors/migration-report";
import { isV14OrLater } from "../compat";

const PREFIX = "Quench ER integrity";

export function registerIntegrityBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.integrity`,
    (context) => {
      const { describe, it, assert, after } = context;
      const created: Actor.Implementation[] = [];
      const startTime = game.time?.worldTime ?? 0;

      async function makeActor(data: Record<string, unknown>): Promise<Actor.Implementation> {
        const actor = await Actor.implementation.create({ ...(data as unknown as Actor.CreateData), name: `${PREFIX}: ${String(data["name"])}` });
        if (!actor) throw new Error("could not create the actor");
        created.push(actor);
        return actor;
      }
      async function tryUpdate(actor: Actor.Implementation, changes: Record<string, unknown>): Promise<void> {
        try {
          await actor.update(changes as Actor.UpdateData);
        } catch {
          // Core may refuse first; either way the stored value must be unchanged.
        }
      }

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        const ids = created.map((a) => a.id).filter((id): id is string => !!id && !!game.actors?.get(id));
        if (ids.length > 0) await Actor.implementation.deleteDocuments(ids);
        const now = game.time?.worldTime ?? 0;
        if (now !== startTime) await game.time?.advance(startTime - now);
      });

      describe("the bounds check cannot be bypassed", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a wrapped value, a top-level dotted key and a -= deletion keep the stored speed", async () => {
          const actor = await makeActor({ name: "Bounds", type: "character", system: { movement: { speed: 12 } } });
          await tryUpdate(actor, { system: { movement: { speed: { value: 500 } } } });
          await tryUpdate(actor, { "system.movement.speed": 500 });
          await tryUpdate(actor, { system: { movement: { "-=speed": null } } });
          assert.equal(erActorSystem(actor)?.movement.speed, 12);
        });
        it("v14: the deletion operator removes an adaptation entry but not the speed (passes trivially on v13)", async () => {
          if (!isV14OrLater()) return;
          const del = (foundry.utils as unknown as { _del?: unknown })._del;
          const actor = await makeActor({ name: "Operators", type: "character", system: { movement: { speed: 12, adaptation: { forest: "tundra" } } } });
          await tryUpdate(actor, { system: { movement: { adaptation: { forest: del } } } });
          assert.ok(!erActorSystem(actor)?.movement.adaptation.forest, "the adaptation entry is gone");
          await tryUpdate(actor, { system: { movement: { speed: del } } });
          assert.equal(erActorSystem(actor)?.movement.speed, 12);
        });
      });

      describe("migrations are total", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("an old-shape source keeps hp.max beside a partial health and lists the conflict", async () => {
          const actor = await makeActor({ name: "Old", type: "character", system: { hitPoints: { value: 7, max: 40 }, health: { value: 12 } } });
          const system = erActorSystem(actor);
          assert.equal(system?.health.value, 12);
          assert.equal(system?.health.max, 40);
          assert.deepEqual(notesOf(system), [{ path: "hitPoints.value", value: "7", reason: "conflict" }]);
        });
      });

      describe("world-time jumps of any size", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a jump of 2,000,000,000 s leaves a loaded actor's accumulation at the bound, not refused", async () => {
          const actor = await makeActor({ name: "Jump", type: "character", system: { bodyWeight: 100, load: { loadedSteps: 1, overCapacitySeconds: 60 } } });
          await actor.createEmbeddedDocuments("Item", [{ name: "Anvil", type: "gear", system: { weight: 100, quantity: 1 } }]);
          await game.time?.advance(2_000_000_000);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          assert.equal(erActorSystem(actor)?.load.overCapacitySeconds, 1_000_000_000);
        });
      });
    },
    { displayName: "Enchanted Realms: data integrity (bounds, migrations, world time)" },
  );
}
