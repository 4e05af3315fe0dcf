/**
 * VARIANTS.md §6.4, GA-7: standing up from a crawl is recorded at a movement second of a
 * started combat under `prone = "crawl"` only, and counts only in that phase.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, moveLimits, standUp, standUpUnits, stoodUpAt, toAbsolute, type Mover } from "../rules";
import { standUpRecord } from "./stand-up";
import { forgetMovementVariants, movementVariants } from "./variant-costs";
import { resolveRuleset } from "../rules/ruleset";

const actor = { statuses: new Set<string>(), flags: {} as Record<string, unknown> };
const combatAt = (round: number, second: number, started = true) => ({
  id: "combat0000000001",
  started,
  round,
  system: { absolute: toAbsolute({ round, second }) },
  combatants: [{ actor }],
});

describe("standing up from a crawl", () => {
  it("is recorded only at a movement second of a started combat the actor is in, and only under crawl", () => {
    expect(standUpRecord(combatAt(2, 6), actor, true)).toEqual({ combat: "combat0000000001", round: 2, second: 6 });
    expect(standUpRecord(combatAt(2, 7), actor, true)).toBeNull();
    expect(standUpRecord(combatAt(2, 6, false), actor, true)).toBeNull();
    expect(standUpRecord(combatAt(2, 6), actor, false)).toBeNull();
    expect(standUpRecord(combatAt(2, 6), { other: true }, true)).toBeNull();
    expect(standUpRecord(null, actor, true)).toBeNull();
  });

  it("counts in that phase only, not when prone again, not under the book", () => {
    // The actor's flag as the move input reads it (canvas/move-input.ts), judged by the rules (stoodUpAt).
    const flag = { combat: "c1", round: 2, second: 6 };
    const a5e = resolveRuleset(PRESETS.a5e);
    expect(stoodUpAt(flag, "c1", { round: 2, second: 6 }, [], a5e)).toBe(true);
    expect(stoodUpAt(flag, "c1", { round: 2, second: 11 }, [], a5e)).toBe(false);
    expect(stoodUpAt(flag, "c1", { round: 3, second: 6 }, [], a5e)).toBe(false);
    expect(stoodUpAt(flag, "c2", { round: 2, second: 6 }, [], a5e)).toBe(false);
    expect(stoodUpAt(flag, "c1", { round: 2, second: 6 }, [], resolveRuleset(BOOK_CONFIG))).toBe(false);
    expect(stoodUpAt(flag, "c1", { round: 2, second: 6 }, ["prone"], a5e)).toBe(false);
    expect(stoodUpAt(undefined, "c1", { round: 2, second: 6 }, [], a5e)).toBe(false);
  });

  it("GA-7: the offset the move context adds leaves ⌊A/2⌋ hexes of a phase allowance of 4 / 3 / 1", () => {
    for (const [speed, a] of [[12, 4], [9, 3], [3, 1]] as const) {
      const mover: Mover = { speed, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
      const limits = moveLimits(mover, { kind: "phase", phase: 0 }, resolveRuleset(PRESETS.a5e));
      expect(limits.allowances.optimal).toBe(a);
      const left = Math.floor((limits.table.budget - standUpUnits(limits.table.budget)) / limits.table.costOf("optimal"));
      expect(left).toBe(standUp(a).remaining);
    }
  });
});

describe("the movement adapters' kept rule variants", () => {
  it("reads the setting once until it is forgotten (a Setting changed)", () => {
    forgetMovementVariants();
    let reads = 0;
    const read = () => {
      reads++;
      return resolveRuleset(reads === 1 ? PRESETS.a5e : PRESETS.osr);
    };
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.a5e));
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.a5e));
    expect(reads).toBe(1);
    forgetMovementVariants();
    expect(movementVariants(read)).toBe(resolveRuleset(PRESETS.osr));
    forgetMovementVariants();
  });
});
