/**
 * The attack pipeline (RESOLUTION.md R2–R5, §3.2): plan an attack against its targets, judge each
 * target's roll, and give each row's amount. Every step calls the ruleset's resolution points
 * (ruleset/points/resolution.ts); an empty point is the book's own rule (§3):
 * - attack: the item's `attack` formula, the situational modifier as the only part (RB-2);
 * - against: the target's defence of the item's kind in force (RB-3), no refusal;
 * - hit: total ≥ defence (R3); naturals: none, a natural 20 or 1 is only its total (RB-4);
 * - damage: the item's `damage` formula; miss damage: none; halvings: none.
 * Pure: the adapter rolls the dice the plan names and hands the results back.
 */
import { RulesError, assertPositiveNumber } from "../errors";
import { assertAtMost, assertList, assertObject } from "../bounds";
import { MAX_FEET_PER_HEX } from "../scene-scale";
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import type { AgainstTarget, AttackInput, DamagePlan } from "../ruleset/points/resolution";
import { defencesChecked } from "./defences";
import { withCover } from "./cover";
import { meleeReaches } from "./melee-reach";
import { ABILITY_IDS, DEFENCE_IDS, type AttackDice, type AttackRollResult, type AttackTarget, type Fighter, type Outcome, type Part } from "./types";
import {
  MAX_HALVINGS, MAX_HEALTH, MAX_LEVEL, MAX_MODIFIER, MAX_MULTIPLIER, MAX_ROLL_TOTAL, MAX_TARGETS, clampModifier,
  assertBoolean, assertFighter, assertOneOf, assertParts, assertRoll, assertText, assertWhole, sumParts,
} from "./validate";

/** One target as planned: its side of the attack (defence, parts, refusal) and the fighter it is. */
export interface PlannedTarget extends AgainstTarget {
  readonly fighter: Fighter;
}

export interface AttackPlan {
  readonly dice: AttackDice;
  /** The attacker's parts (R18), added to every target's total. */
  readonly parts: readonly Part[];
  /** One per target, in the order given. */
  readonly targets: readonly PlannedTarget[];
  readonly damage: DamagePlan;
  /** The miss-damage formula to roll once for the card (R13-4), or null: a miss deals nothing. */
  readonly missDamage: string | null;
}

export interface AttackRow {
  readonly outcome: Outcome;
  /** The kept d20 (null: refused, auto, or no d20 in the formula). */
  readonly natural: number | null;
  /** The total (null: no roll). */
  readonly total: number | null;
  readonly defence: number;
  /** The total's parts: the attacker's, then this target's (R18). */
  readonly parts: readonly Part[];
  /** × 2 on a crit (001:L297, 002:L77). */
  readonly multiplier: number;
  /** ⌊÷ 2⌋ this many times (13A resistance, 001:L521; R9). */
  readonly halvings: number;
  readonly deals: "damage" | "missDamage" | "none";
}

const OUTCOMES: readonly Outcome[] = ["crit", "hit", "miss", "fumble", "auto", "outOfRange", "cannotBeHit"];
const REFUSALS = ["outOfRange", "cannotBeHit", "auto"] as const;
const COVERS = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"] as const;

/** An attack's input, checked (bounds of R19): what every function taking one asserts first. */
export function assertAttackInput(name: string, input: unknown): asserts input is AttackInput {
  assertObject(name, input);
  assertFighter(`${name}.attacker`, input["attacker"]);
  const item = input["item"];
  assertObject(`${name}.item`, item);
  assertOneOf(`${name}.item.kind`, item["kind"], ["melee", "ranged"] as const);
  assertBoolean(`${name}.item.spell`, item["spell"]);
  assertOneOf(`${name}.item.tradition`, item["tradition"], ["arcane", "divine"] as const);
  assertOneOf(`${name}.item.ability`, item["ability"], [...ABILITY_IDS, "auto"] as const);
  assertOneOf(`${name}.item.defence`, item["defence"], DEFENCE_IDS);
  assertWhole(`${name}.item.attackBonus`, item["attackBonus"], MAX_LEVEL);
  assertBoolean(`${name}.item.proficient`, item["proficient"]);
  assertBoolean(`${name}.item.unarmed`, item["unarmed"]);
  assertWhole(`${name}.item.critExpand`, item["critExpand"], 20);
  assertText(`${name}.item.damageType`, item["damageType"]);
  const range = item["range"];
  assertObject(`${name}.item.range`, range);
  for (const k of ["short", "medium", "long"]) assertWhole(`${name}.item.range.${k}`, range[k], MAX_ROLL_TOTAL);
  for (const k of ["attack", "damage", "missDamage"]) assertText(`${name}.item.${k}`, item[k]);
  const o = input["options"];
  assertObject(`${name}.options`, o);
  assertWhole(`${name}.options.situational`, o["situational"], MAX_MODIFIER);
  for (const k of ["advantage", "disadvantage", "rear", "knockOut", "hostileClose"]) assertBoolean(`${name}.options.${k}`, o[k]);
  assertWhole(`${name}.options.escalation`, o["escalation"], MAX_LEVEL);
}

