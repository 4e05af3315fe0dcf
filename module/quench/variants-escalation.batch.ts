/**
 * Quench batches for the escalation die and double move (VARIANTS.md rows 5 and 10), run by
 * a maintainer in a live world (not run on CI). They need the rule-variant world setting
 * (`enchanted-realms.variants`, module/variants/setting.ts); without it they
 * fail at once and say so.
 *
 *  1. GM: "variants: escalation die and double move (GM)". Switches to the 13th Age preset, makes
 *     a character and a creature on the viewed hex scene, begins a combat and checks, in Foundry
 *     itself: the stored die and Foundry's own validation of its bounds, the round-by-round count
 *     with hold and reset (G13A-7, G13A-7c), the tracker header and the "ED +n" marker, roll data
 *     (G13A-7b, with the real `frightened` status), and a double move (G13A-15) through the
 *     tracker's context entry and the ruler's limits. Everything is deleted and the setting
 *     restored afterwards, unless "keep for the player" is chosen (see 2).
 *  2. Player (second browser, while the GM's batch 1 fight is kept by setting
 *     `globalThis.erKeepVariantsFight = true` before running it): "variants: player attacks".
 *     A forged die write and a double move for the creature are put back or refused by the GM's
 *     client. Then the GM deletes the fight (combat tracker) and restores the preset by hand.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, toAbsolute } from "../rules";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { MARKER_ID } from "../combat/marker";
import { SOCKET } from "../combat/relay";
import { escalationOf } from "../combat/escalation";
import { moveContextOf } from "../canvas/mover";
import { contextMenuEntryLabel } from "../compat";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(test: () => boolean, what: string, ms = 5000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await wait(50);
  }
}

const FLAG = "quenchVariants";

function variantsFight(): ERCombat | null {
  for (const combat of game.combats?.contents ?? []) {
    const flags = combat.flags as Record<string, Record<string, unknown> | undefined>;
    if (flags[SYSTEM_ID]?.[FLAG] && combat instanceof ERCombat) return combat;
  }
  return null;
}

export function registerVariantsEscalationBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.variants-escalation`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let combat: ERCombat | null = null;
      let saved: unknown;
      const actorIds: string[] = [];
      const ids = { pc: "", monster: "" };
      const member = (key: keyof typeof ids): ERCombatant => {
        const c = combat?.combatants.get(ids[key]);
        if (!(c instanceof ERCombatant)) throw new Error(`combatant ${key} is missing`);
        return c;
      };
      const die = () => escalationOf(combat?.system);

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS.a13));
        const scene = canvas?.scene;
        assert.ok(scene, "view a hex scene first");
        // The hero is a player character (001:L132 "Each PC"): owned by a player when the world has one.
        const player = game.users?.find((u) => !u.isGM);
        const made = await Actor.createDocuments([
          { name: "Quench ED Hero", type: "character", ...(player?.id ? { ownership: { [player.id]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } } : {}) },
          { name: "Quench ED Goblin", type: "creature" },
        ] as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        const tokens = await scene!.createEmbeddedDocuments("Token", made.map((a, i) => ({ actorId: a!.id, x: 200 + i * 200, y: 200, actorLink: true })) as unknown as TokenDocument.CreateData[]);
        const created = await Combat.createDocuments([{ scene: scene!.id, active: true, flags: { [SYSTEM_ID]: { [FLAG]: true } } }] as unknown as Combat.CreateData[]);
        combat = created[0] as unknown as ERCombat;
        const members = await combat.createEmbeddedDocuments("Combatant", tokens.map((t) => ({ tokenId: t.id, sceneId: scene!.id, actorId: t.actorId })) as unknown as Combatant.CreateData[]);
        ids.pc = members[0]!.id ?? "";
        ids.monster = members[1]!.id ?? "";
        await combat.startCombat();
        await until(() => combat!.round === 1, "round 1");
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        if ((globalThis as { erKeepVariantsFight?: boolean }).erKeepVariantsFight === true) return;
        await combat?.delete();
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe("escalation die (G13A-7, G13A-7b, G13A-7c)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("Foundry's model stores the die and refuses a value past its bound", async () => {
          assert.deepEqual(die(), { value: 0, held: false });
          let refused = false;
          try {
            await combat!.update({ "system.escalation.value": 1000 } as unknown as Combat.UpdateData);
          } catch {
            refused = true;
          }
          assert.isTrue(refused || die().value <= 99, "a die of 1000 is refused by the model");
          // A combat made from data without the die (an older world) loads with the initial one.
          const old = new (CONFIG.Combat.documentClass as unknown as new (d: object) => ERCombat)({ system: { absolute: 0, rolledRound: 0 } });
          assert.deepEqual(escalationOf(old.system), { value: 0, held: false });
        });

        it("counts rounds, holds and resets as the GM says", async () => {
          const seen = [die().value];
          await combat!.nextRound();
          seen.push(die().value); // round 2: 1
          await combat!.controlEscalation("hold");
          await combat!.nextRound();
          seen.push(die().value); // round 3: held at 1
          await combat!.controlEscalation("release");
          await combat!.nextRound();
          seen.push(die().value); // round 4: 2
          await combat!.nextRound();
          await combat!.controlEscalation("reset");
          seen.push(die().value); // round 5: reset to 0
          await combat!.nextRound();
          seen.push(die().value); // round 6: 1
          assert.deepEqual(seen, [0, 1, 1, 2, 0, 1]);
        });

        it("shows the die in the tracker header (with the GM's controls) and 'ED +n' beside the marker", async () => {
          await ui.combat?.render({ force: true });
          await until(() => !!document.querySelector("#combat .er-escalation"), "the tracker's die");
          assert.equal(document.querySelectorAll("#combat .er-escalation button[data-action='erEscalation']").length, 4);
          await until(() => document.querySelector(`#${MARKER_ID} .er-marker-escalation`)?.textContent?.trim() === `ED +${die().value}`, "the marker's ED");
        });

        it("@escalation: a character gets the die whether or not a player owns it, the creature 0, the frightened character 0", async () => {
          const pc = member("pc").actor!;
          const goblin = member("monster").actor!;
          assert.equal(pc.getRollData()["escalation"], die().value);
          assert.equal(goblin.getRollData()["escalation"], 0);
          await pc.toggleStatusEffect("frightened", { active: true });
          assert.equal(pc.getRollData()["escalation"], 0);
          await pc.toggleStatusEffect("frightened", { active: false });
        });
      });

      describe("double move (G13A-15)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("the tracker offers 'Double move (no action)' at second 1, and the ruler's allowance doubles", async () => {
          await combat!.nextRound();
          const before = moveContextOf(member("pc").token!)?.limits.allowances.optimal ?? -1;
          const tracker = ui.combat as unknown as { _getEntryContextOptions(): unknown[] };
          const labels = tracker._getEntryContextOptions().map((e) => contextMenuEntryLabel(e));
          assert.include(labels, game.i18n?.localize("ER.Variants.DoubleMove.Entry"));
          await combat!.declareDoubleMove(ids.pc);
          await until(() => member("pc").erSystem.doubleMoveRound === combat!.round, "the declaration");
          assert.equal(member("pc").erSystem.action.landsAt, 0, "no action second this round");
          const after = moveContextOf(member("pc").token!)?.limits.allowances.optimal ?? -1;
          assert.isAtLeast(after, before * 2 - 1, `phase 1 allowance ${before} → ${after}`);
          assert.equal(combat!.clock?.second, 1);
          assert.equal((combat!.system as unknown as { absolute: number }).absolute, toAbsolute({ round: combat!.round, second: 1 }));
        });
      });
    },
    { displayName: "ENCHANTED REALMS: variants, escalation die and double move (GM)" },
  );

  quench.registerBatch(
    `${SYSTEM_ID}.variants-escalation-player`,
    (context) => {
      const { describe, it, assert } = context;
      describe("player attacks (run as a player while the GM's fight is kept)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        it("a forged die write is put back by the GM's client", async () => {
          assert.isFalse(game.user?.isGM === true, "run this batch as a player");
          const combat = variantsFight();
          assert.ok(combat, "the GM's batch must keep its fight (globalThis.erKeepVariantsFight = true)");
          const before = escalationOf(combat!.system);
          try {
            await combat!.update({ "system.escalation": { value: 6, held: true } } as unknown as Combat.UpdateData);
          } catch {
            // Foundry itself may refuse the write: that is as good.
          }
          await wait(2000);
          assert.deepEqual(escalationOf(combat!.system), before);
        });

        it("a double move for a combatant the player does not own is refused", async () => {
          const combat = variantsFight()!;
          const theirs = combat.erCombatants.find((c) => !c.isOwner);
          assert.ok(theirs, "a combatant the player does not own");
          const before = JSON.stringify(theirs!.erSystem);
          game.socket?.emit(SOCKET, { kind: "doubleMove", combatId: combat.id, combatantId: theirs!.id, userId: game.users?.activeGM?.id });
          await wait(2000);
          assert.equal(JSON.stringify(theirs!.erSystem), before);
        });
      });
    },
    { displayName: "ENCHANTED REALMS: variants, player attacks (player)" },
  );
}
