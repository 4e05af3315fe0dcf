/**
 * The extension points of the resolution pipeline (RESOLUTION.md R19; docs/architecture.md): what a
 * rule module of the `resolution` domain may contribute. Each point left empty is the book's default
 * (RESOLUTION.md §3): the item's attack formula against a defence, total ≥ defence hits, the item's
 * damage, `unconscious` at 0 and death the GM's, no rests, a flat save, no morale, no cover.
 * The pipeline that calls these lives in module/rules/resolution/.
 */
import type { PositioningModel } from "./positioning";
import type { AbilityId, AttackDice, AttackItem, AttackOptions, AttackTarget, CoverChoice, DefenceId, DyingState, Fighter, HealthState, OnSuccess, Part } from "../../resolution/types";

/** The attack's own inputs: who attacks, with what, and what the user chose. */
export interface AttackInput {
  readonly attacker: Fighter;
  readonly item: AttackItem;
  readonly options: AttackOptions;
}

/** One target's side of an attack: its defence in force, its parts (range, cover, retreat), or a refusal. */
export interface AgainstTarget {
  /** The defence the total must meet (R3), after armour, conditions and the model's own rules. */
  readonly defence: number;
  readonly parts: readonly Part[];
  /** Refused before any roll (out of range, cannot be hit) or hit with no roll (auto); null: roll. */
  readonly refused: "outOfRange" | "cannotBeHit" | "auto" | null;
}

/** The damage a model deals: the formula to roll once for the card (R2), flat parts, and its floor. */
export interface DamagePlan {
  readonly formula: string;
  readonly parts: readonly Part[];
  /** A hit always deals at least 1 (OSE, 003:L918). */
  readonly minimumOnHit: boolean;
}

/** How attacks are totalled and judged (H1, H6, H10, H14). */
export interface AttackModel {
  /** The dice and the attacker's parts (ability, level, proficiency, escalation, item bonus, conditions). */
  attack(input: AttackInput): { readonly dice: AttackDice; readonly parts: readonly Part[] };
  /** One target's defence and parts, or a refusal. */
  against(input: AttackInput, target: AttackTarget): AgainstTarget;
  /** Whether a total hits a defence, natural rules aside (OSE's matrix clamps, RO-2). */
  hits(total: number, defence: number, input: AttackInput): boolean;
  /** The damage formula to roll, with its flat parts. */
  damage(input: AttackInput): DamagePlan;
  /** How many times a target halves this attack's damage (13A resistance, 001:L521). */
  halvings(input: AttackInput, target: Fighter, natural: number | null): number;
  /** The defences in force, as sheets and the card (for those who may see them) show them. */
  defences(fighter: Fighter): Readonly<Record<DefenceId, number>>;
  /** How a sheet shows an ascending AC (OSE descending AC = 19 − AAC, R3); absent: as it is. */
  shownAc?(aac: number): number;
  /** The attacker's THAC0, where the model attacks by it (OSE, 003:L1099); absent: the model has none. */
  thac0?(attacker: Fighter): number;
  /** The AC a total "hits", shown on the card (OSE matrix, 003:L932); absent: none shown. */
  hitsAc?(total: number, input: AttackInput): number | "any" | "none";
  /**
   * Whether hostile, able-to-act tokens at these hex distances are "close" to the attacker (OSR
   * ranged at disadvantage, RS-2; 002:L51, L65): the adapter measures, the model judges. Absent:
   * the model has no such rule and `AttackOptions.hostileClose` stays false.
   */
  hostileClose?(hostileDistances: readonly number[], feetPerHex: number): boolean;
  /**
   * How far in feet a melee attack reaches beyond an adjacent hex (OSR 10 ft, 002:L65); absent: the
   * same or an adjacent hex only, as the book (resolution/melee-reach.ts).
   */
  readonly meleeReachFeet?: number;
}

/** The natural-die rules (R4): one exclusive choice per world. */
export interface NaturalsModel {
  /** The outcome of a roll that was made, from its kept natural and the hit test. */
  outcome(natural: number | null, hit: boolean, ctx: { readonly critExpand: number; readonly target: Fighter }): "crit" | "hit" | "miss" | "fumble";
  /** A natural 1 on a check a player character rolls, whose failure damages it, doubles that damage (002:L81). */
  readonly selfFumbleDoubles: boolean;
}

