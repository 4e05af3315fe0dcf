/**
 * Holding and readying an action (13th Age §3.3–3.4; OSR "delay to a slower place" §4.1). The
 * hold's lapse at a round transition and the surprise rules are in combat/round-start.ts. Pure.
 */
import { RulesError } from "../errors";
import { assertActionRecord, assertObject } from "../bounds";
import { assertClockTime, scheduleAction, toAbsolute, type ClockTime } from "../time";
import type { ActionRecord } from "../combat/action";
import { scoreFromBase, type VariantErParts } from "./models";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { HoldReady } from "../ruleset/points/combat";
import type { VariantMemory } from "../ruleset/registered";
import { assertCoreMemory } from "./memory";
import { MAX_TRIGGER_LENGTH, assertHoldMemory } from "./hold-memory";
import { assertMemory } from "../ruleset/memory";
import { assertRuleset } from "../ruleset/known";

/** The memory a model's command checks without a ruleset: the core's fields and the hold slice it reads. */
function assertHoldState(memory: unknown): void {
  assertCoreMemory("memory", memory);
  assertHoldMemory("memory", memory);
}

/**
 * The round's own action, due at exactly this second: its count. Holding makes a combatant slower,
 * never faster ("voluntarily reduce your own initiative", 001:L100; "delay to a slower initiative",
 * 002:L44; readying comes "after your turn is over", 001:L108), so a hold is taken only when the
 * count comes (VARIANTS.md §3.3 "at the combatant's second"), not before it.
 */
function dueNow(action: ActionRecord, now: ClockTime): boolean {
  if (action.startedRound !== now.round || action.delayedFrom > 0 || action.landsAt <= 0) return false;
  return action.landsAt === toAbsolute(now);
}

/**
 * The absolute second a held action was due at (its count): where its score and casting time
 * placed it in the round it was rolled in (a held action keeps both; only its landing is cleared).
 */
function heldCount(action: ActionRecord): number {
  return scheduleAction(Math.max(1, action.startedRound), action.score, action.castingSeconds).absolute;
}

/** A combatant's action and memory at `now`, as the hold rules read them. */
export interface HoldInput {
  readonly action: ActionRecord;
  readonly memory: VariantMemory;
  readonly now: ClockTime;
  /** Ready (with a trigger, §3.4) rather than hold. */
  readonly ready?: boolean;
}

/** {@link holdAction}'s input: a readied action's trigger text (null or absent: a plain hold). */
export interface HoldActionInput extends Omit<HoldInput, "ready"> {
  readonly trigger?: string | null;
}

/** {@link actNow}'s input: the D4 parts and, for a readied action, the combatant it triggered on ("" none). */
export interface ActNowInput extends Omit<HoldInput, "ready"> {
  readonly parts: VariantErParts;
  readonly aheadOf?: string;
}

