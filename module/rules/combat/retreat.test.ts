/**
 * The core's side of the retreat (VARIANTS.md §4.9 row 19, §5.5 row 24; RESOLUTION.md RT-10): the
 * edges of each decision and the refusals' parameters. The module's config, command and golden
 * cases are in modules/combat/retreat.test.ts.
 */
import { describe, expect, it } from "vitest";
import { refusalOf as refusal } from "../../../tests/support/rules-error";
import { BOOK_RULESET, NO_VARIANT_MEMORY, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { toAbsolute } from "../time";
import { planAction, tradedAction, type CombatantState } from "./action";
import { retreatCommandRefusal, retreatMovementLost, retreatPhasesLost, retreatRefusal, retreatStatus, retreatStopAt, retreatingIn } from "./retreat";

const OSE = resolveRuleset(PRESETS.ose);
const OSR = resolveRuleset(PRESETS.osr);
const at = (round: number, second: number) => ({ round, second });
const mem = (retreatRound = 0, retreatStoppedAt = 0, held = 0) => ({ ...NO_VARIANT_MEMORY, retreatRound, retreatStoppedAt, held });
const state = (action = planAction(3, 9)): CombatantState => ({ id: "a", action, tieBreak: 1, conditions: [], defeated: false });

describe("retreatCommandRefusal: edges", () => {
  it("an action that landed in an earlier round does not count as acted this round", () => {
    expect(retreatCommandRefusal(planAction(2, 9), mem(), at(3, 5))).toBeNull();
  });

  it("an action traded in an earlier round, a delayed one or one waiting for its roll is no trade of this round", () => {
    expect(retreatCommandRefusal(tradedAction(planAction(2, 9), 2), mem(), at(3, 5))).toBeNull();
    expect(retreatCommandRefusal({ ...tradedAction(planAction(3, 9), 3), delayedFrom: 2 }, mem(), at(3, 5))).toBeNull();
    expect(retreatCommandRefusal({ ...tradedAction(planAction(3, 9), 3), score: 0 }, mem(), at(3, 5))).toBeNull();
    // A held action of another round does not save a trade of this one.
    expect(retreatCommandRefusal(tradedAction(planAction(3, 9), 3), mem(0, 0, 2), at(3, 5))).toBe("traded");
  });

  it("names the bad parameter", () => {
    expect(refusal(() => retreatCommandRefusal(null as never, mem(), at(3, 1))).parameter).toBe("action");
    expect(refusal(() => retreatCommandRefusal(planAction(3, 9), null as never, at(3, 1))).parameter).toBe("memory");
    expect(refusal(() => retreatCommandRefusal(planAction(3, 9), { retreatRound: -1, held: 0 }, at(3, 1))).parameter).toBe("memory.retreatRound");
    expect(refusal(() => retreatCommandRefusal(planAction(3, 9), mem(), { round: 3, second: 99 })).parameter).toBe("now.second");
  });
});

describe("retreatRefusal: its own refusals", () => {
  it("names the ruleset, its points and the surprise flag", () => {
    expect(refusal(() => retreatRefusal(state(), mem(), at(3, 1), false, null as never)).parameter).toBe("ruleset");
    expect(refusal(() => retreatRefusal(state(), mem(), at(3, 1), false, { points: null } as never)).parameter).toBe("ruleset.points");
    const bad = refusal(() => retreatRefusal(state(), mem(), at(3, 1), "yes" as never, OSE));
    expect([bad.code, bad.parameter, bad.value]).toEqual(["INVALID_ARGUMENT", "surprised", "yes"]);
    expect(bad.message).toContain("expected true or false");
  });
});

describe("retreatingIn, retreatStatus", () => {
  it("retreatingIn names its bad parameters", () => {
    expect(refusal(() => retreatingIn(null as never, 3)).parameter).toBe("memory");
    expect(refusal(() => retreatingIn({ retreatRound: -1 }, 3)).parameter).toBe("memory.retreatRound");
    expect(refusal(() => retreatingIn(mem(3), -1)).parameter).toBe("round");
  });

  it("the tracker row: retreating in the round of the declaration, stopped once a hit of that round stopped it, null otherwise", () => {
    expect(retreatStatus(mem(3), 3)).toBe("retreating");
    expect(retreatStatus(mem(3, toAbsolute(at(3, 9))), 3)).toBe("stopped");
    // A stop of an earlier retreat does not stop this one.
    expect(retreatStatus(mem(4, toAbsolute(at(3, 9))), 4)).toBe("retreating");
    expect(retreatStatus(mem(3), 4)).toBeNull();
    expect(retreatStatus(mem(0), 0)).toBeNull();
    expect(refusal(() => retreatStatus(mem(3, -1), 3)).parameter).toBe("memory.retreatStoppedAt");
  });
});

describe("retreatStopAt, retreatMovementLost, retreatPhasesLost", () => {
  it("retreatStopAt names its bad parameters", () => {
    const hit = toAbsolute(at(3, 9));
    expect(refusal(() => retreatStopAt(mem(3), hit, null as never)).parameter).toBe("ruleset");
    expect(refusal(() => retreatStopAt(mem(3), hit, { points: 1 } as never)).parameter).toBe("ruleset.points");
    expect(refusal(() => retreatStopAt(null as never, hit, OSR)).parameter).toBe("memory");
    expect(refusal(() => retreatStopAt(mem(3, -1), hit, OSR)).parameter).toBe("memory.retreatStoppedAt");
    expect(refusal(() => retreatStopAt(mem(3), 0, OSR)).parameter).toBe("at");
    expect(retreatStopAt(mem(3), hit, BOOK_RULESET)).toBeNull();
  });

  it("a stop of an earlier round forfeits nothing of a new retreat, nor a stop outside the declared round", () => {
    const earlier = toAbsolute(at(3, 9));
    for (const second of [1, 6, 11, 16]) expect(retreatMovementLost(mem(4, earlier), at(4, second)), `4:${second}`).toBe(false);
    // The declaration is for round 5; a stop recorded in round 3 forfeits nothing in round 3.
    for (const second of [11, 16]) expect(retreatMovementLost(mem(5, earlier), at(3, second)), `3:${second}`).toBe(false);
  });

  it("retreatMovementLost names its bad parameters", () => {
    expect(refusal(() => retreatMovementLost(null as never, at(3, 1))).parameter).toBe("memory");
    expect(refusal(() => retreatMovementLost(mem(3, -1), at(3, 1))).parameter).toBe("memory.retreatStoppedAt");
    expect(refusal(() => retreatMovementLost(mem(3), null as never)).parameter).toBe("now");
  });

  it("a phase at the blow's own second is kept; only later ones are lost", () => {
    expect(retreatPhasesLost(1)).toEqual([6, 11, 16]);
    expect(retreatPhasesLost(6)).toEqual([11, 16]);
    expect(retreatPhasesLost(11)).toEqual([16]);
    expect(retreatPhasesLost(16)).toEqual([]);
    expect(retreatPhasesLost(20)).toEqual([]);
    expect(refusal(() => retreatPhasesLost(21)).parameter).toBe("hitAt");
    expect(refusal(() => retreatPhasesLost(0)).parameter).toBe("hitAt");
  });
});
