/**
 * Initiative models of the companion rulebooks (VARIANTS.md rows 1, 2, 11, 20–22, 35; D3, D4):
 * one {@link InitiativeModel} record per model, the scores each model reads from an actor, and the
 * mapping of a model's result onto ER's seconds. Pure.
 */
import { RulesError, assertInteger, assertNonNegativeInteger } from "../errors";
import { MAX_INITIATIVE_MODIFIER, assertList, assertObject } from "../bounds";
import { INITIATIVE_FLOOR } from "../initiative";
import { MAX_ACTION_SECONDS } from "../time";
import type { InitiativeModelId } from "../ruleset/config-type";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { AppliedErParts, InitiativeModelPoint, VariantActorParts } from "../ruleset/points/initiative";

export type { VariantActorParts } from "../ruleset/points/initiative";
import { MAX_ABILITY_SCORE, abilityModifier } from "../ability-scale";

/** Largest level a model reads (the actor model's bound). */
export const MAX_LEVEL = 100;

/** The dice a model rolls for one roll ("none": no dice at all). */
export type InitiativeDice = InitiativeModelPoint["dice"];

/** One initiative model (VARIANTS.md §9.4): what a module contributes to the `initiative` point. */
export type InitiativeModel = InitiativeModelPoint;

/** VARIANTS.md D4: the ER parts each kind of model adds to its mapped second. */
export const ER_PARTS: AppliedErParts = Object.freeze({ quickness: true, weapon: true, steps: true, other: true });
export const D4_PARTS: AppliedErParts = Object.freeze({ quickness: false, weapon: false, steps: true, other: true });
export const NO_PARTS: AppliedErParts = Object.freeze({ quickness: false, weapon: false, steps: false, other: false });

/**
 * The book's initiative (RULES.md §2) as a model record: 2d10 every round, lower first, every ER
 * part added. The round plan plays it when no module fills the `initiative` point; its score is
 * initiativeFromParts', so it maps no base second.
 */
export const BOOK_INITIATIVE: InitiativeModel = Object.freeze({
  id: "er2d10",
  cadence: "everyRound",
  dice: "2d10",
  faces: 0,
  rollsPer: "combatant",
  sharedRoll: true,
  hold: false,
  ready: false,
  holdIntoNextRound: false,
  appliesErParts: ER_PARTS,
  higherFirst: false,
  totalIsDex: false,
  reusesCheck: false,
  rollOff: false,
  // Decision (VARIANTS.md §6.2, GA-4): under ER 2d10, where lower is earlier, two 2d10 keep the lower.
  advantage: "{2d10, 2d10}kl",
  sheetFields: Object.freeze([]),
  sheetHint: "bonus",
  bonus: () => 0,
  baseSecond: () => {
    throw new RulesError("INVALID_ARGUMENT", "ruleset", "er2d10", "the book's 2d10 has no mapped base second (initiativeFromParts)");
  },
  tieKey: () => 0,
} satisfies InitiativeModel);

/** The initiative model in force: the module's, or the book's (guarded). */
export function initiativeModelOf(ruleset: Ruleset): InitiativeModel {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.initiative ?? BOOK_INITIATIVE;
}

export function assertAbility(name: string, score: unknown): asserts score is number {
  assertNonNegativeInteger(name, score);
  if (score > MAX_ABILITY_SCORE) throw new RulesError("OUT_OF_RANGE", name, score, `expected an ability score 0–${MAX_ABILITY_SCORE}`);
}

/** Decision (VARIANTS.md row 1, G13A-1, 001:L13): the 13th Age initiative bonus is DEX modifier (D10) + level. */
export function a13InitiativeBonus(dex: number, level: number): number {
  assertAbility("dex", dex);
  assertNonNegativeInteger("level", level);
  if (level > MAX_LEVEL) throw new RulesError("OUT_OF_RANGE", "level", level, `expected a level 0–${MAX_LEVEL}`);
  return abilityModifier(dex) + level;
}

/** Decision (VARIANTS.md D3): the book's d20 anchor (`initiative.d20Anchor`'s default). */
export const D20_SECOND_ANCHOR = 21;
/** The anchor's bounds: a +19 bonus still reaches second 20 at 40; 60 leaves room for house bonuses. */
export const D20_ANCHOR_MIN = 2;
export const D20_ANCHOR_MAX = 60;

/** Book (D3): the last second of the round. */
const LAST_SECOND = 20;

