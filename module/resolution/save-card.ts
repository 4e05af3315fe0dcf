/**
 * The save card (RESOLUTION.md R12, RB-7, §7.1 "Spell with a save", §4.4): the author's client
 * posts it with the user's targets and the item's one damage roll; the active GM's client rolls
 * each target's save (planSave → judgeSave) and records the result on the card's flag. Applying
 * and undoing are the attack card's (apply.ts), whose amount reads the recorded result.
 */
import { SYSTEM_ID, templatePath } from "../constants";
import { currentMessageMode } from "../compat";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { planSave, judgeSave } from "../rules/resolution/save";
import { coverTargetable } from "../rules/resolution/cover";
import { CARD_FLAG, FLAG_VERSION, type AttackCardFlag, type CardRow, type RolledFormula } from "./flag";
import { authorise, type Asker, type CardMessage } from "./apply";
import { actorFighter } from "./fighter";
import { diceFormula, rollResult } from "./dice";
import { attackStamp } from "./stamp";
import { saveEffectOf, saveResultOf, type SaveResult } from "./save-flag";
import type { TargetToken } from "./roll-attack";
import { postCard, type CardOrigin } from "./companion";
import { gmToRoll, relaysDice, requestCard } from "./card-request";
import { NO_CHOICE } from "./dialog";
import { believedCard } from "./card-verify";

export { saveEffectOf } from "./save-flag";
import { tooManyTargets } from "./card-caps";
import { systemOf, userTargets } from "./documents";

function targetRow(t: TargetToken): CardRow {
  return {
    tokenUuid: t.document.uuid, actorUuid: t.actor?.uuid ?? "", name: t.document.name ?? "", img: t.document.texture?.src ?? "",
    hidden: t.document.hidden === true, late: false, rollIndex: null, outcome: null, natural: null, total: null, parts: [], multiplier: 1, halvings: 0, deals: "damage",
  };
}

/**
 * Posts `item`'s save card for the user's targets (default) with the card's one damage roll (R2).
 * A player under "dice rolled by the active GM's client" asks the GM's client instead (null is
 * returned); `origin` is given by that client when it posts a player's request.
 */
export async function postSaveCard(item: Item.Implementation, targets?: readonly TargetToken[], origin?: CardOrigin): Promise<ChatMessage.Implementation | null> {
  const actor = item.parent instanceof Actor ? item.parent : null;
  const system = systemOf(item);
  const effect = saveEffectOf(system);
  if (!effect) return null;
  const chosen = [...(targets ?? userTargets<TargetToken>())];
  if (tooManyTargets(item.name, chosen.length)) return null;
  if (!origin && actor && relaysDice()) {
    if (gmToRoll()) requestCard("save", actor, item, chosen, NO_CHOICE, attackStamp(actor).offClock);
    return null;
  }
  const rolls: Roll.Any[] = [];
  const formula = typeof system["damage"] === "string" ? system["damage"].trim() : "";
  let damage: RolledFormula | null = null;
  if (formula !== "" && Roll.validate(formula)) {
    const roll = new Roll(formula, (actor?.getRollData() ?? {}) as Record<string, unknown>);
    await roll.evaluate();
    damage = { formula, rollIndex: rolls.push(roll) - 1 };
  }
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: actor?.uuid ?? null, itemUuid: item.uuid, itemName: item.name, defence: "ac", attackParts: [], untargeted: null,
    damage, missDamage: null, damageParts: [], minimumOnHit: false,
    ...(actor ? attackStamp(actor) : { stamp: null, offClock: false }),
    knockOut: false, rows: chosen.map(targetRow), ledger: [], save: { effect, results: [] },
  };
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/save-shell.hbs"), { item: item.name, actor: actor?.name ?? "" });
  // Rows of hidden targets go to the GMs' companion (companion.ts), never into the public message.
  return postCard({ speaker: ChatMessage.getSpeaker(actor ? { actor } : {}), content }, { flag, rolls }, origin ?? { rolledFor: null, mode: currentMessageMode() });
}

/**
 * The active GM's client rolls `tokenUuid`'s save on the card (R12, R15: the GM for any row, a
 * player only for a token whose actor it owns) and records the result; once per target.
 */
export async function rollSaveRow(message: CardMessage, tokenUuid: string, asker: Asker): Promise<RefusalReason | null> {
  const believed = believedCard(message);
  if (!believed.ok) return believed.reason;
  const flag = believed.flag;
  if (!flag.save) return "malformed";
  const row = flag.rows.find((r) => r.tokenUuid === tokenUuid);
  if (!row) return "unknownTarget";
  const who = authorise(tokenUuid, asker, "apply");
  if (!who.ok) return who.reason;
  if (saveResultOf(flag.save, tokenUuid)) return "alreadyRolled";
  const fighter = actorFighter(who.actor);
  const cover = row.cover ?? "none";
  // 004:L87: a creature behind total cover cannot be targeted by the effect at all.
  if (!coverTargetable(cover, currentRuleset())) return "cannotBeTargeted";
  let plan;
  try {
    plan = planSave(fighter, flag.save.effect, { cover, advantage: false, disadvantage: false }, currentRuleset());
  } catch (error) {
    console.warn(`${SYSTEM_ID} | a save card's effect was refused`, error);
    return "malformed";
  }
  const roll = new Roll(diceFormula(plan.dice));
  await roll.evaluate();
  const rolled = rollResult(roll);
  const judged = judgeSave(plan, rolled);
  const result: SaveResult = { tokenUuid, natural: judged.natural, total: judged.total, success: judged.success, onSuccess: plan.onSuccess, playerCharacter: fighter.playerCharacter, diceTotal: rolled.diceTotal };
  await message.update({ [`flags.${SYSTEM_ID}.${CARD_FLAG}.save.results`]: [...flag.save.results, result] });
  return null;
}
