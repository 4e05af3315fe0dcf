/**
 * The Combatant document: what the rules read of a combatant (its scheduler state, initiative parts,
 * the kept memory of a companion model) and the questions asked of it. Every decision is the rules
 * core's.
 */
import { actorConditions, actorProfile } from "../actors/profile";
import {
  awaitsOwnRoll,
  doubleMoveRefusalUnderSurprise,
  isConditionId,
  surprisedInRound,
  type ClockTime,
  type CombatantState,
  type DoubleMoveRefusal,
  type InitiativeParts,
  type Ruleset,
  type VariantCombatantInput,
} from "../rules";
import { currentRuleset } from "../variants/setting";
import { variantCombatantInput, variantMemoryOf } from "./variant-input";
import type { CombatantSystemData } from "./models";
import { combatantState } from "./translate";

/**
 * Options of a combatant update the clock does not move with: core would otherwise treat the
 * re-sort that follows as a turn change and fire turn events for whoever sits at `turn`.
 */
export const NO_TURN_EVENTS = Object.freeze({ turnEvents: false });

/** The combatant's system data as plain fields (the model's typed source). */
function systemOf(combatant: Combatant.Implementation): CombatantSystemData {
  // The Combatant "base" data model is ERCombatantModel (registered in index.ts); its fields are this shape.
  return combatant.system as unknown as CombatantSystemData;
}

/** A derived number as a whole number (a malformed actor must not stop a round transition). */
function whole(n: unknown): number {
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : 0;
}

export class ERCombatant extends Combatant {
  /** Status ids of the actor that are RULES.md §7 conditions. */
  get conditionIds(): string[] {
    return actorConditions(this.actor).filter(isConditionId);
  }

  /** What the scheduler needs of this combatant. */
  get schedulerState(): CombatantState {
    return combatantState(this.id ?? "", systemOf(this), this.conditionIds, this.isDefeated);
  }

  /** Initiative parts from the actor's profile plus the GM's situational modifier. */
  get initiativeParts(): InitiativeParts {
    const p = actorProfile(this.actor).initiative;
    return { quickness: whole(p.quickness), weapon: whole(p.weapon), encumbrance: whole(p.encumbrance), other: whole(systemOf(this).situational) };
  }

  /**
   * Why a double move cannot be declared at `now` (null: it can). The rules decide,
  /**
   * Why a double move cannot be declared at `now` (null: it can). The rules decide, with the
   * surprise rules' round-1 loss (a surprised or ambushed combatant has no action to trade).
   */
  doubleMoveRefusalAt(now: ClockTime, ruleset: Ruleset = currentRuleset()): DoubleMoveRefusal | null {
    const system = systemOf(this);
    const surprised = surprisedInRound(variantMemoryOf(system).surprised, now.round, ruleset);
    return doubleMoveRefusalUnderSurprise(this.schedulerState, system.doubleMoveRound ?? 0, now, surprised, ruleset);
  }

  get erSystem(): CombatantSystemData {
    return systemOf(this);
  }

  /**
   * Decision (VARIANTS.md rows 6, 23, 36): whether the combatant waits for its roll this round. A
   * combatant that a surprise rule keeps out of round 1 has no action and no roll, so nobody (its
   * owner, Roll All) rolls for it then.
   */
  awaitsRoll(round: number): boolean {
    return awaitsOwnRoll(this.schedulerState, round) && !surprisedInRound(variantMemoryOf(systemOf(this)).surprised, round, currentRuleset());
  }

  /**
   * Whether `user` owns this combatant. Relay senders, message authors and hook users reach the
   * combat code as records of a user's id and role, which is all core's ownership test reads.
   */
  ownedBy(user: { id?: string | null; isGM?: boolean }): boolean {
    // Core's signature asks for the whole User document; the narrow record cannot be assigned to it.
    return this.testUserPermission(user as unknown as User.Implementation, "OWNER");
  }

  /** What a companion initiative model reads of this combatant (VARIANTS.md §9.4). */
  get variantInput(): VariantCombatantInput {
    return variantCombatantInput(this, variantMemoryOf(systemOf(this)));
  }
}
