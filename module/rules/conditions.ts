/**
 * Conditions and their effect on movement and actions (docs/rules.md §7).
 */
import { RulesError } from "./errors";

export type ConditionId =
  | "restrained"
  | "prone"
  | "stuck"
  | "grabbed"
  | "stunned"
  | "unconscious"
  | "exhausted"
  | "squeezing"
  | "dazed"
  | "weakened"
  | "confused"
  | "hampered"
  | "frightened"
  | "vulnerable";

export type MovementEffect = "none" | "half" | "normal";

export interface ConditionRule {
  readonly movement: MovementEffect;
  readonly takesAction: boolean;
  readonly rollsInitiative: boolean;
}

/**
 * Decision (docs/rules.md §7): the shipped conditions and their effects. "prone" (knocked
 * down) still takes an action (standing up is that action); "stunned" takes no action
 * but still rolls initiative; only "unconscious" rolls none.
 */
export const CONDITIONS: Readonly<Record<ConditionId, ConditionRule>> = Object.freeze({
  restrained: { movement: "none", takesAction: true, rollsInitiative: true },
  prone: { movement: "none", takesAction: true, rollsInitiative: true },
  stuck: { movement: "none", takesAction: true, rollsInitiative: true },
  grabbed: { movement: "none", takesAction: true, rollsInitiative: true },
  stunned: { movement: "none", takesAction: false, rollsInitiative: true },
  unconscious: { movement: "none", takesAction: false, rollsInitiative: false },
  exhausted: { movement: "none", takesAction: true, rollsInitiative: true },
  squeezing: { movement: "half", takesAction: true, rollsInitiative: true },
  dazed: { movement: "normal", takesAction: true, rollsInitiative: true },
  weakened: { movement: "normal", takesAction: true, rollsInitiative: true },
  confused: { movement: "normal", takesAction: true, rollsInitiative: true },
  hampered: { movement: "normal", takesAction: true, rollsInitiative: true },
  frightened: { movement: "normal", takesAction: true, rollsInitiative: true },
  vulnerable: { movement: "normal", takesAction: true, rollsInitiative: true },
});

/** Condition ids in table order (also the priority order for {@link conditionBlockingMovement}). */
export const CONDITION_IDS: readonly ConditionId[] = Object.freeze(Object.keys(CONDITIONS) as ConditionId[]);

export function isConditionId(x: unknown): x is ConditionId {
  return typeof x === "string" && Object.prototype.hasOwnProperty.call(CONDITIONS, x);
}

function assertConditions(conditions: unknown): asserts conditions is readonly ConditionId[] {
  if (!Array.isArray(conditions)) {
    throw new RulesError("INVALID_ARGUMENT", "conditions", conditions, "expected an array of condition ids");
  }
  for (let i = 0; i < conditions.length; i++) {
    const c: unknown = conditions[i];
    if (!isConditionId(c)) {
      throw new RulesError("UNKNOWN_CONDITION", `conditions[${i}]`, c, `expected one of ${CONDITION_IDS.join(", ")}`);
    }
  }
}

const SEVERITY: Readonly<Record<MovementEffect, number>> = { normal: 0, half: 1, none: 2 };

/** The worst movement effect among the conditions (they do not stack). Unknown ids throw. */
export function movementEffect(conditions: readonly string[]): MovementEffect {
  assertConditions(conditions);
  let worst: MovementEffect = "normal";
  for (const c of conditions) {
    const m = CONDITIONS[c].movement;
    if (SEVERITY[m] > SEVERITY[worst]) worst = m;
  }
  return worst;
}

/**
 * The condition that stops movement entirely ("none"), or null.
 * Decision (docs/rules.md §7): when several do, the first in {@link CONDITION_IDS} table order
 * is named, so the message does not depend on the order the conditions were applied.
 */
export function conditionBlockingMovement(conditions: readonly string[]): ConditionId | null {
  assertConditions(conditions);
  for (const id of CONDITION_IDS) {
    if (CONDITIONS[id].movement === "none" && conditions.includes(id)) return id;
  }
  return null;
}

/** The condition responsible for the worst movement effect ("none" or "half"), or null when movement is normal. */
export function conditionLimitingMovement(conditions: readonly string[]): ConditionId | null {
  const worst = movementEffect(conditions);
  if (worst === "normal") return null;
  for (const id of CONDITION_IDS) {
    if (CONDITIONS[id].movement === worst && conditions.includes(id)) return id;
  }
  return null;
}

/** False if any condition prevents taking an action. */
export function canAct(conditions: readonly string[]): boolean {
  assertConditions(conditions);
  return conditions.every((c) => CONDITIONS[c].takesAction);
}

/** False if any condition prevents rolling initiative. */
export function rollsInitiative(conditions: readonly string[]): boolean {
  assertConditions(conditions);
  return conditions.every((c) => CONDITIONS[c].rollsInitiative);
}
