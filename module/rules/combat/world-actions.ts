/**
 * The world's turn (VARIANTS.md §6.9, §13.1, §13.3 row 43; coverage audit §5.4): A5E's environments
 * act "at the start of each round before any participants act" (004:L75). ER has no second 0
 * (RULES.md §1), so the World acts at second 1 and "before" is a rank within that second: before
 * the first movement phase (at second 1) and before every start-of-turn moment and action there
 * ({@link WORLD_ORDER} against ./turn-moment.ts's orders). It rolls no initiative and is never
 * moved, so it is no combatant: the clock never waits for it.
 *
 * A world action with a recharge is spent when used; the recharge die is rolled right after the
 * use and, while still spent, again at each round start; a result at or above the threshold
 * regains it (004:L91). The text rolls right after the use as well as at later round starts, one
 * roll more than the spec's "at each round start": the text wins. Pure.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import { assertClockTime, type ClockTime } from "../time";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { WorldTurnRule } from "../ruleset/points/combat";

/** The most world actions one combat holds, and the longest name and id. */
export const MAX_WORLD_ACTIONS = 12;
export const MAX_WORLD_ACTION_NAME = 80;
export const MAX_WORLD_ACTION_ID = 16;
/** A recharge threshold: 0 (none: never spent) or 2–6 ("Recharge 4–6" is 4; "Recharge 6" is 6). */
export const WORLD_RECHARGE_MIN = 2;
export const WORLD_RECHARGE_MAX = 6;
/** The World's second (RULES.md §1: seconds run 1–20). */
export const WORLD_SECOND = 1;
/**
 * The World's rank in the round's total order of moments (./turn-moment.ts): second 1's
 * start-of-turn moment is 3 and its action 4, and the movement phase at second 1 comes before
 * both, so the World takes 2, the rank left below them; no second 0 is made.
 */
export const WORLD_ORDER = WORLD_SECOND * 3 - 1;

/**
 * Where the movement phase at a movement second sorts among ./turn-moment.ts's orders: after the
 * World (at second 1) and before that second's start-of-turn moments and actions, as the tracker
 * lists a phase row above the turns of its second.
 */
export function movementPhaseOrder(second: number): number {
  assertIntegerInRange("second", second, 1, 20);
  if (second !== 1 && second !== 6 && second !== 11 && second !== 16) throw new RulesError("INVALID_ARGUMENT", "second", second, "expected a movement second (1, 6, 11, 16)");
  return second * 3 - 0.5;
}

export interface WorldAction {
  /** 1–16 letters or digits, unique within the combat. */
  readonly id: string;
  readonly name: string;
  /** 0: no recharge; 2–6: the recharge threshold. */
  readonly recharge: number;
  readonly spent: boolean;
  /** Shown to the GMs only (name and dice). */
  readonly hidden: boolean;
}

/** The World as a Combat stores it: the round it last acted in (0: never) and its actions. */
export interface WorldState {
  readonly usedRound: number;
  readonly actions: readonly WorldAction[];
}

export const NO_WORLD: WorldState = Object.freeze({ usedRound: 0, actions: Object.freeze([]) });

/** Why a use is refused (a key under `ER.World.Refused.` in lang/en.json). */
export type WorldUseRefusal = "off" | "notStarted" | "notItsSecond" | "usedThisRound" | "unknown" | "spent";

const ID_RE = /^[A-Za-z0-9]{1,16}$/;

