/**
 * Combat scheduling (RULES.md §1–2, §7): who acts at which second of a round, who rolls at the
 * start of a round and who carries an action over, the clock's next/previous stops, and the plan of
 * a round transition. Pure: the Combat and Combatant documents gather plain states, call these and
 * apply the result.
 */
import { RulesError, assertInteger, assertNonNegativeInteger } from "./errors";
import { INITIATIVE_FLOOR } from "./initiative";
import { MAX_INITIATIVE, MAX_INITIATIVE_MODIFIER, MAX_ROUND, MAX_WORLD_TIME, assertActionRecord, assertAtMost, assertCombatantState, assertList, assertObject } from "./bounds";
import { assertClockTime } from "./time";
import { BOOK_CONFIG, assertVariantConfig, type InitiativeModelId, type VariantConfig } from "./variants/config";
import { INITIATIVE_MODELS, type VariantInitiative } from "./variants/initiative-models";
import { NO_VARIANT_MEMORY, needsBaseRoll, variantRoll, variantTieBreaks, type VariantCombatantInput, type VariantMemory } from "./variants/initiative-round";
import { ambushRoundActors, holdLapsed, surprisedAtStart } from "./variants/initiative-hold";
import { canAct, isConditionId, rollsInitiative } from "./conditions";
import { SECONDS_PER_ROUND } from "./phases";
import {
  DELAYED_ACTION_ROLLS_NEW_INITIATIVE,
  MAX_ACTION_SECONDS,
  fromAbsolute,
  nextEvent,
  previousEvent,
  scheduleAction,
  tieBreakOrder,
  toAbsolute,
  type ClockMode,
  type ClockTime,
} from "./time";

/**
 * One combatant's current action.
 * - `startedRound`: the round whose initiative roll set `score` (0: no action yet).
 * - `score`: the floored initiative score (the second casting starts, or the action lands).
 * - `castingSeconds`: 0 for a plain action; a spell's casting time otherwise.
 * - `landsAt`: absolute second (round·20 + second) the action takes effect; 0 while a delayed
 *   action waits for its new roll (see {@link DELAYED_ACTION_ROLLS_NEW_INITIATIVE}).
 * - `delayedFrom`: 0, or the round whose action was delayed into this one.
 */
export interface ActionRecord {
  readonly startedRound: number;
  readonly score: number;
  readonly castingSeconds: number;
  readonly landsAt: number;
  readonly delayedFrom: number;
}

export const NO_ACTION: ActionRecord = Object.freeze({ startedRound: 0, score: 0, castingSeconds: 0, landsAt: 0, delayedFrom: 0 });

/** What the scheduler needs to know of a combatant. */
export interface CombatantState {
  readonly id: string;
  readonly action: ActionRecord;
  /** Decision (RULES.md §2, ties): rolled once per round and shown. */
  readonly tieBreak: number;
  /** Status ids; ids that are not RULES.md §7 conditions are ignored. */
  readonly conditions: readonly string[];
  readonly defeated: boolean;
}

/** Initiative modifier parts as the actor profile gives them (quickness is already the signed part). */
export interface InitiativeParts {
  readonly quickness: number;
  readonly weapon: number;
  readonly encumbrance: number;
  readonly other: number;
}

/** The raw 2d10 total with its parts, and the floored score. */
export interface InitiativeBreakdown extends InitiativeParts {
  readonly dice: number;
  readonly score: number;
}

/**
 * Decision (issue 4, combatant added mid-round): a combatant added after the round began has no
 * action in that round; it rolls with everyone else at the start of the next round.
 */
export const MID_ROUND_JOIN = "nextRound" as const;

function knownConditions(conditions: readonly string[]): string[] {
  return conditions.filter(isConditionId);
}

function assertRound(name: string, round: unknown): asserts round is number {
  assertInteger(name, round);
  if (round < 1) throw new RulesError("OUT_OF_RANGE", name, round, "expected a round ≥ 1");
}

/**
 * Decision (RULES.md §2, spill-over past 40): a rolled score is floored at 1 and capped at
 * {@link MAX_ACTION_SECONDS}. Modifiers come from actor and item data its owner may edit, so a roll
 * must never be able to stop a round transition; the capped action lands 10 rounds ahead. A score
 * typed or sent outside a roll is refused instead (actionLanding's RulesError).
 */
function clampScore(total: number): number {
  return Math.min(MAX_ACTION_SECONDS, Math.max(INITIATIVE_FLOOR, total));
}

