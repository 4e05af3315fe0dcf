import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { BOOK_RULESET, resolveWith } from "../ruleset/resolve";
import { BOOK_CONFIG, changeVariants } from "../ruleset/config";
import type { RuleModule } from "../ruleset/types";
import type { ZeroHealthModel } from "../ruleset/points/resolution";
import { applyHealthChange, undoChange, undoCheck, type HealthChangeInput } from "./health";
import type { Fighter } from "./types";
import { fighter, health } from "../../../tests/support/fighters";
import { hostile, rulesErrorCode } from "../../../tests/support/rules-error";

const apply = (f: Fighter, kind: "damage" | "heal" | "temp", amount: number, statuses: string[] = [], zeroMarked = false, ruleset = BOOK_RULESET) =>
  applyHealthChange({ fighter: f, statuses, zeroMarked, change: { kind, amount }, knockOut: false, now: 47 }, ruleset);

describe("applying health changes (RESOLUTION.md R6, R7, RB-6)", () => {
  it("GB-4: 5/12 takes 7 → 0/12 and a marked unconscious, not dead; healed 4 → 4/12 and the status removed", () => {
    const hit = apply(fighter({ health: health(5, 12) }), "damage", 7);
    expect(hit.after.health).toEqual(health(0, 12));
    expect(hit.add).toEqual([{ id: "unconscious", marker: true }]);
    expect(hit.dead).toBe(false);
    expect(hit.after.dying).toEqual(hit.before.dying);
    const healed = apply(fighter({ health: hit.after.health }), "heal", 4, ["unconscious"], true);
    expect(healed.after.health).toEqual(health(4, 12));
    expect(healed.remove).toEqual(["unconscious"]);
  });

  it("GB-4: a GM-set unconscious (no marker) at 0/12 healed 4 stays; 8/12 healed 9 → 12/12, a change of +4", () => {
    const gm = apply(fighter({ health: health(0, 12) }), "heal", 4, ["unconscious"], false);
    expect(gm.after.health.value).toBe(4);
    expect(gm.remove).toEqual([]);
    const capped = apply(fighter({ health: health(8, 12) }), "heal", 9);
    expect(capped.after.health).toEqual(health(12, 12));
    expect(capped.after.health.value - capped.before.health.value).toBe(4);
  });

  it("a target that already has the status gets it once; autoZeroStatus off sets and clears nothing (R7)", () => {
    expect(apply(fighter({ health: health(3, 12) }), "damage", 9, ["unconscious"]).add).toEqual([]);
    const off = changeVariants(BOOK_CONFIG, { resolution: { autoZeroStatus: false } });
    if (!off.ok) throw new Error("autoZeroStatus off is legal");
    const r = resolveWith(off.config, []);
    expect(apply(fighter({ health: health(3, 12) }), "damage", 9, [], false, r).add).toEqual([]);
    expect(apply(fighter({ health: health(0, 12) }), "heal", 2, ["unconscious"], true, r).remove).toEqual([]);
  });

  it("the book keeps no overflow and no temporary health (R6, R16)", () => {
    expect(apply(fighter({ health: health(2, 12) }), "damage", 10).after.health.below).toBe(0);
    expect(rulesErrorCode(() => apply(fighter(), "temp", 5))).toBe("INVALID_ARGUMENT");
  });

  it("refuses bad input with a RulesError", () => {
    expect(rulesErrorCode(() => apply(fighter(), "damage", -1))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => apply(fighter(), "damage", Number.NaN))).toBe("NOT_A_NUMBER");
    expect(rulesErrorCode(() => apply(fighter({ health: health(13, 12) }), "heal", 1))).toBe("OUT_OF_RANGE");
    expect(rulesErrorCode(() => applyHealthChange(hostile({ fighter: fighter(), statuses: [], zeroMarked: false, change: { kind: "damage", amount: 1 }, knockOut: false, now: "now" }), BOOK_RULESET))).toBe("NOT_A_NUMBER");
  });
});

describe("undo (R14)", () => {
  it("GB-5: undoing the 7 of GB-4 gives 5/12 and removes the unconscious it set; after a heal in between it is refused", () => {
    const hit = apply(fighter({ health: health(5, 12) }), "damage", 7);
    expect(undoCheck(health(0, 12), hit)).toBe("ok");
    expect(undoChange(hit)).toEqual({ health: health(5, 12), dying: hit.before.dying, add: [], remove: ["unconscious"] });
    expect(undoCheck(health(4, 12), hit)).toBe("changed");
  });

  it("an undo of a heal puts back the removed status with its marker", () => {
    const healed = apply(fighter({ health: health(0, 12) }), "heal", 4, ["unconscious"], true);
    expect(undoChange(healed).add).toEqual([{ id: "unconscious", marker: true }]);
    expect(undoChange(healed).remove).toEqual([]);
  });
});

