/**
 * Round transitions under a roll-once model: the tie-break ranks of many combatants with readied
 * chains (each readied combatant ahead of the previous one). Target: 10,000 entries in at most
 * 20 ms (n log n); the list bound of variantTieBreaks is 100,000.
 */
import { bench, describe } from "vitest";
import { orderRanks, type OrderKey } from "./order-ranks";

function keys(n: number): OrderKey[] {
  return Array.from({ length: n }, (_, i) => ({ id: `c${i}`, total: (i * 7919) % 41, key2: i % 3, tie: (i * 104729) % 997, aheadOf: i % 2 === 1 ? `c${i - 1}` : "" }));
}
const k1000 = keys(1_000);
const k10000 = keys(10_000);
const k100000 = keys(100_000);

describe("orderRanks, readied chains", () => {
  bench("1,000 entries", () => {
    orderRanks(k1000);
  });
  bench("10,000 entries (target ≤ 20 ms)", () => {
    orderRanks(k10000);
  });
  bench("100,000 entries", () => {
    orderRanks(k100000);
  }, { iterations: 3, time: 0 });
});
