/**
 * Quench batch for the World's turn (VARIANTS.md §6.9, §13.3 row 43), run by a maintainer in a live
 * world as the GM (not run on CI). Under the Level Up A5E preset, on a temporary hex scene, a
 * creature and a started combat: at second 1 of round 1 the World entry heads the tracker before
 * the movement phase row, Flame Burst (Recharge 4–6) is used from the Combat, its use card carries
 * the recharge d6 and the action is spent exactly when that d6 is under 4; at the next round the
 * round card carries the round start's d6 when it was still spent. Everything is deleted and the
 * setting restored afterwards. {@link worldActionLeg} is the leg alone, for a combined batch.
 * Then: an environment hazard's card under the token (a flat DC 40, 1d4 and restrained) is applied
 * from the card once and undone; Forceful Gale pushes the token 3 hexes by core's displace action
 * and posts no attack card.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, type WorldState } from "../rules";
import { ERCombat } from "../combat/combat";
import { combatClock } from "../combat/clock-state";
import { useWorld, worldOf } from "../combat/world";
import { currentRuleset } from "../variants/setting";
import { useTempFight, type TempFight } from "./fixtures";
import { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE } from "../canvas/ids";
import { closeRoundHazards, HAZARD_CARD_FLAG } from "../resolution/world-hazard-clock";
import { applyHazard, undoHazard, type HazardMessage } from "../resolution/hazard-card";
import { forcefulGale, type WorldMoveToken } from "../canvas/world-moves";
import { CARD_FLAG } from "../resolution/flag";
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

const flagsOf = (m: ChatMessage.Implementation) => (m.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID];
const healthOf = (actor: Actor.Implementation) => (actor.system as { health?: { value?: number } }).health?.value ?? NaN;

/** The hazard leg: a region under the token whose hazard always fails; its card applied once, then undone. */
export async function hazardCardLeg(fight: TempFight, assert: QuenchAssert): Promise<void> {
  const centre = fight.token.getCenterPoint();
  await fight.scene.createEmbeddedDocuments("Region", [{
    name: "Quench Mud",
    shapes: [{ type: "rectangle", x: centre.x - 40, y: centre.y - 40, width: 80, height: 80, rotation: 0, hole: false }],
    behaviors: [{ type: ENVIRONMENT_HAZARD_BEHAVIOR_TYPE, system: { save: "flat", dc: 40, damage: "1d4", effect: "", condition: "restrained", trigger: "endOfTurn" } }],
  }] as never);
  const health = healthOf(fight.actor);
  // The round being left forwards closes the end-of-turn moments the clock never passed.
  await closeRoundHazards(fight.combat as never, { round: ((fight.combat as unknown as { round: number }).round ?? 1) + 1 });
  const card = fight.newMessages().find((m) => flagsOf(m)?.[HAZARD_CARD_FLAG]);
  assert.ok(card, "the hazard's card is posted for the token standing in it");
  assert.equal(card!.rolls.length, 2, "the card carries the save's and the damage's rolls");
  const me = { id: game.user?.id ?? "", isGM: true };
  assert.isNull(await applyHazard(card as unknown as HazardMessage, me), "the GM applies the card");
  const damage = (flagsOf(card!)?.[HAZARD_CARD_FLAG] as { damage: number }).damage;
  assert.equal(healthOf(fight.actor), health - damage, "the card's damage is dealt");
  assert.isTrue(fight.actor.statuses.has("restrained"), "restrained is set");
  assert.equal(await applyHazard(card as unknown as HazardMessage, me), "applied", "a second click does nothing");
  assert.isNull(await undoHazard(card as unknown as HazardMessage, me), "the GM undoes it");
  assert.equal(healthOf(fight.actor), health, "the health is back");
  assert.isFalse(fight.actor.statuses.has("restrained"), "restrained is lifted");
}

/** The gale leg: the token pushed 3 hexes away from a point one hex to its left, by displace; no attack card. */
export async function galeLeg(fight: TempFight, assert: QuenchAssert): Promise<void> {
  const at = fight.scene.grid.getOffset(fight.token.getCenterPoint());
  const source = fight.scene.grid.getCenterPoint({ i: at.i, j: at.j - 1 });
  const mark = fight.newMessages().length;
  assert.equal(await forcefulGale([fight.token as unknown as WorldMoveToken], source), 1, "the gale moves the token");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const now = fight.scene.grid.getOffset(fight.token.getCenterPoint());
  assert.deepEqual(now, { i: at.i, j: at.j + 3 }, "3 hexes along its row, away from the source");
  assert.equal((fight.token as unknown as { movementHistory?: { action?: string }[] }).movementHistory?.at(-1)?.action ?? "displace", "displace", "moved by core's teleporting action");
  assert.ok(!fight.newMessages().slice(mark).some((m) => flagsOf(m)?.[CARD_FLAG]), "no opportunity attack card");
}

export function registerWorldBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.world`,
    (context) => {
      const { describe, it, assert } = context;
      const fightOf = useTempFight(context, { name: "Quench World", variants: PRESETS.a5e, actor: { type: "creature" }, token: {} });

      describe("the World's turn at second 1 (VARIANTS.md row 43)", () => {
        it("a world action at second 1 of a round, with its recharge d6 on the use card and the round card", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await worldActionLeg(fightOf()!.combat as unknown as ERCombat, assert);
        });
        it("an environment hazard's card applied once from the card, then undone", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await hazardCardLeg(fightOf()!, assert);
        });
        it("Forceful Gale pushes the token 3 hexes by displace, drawing no opportunity attack", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          await galeLeg(fightOf()!, assert);
        });
      });
    },
    { displayName: "Enchanted Realms: world actions (A5E, GM)" },
  );
}
