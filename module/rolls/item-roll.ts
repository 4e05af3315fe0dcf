/**
 * Rolls an item's formula (a skill's check, a weapon's or spell's damage: ./plan.ts rollFormulaOf) through core `Roll` into a chat message naming the item and the actor
 * (./plan.ts decides), with the user's roll mode (v13 `rollMode`, v14 `messageMode`: compat.ts).
 * The message carries the evaluated roll, so Dice So Nice animates it as any core roll.
 */
import { SYSTEM_ID } from "../constants";
import { applyMessageMode, currentMessageMode, rollMessageOptions } from "../compat";
import { itemRollData } from "./item-roll-data";
import { itemRollPlan, rollFormulaOf, type ItemRollFlag } from "./plan";
import { itemSystemFields } from "../items/system-fields";

function localize(key: string, data: Record<string, string | number>): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? key;
}

export async function rollItem(item: Item.Implementation): Promise<ChatMessage.Implementation | null> {
  const actor = item.parent instanceof Actor ? item.parent : null;
  const system = itemSystemFields(item);
  const plan = itemRollPlan({ type: item.type, itemName: item.name, actorName: actor?.name ?? null, formula: rollFormulaOf(item.type, system) });
  if (plan.kind === "refuse") {
    ui.notifications?.warn(localize(plan.message.key, plan.message.data));
    return null;
  }
  const data = itemRollData((actor?.getRollData() ?? {}) as Record<string, unknown>, { type: item.type, name: item.name, system });
  // Foundry's own parser has the last word (a formula our check accepts but core refuses).
  if (!Roll.validate(plan.formula)) {
    ui.notifications?.warn(localize("ER.Roll.BadFormula", { name: item.name, formula: plan.formula, at: 1 }));
    return null;
  }
  const roll = new Roll(plan.formula, data);
  await roll.evaluate();
  const escape = foundry.utils.escapeHTML;
  const flavor = localize(plan.flavor.key, Object.fromEntries(Object.entries(plan.flavor.data).map(([k, v]) => [k, escape(v)])));
  const flag: ItemRollFlag = { itemUuid: item.uuid, type: item.type };
  const messageData = {
    speaker: ChatMessage.getSpeaker({ actor: actor ?? undefined }),
    flavor,
    flags: { [SYSTEM_ID]: { itemRoll: flag } },
  };
  // The user's mode goes into the data (compat.applyMessageMode, v14's ic read as public) and into
  // toMessage's own option under the running version's name, so core applies the same mode.
  const mode = currentMessageMode();
  // compat names the option for the running version (v13 `rollMode`, v14 `messageMode`); the type package lists one.
  const message = await roll.toMessage(applyMessageMode(messageData, mode), rollMessageOptions(mode) as never);
  return (message ?? null) as ChatMessage.Implementation | null;
}
