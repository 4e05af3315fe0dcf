/**
 * Holding and readying an action (13th Age §3.3–3.4; OSR "delay to a slower place" §4.1), and the
 * surprise rules' round-1 effect (rows 6, 23, 36; GO-5, GA-3, GA-4). Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { assertActionRecord, assertList, assertObject } from "../bounds";
import { assertClockTime, scheduleAction, toAbsolute, type ClockTime } from "../time";
import type { ActionRecord } from "../schedule";
import { BOOK_CONFIG, assertVariantConfig, type VariantConfig } from "./config";
import { scoreFromBase, type VariantErParts } from "./initiative-models";
import type { Ruleset } from "../ruleset/resolve";
import type { HoldReady } from "../ruleset/points/combat";
import { MAX_TRIGGER_LENGTH, assertVariantMemory, type VariantMemory } from "./initiative-round";

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
export function canHold(action: ActionRecord, memory: VariantMemory, now: ClockTime, ruleset: Ruleset, ready = false): boolean {
  return canHoldUnder(holdReadyOf(ruleset), action, memory, now, ready);
}

/** {@link canHold} under a model's hold and ready (what a module's command reads). */
export function canHoldUnder(cap: HoldReady | null, action: ActionRecord, memory: VariantMemory, now: ClockTime, ready = false): boolean {
  assertActionRecord("action", action); assertVariantMemory("memory", memory); assertClockTime("now", now);
  if (cap === null || (ready && !cap.ready) || memory.held >= now.round) return false;
  return dueNow(action, now);
}

/**
 * Decision (VARIANTS.md §3.3, §3.4): holding (or readying, with a trigger text) takes the action out
 * of the round (it lands nowhere) and remembers the round it was held in.
 */
export function holdAction(action: ActionRecord, memory: VariantMemory, now: ClockTime, ruleset: Ruleset, trigger: string | null = null): { action: ActionRecord; memory: VariantMemory } {
  const ready = trigger !== null;
  if (ready && (typeof trigger !== "string" || trigger.length > MAX_TRIGGER_LENGTH)) throw new RulesError("INVALID_ARGUMENT", "trigger", trigger, `expected a text of at most ${MAX_TRIGGER_LENGTH} characters`);
  if (!canHold(action, memory, now, ruleset, ready)) throw new RulesError("INVALID_ARGUMENT", "action", action, "this action cannot be held now");
  return { action: { ...action, landsAt: 0 }, memory: { ...memory, held: now.round, readied: ready, trigger: ready ? trigger : "" } };
}

/**
 * Decision (VARIANTS.md §3.3, G13A-8b, G13A-8c; §4.1, G2-2): a held combatant may act now
 * - in the round it held, at any second after its count (13A, OSR: "a slower place");
 * - under 13A, in the next round before its own action lands (its base second); once that second
 *   comes the hold lapses (001:L102) and it acts normally, or holds again.
 */
export function canActNow(action: ActionRecord, memory: VariantMemory, now: ClockTime, ruleset: Ruleset): boolean {
  return canActNowUnder(holdReadyOf(ruleset), action, memory, now);
}