/** The score from the 2d10 total and the profile's signed parts, floored at 1 and capped (RULES.md §2). */
export function initiativeFromParts(dice: number, parts: InitiativeParts): InitiativeBreakdown {
  assertNonNegativeInteger("dice", dice);
  assertAtMost("dice", dice, MAX_INITIATIVE);
  assertObject("parts", parts);
  assertInteger("quickness", parts.quickness);
  assertInteger("weapon", parts.weapon);
  assertInteger("encumbrance", parts.encumbrance);
  assertInteger("other", parts.other);
  // Whole numbers of any size are a roll's data, not a typed score: each part is held within
  // MAX_INITIATIVE_MODIFIER for the sum (so it stays exact), and the score is then capped (clampScore).
  const part = (v: number) => Math.max(-MAX_INITIATIVE_MODIFIER, Math.min(MAX_INITIATIVE_MODIFIER, v));
  const total = dice + part(parts.quickness) + part(parts.weapon) + part(parts.encumbrance) + part(parts.other);
  return {
    dice,
    quickness: parts.quickness,
    weapon: parts.weapon,
    encumbrance: parts.encumbrance,
    other: parts.other,
    score: clampScore(total),
  };
}

/** A new action rolled in `round` with `score` (and a casting time for a spell). */
export function planAction(round: number, score: number, castingSeconds = 0, delayedFrom = 0): ActionRecord {
  const scheduled = scheduleAction(round, score, castingSeconds);
  assertNonNegativeInteger("delayedFrom", delayedFrom);
  assertAtMost("delayedFrom", delayedFrom, MAX_ROUND);
  return { startedRound: round, score, castingSeconds, landsAt: scheduled.absolute, delayedFrom };
}

/**
 * Decision (RULES.md §2, delay): once delayed, an action belongs to the next round for good. The
 * round an action is reckoned from is the round it was delayed into (`delayedFrom + 1`), or else
 * the round whose roll set it. Everything done to the action later (a casting time, an edited or
 * re-rolled score) counts from this round, never from the round the action was first rolled in.
 */
export function reckonedRound(action: ActionRecord): number {
  assertActionRecord("action", action);
  return action.delayedFrom > 0 ? action.delayedFrom + 1 : action.startedRound;
}

/** The action landing again from `score` and `castingSeconds`, reckoned from {@link reckonedRound}; it keeps its roll's round and its delay. */
function replan(action: ActionRecord, score: number, castingSeconds: number): ActionRecord {
  return { ...planAction(reckonedRound(action), score, castingSeconds, action.delayedFrom), startedRound: action.startedRound };
}

/** Marks (or unmarks, with 0) the action as a spell: the effect lands at score + casting time (a delayed action: from the round it was delayed into). */
export function withCasting(action: ActionRecord, castingSeconds: number): ActionRecord {
  assertActionRecord("action", action);
  if (action.startedRound < 1) throw new RulesError("INVALID_ARGUMENT", "action", action, "the combatant has no action to cast");
  return replan(action, action.score, castingSeconds);
}

/**
 * Delays the action that was due in `round` (RULES.md §2, delay). It is lost in `round` and is the
 * only action of `round + 1`. With {@link DELAYED_ACTION_ROLLS_NEW_INITIATIVE} the new second is
 * rolled at the start of `round + 1` (landsAt 0 until then); otherwise the action keeps its second
 * and lands at that second of `round + 1` with no roll.
 */
export function delayedAction(action: ActionRecord, round: number): ActionRecord {
  assertRound("round", round);
  assertActionRecord("action", action);
  if (action.startedRound < 1) throw new RulesError("INVALID_ARGUMENT", "action", action, "the combatant has no action to delay");
  if (reckonedRound(action) !== round) {
    throw new RulesError("INVALID_ARGUMENT", "action", action, `only an action of round ${round} itself can be delayed out of it`);
  }
  if (DELAYED_ACTION_ROLLS_NEW_INITIATIVE) return { ...action, landsAt: 0, delayedFrom: round };
  const second = fromAbsolute(action.landsAt).second;
  return { ...action, landsAt: toAbsolute({ round: round + 1, second }), delayedFrom: round };
}

/** Whether the conditions let the combatant act (and so have a second at all). */
export function ableToAct(state: Pick<CombatantState, "conditions" | "defeated">): boolean {
  assertObject("state", state);
  if (!state.defeated) assertList("state.conditions", state.conditions);
  if (state.defeated) return false;
  const known = knownConditions(state.conditions);
  return canAct(known) && rollsInitiative(known);
}

/** The second (1–20) at which the combatant acts in `round`, or null. */
export function actionSecondIn(state: CombatantState, round: number): number | null {
  assertRound("round", round);
  assertCombatantState("state", state);
  const landsAt = state.action.landsAt;
  if (landsAt <= 0 || !ableToAct(state)) return null;
  const t = fromAbsolute(landsAt);
  return t.round === round ? t.second : null;
}

