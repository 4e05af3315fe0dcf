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

describe("orderRanks: refusals and edges", () => {
  const key = (over: Partial<OrderKey> = {}): OrderKey => ({ id: "a", total: 5, key2: 0, tie: 1, aheadOf: "", ...over });
  const refusal = (f: () => unknown): { code: string; parameter: string; value: unknown; message: string } => {
    try {
      f();
    } catch (e) {
      return e as never;
    }
    throw new Error("expected a refusal");
  };

  it("an empty list ranks nobody; one key is first; a key readied ahead of itself or of a stranger stays in place", () => {
    expect(orderRanks([]).size).toBe(0);
    expect([...orderRanks([key()])]).toEqual([["a", 1]]);
    expect([...orderRanks([key({ aheadOf: "a" }), key({ id: "b", total: 9 })])]).toEqual([["b", 1], ["a", 2]]);
    expect([...orderRanks([key({ aheadOf: "zz" }), key({ id: "b", total: 9 })])]).toEqual([["b", 1], ["a", 2]]);
    // Readied ahead of the first: it becomes first.
    expect([...orderRanks([key({ aheadOf: "b" }), key({ id: "b", total: 9 })])]).toEqual([["a", 1], ["b", 2]]);
  });

  it("equal keys go by id, on a list long enough for the sort to merge runs (100 ids given in reverse)", () => {
    const ids = Array.from({ length: 100 }, (_, i) => `c${String(i).padStart(3, "0")}`);
    const ranks = orderRanks([...ids].reverse().map((id) => key({ id })));
    expect([...ranks.keys()]).toEqual(ids);
    const mixed = Array.from({ length: 100 }, (_, i) => key({ id: ids[(i * 37) % 100]!, total: i % 3 }));
    expect([...orderRanks(mixed)]).toEqual([...reference(mixed)]);
  });

  it("values of exactly ±10,000,000 are ranked; one more is refused, naming the field", () => {
    const big = 10_000_000;
    expect([...orderRanks([key({ total: big, key2: -big, tie: big }), key({ id: "b", total: -big, key2: big, tie: -big })])]).toEqual([["a", 1], ["b", 2]]);
    for (const f of ["total", "key2", "tie"] as const) {
      for (const v of [big + 1, -big - 1]) {
        const e = refusal(() => orderRanks([key(), key({ id: "b", [f]: v })]));
        expect([e.code, e.parameter, e.value], `${f} ${v}`).toEqual(["OUT_OF_RANGE", `keys[1].${f}`, v]);
        expect(e.message).toContain("expected a value within ±10,000,000");
      }
      expect(refusal(() => orderRanks([key(), key({ id: "b", [f]: 1.5 })])).parameter).toBe(`keys[1].${f}`);
    }
    // Every field past the bound at once, and a bad field next to one exactly at the bound.
    expect(refusal(() => orderRanks([key({ total: big + 1, key2: big + 1, tie: big + 1 })])).parameter).toBe("keys[0].total");
    expect(refusal(() => orderRanks([key({ total: big, key2: 1.5 })])).parameter).toBe("keys[0].key2");
  });

  it("refuses a list that is no list, a bad entry, ids that are not text or not unique", () => {
    const list = refusal(() => orderRanks("abc" as never));
    expect([list.code, list.parameter, list.value]).toEqual(["INVALID_ARGUMENT", "keys", "abc"]);
    expect(list.message).toContain("expected a list of order keys");
    expect(refusal(() => orderRanks(new Array(2) as never)).parameter).toBe("keys[0]");
    expect(refusal(() => orderRanks([key(), null as never])).parameter).toBe("keys[1]");
    expect(refusal(() => orderRanks([key(), 7 as never])).parameter).toBe("keys[1]");
    for (const bad of [{ id: 2 }, { aheadOf: null }]) {
      const e = refusal(() => orderRanks([key({ id: "b" }), key(bad as never)]));
      expect([e.code, e.parameter], JSON.stringify(bad)).toEqual(["INVALID_ARGUMENT", "keys[1].id"]);
      expect(e.message).toContain("expected string ids");
    }
    const twice = refusal(() => orderRanks([key(), key({ total: 1 })]));
    expect([twice.code, twice.parameter, twice.value]).toEqual(["INVALID_ARGUMENT", "keys", "a"]);
    expect(twice.message).toContain("expected each id once");
  });
});