/**
 * Decision (VARIANTS.md D3): a d20 total r (13A, A5E) maps to second clamp(anchor − r, 1, 20): a
 * natural 20 with +0 acts at 1, a 1 at 20. The anchor is `config.initiative.d20Anchor` (default 21).
 */
export function d20Second(total: number, anchor: number = D20_SECOND_ANCHOR): number {
  assertInteger("total", total);
  if (Math.abs(total) > MAX_INITIATIVE_MODIFIER) throw new RulesError("OUT_OF_RANGE", "total", total, `expected a total within ±${MAX_INITIATIVE_MODIFIER}`);
  assertInteger("anchor", anchor);
  if (anchor < D20_ANCHOR_MIN || anchor > D20_ANCHOR_MAX) throw new RulesError("OUT_OF_RANGE", "anchor", anchor, `expected an anchor ${D20_ANCHOR_MIN}–${D20_ANCHOR_MAX}`);
  return Math.min(LAST_SECOND, Math.max(1, anchor - total));
}

/** Decision (VARIANTS.md D3, row 11, G2-1): the OSR DEX order maps a DEX score to second clamp(21 − DEX, 1, 20). */
export const OSR_DEX_ANCHOR = 21;

export function dexOrderSecond(dex: number): number {
  assertAbility("dex", dex);
  return Math.min(LAST_SECOND, Math.max(1, OSR_DEX_ANCHOR - dex));
}

/** Decision (VARIANTS.md D3, rows 20, 22): OSE d6 results r map to second clamp(3 × (7 − r), 1, 19); 20 is kept for slow weapons. */
export const OSE_SECONDS_PER_STEP = 3;
export const OSE_LAST_ROLLED_SECOND = 19;
/** Decision (VARIANTS.md D3, row 21, 003:L806): a slow weapon acts at second 20, last in the round. */
export const OSE_SLOW_SECOND = 20;

/** The second a slow weapon moves its wielder to under the ruleset, or null while no slow-weapon rule is in force. */
export function slowWeaponSecond(ruleset: Ruleset): number | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.slowWeapons?.second ?? null;
}

/** Whether weapons can be slow under the ruleset (the item sheet shows a weapon's slow choice only then). */
export function slowWeaponsApply(ruleset: Ruleset): boolean {
  return slowWeaponSecond(ruleset) !== null;
}

export function oseSecond(result: number): number {
  assertInteger("result", result);
  if (Math.abs(result) > MAX_INITIATIVE_MODIFIER) throw new RulesError("OUT_OF_RANGE", "result", result, `expected a result within ±${MAX_INITIATIVE_MODIFIER}`);
  return Math.min(OSE_LAST_ROLLED_SECOND, Math.max(1, OSE_SECONDS_PER_STEP * (7 - result)));
}

/** A weapon as the slow-weapon rule reads it: its `slow` field (null: derived), whether it is two-handed, and its kind. */
export interface SlowWeaponInput {
  readonly slow: boolean | null;
  readonly twoHanded: boolean;
  readonly kind: "melee" | "ranged";
}

/**
 * Book (003:L806; the text wins over VARIANTS.md row 21's "modifier above 0"): a weapon's `slow`
 * left unset is derived from what the text keys on: two-handed melee weapons are slow. A missile
 * weapon is slow only where its equipment description says so, which the GM records by setting
 * `slow` (the pack's crossbow does); the ER initiative modifier plays no part.
 */
export function weaponIsSlow(weapon: SlowWeaponInput): boolean {
  assertObject("weapon", weapon);
  if (weapon.slow !== null && typeof weapon.slow !== "boolean") throw new RulesError("INVALID_ARGUMENT", "weapon.slow", weapon.slow, "expected true, false or null");
  if (typeof weapon.slow === "boolean") return weapon.slow;
  if (typeof weapon.twoHanded !== "boolean") throw new RulesError("INVALID_ARGUMENT", "weapon.twoHanded", weapon.twoHanded, "expected true or false");
  if (weapon.kind !== "melee" && weapon.kind !== "ranged") throw new RulesError("INVALID_ARGUMENT", "weapon.kind", weapon.kind, "expected melee or ranged");
  return weapon.twoHanded && weapon.kind === "melee";
}