/**
 * What one death save did (13A, 001:L375): `recoverAndAct` (natural 20) and `recover` (16–19)
 * spend a recovery and wake; `fail` counts a step; `ignored` is a failure while stable (L385);
 * `dead` the fourth failure; `coma` the fourth under the optional meaningful death (L395).
 */
export type DeathSaveResult = "recoverAndAct" | "recover" | "fail" | "ignored" | "dead" | "coma";
export interface DeathSaveOutcome {
  readonly result: DeathSaveResult;
  /** The dying state after the save (a recovery ends dying; failures count for the whole battle). */
  readonly dying: DyingState;
  /** The save spends a recovery (heal what it rolls, from 0: 001:L379). */
  readonly spendsRecovery: boolean;
  /** The PC acts at the death save's own second this round (RESOLUTION.md RT-3b). */
  readonly actsNow: boolean;
}

/** Death saves at the start of a dying PC's turn (13A; RESOLUTION.md RT-3). */
export interface DeathSaveRule {
  /** Judge a natural d20 (no modifiers, 001:L509) against the dying state. */
  judge(natural: number, dying: DyingState): DeathSaveOutcome;
}

/** What reaching 0 health does under a model (R7, R8; §4). */
export interface ZeroHealthModel {
  /** Death saves (13A); absent: the model has none. */
  readonly deathSave?: DeathSaveRule;
  /** A character dropped to 0 in a fight takes a lasting wound at its end (13A optional, 001:L391). */
  readonly lastingWounds?: boolean;
  /** The status set at 0, whether the overflow past 0 is kept in `below` (R6), and whether dying starts. */
  atZero(target: Fighter, ctx: { readonly knockOut: boolean }): { readonly status: "unconscious" | "dead"; readonly keepBelow: boolean; readonly dying: boolean };
  /** Whether a dying creature's health kills it (13A: `below` ≥ half max, 001:L377). */
  diesOf(health: HealthState, fighter: Fighter): boolean;
  /** The dying state when the fight ends (RT-7): reset or kept. */
  fightEnded(dying: DyingState): DyingState;
  /**
   * The whole battle end of a fighter (RT-7; 13A 001:L375, L269, L543, L391): health (temporary
   * health to 0), dying, rallies and lasting wounds after it; `droppedToZero`: it fell to 0 or
   * below in this fight. Absent: only `fightEnded` applies.
   */
  readonly battleEnd?: (state: { readonly health: HealthState; readonly dying: DyingState; readonly lastingWounds: number; readonly droppedToZero: boolean }) => { readonly health: HealthState; readonly dying: DyingState; readonly rallies: number; readonly lastingWounds: number };
  /**
   * The moment from which an unstabilised dying creature is dead (OSR RS-5: the later of `since` + 60
   * and `fightEnd`; `fightEnd` null: no fight, RS-6). Absent: no deadline (book, 13A). One clock (R10).
   */
  readonly deadline?: (since: number, fightEnd: number | null) => number;
  /** What stabilising does (OSR RS-7): absent, the model has no stabilise of its own. */
  readonly stabilise?: StabiliseRule;
  /** An ally's check that makes a dying PC stable (13A, 001:L383): absent, the model has none. */
  readonly allyStabilise?: AllyStabiliseRule;
}

/** An ally's stabilising check (13A DC 10 WIS, 001:L383): the ally's natural d20 judged with its abilities. */
export interface AllyStabiliseRule {
  /** The check's total and modifier, whether the dying PC becomes stable, and whether it took only a quick action. */
  check(natural: number, ally: Pick<Fighter, "abilities">): { readonly total: number; readonly modifier: number; readonly stable: boolean; readonly quick: boolean };
}

/** One row of a table rolled on stabilising (OSR Injury Table, 002:L105–L116). */
export type InjuryRow =
  | { readonly kind: "dead" }
  | { readonly kind: "ability"; readonly ability: AbilityId; readonly dice: string }
  | { readonly kind: "bodyPart" }
  | { readonly kind: "badge"; readonly badge: string }
  | { readonly kind: "heal"; readonly dice: string };

/** What stabilising does once its table (if any) is rolled; the adapter writes it, with undo (R14). */
export interface StabiliseResult {
  readonly dead: boolean;
  /** The health value to set (null: unchanged). */
  readonly health: number | null;
  /** An ability score lowered, from → to. */
  readonly ability: { readonly id: AbilityId; readonly from: number; readonly to: number } | null;
  /** A badge to add (RESOLUTION.md §7.5). */
  readonly badge: string | null;
  /** A note posted to the GM (a key under `ER.Resolution.Injury.`). */
  readonly note: string | null;
}

