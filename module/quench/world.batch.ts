/**
 * Quench batch for the World's turn (VARIANTS.md §6.9, §13.3 row 43), run by a maintainer in a live
 * world as the GM (not run on CI). Under the Level Up A5E preset, on a temporary hex scene, a
 * creature and a started combat: at second 1 of round 1 the World entry heads the tracker before
 * the movement phase row, Flame Burst (Recharge 4–6) is used from the Combat, its use card carries
 * the recharge d6 and the action is spent exactly when that d6 is under 4; at the next round the
 * round card carries the round start's d6 when it was still spent. Everything is deleted and the
 * setting restored afterwards. {@link worldActionLeg} is the leg alone, for a combined batch.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, type WorldState } from "../rules";
import { ERCombat } from "../combat/combat";
import { combatClock } from "../combat/clock-state";
import { useWorld, worldOf } from "../combat/world";
import { currentRuleset } from "../variants/setting";
import { tempFight, type TempFight } from "./fixtures";
import { BATCH_TIMEOUT_MS, type QuenchApi, type QuenchAssert } from "./types";

const FLAME: WorldState = { usedRound: 0, actions: [{ id: "flame", name: "Flame Burst", recharge: 4, spent: false, hidden: false }] };

const d6Of = (html: string): number | null => {
  const m = /data-d6="(\d)"/.exec(html);
  return m ? Number(m[1]) : null;
};

/**
 * The leg: `combat` is a started combat at round 1, second 1 under a ruleset with world actions
 * (the A5E preset). Uses Flame Burst, checks the tracker, the use card and the next round's card.
 */
export async function worldActionLeg(combat: ERCombat, assert: QuenchAssert): Promise<void> {
  assert.deepEqual(combatClock(combat), { round: 1, second: 1 }, "the leg starts at round 1, second 1");
  await combat.update({ "system.world": FLAME } as never);
  await ui.combat?.render({ force: true });
  const tracker = (ui.combat as unknown as { element?: HTMLElement } | null)?.element;
  const rows = [...(tracker?.querySelectorAll<HTMLElement>("[data-er-world], .er-phase-row, .combatant") ?? [])];
  assert.ok(rows[0]?.hasAttribute("data-er-world"), "the World entry heads the tracker, before the movement phase row of second 1");
  const before = game.messages?.contents.length ?? 0;
  assert.isNull(await useWorld(combat, "flame", combatClock(combat), currentRuleset()), "the GM uses Flame Burst at second 1");
  const useCard = game.messages?.contents.slice(before).find((m) => (m.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.["worldAction"]);
  assert.ok(useCard, "a use card is posted");
  const first = d6Of(String(useCard!.content));
  assert.ok(first !== null && first >= 1 && first <= 6, "the use card shows the recharge d6");
  assert.equal(worldOf(combat.system).actions[0]!.spent, first! < 4, "spent exactly when the d6 is under 4 (004:L91)");
  assert.equal(await useWorld(combat, "flame", combatClock(combat), currentRuleset()), "usedThisRound", "the World acts once a round");
  const stillSpent = worldOf(combat.system).actions[0]!.spent;
  const mark = game.messages?.contents.length ?? 0;
  await combat.nextRound();
  const roundCard = game.messages?.contents.slice(mark).find((m) => (m.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.["roundCard"] === 2);
  assert.ok(roundCard, "round 2's card is posted");
  const d6 = d6Of(String(roundCard!.content));
  if (stillSpent) {
    assert.ok(d6 !== null, "the round card shows the round start's d6 of a spent action");
    assert.equal(worldOf(combat.system).actions[0]!.spent, d6! < 4, "regained on a 4 or more");
  } else assert.isNull(d6, "no d6 for an action already regained");
}

export function registerWorldBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.world`,
    (context) => {
      const { describe, it, assert, before, after } = context;
      let fight: TempFight | null = null;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        fight = await tempFight({ name: "Quench World", variants: PRESETS.a5e, actor: { type: "creature" }, token: {} });
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        await fight?.cleanup();
      });

      describe("the World's turn at second 1 (VARIANTS.md row 43)", () => {
        it("a world action at second 1 of a round, with its recharge d6 on the use card and the round card", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await worldActionLeg(fight!.combat as unknown as ERCombat, assert);
        });
      });
    },
    { displayName: "Enchanted Realms: world actions (A5E, GM)" },
  );
}
