/**
 * Retreat (VARIANTS.md §4.9, §5.5; G2-14, GO-9; RESOLUTION.md RO-4, RT-10): the module's config,
 * memory slice, command, and the pure decisions the adapters call.
 */
import { describe, expect, it } from "vitest";
import {
  NO_ACTION,
  NO_VARIANT_MEMORY,
  PRESETS,
  actionSecondIn,
  combatantCommandsOf,
  fromAbsolute,
  moveDecision,
  moveLimits,
  movementAllowance,
  planAction,
  toAbsolute,
  type CombatantState,
  type MoveDecisionInput,
  type Mover,
} from "../../index";
import { BOOK_RULESET, MEMORY_FIELDS, resolveRuleset } from "../../ruleset";
import { variantConfig as cfg } from "../../../../tests/support/variants";
import { retreatCommandRefusal, retreatMovementLost, retreatRefusal, retreatStopAt, retreatedAction, retreatingIn } from "../../combat/retreat";
import { tradedAction } from "../../combat/action";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const state = (action = planAction(3, 9), over: Partial<CombatantState> = {}): CombatantState => ({ id: "a", action, tieBreak: 1, conditions: [], defeated: false, ...over });
const mem = (retreatRound = 0, retreatStoppedAt = 0, held = 0) => ({ ...NO_VARIANT_MEMORY, retreatRound, retreatStoppedAt, held });
const at = (round: number, second: number) => ({ round, second });
const mover = (over: Partial<Mover> = {}): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], ...over });

describe("retreat: the rule module (VARIANTS.md rows 19, 24)", () => {
  it("is off in the book, 'ose' in the OSE preset, 'osr' in the OSR preset; only the OSR rule stops on a hit", () => {
    expect(PRESETS.book.combat.retreat).toBe("off");
    expect(PRESETS.ose.combat.retreat).toBe("ose");
    expect(PRESETS.osr.combat.retreat).toBe("osr");
    expect(PRESETS.a13.combat.retreat).toBe("off");
    expect(BOOK_RULESET.points.retreat).toBeNull();
    expect(OSE.points.retreat).toEqual({ stopsOnHit: false });
    expect(OSR.points.retreat).toEqual({ stopsOnHit: true });
    expect(resolveRuleset(cfg({ combat: { retreat: "osr" } })).points.retreat).toEqual({ stopsOnHit: true });
  });

  it("declares its memory slice: the round of the retreat and the second a hit stopped it, both 0 at first", () => {
    expect(MEMORY_FIELDS["retreatRound"]).toMatchObject({ kind: "int", min: 0, initial: 0 });
    expect(MEMORY_FIELDS["retreatStoppedAt"]).toMatchObject({ kind: "int", min: 0, initial: 0 });
    expect([NO_VARIANT_MEMORY.retreatRound, NO_VARIANT_MEMORY.retreatStoppedAt]).toEqual([0, 0]);
  });

  it("offers 'Retreat this round' to owners in a started combat while the rule is in force, and not in the book", () => {
    const [command] = combatantCommandsOf(OSE).filter((c) => c.operation.kind === "retreat");
    expect(command).toMatchObject({ who: "owner", labelKey: "ER.Variants.Retreat.Entry" });
    expect(combatantCommandsOf(BOOK_RULESET).some((c) => c.operation.kind === "retreat")).toBe(false);
    const ctx = { started: true, now: at(3, 4), action: planAction(3, 9), memory: mem() };
    expect(command!.visible(ctx)).toBe(true);
    expect(command!.visible({ ...ctx, started: false, now: null })).toBe(false);
    expect(command!.visible({ ...ctx, memory: mem(3) })).toBe(false);
  });
});

