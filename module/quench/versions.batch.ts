/**
 * Quench batch: the v13/v14 touch-points of module/compat.ts in a live world (docs/foundry-api.md
 * names each check). It runs unchanged on both versions; where core behaves differently a test
 * branches on `game.release.generation`. Everything it creates is deleted and every setting it
 * changes is restored.
 */
import { SYSTEM_ID } from "../constants";
import { CONDITION_IDS } from "../rules";
import { applyMessageMode, currentMessageMode, generation, gmMessageMode } from "../compat";
import { TERRAIN_BEHAVIOR_TYPE } from "../canvas/ids";
import { terrainAtOffset } from "../canvas/scene-terrain";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";
import { createHexScene } from "./helpers";
import { describeLiveConfirmations } from "./versions-live.batch";

type Settings = { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const settings = () => game.settings as unknown as Settings;

export function registerVersionsBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.versions`,
    (context) => {
      const { describe, it, assert, after } = context;
      const cleanup: Array<() => Promise<unknown>> = [];

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        for (const undo of cleanup.reverse()) await undo();
      });

      describe("status effects", function () {
        it("CONFIG.statusEffects is searchable as an array on both versions, with the conditions and core's dead", () => {
          const list = CONFIG.statusEffects as unknown as Array<{ id: string }>;
          assert.ok(typeof list.find === "function", "CONFIG.statusEffects.find exists");
          for (const id of [...CONDITION_IDS, "dead"]) assert.ok(list.find((e) => e.id === id), `${id} is registered`);
          assert.ok(!list.find((e) => e.id === "blind") && !list.find((e) => e.id === "invisible"), "core's blind and invisible are removed");
          if (generation() >= 14) {
            // v14 indexes the same entries by id.
            assert.equal((CONFIG.statusEffects as unknown as Record<string, { id?: string } | undefined>)["dead"]?.id, "dead");
          }
        });
      });

      describe("message modes", function () {
        it("the in-character mode (v14) is read as public; the GM mode whispers the data to the GMs", async () => {
          const key = generation() >= 14 ? "messageMode" : "rollMode";
          const before = settings().get("core", key);
          try {
            if (generation() >= 14) {
              await settings().set("core", "messageMode", "ic");
              assert.equal(currentMessageMode(), "public");
            } else {
              await settings().set("core", "rollMode", "gmroll");
              assert.equal(currentMessageMode(), "gmroll");
            }
            const data = applyMessageMode({ content: "Quench", speaker: { alias: "Quench" } } as { content: string; whisper?: string[] }, gmMessageMode());
            const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
            for (const id of gms) assert.include(data.whisper ?? [], id);
          } finally {
            await settings().set("core", key, before);
          }
        });
      });

      describe("chat input", function () {
        it("/speak is handled by the system on the running version's chat input (no unknown-command error, no message)", async () => {
          const chat = ui.chat as unknown as { processMessage?: (message: string) => Promise<unknown> } | undefined;
          if (!chat?.processMessage) return assert.ok(false, "ui.chat.processMessage is missing");
          if (game.combats?.active) return assert.ok(true, "skipped: a combat is active in this world");
          const count = game.messages?.size ?? 0;
          const typed = generation() >= 14 ? "<p>/speak Quench check</p>" : "/speak Quench check";
          // Without an active combat the system warns and stops the message; core must not reject it first.
          await chat.processMessage(typed);
          assert.equal(game.messages?.size ?? 0, count, "no chat message was created");
        });
      });

      describe("core keys and hints", function () {
        it("the core key the tracker filters still exists; the subtype hints resolve to text", () => {
          assert.ok(game.i18n?.has("COMBAT.CombatantClear"), "COMBAT.CombatantClear is still a core key");
          for (const [doc, type] of [["Actor", "character"], ["Actor", "creature"], ["Item", "weapon"], ["RegionBehavior", TERRAIN_BEHAVIOR_TYPE]] as const) {
            const key = `TYPES.HINTS.${doc}.${type}`;
            assert.ok(game.i18n?.has(key), `${key} is localised`);
            if (generation() >= 14) {
              const hints = (CONFIG as unknown as Record<string, { typeHints?: Record<string, string> } | undefined>)[doc]?.typeHints;
              if (hints?.[type] !== undefined) assert.notInclude(game.i18n?.localize(hints[type]) ?? "", "TYPES.HINTS");
            }
          }
        });
      });

      describe("initiative clears", function () {
        it("a bare initiative clear (core's Clear Initiative) of a scheduled action is refused and the score kept; a stray score with no action is cleared", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          const [actor] = await foundry.documents.Actor.createDocuments([{ name: "Quench Versions", type: "creature" }] as never);
          if (actor) cleanup.push(() => actor.delete());
          const combat = await foundry.documents.Combat.create({ scene: null, active: false } as never);
          if (combat) cleanup.push(() => combat.delete());
          const [combatant] = (await combat!.createEmbeddedDocuments("Combatant", [{ actorId: actor!.id, name: "Quench Versions" }] as never)) as Combatant.Implementation[];
          // No action yet (the combat has not begun): a typed score is a stray one and may be cleared.
          await combatant!.update({ initiative: 12 } as never);
          await combatant!.update({ initiative: null } as never);
          assert.equal(combatant!.initiative, null);
          // An action scheduled from the score: the bare clear would leave it under a blank score.
          await combatant!.update({ initiative: 12, "system.action": { startedRound: 1, score: 12, castingSeconds: 0, landsAt: 32, delayedFrom: 0 } } as never);
          await combatant!.update({ initiative: null } as never);
          assert.equal(combatant!.initiative, 12);
        });
      });

      describe("Scene Levels (v14)", function () {
        it("a Terrain region on one Level applies there and not on another; on v13 the region applies everywhere", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          const scene = await createHexScene("Quench versions (temporary)");
          cleanup.push(() => scene.delete());
          const cell = { i: 2, j: 2 };
          const rect = { type: "rectangle", x: 0, y: 0, width: 1000, height: 1000, rotation: 0, hole: false };
          const levelled = scene as unknown as { levels?: { contents: Array<{ id: string }> }; createEmbeddedDocuments(name: string, data: unknown[]): Promise<Array<{ id: string }>> };
          if (generation() < 14 || !levelled.levels) {
            await scene.createEmbeddedDocuments("Region", [{ name: "Forest", shapes: [rect], behaviors: [{ type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "forest" } }] }] as never);
            assert.equal(terrainAtOffset(scene, cell, { level: null, elevation: 0 }).terrain, "forest");
            assert.equal(terrainAtOffset(scene, cell, { level: null, elevation: 30 }).terrain, "forest");
            return;
          }
          const ground = levelled.levels.contents[0]!.id;
          const [upper] = await levelled.createEmbeddedDocuments("Level", [{ name: "Upper", elevation: { bottom: 10, top: 20 } }]);
          await scene.createEmbeddedDocuments("Region", [
            { name: "Ground forest", levels: [ground], shapes: [rect], behaviors: [{ type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "forest" } }] },
            { name: "Upper swamp", levels: [upper!.id], elevation: { bottom: 10, top: 20 }, shapes: [rect], behaviors: [{ type: TERRAIN_BEHAVIOR_TYPE, system: { terrain: "swamp" } }] },
          ] as never);
          assert.equal(terrainAtOffset(scene, cell, { level: ground, elevation: 0 }).terrain, "forest");
          assert.equal(terrainAtOffset(scene, cell, { level: upper!.id, elevation: 10 }).terrain, "swamp");
        });
      });

      describeLiveConfirmations(context, cleanup);
    },
    { displayName: "Enchanted Realms: Foundry v13/v14 touch-points" },
  );
}
