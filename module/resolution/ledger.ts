/**
 * The card's ledger of applications (RESOLUTION.md R14): one entry per application, read as
 * strictly as the rows. A malformed entry, a hole or a ledger past MAX_LEDGER refuses the whole card
 * (flag.ts), since every client renders from it and the GM's Undo writes an entry's `before` back
 * onto an actor (R14).
 */
import type { DyingState, HealthState } from "../rules/resolution/types";
import { MAX_HEALTH, MAX_LEVEL } from "../rules/resolution/validate";
import { MAX_WORLD_TIME } from "../rules/bounds";
import { isRecord } from "./records";

/** The operations a row offers (§7.3). `apply` and `heal` are anyone's who owns the target; the rest are the GM's. */
export const HEALTH_OPS = ["apply", "heal", "half", "double", "knockOut", "markDead"] as const;
export type HealthOp = (typeof HEALTH_OPS)[number];

export interface StatusChange {
  id: string;
  marker: boolean;
}

/** One application (R14): the before and after states and the statuses it changed. */
export interface LedgerEntry {
  tokenUuid: string;
  op: HealthOp;
  amount: number;
  before: { health: HealthState; dying: DyingState };
  after: { health: HealthState; dying: DyingState };
  add: StatusChange[];
  remove: string[];
  dead: boolean;
  undone: boolean;
}

/** The most entries a card's ledger holds: twenty applications or undos per row of a full card. */
export const MAX_LEDGER = 1_000;
/** The most statuses one application adds or removes. */
const MAX_STATUS_CHANGES = 20;

const UUID = /^[A-Za-z0-9.]{1,200}$/;
const STATUS = /^[A-Za-z0-9._-]{1,80}$/;

const within = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;

function readHealth(value: unknown): HealthState | null {
  if (!isRecord(value)) return null;
  const { value: v, max, below, temp } = value;
  if (!within(v, 0, MAX_HEALTH) || !within(max, 0, MAX_HEALTH) || !within(below, 0, MAX_HEALTH) || !within(temp, 0, MAX_HEALTH)) return null;
  return { value: v, max, below, temp };
}

function readDying(value: unknown): DyingState | null {
  if (!isRecord(value)) return null;
  const { failures, stable, since, combat } = value;
  if (!within(failures, 0, MAX_LEVEL) || typeof stable !== "boolean" || typeof combat !== "string" || combat.length > 200) return null;
  if (!(since === null || within(since, -MAX_WORLD_TIME, MAX_WORLD_TIME))) return null;
  return { failures, stable, since, combat };
}

function readState(value: unknown): LedgerEntry["before"] | null {
  if (!isRecord(value)) return null;
  const health = readHealth(value["health"]);
  const dying = readDying(value["dying"]);
  return health && dying ? { health, dying } : null;
}

/** A dense list of at most `max` items each read by `read`, or null (holes read as undefined and are refused). */
export function denseList<T>(value: unknown, max: number, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) {
    const item = read(value[i]);
    if (item === null) return null;
    out.push(item);
  }
  return out;
}

/** One entry within its bounds, or null. */
export function readEntry(value: unknown): LedgerEntry | null {
  if (!isRecord(value)) return null;
  const { tokenUuid, op, amount, dead, undone } = value;
  if (typeof tokenUuid !== "string" || !UUID.test(tokenUuid) || !HEALTH_OPS.includes(op as HealthOp)) return null;
  if (!within(amount, 0, MAX_HEALTH) || typeof dead !== "boolean" || typeof undone !== "boolean") return null;
  const before = readState(value["before"]);
  const after = readState(value["after"]);
  const add = denseList(value["add"], MAX_STATUS_CHANGES, (s) => (isRecord(s) && typeof s["id"] === "string" && STATUS.test(s["id"]) && typeof s["marker"] === "boolean" ? { id: s["id"], marker: s["marker"] } : null));
  const remove = denseList(value["remove"], MAX_STATUS_CHANGES, (s) => (typeof s === "string" && STATUS.test(s) ? s : null));
  if (!before || !after || !add || !remove) return null;
  return { tokenUuid, op: op as HealthOp, amount, before, after, add, remove, dead, undone };
}

/** The ledger: [] when absent, null when malformed, holed or longer than MAX_LEDGER. */
export function readLedger(value: unknown): LedgerEntry[] | null {
  if (value === undefined) return [];
  return denseList(value, MAX_LEDGER, readEntry);
}