/** The ruleset's hold and ready (null: its initiative model has none), checked as it is read. */
export function holdReadyOf(ruleset: Ruleset): HoldReady | null {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  const cap: unknown = ruleset.points.holdReady;
  if (cap === null) return null;
  assertObject("ruleset.points.holdReady", cap);
  if (typeof cap["ready"] !== "boolean" || typeof cap["actNextRound"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", "ruleset.points.holdReady", cap, "expected { ready, actNextRound }");
  return cap as unknown as HoldReady;
}

/**
 * Decision (VARIANTS.md §3.3, §3.4, §9.2; 001:L100–112; 002:L44): a combatant may hold (13A, OSR)
 * its action when the model allows it, at its count, before the action is taken; 13A also allows
 * readying (§3.4). One hold at a time: a hold of this round blocks another. A hold of an earlier
 * round has lapsed once the count of a later round comes, and the combatant may hold again
 * ("though you can delay again", 001:L102; the same for readying, 001:L112).
 */
export function canHold(input: HoldInput, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  const { action, memory, now } = input;
  const ready = input.ready ?? false;
  assertMemory("memory", ruleset.memory, memory);
  return canHoldUnder(holdReadyOf(ruleset), action, memory, now, ready);
}

/** {@link canHold} under a model's hold and ready (what a module's command reads). */
export function canHoldUnder(cap: HoldReady | null, action: ActionRecord, memory: VariantMemory, now: ClockTime, ready = false): boolean {
  assertActionRecord("action", action); assertHoldState(memory); assertClockTime("now", now);
  if (cap === null || (ready && !cap.ready) || memory.held >= now.round) return false;
  return dueNow(action, now);
}

/**
 * Decision (VARIANTS.md §3.3, §3.4): holding (or readying, with a trigger text) takes the action out
 * of the round (it lands nowhere) and remembers the round it was held in.
 */
export function holdAction(input: HoldActionInput, ruleset: Ruleset): { action: ActionRecord; memory: VariantMemory } {
  assertObject("input", input);
  const { action, memory, now } = input;
  const trigger = input.trigger ?? null;
  const ready = trigger !== null;
  if (ready && (typeof trigger !== "string" || trigger.length > MAX_TRIGGER_LENGTH)) throw new RulesError("INVALID_ARGUMENT", "trigger", trigger, `expected a text of at most ${MAX_TRIGGER_LENGTH} characters`);
  if (!canHold({ action, memory, now, ready }, ruleset)) throw new RulesError("INVALID_ARGUMENT", "action", action, "this action cannot be held now");
  return { action: { ...action, landsAt: 0 }, memory: { ...memory, held: now.round, readied: ready, trigger: ready ? trigger : "" } };
}

/**
 * Decision (VARIANTS.md §3.3, G13A-8b, G13A-8c; §4.1, G2-2): a held combatant may act now
 * - in the round it held, at any second after its count (13A, OSR: "a slower place");
 * - under 13A, in the next round before its own action lands (its base second); once that second
 *   comes the hold lapses (001:L102) and it acts normally, or holds again.
 */
export function canActNow(action: ActionRecord, memory: VariantMemory, now: ClockTime, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  assertMemory("memory", ruleset.memory, memory);
  return canActNowUnder(holdReadyOf(ruleset), action, memory, now);
}

/** {@link canActNow} under a model's hold and ready (what a module's command reads). */
export function canActNowUnder(cap: HoldReady | null, action: ActionRecord, memory: VariantMemory, now: ClockTime): boolean {
  assertActionRecord("action", action); assertHoldState(memory); assertClockTime("now", now);
  if (cap === null || memory.held < 1) return false;
  // In the held round: at a later second than the count, never at or before it (001:L100, 002:L44).
  if (now.round === memory.held) return action.landsAt === 0 && action.startedRound === now.round && toAbsolute(now) > heldCount(action);
  if (!cap.actNextRound || now.round !== memory.held + 1) return false;
  return action.startedRound === now.round && action.landsAt > toAbsolute(now);
}

/**
 * Decision (VARIANTS.md §3.3, §3.4; G13A-8, 8c, 9; G2-2): acting now at `now` lands the action at
 * this second, ends the hold, and moves the base for the rest of the combat so that the combatant
 * lands here again (base = second − D4 parts, within 1–20). In the round after the hold this is
 * the round's regular action (no second action). A readied action triggered by `aheadOf` keeps a
 * permanent place immediately ahead of that combatant.
 */
export function actNow(input: ActNowInput, ruleset: Ruleset): { action: ActionRecord; memory: VariantMemory } {
  assertObject("input", input);
  const { action, memory, parts, now } = input;
  const aheadOf = input.aheadOf ?? "";
  if (!canActNow(action, memory, now, ruleset)) throw new RulesError("INVALID_ARGUMENT", "memory", memory, "there is no held action to take now");
  if (typeof aheadOf !== "string" || aheadOf.length > MAX_TRIGGER_LENGTH) throw new RulesError("INVALID_ARGUMENT", "aheadOf", aheadOf, "expected a combatant id");
  assertObject("parts", parts);
  const added = scoreFromBase(1, parts, ruleset);
  const base = Math.min(20, Math.max(1, now.second - (added.encumbrance + added.other)));
  const next: ActionRecord = { startedRound: now.round, score: now.second, castingSeconds: 0, landsAt: toAbsolute(now), delayedFrom: 0 };
  return { action: next, memory: { ...memory, base, held: 0, readied: false, trigger: "", aheadOf: memory.readied ? aheadOf : memory.aheadOf } };
}