/** A model's stabilise: the table to roll for a fighter (or the health set at once), each row's meaning. */
export interface StabiliseRule {
  plan(fighter: Fighter): { readonly table: string | null; readonly health: number | null };
  /** The row of the table's rolled die. */
  row(die: number): InjuryRow;
  /** The result of a row, with the row's own follow-up die (its `dice` rolled; ignored by rows without). */
  outcome(row: InjuryRow, fighter: Fighter, followUp: number): StabiliseResult;
}

/** One rest a sheet offers (13A quick rest and full heal-up, OSR nights, OSE days). */
export interface RestOption {
  /** Unique within the model; a lang key `ER.Resolution.Rest.<id>`. */
  readonly id: string;
  /** Only the GM may take it (13A full heal-up). */
  readonly gmOnly: boolean;
  /** The formula rolled for it ("" for none); `@level` and the abilities' roll data resolve. */
  readonly formula: (fighter: Fighter) => string;
  /** Badges the rest removes (OSR `injured` "until rest", 002:L115); absent: none. */
  readonly clears?: readonly string[];
  /**
   * What taking it does: `heal` the formula's total (absent: this), `spendRecovery` spend one
   * recovery, `quickRest` spend a chosen number of recoveries one by one within the rule's bounds
   * (13A quick rest, 001:L403, L405: rules/resolution/rest.ts), `fullHealUp` the recovery rule's
   * full heal-up (001:L413).
   */
  readonly effect?: "heal" | "spendRecovery" | "quickRest" | "fullHealUp";
}

/** The recovery a 13A PC spends (001:L351–L355): its formula, and what spending one heals. */
export interface RecoveryRule {
  /** The formula one recovery rolls (`3d8+2`). */
  formula(fighter: Fighter): string;
  /** Spend one: the healing from a rolled total (half when none is left) and the recoveries after. */
  spend(recoveries: Fighter["recoveries"], rolled: number): { readonly healed: number; readonly recoveries: Fighter["recoveries"] };
  /** A rally (001:L269, L271) after `rallies` this battle, with a save's natural (null: none rolled yet). */
  rally(rallies: number, save: number | null): "rallies" | "needsSave" | "notThisRound";
  /** The fewest recoveries a quick rest must spend (001:L405: 1 when staggered). */
  quickRestMinimum(health: HealthState): number;
  /** A full heal-up (001:L413): health, recoveries and lasting wounds after it. */
  fullHealUp(health: HealthState, recoveries: Fighter["recoveries"]): { readonly health: HealthState; readonly recoveries: Fighter["recoveries"]; readonly lastingWounds: number };
}

/** Healing and rests (H9, H13, H15). */
export interface HealingModel {
  /** Recoveries (13A); absent: the model has none. */
  readonly recoveries?: RecoveryRule;
  /** The staggered badge (13A, 001:L359); absent: the model has none. */
  readonly staggered?: (health: HealthState) => boolean;
  readonly rests: readonly RestOption[];
  /** Temporary health (R16) is kept apart. */
  readonly tempHealth: boolean;
}

/** One save as an effect asks for it (R12): its kind, a DC (flat and ability kinds) and its onSuccess. */
export interface SaveEffect {
  /** `flat` (book, 13A) · an OSE category · an ability (OSR, A5E). */
  readonly kind: "flat" | "death" | "wands" | "paralysis" | "breath" | "spells" | AbilityId;
  readonly dc: number;
  /** null: the model's default. */
  readonly onSuccess: OnSuccess | null;
}

/** How saves are rolled and judged (H5, H15, H17). */
export interface SaveModel {
  /** The dice, the parts and the number to meet (≥ succeeds, R3). */
  plan(fighter: Fighter, effect: SaveEffect, ctx: { readonly cover: AttackTarget["cover"]; readonly advantage: boolean; readonly disadvantage: boolean }): { readonly dice: AttackDice; readonly parts: readonly Part[]; readonly target: number };
  readonly defaultOnSuccess: OnSuccess;
}

/** A "save ends" duration's difficulty (13A, 001:L509–L513). */
export type SaveEndsDifficulty = "easy" | "normal" | "hard";

