import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { RulesError } from "../errors";
import { planAction } from "./action";
import { earlierUnmoved, phaseMoveOrder, type PhaseMover } from "./phase-order";

const A13 = resolveRuleset(PRESETS.a13);
const A5E = resolveRuleset(PRESETS.a5e);
/** A combatant whose action this round was scored `score` (round 2), with tie-break `tieBreak`. */
const mover = (id: string, score: number, tieBreak: number, over: Partial<PhaseMover> & { conditions?: string[] } = {}): PhaseMover => ({
  state: { id, action: planAction(2, score), tieBreak, conditions: over.conditions ?? [], defeated: false },
  moved: over.moved ?? false,
  memory: over.memory ?? NO_VARIANT_MEMORY,
  ...(over.hexes === undefined ? {} : { hexes: over.hexes }),
});

describe("movers in initiative order within a phase (VARIANTS.md §13.3 row 7; 000:L26)", () => {
  it("GT-7b the phase at second 6: the earlier action second first, the tie by the shown tie-break; the next is the first not yet moved", () => {
    const movers = [mover("late", 14, 0), mover("tieB", 9, 2), mover("tieA", 9, 1), mover("early", 4, 0)];
    const order = phaseMoveOrder({ now: { round: 2, second: 6 }, movers }, A13);
    expect(order.order).toEqual(["early", "tieA", "tieB", "late"]);
    expect(order.next).toBe("early");
    expect(earlierUnmoved(order, "late")).toEqual(["early", "tieA", "tieB"]);
    expect(earlierUnmoved(order, "early")).toEqual([]);
    const later = phaseMoveOrder({ now: { round: 2, second: 6 }, movers: movers.map((m) => (m.state.id === "early" || m.state.id === "tieA" ? { ...m, moved: true } : m)) }, A5E);
    expect(later.next).toBe("tieB");
    expect(earlierUnmoved(later, "late")).toEqual(["tieB"]);
    // Only ids are read back: a list holding anything else is refused, not returned.
    expect(() => earlierUnmoved({ ...later, order: [2 ** 60, "late"] as never }, "late")).toThrow(RulesError);
    expect(() => earlierUnmoved({ ...later, moved: [null] as never }, "late")).toThrow(RulesError);
  });

  it("a stunned combatant and one whose phase is forfeit are not waited for; nothing between movement seconds or under the book", () => {
    const failed = { ...NO_VARIANT_MEMORY, disengageRound: 2, disengageSecond: 1, disengageResult: "failure" as const };
    const movers = [mover("stunned", 2, 0, { conditions: ["stunned"] }), mover("lost", 3, 0, { memory: failed }), mover("pc", 10, 0)];
    expect(earlierUnmoved(phaseMoveOrder({ now: { round: 2, second: 6 }, movers }, A13), "pc")).toEqual([]);
    expect(phaseMoveOrder({ now: { round: 2, second: 7 }, movers }, A13).order).toEqual([]);
    expect(phaseMoveOrder({ now: { round: 2, second: 6 }, movers }, BOOK_RULESET).order).toEqual([]);
    expect(earlierUnmoved(phaseMoveOrder({ now: { round: 2, second: 6 }, movers }, A13), "nobody")).toEqual([]);
    expect(() => phaseMoveOrder({ now: { round: 2, second: 6 }, movers: [{ ...movers[2]!, moved: "yes" as never }] }, A13)).toThrow(RulesError);
  });

  it("GT-7e a mover whose allowance leaves it no hex in this phase (a lost phase, a crawl spent) is not waited for; an unknown allowance is", () => {
    const movers = [mover("prone", 2, 0, { hexes: 0 }), mover("unknown", 3, 0), mover("pc", 10, 0, { hexes: 3 })];
    const order = phaseMoveOrder({ now: { round: 2, second: 6 }, movers }, A13);
    expect(order.order).toEqual(["unknown", "pc"]);
    expect(order.next).toBe("unknown");
    expect(earlierUnmoved(order, "pc")).toEqual(["unknown"]);
    for (const hexes of [-1, 1.5, Number.NaN, "3" as never]) {
      expect(() => phaseMoveOrder({ now: { round: 2, second: 6 }, movers: [{ ...movers[2]!, hexes }] }, A13)).toThrow(RulesError);
    }
  });
});
