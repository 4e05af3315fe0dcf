/**
 * The GM's morale check (RESOLUTION.md §4.3 RO-11, H13, H15; 003:L1030–L1047): one roll per creature
 * on the ruleset's `morale` point, the outcome whispered to the GMs. Passed checks are counted per
 * combat on the Combat's flag, so after two successes the model answers "fights on" with no roll
 * (003:L1035). Empty point (the book): morale is off and nothing happens.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { MoraleContext } from "../rules/ruleset/points/resolution";
import { judgeMorale, moraleChoiceWithin, type MoraleChoice } from "../rules/resolution/morale";
import { moraleModelOf } from "../rules/resolution/models";
import { actorFighter } from "./fighter";

/** The Combat flag `flags.enchanted-realms.moraleSuccesses`: combatant id → checks passed this combat. */
export const MORALE_FLAG = "moraleSuccesses";

export interface MoraleCombat {
  flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export interface MoraleCombatant {
  id: string | null;
  name?: string | null;
  actor?: unknown;
}

export type MoraleOutcome = { outcome: "stands" | "flees"; total: number | null };

function passed(combat: MoraleCombat, id: string): number {
  const value = (combat.flags?.[SYSTEM_ID]?.[MORALE_FLAG] as Record<string, unknown> | undefined)?.[id];
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/**
 * The GM's check for one combatant; null when not the GM, morale is off or the model has no check
 * for it. The choice is kept within what the model asks (RS-12, RO-11: `moraleChoiceWithin`).
 */
export async function rollMorale(combat: MoraleCombat, combatant: MoraleCombatant, choice: MoraleChoice): Promise<MoraleOutcome | null> {
  const model = moraleModelOf(currentRuleset());
  if (!game.user?.isGM || !model || !combatant.id || !combatant.actor) return null;
  const fighter = actorFighter(combatant.actor);
  const ctx: MoraleContext = { ...moraleChoiceWithin(model.inputs, choice), successes: passed(combat, combatant.id) };
  let result: MoraleOutcome;
  const automatic = model.automatic?.(fighter, ctx) ?? null;
  if (automatic) result = { outcome: automatic, total: null };
  else {
    const plan = model.plan(fighter, ctx);
    if (!plan) return null;
    const roll = new Roll(plan.dice);
    await roll.evaluate();
    const { total, stands } = judgeMorale(plan, typeof roll.total === "number" ? Math.trunc(roll.total) : 0);
    result = { outcome: stands ? "stands" : "flees", total };
    if (stands) await combat.update({ [`flags.${SYSTEM_ID}.${MORALE_FLAG}.${combatant.id}`]: ctx.successes! + 1 });
  }
  const label = game.i18n?.localize(`ER.Resolution.Morale.${result.outcome === "stands" ? "Stands" : "Flees"}`) ?? result.outcome;
  // The combatant's name is its token's, which an owner may set to anything: escaped (as the label, for the check's sake).
  const escape = foundry.utils.escapeHTML;
  const content = game.i18n?.format("ER.Resolution.Morale.Card", { name: escape(combatant.name ?? ""), outcome: escape(label), total: result.total === null ? "—" : String(result.total) }) ?? escape(label);
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  await createChatMessage({ content, whisper });
  return result;
}
