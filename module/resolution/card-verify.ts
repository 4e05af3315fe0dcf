/**
 * The card as the GM's client believes it (RESOLUTION.md R13: the amount is worked out again from the
 * card's own recorded dice; R2, R4, R18). A card a GM posted is read as written. A card a player
 * posted is believed only when card-trust.ts finds it untouched since, and then only its dice: its
 * attacker and item are read as they are now on this client, its options bounded as the attack
 * dialog bounds them, every recorded roll checked against the formula this client computes for it
 * (roll-check.ts), and every row judged again from its roll (rejudge.ts), so the outcome, the
 * crit's multiplier, the halvings and what the row deals are this client's, never the author's.
 * Every GM action on a card (apply, ×½, ×2, knock out, mark dead, undo, cover, "Add my targets",
 * a save) starts here.
 */
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { MAX_SITUATIONAL_MODIFIER } from "../rules/action-limits";
import { judgeTarget } from "../rules/resolution/rejudge";
import { escalationAllowed, hitsAcOf } from "../rules/resolution/models";
import type { AttackOptions } from "../rules/resolution/types";
import type { AttackInput } from "../rules/ruleset/points/resolution";
import { CARD_FLAG, UNRECORDED_OPTIONS, readCardFlag, type AttackCardFlag, type CardRow, type RolledFormula } from "./flag";
import { attackItemOf, planAttack } from "./pipeline";
import { actorFighter, type ActorLike } from "./fighter";
import { retreatingTarget } from "./retreat";
import { escalationBound } from "./stamp";
import { diceFormula, rollResult, type RolledLike } from "./dice";
import { attackRollData, type RolledItem, type RollingActor } from "./roll-attack";
import { saveEffectOf } from "./save-flag";
import { feetPerHex, positionHintsNow, sceneWilderness, type PlacedToken } from "./situation";
import { checkRoll } from "./roll-check";
import { coverWithMount } from "./mounted-cover";
import { tamperedCard, type AuthoredMessage } from "./card-trust";
import { gmAuthored } from "./gm-notice";
import { documentAt, systemOf } from "./documents";

export type Believed = { ok: true; flag: AttackCardFlag } | { ok: false; reason: RefusalReason };

/** What is read of the message: the card's flag and rolls, and who wrote it. */
export type VerifiableMessage = AuthoredMessage & { rolls: ReadonlyArray<unknown> };

/** What a player's card's check reads of its attacker: who owns it, its fighter, its roll data. */
type CardAttacker = ActorLike & RollingActor & {
  uuid: string;
  testUserPermission(user: unknown, level: "OWNER"): boolean;
};

/** What it reads of the item: its attack (roll-attack.ts) and the actor it belongs to. */
type CardItem = RolledItem & { parent?: { uuid?: unknown } | null };


function unverified(detail: string): Believed {
  console.warn(`${SYSTEM_ID} | a player's card does not match its item as this client reads it: ${detail}`);
  return { ok: false, reason: "unverifiedCard" };
}

/** `formula` with `data` in place as a core Roll spells it, or null when core refuses it. */
function spelled(formula: string, data: Record<string, unknown>): string | null {
  if (formula.trim() === "" || !Roll.validate(formula)) return null;
  try {
    return new Roll(formula, data).formula;
  } catch {
    return null;
  }
}

/** The recorded roll at `index` when it is `formula` honestly rolled (roll-check.ts), else null. */
function honest(message: VerifiableMessage, index: number, formula: string | null): RolledLike | null {
  const roll = message.rolls[index];
  return formula !== null && checkRoll(roll, formula) === "ok" ? (roll as RolledLike) : null;
}

/** The recorded damage roll when it is the plan's formula (`wanted`) honestly rolled; undefined when it is not. */
function damageRoll(message: VerifiableMessage, recorded: RolledFormula | null, wanted: string | null, data: Record<string, unknown>): RolledFormula | null | undefined {
  if (recorded === null) return null;
  if (wanted === null || recorded.formula !== wanted) return undefined;
  return honest(message, recorded.rollIndex, spelled(wanted, data)) ? recorded : undefined;
}

/** The author's choices within what the dialog and the rules allow (dialog.ts ±20; the escalation die as it stands, stamp.ts). */
function boundedOptions(options: AttackOptions, escalationCap: number): AttackOptions | null {
  if (Math.abs(options.situational) > MAX_SITUATIONAL_MODIFIER || options.escalation < 0 || options.escalation > escalationCap) return null;
  if (options.advantage && options.disadvantage) return null;
  return options;
}

/** The actor and item of a player's card, when the author owns that actor and the item is the actor's. */
function attackerOf(message: VerifiableMessage, flag: AttackCardFlag): { actor: CardAttacker; item: CardItem } | null {
  const actor = flag.actorUuid ? documentAt<CardAttacker>(flag.actorUuid) : null;
  const item = documentAt<CardItem>(flag.itemUuid);
  // The item is the attacker's own (by uuid: an unlinked token's synthetic actor may be another instance).
  const parent = item?.parent;
  if (!actor || !item || !parent || parent.uuid !== actor.uuid) return null;
  const author = message.author;
  return author && actor.testUserPermission(author, "OWNER") ? { actor, item } : null;
}

/** The attacker's token on the viewed scene (as roll-attack.ts reads it), or null. */
function attackerToken(actor: unknown): PlacedToken | null {
  return ((actor as { getActiveTokens?(): unknown[] }).getActiveTokens?.()[0] ?? null) as PlacedToken | null;
}

