/**
 * Rows judged again on the GM's client (RESOLUTION.md §7.1 "Add my targets", RO-3 and 004:L84–L87
 * cover on a row): the card's recorded rolls are reused, never rolled again; a target with no roll
 * gets one d20 (the plan's dice) now. The attacker and item are read as they are now, the options,
 * the attacker's parts and each row's distance as the card recorded them (rejudge.ts). GM only: the
 * GM decides cover and targets; the result is written to the card like an application (R13).
 */
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import type { Ruleset } from "../rules/ruleset/resolve";
import type { AttackInput } from "../rules/ruleset/points/resolution";
import { judgeTarget } from "../rules/resolution/rejudge";
import { hitsAcOf } from "../rules/resolution/models";
import { planAttack } from "../rules/resolution/attack";
import type { AttackRollResult, AttackTarget } from "../rules/resolution/types";
import { CARD_FLAG, UNRECORDED_OPTIONS, type AttackCardFlag, type CardRow, type RolledFormula } from "./flag";
import type { CardMessage } from "./apply";
import { attackItemOf } from "./pipeline";
import { actorFighter, type ActorLike } from "./fighter";
import { retreatingTarget } from "./retreat";
import { diceFormula, rollResult, type RolledLike } from "./dice";
import { attackRollData, evaluatedRoll } from "./roll-attack";
import { feetPerHex, sceneWilderness } from "./situation";

/** The options of a card rolled before they were recorded: no choice, no escalation, nobody close. */

/** What judging rows again needs, read once per click on this client. */
export interface Rejudging {
  ruleset: Ruleset;
  input: AttackInput;
  actor: Actor.Implementation;
  item: Item.Implementation;
  flag: AttackCardFlag;
  message: CardMessage;
  /** Rolls made now, appended to the message after its recorded ones. */
  added: Roll[];
}

/** The card's attack rebuilt on this client, or null when its attacker or item is gone. */
export function rejudging(message: CardMessage, flag: AttackCardFlag): Rejudging | null {
  const actor = flag.actorUuid ? (fromUuidSync(flag.actorUuid) as Actor.Implementation | null) : null;
  const item = fromUuidSync(flag.itemUuid) as Item.Implementation | null;
  if (!actor || !item) return null;
  const input: AttackInput = { attacker: actorFighter(actor), item: attackItemOf(item), options: flag.options ?? UNRECORDED_OPTIONS };
  return { ruleset: currentRuleset(), input, actor, item, flag, message, added: [] };
}

/**
 * A recorded roll of the message by index, read from the Roll itself (its kept d20 and total), as
 * the pipeline reads it. A fractional total (a formula with a division) is the same roll, rounded
 * down as at roll time (dice.ts), never a reason to roll again (§7.1 "no re-roll").
 */
export function recordedRoll(message: CardMessage, index: number | null): AttackRollResult | null {
  const roll = index === null ? undefined : message.rolls[index];
  if (!roll || typeof roll.total !== "number" || !Number.isFinite(roll.total)) return null;
  return rollResult(roll as RolledLike);
}

/** Rolls `formula` now and records it as the message's next roll; its index. */
async function addRoll(r: Rejudging, formula: string): Promise<{ index: number; roll: Roll } | null> {
  const roll = await evaluatedRoll(formula, attackRollData(r.actor, r.item, r.ruleset));
  if (!roll) return null;
  r.added.push(roll);
  return { index: r.message.rolls.length + r.added.length - 1, roll };
}

/**
 * `base` judged against `target` from `roll` at `rollIndex` (null: none recorded; one is rolled now
 * when the target needs it). The row keeps its identity (token, name, hidden) and gets the new
 * outcome, total, parts and "hits AC".
 */
export async function judgedRow(r: Rejudging, base: CardRow, target: AttackTarget, roll: AttackRollResult | null, rollIndex: number | null): Promise<CardRow | null> {
  let judged = judgeTarget(r.input, r.flag.attackParts, target, roll, r.ruleset);
  let index = roll === null ? null : rollIndex;
  if (judged.needsRoll) {
    const made = await addRoll(r, diceFormula(judged.dice));
    if (!made) return null;
    index = made.index;
    judged = judgeTarget(r.input, r.flag.attackParts, target, rollResult(made.roll), r.ruleset);
    if (judged.needsRoll) return null;
  }
  const row = judged.row;
  const hitsAc = row.total === null ? undefined : hitsAcOf(row.total, r.input, r.ruleset);
  const { hitsAc: _old, ...kept } = base;
  return {
    ...kept,
    rollIndex: row.outcome === "outOfRange" || row.outcome === "cannotBeHit" || row.outcome === "auto" ? base.rollIndex : index,
    outcome: row.outcome, natural: row.natural, total: row.total, parts: [...row.parts], multiplier: row.multiplier, halvings: row.halvings, deals: row.deals,
    ...(hitsAc === undefined ? {} : { hitsAc }),
    cover: target.cover,
    distanceHexes: target.distanceHexes,
    feetPerHex: target.feetPerHex,
    wilderness: target.wilderness === true,
  };
}

/** The target as the card recorded it (distance, feet per hex) with `cover`; the fighter and its retreat (RO-4) as they are now. */
export function recordedTarget(row: CardRow, actor: ActorLike, cover: AttackTarget["cover"]): AttackTarget {
  return { fighter: actorFighter(actor), distanceHexes: row.distanceHexes ?? null, feetPerHex: row.feetPerHex ?? feetPerHex(), wilderness: row.wilderness ?? sceneWilderness(), cover, retreating: retreatingTarget({ document: { uuid: row.tokenUuid }, actor }) };
}

/** The damage rolls a row that now deals them needs and the card lacks (R2: once per card), rolled now. */
async function missingDamage(r: Rejudging, rows: readonly CardRow[]): Promise<{ damage: RolledFormula | null; missDamage: RolledFormula | null }> {
  const plan = planAttack(r.input, [], r.ruleset);
  let { damage, missDamage } = r.flag;
  if (!damage && rows.some((row) => row.deals === "damage")) {
    const made = await addRoll(r, plan.damage.formula);
    if (made) damage = { formula: plan.damage.formula, rollIndex: made.index };
  }
  if (!missDamage && plan.missDamage !== null && rows.some((row) => row.deals === "missDamage")) {
    const made = await addRoll(r, plan.missDamage);
    if (made) missDamage = { formula: plan.missDamage, rollIndex: made.index };
  }
  return { damage, missDamage };
}

/** Writes the judged rows, any damage rolled for them and the rolls made now, in one message update. */
export async function writeRows(r: Rejudging, rows: CardRow[]): Promise<void> {
  const { damage, missDamage } = await missingDamage(r, rows);
  const path = `flags.${SYSTEM_ID}.${CARD_FLAG}`;
  const update: Record<string, unknown> = { [`${path}.rows`]: rows, [`${path}.damage`]: damage, [`${path}.missDamage`]: missDamage };
  // ChatMessageData#rolls is the serialized Rolls (string[]): the recorded ones kept, the new ones after them.
  if (r.added.length > 0) update["rolls"] = [...r.message.rolls, ...r.added].map((roll) => JSON.stringify(roll));
  await r.message.update(update);
}

/** The pipeline's refusal of a card's recorded values (a forged or damaged flag) as a refusal, never a throw. */
export async function guarded(work: () => Promise<RefusalReason | null>): Promise<RefusalReason | null> {
  try {
    return await work();
  } catch (error) {
    console.warn(`${SYSTEM_ID} | a card's recorded values were refused`, error);
    return "malformed";
  }
}
