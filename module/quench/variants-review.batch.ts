/**
 * Quench batch for rule variants where features meet, run by a maintainer in a
 * live world as the GM (not run on CI). It switches the rule variants, makes a character and a
 * creature on the viewed hex scene, and checks in Foundry itself:
 *  - G13A-11: after a 13th Age ambush round the escalation die is 0 in round 2 and 1 in round 3;
 *  - a combatant the ambush keeps out of round 1 cannot declare a double move;
 *  - Reset Initiative undoes a double move declared this round.
 * Everything it made is deleted and the setting restored afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { escalationOf } from "../combat/escalation";
import { toggleAmbusher } from "../combat/variant-actions";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };

export function registerVariantsReviewBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-review`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let combat: ERCombat | null = null;
      const actorIds: string[] = [];
      const ids = { pc: "", monster: "" };
      const member = (key: keyof typeof ids): ERCombatant => {
        const c = combat?.combatants.get(ids[key]);
        if (!(c instanceof ERCombatant)) throw new Error(`combatant ${key} is missing`);
        return c;
      };

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        const scene = canvas?.scene;
        assert.ok(scene, "view a hex scene first");
        const made = await Actor.createDocuments([
          { name: "Quench Review Hero", type: "character" },
          { name: "Quench Review Goblin", type: "creature" },
        ] as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        const tokens = await scene!.createEmbeddedDocuments("Token", made.map((a, i) => ({ actorId: a!.id, x: 200 + i * 200, y: 200, actorLink: true, disposition: i === 0 ? 1 : -1 })) as unknown as TokenDocument.CreateData[]);
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        const created = await Combat.createDocuments([{ scene: scene!.id, active: true }] as unknown as Combat.CreateData[]);
        combat = created[0] as unknown as ERCombat;
        const members = await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ tokenId: t.id, sceneId: scene!.id, actorId: t.actorId })) as unknown as Combatant.CreateData[]);
        ids.pc = members[0]!.id ?? "";
        ids.monster = members[1]!.id ?? "";
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        await combat?.delete();
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("rule variants where features meet", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("G13A-11: the creature ambushes; the hero cannot double move in round 1; the die is 0 in round 2 and 1 in round 3", async () => {
          await toggleAmbusher(combat!, ids.monster);
          await combat!.startCombat();
          assert.equal(combat!.round, 1);
          await combat!.declareDoubleMove(ids.pc);
          assert.equal(member("pc").erSystem.doubleMoveRound ?? 0, 0, "the ambushed hero has no action to trade");
          await combat!.nextRound();
          assert.equal(escalationOf(combat!.system).value, 0);
          await combat!.nextRound();
          assert.equal(escalationOf(combat!.system).value, 1);
        });

        it("Reset Initiative undoes this round's double move", async () => {
          await combat!.declareDoubleMove(ids.pc);
          assert.equal(member("pc").erSystem.doubleMoveRound ?? 0, combat!.round, "the declaration at second 1 is accepted");
          await combat!.resetAll();
          assert.equal(member("pc").erSystem.doubleMoveRound ?? 0, 0);
        });
      });
    },
    { displayName: "ENCHANTED REALMS: variants, features that meet (GM)" },
  );
}
