/**
 * What a combatant keeps between rounds under a companion initiative model, the dice a round
 * transition needs, OSE side ties, and the round plan of one combatant under a non-book model
 * (VARIANTS.md rows 1, 2, 11, 20–22, 35; D3, D4). The round plan (../combat/round-plan.ts) calls it. Pure.
 */
import { RulesError, assertInteger } from "../errors";
import { ORDER_TIE_RANGE } from "./memory";
import { assertMemory, assertMemoryFields } from "../ruleset/memory";
import type { VariantMemory } from "../ruleset/registered";
import { assertList, assertObject } from "../bounds";
import { initiativeModelOf, scoreFromBase, variantInitiative, type VariantActorParts, type VariantErParts, type VariantInitiative } from "./models";
import { orderRanks, type OrderKey } from "./order-ranks";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";

export { MAX_TRIGGER_LENGTH } from "./hold-memory";
export { ORDER_TIE_RANGE, VARIANT_TOTAL_BOUND } from "./memory";
export type { VariantMemory } from "../ruleset/registered";

/** What a non-book model needs of a combatant at a round transition, besides its state and ER parts. */
export interface VariantCombatantInput {
  readonly actor: VariantActorParts;
  /** The OSE side (token disposition). */
  readonly side: string;
  /** The shared-roll key: same base actor and same disposition (§3.2). */
  readonly group: string;
  /** Player-owned: acts first within an OSE side (§5.1). */
  readonly pc: boolean;
  readonly memory: VariantMemory;
  /** A5E: a check already made (surprise step) used as the initiative total (GA-2), or null. */
  readonly checkTotal?: number | null;
}

/** One roll the adapter makes at a round transition: a formula, and the combatants it belongs to. */
export interface DiceRequest {
  /** "side:<side>", "group:<key>" or "id:<id>" (one Roll per request). */
  readonly key: string;
  readonly formula: "2d10" | "1d20" | "1d6";
  readonly ids: readonly string[];
}

/** Whether a roll-once model's combatant still needs its roll (no base from this model yet). */
export function needsBaseRoll(memory: VariantMemory, ruleset: Ruleset): boolean {
  const model = initiativeModelOf(ruleset);
  assertMemory("memory", ruleset.memory, memory);
  return lacksBase(memory, model);
}

/** {@link needsBaseRoll} of a memory its caller has checked (the round plan checks each once). */
export function needsBaseRollUnchecked(memory: VariantMemory, ruleset: Ruleset): boolean {
  return lacksBase(memory, initiativeModelOf(ruleset));
}

/** The memory fields {@link lacksBase} reads: all that the dice requests check of a memory. */
const BASE_FIELDS: readonly string[] = Object.freeze(["model", "base"]);

/** {@link needsBaseRoll} of a memory its caller has checked. */
function lacksBase(memory: VariantMemory, model: ReturnType<typeof initiativeModelOf>): boolean {
  return model.cadence === "everyRound" || memory.model !== model.id || memory.base < 1;
}

/**
 * Decision (VARIANTS.md §3.2, §5.1, G13A-6, GO-1b): the rolls of a round transition. `rolling` is
 * the ids whose status is "rolls" (and that do not roll their own); each entry's variant input
 * gives its side and group. Under OSE side initiative one 1d6 per side with someone rolling; under
 * a roll-once model only those without a base roll (d20; OSR none); with `sharedRoll` one roll per
 * group; otherwise one per combatant.
 */
export function diceRequests(rolling: readonly { readonly id: string; readonly variant?: VariantCombatantInput }[], ruleset: Ruleset): DiceRequest[] {
  const model = initiativeModelOf(ruleset);
  assertList("rolling", rolling);
  if (model.dice === "none") return [];
  const formula = model.dice;
  const byKey = new Map<string, string[]>();
  for (const [i, r] of rolling.entries()) {
    assertObject(`rolling[${i}]`, r);
    if (typeof r.id !== "string") throw new RulesError("INVALID_ARGUMENT", `rolling[${i}].id`, r.id, "expected a string id");
    const v = r.variant;
    if (v !== undefined) assertObject(`rolling[${i}].variant`, v);
    if (v !== undefined && v.side !== undefined && typeof v.side !== "string") throw new RulesError("INVALID_ARGUMENT", `rolling[${i}].variant.side`, v.side, "expected a side name");
    if (model.cadence === "once" && v) {
      // Only the fields read here; the round plan that follows checks each memory whole.
      assertMemoryFields("memory", ruleset.memory, v.memory, BASE_FIELDS);
      if (!lacksBase(v.memory, model)) continue;
    }
    if (model.cadence === "once" && v && typeof v.checkTotal === "number") continue;
    let key = `id:${r.id}`;
    if (model.rollsPer === "side") key = `side:${String(v?.side ?? "")}`;
    else if (ruleset.points.sharedRoll !== null && model.sharedRoll && v && typeof v.group === "string" && v.group !== "") key = `group:${v.group}`;
    const list = byKey.get(key) ?? [];
    list.push(r.id);
    byKey.set(key, list);
  }
  return [...byKey].map(([key, ids]) => ({ key, formula, ids }));
}

/**
 * Decision (VARIANTS.md §5.1, GO-3): under `oseTies = "reroll"`, the sides whose d6 equals another
 * side's roll again (until they differ); under "simultaneous" nobody re-rolls.
 */
export function oseTiedSides(rolls: ReadonlyMap<string, number>, ruleset: Ruleset): string[] {
  assertRuleset("ruleset", ruleset);
  if (!(rolls instanceof Map)) throw new RulesError("INVALID_ARGUMENT", "rolls", rolls, "expected a Map side → d6");
  if (ruleset.points.rerollTiedSides === null) return [];
  const count = new Map<number, number>();
  for (const [side, r] of rolls) {
    if (typeof side !== "string") throw new RulesError("INVALID_ARGUMENT", "rolls", side, "expected side names as keys");
    assertInteger(`rolls[${side}]`, r);
    count.set(r, (count.get(r) ?? 0) + 1);
  }
  return [...rolls].filter(([, r]) => (count.get(r) ?? 0) > 1).map(([side]) => side);
}