function assertTarget(name: string, t: unknown): asserts t is AttackTarget {
  assertObject(name, t);
  assertFighter(`${name}.fighter`, t["fighter"]);
  if (t["distanceHexes"] !== null) assertWhole(`${name}.distanceHexes`, t["distanceHexes"], MAX_ROLL_TOTAL);
  if (t["distanceHexes"] !== null && (t["distanceHexes"] as number) < 0) throw new RulesError("NEGATIVE", `${name}.distanceHexes`, t["distanceHexes"], "expected a distance ≥ 0");
  // The scene's scale (VARIANTS.md §13.1, ../scene-scale.ts): any positive length, a 1 m hex is 10/3 ft.
  assertPositiveNumber(`${name}.feetPerHex`, t["feetPerHex"]);
  assertAtMost(`${name}.feetPerHex`, t["feetPerHex"], MAX_FEET_PER_HEX);
  assertOneOf(`${name}.cover`, t["cover"], COVERS);
  assertBoolean(`${name}.retreating`, t["retreating"]);
  if (t["grabbedByAttacker"] !== undefined) assertBoolean(`${name}.grabbedByAttacker`, t["grabbedByAttacker"]);
  if (t["wilderness"] !== undefined) assertBoolean(`${name}.wilderness`, t["wilderness"]);
}

function assertTargets(name: string, targets: unknown, max = MAX_TARGETS): asserts targets is readonly unknown[] {
  assertList(name, targets);
  if (targets.length > max) throw new RulesError("OUT_OF_RANGE", `${name}.length`, targets.length, `expected at most ${max} targets`);
}

/** The situational modifier as a part (R18), listed only when it is not 0. */
function situational(input: AttackInput): Part[] {
  return input.options.situational === 0 ? [] : [{ key: "situational", value: input.options.situational }];
}

/**
 * The attack's plan (R2): the dice to roll once per target, the attacker's parts, each target's
 * defence, parts or refusal, the damage to roll once, and the miss damage (only when a module asks).
 */
export function planAttack(input: AttackInput, targets: readonly AttackTarget[], ruleset: Ruleset): AttackPlan {
  assertRuleset("ruleset", ruleset);
  assertAttackInput("input", input);
  assertTargets("targets", targets);
  targets.forEach((t, i) => assertTarget(`targets[${i}]`, t));
  const p = ruleset.points;
  const model = p.attackModel;
  const own = model ? model.attack(input) : { dice: { kind: "formula", formula: input.item.attack } as const, parts: situational(input) };
  const planned = targets.map((t): PlannedTarget => {
    const modelSide = model ? model.against(input, t) : { defence: defencesChecked(t.fighter, ruleset)[input.item.defence], parts: [], refused: null };
    // Conditions' parts against this target (13A grabber +4, 001:L499), beside the model's own.
    const extra = p.conditionEffects?.targetParts(input, t) ?? [];
    const bare = extra.length === 0 ? modelSide : { ...modelSide, parts: [...modelSide.parts, ...extra] };
    const side = withCover(input, t.cover, bare, ruleset);
    // R2 (002:L65, 003:L888): a melee attack beyond the model's reach is refused like a missile
    // beyond its range; the GM's override leaves the distance unmeasured (null).
    const reached = input.item.kind !== "melee" || meleeReaches(t.distanceHexes, t.feetPerHex, model?.meleeReachFeet ?? null);
    if (!reached && (side.refused === null || side.refused === "auto")) return { defence: clampModifier(side.defence), parts: side.parts, refused: "outOfRange", fighter: t.fighter };
    // Armour, cover and penalties added to a typed defence at the bound could pass it: the plan's
    // defence is held within the bound judgeAttack checks (R19), so a plan is never refused by its judge.
    return { defence: clampModifier(side.defence), parts: side.parts, refused: side.refused, fighter: t.fighter };
  });
  const damage = model ? model.damage(input) : { formula: input.item.damage, parts: [], minimumOnHit: false };
  const miss = p.missDamage?.formula(input) ?? "";
  return { dice: own.dice, parts: own.parts, targets: planned, damage, missDamage: miss === "" ? null : miss };
}

function assertPlan(name: string, plan: unknown): asserts plan is AttackPlan {
  assertObject(name, plan);
  assertParts(`${name}.parts`, plan["parts"]);
  const targets = plan["targets"];
  assertTargets(`${name}.targets`, targets);
  for (let i = 0; i < targets.length; i++) {
    const t: unknown = targets[i];
    assertObject(`${name}.targets[${i}]`, t);
    assertWhole(`${name}.targets[${i}].defence`, t["defence"], MAX_MODIFIER);
    assertParts(`${name}.targets[${i}].parts`, t["parts"]);
    if (t["refused"] !== null) assertOneOf(`${name}.targets[${i}].refused`, t["refused"], REFUSALS);
    assertFighter(`${name}.targets[${i}].fighter`, t["fighter"]);
  }
  if (plan["missDamage"] !== null) assertText(`${name}.missDamage`, plan["missDamage"]);
}

