/**
 * The resolution pipeline as the card adapter calls it (RESOLUTION.md R19): the pure rules of
 * module/rules/resolution/ and the actor/item readers of module/actors/fighter.ts, in one place so
 * the adapter's files name what they use. No arithmetic here or anywhere in this folder.
 */
export { planAttack, judgeAttack, rowAmount } from "../rules/resolution/attack";
export type { AttackPlan, AttackRow } from "../rules/resolution/attack";
export { applyHealthChange, undoCheck, undoChange } from "../rules/resolution/health";
export type { HealthOutcome } from "../rules/resolution/health";
export { landingStamp } from "../rules/resolution/timing";
export { defencesOf } from "../rules/resolution/defences";
export { fighterOf, attackItemOf } from "../actors/fighter";
