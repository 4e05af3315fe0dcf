/**
 * The resolution pipeline's public face (RESOLUTION.md R19): what the adapters and macros call.
 * Model modules import the helpers they share (bookDefences, defencesChecked, the validators) by path.
 */
export * from "./types";
export { abilityMod, itemAbility } from "./abilities";
export { defencesOf } from "./defences";
export { planAttack, judgeAttack, rowAmount, type AttackPlan, type AttackRow, type PlannedTarget } from "./attack";
export { applyHealthChange, undoCheck, undoChange, ZERO_STATUS, DEAD_STATUS, type HealthChangeInput, type HealthOutcome, type HealthStatusAdd } from "./health";
export { planSave, judgeSave, saveDamage, type SaveContext, type SavePlan } from "./save";
export { SAVE_ENDS_DIFFICULTIES, judgeSaveEnds, planSaveEnds, saveEndsInForce, saveEndsWithCombat, type SaveEndsDifficulty, type SaveEndsEffect, type SaveEndsInput, type SaveEndsOutcome, type SaveEndsPlan } from "./save-ends";
export { attackConditionNotes, attackRefusal } from "./condition-effects";
export { landingStamp, lostByZero } from "./timing";
export { coverTargetable, coverChoices, saveCoverChoices } from "./cover";
export { judgeTarget, type TargetJudgement } from "./rejudge";
export { ADJACENT_HEXES, meleeReaches } from "./melee-reach";
export type { AgainstTarget, AttackInput, DamagePlan, SaveEffect } from "../ruleset/points/resolution";
export { MAX_QUICK_REST_RECOVERIES, checkQuickRest, quickRestBounds, spendRecoveries, type QuickRestBounds, type QuickRestCheck, type QuickRestRefusal } from "./rest";
export {
  allyStabiliseRuleOf, deathSaveRuleOf, escalationAllowed, deathSaveTurnSecond, healingModelOf, hitsAcOf, hostileCloseAt, isStaggered, judgesHostileClose, keepsTempHealth,
  listedResolutionFields, moraleModelOf, recoveryRuleOf, saveModelOf, shownAc, spellDisruptionOf, stabiliseRuleOf, thac0Of, zeroHealthModelOf,
} from "./models";
export { MAX_POSITION_TOKENS, positionHints } from "./positioning";
export type { PlacedPositionToken, PositionHint, PositionInput, PositionRead, PositionSide, PositionToken } from "../ruleset/points/positioning";
