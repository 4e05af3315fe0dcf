/**
 * The attack card (RESOLUTION.md §7.1, R1, R2): targets are the user's targets at roll time, one
 * core Roll per target (the kept d20 is its natural), one damage roll and, when the plan asks, one
 * miss-damage roll, all rolled now and carried by the message (Dice So Nice shows them). The plan,
 * the judging and every number come from the pipeline; this file only rolls and records.
 */
import { templatePath } from "../constants";
import { currentMessageMode } from "../compat";
import { currentRuleset } from "../variants/setting";
import type { Ruleset } from "../rules/ruleset/resolve";
import { itemRollData } from "../rolls/item-roll-data";
import type { ActorRollDataOptions } from "../actors/document";
import { itemAbility } from "../rules/resolution/abilities";
import { hitsAcOf } from "../rules/resolution/models";
import { attackConditionNotes, attackRefusal } from "../rules/resolution/condition-effects";
import { grabbedByAttacker } from "../canvas/grab";
import type { AttackOptions, AttackTarget, AttackRollResult } from "../rules/resolution/types";
import { FLAG_VERSION, UNRECORDED_OPTIONS, type AttackCardFlag, type CardRow, type RolledFormula } from "./flag";
import { attackItemOf, judgeAttack, planAttack } from "./pipeline";
import { actorFighter, type ActorLike } from "./fighter";
import { diceFormula, rollResult } from "./dice";
import { NO_CHOICE, promptAttack, type AttackChoice } from "./dialog";
import { postCard, type CardOrigin } from "./companion";
import { gmToRoll, relaysDice, requestCard } from "./card-request";
import { attackStamp, escalationNow } from "./stamp";
import { confirmOffClock } from "./off-clock";
import { coverWithMount } from "./mounted-cover";
import { feetPerHex, hexDistance, hostileCloseNow, positionHintsNow, sceneWilderness, type PlacedToken } from "./situation";
import { retreatingTarget } from "./retreat";
import { tooManyTargets } from "./card-caps";
import { systemOf, userTargets } from "./documents";

/** A target's actor as the card reads it: its fighter (fighter.ts) and its uuid for the row. */
export type TargetActor = ActorLike & { uuid?: string };

/** A targeted token as `game.user.targets` holds it (a Token placeable). */
export interface TargetToken {
  document: { uuid: string; hidden?: boolean; name?: string | null; texture?: { src?: string | null }; flags?: Record<string, unknown> };
  actor: TargetActor | null;
  center?: { x: number; y: number };
}

export interface AttackRequest {
  /** Default: the user's targets now. */
  targets?: readonly TargetToken[];
  /** Skip the dialog with these choices (shift-click: the defaults). */
  options?: Partial<AttackChoice>;
  /** Open the dialog (default true unless `options` is given). */
  dialog?: boolean;
  /** R1: resolve off the clock without asking (a macro that has already decided). Default: ask. */
  offClock?: "ask" | "allow";
}

function localize(key: string, data: Record<string, string> = {}): string {
  return game.i18n?.format(key, data) ?? key;
}

async function evaluated(formula: string, data: Record<string, unknown>): Promise<Roll.Any | null> {
  if (formula.trim() === "" || !Roll.validate(formula)) return null;
  const roll = new Roll(formula, data);
  await roll.evaluate();
  return roll;
}

/** What an attack's roll data reads of the attacker: its roll data with the modules' values for the item's ability (actors/document.ts). */
export interface RollingActor {
  getRollData(options?: ActorRollDataOptions): object | null | undefined;
}

/** What an attack's roll data reads of the item. */
export interface RolledItem {
  type: string;
  name: string;
  system: object;
}

/**
 * The roll data of `item`'s attack rolls: the actor's, the item's, and the modules' `@` values with
 * this item's ability (13A `@a13.dmg`, 001:L23: "+ Ability"), each computed once.
 */
export function attackRollData(actor: RollingActor, item: RolledItem, ruleset: Ruleset): Record<string, unknown> {
  const system = item.system as Readonly<Record<string, unknown>>;
  const damageAbility = itemAbility(String(system["ability"] ?? "auto"), String(system["kind"] ?? "melee"));
  return itemRollData((actor.getRollData({ ruleset, damageAbility }) ?? {}) as Record<string, unknown>, { type: item.type, name: item.name, system });
}

