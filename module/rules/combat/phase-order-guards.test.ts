/**
 * The edges of `phase-order.ts` (VARIANTS.md §13.3 row 7): the empty order's fields, a phase where
 * every mover has moved, a mover outside a longer order, and every refusal's code, parameter, value
 * and text. The order's cases (GT-7b, GT-7e) are in `phase-order.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, resolveRuleset } from "../ruleset";
import { PRESETS } from "../ruleset/config";
import { NO_VARIANT_MEMORY } from "../ruleset/memory-registry";
import { planAction } from "./action";
import { earlierUnmoved, phaseMoveOrder, type PhaseMover } from "./phase-order";

const A13 = resolveRuleset(PRESETS.a13);
const mover = (id: string, score: number, moved = false): PhaseMover => ({
  state: { id, action: planAction(2, score), tieBreak: 0, conditions: [], defeated: false },
  moved,
  memory: NO_VARIANT_MEMORY,
});
const now = { round: 2, second: 6 };

const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown; message: string } => {
  try {
    f();
  } catch (e) {
    return e as never;
  }
  throw new Error("expected a refusal");
};

describe("phaseMoveOrder and earlierUnmoved: the edges", () => {
  it("gives an empty order, no next and nobody moved between movement seconds and under the book", () => {
    const movers = [mover("a", 3, true), mover("b", 5)];
    expect(phaseMoveOrder({ now: { round: 2, second: 7 }, movers }, A13)).toEqual({ order: [], next: null, moved: [] });
    expect(phaseMoveOrder({ now, movers }, BOOK_RULESET)).toEqual({ order: [], next: null, moved: [] });
  });

  it("has no next mover when every mover has moved", () => {
    expect(phaseMoveOrder({ now, movers: [mover("a", 3, true), mover("b", 5, true)] }, A13)).toEqual({ order: ["a", "b"], next: null, moved: ["a", "b"] });
  });

  it("gives nobody to wait for to a mover outside a longer order", () => {
    const order = phaseMoveOrder({ now, movers: [mover("a", 3), mover("b", 5), mover("c", 8)] }, A13);
    expect(earlierUnmoved(order, "stranger")).toEqual([]);
    expect(earlierUnmoved(order, "c")).toEqual(["a", "b"]);
  });

  it("refuses each input of the order by its parameter", () => {
    const cases: [() => unknown, string, string, unknown, string][] = [
      [() => phaseMoveOrder({ now, movers: [] }, { ...A13 } as never), "INVALID_ARGUMENT", "ruleset", undefined, "resolved ruleset"],
      [() => phaseMoveOrder(null as never, A13), "INVALID_ARGUMENT", "input", null, "object"],
      [() => phaseMoveOrder({ now: 6 as never, movers: [] }, A13), "INVALID_ARGUMENT", "input.now", 6, ""],
      [() => phaseMoveOrder({ now, movers: {} as never }, A13), "INVALID_ARGUMENT", "input.movers", {}, "array"],
      [() => phaseMoveOrder({ now, movers: [mover("a", 3), 5 as never] }, A13), "INVALID_ARGUMENT", "input.movers[1]", 5, "object"],
      [() => phaseMoveOrder({ now, movers: [mover("a", 3), { ...mover("b", 4), moved: 1 as never }] }, A13), "INVALID_ARGUMENT", "input.movers[1].moved", 1, "expected true or false"],
      [() => phaseMoveOrder({ now, movers: [mover("a", 3), { ...mover("b", 4), hexes: -1 }] }, A13), "INVALID_ARGUMENT", "input.movers[1].hexes", -1, "expected a whole number of hexes, 0 or more"],
    ];
    for (const [f, code, parameter, value, text] of cases) {
      const e = refusal(f);
      expect([e.code, e.parameter]).toEqual([code, parameter]);
      if (value !== undefined) expect(e.value).toEqual(value);
      expect(e.message).toContain(text);
    }
  });

  it("refuses each input of earlierUnmoved by its parameter", () => {
    const order = phaseMoveOrder({ now, movers: [mover("a", 3), mover("b", 5)] }, A13);
    const cases: [() => unknown, string, unknown, string][] = [
      [() => earlierUnmoved(null as never, "a"), "order", null, "object"],
      [() => earlierUnmoved({ ...order, order: ["a", 2] as never }, "a"), "order.order[1]", 2, "expected a combatant id"],
      [() => earlierUnmoved({ ...order, moved: "a" as never }, "a"), "order.moved", "a", "array"],
      [() => earlierUnmoved({ ...order, moved: ["a", false] as never }, "a"), "order.moved[1]", false, "expected a combatant id"],
      [() => earlierUnmoved(order, 7 as never), "moverId", 7, "expected a combatant id"],
    ];
    for (const [f, parameter, value, text] of cases) {
      const e = refusal(f);
      expect([e.code, e.parameter, e.value]).toEqual(["INVALID_ARGUMENT", parameter, value]);
      expect(e.message).toContain(text);
    }
  });
});