/**
 * Each target's row from its roll (R3, R4): one roll per target, null exactly where the plan
 * refused the target or hits it automatically. Rows keep the plan's target order.
 */
export function judgeAttack(input: AttackInput, plan: AttackPlan, rolls: readonly (AttackRollResult | null)[], ruleset: Ruleset): readonly AttackRow[] {
  assertRuleset("ruleset", ruleset);
  assertAttackInput("input", input);
  assertPlan("plan", plan);
  assertTargets("rolls", rolls);
  if (rolls.length !== plan.targets.length) throw new RulesError("INVALID_ARGUMENT", "rolls.length", rolls.length, `expected one roll per target (${plan.targets.length})`);
  const p = ruleset.points;
  const model = p.attackModel;
  const base = sumParts(plan.parts);
  return plan.targets.map((t, i): AttackRow => {
    const roll = rolls[i];
    const parts = [...plan.parts, ...t.parts];
    if (t.refused !== null) {
      if (roll !== null) throw new RulesError("INVALID_ARGUMENT", `rolls[${i}]`, roll, `expected null: the target is ${t.refused}`);
      const auto = t.refused === "auto";
      return { outcome: t.refused, natural: null, total: null, defence: t.defence, parts, multiplier: 1, halvings: auto && model ? model.halvings(input, t.fighter, null) : 0, deals: auto ? "damage" : "none" };
    }
    assertRoll(`rolls[${i}]`, roll);
    const total = roll.diceTotal + base + sumParts(t.parts);
    const hit = model ? model.hits(total, t.defence, input) : total >= t.defence;
    const outcome = p.naturals ? p.naturals.outcome(roll.natural, hit, { critExpand: input.item.critExpand, target: t.fighter }) : hit ? "hit" : "miss";
    const deals = outcome === "crit" || outcome === "hit" ? "damage" : outcome === "miss" && plan.missDamage !== null ? "missDamage" : "none";
    const halvings = deals !== "none" && model ? model.halvings(input, t.fighter, roll.natural) : 0;
    return { outcome, natural: roll.natural, total, defence: t.defence, parts, multiplier: outcome === "crit" ? 2 : 1, halvings, deals };
  });
}

function assertRow(name: string, row: unknown): asserts row is AttackRow {
  assertObject(name, row);
  assertOneOf(`${name}.outcome`, row["outcome"], OUTCOMES);
  assertOneOf(`${name}.deals`, row["deals"], ["damage", "missDamage", "none"] as const);
  assertWhole(`${name}.multiplier`, row["multiplier"], MAX_MULTIPLIER);
  if ((row["multiplier"] as number) < 1) throw new RulesError("OUT_OF_RANGE", `${name}.multiplier`, row["multiplier"], "expected a multiplier ≥ 1");
  assertWhole(`${name}.halvings`, row["halvings"], MAX_HALVINGS);
  if ((row["halvings"] as number) < 0) throw new RulesError("NEGATIVE", `${name}.halvings`, row["halvings"], "expected halvings ≥ 0");
}

const HITS: readonly Outcome[] = ["crit", "hit", "auto"];

/**
 * Decision (RESOLUTION.md R5): a row's amount, in this order: the rolled total (dice and the
 * formula's flat parts) → + the model's damage parts (OSE winded −2, unrested −1; miss damage takes
 * none) → × the row's multiplier (crit) → ⌊÷ 2⌋ per halving (R9) → at least 1 on a hit when the
 * model says so (003:L918) → × 2 for a player character's own fumbled check when the naturals model
 * doubles it (002:L81) → never below 0.
 */
export function rowAmount(row: AttackRow, rolled: { damage: number; missDamage: number }, ctx: { damageParts: readonly Part[]; minimumOnHit: boolean; selfFumble: boolean }, ruleset: Ruleset): number {
  assertRuleset("ruleset", ruleset);
  assertRow("row", row);
  assertObject("rolled", rolled);
  assertWhole("rolled.damage", rolled.damage, MAX_ROLL_TOTAL);
  assertWhole("rolled.missDamage", rolled.missDamage, MAX_ROLL_TOTAL);
  assertObject("ctx", ctx);
  assertParts("ctx.damageParts", ctx.damageParts);
  assertBoolean("ctx.minimumOnHit", ctx.minimumOnHit);
  assertBoolean("ctx.selfFumble", ctx.selfFumble);
  if (row.deals === "none") return 0;
  let amount = row.deals === "damage" ? rolled.damage + sumParts(ctx.damageParts) : rolled.missDamage;
  amount *= row.multiplier;
  for (let i = 0; i < row.halvings; i++) amount = Math.floor(amount / 2);
  if (ctx.minimumOnHit && row.deals === "damage" && HITS.includes(row.outcome)) amount = Math.max(1, amount);
  if (ctx.selfFumble && ruleset.points.naturals?.selfFumbleDoubles === true) amount *= 2;
  // A crit, the GM's ×2 and a fumble multiply a roll up to MAX_ROLL_TOTAL: the amount is held
  // within what applyHealthChange takes (MAX_HEALTH), the most any health can lose anyway.
  return Math.min(MAX_HEALTH, Math.max(0, amount));
}
