/**
 * "Retreat this round" (VARIANTS.md §4.9, §5.5; rows 19, 24): the tracker command and its write,
 * and the row's badge. Every decision is the rules module's (retreatRefusal, retreatedAction,
 * retreatStatus); the GM's client writes, an owner's client asks it over the authenticated relay
 * (relay-gm.ts checks the sender owns the combatant and asks the rules again).
 */
import { retreatRefusal, retreatStatus, retreatStopsOnHit, retreatedAction, surprisedInRound, type RetreatRefusal } from "../rules";
import { currentRuleset } from "../variants/setting";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { sendRelay } from "./relay";
import { variantMemoryOf } from "./variant-input";
import { mayWorkCombatant } from "./variant-actions";
import { writeCombatant } from "./writes";

/** Why the combatant cannot retreat now (null: it can), under the ruleset in force. */
export function retreatRefusalAt(combat: ERCombat, combatant: ERCombatant): RetreatRefusal | null {
  const ruleset = currentRuleset();
  const now = combat.clock;
  const memory = variantMemoryOf(combatant.erSystem);
  const surprised = now !== null && surprisedInRound(memory.surprised, now.round, ruleset);
  return retreatRefusal(combatant.schedulerState, memory, now, surprised, ruleset);
}

/**
 * Declares the combatant's retreat for the clock's round: the GM's client records the round in the
 * combatant's memory and gives up its action (no landing second, no spell; the score stays the
 * action's own so `initiative` and the schedule agree, guards.ts). A refusal is told to the user.
 */
export async function declareRetreat(combat: ERCombat, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || !mayWorkCombatant(c, game.user)) return;
  const refusal = retreatRefusalAt(combat, c);
  const now = combat.clock;
  if (refusal !== null || now === null) {
    const key = `ER.Variants.Retreat.Refused.${refusal ?? "notStarted"}`;
    ui.notifications?.warn(game.i18n?.localize(key) ?? key);
    return;
  }
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "retreat", combatId: combat.id ?? "", combatantId });
    return;
  }
  const action = retreatedAction(c.erSystem.action, now.round);
  await writeCombatant(c, {
    initiative: action.score,
    "system.action": action,
    "system.spellName": "",
    "system.variant.retreatRound": now.round,
    "system.variant.retreatStoppedAt": 0,
  });
}

/**
 * The row's retreat badge (VARIANTS.md §5.5 "the tracker shows +2 vs, no shield"), localised, or
 * none: "Retreating …" while the retreat runs, "Retreat stopped" once a hit stopped it. Under a
 * rule that stops on a hit (the OSR hack, whose attacks take no +2) the running badge says so.
 */
export function retreatBadges(combatant: unknown, combat: unknown): { id: string; label: string }[] {
  if (!(combat instanceof ERCombat) || !(combatant instanceof ERCombatant)) return [];
  const now = combat.clock;
  if (now === null) return [];
  const status = retreatStatus(variantMemoryOf(combatant.erSystem), now.round);
  if (status === null) return [];
  const key = status === "stopped" ? "ER.Variants.Retreat.Stopped" : retreatStopsOnHit(currentRuleset()) ? "ER.Variants.Retreat.BadgeStops" : "ER.Variants.Retreat.Badge";
  return [{ id: status === "stopped" ? "retreatStopped" : "retreating", label: game.i18n?.localize(key) ?? key }];
}
