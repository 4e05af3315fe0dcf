/**
 * Quench batch: movement modes in a live world (VARIANTS.md §6.5, §13.3 row 39; 004:L24), run by a
 * maintainer as the active GM (not run on CI). It checks what the stand-ins cannot: that core's
 * status toggle fires `createActiveEffect` on this client, that the flier's token really drops to
 * elevation 0 and loses its fly status, and that the existing falling card is posted once, stamped
 * at the running combat's second (the no-fall option keeps core's `moveToken` from posting a second).
 * It also checks the round's record of movement (§13.3 row 39): that `moveToken` reaches the active
 * GM's client with the committed waypoints and that the record lands in the combatant's memory, and
 * that the fallen flier's token is set back to walking.
 * `flierKnockedProneLeg` is exported so a combined batch can run it on its own fight.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS, fromAbsolute, toAbsolute } from "../rules";
import { FALL_CARD_FLAG, readFallCard } from "../resolution/falling-card";
import { until } from "./helpers";
import { useTempFight, type TempFight } from "./fixtures";
import { BATCH_TIMEOUT_MS, type QuenchApi, type QuenchBatchContext } from "./types";

/** A5E with falling damage on: the flier drops and the card is posted. */
const A5E_FALLING = { ...PRESETS.a5e, movement: { ...PRESETS.a5e.movement, falling: true } };

/** The flier of the leg: 30 ft up, flying, with a fly speed of 24 hexes. */
export const FLIER = { actor: { type: "creature", system: { health: { value: 30, max: 30 }, movement: { speed: 4, fly: 24 } } }, token: { elevation: 30 } } as const;

/**
 * GA-M6 live: the fight's token (made from FLIER under A5E_FALLING) is given the fly status, the
 * clock put at round 1 second 6, then it is knocked prone; it must fall to 0 with one 3d6 card.
 */
export function flierKnockedProneLeg(context: QuenchBatchContext, fight: () => TempFight | null, when: { round: number; second: number } = { round: 1, second: 6 }): void {
  const { it, assert } = context;
  const fallCards = () => (fight()?.newMessages() ?? []).filter((m) => readFallCard((m.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[FALL_CARD_FLAG]) !== null);
  it(`GA-M6: a flying creature knocked prone at second ${when.second} falls to elevation 0, loses fly, and gets one 3d6 falling card stamped second ${when.second}`, async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    const f = fight();
    if (!f) this.skip();
    const { actor, token, combat } = f!;
    await combat.update({ "system.absolute": toAbsolute(when) } as never);
    await token.update({ movementAction: "fly" } as never);
    await actor.toggleStatusEffect("fly", { active: true });
    assert.equal(token.elevation, 30, "still aloft while flying");
    await actor.toggleStatusEffect("prone", { active: true });
    assert.isTrue(await until(() => token.elevation === 0, 10_000), "the token dropped to elevation 0");
    assert.isTrue(await until(() => !actor.statuses.has("fly"), 10_000), "the fly status is gone");
    assert.equal((token as unknown as { movementAction?: unknown }).movementAction, "walk", "its token walks again");
    assert.isTrue(await until(() => fallCards().length === 1, 10_000), "one falling card");
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(fallCards().length, 1, "no second card from the elevation write");
    const card = readFallCard((fallCards()[0]!.flags as Record<string, Record<string, unknown>>)[SYSTEM_ID]![FALL_CARD_FLAG])!;
    const at = fromAbsolute((combat.system as unknown as { absolute: number }).absolute);
    assert.deepEqual([card.feet, card.dice, card.faces], [30, 3, 6]);
    assert.deepEqual(card.stamp, { round: at.round, second: at.second });
  });
}

/**
 * GA-M8 live: at round 1 second 1 the GM moves the fight's token 2 hexes along its row; the active
 * GM's client records phase 1 of round 1 with 2 hexes walked in the combatant's memory.
 */
export function roundRecordLeg(context: QuenchBatchContext, fight: () => TempFight | null): void {
  const { it, assert } = context;
  it("GA-M8: a 2-hex walk at second 1 is recorded on the combatant (round 1, phase 1, 2 hexes, walking)", async function () {
    this.timeout(BATCH_TIMEOUT_MS);
    const f = fight();
    if (!f) this.skip();
    const { token, combat } = f!;
    await combat.update({ "system.absolute": toAbsolute({ round: 1, second: 1 }) } as never);
    const size = token.parent?.grid.size ?? 100;
    await token.move([{ x: token.x + 2 * size, y: token.y, action: "walk" }] as never);
    const variant = () => (token.combatant?.system as unknown as { variant?: Record<string, unknown> } | undefined)?.variant ?? {};
    assert.isTrue(await until(() => variant()["modeRound"] === 1, 10_000), "the record was written");
    assert.deepEqual([variant()["modeRound"], variant()["modePhase"], variant()["modeLast"]], [1, 1, "walk"]);
    assert.isAtLeast(variant()["modeHexesIn"] as number, 1, "hexes counted");
  });
}

export function registerModesBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.modes`,
    (context) => {
      const { describe } = context;
      const fightOf = useTempFight(context, { name: "Quench flier", variants: A5E_FALLING, ...FLIER });
      describe("the round's record of movement (004:L25)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        roundRecordLeg(context, fightOf);
      });
      describe("a flier knocked prone (004:L24)", function () {
        this.timeout(BATCH_TIMEOUT_MS);
        flierKnockedProneLeg(context, fightOf);
      });
    },
    { displayName: "Enchanted Realms: movement modes" },
  );
}
