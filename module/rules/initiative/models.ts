/**
 * What every initiative model shares (VARIANTS.md D3, D4, §9.4): the model in force (the book's
 * 2d10 when no module fills the `initiative` point), one combatant's initiative under it, and the
 * D4 parts added to its mapped second. Each model's own arithmetic is its module's
 * (../modules/initiative/). Pure.
 */
import { RulesError, assertInteger, assertNonNegativeInteger } from "../errors";
import { MAX_INITIATIVE_MODIFIER, assertObject } from "../bounds";
import { INITIATIVE_FLOOR } from "../initiative";
import { MAX_ACTION_SECONDS } from "../time";
import type { InitiativeModelId } from "../ruleset/config-type";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { InitiativeModelPoint, VariantActorParts } from "../ruleset/points/initiative";
import { defineInitiativeModel } from "../ruleset/points/initiative-model";
import { slowWeaponSecond } from "./slow-weapons";

export type { VariantActorParts } from "../ruleset/points/initiative";
import { MAX_ABILITY_SCORE } from "../ability-scale";

export { D4_PARTS, ER_PARTS, NO_PARTS } from "../ruleset/points/initiative-model";

/** Largest level a model reads (the actor model's bound). */
export const MAX_LEVEL = 100;

/** The dice a model rolls for one roll ("none": no dice at all). */
export type InitiativeDice = InitiativeModelPoint["dice"];

/** One initiative model (VARIANTS.md §9.4): what a module contributes to the `initiative` point. */
export type InitiativeModel = InitiativeModelPoint;

/**
 * The book's initiative (RULES.md §2) as a model record: 2d10 every round, lower first, every ER
 * part added. The round plan plays it when no module fills the `initiative` point; its score is
 * initiativeFromParts', so it maps no base second.
 */
export const BOOK_INITIATIVE: InitiativeModel = defineInitiativeModel({
  id: "er2d10",
  baseSecond: () => {
    throw new RulesError("INVALID_ARGUMENT", "ruleset", "er2d10", "the book's 2d10 has no mapped base second (initiativeFromParts)");
  },
});

/** The initiative model in force: the module's, or the book's (guarded). */
export function initiativeModelOf(ruleset: Ruleset): InitiativeModel {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.initiative ?? BOOK_INITIATIVE;
}

/** Book (D3): the last second of the round. */
export const LAST_SECOND = 20;

