/**
 * The initiative modules' own arithmetic at its edges: every refusal's code, parameter, value and
 * text, acceptance exactly at each bound, and the hold and ready commands a model contributes.
 */
import { describe, expect, it } from "vitest";
import { MAX_INITIATIVE_MODIFIER, NO_ACTION, NO_VARIANT_MEMORY, PRESETS, planAction, resolveRuleset, type CommandContext } from "../../index";
import { MAX_ABILITY_SCORE } from "../../ability-scale";
import { MAX_LEVEL } from "../../initiative/models";
import { expectRefusal, hostile } from "../../../../tests/support/rules-error";
import { a13InitiativeBonus } from "./a13";
import { a5eModel } from "./a5e";
import { D20_ANCHOR_MAX, D20_ANCHOR_MIN, d20Second } from "./d20-anchor";
import { OSE_INDIVIDUAL_MODEL, oseDexInitiativeAdjustment } from "./ose-individual";
import { oseSecond } from "./ose-side";
import { dexOrderSecond } from "./osr-dex";
import { A13_HOLD_READY, OSR_HOLD_READY, holdReadyCommands, holdReadyContribution } from "./hold-ready";

const ACTOR = { dex: 10, level: 0, slow: false };

describe("13th Age: DEX modifier + level", () => {
  it("accepts a level up to the bound and refuses one past it", () => {
    expect(a13InitiativeBonus(10, MAX_LEVEL)).toBe(MAX_LEVEL);
    expect(a13InitiativeBonus(14, 0)).toBe(2);
    expectRefusal(() => a13InitiativeBonus(10, MAX_LEVEL + 1), "OUT_OF_RANGE", "level", MAX_LEVEL + 1, `expected a level 0–${MAX_LEVEL}`);
  });
  it("names the bad DEX and the bad level", () => {
    expectRefusal(() => a13InitiativeBonus(-1, 0), "NEGATIVE", "dex", -1, "");
    expectRefusal(() => a13InitiativeBonus(MAX_ABILITY_SCORE + 1, 0), "OUT_OF_RANGE", "dex", MAX_ABILITY_SCORE + 1, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
    expectRefusal(() => a13InitiativeBonus(10, -1), "NEGATIVE", "level", -1, "");
    expectRefusal(() => a13InitiativeBonus(10, 1.5), "NOT_INTEGER", "level", 1.5, "");
  });
});

describe("A5E: the DEX modifier", () => {
  it("names the actor's DEX when refused", () => {
    const model = a5eModel(resolveRuleset(PRESETS.a5e).config);
    expect(model.bonus({ ...ACTOR, dex: 16 })).toBe(3);
    expectRefusal(() => model.bonus({ ...ACTOR, dex: -2 }), "NEGATIVE", "actor.dex", -2, "");
  });
});

describe("the d20 anchor (D3)", () => {
  it("maps at both ends of the total's bound and of the anchor's", () => {
    expect(d20Second(MAX_INITIATIVE_MODIFIER)).toBe(1);
    expect(d20Second(-MAX_INITIATIVE_MODIFIER)).toBe(20);
    expect(d20Second(1, D20_ANCHOR_MIN)).toBe(1);
    expect(d20Second(20, D20_ANCHOR_MAX)).toBe(20);
    expect(d20Second(41, D20_ANCHOR_MAX)).toBe(19);
    expect(d20Second(5, 21)).toBe(16);
  });
  it("refuses a total or an anchor past its bound, or fractional, by name", () => {
    expectRefusal(() => d20Second(MAX_INITIATIVE_MODIFIER + 1), "OUT_OF_RANGE", "total", MAX_INITIATIVE_MODIFIER + 1, `expected a total within ±${MAX_INITIATIVE_MODIFIER}`);
    expectRefusal(() => d20Second(-MAX_INITIATIVE_MODIFIER - 1), "OUT_OF_RANGE", "total", -MAX_INITIATIVE_MODIFIER - 1, "");
    expectRefusal(() => d20Second(1.5), "NOT_INTEGER", "total", 1.5, "");
    expectRefusal(() => d20Second(10, D20_ANCHOR_MIN - 1), "OUT_OF_RANGE", "anchor", D20_ANCHOR_MIN - 1, `expected an anchor ${D20_ANCHOR_MIN}–${D20_ANCHOR_MAX}`);
    expectRefusal(() => d20Second(10, D20_ANCHOR_MAX + 1), "OUT_OF_RANGE", "anchor", D20_ANCHOR_MAX + 1, "");
    expectRefusal(() => d20Second(10, 20.5), "NOT_INTEGER", "anchor", 20.5, "");
  });
});

describe("OSE: the side's second and the individual DEX adjustment", () => {
  it("maps a result at both ends of its bound", () => {
    expect(oseSecond(MAX_INITIATIVE_MODIFIER)).toBe(1);
    expect(oseSecond(-MAX_INITIATIVE_MODIFIER)).toBe(19);
    expectRefusal(() => oseSecond(MAX_INITIATIVE_MODIFIER + 1), "OUT_OF_RANGE", "result", MAX_INITIATIVE_MODIFIER + 1, `expected a result within ±${MAX_INITIATIVE_MODIFIER}`);
    expectRefusal(() => oseSecond(-MAX_INITIATIVE_MODIFIER - 1), "OUT_OF_RANGE", "result", -MAX_INITIATIVE_MODIFIER - 1, "");
    expectRefusal(() => oseSecond(2.5), "NOT_INTEGER", "result", 2.5, "");
  });
  it("the DEX table over the whole score range, refusing outside it", () => {
    expect([0, 3, 4, 8, 9, 12, 13, 17, 18, MAX_ABILITY_SCORE].map(oseDexInitiativeAdjustment)).toEqual([-2, -2, -1, -1, 0, 0, 1, 1, 2, 2]);
    expectRefusal(() => oseDexInitiativeAdjustment(-1), "OUT_OF_RANGE", "dex", -1, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
    expectRefusal(() => oseDexInitiativeAdjustment(MAX_ABILITY_SCORE + 1), "OUT_OF_RANGE", "dex", MAX_ABILITY_SCORE + 1, "");
    expectRefusal(() => oseDexInitiativeAdjustment(hostile("12")), "NOT_A_NUMBER", "dex", "12", "");
    expectRefusal(() => OSE_INDIVIDUAL_MODEL.bonus({ ...ACTOR, dex: -1 }), "NEGATIVE", "actor.dex", -1, "");
  });
});

describe("the OSR DEX order", () => {
  it("names the bad DEX", () => {
    expect([dexOrderSecond(0), dexOrderSecond(20), dexOrderSecond(MAX_ABILITY_SCORE)]).toEqual([20, 1, 1]);
    expectRefusal(() => dexOrderSecond(-1), "NEGATIVE", "dex", -1, "");
  });
});

describe("hold and ready (hold-ready.ts)", () => {
  const AT_COUNT: CommandContext = { started: true, now: { round: 1, second: 8 }, action: planAction(1, 8), memory: NO_VARIANT_MEMORY };
  const HELD: CommandContext = { ...AT_COUNT, now: { round: 1, second: 12 }, action: { ...AT_COUNT.action, landsAt: 0 }, memory: { ...NO_VARIANT_MEMORY, held: 1 } };
  const visibleIds = (cmds: ReturnType<typeof holdReadyCommands>, ctx: CommandContext) => cmds.filter((c) => c.visible(ctx)).map((c) => c.id);

  it("13th Age holds, readies and acts in the next round; the OSR hack only delays within the round", () => {
    expect(A13_HOLD_READY).toEqual({ ready: true, actNextRound: true });
    expect(OSR_HOLD_READY).toEqual({ ready: false, actNextRound: false });
  });
  it("a model's contribution: its capability and its commands (no ready without readying)", () => {
    expect(holdReadyContribution(A13_HOLD_READY).holdReady).toBe(A13_HOLD_READY);
    expect(holdReadyContribution(A13_HOLD_READY).combatantCommands!.map((c) => c.id)).toEqual(["initiative.hold", "initiative.ready", "initiative.actNow"]);
    expect(holdReadyContribution(OSR_HOLD_READY).combatantCommands!.map((c) => c.id)).toEqual(["initiative.hold", "initiative.actNow"]);
  });
  it("hold and ready at the action's count, act now once held; nothing before the clock runs", () => {
    const a13 = holdReadyCommands(A13_HOLD_READY);
    expect(visibleIds(a13, AT_COUNT)).toEqual(["initiative.hold", "initiative.ready"]);
    expect(visibleIds(a13, HELD)).toEqual(["initiative.actNow"]);
    expect(visibleIds(a13, { ...AT_COUNT, now: null })).toEqual([]);
    expect(visibleIds(a13, { ...HELD, now: null })).toEqual([]);
    expect(visibleIds(holdReadyCommands(OSR_HOLD_READY), AT_COUNT)).toEqual(["initiative.hold"]);
    expect(visibleIds(a13, { ...AT_COUNT, action: NO_ACTION })).toEqual([]);
  });
});