/** The seconds of `round` at which someone able acts, ascending, without repeats. */
export function actionSecondsIn(states: readonly CombatantState[], round: number): number[] {
  assertList("states", states);
  const seconds = new Set<number>();
  for (const s of states) {
    const second = actionSecondIn(s, round);
    if (second !== null) seconds.add(second);
  }
  return [...seconds].sort((a, b) => a - b);
}

/** Ids of the combatants acting exactly at `now`, in tie-break order (lower score, then lower tie-break). */
export function actingAt(states: readonly CombatantState[], now: ClockTime): string[] {
  assertList("states", states); assertClockTime("now", now);
  return states
    .filter((s) => actionSecondIn(s, now.round) === now.second)
    .sort((a, b) => tieBreakOrder({ score: a.action.score, tieBreak: a.tieBreak }, { score: b.action.score, tieBreak: b.tieBreak }) || cmp(a.id, b.id))
    .map((s) => s.id);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Order of the tracker and of Foundry's turns in `round`: those acting this round by their second,
 * then score, then tie-break; then everyone else (carried to a later round, unable, not yet rolled)
 * by score. Ties that remain are broken by id so every client agrees.
 */
export function compareForRound(a: CombatantState, b: CombatantState, round: number): number {
  assertCombatantState("a", a); assertCombatantState("b", b);
  const sa = actionSecondIn(a, round);
  const sb = actionSecondIn(b, round);
  if (sa !== null && sb === null) return -1;
  if (sa === null && sb !== null) return 1;
  if (sa !== null && sb !== null && sa !== sb) return sa - sb;
  const scoreA = a.action.startedRound > 0 ? a.action.score : Number.POSITIVE_INFINITY;
  const scoreB = b.action.startedRound > 0 ? b.action.score : Number.POSITIVE_INFINITY;
  if (scoreA !== scoreB) return scoreA < scoreB ? -1 : 1;
  if (a.tieBreak !== b.tieBreak) return a.tieBreak < b.tieBreak ? -1 : 1;
  return cmp(a.id, b.id);
}

/** Why a combatant does or does not roll at the start of a round. */
export type RoundStartStatus = "rolls" | "carried" | "unable" | "defeated";

/**
 * Who rolls at the start of `round` (RULES.md §2): everyone able, except a combatant whose action
 * (spilled score, spell past second 20, or delay that keeps its second) lands in `round` or later.
 * Unconscious and stunned combatants take no action and are skipped.
 */
export function roundStartStatus(state: CombatantState, round: number): RoundStartStatus {
  assertRound("round", round);
  assertCombatantState("state", state);
  if (state.defeated) return "defeated";
  if (!ableToAct(state)) return "unable";
  if (state.action.landsAt >= toAbsolute({ round, second: 1 })) return "carried";
  return "rolls";
}

/** The clock's next stop and whether it starts a new round (which needs a round transition). */
export interface ClockStep {
  readonly to: ClockTime;
  readonly absolute: number;
  readonly newRound: boolean;
}

/** Next stop after `now` (RULES.md §1–2): movement seconds and seconds where someone acts, or every second. */
export function stepForward(now: ClockTime, states: readonly CombatantState[], mode: ClockMode): ClockStep {
  assertClockTime("now", now);
  const to = nextEvent(now, actionSecondsIn(states, now.round), mode);
  return { to, absolute: toAbsolute(to), newRound: to.round !== now.round };
}

/** Previous stop before `now`, or null at round 1 second 1. Stepping back never re-rolls. */
export function stepBackward(now: ClockTime, states: readonly CombatantState[], mode: ClockMode): ClockStep | null {
  assertClockTime("now", now);
  if (now.round <= 1 && now.second <= 1) return null;
  const to = previousEvent(now, actionSecondsIn(states, now.round), mode);
  return { to, absolute: toAbsolute(to), newRound: to.round !== now.round };
}

/**
 * Decision (RULES.md §2, ties): tie-break values are a random permutation 1..N of the combatants,
 * drawn once per round from one uniform number in [0, 1) per combatant (the adapter's random
 * source). Distinct values make every tie resolvable, and the shown number is the whole choice.
 */
export function tieBreaksFrom(ids: readonly string[], uniforms: readonly number[]): Map<string, number> {
  assertList("ids", ids); assertList("uniforms", uniforms);
  if (uniforms.length !== ids.length) {
    throw new RulesError("INVALID_ARGUMENT", "uniforms", uniforms.length, `expected ${ids.length} random numbers`);
  }
  const order = ids.map((id, i) => ({ id, u: uniforms[i]!, i }));
  for (const o of order) {
    if (typeof o.u !== "number" || !(o.u >= 0 && o.u < 1)) throw new RulesError("OUT_OF_RANGE", `uniforms[${o.i}]`, o.u, "expected a number in [0, 1)");
  }
  order.sort((a, b) => a.u - b.u || a.i - b.i);
  return new Map(order.map((o, rank) => [o.id, rank + 1]));
}

// ---------------------------------------------------------------------------
// Round transition plan
// ---------------------------------------------------------------------------

/** Input for one combatant at a round transition. */
export interface RoundCombatantInput {
  readonly state: CombatantState;
  readonly name: string;
  readonly hidden: boolean;
  readonly parts: InitiativeParts;
  /** Whether the combatant's owner rolls for it this round (players-roll setting); the plan leaves it waiting. */
  readonly rollsOwn?: boolean;
  /** What a companion initiative model reads (VARIANTS.md §9.4); ignored under the book's model. */
  readonly variant?: VariantCombatantInput;
}

export interface RoundTransitionInput {
  /** The round being started (1 for Begin Combat). */
  readonly round: number;
  readonly combatants: readonly RoundCombatantInput[];
  /** 2d10 totals for every combatant whose status is "rolls" and that does not roll its own. */
  readonly dice: ReadonlyMap<string, number>;
  /** One uniform number in [0, 1) per combatant, in `combatants` order, for the tie-breaks. */
  readonly tieBreakUniforms: readonly number[];
  /** Held speech to deliver now, already in declaration order. */
  readonly speech?: readonly HeldSpeechLine[];
  /** A5E: the d20 roll-offs of combatants rolling their base this transition (VARIANTS.md §6.1). */
  readonly rollOffs?: ReadonlyMap<string, number>;
}

export interface HeldSpeechLine {
  readonly speaker: string;
  readonly text: string;
  readonly round: number;
  readonly second: number;
}

export interface CombatantUpdatePlan {
  readonly _id: string;
  /** The score shown as Foundry's initiative (null while its owner has still to roll). */
  readonly initiative: number | null;
  readonly action: ActionRecord;
  readonly tieBreak: number;
  readonly parts: InitiativeBreakdown | null;
  readonly status: PlanStatus;
  /** Under a companion model: what the combatant keeps (written to `system.variant`). */
  readonly variant?: VariantMemory;
  /** Under a companion model: this round's breakdown (null when it does not act). */
  readonly variantParts?: VariantInitiative | null;
}

/** A combatant's status in a plan: the round-start status, waiting for its owner's roll, or surprised (round 1 lost). */
export type PlanStatus = RoundStartStatus | "awaiting" | "surprised";

export interface RoundCardRow {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly status: PlanStatus;
  readonly tieBreak: number;
  /** For "rolls": the breakdown. */
  readonly parts: InitiativeBreakdown | null;
  /** When the action lands (for "rolls" and "carried"), or null. */
  readonly landsAt: ClockTime | null;
  /** The round the action was started in (for "carried"). */
  readonly startedRound: number;
  readonly castingSeconds: number;
  /** Under a companion model: the model's breakdown of this round's initiative (VARIANTS.md §9.1). */
  readonly variant?: VariantInitiative | null;
  /** A5E: the d20 roll-off kept for the combat (§6.1). */
  readonly rollOff?: number;
}

export interface RoundTransitionPlan {
  readonly combat: { readonly round: number; readonly absolute: number; readonly rolledRound: number };
  readonly combatants: readonly CombatantUpdatePlan[];
  readonly card: {
    readonly round: number;
    readonly rows: readonly RoundCardRow[];
    readonly speech: readonly HeldSpeechLine[];
    /** The initiative model, when not the book's (the card names it). */
    readonly model?: InitiativeModelId;
    /** OSE side initiative: each side's d6 and second. */
    readonly sides?: readonly { readonly side: string; readonly dice: number; readonly second: number }[];
  };
}

/** The dice the adapter must roll for `round`: ids whose status is "rolls" and that do not roll their own. */
export function idsToRoll(combatants: readonly RoundCombatantInput[], round: number): string[] {
  assertList("combatants", combatants); combatants.forEach((c, i) => assertObject(`combatants[${i}]`, c));
  return combatants.filter((c) => roundStartStatus(c.state, round) === "rolls" && c.rollsOwn !== true).map((c) => c.state.id);
}

/**
 * The whole round transition as data: one Combat update, one batch of combatant updates, one
 * chat card. Combatants keep their carried actions; everyone able rolls; the clock goes to second
 * 1 of `round`.
 */
export function planRoundTransition(input: RoundTransitionInput, config: VariantConfig = BOOK_CONFIG): RoundTransitionPlan {
  assertObject("input", input); assertList("input.combatants", input.combatants); input.combatants.forEach((c, i) => { assertObject(`combatants[${i}]`, c); assertCombatantState(`combatants[${i}].state`, c.state); });
  if (!(input.dice instanceof Map)) throw new RulesError("INVALID_ARGUMENT", "dice", input.dice, "expected a Map id → 2d10 total");
  if (config !== BOOK_CONFIG) assertVariantConfig("config", config);
  const { round } = input;
  assertRound("round", round);
  if (config.initiative.model !== "er2d10") return planVariantTransition(input, config);
  const ids = input.combatants.map((c) => c.state.id);
  const tieBreaks = tieBreaksFrom(ids, input.tieBreakUniforms);
  const surprised = round === 1 ? surprisedAtStartFor(input.combatants, config) : new Set<string>();
  const updates: CombatantUpdatePlan[] = [];
  const rows: RoundCardRow[] = [];
  for (const c of input.combatants) {
    const id = c.state.id;
    const tieBreak = tieBreaks.get(id)!;
    let status: PlanStatus = roundStartStatus(c.state, round);
    let action = c.state.action;
    let parts: InitiativeBreakdown | null = null;
    if (status === "rolls" && surprised.has(id)) {
      status = "surprised";
      action = { ...NO_ACTION };
    } else if (status === "rolls" && c.rollsOwn === true) {
      status = "awaiting";
      action = { ...NO_ACTION, delayedFrom: pendingDelay(c.state.action, round) };
    } else if (status === "rolls") {
      const dice = input.dice.get(id);
      if (dice === undefined) throw new RulesError("INVALID_ARGUMENT", `dice[${id}]`, dice, "a combatant that rolls has no dice");
      parts = initiativeFromParts(dice, c.parts);
      action = planAction(round, parts.score, 0, pendingDelay(c.state.action, round));
    }
    const initiative = status === "rolls" || status === "carried" ? action.score : status === "awaiting" ? null : c.state.action.startedRound > 0 ? c.state.action.score : null;
    // A surprise rule in round 1 writes who is surprised now (OSE: nobody when every side is).
    if (round === 1 && config.combat.surprise !== "off" && c.variant) updates.push({ _id: id, initiative, action, tieBreak, parts, status, variant: { ...memoryOf(c), surprised: surprised.has(id) } });
    else updates.push({ _id: id, initiative, action, tieBreak, parts, status });
    rows.push({
      id,
      name: typeof c.name === "string" ? c.name : "",
      hidden: c.hidden === true,
      status,
      tieBreak,
      parts,
      landsAt: (status === "rolls" || status === "carried") && action.landsAt > 0 ? fromAbsolute(action.landsAt) : null,
      startedRound: action.startedRound,
      castingSeconds: action.castingSeconds,
    });
  }
  if (round === 1 && config.combat.surprise === "a13") applyAmbush(updates, rows, input.combatants, config);
  rows.sort((a, b) => rowOrder(a) - rowOrder(b) || (a.landsAt && b.landsAt ? toAbsolute(a.landsAt) - toAbsolute(b.landsAt) : 0) || a.tieBreak - b.tieBreak);
  return {
    combat: { round, absolute: toAbsolute({ round, second: 1 }), rolledRound: round },
    combatants: updates,
    card: { round, rows, speech: wellFormedSpeech(input.speech) },
  };
}

/**
 * The 13th Age ambush round (VARIANTS.md §3.6): every combatant that would act in round 1 but is
 * neither the nominated ambusher nor its earliest ally loses the round (no action, status
 * "surprised", its memory marked so that movement loses round 1's phases too). In place.
 */
function applyAmbush(updates: CombatantUpdatePlan[], rows: RoundCardRow[], combatants: readonly RoundCombatantInput[], config: VariantConfig): void {
  const byId = new Map(combatants.map((c) => [c.state.id, c]));
  const actors = ambushRoundActors(updates.map((u) => {
    const lands = u.status === "rolls" && u.action.landsAt > 0 ? fromAbsolute(u.action.landsAt) : null;
    const c = byId.get(u._id);
    return { id: u._id, side: String(c?.variant?.side ?? ""), second: lands && lands.round === 1 ? lands.second : null, order: u.tieBreak, ambusher: (u.variant ?? (c ? memoryOf(c) : NO_VARIANT_MEMORY)).ambusher === true };
  }), config);
  if (!actors) return;
  updates.forEach((u, i) => {
    if (actors.has(u._id) || (u.status !== "rolls" && u.status !== "surprised")) return;
    const c = byId.get(u._id);
    const memory = { ...(u.variant ?? (c ? memoryOf(c) : NO_VARIANT_MEMORY)), surprised: true };
    updates[i] = { ...u, status: "surprised", action: { ...NO_ACTION }, initiative: null, variantParts: u.variantParts === undefined ? undefined : null, variant: memory } as CombatantUpdatePlan;
    if (u.variantParts === undefined) delete (updates[i] as { variantParts?: unknown }).variantParts;
  });
  const lost = new Set(updates.filter((u) => u.status === "surprised").map((u) => u._id));
  rows.forEach((r, i) => {
    if (lost.has(r.id)) rows[i] = { ...r, status: "surprised", parts: null, landsAt: null, startedRound: 0, ...(r.variant === undefined ? {} : { variant: null }) };
  });
}

function memoryOf(c: RoundCombatantInput): VariantMemory {
  return c.variant?.memory ?? NO_VARIANT_MEMORY;
}

/** The combatants a surprise rule reads at Begin Combat (VARIANTS.md §5.4, §6.2). */
function surprisedAtStartFor(combatants: readonly RoundCombatantInput[], config: VariantConfig): Set<string> {
  if (config.combat.surprise === "off") return new Set();
  return surprisedAtStart(combatants.map((c) => ({ id: c.state.id, side: String(c.variant?.side ?? ""), surprised: memoryOf(c).surprised === true })), config);
}

/**
 * The round transition under a companion initiative model (VARIANTS.md D3, D4, §9.4): roll-once
 * models keep their base, OSE sides share their side's die, OSR takes no dice. Everything else
 * (carried actions, the unable, the card) is as in the book. With players rolling their own, a
 * player-owned combatant that needs a die this round (not OSE sides, not OSR) waits for its roll.
 */
function planVariantTransition(input: RoundTransitionInput, config: VariantConfig): RoundTransitionPlan {
  const { round } = input;
  if (input.rollOffs !== undefined && !(input.rollOffs instanceof Map)) throw new RulesError("INVALID_ARGUMENT", "rollOffs", input.rollOffs, "expected a Map id → d20");
  const ids = input.combatants.map((c) => c.state.id);
  const perms = tieBreaksFrom(ids, input.tieBreakUniforms);
  const surprised = round === 1 ? surprisedAtStartFor(input.combatants, config) : new Set<string>();
  const planned = input.combatants.map((c, i) => {
    const id = c.state.id;
    let memory = memoryOf(c);
    if (holdLapsed(memory, round)) memory = { ...memory, held: 0, readied: false, trigger: "" };
    if (round === 1) memory = { ...memory, surprised: surprised.has(id) };
    else if (memory.surprised) memory = { ...memory, surprised: false };
    let status: PlanStatus = roundStartStatus(c.state, round);
    let action = c.state.action;
    let breakdown: VariantInitiative | null = null;
    const model = INITIATIVE_MODELS[config.initiative.model];
    const ownRoll = c.rollsOwn === true && model.dice !== "none" && model.rollsPer === "combatant" && !surprised.has(id) && (model.cadence === "everyRound" || needsBaseRoll(memory, config));
    if (status === "rolls" && ownRoll) {
      // Players who roll their own roll the model's die from the tracker (the GM's client rolls it).
      status = "awaiting";
      action = { ...NO_ACTION, delayedFrom: pendingDelay(c.state.action, round) };
    } else if (status === "rolls") {
      const variant: VariantCombatantInput = { actor: c.variant?.actor ?? { dex: 10, level: 0, slow: false }, side: c.variant?.side ?? "", group: c.variant?.group ?? "", pc: c.variant?.pc === true, memory, checkTotal: c.variant?.checkTotal ?? null };
      const vr = variantRoll(variant, c.parts, input.dice.get(id), input.rollOffs?.get(id), input.tieBreakUniforms[i]!, config);
      memory = vr.memory;
      if (surprised.has(id)) {
        status = "surprised";
        action = { ...NO_ACTION };
      } else {
        breakdown = vr.breakdown;
        action = planAction(round, breakdown.score, 0, pendingDelay(c.state.action, round));
      }
    }
    return { c, id, memory, status, action, breakdown };
  });
  const ranks = variantTieBreaks(planned.map((p) => ({ id: p.id, memory: p.memory, pc: p.c.variant?.pc === true, perm: perms.get(p.id)! })), config);
  if (round === 1 && config.combat.surprise === "a13") {
    const actors = ambushRoundActors(planned.map((p) => {
      const lands = p.status === "rolls" && p.action.landsAt > 0 ? fromAbsolute(p.action.landsAt) : null;
      return { id: p.id, side: String(p.c.variant?.side ?? ""), second: lands && lands.round === 1 ? lands.second : null, order: ranks.get(p.id)!, ambusher: p.memory.ambusher };
    }), config);
    for (const p of planned) {
      if (!actors || actors.has(p.id) || (p.status !== "rolls" && p.status !== "surprised")) continue;
      p.status = "surprised";
      p.action = { ...NO_ACTION };
      p.breakdown = null;
      p.memory = { ...p.memory, surprised: true };
    }
  }
  const updates: CombatantUpdatePlan[] = [];
  const rows: RoundCardRow[] = [];
  const sides = new Map<string, { side: string; dice: number; second: number }>();
  for (const p of planned) {
    const tieBreak = ranks.get(p.id)!;
    const acts = p.status === "rolls" || p.status === "carried";
    const initiative = acts ? p.action.score : p.c.state.action.startedRound > 0 ? p.c.state.action.score : null;
    updates.push({ _id: p.id, initiative, action: p.action, tieBreak, parts: null, status: p.status, variant: p.memory, variantParts: p.breakdown });
    if (config.initiative.model === "oseSide" && p.breakdown && !p.breakdown.slow) {
      const side = String(p.c.variant?.side ?? "");
      if (!sides.has(side)) sides.set(side, { side, dice: p.breakdown.dice, second: p.breakdown.baseSecond });
    }
    rows.push({
      id: p.id,
      name: typeof p.c.name === "string" ? p.c.name : "",
      hidden: p.c.hidden === true,
      status: p.status,
      tieBreak,
      parts: null,
      landsAt: acts && p.action.landsAt > 0 ? fromAbsolute(p.action.landsAt) : null,
      startedRound: p.action.startedRound,
      castingSeconds: p.action.castingSeconds,
      variant: p.breakdown,
      ...(config.initiative.model === "a5e" ? { rollOff: p.memory.rollOff } : {}),
    });
  }
  rows.sort((a, b) => rowOrder(a) - rowOrder(b) || (a.landsAt && b.landsAt ? toAbsolute(a.landsAt) - toAbsolute(b.landsAt) : 0) || a.tieBreak - b.tieBreak);
  const card = { round, rows, speech: wellFormedSpeech(input.speech), model: config.initiative.model, ...(config.initiative.model === "oseSide" ? { sides: [...sides.values()].sort((a, b) => a.second - b.second) } : {}) };
  return { combat: { round, absolute: toAbsolute({ round, second: 1 }), rolledRound: round }, combatants: updates, card };
}

/** A delayed action waiting for its new roll in `round` keeps its "delayed from" round. */
function pendingDelay(action: ActionRecord, round: number): number {
  return action.landsAt === 0 && action.delayedFrom === round - 1 && action.delayedFrom > 0 ? action.delayedFrom : 0;
}

function rowOrder(row: RoundCardRow): number {
  switch (row.status) {
    case "rolls":
    case "carried":
      return 0;
    case "awaiting":
      return 1;
    case "surprised":
    case "unable":
      return 2;
    case "defeated":
      return 3;
  }
}

/** The first combatant acting at or after `now` in its round, for Foundry's `turn` (or the last one). */
export function turnIndexAt(ordered: readonly CombatantState[], now: ClockTime): number | null {
  assertList("ordered", ordered); assertClockTime("now", now);
  if (ordered.length === 0) return null;
  for (let i = 0; i < ordered.length; i++) {
    const second = actionSecondIn(ordered[i]!, now.round);
    if (second !== null && second >= now.second) return i;
  }
  for (let i = ordered.length - 1; i >= 0; i--) {
    if (actionSecondIn(ordered[i]!, now.round) !== null) return i;
  }
  return 0;
}

/**
 * World time that passes when the clock moves from absolute second `from` to `to`: one second of
 * world time per combat second (RULES.md §1: a round is 20 seconds), negative when the GM steps
 * back. Beginning the combat (the clock had not started: `from` before round 1, second 1) passes
 * no time.
 */
export function clockWorldTimeDelta(from: number, to: number): number {
  assertInteger("to", to);
  assertAtMost("to", to, MAX_WORLD_TIME);
  if (!Number.isInteger(from) || from < SECONDS_PER_ROUND + 1 || from > MAX_WORLD_TIME) return 0;
  return to - from;
}

/**
 * A score typed into the tracker (or rolled by an owner) as an initiative score: a finite number
 * rounded to the nearest whole second, never below the floor of 1 (RULES.md §2). Not a number → null.
 */
export function scoreFromEntry(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value > MAX_INITIATIVE) return null;
  return Math.max(INITIATIVE_FLOOR, Math.round(value));
}

