/**
 * 13th Age engagement (VARIANTS.md §3.7 row 7, §13.1, §13.3; 001:L180–L223, L283, L287, L491–L495,
 * L535), read on ER's hex map at the movement seconds: the engagement itself, the opportunity attack
 * for leaving and the index are the core's (../../combat/engagement.ts); this module is the 13A
 * reading of the point, the memory slice and the forfeit of a failed disengage check.
 */
import type { RuleModule } from "../../ruleset/types";
import type { CombatantCommand, CommandContext, EngagementRule } from "../../ruleset/points/combat";
import { MOVEMENT_SECONDS } from "../../phases";
import type { MovementForfeit } from "../../ruleset/points/movement";
import { ENGAGEMENT_MEMORY, disengageLost, type EngagementMemory } from "../../combat/engagement";
import { interceptStopped } from "../../combat/intercept";

/**
 * Book: a normal save, 11+ (L211), −1 for each foe beyond the first (L211), −5 more when grabbed
 * (L491). Confused (L445) and grabbed (L495) creatures make no opportunity attacks; stunned and
 * unconscious ones cannot act at all, so the core leaves them out of engagement already.
 */
export const A13_ENGAGEMENT: EngagementRule = Object.freeze({
  disengage: Object.freeze({ target: 11, perExtraFoe: 1, grabbedPenalty: 5 }),
  noOpportunity: Object.freeze(["confused", "grabbed"]),
  rangedProvokes: true,
  spellsProvoke: true,
  meleeOnlyWhileEngaged: true,
  intercept: true,
  usesReaction: false,
});

/**
 * §13.1 (001:L215 "you don't move, lose your move action"): a failed check loses the phase it was
 * made in and every later phase of the round. A loss already recorded stands for its round when
 * the rule is switched off (`whileOff`).
 */
export const DISENGAGE_FAILED_FORFEIT: MovementForfeit = Object.freeze({
  id: "disengageFailed",
  label: "ER.Movement.Reason.disengageFailed",
  whileOff: true,
  setBy: "disengageRound",
  applies: (input) => disengageLost(input.memory as unknown as EngagementMemory, input),
} satisfies MovementForfeit);

/**
 * 001:L223 "make you stop where they are": a mover an interception stopped loses the rest of that
 * phase (only that one); the interceptor spent its phase of the same second moving to engage
 * (L174). Recorded interceptions stand when the rule is switched off, as a failed check does.
 * Each is the forfeit of the one phase an interception recorded in `field` takes.
 */
function interceptForfeit(id: string, label: string, field: "stoppedAt" | "interceptAt"): MovementForfeit {
  return Object.freeze({
    id,
    label,
    whileOff: true,
    setBy: field,
    applies: (input) => interceptStopped({ stoppedAt: (input.memory as unknown as EngagementMemory)[field] }, input),
  } satisfies MovementForfeit);
}

export const INTERCEPTED_FORFEIT = interceptForfeit("intercepted", "ER.Movement.Reason.intercepted", "stoppedAt");
export const INTERCEPTING_FORFEIT = interceptForfeit("intercepting", "ER.Movement.Reason.intercepting", "interceptAt");

/**
 * "Disengage" in the tracker's menu, for the GM or the combatant's owners: offered at a movement
 * second while the round's check is still to make; the active GM's client checks the rest
 * (engaged, the rule in force) again with the positions and rolls (§13.1).
 */
/** The round's check is still to make, or a double move's second may follow a setback (the GM's client checks the double move). */
function checkLeft(memory: EngagementMemory, now: { round: number; second: number }): boolean {
  return memory.disengageRound !== now.round || (memory.disengageResult === "setback" && now.second > memory.disengageSecond);
}

/** "Intercept…" for the GM or the combatant's owners at a movement second; the GM's client checks the rest (001:L223). */
const INTERCEPT_COMMAND: CombatantCommand = Object.freeze({
  id: "combat.intercept",
  labelKey: "ER.Engagement.Intercept.Entry",
  icon: "fa-solid fa-hand",
  who: "owner",
  visible: (ctx: CommandContext) => ctx.started && ctx.now !== null && (MOVEMENT_SECONDS as readonly number[]).includes(ctx.now.second),
  operation: Object.freeze({ kind: "intercept" }),
});

const DISENGAGE_COMMAND: CombatantCommand = Object.freeze({
  id: "combat.disengage",
  labelKey: "ER.Engagement.Entry",
  icon: "fa-solid fa-person-walking-arrow-right",
  who: "owner",
  visible: (ctx: CommandContext) =>
    ctx.started && ctx.now !== null && (MOVEMENT_SECONDS as readonly number[]).includes(ctx.now.second) && checkLeft(ctx.memory as unknown as EngagementMemory, ctx.now),
  operation: Object.freeze({ kind: "disengage" }),
});

export const a13Engagement = {
  id: "combat.a13Engagement",
  domain: "combat",
  selects: { path: "combat.engagement", value: "a13" },
  presets: { a13: { "combat.engagement": "a13" } },
  memory: ENGAGEMENT_MEMORY,
  movementForfeits: [DISENGAGE_FAILED_FORFEIT, INTERCEPTED_FORFEIT, INTERCEPTING_FORFEIT],
  contribute: () => ({ engagement: A13_ENGAGEMENT, combatantCommands: [DISENGAGE_COMMAND, INTERCEPT_COMMAND] }),
} as const satisfies RuleModule;