/** The world-turn point, or null where no module fills it. */
export function worldTurnOf(ruleset: Ruleset): WorldTurnRule | null {
  assertRuleset("ruleset", ruleset);
  const rule: unknown = ruleset.points.worldTurn;
  if (rule === null || rule === undefined) return null;
  assertObject("ruleset.points.worldTurn", rule);
  assertIntegerInRange("ruleset.points.worldTurn.die", rule["die"], 2, 100);
  if (typeof rule["rollOnUse"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", "ruleset.points.worldTurn.rollOnUse", rule["rollOnUse"], "expected a boolean");
  return rule as unknown as WorldTurnRule;
}

/** Whether a threshold is one a world action may carry. */
export function isWorldRecharge(value: unknown): value is number {
  return value === 0 || (Number.isInteger(value) && (value as number) >= WORLD_RECHARGE_MIN && (value as number) <= WORLD_RECHARGE_MAX);
}

/** Throws unless `state` is a well-formed, bounded world state (ids unique). */
export function assertWorldState(label: string, state: unknown): asserts state is WorldState {
  assertObject(label, state);
  assertIntegerInRange(`${label}.usedRound`, state["usedRound"], 0, MAX_CLOCK_ROUND);
  const actions = state["actions"];
  assertList(`${label}.actions`, actions);
  if (actions.length > MAX_WORLD_ACTIONS) throw new RulesError("OUT_OF_RANGE", `${label}.actions`, actions.length, `expected at most ${MAX_WORLD_ACTIONS} world actions`);
  const ids = new Set<string>();
  actions.forEach((a, i) => {
    const at = `${label}.actions[${i}]`;
    assertObject(at, a);
    if (typeof a["id"] !== "string" || !ID_RE.test(a["id"]) || ids.has(a["id"])) throw new RulesError("INVALID_ARGUMENT", `${at}.id`, a["id"], "expected a unique id of 1–16 letters or digits");
    ids.add(a["id"]);
    if (typeof a["name"] !== "string" || a["name"].length > MAX_WORLD_ACTION_NAME) throw new RulesError("INVALID_ARGUMENT", `${at}.name`, a["name"], `expected a text of at most ${MAX_WORLD_ACTION_NAME} characters`);
    if (!isWorldRecharge(a["recharge"])) throw new RulesError("OUT_OF_RANGE", `${at}.recharge`, a["recharge"], "expected 0 or 2–6");
    if (typeof a["spent"] !== "boolean" || typeof a["hidden"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", at, a, "expected spent and hidden booleans");
    if (a["spent"] && a["recharge"] === 0) throw new RulesError("INVALID_ARGUMENT", `${at}.spent`, true, "an action without a recharge is never spent");
  });
}

/**
 * The world state from stored data nobody checked: a malformed action is dropped, a long name cut,
 * a threshold out of range read as none, a repeated id dropped, at most {@link MAX_WORLD_ACTIONS}.
 */
export function worldStateOf(raw: unknown): WorldState {
  if (raw === null || typeof raw !== "object") return NO_WORLD;
  const r = raw as { usedRound?: unknown; actions?: unknown };
  const usedRound = Number.isInteger(r.usedRound) && (r.usedRound as number) >= 0 && (r.usedRound as number) <= MAX_CLOCK_ROUND ? (r.usedRound as number) : 0;
  const actions: WorldAction[] = [];
  const ids = new Set<string>();
  for (const a of Array.isArray(r.actions) ? r.actions : []) {
    if (actions.length >= MAX_WORLD_ACTIONS) break;
    if (a === null || typeof a !== "object") continue;
    const o = a as Record<string, unknown>;
    const id = o["id"];
    if (typeof id !== "string" || !ID_RE.test(id) || ids.has(id)) continue;
    ids.add(id);
    const recharge = isWorldRecharge(o["recharge"]) ? o["recharge"] : 0;
    const name = typeof o["name"] === "string" ? o["name"].slice(0, MAX_WORLD_ACTION_NAME) : "";
    actions.push({ id, name, recharge, spent: recharge > 0 && o["spent"] === true, hidden: o["hidden"] === true });
  }
  return { usedRound, actions };
}

/** Whether a recharge roll regains the action: d ≥ threshold (004:L91). */
export function rechargeRegains(recharge: number, roll: number, ruleset: Ruleset): boolean {
  const rule = worldTurnOf(ruleset);
  if (rule === null) throw new RulesError("INVALID_ARGUMENT", "ruleset", "worldTurn", "no world-turn rule is in force");
  if (!isWorldRecharge(recharge) || recharge === 0) throw new RulesError("OUT_OF_RANGE", "recharge", recharge, "expected a threshold 2–6");
  assertIntegerInRange("roll", roll, 1, rule.die);
  return roll >= recharge;
}

export interface WorldUseInput {
  readonly state: WorldState;
  readonly id: string;
  /** The combat clock, or null before Begin Combat. */
  readonly now: ClockTime | null;
}

export interface WorldUse {
  /** The state after the use (unchanged when refused). */
  readonly state: WorldState;
  readonly refusal: WorldUseRefusal | null;
  /** A recharge die to roll now, for {@link rechargeAfterUse} (VARIANTS.md §6.9; 004:L91). */
  readonly rollRecharge: boolean;
}

/**
 * The GM uses one world action: only at second 1 (the World's turn), once a round, and only an
 * action not spent. An action with a recharge is spent by it; one without stays ready.
 */
export function useWorldAction(input: WorldUseInput, ruleset: Ruleset): WorldUse {
  assertObject("input", input);
  assertWorldState("input.state", input.state);
  if (typeof input.id !== "string") throw new RulesError("INVALID_ARGUMENT", "input.id", input.id, "expected a text");
  if (input.now !== null) assertClockTime("input.now", input.now);
  const rule = worldTurnOf(ruleset);
  const refuse = (refusal: WorldUseRefusal): WorldUse => ({ state: input.state, refusal, rollRecharge: false });
  if (rule === null) return refuse("off");
  if (input.now === null) return refuse("notStarted");
  if (input.now.second !== WORLD_SECOND) return refuse("notItsSecond");
  if (input.state.usedRound === input.now.round) return refuse("usedThisRound");
  const action = input.state.actions.find((a) => a.id === input.id);
  if (!action) return refuse("unknown");
  if (action.spent) return refuse("spent");
  const spent = action.recharge > 0;
  const actions = input.state.actions.map((a) => (a.id === action.id ? { ...a, spent } : a));
  return { state: { usedRound: input.now.round, actions }, refusal: null, rollRecharge: spent && rule.rollOnUse };
}

/** One recharge roll, as the card shows it. */
export interface RechargeRoll {
  readonly id: string;
  readonly recharge: number;
  readonly roll: number;
  readonly regained: boolean;
}

/** The roll right after a use: regains the action on a result at or above its threshold. */
export function rechargeAfterUse(input: { readonly state: WorldState; readonly id: string; readonly roll: number }, ruleset: Ruleset): { state: WorldState; result: RechargeRoll } {
  assertObject("input", input);
  assertWorldState("input.state", input.state);
  const action = input.state.actions.find((a) => a.id === input.id);
  if (!action || !action.spent) throw new RulesError("INVALID_ARGUMENT", "input.id", input.id, "expected a spent world action");
  const regained = rechargeRegains(action.recharge, input.roll, ruleset);
  const actions = input.state.actions.map((a) => (a.id === action.id ? { ...a, spent: !regained } : a));
  return { state: { ...input.state, actions }, result: { id: action.id, recharge: action.recharge, roll: input.roll, regained } };
}

/** The ids whose recharge die the GM's client rolls at a round start: every spent action, in order. */
export function rechargeDue(state: WorldState, ruleset: Ruleset): string[] {
  assertWorldState("state", state);
  if (worldTurnOf(ruleset) === null) return [];
  return state.actions.filter((a) => a.spent).map((a) => a.id);
}

/**
 * The round start's recharge: `rolls` holds one die per id of {@link rechargeDue}, in its order;
 * each regains its action on a result at or above the threshold (004:L91), the rest stay spent.
 */
export function rechargeAtRoundStart(input: { readonly state: WorldState; readonly rolls: readonly number[] }, ruleset: Ruleset): { state: WorldState; results: RechargeRoll[] } {
  assertObject("input", input);
  assertWorldState("input.state", input.state);
  assertList("input.rolls", input.rolls);
  const due = rechargeDue(input.state, ruleset);
  if (input.rolls.length !== due.length) throw new RulesError("INVALID_ARGUMENT", "input.rolls", input.rolls.length, `expected ${due.length} rolls`);
  const results: RechargeRoll[] = [];
  const byId = new Map<string, boolean>();
  due.forEach((id, i) => {
    const action = input.state.actions.find((a) => a.id === id)!;
    const roll = input.rolls[i]!;
    const regained = rechargeRegains(action.recharge, roll, ruleset);
    byId.set(id, regained);
    results.push({ id, recharge: action.recharge, roll, regained });
  });
  const actions = input.state.actions.map((a) => (byId.get(a.id) === true ? { ...a, spent: false } : a));
  return { state: { ...input.state, actions }, results };
}

/**
 * The tracker's World entry: null where no world-turn rule is in force. Before Begin Combat (no
 * clock) it is shown so the GM can list the world actions, none usable yet.
 */
export interface WorldEntry {
  readonly second: number;
  readonly order: number;
  /** The clock stands at the World's second (its turn), or has passed it this round. */
  readonly current: boolean;
  readonly past: boolean;
  readonly usedThisRound: boolean;
  readonly actions: readonly (WorldAction & { readonly usable: boolean })[];
}

export function worldEntry(input: { readonly state: WorldState; readonly now: ClockTime | null }, ruleset: Ruleset): WorldEntry | null {
  assertObject("input", input);
  assertWorldState("input.state", input.state);
  if (input.now !== null) assertClockTime("input.now", input.now);
  if (worldTurnOf(ruleset) === null) return null;
  const now = input.now;
  const usedThisRound = now !== null && input.state.usedRound === now.round;
  const current = now !== null && now.second === WORLD_SECOND;
  const actions = input.state.actions.map((a) => ({ ...a, usable: current && !usedThisRound && !a.spent }));
  return { second: WORLD_SECOND, order: WORLD_ORDER, current, past: now !== null && now.second > WORLD_SECOND, usedThisRound, actions };
}