describe("a filled 0-health and healing point is called", () => {
  const zeroHealth: ZeroHealthModel = {
    atZero: (t, ctx) => (t.kind === "creature" && !ctx.knockOut ? { status: "dead", keepBelow: false, dying: false } : { status: "unconscious", keepBelow: true, dying: true }),
    diesOf: (h) => h.below >= Math.max(1, Math.floor(h.max / 2)),
    fightEnded: (d) => ({ ...d, failures: 0 }),
  };
  const m: RuleModule = { id: "t.zero", domain: "resolution", selects: { path: "resolution.zeroHealth", value: "t" }, contribute: () => ({ zeroHealth, healing: { rests: [], tempHealth: true } }) };
  const r = resolveWith({ ...BOOK_CONFIG, resolution: { ...BOOK_CONFIG.resolution, zeroHealth: "t" as never } }, [m]);

  it("keeps the overflow, starts dying, kills by the model's rule, and temp takes damage first", () => {
    const pc = apply(fighter({ health: health(6, 30) }), "damage", 14, [], false, r);
    expect(pc.after.health).toEqual(health(0, 30, 8));
    expect(pc.after.dying.since).toBe(47);
    expect(pc.add).toEqual([{ id: "unconscious", marker: true }]);
    const worse = apply(fighter({ health: pc.after.health, dying: pc.after.dying }), "damage", 7, ["unconscious"], true, r);
    expect(worse.after.health.below).toBe(15);
    expect(worse.dead).toBe(true);
    const back = apply(fighter({ health: health(0, 30, 8), dying: { ...pc.after.dying, failures: 2 } }), "heal", 11, ["unconscious"], true, r);
    expect(back.after.health).toEqual(health(11, 30, 0));
    expect(back.after.dying).toEqual({ failures: 2, stable: false, since: null, combat: "" });
    expect(apply(fighter({ kind: "creature", health: health(3, 10) }), "damage", 5, [], false, r).add).toEqual([{ id: "dead", marker: false }]);
    const temp = apply(fighter({ health: health(20, 30, 0, 8) }), "damage", 10, [], false, r);
    expect(temp.after.health).toEqual(health(18, 30, 0, 0));
    expect(apply(fighter({ health: health(20, 30, 0, 5) }), "temp", 3, [], false, r).after.health.temp).toBe(5);
    expect(apply(fighter({ health: health(20, 30, 0, 5) }), "temp", 8, [], false, r).after.health.temp).toBe(8);
  });
});

describe("properties", () => {
  const rulesets = [BOOK_RULESET];
  const arb = fc.record({
    max: fc.integer({ min: 0, max: 200 }), value: fc.nat(200), below: fc.nat(50), temp: fc.nat(50),
    kind: fc.constantFrom("damage" as const, "heal" as const), amount: fc.nat(400),
    statuses: fc.subarray(["unconscious", "dead", "prone"]), zeroMarked: fc.boolean(), knockOut: fc.boolean(),
  });
  const inputOf = (v: { max: number; value: number; below: number; temp: number; kind: "damage" | "heal"; amount: number; statuses: string[]; zeroMarked: boolean; knockOut: boolean }): HealthChangeInput => {
    return { fighter: fighter({ health: health(Math.min(v.value, v.max), v.max, v.below, v.temp) }), statuses: v.statuses, zeroMarked: v.zeroMarked, change: { kind: v.kind, amount: v.amount }, knockOut: v.knockOut, now: null };
  };

  it("health never leaves 0…max", () => {
    fc.assert(fc.property(arb, (x) => rulesets.every((r) => {
      const h = applyHealthChange(inputOf(x), r).after.health;
      return h.value >= 0 && h.value <= h.max && Number.isSafeInteger(h.value);
    })), { seed: 7, numRuns: 1000 });
  });

  it("the undo of any application restores the before-state and the statuses exactly", () => {
    fc.assert(fc.property(arb, (x) => rulesets.every((r) => {
      const input = inputOf(x);
      const out = applyHealthChange(input, r);
      const u = undoChange(out);
      const after = new Set(input.statuses);
      out.add.forEach((a) => after.add(a.id));
      out.remove.forEach((id) => after.delete(id));
      u.add.forEach((a) => after.add(a.id));
      u.remove.forEach((id) => after.delete(id));
      return undoCheck(out.after.health, out) === "ok" && JSON.stringify(u.health) === JSON.stringify(input.fighter.health) && JSON.stringify(u.dying) === JSON.stringify(input.fighter.dying) && [...after].sort().join() === [...input.statuses].sort().join();
    })), { seed: 8, numRuns: 1000 });
  });
});
