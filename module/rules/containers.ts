/**
 * Containers and towing (RULES.md §6): what a carrier bears when some of its items sit in others
 * (a backpack, a coin and gem bag, a wagon), each container's contents against its capacity, and
 * whether a creature tows a wagon (capacity and step ×3, 000:L104).
 *
 * Decision (containers): an item names the container that holds it by id (`container`); the carrier
 * bears every item once: a carried container's own weight plus its contents, never the contents
 * twice. A container set down (`carried: false`, as the gryf drops the heavy pack, 000:L63) takes
 * its contents with it: none of it counts. A reference to no container (deleted, or an item that is
 * not a container, or the item itself) counts the item loose, so no weight is ever lost; a loop of
 * containers is broken at its first entry, which is counted loose. The standard-kit mark stays per
 * item: a kit backpack does not make a treasure haul in it kit.
 */
import { RulesError } from "./errors";
import { carriedWeight } from "./actor-load";
import { WEIGHT_UNITS_PER_LB } from "./encumbrance";
import { MAX_WEIGHT_LB, assertAtMost, assertList, assertObject } from "./bounds";
import { assertNonNegativeNumber } from "./errors";

export interface PackedEntry {
  /** The item's id (unique among the carrier's items). */
  id: string;
  /** Weight of one unit, lb (finite, ≥ 0). */
  weight: number;
  /** Units (integer ≥ 0); 1 when omitted. */
  quantity?: number;
  /** Marked as standard kit (RULES.md §6): not counted. */
  standardKit?: boolean;
  /** The id of the container holding it; null, "" or omitted: carried loose. */
  container?: string | null;
  /** The item is a container. */
  isContainer?: boolean;
  /** A container's capacity for its contents, lb; null or omitted: no limit. */
  capacity?: number | null;
  /** A container: false when set down (it and its contents are not carried); true when omitted. */
  carried?: boolean;
  /** A container on wheels (a wagon or cart), which a creature tows (000:L104). */
  wheeled?: boolean;
}

export interface ContainerState {
  readonly id: string;
  /** Weight of everything inside, nested containers and kit included, lb. */
  readonly contents: number;
  readonly capacity: number | null;
  /** The contents weigh more than the capacity. */
  readonly over: boolean;
  /** The container is carried (it and every container above it). */
  readonly carried: boolean;
  readonly wheeled: boolean;
}

export interface Placement {
  readonly id: string;
  /** The container that holds the item after resolution (null: loose). */
  readonly container: string | null;
  readonly carried: boolean;
}

export interface PackedLoad {
  /** Weight carried that counts towards the load, lb (standard kit and what is set down excluded). */
  readonly counted: number;
  /** Weight of the carried items marked as standard kit, lb. */
  readonly kit: number;
  /** Weight set down with its containers, lb (not carried). */
  readonly setDown: number;
  /** Everything the carrier owns, lb: counted + kit + set down. */
  readonly total: number;
  /** Every container, in input order. */
  readonly containers: readonly ContainerState[];
  /** Where each entry is, in input order. */
  readonly placement: readonly Placement[];
}

function assertEntry(i: number, e: unknown): asserts e is PackedEntry {
  assertObject(`entries[${i}]`, e);
  if (typeof e["id"] !== "string") throw new RulesError("INVALID_ARGUMENT", `entries[${i}].id`, e["id"], "expected a string id");
  const container = e["container"];
  if (container !== undefined && container !== null && typeof container !== "string") {
    throw new RulesError("INVALID_ARGUMENT", `entries[${i}].container`, container, "expected a container id, or null");
  }
  const capacity = e["capacity"];
  if (capacity !== undefined && capacity !== null) {
    assertNonNegativeNumber(`entries[${i}].capacity`, capacity);
    assertAtMost(`entries[${i}].capacity`, capacity, MAX_WEIGHT_LB);
  }
}