/** An evaluated core Roll of `formula` with `data`, or null when the formula is empty or invalid. */
export async function evaluatedRoll(formula: string, data: Record<string, unknown>): Promise<Roll | null> {
  return evaluated(formula, data);
}

/**
 * Rolls `item`'s attack against the user's targets into one card. Returns the message, or null
 * when the dialog was closed, the item cannot attack (the user is told why), or the card is asked of
 * the active GM's client (the world setting; card-request.ts), which posts it.
 */
export async function rollAttack(item: Item.Implementation, request: AttackRequest = {}): Promise<ChatMessage.Implementation | null> {
  const actor = item.parent instanceof Actor ? item.parent : null;
  const system = systemOf(item);
  if (!actor || typeof system["attack"] !== "string" || system["attack"].trim() === "") {
    ui.notifications?.warn(localize("ER.Resolution.Card.CannotAttack", { name: item.name }));
    return null;
  }
  // Under "dice rolled by the active GM's client" a player with no GM connected cannot attack: said before anything is asked.
  const relayed = relaysDice();
  if (relayed && !gmToRoll()) return null;
  // R1: asked before any dialog or roll, so a "no" costs nothing.
  const stamp = attackStamp(actor);
  if (request.offClock !== "allow" && !(await confirmOffClock(actor.name ?? "", stamp))) return null;
  // Said on the attacker's own client too, before the dialog (with no option chosen yet), so a relayed request is not sent for nothing.
  if (refusedByCondition({ attacker: actorFighter(actor), item: attackItemOf(item), options: UNRECORDED_OPTIONS }, actor.name ?? "", currentRuleset())) return null;
  const wantsDialog = request.dialog ?? request.options === undefined;
  const choice = wantsDialog ? await promptAttack(localize("ER.Resolution.Dialog.Title", { name: item.name })) : { ...NO_CHOICE, ...request.options };
  if (!choice) return null;
  const targets = [...(request.targets ?? userTargets<TargetToken>())];
  if (tooManyTargets(item.name, targets.length)) return null;
  if (relayed) {
    requestCard("attack", actor, item, targets, choice, stamp.offClock);
    return null;
  }
  return postAttackCard(item, actor, choice, targets, { rolledFor: null, mode: currentMessageMode() });
}

/**
 * 13A (001:L497): a condition may forbid the whole attack (grabbed: no ranged attack). Said with
 * its localised reason before any roll; true when refused.
 */
function refusedByCondition(input: Parameters<typeof attackRefusal>[0], name: string, ruleset: Ruleset): boolean {
  const refusal = attackRefusal(input, ruleset);
  if (refusal !== null) ui.notifications?.warn(localize(`ER.Resolution.Refusal.${refusal}`, { name }));
  return refusal !== null;
}

/**
 * Rolls and posts the card on this client: the user's own attack, or (on the active GM's client) a
 * player's request, `origin.rolledFor` naming that player. The choice and targets are taken as given:
 * the caller has bounded them (the dialog, or the relay's parse).
 */