export function assertAbility(name: string, score: unknown): asserts score is number {
  assertNonNegativeInteger(name, score);
  if (score > MAX_ABILITY_SCORE) throw new RulesError("OUT_OF_RANGE", name, score, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
}

/** The ER parts D4 may add (as the actor profile and the combatant give them). */
export interface VariantErParts {
  readonly quickness: number;
  readonly weapon: number;
  readonly encumbrance: number;
  readonly other: number;
}

/** One combatant's initiative under a model: the round card's breakdown. */
export interface VariantInitiative {
  readonly model: InitiativeModelId;
  /** The die result (d20, d6; 0 for OSR DEX order and for a reused check). */
  readonly dice: number;
  /** The model's bonus (13A DEX mod + level, A5E / OSE individual DEX mod; 0 otherwise). */
  readonly bonus: number;
  /** dice + bonus (OSR: the DEX score). */
  readonly total: number;
  /** The second the total maps to by D3 (slow → 20), before D4's parts. */
  readonly baseSecond: number;
  readonly slow: boolean;
  /** D4 parts added: encumbrance steps and the GM's situational modifier (0 where the model adds none). */
  readonly encumbrance: number;
  readonly other: number;
  /** baseSecond + parts, floored at 1 and capped like the book's scores. */
  readonly score: number;
}

/** The model's bonus for an actor (0 for models without one). */
export function initiativeBonus(actor: VariantActorParts, ruleset: Ruleset): number {
  const model = initiativeModelOf(ruleset);
  assertObject("actor", actor);
  return model.bonus(actor);
}

function clampScore(total: number): number {
  return Math.min(MAX_ACTION_SECONDS, Math.max(INITIATIVE_FLOOR, total));
}

const part = (v: number) => Math.max(-MAX_INITIATIVE_MODIFIER, Math.min(MAX_INITIATIVE_MODIFIER, v));

/**
 * The base second from a total (D3) for a roll-once or every-round model (not the book's 2d10,
 * whose score is initiativeFromParts'). `slow` moves the combatant to the slow-weapon rule's second
 * while one is in force.
 */
export function baseSecondFor(total: number, slow: boolean, ruleset: Ruleset): number {
  const model = initiativeModelOf(ruleset);
  return (slow ? slowWeaponSecond(ruleset) : null) ?? model.baseSecond(total);
}

/**
 * A combatant's score from a base second already known (rolled once, or the side's second) plus
 * the D4 parts the model adds (VARIANTS.md D4): steps and the situational modifier; floored at 1.
 */
export function scoreFromBase(baseSecond: number, parts: VariantErParts, ruleset: Ruleset): { encumbrance: number; other: number; score: number } {
  const applies = initiativeModelOf(ruleset).appliesErParts;
  assertInteger("baseSecond", baseSecond);
  if (baseSecond < 1 || baseSecond > LAST_SECOND) throw new RulesError("OUT_OF_RANGE", "baseSecond", baseSecond, "expected a second 1–20");
  assertObject("parts", parts);
  assertInteger("parts.encumbrance", parts.encumbrance);
  assertInteger("parts.other", parts.other);
  const encumbrance = applies.steps ? part(parts.encumbrance) : 0;
  const other = applies.other ? part(parts.other) : 0;
  return { encumbrance, other, score: clampScore(baseSecond + encumbrance + other) };
}

/** What {@link variantInitiative} reads of one combatant. */
export interface VariantInitiativeInput {
  /** The die result (ignored by a model without dice). */
  readonly dice: number;
  readonly actor: VariantActorParts;
  readonly parts: VariantErParts;
  /** A reused check's total (A5E, GA-2): no die, no bonus; null or absent otherwise. */
  readonly checkTotal?: number | null;
}

/**
 * One combatant's initiative under the model in force from its die (`dice`; ignored by a model
 * without dice), its actor and its ER parts (VARIANTS.md D3 then D4). For a reused check (A5E,
 * GA-2) pass the check's total as `input.checkTotal`: no die, no bonus.
 */
export function variantInitiative(input: VariantInitiativeInput, ruleset: Ruleset): VariantInitiative {
  const model = initiativeModelOf(ruleset);
  assertObject("input", input);
  const { dice, actor, parts } = input;
  const checkTotal = input.checkTotal ?? null;
  assertObject("actor", actor);
  if (model === BOOK_INITIATIVE) throw new RulesError("INVALID_ARGUMENT", "ruleset", model.id, "the book's 2d10 is initiativeFromParts");
  assertNonNegativeInteger("dice", dice);
  if (model.dice !== "none" && checkTotal === null && (dice < 1 || dice > model.faces)) throw new RulesError("OUT_OF_RANGE", "dice", dice, `expected a die 1–${model.faces}`);
  if (typeof actor.slow !== "boolean") throw new RulesError("INVALID_ARGUMENT", "actor.slow", actor.slow, "expected a boolean");
  if (checkTotal !== null) {
    assertInteger("checkTotal", checkTotal);
    if (Math.abs(checkTotal) > 1000) throw new RulesError("OUT_OF_RANGE", "checkTotal", checkTotal, "expected a check total within ±1000");
  }
  let shownDice = model.dice === "none" ? 0 : dice;
  let bonus = model.bonus(actor);
  let total: number;
  if (model.totalIsDex) {
    assertAbility("actor.dex", actor.dex);
    total = actor.dex;
    bonus = 0;
  } else if (checkTotal !== null) {
    total = checkTotal;
    shownDice = 0;
    bonus = 0;
  } else {
    total = dice + bonus;
  }
  const slowAt = actor.slow ? slowWeaponSecond(ruleset) : null;
  const slow = slowAt !== null;
  const baseSecond = slowAt ?? model.baseSecond(total);
  const added = scoreFromBase(baseSecond, parts, ruleset);
  return { model: model.id, dice: shownDice, bonus, total, baseSecond, slow, ...added };
}