/** {@link canActNow} under a model's hold and ready (what a module's command reads). */
export function canActNowUnder(cap: HoldReady | null, action: ActionRecord, memory: VariantMemory, now: ClockTime): boolean {
  assertActionRecord("action", action); assertVariantMemory("memory", memory); assertClockTime("now", now);
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
export function actNow(action: ActionRecord, memory: VariantMemory, parts: VariantErParts, now: ClockTime, ruleset: Ruleset, aheadOf = ""): { action: ActionRecord; memory: VariantMemory } {
  if (!canActNow(action, memory, now, ruleset)) throw new RulesError("INVALID_ARGUMENT", "memory", memory, "there is no held action to take now");
  if (typeof aheadOf !== "string" || aheadOf.length > MAX_TRIGGER_LENGTH) throw new RulesError("INVALID_ARGUMENT", "aheadOf", aheadOf, "expected a combatant id");
  assertObject("parts", parts);
  const added = scoreFromBase(1, parts, ruleset.config);
  const base = Math.min(20, Math.max(1, now.second - (added.encumbrance + added.other)));
  const next: ActionRecord = { startedRound: now.round, score: now.second, castingSeconds: 0, landsAt: toAbsolute(now), delayedFrom: 0 };
  return { action: next, memory: { ...memory, base, held: 0, readied: false, trigger: "", aheadOf: memory.readied ? aheadOf : memory.aheadOf } };
}

/** Decision (VARIANTS.md §3.3): a hold not used by the end of the round after it lapses at the next transition. */
export function holdLapsed(memory: VariantMemory, round: number): boolean {
  assertVariantMemory("memory", memory);
  assertInteger("round", round);
  return memory.held > 0 && memory.held < round - 1;
}

// ---------------------------------------------------------------------------
// Surprise (rows 6, 23, 36)
// ---------------------------------------------------------------------------

/**
 * Decision (VARIANTS.md §5.4, §6.2, §3.6, GO-5, GO-5b, GA-3): who is surprised in round 1. Nobody
 * when the surprise rule is off. Under OSE, when every side present has a surprised member, nobody
 * loses the round ("neither side has any advantage", 003:L622). Otherwise the combatants the GM marked.
 */
export function surprisedAtStart(
  combatants: readonly { readonly id: string; readonly side: string; readonly surprised: boolean }[],
  config: VariantConfig = BOOK_CONFIG,
): Set<string> {
  assertVariantConfig("config", config);
  assertList("combatants", combatants);
  combatants.forEach((c, i) => {
    assertObject(`combatants[${i}]`, c);
    if (typeof c.id !== "string" || typeof c.side !== "string" || typeof c.surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", `combatants[${i}]`, c, "expected { id, side, surprised }");
  });
  if (config.combat.surprise === "off") return new Set();
  const marked = combatants.filter((c) => c.surprised);
  if (config.combat.surprise === "ose") {
    const sides = new Set(combatants.map((c) => c.side));
    const surprisedSides = new Set(marked.map((c) => c.side));
    if (sides.size > 1 && [...sides].every((s) => surprisedSides.has(s))) return new Set();
  }
  return new Set(marked.map((c) => c.id));
}

/**
 * Decision (VARIANTS.md §5.4, §6.2, §8, GO-5, GA-3): whether a combatant loses the round: no action
 * and all four movement phases lost. Only round 1, only with a surprise rule on. The movement code
 * calls this with the combatant's `system.variant.surprised` and the combat's round.
 */
export function surprisedInRound(surprised: boolean, round: number, config: VariantConfig = BOOK_CONFIG): boolean {
  assertVariantConfig("config", config);
  if (typeof surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", "surprised", surprised, "expected a boolean");
  assertInteger("round", round);
  return config.combat.surprise !== "off" && surprised && round === 1;
}

/**
 * Decision (VARIANTS.md §3.6, row 6, 001:L241–245): the 13th Age ambush round. With the surprise
 * rule "a13" and a nominated ambusher, only the ambusher and its ally (same side) acting earliest in
 * round 1 (the highest initiative; ties by the tie order) act; everyone else has no action and no
 * movement in round 1. Returns the ids that act, or null when there is no ambush (no ambusher, or
 * another surprise rule). `second` is the second of the combatant's round-1 action (null: none).
 */
export function ambushRoundActors(
  entries: readonly { readonly id: string; readonly side: string; readonly second: number | null; readonly order: number; readonly ambusher: boolean }[],
  config: VariantConfig = BOOK_CONFIG,
): Set<string> | null {
  assertVariantConfig("config", config);
  assertList("entries", entries);
  entries.forEach((e, i) => {
    assertObject(`entries[${i}]`, e);
    if (typeof e.id !== "string" || typeof e.side !== "string" || typeof e.ambusher !== "boolean") throw new RulesError("INVALID_ARGUMENT", `entries[${i}]`, e, "expected { id, side, second, order, ambusher }");
    if (e.second !== null) assertInteger(`entries[${i}].second`, e.second);
    assertInteger(`entries[${i}].order`, e.order);
  });
  if (config.combat.surprise !== "a13") return null;
  const ambusher = entries.find((e) => e.ambusher);
  if (!ambusher) return null;
  const allies = entries
    .filter((e) => e.id !== ambusher.id && e.side === ambusher.side && e.second !== null)
    .sort((a, b) => a.second! - b.second! || a.order - b.order);
  return new Set([ambusher.id, ...(allies[0] ? [allies[0].id] : [])]);
}

/** Book (003:L616): an OSE side is surprised on a d6 of 1 or 2. */
export const OSE_SURPRISE_MAX = 2;

/**
 * Decision (VARIANTS.md §5.4, GO-5, GO-5c): an unaware OSE side's d6 surprise roll. A side whose
 * foes carry light in the dark cannot be surprised (003:L234).
 */
export function oseSideSurprised(d6: number, foesShowLight = false): boolean {
  assertInteger("d6", d6);
  if (d6 < 1 || d6 > 6) throw new RulesError("OUT_OF_RANGE", "d6", d6, "expected a d6 1–6");
  if (typeof foesShowLight !== "boolean") throw new RulesError("INVALID_ARGUMENT", "foesShowLight", foesShowLight, "expected a boolean");
  return !foesShowLight && d6 <= OSE_SURPRISE_MAX;
}

/**
 * Decision (VARIANTS.md §6.2, GA-4): the instigator's advantage on initiative. A d20 model rolls
 * 2d20 and keeps the higher; under ER 2d10, where lower is earlier, two 2d10 rolls keep the lower.
 * OSR DEX order (no dice) and OSE (sides) have none.
 */
export function advantageFormula(config: VariantConfig = BOOK_CONFIG): string | null {
  assertVariantConfig("config", config);
  switch (config.initiative.model) {
    case "a13":
    case "a5e":
      return "2d20kh";
    case "er2d10":
      return "{2d10, 2d10}kl";
    default:
      return null;
  }
}
