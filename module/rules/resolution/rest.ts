/**
 * A quick rest that spends recoveries (RESOLUTION.md R13-6; 001:L403, L405): how many it may spend,
 * and spending them one by one, over the healing model's recovery rule (`healing.recoveries`). Pure;
 * the sheet's flow and the GM's client both call `checkQuickRest`, so a refused count is refused
 * with the same reason everywhere.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { assertList, assertObject } from "../bounds";
import type { RecoveryRule } from "../ruleset/points/resolution";
import type { Fighter } from "./types";
import { MAX_LEVEL, assertFighter } from "./validate";

/** The most recoveries a quick rest request may name: the actor model's bound on recoveries (R13-6). */
export const MAX_QUICK_REST_RECOVERIES = 99;

/** The largest total one rolled recovery may have (level × the die + CON, all bounded far below it). */
const MAX_ROLLED_RECOVERY = 1_000_000;

/** Throws unless `rule` is a recovery rule (a model's `healing.recoveries`). */
function assertRule(rule: unknown): asserts rule is RecoveryRule {
  const r = rule as Partial<RecoveryRule> | null;
  if (!r || typeof r !== "object" || typeof r.spend !== "function" || typeof r.quickRestMinimum !== "function") throw new RulesError("INVALID_ARGUMENT", "rule", rule, "expected the healing model's recovery rule");
}

/** The fewest and most recoveries one quick rest may spend. */
export interface QuickRestBounds {
  readonly min: number;
  readonly max: number;
}

/** Why a count is refused: a staggered PC spending none (001:L405), more than are left (L403), not a whole number. */
export type QuickRestRefusal = "mustSpendRecovery" | "tooManyRecoveries" | "badCount";

export type QuickRestCheck = { readonly ok: true; readonly count: number } | { readonly ok: false; readonly code: QuickRestRefusal; readonly bounds: QuickRestBounds };

/**
 * Decision (RESOLUTION.md R13-6): a quick rest spends at most the recoveries left ("as many
 * recoveries as you have available", 001:L403) and at least the rule's minimum (a staggered PC
 * "must try to heal yourself", L405: one). With none left the minimum is 0: spending past the last
 * overdraws (half healing and a penalty, L355), which stays the player's own choice ("Spend a
 * recovery"), never a duty of the rest.
 */
export function quickRestBounds(rule: RecoveryRule, fighter: Fighter): QuickRestBounds {
  assertRule(rule);
  assertFighter("fighter", fighter);
  const max = fighter.recoveries.value;
  return { min: Math.min(max, Math.max(0, Math.trunc(rule.quickRestMinimum(fighter.health)))), max };
}

/** Whether a quick rest may spend `count` recoveries (any value: a form's or a relay's). */
export function checkQuickRest(rule: RecoveryRule, fighter: Fighter, count: unknown): QuickRestCheck {
  const bounds = quickRestBounds(rule, fighter);
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) return { ok: false, code: "badCount", bounds };
  if (count < bounds.min) return { ok: false, code: "mustSpendRecovery", bounds };
  if (count > bounds.max) return { ok: false, code: "tooManyRecoveries", bounds };
  return { ok: true, count };
}

/**
 * Spends one recovery per rolled total, in order (001:L403 "one by one"): what they heal together
 * and the recoveries after. Healing adds up the same as one heal of the sum (each heal is capped at
 * max, R6, and starts from 0 only the first time, L379).
 */
export function spendRecoveries(rule: RecoveryRule, recoveries: Fighter["recoveries"], rolls: readonly number[]): { readonly healed: number; readonly recoveries: Fighter["recoveries"] } {
  assertRule(rule);
  assertObject("recoveries", recoveries);
  for (const k of ["value", "max", "overdrawn"] as const) assertIntegerInRange(`recoveries.${k}`, recoveries[k], 0, MAX_LEVEL);
  if (typeof recoveries.die !== "string") throw new RulesError("INVALID_ARGUMENT", "recoveries.die", recoveries.die, "expected a recovery die");
  assertList("rolls", rolls);
  rolls.forEach((r, i) => assertIntegerInRange(`rolls[${i}]`, r, 0, MAX_ROLLED_RECOVERY));
  let healed = 0;
  let after = recoveries;
  for (const rolled of rolls) {
    const spent = rule.spend(after, rolled);
    healed += spent.healed;
    after = spent.recoveries;
  }
  return { healed, recoveries: after };
}
