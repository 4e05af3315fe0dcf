/**
 * The order within one second under a roll-once model (VARIANTS.md D3 "within one second", §3.4,
 * G13A-5, G13A-9, GA-1, G2-1b): tie-break ranks from each combatant's keys. Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { assertList, assertObject } from "../bounds";

/** Decision (VARIANTS.md G13A-5, GA-1, G2-1b): the keys that order combatants at one second under a roll-once model (higher total, then the model's tie key). */
export interface OrderKey {
  readonly id: string;
  readonly total: number;
  /** 13A: the bonus; A5E: the d20 roll-off; OSR: 0. Higher first. */
  readonly key2: number;
  /** The permutation value drawn once per combat (lower first). */
  readonly tie: number;
  /** A readied combatant's permanent place: just ahead of this combatant id ("" none). */
  readonly aheadOf: string;
}

/**
 * Tie-break ranks 1..N for a roll-once model, which the scheduler's tie-break field holds: higher
 * total, then higher key2, then the once-drawn permutation, then id; a readied combatant then sits
 * immediately ahead of the one whose action triggered it (VARIANTS.md §3.4, G13A-9).
 */
export function orderRanks(keys: readonly OrderKey[]): Map<string, number> {
  if (!Array.isArray(keys)) throw new RulesError("INVALID_ARGUMENT", "keys", keys, "expected a list of order keys");
  assertList("keys", keys);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    // The cheap checks first; the messages (and their names) are built only for a bad entry.
    if (k === null || typeof k !== "object") assertObject(`keys[${i}]`, k);
    if (typeof k.id !== "string" || typeof k.aheadOf !== "string") throw new RulesError("INVALID_ARGUMENT", `keys[${i}].id`, k.id, "expected string ids");
    if (!orderValue(k.total) || !orderValue(k.key2) || !orderValue(k.tie)) {
      for (const f of ["total", "key2", "tie"] as const) {
        assertInteger(`keys[${i}].${f}`, k[f]);
        if (Math.abs(k[f]) > 10_000_000) throw new RulesError("OUT_OF_RANGE", `keys[${i}].${f}`, k[f], "expected a value within ±10,000,000");
      }
    }
  }
  const sorted = [...keys].sort((a, b) => b.total - a.total || b.key2 - a.key2 || a.tie - b.tie || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // The sorted ids as a doubly linked list: each readied id moves just ahead of its trigger in O(1),
  // in sorted order, so later moves see the earlier ones (n log n for the sort, linear after it).
  const n = sorted.length;
  const prev = new Int32Array(n + 1);
  const next = new Int32Array(n + 1);
  const index = new Map<string, number>();
  const HEAD = n; // sentinel
  for (let i = 0; i < n; i++) {
    const id = sorted[i]!.id;
    if (index.has(id)) throw new RulesError("INVALID_ARGUMENT", "keys", id, "expected each id once (combatant ids are unique)");
    index.set(id, i);
    prev[i] = i === 0 ? HEAD : i - 1;
    next[i] = i === n - 1 ? HEAD : i + 1;
  }
  next[HEAD] = n === 0 ? HEAD : 0;
  prev[HEAD] = n === 0 ? HEAD : n - 1;
  for (let i = 0; i < n; i++) {
    const k = sorted[i]!;
    const target = index.get(k.aheadOf);
    if (!k.aheadOf || k.aheadOf === k.id || target === undefined) continue;
    next[prev[i]!] = next[i]!;
    prev[next[i]!] = prev[i]!;
    const before = prev[target]!;
    next[before] = i;
    prev[i] = before;
    next[i] = target;
    prev[target] = i;
  }
  const ranks = new Map<string, number>();
  for (let i = next[HEAD]!, rank = 1; i !== HEAD; i = next[i]!) ranks.set(sorted[i]!.id, rank++);
  return ranks;
}

/** An order key's number: an integer within ±10,000,000. */
function orderValue(x: unknown): boolean {
  return Number.isInteger(x) && Math.abs(x as number) <= 10_000_000;
}
