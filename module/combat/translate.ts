/**
 * Translation between the documents and the rules core, as plain data: a round-transition plan
 * becomes one Combat update and one batch of Combatant updates; a clock step becomes one Combat
 * update; the plan's card becomes the chat card's template context. No Foundry globals here.
 */
import {
  sortForRound,
  turnIndexAt,
  type ClockStep,
  type CombatantState,
  type RoundCardRow,
  type RoundTransitionPlan,
  type VariantMemory,
} from "../rules";

/** The scheduler's view of a combatant, from its system data, conditions and defeat. */
export function combatantState(
  id: string,
  system: { action: CombatantState["action"]; tieBreak: number },
  conditions: readonly string[],
  defeated: boolean,
): CombatantState {
  return { id, action: { ...system.action }, tieBreak: system.tieBreak, conditions, defeated };
}

/** The fields of a Combat update the clock writes (round, turn and the absolute counter). */
export interface CombatClockUpdate {
  round: number;
  turn: number | null;
  "system.absolute": number;
  "system.rolledRound"?: number;
}

export interface CombatantUpdate {
  _id: string;
  initiative: number | null;
  "system.action": CombatantState["action"];
  "system.tieBreak": number;
  "system.parts"?: { round: number; dice: number; quickness: number; weapon: number; encumbrance: number; other: number; score: number };
  /** Under a companion initiative model: what the combatant keeps across rounds. */
  "system.variant"?: VariantMemory;
}

/** Combatant states after a plan is applied (conditions and defeat are unchanged by it). */
export function statesAfterPlan(plan: RoundTransitionPlan, before: readonly CombatantState[]): CombatantState[] {
  const byId = new Map(before.map((s) => [s.id, s]));
  return plan.combatants.map((u) => {
    const old = byId.get(u._id);
    return { id: u._id, action: u.action, tieBreak: u.tieBreak, conditions: old?.conditions ?? [], defeated: old?.defeated ?? false };
  });
}

/** Turn order of a round (the tracker's and Foundry's): see compareForRound. */
export function orderForRound(states: readonly CombatantState[], round: number): CombatantState[] {
  return sortForRound(states, (s) => s, round);
}

/** The plan as document updates: exactly one Combat update and one array for updateEmbeddedDocuments. */
export function transitionUpdates(
  plan: RoundTransitionPlan,
  before: readonly CombatantState[],
): { combat: CombatClockUpdate; combatants: CombatantUpdate[] } {
  const ordered = orderForRound(statesAfterPlan(plan, before), plan.combat.round);
  const combatants = plan.combatants.map((u): CombatantUpdate => {
    const update: CombatantUpdate = {
      _id: u._id,
      initiative: u.initiative,
      "system.action": { ...u.action },
      "system.tieBreak": u.tieBreak,
    };
    if (u.parts) update["system.parts"] = { round: plan.combat.round, ...u.parts };
    if (u.variant) update["system.variant"] = { ...u.variant };
    return update;
  });
  return {
    combat: {
      round: plan.combat.round,
      turn: turnIndexAt(ordered, { round: plan.combat.round, second: 1 }),
      "system.absolute": plan.combat.absolute,
      "system.rolledRound": plan.combat.rolledRound,
    },
    combatants,
  };
}

/** A step of the clock within what has been rolled already: one Combat update, no re-roll. */
export function stepUpdate(step: ClockStep, states: readonly CombatantState[]): CombatClockUpdate {
  const ordered = orderForRound(states, step.to.round);
  return { round: step.to.round, turn: turnIndexAt(ordered, step.to), "system.absolute": step.absolute };
}

/** The chat card's context: one row per combatant, hidden ones marked for the GM only. */
export type RoundCardContext = {
  round: number;
  rows: Array<{
    name: string;
    gmOnly: boolean;
    rolled: boolean;
    carried: boolean;
    statusKey: string;
    dice: number | null;
    quickness: number | null;
    weapon: number | null;
    encumbrance: number | null;
    other: number | null;
    score: number | null;
    landsRound: number | null;
    landsSecond: number | null;
    spills: boolean;
    startedRound: number;
    tieBreak: number;
  }>;
  speech: Array<{ speaker: string; text: string; round: number; second: number }>;
  hasSpeech: boolean;
  /** Under a companion initiative model: its name's key, the OSE sides, and each row's breakdown. */
  modelKey?: string;
  sides?: Array<{ sideKey: string; dice: number; second: number }>;
  variantRows?: Array<VariantCardRow>;
};

/** A row of the card under a companion model: the breakdown as a localisation key and its data. */
export interface VariantCardRow {
  name: string;
  gmOnly: boolean;
  rolled: boolean;
  carried: boolean;
  statusKey: string;
  tieBreak: number;
  startedRound: number;
  landsRound: number | null;
  landsSecond: number | null;
  spills: boolean;
  breakdownKey: string | null;
  dice: number;
  bonus: string;
  total: number;
  second: number;
  encumbrance: string | null;
  other: string | null;
  rollOff: number | null;
}