describe("retreat: when it may be declared (VARIANTS.md §4.9, §5.5)", () => {
  const landsAt = (s: CombatantState) => fromAbsolute(s.action.landsAt);

  it("refused off, before the combat, twice in a round, after the action landed, when defeated or surprised", () => {
    const s = state();
    const lands = landsAt(s);
    expect(retreatRefusal(s, mem(), at(3, 1), false, BOOK_RULESET)).toBe("off");
    expect(retreatRefusal(s, mem(), null, false, OSE)).toBe("notStarted");
    expect(retreatRefusal(s, mem(3), at(3, 1), false, OSE)).toBe("already");
    expect(retreatRefusal(s, mem(), lands, false, OSE)).toBe("acted");
    expect(retreatRefusal(s, mem(), at(3, Math.min(20, lands.second + 1)), false, OSE)).toBe("acted");
    expect(retreatRefusal(state(undefined, { defeated: true }), mem(), at(3, 1), false, OSE)).toBe("unable");
    expect(retreatRefusal(s, mem(), at(3, 1), true, OSE)).toBe("surprised");
    expect(retreatRefusal(s, mem(), at(lands.round, lands.second - 1), false, OSE)).toBeNull();
    // A retreat of an earlier round does not stop this one.
    expect(retreatRefusal(s, mem(2), at(3, 1), false, OSR)).toBeNull();
  });

  it("refused once the round's action was traded for a double move; a held action may still be given up", () => {
    const traded = tradedAction(planAction(3, 9), 3);
    expect(retreatCommandRefusal(traded, mem(), at(3, 1))).toBe("traded");
    const held = { ...planAction(3, 9), landsAt: 0 };
    expect(retreatCommandRefusal(held, mem(0, 0, 3), at(3, 5))).toBeNull();
    // Waiting for its owner's roll, or a disrupted cast (no action): it may retreat.
    expect(retreatCommandRefusal(NO_ACTION, mem(), at(3, 5))).toBeNull();
  });

  it("a hostile memory or clock is a RulesError, not a retreat", () => {
    expect(() => retreatCommandRefusal(planAction(3, 9), { retreatRound: -1, held: 0 }, at(3, 1))).toThrow();
    expect(() => retreatCommandRefusal(planAction(3, 9), mem(), { round: 3, second: 99 })).toThrow();
    expect(() => retreatRefusal(state(), mem(), at(3, 1), "yes" as never, OSE)).toThrow();
  });
});

describe("retreat: what it does", () => {
  it("GO-9 retreat, speed 12: 4-3-3-2, no action second", () => {
    const s = state(retreatedAction(planAction(3, 9), 3));
    expect(actionSecondIn(s, 3)).toBeNull();
    expect(retreatingIn(mem(3), 3)).toBe(true);
    expect(movementAllowance({ speed: 12, encumbranceSteps: 0, terrain: "optimal" }, OSE).phases).toEqual([4, 3, 3, 2]);
    // The retreat is not a stop: every phase stays open under OSE.
    for (const second of [1, 6, 11, 16]) expect(retreatMovementLost(mem(3), at(3, second))).toBe(false);
  });

  it("stands for its round only", () => {
    expect(retreatingIn(mem(3), 4)).toBe(false);
    expect(retreatingIn(mem(0), 0)).toBe(false);
  });

  it("G2-14 retreat declared, hit at second 9: phases at 11 and 16 forfeited; no action this round", () => {
    const hit = toAbsolute(at(3, 9));
    expect(retreatStopAt(mem(3), hit, OSR)).toBe(hit);
    const stopped = mem(3, hit);
    expect([1, 6, 11, 16].map((second) => retreatMovementLost(stopped, at(3, second)))).toEqual([false, false, true, true]);
    expect(actionSecondIn(state(retreatedAction(planAction(3, 9), 3)), 3)).toBeNull();
    // The next round moves again.
    expect(retreatMovementLost(stopped, at(4, 1))).toBe(false);
    const zero = moveLimits(mover({ forfeit: "retreatStopped" }), { kind: "phase", phase: 2 }, OSR);
    expect([zero.allowances.optimal, zero.reason]).toEqual([0, "retreatStopped"]);
  });

  it("RT-10 only the OSR rule stops a retreat, only in its round, only at the first hit", () => {
    const hit = toAbsolute(at(3, 9));
    expect(retreatStopAt(mem(3), hit, OSE)).toBeNull();
    expect(retreatStopAt(mem(3), hit, BOOK_RULESET)).toBeNull();
    expect(retreatStopAt(mem(2), hit, OSR)).toBeNull();
    expect(retreatStopAt(mem(3, toAbsolute(at(3, 4))), hit, OSR)).toBeNull();
  });

  it("a stopped retreat refuses a move at a later phase with the reason 'retreatStopped', after a condition and surprise", () => {
    const input = (over: Partial<MoveDecisionInput> = {}): MoveDecisionInput => ({ mode: "enforce", isGM: false, phase: 2, conditions: [], immobile: false, usedCost: 0, budget: 12, ...over });
    expect(moveDecision(input({ forfeit: "retreatStopped" }), OSR)).toEqual({ outcome: "refuse", reason: { code: "forfeit", forfeit: "retreatStopped" } });
    expect(moveDecision(input({ forfeit: "surprised" }), OSR).reason).toEqual({ code: "forfeit", forfeit: "surprised" });
    expect(moveDecision(input({ forfeit: null }), OSR)).toEqual({ outcome: "allow", reason: null });
    expect(moveDecision(input({ forfeit: "retreatStopped", isGM: true }), OSR).outcome).toBe("allow");
    expect(() => moveDecision(input({ forfeit: 1 as never }), OSR)).toThrow();
    expect(moveLimits(mover({ forfeit: "retreatStopped" }), { kind: "closed" }, BOOK_RULESET).reason).toBe("notMovementSecond");
    expect(moveLimits(mover({ forfeit: "retreatStopped" }), { kind: "phase", phase: 0 }, BOOK_RULESET).reason).toBe("retreatStopped");
  });
});
