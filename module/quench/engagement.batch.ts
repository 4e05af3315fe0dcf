/**
 * Quench batch: 13th Age engagement in a live world (VARIANTS.md §13.1, §13.3 row 7; GT-5, GT-7),
 * run by a maintainer as the GM (not run on CI). It checks what the stand-ins cannot: that core's
 * `moveToken` hook on the GM's client gives the movement's origin and destination as the opportunity
 * cards read them, that real tokens' dispositions and statuses make the engagement, that the cards
 * are stamped at the movement second and the foes recorded, and that a disengage check is rolled and
 * its failure forfeits the round's later phases, and that an interception (G13E-I9 live) reads a real
 * token's movement history as the mover's path and writes both records. Everything it made is
 * deleted and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, fromAbsolute, movementForfeit } from "../rules";
import { currentRuleset } from "../variants/setting";
import { requestDisengage } from "../combat/disengage";
import { handleIntercept } from "../combat/intercept";
import { foundryInterceptWorld } from "../combat/intercept-foundry";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const attackFlag = (m: ChatMessage.Implementation) => (m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.["attack"] as { stamp?: { second?: number } | null } | undefined;

export function registerEngagementBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.engagement`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      const actors: Actor.Implementation[] = [];
      const tokens: TokenDocument.Implementation[] = [];
      const messagesBefore = new Set<string>();
      const newCards = () => (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id) && attackFlag(m) !== undefined);

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        scene = await createHexScene("Quench engagement");
        const made = await foundry.documents.Actor.createDocuments([
          { name: "Quench hero", type: "character", system: { movement: { speed: 12 } } },
          { name: "Quench orc A", type: "creature" },
          { name: "Quench orc B", type: "creature" },
          { name: "Quench orc stunned", type: "creature" },
        ] as never);
        actors.push(...(made as Actor.Implementation[]));
        for (const orc of actors.slice(1)) {
          await orc.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon", system: { kind: "melee", attack: "1d20", damage: "1d6" } }] as never);
        }
        await actors[3]!.toggleStatusEffect("stunned", { active: true });
        const at = (i: number, j: number) => scene!.grid.getTopLeftPoint({ i, j });
        const placed = await scene.createEmbeddedDocuments("Token", [
          { name: "Hero", actorId: actors[0]!.id, ...at(4, 4), disposition: 1, actorLink: true },
          { name: "Orc A", actorId: actors[1]!.id, ...at(4, 5), disposition: -1, actorLink: true },
          { name: "Orc B", actorId: actors[2]!.id, ...at(4, 3), disposition: -1, actorLink: true },
          { name: "Orc C", actorId: actors[3]!.id, ...at(3, 4), disposition: -1, actorLink: true },
        ] as never);
        tokens.push(...(placed as TokenDocument.Implementation[]));
        combat = ((await foundry.documents.Combat.create({ scene: scene.id, active: true })) ?? null) as unknown as Combat.Implementation | null;
        if (!combat) throw new Error("could not create the combat");
        await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ tokenId: t.id, sceneId: scene!.id, actorId: t.actorId })) as never);
        await combat.startCombat();
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if (combat && game.combats?.get(combat.id ?? "")) await combat.delete();
        if (scene) await scene.delete();
        for (const a of actors) await a.delete();
        const made = (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id)).map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("engagement under the 13th Age preset", function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("GT-7: leaving the hex next to two able orcs and a stunned one posts two attack cards stamped at the movement second", async () => {
          const hero = tokens[0]!;
          const absolute = (combat!.system as { absolute?: number }).absolute ?? 1;
          await hero.update(scene!.grid.getTopLeftPoint({ i: 4, j: 8 }) as never);
          assert.isTrue(await until(() => newCards().length >= 2, 10_000), "two cards");
          assert.equal(newCards().length, 2);
          for (const m of newCards()) assert.equal(attackFlag(m)?.stamp?.second, fromAbsolute(absolute).second);
          const memory = (hero.combatant?.system as { variant?: { engageSpent?: string } } | undefined)?.variant;
          assert.equal(memory?.engageSpent?.split(",").length, 2, "both orcs spent for the round");
        });

        it("GT-5 shape: a disengage check is rolled and recorded; a failure forfeits the later phases", async () => {
          const hero = tokens[0]!;
          await hero.update(scene!.grid.getTopLeftPoint({ i: 4, j: 4 }) as never);
          await combat!.nextRound();
          const c = hero.combatant!;
          await requestDisengage(combat as never, c.id!);
          const memory = (c.system as { variant: Record<string, unknown> }).variant;
          assert.equal(memory["disengageRound"], combat!.round);
          const failed = memory["disengageResult"] === "failure";
          const lost = movementForfeit({ round: combat!.round ?? 0, second: 16, memory }, currentRuleset());
          assert.equal(lost, failed ? "disengageFailed" : null);
        });

        it("G13E-I9 live: a free orc intercepts the hero walking past it; both records written, the hero's phase lost", async () => {
          await combat!.nextRound();
          const [hero, orcA, orcB, orcC] = tokens as [TokenDocument.Implementation, TokenDocument.Implementation, TokenDocument.Implementation, TokenDocument.Implementation];
          // Clear the field: the orcs B and C far away, orc A free beside the hero's way (GM moves in the round before its phase).
          await orcB.update(scene!.grid.getTopLeftPoint({ i: 12, j: 12 }) as never);
          await orcC.update(scene!.grid.getTopLeftPoint({ i: 14, j: 12 }) as never);
          await combat!.nextRound();
          await orcA.update(scene!.grid.getTopLeftPoint({ i: 6, j: 8 }) as never);
          await combat!.nextRound();
          await hero.update(scene!.grid.getTopLeftPoint({ i: 4, j: 8 }) as never);
          await hero.update(scene!.grid.getTopLeftPoint({ i: 9, j: 8 }) as never);
          // The GM's "past" is given here instead of the dialog.
          const world = { ...foundryInterceptWorld(), confirmPast: async () => true };
          const outcome = await handleIntercept({ kind: "intercept", combatId: combat!.id!, combatantId: orcA.combatant!.id!, targetCombatantId: hero.combatant!.id! }, game.user!.id!, world);
          assert.isNull(outcome, "the interception is carried out");
          const heroMemory = (hero.combatant!.system as { variant: Record<string, unknown> }).variant;
          const now = fromAbsolute((combat!.system as { absolute?: number }).absolute ?? 1);
          assert.equal(movementForfeit({ round: now.round, second: now.second, memory: heroMemory }, currentRuleset()), "intercepted");
          assert.isTrue(Number((orcA.combatant!.system as { variant: Record<string, unknown> }).variant["interceptAt"]) > 0, "the orc's phase is spent");
        });
      });
    },
    { displayName: "Enchanted Realms: 13th Age engagement and opportunity attacks" },
  );
}
