/**
 * The combat modules at their edges: OSE evasion with a side that does not move and a count or rate
 * beyond every table row, the side's surprise roll offered only before Begin Combat, a stopped
 * retreat's forfeit as the movement code asks it, and the figures A5E's opportunity attack, OSE
 * running and A5E's World contribute.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, NO_VARIANT_MEMORY, PRESETS, resolveRuleset } from "../../index";
import { forfeitLabel, movementForfeit } from "../../movement-sources";
import { combatantCommandsOf } from "../../combat-commands";
import { toAbsolute } from "../../time";
import { speedModifier, waterChance, wildernessBaseChance } from "./ose-evasion";
import { A5E_OPPORTUNITY } from "./a5e-opportunity";
import { OSE_RUNNING } from "./ose-running";
import { A5E_WORLD_TURN } from "./a5e-world";
import { OSE_RETREAT, OSR_RETREAT } from "./retreat";

describe("OSE evasion's tables", () => {
  it("neither side twice as fast when neither moves, or only one does not", () => {
    const still = { count: 1, hexesPerRound: 0 };
    expect(speedModifier(still, still)).toBe(0);
    expect(speedModifier({ count: 1, hexesPerRound: 3 }, still)).toBe(25);
    expect(speedModifier(still, { count: 1, hexesPerRound: 3 })).toBe(-25);
  });
  it("a count or a rate no row names reads as the table's last row and band", () => {
    expect(wildernessBaseChance(Number.NaN, Number.NaN)).toBe(35);
    expect(wildernessBaseChance(2, Number.NaN)).toBe(90);
    expect(waterChance(0, Number.NaN)).toBe(10);
  });
});

describe("the side's surprise roll (OSE)", () => {
  it("is offered to the GM before Begin Combat only", () => {
    const roll = combatantCommandsOf(resolveRuleset(PRESETS.ose)).find((c) => c.id === "surprise.oseRoll")!;
    const ctx = { now: null, action: { startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 }, memory: NO_VARIANT_MEMORY };
    expect(roll.visible({ ...ctx, started: false })).toBe(true);
    expect(roll.visible({ ...ctx, started: true, now: { round: 1, second: 1 } })).toBe(false);
  });
});

describe("retreat", () => {
  it("the two models: only the OSR hack's stops on a hit", () => {
    expect([OSE_RETREAT.stopsOnHit, OSR_RETREAT.stopsOnHit]).toEqual([false, true]);
    expect(resolveRuleset(PRESETS.osr).points.retreat).toBe(OSR_RETREAT);
    expect(resolveRuleset(PRESETS.ose).points.retreat).toBe(OSE_RETREAT);
  });
  it("a retreat hit at second 9 forfeits the later movement phases of its round (G2-14), as the movement code asks", () => {
    const memory = { ...NO_VARIANT_MEMORY, retreatRound: 3, retreatStoppedAt: toAbsolute({ round: 3, second: 9 }) };
    const osr = resolveRuleset(PRESETS.osr);
    expect([1, 6, 11, 16].map((second) => movementForfeit({ round: 3, second, memory }, osr))).toEqual([null, null, "retreatStopped", "retreatStopped"]);
    expect(movementForfeit({ round: 4, second: 11, memory }, osr)).toBeNull();
  });
  it("a recorded stop stands for its round with the rule switched off, and is shown with its own label", () => {
    const memory = { ...NO_VARIANT_MEMORY, retreatRound: 3, retreatStoppedAt: toAbsolute({ round: 3, second: 9 }) };
    expect(movementForfeit({ round: 3, second: 11, memory }, BOOK_RULESET)).toBe("retreatStopped");
    expect(forfeitLabel("retreatStopped")).toBe("ER.Movement.Reason.retreatStopped");
  });
});

describe("the figures the modules contribute", () => {
  it("A5E's opportunity attack: no disengage check, nothing spared, no ranged or spell provoking, melee anywhere, no interception, one reaction", () => {
    expect(A5E_OPPORTUNITY).toEqual({ disengage: null, noOpportunity: [], rangedProvokes: false, spellsProvoke: false, meleeOnlyWhileEngaged: false, intercept: false, usesReaction: true });
    expect(resolveRuleset(PRESETS.a5e).points.engagement).toBe(A5E_OPPORTUNITY);
  });
  it("OSE running (003:L681, L732, L736) and the World's d6 rolled on use (004:L91)", () => {
    expect(OSE_RUNNING).toEqual({ factor: 3, windedAfter: 300, recoveryAfter: 1800 });
    expect(A5E_WORLD_TURN).toEqual({ die: 6, rollOnUse: true });
  });
});