/** Decision (VARIANTS.md row 21, GO-2b, vttred/ose PR #546): a combatant is slow when ANY weapon in hand is slow. */
export function slowInHand(weaponsInHand: readonly SlowWeaponInput[]): boolean {
  if (!Array.isArray(weaponsInHand)) throw new RulesError("INVALID_ARGUMENT", "weaponsInHand", weaponsInHand, "expected a list of weapons");
  if (weaponsInHand.length > 1000) throw new RulesError("OUT_OF_RANGE", "weaponsInHand", weaponsInHand.length, "expected at most 1000 weapons");
  let slow = false;
  for (const w of weaponsInHand) slow = weaponIsSlow(w) || slow;
  return slow;
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

/**
 * One combatant's initiative under the model in force from its die (`dice`; ignored by a model
 * without dice), its actor and its ER parts (VARIANTS.md D3 then D4). For a reused check (A5E,
 * GA-2) pass the check's total as `checkTotal`: no die, no bonus.
 */
export function variantInitiative(dice: number, actor: VariantActorParts, parts: VariantErParts, ruleset: Ruleset, checkTotal: number | null = null): VariantInitiative {
  const model = initiativeModelOf(ruleset);
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

/** Decision (VARIANTS.md G13A-5, GA-1, G2-1b): the keys that order combatants at one second under a roll-once model (higher total, then the model's tie key). */
export interface OrderKey {
  readonly id: string;
  readonly total: number;
  /** 13A: the bonus; A5E: the d20 roll-off; OSR: 0. Higher first. */
  readonly key2: number;
  /** The permutation value drawn once per combat (lower first). */
  readonly tie: number;
  /** A readied combatant's permanent place: just ahead of this combatant id ("" none). */
  readonly aheadOf: string;
}

/**
 * Tie-break ranks 1..N for a roll-once model, which the scheduler's tie-break field holds: higher
 * total, then higher key2, then the once-drawn permutation, then id; a readied combatant then sits
 * immediately ahead of the one whose action triggered it (VARIANTS.md §3.4, G13A-9).
 */
export function orderRanks(keys: readonly OrderKey[]): Map<string, number> {
  if (!Array.isArray(keys)) throw new RulesError("INVALID_ARGUMENT", "keys", keys, "expected a list of order keys");
  assertList("keys", keys);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    // The cheap checks first; the messages (and their names) are built only for a bad entry.
    if (k === null || typeof k !== "object") assertObject(`keys[${i}]`, k);
    if (typeof k.id !== "string" || typeof k.aheadOf !== "string") throw new RulesError("INVALID_ARGUMENT", `keys[${i}].id`, k.id, "expected string ids");
    if (!orderValue(k.total) || !orderValue(k.key2) || !orderValue(k.tie)) {
      for (const f of ["total", "key2", "tie"] as const) {
        assertInteger(`keys[${i}].${f}`, k[f]);
        if (Math.abs(k[f]) > 10_000_000) throw new RulesError("OUT_OF_RANGE", `keys[${i}].${f}`, k[f], "expected a value within ±10,000,000");
      }
    }
  }
  const sorted = [...keys].sort((a, b) => b.total - a.total || b.key2 - a.key2 || a.tie - b.tie || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // The sorted ids as a doubly linked list: each readied id moves just ahead of its trigger in O(1),
  // in sorted order, so later moves see the earlier ones (n log n for the sort, linear after it).
  const n = sorted.length;
  const prev = new Int32Array(n + 1);
  const next = new Int32Array(n + 1);
  const index = new Map<string, number>();
  const HEAD = n; // sentinel
  for (let i = 0; i < n; i++) {
    const id = sorted[i]!.id;
    if (index.has(id)) throw new RulesError("INVALID_ARGUMENT", "keys", id, "expected each id once (combatant ids are unique)");
    index.set(id, i);
    prev[i] = i === 0 ? HEAD : i - 1;
    next[i] = i === n - 1 ? HEAD : i + 1;
  }
  next[HEAD] = n === 0 ? HEAD : 0;
  prev[HEAD] = n === 0 ? HEAD : n - 1;
  for (let i = 0; i < n; i++) {
    const k = sorted[i]!;
    const target = index.get(k.aheadOf);
    if (!k.aheadOf || k.aheadOf === k.id || target === undefined) continue;
    next[prev[i]!] = next[i]!;
    prev[next[i]!] = prev[i]!;
    const before = prev[target]!;
    next[before] = i;
    prev[i] = before;
    next[i] = target;
    prev[target] = i;
  }
  const ranks = new Map<string, number>();
  for (let i = next[HEAD]!, rank = 1; i !== HEAD; i = next[i]!) ranks.set(sorted[i]!.id, rank++);
  return ranks;
}

/** An order key's number: an integer within ±10,000,000. */
function orderValue(x: unknown): boolean {
  return Number.isInteger(x) && Math.abs(x as number) <= 10_000_000;
}

