/**
 * A small combat driven through planRoundTransition round after round (feeding back what each
 * combatant keeps), and the initiative configs the model tests share. Test support only.
 */
import {
  NO_ACTION,
  NO_VARIANT_MEMORY,
  actionSecondIn,
  compareForRound,
  diceRequests,
  planRoundTransition,
  resolveRuleset,
  type CombatantState,
  type RoundCombatantInput,
  type RoundTransitionPlan,
  type VariantConfig,
  type VariantMemory,
} from "../../module/rules";
import { variantConfig as cfg } from "./variants";

export const A13 = cfg({ initiative: { model: "a13" } });
export const A13_SHARED = cfg({ initiative: { model: "a13", sharedRoll: true } });
export const OSR = cfg({ initiative: { model: "osrDex" } });
export const OSE = cfg({ initiative: { model: "oseSide" } });
export const OSE_REROLL = cfg({ initiative: { model: "oseSide", oseTies: "reroll" } });
export const OSE_IND = cfg({ initiative: { model: "oseIndividual" } });
export const A5E = cfg({ initiative: { model: "a5e" } });
export const NO_PARTS = { quickness: 0, weapon: 0, encumbrance: 0, other: 0 };
export const ACTOR = { dex: 10, level: 0, slow: false };

export interface Who {
  id: string;
  dex?: number;
  level?: number;
  slow?: boolean;
  side?: string;
  group?: string;
  pc?: boolean;
  parts?: Partial<typeof NO_PARTS>;
}

/** A small combat driven through planRoundTransition, round after round, feeding back what it keeps. */
export class Sim {
  states = new Map<string, CombatantState>();
  memory = new Map<string, VariantMemory>();
  plans: RoundTransitionPlan[] = [];
  constructor(readonly who: Who[], readonly config: VariantConfig) {
    for (const w of who) {
      this.states.set(w.id, { id: w.id, action: NO_ACTION, tieBreak: 1, conditions: [], defeated: false });
      this.memory.set(w.id, NO_VARIANT_MEMORY);
    }
  }
  inputs(): RoundCombatantInput[] {
    return this.who.map((w) => ({
      state: this.states.get(w.id)!,
      name: w.id,
      hidden: false,
      parts: { ...NO_PARTS, ...w.parts },
      variant: { actor: { dex: w.dex ?? 10, level: w.level ?? 0, slow: w.slow ?? false }, side: w.side ?? "hostile", group: w.group ?? w.id, pc: w.pc ?? false, memory: this.memory.get(w.id)! },
    }));
  }
  /** Begins `round` with the dice by request key (side:x, group:x or id:x). */
  round(round: number, dice: Record<string, number> = {}, rollOffs: Record<string, number> = {}): RoundTransitionPlan {
    const inputs = this.inputs();
    const rolling = inputs.filter((i) => i.state.action.landsAt < (round * 20 + 1)).map((i) => ({ id: i.state.id, variant: i.variant! }));
    const requests = diceRequests(rolling, resolveRuleset(this.config));
    const map = new Map<string, number>();
    for (const r of requests) for (const id of r.ids) map.set(id, dice[r.key] ?? 10);
    const plan = planRoundTransition({ round, combatants: inputs, dice: map, tieBreakUniforms: inputs.map((_, i) => (i + 1) / (inputs.length + 1)), rollOffs: new Map(Object.entries(rollOffs)) }, resolveRuleset(this.config));
    for (const u of plan.combatants) {
      this.states.set(u._id, { ...this.states.get(u._id)!, action: u.action, tieBreak: u.tieBreak });
      if (u.variant) this.memory.set(u._id, u.variant);
    }
    this.plans.push(plan);
    return plan;
  }
  second(id: string, round: number): number | null {
    return actionSecondIn(this.states.get(id)!, round);
  }
  order(round: number): string[] {
    return [...this.states.values()].sort((a, b) => compareForRound(a, b, round)).map((s) => s.id);
  }
}