/**
 * The action after the combatant's score is set outside a round transition: an owner's own roll
 * (no action yet this round: a new action in `round`) or the GM editing the score (the action keeps
 * its round, casting time and delay, and lands again from the new score).
 */
export function actionForScore(action: ActionRecord, score: number, round: number): ActionRecord {
  assertActionRecord("action", action);
  if (action.startedRound < 1) return planAction(round, score, 0, action.delayedFrom);
  return replan(action, score, action.castingSeconds);
}

/**
 * The action after its score is set (the GM's edit or re-roll, an owner's own roll) at the moment
 * `now` of the clock, or null when the score may not change it (in every case it lands at `now` at
 * the earliest: see {@link notBeforeNow}):
 * - no action, or one that landed in an earlier round: a new action of `now.round`;
 * - an action not landed yet (this round's, a delayed or a carried one): re-planned from its score
 *   as {@link actionForScore} does (a delayed action from the round it was delayed into);
 * - an action that has already landed in this round: null, because the combatant has had this
 *   round's one action (RULES.md §1).
 */
export function actionForScoreAt(action: ActionRecord, score: number, now: ClockTime): ActionRecord | null {
  if (!canRescore(action, now)) return null;
  const start = toAbsolute({ round: now.round, second: 1 });
  if (action.startedRound < 1) return notBeforeNow(planAction(now.round, score, 0, action.delayedFrom), now);
  if (action.landsAt < start) return notBeforeNow(planAction(now.round, score, 0, action.landsAt === 0 ? action.delayedFrom : 0), now);
  return notBeforeNow(replan(action, score, action.castingSeconds), now);
}

