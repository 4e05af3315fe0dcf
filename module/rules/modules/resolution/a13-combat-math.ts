/**
 * 13th Age (001) attack arithmetic: defences, the attack's parts, the natural-die outcome, miss
 * damage, resistance and the damage bonus `@a13.dmg` (RESOLUTION.md §4.1, R13-1…R13-5). Pure
 * functions on the plain data of ../../resolution/types.ts; the a13 rule modules call them.
 */
import type { RollDataEntry } from "../../ruleset/points/combat";
import { abilityMod } from "../../resolution/abilities";
import { bookDefences } from "../../resolution/defences";
import { MAX_ABILITY_SCORE } from "../../ability-scale";
import type { AbilityId, AttackDice, AttackItem, AttackOptions, DefenceId, Fighter, Part } from "../../resolution/types";

/**
 * An ability score's modifier (001:L25; VARIANTS.md D10, the pipeline's `abilityMod`), for scores
 * from unchecked places (roll data): a non-finite score counts as 10, any other is held to 0–100.
 */
export function a13AbilityMod(score: number): number {
  return abilityMod(Number.isFinite(score) ? Math.min(MAX_ABILITY_SCORE, Math.max(0, Math.trunc(score))) : 10);
}

/** A level as the rules read it: an integer of at least 1 (a level-0 sheet still attacks as level 1). */
function levelOf(level: number): number {
  return Number.isFinite(level) ? Math.max(1, Math.trunc(level)) : 1;
}

/**
 * Book (001:L27, L29, L353): the ability bonus to damage and recoveries is doubled at 5th level and
 * tripled at 8th, negative modifiers too.
 */
export function a13LevelMultiplier(level: number): 1 | 2 | 3 {
  const l = levelOf(level);
  return l >= 8 ? 3 : l >= 5 ? 2 : 1;
}

/**
 * Book (001:L23–L29): `@a13.dmg`, the "+ Ability" of a 13A damage roll: the modifier × the level
 * multiplier, negatives included (STR 16 at level 5: +6; STR 7 at level 5: −4).
 */
export function a13DamageBonus(score: number, level: number): number {
  return a13AbilityMod(score) * a13LevelMultiplier(level);
}

const ABILITIES: readonly string[] = ["str", "dex", "con", "int", "wis", "cha"];

/**
 * Decision (RESOLUTION.md §4.1 "Damage roll helper"): `@a13.dmg`, the damage bonus of the ability
 * the rolled item uses (the context's `damageAbility`; STR when none is given, the melee default
 * of "+ Ability", 001:L23), so a 13A weapon's damage reads `(@level)d8 + @a13.dmg` (001:L35).
 */
export const A13_DAMAGE_ROLL_DATA: RollDataEntry = Object.freeze<RollDataEntry>({
  key: "a13.dmg",
  signed: true,
  value: (ctx) => {
    const id = typeof ctx.actor.damageAbility === "string" && ABILITIES.includes(ctx.actor.damageAbility) ? ctx.actor.damageAbility : "str";
    const score = ctx.actor.abilities?.[id];
    return a13DamageBonus(typeof score === "number" ? score : 10, typeof ctx.actor.level === "number" ? ctx.actor.level : 1);
  },
});

/** Book (001:L60, L64, L68): the three scores each defence takes its middle value from. */
export const A13_DEFENCE_ABILITIES: Readonly<Record<DefenceId, readonly [AbilityId, AbilityId, AbilityId]>> = Object.freeze({
  ac: Object.freeze(["con", "dex", "wis"] as const),
  pd: Object.freeze(["str", "con", "dex"] as const),
  md: Object.freeze(["int", "wis", "cha"] as const),
});

/** The middle of three numbers ("Disregard the higher and the lower values", 001:L60). */
export function middleOf(a: number, b: number, c: number): number {
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}

/** Book (001:L461, L469, L477): conditions that take 4 from every defence (helpless = unconscious). */
export const A13_DEFENCE_PENALTIES: Readonly<Record<string, number>> = Object.freeze({ unconscious: 4, stunned: 4, weakened: 4 });
/** Book (001:L449, L453, L477): conditions that take 4 from attacks (fear dazes). */
export const A13_ATTACK_PENALTIES: Readonly<Record<string, number>> = Object.freeze({ dazed: 4, frightened: 4, weakened: 4 });

/**
 * Book (001:L83, L441): "Many condition penalties don't stack. Only the worst one counts": the
 * largest penalty of `table` among `conditions` (0 with none).
 */
export function worstConditionPenalty(conditions: readonly string[], table: Readonly<Record<string, number>>): number {
  let worst = 0;
  for (const c of conditions) if (Object.hasOwn(table, c)) worst = Math.max(worst, table[c]!);
  return worst;
}

