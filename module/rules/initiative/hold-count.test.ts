/**
 * Holding never makes a combatant faster (001:L100 "reduce your own initiative", 001:L108 readying
 * "after your turn is over", 002:L44 "delay to a slower initiative"), and an unused hold lapses at
 * the combatant's count in the next round, where it may hold again (001:L102, L112).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  NO_ACTION,
  NO_VARIANT_MEMORY,
  resolveRuleset,
  PRESETS,
  actNow,
  canActNow,
  canHold,
  holdAction,
  planRoundTransition,
  toAbsolute,
  type ActionRecord,
  type RoundCombatantInput,
  type VariantConfig,
  type VariantMemory,
} from "../index";

const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
const ZERO = NO_PARTS;

function transition(round: number, action: ActionRecord, memory: VariantMemory, config: VariantConfig): { action: ActionRecord; memory: VariantMemory } {
  const input: RoundCombatantInput = {
    state: { id: "a", action, tieBreak: 1, conditions: [], defeated: false },
    name: "A",
    hidden: false,
    parts: NO_PARTS,
    variant: { actor: { dex: 10, level: 0, slow: false }, side: "friendly", group: "a", pc: true, memory },
  };
  const plan = planRoundTransition({ round, combatants: [input], dice: new Map(), tieBreakUniforms: [0.5] }, resolveRuleset(config));
  return { action: plan.combatants[0]!.action, memory: plan.combatants[0]!.variant! };
}

describe("a hold is taken at one's own count, and acting from it lands later (001:L100, L108; 002:L44)", () => {
  it("13A: the review's reproduction — a hold at second 3 of a count of 9 is refused, for a delay and for a ready", () => {
    const mem: VariantMemory = { ...NO_VARIANT_MEMORY, model: "a13", base: 9, total: 12 };
    const a: ActionRecord = { startedRound: 1, score: 9, castingSeconds: 0, landsAt: toAbsolute({ round: 1, second: 9 }), delayedFrom: 0 };
    for (const ready of [false, true]) {
      expect(canHold({ action: a, memory: mem, now: { round: 1, second: 3 }, ready }, resolveRuleset(PRESETS.a13))).toBe(false);
      expect(canHold({ action: a, memory: mem, now: { round: 1, second: 9 }, ready }, resolveRuleset(PRESETS.a13))).toBe(true);
    }
    expect(() => holdAction({ action: a, memory: mem, now: { round: 1, second: 3 } }, resolveRuleset(PRESETS.a13))).toThrow();
    expect(() => holdAction({ action: a, memory: mem, now: { round: 1, second: 3 }, trigger: "when the ogre moves" }, resolveRuleset(PRESETS.a13))).toThrow();
  });
  it("OSR: a delay before the DEX count is refused; from the count it may act only at a later second", () => {
    let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "osrDex", base: 5, total: 16 }, PRESETS.osr);
    expect(canHold({ action: s.action, memory: s.memory, now: { round: 1, second: 1 } }, resolveRuleset(PRESETS.osr))).toBe(false);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 5 } }, resolveRuleset(PRESETS.osr));
    expect(canActNow(s.action, s.memory, { round: 1, second: 5 }, resolveRuleset(PRESETS.osr))).toBe(false);
    expect(canActNow(s.action, s.memory, { round: 1, second: 6 }, resolveRuleset(PRESETS.osr))).toBe(true);
  });
  it("13A: acting from a hold at the count's own second or before it is refused; the base never rises in the held round", () => {
    let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "a13", base: 9, total: 12 }, PRESETS.a13);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 9 } }, resolveRuleset(PRESETS.a13));
    for (const second of [1, 5, 8, 9]) expect(canActNow(s.action, s.memory, { round: 1, second }, resolveRuleset(PRESETS.a13))).toBe(false);
    expect(() => actNow({ action: s.action, memory: s.memory, parts: ZERO, now: { round: 1, second: 5 } }, resolveRuleset(PRESETS.a13))).toThrow();
    expect(actNow({ action: s.action, memory: s.memory, parts: ZERO, now: { round: 1, second: 10 } }, resolveRuleset(PRESETS.a13)).memory.base).toBe(10);
  });
  it("property: whenever a hold is allowed, it is at the count, and every allowed act-now lands later than the count", () => {
    fc.assert(
      fc.property(fc.constantFrom(PRESETS.a13, PRESETS.osr), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 2 }), fc.boolean(), (config, base, holdAt, actAt, actRound, ready) => {
        const model = config === PRESETS.a13 ? "a13" : "osrDex";
        const s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model, base, total: 21 - base }, config);
        const count = s.action.landsAt;
        const at = { round: 1, second: holdAt };
        if (!canHold({ action: s.action, memory: s.memory, now: at, ready }, resolveRuleset(config))) return;
        expect(toAbsolute(at)).toBe(count);
        const held = holdAction({ action: s.action, memory: s.memory, now: at, trigger: ready ? "x" : null }, resolveRuleset(config));
        const next = actRound === 1 ? held : transition(2, held.action, held.memory, config);
        const when = { round: actRound, second: actAt };
        if (!canActNow(next.action, next.memory, when, resolveRuleset(config))) return;
        const acted = actNow({ action: next.action, memory: next.memory, parts: ZERO, now: when }, resolveRuleset(config));
        expect(acted.action.landsAt).toBeGreaterThan(count);
      }),
      { numRuns: 400 },
    );
  });
});

describe("an unused hold lapses at the count in the next round, where it may hold again (001:L102, L112)", () => {
  it("the review's reproduction: held at round 1 second 7, round 2 planned, canHold at round 2 second 7 is true (delay and ready)", () => {
    for (const trigger of [null, "when the door opens"]) {
      let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "a13", base: 7 }, PRESETS.a13);
      s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 7 }, trigger }, resolveRuleset(PRESETS.a13));
      const u2 = transition(2, s.action, s.memory, PRESETS.a13);
      expect(u2.memory.held).toBe(1);
      expect(canHold({ action: u2.action, memory: u2.memory, now: { round: 2, second: 7 }, ready: trigger !== null }, resolveRuleset(PRESETS.a13))).toBe(true);
      const again = holdAction({ action: u2.action, memory: u2.memory, now: { round: 2, second: 7 }, trigger }, resolveRuleset(PRESETS.a13));
      expect(again.memory.held).toBe(2);
      // The new hold is the round-2 one: act at a later second of round 2, or early in round 3.
      expect(canActNow(again.action, again.memory, { round: 2, second: 12 }, resolveRuleset(PRESETS.a13))).toBe(true);
      const u3 = transition(3, again.action, again.memory, PRESETS.a13);
      expect(canActNow(u3.action, u3.memory, { round: 3, second: 3 }, resolveRuleset(PRESETS.a13))).toBe(true);
    }
  });
  it("OSR: a delay unused in round 1 does not stop a delay at the count in round 2", () => {
    let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "osrDex", base: 5, total: 16 }, PRESETS.osr);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 5 } }, resolveRuleset(PRESETS.osr));
    const u2 = transition(2, s.action, s.memory, PRESETS.osr);
    expect(canHold({ action: u2.action, memory: u2.memory, now: { round: 2, second: 5 } }, resolveRuleset(PRESETS.osr))).toBe(true);
  });
  it("still one hold at a time: a second hold in the same round is refused", () => {
    let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model: "a13", base: 7 }, PRESETS.a13);
    s = holdAction({ action: s.action, memory: s.memory, now: { round: 1, second: 7 } }, resolveRuleset(PRESETS.a13));
    expect(canHold({ action: s.action, memory: s.memory, now: { round: 1, second: 7 } }, resolveRuleset(PRESETS.a13))).toBe(false);
  });
  it("property: over any run of rounds, a combatant that never acts from its hold may hold again at its count every round", () => {
    fc.assert(
      fc.property(fc.constantFrom(PRESETS.a13, PRESETS.osr), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 6 }), (config, base, rounds) => {
        const model = config === PRESETS.a13 ? "a13" : "osrDex";
        let s = transition(1, NO_ACTION, { ...NO_VARIANT_MEMORY, model, base, total: 21 - base }, config);
        for (let r = 1; r <= rounds; r++) {
          if (r > 1) s = transition(r, s.action, s.memory, config);
          const at = { round: r, second: base };
          expect(canHold({ action: s.action, memory: s.memory, now: at }, resolveRuleset(config))).toBe(true);
          s = holdAction({ action: s.action, memory: s.memory, now: at }, resolveRuleset(config));
        }
      }),
      { numRuns: 200 },
    );
  });
});