/**
 * Decision (RULES.md §2, a late score): an action whose score is set at `now` (an owner's roll
 * arriving mid-round, Roll All after a mid-round reset, the GM lowering a score the clock has
 * passed) never lands before `now`: a planned landing earlier than `now` lands at `now`, so the
 * combatant acts at once instead of never (the clock only stops ahead of it). Its `score` stays the
 * rolled or typed value, which the round card and the tracker show.
 */
function notBeforeNow(action: ActionRecord, now: ClockTime): ActionRecord {
  const at = toAbsolute(now);
  return action.landsAt < at ? { ...action, landsAt: at } : action;
}

/**
 * {@link withCasting} at the moment `now` of the clock: the spell's landing never falls before
 * `now` (the same Decision as a late score, {@link notBeforeNow}): a late action made a spell, or a
 * pending spell whose casting time is shortened past the clock, lands at `now`.
 */
export function withCastingAt(action: ActionRecord, castingSeconds: number, now: ClockTime): ActionRecord {
  assertClockTime("now", now);
  return notBeforeNow(withCasting(action, castingSeconds), now);
}

/** Whether a new score may change the action at `now`: false only for an action that has already landed in this round. */
export function canRescore(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  if (action.startedRound < 1) return true;
  const start = toAbsolute({ round: now.round, second: 1 });
  return action.landsAt < start || action.landsAt >= toAbsolute(now);
}

