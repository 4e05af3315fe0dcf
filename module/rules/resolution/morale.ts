/**
 * The morale check's arithmetic outside the models (RESOLUTION.md §4.2 RS-12, §4.3 RO-11, RO-12):
 * the GM's choices kept within what the model asks, a rolled plan judged, and a side counted for
 * the model's prompts. Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { assertList, assertObject } from "../bounds";
import type { MoraleContext, MoraleInputs, MoraleModel, SideCount } from "../ruleset/points/resolution";

/** The GM's choices for one check, before the count of successes the adapter keeps. */
export type MoraleChoice = Omit<MoraleContext, "successes">;

/** No adjustment, no advantage, not fitting: the check as it stands (also shift-click's). */
export const NO_MORALE_CHOICE: MoraleChoice = Object.freeze({ adjustment: 0, advantage: false, disadvantage: false, fitting: false });

/**
 * The choice the model reads: an adjustment clamped to its bounds (0 where it has none), advantage
 * and disadvantage only where it has them, "fitting" only where it asks. A non-integer adjustment is 0.
 */
export function moraleChoiceWithin(inputs: MoraleInputs | undefined, choice: MoraleChoice): MoraleChoice {
  if (inputs !== undefined) assertObject("inputs", inputs);
  assertObject("choice", choice);
  const range = inputs?.adjustment ?? null;
  if (range !== null) {
    assertObject("inputs.adjustment", range);
    assertInteger("inputs.adjustment.min", range.min);
    assertInteger("inputs.adjustment.max", range.max);
  }
  const raw = Number.isSafeInteger(choice.adjustment) ? choice.adjustment : 0;
  const adjustment = range === null ? 0 : Math.min(range.max, Math.max(range.min, raw));
  const edge = inputs?.edge === true;
  return { adjustment, advantage: edge && choice.advantage === true, disadvantage: edge && choice.disadvantage === true, fitting: inputs?.fitting === true && choice.fitting === true };
}

/** A morale plan as the model gives it. */
export type MoralePlan = NonNullable<ReturnType<MoraleModel["plan"]>>;

/** The check's total (the dice plus the plan's parts) and whether it stands: `atLeast` n (OSR 11), `atMost` the score (OSE). */
export function judgeMorale(plan: MoralePlan, diceTotal: number): { readonly total: number; readonly stands: boolean } {
  assertObject("plan", plan);
  assertInteger("diceTotal", diceTotal);
  assertList("plan.parts", plan.parts);
  for (const [i, p] of plan.parts.entries()) {
    assertObject(`plan.parts.${i}`, p);
    assertInteger(`plan.parts.${i}.value`, p.value);
  }
  assertObject("plan.stands", plan.stands);
  const total = diceTotal + plan.parts.reduce((sum, p) => sum + p.value, 0);
  if ("atLeast" in plan.stands) return { total, stands: total >= plan.stands.atLeast };
  if ("atMost" in plan.stands) return { total, stands: total <= plan.stands.atMost };
  throw new RulesError("INVALID_ARGUMENT", "plan.stands", plan.stands, "expected atLeast or atMost");
}

/** One member of a side as the prompts count it: dead, or down (dead or incapacitated). */
export interface SideMember {
  readonly dead: boolean;
  readonly down: boolean;
}

/** A side's count (RO-12): its members, the dead, and the dead or incapacitated (a dead member is down). */
export function sideCount(members: readonly SideMember[]): SideCount {
  assertList("members", members);
  let dead = 0;
  let down = 0;
  for (const [i, m] of members.entries()) {
    assertObject(`members.${i}`, m);
    if (m.dead) dead++;
    if (m.dead || m.down) down++;
  }
  return { total: members.length, dead, down };
}
