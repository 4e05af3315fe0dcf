/**
 * The dice of initiative: rolls what the rules' dice plan asks for (rules/initiative/dice-plan.ts)
 * at a round transition, and the GM's re-roll of one combatant under an initiative model. Every
 * choice of formula, of who shares a roll and of what is rolled again is the rules'.
 */
import {
  MAX_TIED_REROLLS,
  actionForScoreAt,
  dieWithin,
  rerollDice,
  rollOffIds,
  tiedSideRequests,
  transitionRollRequests,
  variantRoll,
  type ClockTime,
  type RoundCombatantInput,
  type Ruleset,
} from "../rules";
import type { ERCombatant } from "./combatant";

/** The dice of one initiative roll under the book (RULES.md §2). */
export const INITIATIVE_FORMULA = "2d10";

/** One Roll of a round transition and the combatants whose initiative it is. */
export interface TransitionRoll {
  roll: Roll;
  ids: readonly string[];
}

/** The rolls of a round transition, the die each combatant got, and the roll-offs drawn. */
export interface TransitionDice {
  rolls: TransitionRoll[];
  dice: Map<string, number>;
  rollOffs: Map<string, number>;
}

/** Rolls the transition into `round`: the plan's requests, tied sides again (at most MAX_TIED_REROLLS times), then the roll-offs. */
export async function transitionDice(inputs: readonly RoundCombatantInput[], round: number, ruleset: Ruleset): Promise<TransitionDice> {
  const rolls: TransitionRoll[] = [];
  const dice = new Map<string, number>();
  const rollOffs = new Map<string, number>();
  const roll = async (formula: string, ids: readonly string[]): Promise<number> => {
    const r = new Roll(formula);
    await r.evaluate();
    rolls.push({ roll: r, ids });
    return dieWithin(formula, r.total ?? 0);
  };
  const requests = transitionRollRequests(inputs, round, ruleset);
  const sides = new Map<string, number>();
  for (const req of requests) {
    const total = await roll(req.formula, req.ids);
    for (const id of req.ids) dice.set(id, total);
    if (req.key.startsWith("side:")) sides.set(req.key, total);
  }
  for (let i = 0; i < MAX_TIED_REROLLS; i++) {
    const tied = tiedSideRequests(requests, sides, ruleset);
    if (tied.length === 0) break;
    for (const req of tied) {
      const total = await roll(req.formula, req.ids);
      sides.set(req.key, total);
      for (const id of req.ids) dice.set(id, total);
    }
  }
  for (const id of rollOffIds(requests, ruleset)) rollOffs.set(id, await roll("1d20", [id]));
  return { rolls, dice, rollOffs };
}

/**
 * The GM's re-roll (or Roll All) of one combatant under an initiative model: that model's die for
 * it alone (a model without dice: none) and a new base for roll-once models; a kept roll-off stays.
 * Null when the score may not change the action now.
 */
export async function rerollUnderModel(c: ERCombatant, now: ClockTime, ruleset: Ruleset): Promise<{ update: Record<string, unknown>; roll: Roll | null } | null> {
  const input = c.variantInput;
  const plan = rerollDice(input.memory.rollOff, ruleset);
  let roll: Roll | null = null;
  if (plan.formula !== null) {
    roll = new Roll(plan.formula);
    await roll.evaluate();
  }
  let rollOff = input.memory.rollOff;
  if (plan.drawRollOff) {
    const off = new Roll("1d20");
    await off.evaluate();
    rollOff = Math.min(20, Math.max(1, off.total ?? 1));
  }
  const forced = { ...input, memory: { ...input.memory, base: 0, model: "" as const }, checkTotal: null };
  const vr = variantRoll(forced, c.initiativeParts, roll && plan.formula ? dieWithin(plan.formula, roll.total ?? 1) : 0, rollOff || 1, CONFIG.Dice.randomUniform(), ruleset);
  const action = actionForScoreAt(c.erSystem.action, vr.breakdown.score, now);
  if (action === null) return null;
  const memory = { ...vr.memory, tie: input.memory.model === vr.memory.model ? input.memory.tie : vr.memory.tie };
  return { update: { _id: c.id, initiative: vr.breakdown.score, "system.action": action, "system.variant": memory }, roll };
}
