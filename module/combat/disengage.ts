/**
 * The disengage check (VARIANTS.md §13.1, GT-5, GT-6; 001:L211–L217, L491): asked by the GM or one
 * of the combatant's owners at a movement second, rolled and recorded by the active GM's client. An
 * owner's client asks over the authenticated relay (relay-gm.ts checks the sender owns the
 * combatant and asks the rules again); nothing the player's client sends is read but the ids. A
 * failure is the `disengageFailed` forfeit of the module's memory, which the ruler, enforcement and
 * tracker already read. Every decision is the rules' (disengageTarget, judgeDisengage).
 */
import { disengageTarget, hexLayoutFromGridType, judgeDisengage, engagementIndex, offsetToCube, type DisengageInput, type DisengageRefusal } from "../rules";
import { currentRuleset } from "../variants/setting";
import { engagementTokens, type EngagementPlaceable } from "../scene/engagement-tokens";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { sendRelay } from "./relay";
import { variantMemoryOf } from "./variant-input";
import { mayWorkCombatant } from "./variant-actions";
import { writeCombatant } from "./writes";

/** A double move declared for `round` (its traded action is a second move action: a second check, rules `disengageTarget`). */
function declaredThisRound(combatant: ERCombatant, round: number): boolean {
  return round > 0 && (combatant.erSystem.doubleMoveRound ?? 0) === round;
}

/** The check's input for the combatant now, or null when it has no token on a hex scene or the combat has no clock. */
export function disengageInputAt(combat: ERCombat, combatant: ERCombatant): DisengageInput | null {
  const now = combat.clock;
  const token = combatant.token;
  const scene = token?.parent ?? null;
  const layout = scene ? hexLayoutFromGridType(scene.grid.type) : null;
  if (now === null || token === null || scene === null || layout === null) return null;
  const placed: EngagementPlaceable[] = [...scene.tokens].map((t) => ({ document: { id: t.id, name: t.name ?? "", disposition: t.disposition, hidden: t.hidden, combatant: t.combatant ?? null }, actor: t.actor, center: t.getCenterPoint() }));
  const ruleset = currentRuleset();
  const index = engagementIndex({ mover: { id: token.id ?? "", disposition: token.disposition ?? 0 }, tokens: engagementTokens(placed, (p) => scene.grid.getOffset(p), layout) }, ruleset);
  const foes = index.foesAt(offsetToCube(scene.grid.getOffset(token.getCenterPoint()), layout)).map((f) => f.id);
  return { round: now.round, second: now.second, foes, grabbed: combatant.conditionIds.includes("grabbed"), memory: variantMemoryOf(combatant.erSystem), doubleMove: declaredThisRound(combatant, now.round) };
}

/** Why the combatant cannot make its disengage check now (null: it can), under the ruleset in force. */
export function disengageRefusalAt(combat: ERCombat, combatant: ERCombatant): DisengageRefusal | "notStarted" | null {
  const input = disengageInputAt(combat, combatant);
  if (combat.clock === null) return "notStarted";
  const plan = disengageTarget(input ?? { round: combat.clock.round, second: combat.clock.second, foes: [], grabbed: false, memory: variantMemoryOf(combatant.erSystem), doubleMove: declaredThisRound(combatant, combat.clock.round) }, currentRuleset());
  return "refused" in plan ? plan.refused : null;
}

/**
 * Asks for the combatant's disengage check: the GM's client rolls a d20, records the outcome in the
 * combatant's memory and posts the roll; an owner's client relays the request. A refusal is told.
 */
export async function requestDisengage(combat: ERCombat, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || !mayWorkCombatant(c, game.user)) return;
  const refusal = disengageRefusalAt(combat, c);
  const input = disengageInputAt(combat, c);
  if (refusal !== null || input === null) {
    const key = `ER.Engagement.Refused.${refusal ?? "notEngaged"}`;
    ui.notifications?.warn(game.i18n?.localize(key) ?? key);
    return;
  }
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "disengage", combatId: combat.id ?? "", combatantId });
    return;
  }
  const ruleset = currentRuleset();
  const plan = disengageTarget(input, ruleset);
  if ("refused" in plan) return;
  const roll = await new Roll("1d20").evaluate();
  const natural = Number(roll.total);
  const { success, patch } = judgeDisengage(input, natural, ruleset);
  const update: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) update[`system.variant.${k}`] = v;
  await writeCombatant(c, update);
  const i18n = game.i18n;
  const flavor = i18n?.format("ER.Engagement.DisengageFlavor", { target: String(plan.target) }) ?? "ER.Engagement.DisengageFlavor";
  const outcomeKey = success ? "ER.Engagement.DisengageSuccess" : patch.disengageResult === "setback" ? "ER.Engagement.DisengageSetback" : "ER.Engagement.DisengageFailure";
  const outcome = i18n?.localize(outcomeKey) ?? outcomeKey;
  await ChatMessage.create({ speaker: ChatMessage.getSpeaker({ alias: c.name ?? "" }), content: `<p>${flavor}: ${natural}</p><p>${outcome}</p>`, rolls: [roll] });
}
