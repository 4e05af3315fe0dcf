/**
 * One target judged against a roll the card already holds (RESOLUTION.md §7.1 "Add my targets":
 * "re-evaluates the existing rolls … no re-roll"; RO-3 and 004:L84–L87, cover the GM sets on a row
 * after the roll). The attacker's side is the card's recorded parts (R18), so a row judged later
 * totals the same dice and parts as the rows judged at roll time; the target's side (its defence,
 * range, cover, refusal) is planned now, through the same points as `planAttack`.
 */
import type { Ruleset } from "../ruleset/resolve";
import type { AttackInput } from "../ruleset/points/resolution";
import { judgeAttack, planAttack, type AttackRow } from "./attack";
import type { AttackDice, AttackRollResult, AttackTarget, Part } from "./types";

/** The row, or the dice to roll first: the target needs a roll and none is recorded for it. */
export type TargetJudgement = { readonly needsRoll: false; readonly row: AttackRow } | { readonly needsRoll: true; readonly dice: AttackDice };

/**
 * `target` judged with the card's recorded attacker parts and its recorded roll (null: none). A
 * target the plan refuses or hits automatically needs no roll, and a recorded roll is then ignored
 * (R4: a refused row has no roll); one the plan must roll for, with none recorded, asks for one.
 */
export function judgeTarget(input: AttackInput, attackParts: readonly Part[], target: AttackTarget, roll: AttackRollResult | null, ruleset: Ruleset): TargetJudgement {
  const plan = planAttack(input, [target], ruleset);
  const recorded = { ...plan, parts: attackParts };
  const side = plan.targets[0]!;
  if (side.refused !== null) return { needsRoll: false, row: judgeAttack(input, recorded, [null], ruleset)[0]! };
  if (roll === null) return { needsRoll: true, dice: plan.dice };
  return { needsRoll: false, row: judgeAttack(input, recorded, [roll], ruleset)[0]! };
}