/** Where each entry is: its resolved container's index (−1: loose) and whether it is carried. */
function resolve(entries: readonly PackedEntry[]): { parent: number[]; carried: boolean[]; order: number[] } {
  const byId = new Map<string, number>();
  entries.forEach((e, i) => {
    if (e.isContainer === true && !byId.has(e.id)) byId.set(e.id, i);
  });
  const parent = entries.map((e, i) => {
    const j = e.container ? (byId.get(e.container) ?? -1) : -1;
    return j === i ? -1 : j;
  });
  const state = new Uint8Array(entries.length);
  const carried: boolean[] = new Array<boolean>(entries.length).fill(true);
  const order: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const path: number[] = [];
    let j = i;
    while (j !== -1 && state[j] === 0) {
      state[j] = 1;
      path.push(j);
      j = parent[j] ?? -1;
    }
    // Back on the path walked: a loop; it is broken at the first entry of the loop met.
    if (j !== -1 && state[j] === 1) parent[j] = -1;
    for (let k = path.length - 1; k >= 0; k--) {
      const n = path[k] ?? 0;
      const up = parent[n] ?? -1;
      const self = entries[n]?.isContainer !== true || entries[n]?.carried !== false;
      carried[n] = self && (up === -1 || carried[up] === true);
      state[n] = 2;
      order.push(n);
    }
  }
  return { parent, carried, order };
}

/**
 * The load of a carrier whose items may sit in containers (see the module's Decision). The sums are
 * exact at 1/1000 lb, as {@link carriedWeight}; the counted weight does not change when an item moves
 * into or out of a carried container.
 */
export function packedLoad(entries: readonly PackedEntry[]): PackedLoad {
  if (!Array.isArray(entries)) throw new RulesError("INVALID_ARGUMENT", "entries", entries, "expected an array of items");
  assertList("entries", entries);
  entries.forEach((e, i) => assertEntry(i, e));
  // Checks every weight and quantity, and bounds the total (so every sum below stays exact).
  carriedWeight(entries);
  const { parent, carried, order } = resolve(entries);
  const own = entries.map((e) => Math.round(e.weight * WEIGHT_UNITS_PER_LB) * (e.quantity ?? 1));
  const inside = new Array<number>(entries.length).fill(0);
  // Children before their containers: the reverse of the parents-first order.
  for (let k = order.length - 1; k >= 0; k--) {
    const n = order[k] ?? 0;
    const up = parent[n] ?? -1;
    if (up !== -1) inside[up] = (inside[up] ?? 0) + (own[n] ?? 0) + (inside[n] ?? 0);
  }
  let counted = 0;
  let kit = 0;
  let setDown = 0;
  entries.forEach((e, i) => {
    const units = own[i] ?? 0;
    if (!carried[i]) setDown += units;
    else if (e.standardKit === true) kit += units;
    else counted += units;
  });
  const containers: ContainerState[] = [];
  entries.forEach((e, i) => {
    if (e.isContainer !== true) return;
    const capacity = e.capacity ?? null;
    const contents = (inside[i] ?? 0) / WEIGHT_UNITS_PER_LB;
    const over = capacity !== null && (inside[i] ?? 0) > Math.round(capacity * WEIGHT_UNITS_PER_LB);
    containers.push({ id: e.id, contents, capacity, over, carried: carried[i] === true, wheeled: e.wheeled === true });
  });
  const placement = entries.map((e, i) => ({ id: e.id, container: parent[i] === -1 ? null : (entries[parent[i] ?? 0]?.id ?? null), carried: carried[i] === true }));
  const total = (counted + kit + setDown) / WEIGHT_UNITS_PER_LB;
  return { counted: counted / WEIGHT_UNITS_PER_LB, kit: kit / WEIGHT_UNITS_PER_LB, setDown: setDown / WEIGHT_UNITS_PER_LB, total, containers, placement };
}

/**
 * Book (000:L104, RULES.md §6): "when towing a wagon, cart or other wheeled container, three times
 * the normal encumbrance is allowed, and the weight steps between penalties is tripled as well."
 * Decision: towing is in force when the creature's manual switch is on (worlds that set it keep it),
 * or its `towedId` names a wheeled container among its own items that it carries; a link to a
 * missing item, to a container without wheels or to a wagon set down tows nothing.
 */
export function towingInForce(manual: boolean, towedId: string | null, entries: readonly PackedEntry[]): boolean {
  if (towedId !== null && typeof towedId !== "string") throw new RulesError("INVALID_ARGUMENT", "towedId", towedId, "expected an item id, or null");
  if (manual === true) return true;
  if (!towedId) return false;
  const load = packedLoad(entries);
  return load.containers.some((c) => c.id === towedId && c.wheeled && c.carried);
}