/** Book (001:L355): an overdrawn recovery is −1 to defences and attacks, stacking. */
function overdrawnOf(f: Fighter): number {
  const n = f.recoveries.overdrawn;
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/**
 * Decision (RESOLUTION.md R13-1): a character's defence is the middle **score** of its three
 * abilities + level (001:L56–L68), AC + armour (RB-3); a creature's are its typed values (no level,
 * 001:L56), AC + armour. Then the worst condition penalty (not stacking) and −1 per overdrawn
 * recovery (stacking) come off all three.
 */
export function a13Defences(f: Fighter): Readonly<Record<DefenceId, number>> {
  const penalty = worstConditionPenalty(f.conditions, A13_DEFENCE_PENALTIES) + overdrawnOf(f);
  const base = (id: DefenceId): number => {
    if (f.kind !== "character") return f.defences[id];
    const [a, b, c] = A13_DEFENCE_ABILITIES[id];
    return middleOf(f.abilities[a], f.abilities[b], f.abilities[c]) + levelOf(f.level);
  };
  // Armour on AC as in every model (RB-3: the best suit + the best shield), on the 13A base.
  const d = bookDefences({ ...f, defences: { ac: base("ac"), pd: base("pd"), md: base("md") } });
  return Object.freeze({ ac: d.ac - penalty, pd: d.pd - penalty, md: d.md - penalty });
}

/** The ability an item attacks with: its own, or STR in melee and DEX at range ("auto", RESOLUTION.md §3.1). */
export function attackAbility(item: Pick<AttackItem, "ability" | "kind">): AbilityId {
  return item.ability === "auto" ? (item.kind === "ranged" ? "dex" : "str") : item.ability;
}

/**
 * Whether the escalation die counts for this attacker (001:L132, L134, L453): a character (the PCs;
 * creatures are the monsters and NPCs, VARIANTS.md row 5) that is not afraid, whether or not a
 * player owns it.
 */
function escalates(f: Fighter): boolean {
  return f.kind === "character" && !f.conditions.includes("frightened");
}

/**
 * Decision (RESOLUTION.md R13-2, RT-9): a character rolls d20 + ability modifier + level +
 * escalation + the item's bonus (001:L17, L289, L132); a creature rolls its item's `attack`
 * formula (its listed bonus) with no escalation (001:L134). Both take the worst attack condition
 * (001:L83, L449, L453, L477), −1 per overdrawn recovery (001:L355) and the situational ± (L425).
 * Parts with value 0 are left off the card, except the ability (R18 lists what counts).
 */
export function a13AttackParts(attacker: Fighter, item: AttackItem, options: AttackOptions): { readonly dice: AttackDice; readonly parts: readonly Part[] } {
  const parts: Part[] = [];
  const add = (key: string, value: number): void => {
    if (Number.isFinite(value) && value !== 0) parts.push({ key, value: Math.trunc(value) });
  };
  let dice: AttackDice;
  if (attacker.kind === "character") {
    dice = { kind: "d20", keep: "one" };
    const ability = attackAbility(item);
    parts.push({ key: `ability.${ability}`, value: a13AbilityMod(attacker.abilities[ability]) });
    add("level", levelOf(attacker.level));
    if (escalates(attacker)) add("escalation", Math.max(0, options.escalation));
    add("itemBonus", item.attackBonus);
  } else {
    dice = { kind: "formula", formula: item.attack };
  }
  add("condition", -worstConditionPenalty(attacker.conditions, A13_ATTACK_PENALTIES));
  add("overdrawn", -overdrawnOf(attacker));
  add("situational", options.situational);
  return { dice, parts };
}

/**
 * Book (001:L307, L473): the lowest natural that crits: 20, one lower per point of the item's
 * `critExpand`, two lower against a `vulnerable` target. Never below 2 (a natural 1 is a fumble).
 */
export function a13CritRange(critExpand: number, vulnerable: boolean): number {
  const expand = Number.isFinite(critExpand) ? Math.max(0, Math.trunc(critExpand)) : 0;
  return Math.max(2, 20 - expand - (vulnerable ? 2 : 0));
}

/**
 * Decision (RESOLUTION.md R13-3): a natural 1 is a fumble whatever the total (001:L311); a natural
 * in the crit range is a crit, which is a hit even below the defence (001:L297 "critical hit");
 * otherwise the hit test decides. With no natural (a creature formula without a d20), the hit test.
 */
export function a13Outcome(natural: number | null, hit: boolean, ctx: { readonly critExpand: number; readonly target: Fighter }): "crit" | "hit" | "miss" | "fumble" {
  if (natural === null || !Number.isFinite(natural)) return hit ? "hit" : "miss";
  if (natural <= 1) return "fumble";
  if (natural >= a13CritRange(ctx.critExpand, ctx.target.conditions.includes("vulnerable"))) return "crit";
  return hit ? "hit" : "miss";
}

/**
 * Decision (RESOLUTION.md R13-4): the item's miss-damage formula (001:L315 "some attacks are an
 * exception"), "" when it has none: a miss then deals nothing. A fumble never reaches it (L311:
 * the pipeline deals miss damage only on a miss).
 */
export function a13MissDamageFormula(item: Pick<AttackItem, "missDamage">): string {
  return item.missDamage.trim();
}

/**
 * Decision (RESOLUTION.md R13-5): a target resistant to the damage type halves it once unless the
 * natural meets its resistance number (001:L521). With no natural to compare (a formula without a
 * d20) the "must equal or exceed" is not met: halved. No type or no resistance: 0 halvings.
 */
export function a13Halvings(damageType: string, resistances: Readonly<Record<string, number>>, natural: number | null): 0 | 1 {
  const type = damageType.trim().toLowerCase();
  if (type === "") return 0;
  let r = 0;
  for (const [k, v] of Object.entries(resistances)) if (k.trim().toLowerCase() === type && Number.isFinite(v)) r = Math.max(r, Math.trunc(v));
  if (r <= 0) return 0;
  return natural !== null && Number.isFinite(natural) && natural >= r ? 0 : 1;
}

/**
 * Book (001:L521, L523; RESOLUTION.md R9): an amount after resistance, halves rounded down; also
 * ongoing damage, judged by the original attack's natural (fire 16, natural 14: 9 → 4, 5 → 2).
 */
export function a13ResistedAmount(amount: number, damageType: string, resistances: Readonly<Record<string, number>>, natural: number | null): number {
  const a = Number.isFinite(amount) ? Math.max(0, Math.trunc(amount)) : 0;
  return a13Halvings(damageType, resistances, natural) === 1 ? Math.floor(a / 2) : a;
}
