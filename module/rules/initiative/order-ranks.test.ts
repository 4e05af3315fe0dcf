import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { orderRanks, type OrderKey } from "./order-ranks";

/** The order as VARIANTS.md §3.4 states it, written plainly (quadratic): sort, then move each readied id just ahead of its trigger, in sorted order. */
function reference(keys: readonly OrderKey[]): Map<string, number> {
  const sorted = [...keys].sort((a, b) => b.total - a.total || b.key2 - a.key2 || a.tie - b.tie || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const ids = sorted.map((k) => k.id);
  for (const k of sorted) {
    if (!k.aheadOf || k.aheadOf === k.id || !ids.includes(k.aheadOf)) continue;
    ids.splice(ids.indexOf(k.id), 1);
    ids.splice(ids.indexOf(k.aheadOf), 0, k.id);
  }
  return new Map(ids.map((id, i) => [id, i + 1]));
}

describe("orderRanks", () => {
  it("property: the same ranks as the plain statement of the rule, readied chains and cycles included", () => {
    const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const keys = fc
      .uniqueArray(fc.constantFrom(...ids), { maxLength: ids.length })
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map((id) =>
            fc.record({
              id: fc.constant(id),
              total: fc.integer({ min: 0, max: 3 }),
              key2: fc.integer({ min: 0, max: 2 }),
              tie: fc.integer({ min: 0, max: 3 }),
              aheadOf: fc.constantFrom("", "zz", ...ids),
            }),
          ),
        ),
      );
    fc.assert(
      fc.property(keys, (list) => {
        expect([...orderRanks(list)]).toEqual([...reference(list)]);
      }),
      { numRuns: 2000 },
    );
  });
  it("ranks 1..N with no gap", () => {
    const r = orderRanks([
      { id: "a", total: 5, key2: 0, tie: 1, aheadOf: "" },
      { id: "b", total: 9, key2: 0, tie: 2, aheadOf: "a" },
      { id: "c", total: 7, key2: 0, tie: 3, aheadOf: "" },
    ]);
    expect([...r]).toEqual([["c", 1], ["b", 2], ["a", 3]]);
  });
});