function verifiedAttack(message: VerifiableMessage, flag: AttackCardFlag): Believed {
  const who = attackerOf(message, flag);
  if (!who) return unverified("its attacker or item is gone or not the author's");
  const ruleset = currentRuleset();
  const options = boundedOptions(flag.options ?? UNRECORDED_OPTIONS, escalationBound(escalationAllowed(ruleset)));
  if (!options) return unverified("its options are out of bounds");
  const input: AttackInput = { attacker: actorFighter(who.actor), item: attackItemOf(who.item), options };
  const plan = planAttack(input, [], ruleset);
  const data = attackRollData(who.actor, who.item, ruleset);
  const attackFormula = spelled(diceFormula(plan.dice), data);
  const used = new Set<number>();
  const rows: CardRow[] = [];
  for (const row of flag.rows) {
    // A row's position hints are never the author's (row 44): dropped where this client cannot read them again.
    const { position: _authored, ...unplaced } = row;
    if (row.late) {
      rows.push(unplaced);
      continue;
    }
    const target = (fromUuidSync(row.tokenUuid) as { actor?: unknown } | null)?.actor ?? null;
    // One roll per row (R2): two rows never share a roll.
    if (row.rollIndex !== null && (used.has(row.rollIndex) || !honest(message, row.rollIndex, attackFormula))) return unverified("an attack roll is not the item's formula honestly rolled");
    if (row.rollIndex !== null) used.add(row.rollIndex);
    if (!target) {
      rows.push({ ...unplaced, deals: "none" });
      continue;
    }
    const roll = row.rollIndex === null ? null : rollResult(message.rolls[row.rollIndex] as RolledLike);
    // The target as the card recorded it (distance, feet per hex, cover); its fighter and its retreat
    // (OSE +2, no shield: RO-4) as they are now, as the roll judged them (roll-attack.ts).
    const at = { fighter: actorFighter(target), distanceHexes: row.distanceHexes ?? null, feetPerHex: row.feetPerHex ?? feetPerHex(), wilderness: row.wilderness ?? sceneWilderness(), cover: coverWithMount(fromUuidSync(row.tokenUuid) as Parameters<typeof coverWithMount>[0], input.item.kind === "melee", row.cover ?? "none", ruleset), retreating: retreatingTarget({ document: { uuid: row.tokenUuid }, actor: target }) };
    const judged = judgeTarget(input, plan.parts, at, roll, ruleset);
    if (judged.needsRoll) return unverified("a row needs a roll the card lacks");
    const j = judged.row;
    const hitsAc = j.total === null ? undefined : hitsAcOf(j.total, input, ruleset);
    const { hitsAc: _old, ...kept } = unplaced;
    // Row 44 (VARIANTS.md §13.3): the position hints are read again from the map on this client, never the card's.
    const position = positionHintsNow(ruleset, attackerToken(who.actor), (fromUuidSync(row.tokenUuid) as { object?: PlacedToken | null } | null)?.object ?? null, input.item.kind === "melee");
    rows.push({ ...kept, position: [...position], outcome: j.outcome, natural: j.natural, total: j.total, parts: [...j.parts], multiplier: j.multiplier, halvings: j.halvings, deals: j.deals, ...(hitsAc === undefined ? {} : { hitsAc }) });
  }
  const spare = flag.untargeted;
  if (spare && !rows.some((r) => r.rollIndex === spare.rollIndex) && (used.has(spare.rollIndex) || !honest(message, spare.rollIndex, attackFormula))) return unverified("its untargeted roll");
  const damage = damageRoll(message, flag.damage, plan.damage.formula, data);
  const missDamage = damageRoll(message, flag.missDamage, plan.missDamage, data);
  if (damage === undefined || missDamage === undefined) return unverified("a damage roll is not the item's formula honestly rolled");
  if ([damage, missDamage].some((d) => d !== null && used.has(d.rollIndex)) || (damage && missDamage && damage.rollIndex === missDamage.rollIndex)) return unverified("a roll counts twice");
  const believed: AttackCardFlag = {
    ...flag, defence: input.item.defence, attackParts: [...plan.parts], damageParts: [...plan.damage.parts], minimumOnHit: plan.damage.minimumOnHit,
    knockOut: options.knockOut, options, rows, damage, missDamage,
  };
  return { ok: true, flag: believed };
}

function verifiedSave(message: VerifiableMessage, flag: AttackCardFlag): Believed {
  const who = attackerOf(message, flag);
  if (!who || !flag.save) return unverified("its caster or item is gone or not the author's");
  const effect = saveEffectOf(who.item.system);
  const recorded = flag.save.effect;
  if (!effect || effect.kind !== recorded.kind || effect.dc !== recorded.dc || effect.onSuccess !== recorded.onSuccess) return unverified("its save is not the item's");
  const system = systemOf(who.item);
  const formula = typeof system["damage"] === "string" ? system["damage"].trim() : "";
  const damage = damageRoll(message, flag.damage, formula === "" ? null : formula, (who.actor.getRollData() ?? {}) as Record<string, unknown>);
  if (damage === undefined) return unverified("its damage roll is not the item's formula honestly rolled");
  return { ok: true, flag: { ...flag, damage } };
}

/** The card of `message` as this (the GM's) client believes it, or why it is refused. */
export function believedCard(message: VerifiableMessage): Believed {
  const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  if (!flag) return { ok: false, reason: "unknownMessage" };
  if (gmAuthored(message)) return { ok: true, flag };
  if (tamperedCard(message, flag)) return { ok: false, reason: "tamperedCard" };
  try {
    return flag.save ? verifiedSave(message, flag) : verifiedAttack(message, flag);
  } catch (error) {
    // The rules refuse the actor or item as they are now (RulesError): the card cannot be checked.
    console.warn(`${SYSTEM_ID} | a player's card could not be checked`, error);
    return { ok: false, reason: "unverifiedCard" };
  }
}
