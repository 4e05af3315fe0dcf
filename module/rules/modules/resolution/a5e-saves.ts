/**
 * A5E's save-or-take primitive, cover and world-action targeting (RESOLUTION.md §4.4 RA-1; 004:L75,
 * L84–L87, L103, L116, L129, L139). Pure.
 */
import { RulesError, assertInteger, assertIntegerInRange } from "../../errors";
import { abilityModifier } from "../../ability-scale";
import { MAX_LEVEL } from "../../resolution/validate";
import { ABILITY_IDS, type AbilityId, type CoverChoice, type Fighter, type OnSuccess, type Part } from "../../resolution/types";

/** The cover choices A5E's row offers (004:L84–L87). */
export const A5E_COVER_CHOICES: readonly CoverChoice[] = Object.freeze(["none", "half", "threeQuarters", "total"] as const);

/** Book (004:L85, L86): half cover +2, three-quarters +5 (to AC and Dexterity saves). */
const A5E_COVER_BONUS: Readonly<Partial<Record<CoverChoice, number>>> = Object.freeze({ half: 2, threeQuarters: 5 });

/**
 * Book (004:L84–L87): the best of several covers ("only … the most protective source"): total beats
 * three-quarters beats half. OSE's partial choices, which A5E's row never offers, count as none.
 */
export function a5eBestCover(covers: readonly CoverChoice[]): CoverChoice {
  let best: CoverChoice = "none";
  const rank = (c: CoverChoice) => (c === "total" ? 3 : c === "threeQuarters" ? 2 : c === "half" ? 1 : 0);
  for (const c of covers) if (rank(c) > rank(best)) best = c;
  return best;
}

/** Book (004:L85–L87): the AC and Dexterity-save bonus of a cover; total cover cannot be targeted. */
export function a5eCover(choice: CoverChoice): { readonly bonus: number; readonly cannotBeTargeted: boolean } {
  if (choice === "total") return { bonus: 0, cannotBeTargeted: true };
  return { bonus: A5E_COVER_BONUS[choice] ?? 0, cannotBeTargeted: false };
}

/**
 * Decision (RESOLUTION.md RA-1; 004 never gives the bonus): an A5E save is d20 + the named ability's
 * modifier (VARIANTS.md D10), + cover for a Dexterity save (004:L85, L86), against the DC.
 */
export function a5eSaveParts(fighter: Pick<Fighter, "abilities">, ability: AbilityId, dc: number, cover: CoverChoice): { readonly parts: readonly Part[]; readonly target: number } {
  if (!ABILITY_IDS.includes(ability)) throw new RulesError("INVALID_ARGUMENT", "ability", ability, "expected an ability id");
  // The DC as the save effect carries it (the item stores 0–99; planSave checks ±MAX_LEVEL): a DC of
  // 0 or less is a save every roll makes, not a malformed one.
  assertIntegerInRange("dc", dc, -MAX_LEVEL, MAX_LEVEL);
  const parts: Part[] = [{ key: `ability.${ability}`, value: abilityModifier(fighter.abilities[ability]) }];
  const c = a5eCover(cover);
  if (ability === "dex" && c.bonus > 0) parts.push({ key: "cover", value: c.bonus });
  return { parts, target: dc };
}

/** Book (004:L103, L118, L129): "save or take": a success takes nothing. */
export const A5E_DEFAULT_ON_SUCCESS: OnSuccess = "none";

/** Book (RA-1, R3): a total equal to or above the DC succeeds. */
export function a5eSaveSucceeds(total: number, dc: number): boolean {
  assertInteger("total", total);
  assertInteger("dc", dc);
  return total >= dc;
}

/** A world action's record of whom it has struck in a combat (004:L139). */
export interface WorldActionTargets {
  /** The combat the list belongs to; a list of another combat counts for nothing. */
  readonly combat: string;
  /** The targeted participants (combatant or token ids, whichever the caller keeps). */
  readonly targeted: readonly string[];
}

/**
 * Book (004:L75, L139): the participants a world action may target now. A once-per-combat action
 * ("cannot be targeted by this action again until Turn-Based Action ends") skips whoever its list
 * for this combat holds; a list from another combat has ended with it. Others offer everyone.
 */
export function worldActionCandidates(participants: readonly string[], oncePerCombat: boolean, record: WorldActionTargets | null, combat: string): readonly string[] {
  if (!oncePerCombat || record === null || record.combat !== combat) return [...participants];
  // A set: linear in the participants and the list, however long a combat's list grows.
  const targeted = new Set(record.targeted);
  return participants.filter((p) => !targeted.has(p));
}

/** Book (004:L139): the list after targeting `chosen` in `combat` (a new combat starts a new list). */
export function recordWorldActionTargets(record: WorldActionTargets | null, combat: string, chosen: readonly string[]): WorldActionTargets {
  const kept = record !== null && record.combat === combat ? record.targeted : [];
  const seen = new Set(kept);
  return { combat, targeted: [...kept, ...chosen.filter((c) => !seen.has(c))] };
}

/**
 * Book (004:L116): an effect may carry an alternative formula chosen per target (Cold Chill: 2d6, or
 * 1d6 with cold-weather gear). The GM's tick on the row picks it; "" alternative = none.
 */
export function a5eEffectFormula(formula: string, alternative: string, useAlternative: boolean): string {
  return useAlternative && alternative.trim() !== "" ? alternative.trim() : formula.trim();
}