/** Key of the model's name (the tracker badge and the card). */
export function initiativeModelKey(model: string): string {
  return `ER.Variants.Initiative.Model.${model}`;
}

const signed = (n: number): string => (n < 0 ? `\u2212 ${-n}` : `+ ${n}`);

/** Decision (VARIANTS.md §9.1 "the round card's breakdown names the model"): the breakdown's shape per model. */
function breakdownKey(v: NonNullable<RoundCardRow["variant"]>): string {
  if (v.slow) return "ER.Variants.Initiative.Breakdown.slow";
  switch (v.model) {
    case "a13":
    case "a5e":
      return v.dice === 0 ? "ER.Variants.Initiative.Breakdown.check" : "ER.Variants.Initiative.Breakdown.d20";
    case "osrDex":
      return "ER.Variants.Initiative.Breakdown.dex";
    case "oseSide":
      return "ER.Variants.Initiative.Breakdown.side";
    default:
      return "ER.Variants.Initiative.Breakdown.d6";
  }
}

function variantRow(r: RoundCardRow, round: number): VariantCardRow {
  const v = r.variant ?? null;
  return {
    name: r.name,
    gmOnly: r.hidden,
    rolled: r.status === "rolls",
    carried: r.status === "carried",
    statusKey: STATUS_KEYS[r.status],
    tieBreak: r.tieBreak,
    startedRound: r.startedRound,
    landsRound: r.landsAt?.round ?? null,
    landsSecond: r.landsAt?.second ?? null,
    spills: r.landsAt !== null && r.landsAt.round > round,
    breakdownKey: v ? breakdownKey(v) : null,
    dice: v?.dice ?? 0,
    bonus: signed(v?.bonus ?? 0),
    total: v?.total ?? 0,
    second: v?.baseSecond ?? 0,
    encumbrance: v && v.encumbrance !== 0 ? signed(v.encumbrance) : null,
    other: v && v.other !== 0 ? signed(v.other) : null,
    rollOff: v && r.rollOff ? r.rollOff : null,
  };
}

const STATUS_KEYS: Record<RoundCardRow["status"], string> = {
  rolls: "ER.Combat.Card.Status.rolls",
  carried: "ER.Combat.Card.Status.carried",
  awaiting: "ER.Combat.Card.Status.awaiting",
  unable: "ER.Combat.Card.Status.unable",
  surprised: "ER.Variants.Initiative.Surprised",
  defeated: "ER.Combat.Card.Status.defeated",
};

export function roundCardContext(card: RoundTransitionPlan["card"]): RoundCardContext {
  return {
    round: card.round,
    rows: card.rows.map((r) => ({
      name: r.name,
      gmOnly: r.hidden,
      rolled: r.status === "rolls",
      carried: r.status === "carried",
      statusKey: STATUS_KEYS[r.status],
      dice: r.parts?.dice ?? null,
      quickness: r.parts?.quickness ?? null,
      weapon: r.parts?.weapon ?? null,
      encumbrance: r.parts?.encumbrance ?? null,
      other: r.parts?.other ?? null,
      score: r.parts?.score ?? null,
      landsRound: r.landsAt?.round ?? null,
      landsSecond: r.landsAt?.second ?? null,
      spills: r.landsAt !== null && r.landsAt.round > card.round,
      startedRound: r.startedRound,
      tieBreak: r.tieBreak,
    })),
    speech: card.speech.map((s) => ({ ...s })),
    hasSpeech: card.speech.length > 0,
    ...(card.model
      ? {
          modelKey: initiativeModelKey(card.model),
          sides: (card.sides ?? []).map((s) => ({ sideKey: `ER.Variants.Initiative.Side.${s.side}`, dice: s.dice, second: s.second })),
          variantRows: card.rows.map((r) => variantRow(r, card.round)),
        }
      : {}),
  };
}

/** What the applier needs of a Combat: the two writes of a transition. */
export interface TransitionTarget {
  update(data: CombatClockUpdate): Promise<unknown>;
  updateEmbeddedDocuments(embeddedName: "Combatant", updates: CombatantUpdate[]): Promise<unknown>;
}

/**
 * Applies a transition: one batched combatant update, then one Combat update (so every client that
 * reacts to the Combat's change already holds the new combatants), then one chat message.
 */
export async function applyTransition(
  target: TransitionTarget,
  updates: { combat: CombatClockUpdate; combatants: CombatantUpdate[] },
  postCard: () => Promise<unknown>,
): Promise<void> {
  if (updates.combatants.length > 0) await target.updateEmbeddedDocuments("Combatant", updates.combatants);
  await target.update(updates.combat);
  await postCard();
}