/** An effect that lasts until its holder saves (13A, 001:L503): its difficulty and its ongoing damage. */
export interface SaveEndsEffect {
  readonly saveEnds: SaveEndsDifficulty;
  /** Damage taken at each end-of-turn moment before the save (0: none). */
  readonly ongoing: number;
}

/** Save-ends durations (VARIANTS.md row 9, §13.3): what the end-of-turn moment and the Combat's end do to them. */
export interface SaveEndsRule {
  /** The number a difficulty's save must meet. */
  target(difficulty: SaveEndsDifficulty): number;
  /** The end-of-turn moment: the damage taken before the save, and whether the save's result ends the effect. */
  endOfTurn(effect: SaveEndsEffect, saved: boolean): { readonly damage: number; readonly ends: boolean };
  /** Whether a holder's save-ends effects end when the Combat ends (`pc`: a `character` actor, whoever owns it). */
  endsWithCombat(pc: boolean): boolean;
}

/** Morale (H13, H15). */
export interface MoraleModel {
  /** The dice, parts and how the total is judged: `atLeast` n stands (OSR), `atMost` n fights (OSE). */
  plan(fighter: Fighter, ctx: MoraleContext): { readonly dice: string; readonly parts: readonly Part[]; readonly stands: { readonly atLeast: number } | { readonly atMost: number } } | null;
  /** The outcome with no roll (OSE: 12 and two successes fight on, 2 flees, 003:L1024–L1035); null: roll `plan`. */
  automatic?(fighter: Fighter, ctx: MoraleContext): "stands" | "flees" | null;
  /** The morale prompts a change of a side's count raises (OSE RO-12: first death, half down). */
  prompts?(before: SideCount, after: SideCount): readonly ("firstDeath" | "half")[];
  /**
   * When a character retreats, those following it (retainers, NPCs) check morale at once, with this
   * advantage or disadvantage (OSR at disadvantage, 002:L339). Absent: no such check.
   */
  readonly followersOnRetreat?: { readonly advantage: boolean; readonly disadvantage: boolean };
  /** What the GM's morale dialog asks (RS-12, RO-11); absent: nothing (the check rolls as it stands). */
  readonly inputs?: MoraleInputs;
}

/** The choices a morale model reads: its adjustment's bounds (null: none), advantage, "fitting" proficiency. */
export interface MoraleInputs {
  readonly adjustment: { readonly min: number; readonly max: number } | null;
  readonly edge: boolean;
  readonly fitting: boolean;
}

/** What the GM chose for one morale check. */
export interface MoraleContext {
  readonly adjustment: number;
  readonly advantage: boolean;
  readonly disadvantage: boolean;
  readonly fitting: boolean;
  /** Checks this creature has passed in the encounter (OSE two successes, 003:L1035); absent: 0. */
  readonly successes?: number;
}

/** How many of a side are in the fight, dead, and dead or `unconscious` (incapacitated). */
export interface SideCount {
  readonly total: number;
  readonly dead: number;
  readonly down: number;
}

/** Cover on a target's row (`resolution.cover`: OSE 003:L847–L849, A5E 004:L84–L87). Empty point: no cover. */
export interface CoverModel {
  /** The choices the row offers, "none" first. */
  readonly choices: readonly CoverChoice[];
  /** An attack on a target behind `cover`: a bonus to its defence, parts of the attack, or a refusal. */
  attack(cover: CoverChoice, input: AttackInput): { readonly defenceBonus: number; readonly parts: readonly Part[]; readonly refused: "cannotBeHit" | null };
  /** Whether an effect may target a creature behind `cover` at all (A5E total cover, 004:L87). */
  targetable(cover: CoverChoice): boolean;
  /** Whether the cover rule reaches saves at all (A5E: Dexterity saves and total cover, 004:L85–L87; OSE: no, 003 says nothing of it). */
  readonly affectsSaves: boolean;
}

/** A cast on the clock (module/rules/combat/action.ts ActionRecord's startedRound and landsAt). */
export interface CastOnClock {
  readonly startedRound: number;
  readonly landsAt: number;
}

/** Spell disruption (RESOLUTION.md RT-4, RT-10): what breaks a cast in progress. Empty: nothing does. */
export interface SpellDisruptionModel {
  /** The window a cast can be broken in, absolute seconds [from, until); null: none. */
  window(cast: CastOnClock): { readonly from: number; readonly until: number } | null;
  /** Whether an event on the caster at absolute second `at` breaks the cast. */
  disrupts(cast: CastOnClock, event: "hit" | "failedSave" | "miss" | "passedSave", at: number): boolean;
}