/**
 * Whether the action can still be delayed at `now`: it is this round's own action (rolled in it, or
 * delayed into it: see {@link reckonedRound}), it is due in this round and has not landed yet.
 * Decision (RULES.md §2, delay): an action carried in from an earlier round (a spill-over or a long
 * spell) is already that round's action as well and cannot be delayed.
 */
export function canDelay(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  if (action.startedRound < 1 || action.landsAt <= 0) return false;
  if (reckonedRound(action) !== now.round) return false;
  return fromAbsolute(action.landsAt).round === now.round && action.landsAt >= toAbsolute(now);
}

/** Whether the action can be marked as a spell at `now`: it exists and has not landed yet. */
export function canCast(action: ActionRecord, now: ClockTime): boolean {
  assertActionRecord("action", action); assertClockTime("now", now);
  return action.startedRound >= 1 && action.landsAt >= toAbsolute(now);
}

/**
 * Decision (issue 16): held speech comes from chat messages any player can write, so a malformed
 * line is left out of the card rather than failing the whole round transition.
 */
function wellFormedSpeech(speech: unknown): HeldSpeechLine[] {
  if (!Array.isArray(speech)) return [];
  return speech.filter((line): line is HeldSpeechLine => {
    if (line === null || typeof line !== "object") return false;
    const l = line as Record<string, unknown>;
    const ok = (n: unknown, max: number) => typeof n === "number" && Number.isSafeInteger(n) && n >= 1 && n <= max;
    return typeof l["speaker"] === "string" && typeof l["text"] === "string" && ok(l["round"], MAX_ROUND + 5_000) && ok(l["second"], SECONDS_PER_ROUND);
  }).map((l) => ({ speaker: l.speaker, text: l.text, round: l.round, second: l.second }));
}