/** One combatant's planned initiative at a transition under a non-book model. */
export interface VariantRoll {
  readonly breakdown: VariantInitiative;
  readonly memory: VariantMemory;
}

/**
 * Decision (VARIANTS.md D3, D4; §3.1 "rolled once"; §4.1; §5.1–5.3; §6.1): the initiative of a
 * combatant that acts this round. A roll-once model with a base from this model takes no die and
 * re-adds D4's parts to the base (encumbrance may have changed); otherwise `dice` (the d20, the
 * side's or own d6) is mapped by D3. `uniform` draws the once-per-combat tie value the first time.
 */
export function variantRoll(
  input: VariantCombatantInput,
  parts: VariantErParts,
  dice: number | undefined,
  rollOff: number | undefined,
  uniform: number,
  ruleset: Ruleset,
): VariantRoll {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertMemory("input.memory", ruleset.memory, input.memory);
  return variantRollUnchecked(input, parts, dice, rollOff, uniform, ruleset);
}

/**
 * {@link variantRoll} of an input whose memory its caller has checked against the ruleset's memory
 * (a round transition checks each combatant's once and reads it at every step: RULES.md §2, 1,000
 * combatants within a frame).
 */
export function variantRollUnchecked(
  input: VariantCombatantInput,
  parts: VariantErParts,
  dice: number | undefined,
  rollOff: number | undefined,
  uniform: number,
  ruleset: Ruleset,
): VariantRoll {
  const model = initiativeModelOf(ruleset);
  if (typeof uniform !== "number" || !(uniform >= 0 && uniform < 1)) throw new RulesError("OUT_OF_RANGE", "uniform", uniform, "expected a number in [0, 1)");
  const memory = input.memory;
  const tie = memory.model === model.id ? memory.tie : Math.min(ORDER_TIE_RANGE - 1, Math.max(0, Math.floor(uniform * ORDER_TIE_RANGE)));
  if (!lacksBase(memory, model)) {
    const added = scoreFromBase(memory.base, parts, ruleset);
    const breakdown: VariantInitiative = { model: model.id, dice: memory.dice, bonus: memory.bonus, total: memory.total, baseSecond: memory.base, slow: false, ...added };
    return { breakdown, memory };
  }
  const check = typeof input.checkTotal === "number" && model.reusesCheck ? input.checkTotal : null;
  if (model.dice !== "none" && check === null && dice === undefined) throw new RulesError("INVALID_ARGUMENT", "dice", dice, "a combatant that rolls has no dice");
  const breakdown = variantInitiative({ dice: dice ?? 0, actor: input.actor, parts, checkTotal: check }, ruleset);
  if (model.cadence === "everyRound") return { breakdown, memory: { ...memory, model: model.id, tie, base: 0, dice: breakdown.dice, bonus: breakdown.bonus, total: breakdown.total } };
  const off = model.rollOff ? rollOff ?? memory.rollOff : 0;
  if (model.rollOff && (!Number.isInteger(off) || off < 0 || off > 20)) throw new RulesError("OUT_OF_RANGE", "rollOff", off, "expected a d20 roll-off 1–20");
  return {
    breakdown,
    memory: { ...memory, model: model.id, base: breakdown.baseSecond, dice: breakdown.dice, bonus: breakdown.bonus, total: breakdown.total, rollOff: off, tie },
  };
}

/**
 * Decision (VARIANTS.md D3 "within one second", G13A-5, GA-1, G2-1b, §5.1): the tie-break ranks of a
 * transition under a non-book model. Roll-once models rank by total, then bonus (13A) or roll-off
 * (A5E), then the once-drawn tie; OSE side by the side's die, then player-owned first, then this
 * round's permutation; OSE individual by total, then the permutation. Combatants with no memory of
 * this model go last.
 */
export function variantTieBreaks(
  entries: readonly { readonly id: string; readonly memory: VariantMemory; readonly pc: boolean; readonly perm: number }[],
  ruleset: Ruleset,
): Map<string, number> {
  assertRuleset("ruleset", ruleset);
  assertList("entries", entries);
  entries.forEach((e, i) => {
    assertObject(`entries[${i}]`, e);
    assertMemory(`entries[${i}].memory`, ruleset.memory, e.memory);
  });
  return variantTieBreaksUnchecked(entries, ruleset);
}

/** {@link variantTieBreaks} of entries whose memories their caller has checked (as {@link variantRollUnchecked}). */
export function variantTieBreaksUnchecked(
  entries: readonly { readonly id: string; readonly memory: VariantMemory; readonly pc: boolean; readonly perm: number }[],
  ruleset: Ruleset,
): Map<string, number> {
  const model = initiativeModelOf(ruleset);
  assertList("entries", entries);
  const keys: OrderKey[] = entries.map((e, i) => {
    assertObject(`entries[${i}]`, e);
    assertInteger(`entries[${i}].perm`, e.perm);
    const known = e.memory.model === model.id;
    const total = known ? e.memory.total : -1001;
    if (model.cadence === "everyRound") {
      return { id: e.id, total, key2: model.rollsPer === "side" && e.pc === true ? 1 : 0, tie: e.perm, aheadOf: "" };
    }
    return { id: e.id, total, key2: model.tieKey(e.memory), tie: e.memory.tie, aheadOf: known ? e.memory.aheadOf : "" };
  });
  return orderRanks(keys);
}