/**
 * Miss damage (13A, 001:L315; R13-4): a miss that is not a fumble deals the formula this gives,
 * rolled once for the card (R2). Empty: a miss deals nothing (the book).
 */
export interface MissDamageModel {
  /** The formula to roll for a miss ("" for none: the item has no miss damage). */
  formula(input: AttackInput): string;
}

/** What conditions do to an attack beyond the model's penalties (13A, VARIANTS.md row 8; 001:L443–L499). */
export interface ConditionEffectsModel {
  /** Why the attacker may not make this attack at all (a key under `ER.Resolution.Refusal.`), or null. */
  refusal(input: AttackInput): string | null;
  /** Reminders the card shows for the attacker's conditions (keys under `ER.Resolution.ConditionNote.`). */
  notes(input: AttackInput): readonly string[];
  /** Parts one target adds to the total (the grabber's +4 against the creature it grabs). */
  targetParts(input: AttackInput, target: AttackTarget): readonly Part[];
}

/** Resolution points one module at most fills (name → what it contributes). */
export interface ResolutionOnePoints {
  readonly attackModel: AttackModel;
  readonly missDamage: MissDamageModel;
  readonly naturals: NaturalsModel;
  readonly zeroHealth: ZeroHealthModel;
  readonly healing: HealingModel;
  readonly saveModel: SaveModel;
  readonly morale: MoraleModel;
  readonly cover: CoverModel;
  readonly positioning: PositioningModel;
  readonly spellDisruption: SpellDisruptionModel;
  /** Save-ends durations and ongoing damage (13A); empty: the book has none, an effect lasts until removed. */
  readonly saveEnds: SaveEndsRule;
  /** Conditions beyond the model's penalties (13A); empty: nothing more (RULES.md §7). */
  readonly conditionEffects: ConditionEffectsModel;
}

/** Resolution points every module in force may add to (name → one contribution). */
export interface ResolutionListPoints {
  /**
   * The fields a model reads, so the sheets show them (RESOLUTION.md §6 "Visibility on sheets"); a
   * contribution is a list of paths. The book's fields (abilities, `defences.ac`; an item's attack,
   * damage, defence, kind, ability, attack bonus, armour defence and shield, save) always show.
   * The path vocabulary ({@link RESOLUTION_FIELD_PATHS}):
   * - actor paths under `system.`: "defences.pd", "defences.md", "health.below", "health.temp",
   *   "dying", "resistances", "proficiency", "recoveries", "attackBonus", "hitDice", "saves",
   *   "morale", "moraleBonus", "lastingWounds";
   * - item paths, prefixed "item.": "item.ability", "item.attackBonus", "item.missDamage", "item.critExpand", "item.range",
   *   "item.tradition", "item.proficient", "item.damageType", "item.unarmed".
   * A path names a field or a group, and a group shows all its fields ("saves" shows `saves.death`
   * … `saves.spells`; "recoveries" the four recovery fields; "dying" the failures and `stable`).
   * A path outside the vocabulary shows nothing.
   */
  readonly resolutionFields: readonly string[];
}

/** The paths a `resolutionFields` contribution may name (see {@link ResolutionListPoints}). */
export const RESOLUTION_FIELD_PATHS: readonly string[] = Object.freeze([
  "defences.pd",
  "defences.md",
  "health.below",
  "health.temp",
  "dying",
  "resistances",
  "proficiency",
  "recoveries",
  "attackBonus",
  "hitDice",
  "saves",
  "morale",
  "moraleBonus",
  "lastingWounds",
  "item.ability",
  "item.attackBonus",
  "item.missDamage",
  "item.critExpand",
  "item.range",
  "item.tradition",
  "item.proficient",
  "item.damageType",
  "item.unarmed",
  "item.save",
  "abilities.int",
  "abilities.wis",
  "abilities.cha",
]);

export const RESOLUTION_ONE_POINTS: Readonly<Record<keyof ResolutionOnePoints, true>> = Object.freeze({ attackModel: true, missDamage: true, naturals: true, zeroHealth: true, healing: true, saveModel: true, morale: true, cover: true, positioning: true, spellDisruption: true, saveEnds: true, conditionEffects: true });
export const RESOLUTION_LIST_POINTS: Readonly<Record<keyof ResolutionListPoints, true>> = Object.freeze({ resolutionFields: true });