export async function postAttackCard(item: Item.Implementation, actor: Actor.Implementation, choice: AttackChoice, targets: readonly TargetToken[], origin: CardOrigin): Promise<ChatMessage.Implementation | null> {
  const ruleset = currentRuleset();
  // The situation comes from the scene on this client, never from the dialog (§7.1, RS-2).
  const own: PlacedToken | null = actor.getActiveTokens?.()[0] ?? null;
  const { ignoreReach, ...picked } = choice;
  const options: AttackOptions = { ...picked, escalation: escalationNow(), hostileClose: hostileCloseNow(ruleset, own) };
  const input = { attacker: actorFighter(actor), item: attackItemOf(item), options };
  if (refusedByCondition(input, actor.name ?? "", ruleset)) return null;
  // 13A (001:L445, L457): what a condition leaves to the attacker's judgement, as reminder lines on the card.
  const reminders = attackConditionNotes(input, ruleset).map((key) => ({ key }));
  // R2: the GM's "ignore reach" leaves a melee target's distance unmeasured (null), so the row is
  // resolved however far it is; only the GM's own choice counts.
  const unmeasured = ignoreReach === true && game.user?.isGM === true && input.item.kind === "melee";
  // A targeted token has its actor (`Token#actor` is null only once that actor is deleted); the relay's targets are checked for one.
  const against: AttackTarget[] = targets.map((t) => ({ fighter: actorFighter(t.actor!), distanceHexes: unmeasured ? null : hexDistance(own, t), feetPerHex: feetPerHex(), wilderness: sceneWilderness(), cover: coverWithMount(t.document as Parameters<typeof coverWithMount>[0], input.item.kind === "melee", "none", ruleset), retreating: retreatingTarget(t), grabbedByAttacker: grabbedByAttacker(own?.document.uuid ?? null, t.document) }));
  const plan = planAttack(input, against, ruleset);
  const data = attackRollData(actor, item, ruleset);
  const formula = diceFormula(plan.dice);
  if (!Roll.validate(formula)) {
    ui.notifications?.warn(localize("ER.Roll.BadFormula", { name: item.name, formula, at: "1" }));
    return null;
  }
  const rolls: Roll.Any[] = [];
  const results: (AttackRollResult | null)[] = [];
  const indices: (number | null)[] = [];
  for (const t of plan.targets) {
    if (t.refused !== null) {
      results.push(null);
      indices.push(null);
      continue;
    }
    const roll = (await evaluated(formula, data))!;
    indices.push(rolls.push(roll) - 1);
    results.push(rollResult(roll));
  }
  let untargeted: AttackCardFlag["untargeted"] = null;
  if (targets.length === 0) {
    const roll = (await evaluated(formula, data))!;
    const r = rollResult(roll);
    untargeted = { rollIndex: rolls.push(roll) - 1, natural: r.natural, total: r.diceTotal };
  }
  const judged = judgeAttack(input, plan, results, ruleset);
  const needs = (deals: string): boolean => judged.some((r: { deals: string }) => r.deals === deals);
  const rolled = async (f: string | null, wanted: boolean): Promise<RolledFormula | null> => {
    const roll = f && wanted ? await evaluated(f, data) : null;
    return roll ? { formula: f!, rollIndex: rolls.push(roll) - 1 } : null;
  };
  // One damage roll for the card (R2): when a row deals it, or for the GM's "Apply to selected" with no targets.
  const damage = await rolled(plan.damage.formula, needs("damage") || targets.length === 0);
  const missDamage = await rolled(plan.missDamage, needs("missDamage"));
  const rows: CardRow[] = targets.map((t, i) => {
    const row = judged[i]!;
    // The model's "hits AC n" (OSE matrix, 003:L932) for a rolled total; absent: the model shows none.
    const hitsAc = row.total === null ? undefined : hitsAcOf(row.total, input, ruleset);
    return {
      tokenUuid: t.document.uuid,
      actorUuid: t.actor?.uuid ?? "",
      name: t.document.name ?? "",
      img: t.document.texture?.src ?? "",
      hidden: t.document.hidden === true,
      late: false,
      rollIndex: indices[i] ?? null,
      outcome: row.outcome,
      natural: row.natural,
      total: row.total,
      parts: [...row.parts],
      multiplier: row.multiplier,
      halvings: row.halvings,
      deals: row.deals,
      ...(hitsAc === undefined ? {} : { hitsAc }),
      // Row 41: a mounted rider's half cover against melee shows on the GM's cover control.
      ...(against[i]!.cover === "none" ? {} : { cover: against[i]!.cover }),
      distanceHexes: against[i]!.distanceHexes,
      feetPerHex: against[i]!.feetPerHex,
      wilderness: against[i]!.wilderness === true,
      // VARIANTS.md §13.3 row 44: where the tokens stand now, the attacker's action second.
      position: [...positionHintsNow(ruleset, own, t, input.item.kind === "melee")],
    };
  });
  const flag: AttackCardFlag = {
    v: FLAG_VERSION,
    actorUuid: actor.uuid,
    itemUuid: item.uuid,
    itemName: item.name,
    defence: input.item.defence,
    attackParts: [...plan.parts],
    untargeted,
    damage,
    missDamage,
    damageParts: [...plan.damage.parts],
    minimumOnHit: plan.damage.minimumOnHit,
    ...(origin.stamp ?? attackStamp(actor)),
    knockOut: choice.knockOut,
    rows,
    ledger: [],
    options,
    ...(reminders.length > 0 ? { reminders } : {}),
  };
  // The public content names the item only; the rows render per client from the flag (R11). Rows of
  // hidden targets go to the GMs' companion, never into the public message (companion.ts).
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/attack-shell.hbs"), { item: item.name, actor: actor.name });
  return postCard({ speaker: ChatMessage.getSpeaker({ actor }), content }, { flag, rolls }, origin);
}
