/**
 * Rests and recoveries on the sheet (RESOLUTION.md §4.1 R13-6, §4.2 RS-10, §4.3 RO-10, §7.6): the
 * buttons are the healing model's `rests` (and "Spend a recovery" where the model has recoveries);
 * the roll is made on the active GM's client (a player's click is the relay kind `rest` naming the
 * actor and the rest's id only), and each rest is one actor update. GM-only rests (13A full heal-up)
 * are refused to players. No model id is read: the rest's `effect` says what it does.
 */
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import type { RestOption } from "../rules/ruleset/points/resolution";
import { healingModelOf, recoveryRuleOf, stabiliseRuleOf } from "../rules/resolution/models";
import { RulesError, checkQuickRest, quickRestBounds, spendRecoveries } from "../rules";
import { promptQuickRest } from "./rest-dialog";
import { offersAllyStabilise } from "./ally-stabilise";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { removeStatus, zeroMarked } from "./statuses";
import { BADGES_FLAG, badgeLabels } from "./badges";
import { isDying } from "./death-save";
import { atActionSecond, type RallyCombat, type RallyCombatant } from "./rally";
import type { Asker, HealthActor } from "./apply";
import { activeCombat } from "./documents";

/** The id of "spend a recovery" beside the model's rests. */
export const RECOVERY_REST = "recovery";

export type RestActor = HealthActor & { type?: string; system?: unknown; flags?: Record<string, Record<string, unknown> | undefined>; getRollData?(): Record<string, unknown> };

/** One button of the sheet: the rest's id, its label key and whether only the GM sees it. */
export interface RestButton {
  readonly id: string;
  readonly key: string;
  readonly gmOnly: boolean;
}

/** The rests the model offers an actor, as buttons; a player is not offered GM-only ones. */
export function restButtons(actor: { type?: string }, isGM: boolean): RestButton[] {
  const healing = healingModelOf(currentRuleset());
  if (!healing) return [];
  const list: RestButton[] = healing.rests.filter((r) => isGM || !r.gmOnly).map((r) => ({ id: r.id, key: `ER.Resolution.Rest.${r.id}`, gmOnly: r.gmOnly }));
  if (healing.recoveries && actor.type !== "creature") list.unshift({ id: RECOVERY_REST, key: "ER.Resolution.Rest.recovery", gmOnly: false });
  return list;
}

async function rollTotal(formula: string, data: Record<string, unknown>): Promise<number> {
  if (formula.trim() === "") return 0;
  const roll = await new Roll(formula, data).evaluate();
  const total = roll.total;
  return typeof total === "number" && Number.isFinite(total) ? Math.max(0, Math.trunc(total)) : 0;
}

/**
 * Takes the rest `restId` for `actor` on the active GM's client, for `asker` (the GM, or an owner by
 * the relay): the rolls are made here and the result written with one actor update.
 */
export async function takeRest(actor: RestActor, restId: string, asker: Asker, count?: number): Promise<RefusalReason | null> {
  try {
    return await restFor(actor, restId, asker, count);
  } catch (error) {
    // The rules refuse what the actor holds (a value the schema allows and the rules do not): the
    // rest is refused with the localised "malformed" refusal and nothing is written.
    if (!(error instanceof RulesError)) throw error;
    console.warn(`${SYSTEM_ID} | a rest for ${String((actor as { name?: unknown }).name ?? "an actor")} was refused by the rules`, error);
    return "malformed";
  }
}

async function restFor(actor: RestActor, restId: string, asker: Asker, count?: number): Promise<RefusalReason | null> {
  if (!asker.isGM && !actor.testUserPermission(asker, "OWNER")) return "notOwner";
  const ruleset = currentRuleset();
  const healing = healingModelOf(ruleset);
  if (!healing) return "unknownRest";
  const rest: RestOption | undefined = restId === RECOVERY_REST && healing.recoveries && actor.type !== "creature" ? { id: RECOVERY_REST, gmOnly: false, formula: healing.recoveries.formula, effect: "spendRecovery" } : healing.rests.find((r) => r.id === restId);
  if (!rest) return "unknownRest";
  if (rest.gmOnly && !asker.isGM) return "gmOnly";
  const fighter = actorFighter(actor);
  const update: Record<string, unknown> = {};
  const effect = rest.effect ?? "heal";
  let heal = 0;
  if (effect === "fullHealUp") {
    if (!healing.recoveries) return "unknownRest";
    const after = healing.recoveries.fullHealUp(fighter.health, fighter.recoveries);
    Object.assign(update, { "system.health.value": after.health.value, "system.health.below": after.health.below, "system.health.temp": after.health.temp, "system.recoveries": { ...after.recoveries }, "system.lastingWounds": after.lastingWounds });
  } else if (effect === "quickRest") {
    if (!healing.recoveries) return "unknownRest";
    // 001:L403, L405: the count is checked here again (a staggered PC spends at least one), then each recovery rolls in turn.
    const check = checkQuickRest(healing.recoveries, fighter, count ?? 0);
    if (!check.ok) return check.code;
    const rolls: number[] = [];
    for (let i = 0; i < check.count; i++) rolls.push(await rollTotal(rest.formula(fighter), actor.getRollData?.() ?? {}));
    const spent = spendRecoveries(healing.recoveries, fighter.recoveries, rolls);
    if (check.count > 0) update["system.recoveries"] = { ...spent.recoveries };
    heal = spent.healed;
  } else if (effect === "spendRecovery") {
    if (!healing.recoveries) return "unknownRest";
    // 001:L351–L355: one recovery, its roll healed (half when none is left, an overdrawn step).
    const spent = healing.recoveries.spend(fighter.recoveries, await rollTotal(rest.formula(fighter), actor.getRollData?.() ?? {}));
    update["system.recoveries"] = { ...spent.recoveries };
    heal = spent.healed;
  } else {
    heal = await rollTotal(rest.formula(fighter), actor.getRollData?.() ?? {});
  }
  let remove: readonly string[] = [];
  if (heal > 0) {
    const change = applyHealthChange({ fighter, statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "heal", amount: heal }, knockOut: false, now: null }, ruleset);
    Object.assign(update, { "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.dying": { ...change.after.dying } });
    remove = change.remove;
  }
  if (rest.clears && rest.clears.length > 0) {
    const list = actor.flags?.[SYSTEM_ID]?.[BADGES_FLAG];
    if (Array.isArray(list)) update[`flags.${SYSTEM_ID}.${BADGES_FLAG}`] = list.filter((b) => !rest.clears!.includes(b as string));
  }
  if (Object.keys(update).length > 0) await actor.update(update);
  for (const id of remove) await removeStatus(actor, id);
  return null;
}

/** The sheet header's part of hit and hurt: the actor's badges and its rest buttons, localised. */
export function sheetRestContext(actor: RestActor & { uuid?: string }): { badges: { id: string; label: string }[]; rests: { id: string; label: string }[]; stabilise: string | null; rally: { combatId: string; combatantId: string } | null } {
  const isGM = game.user?.isGM === true;
  const combat = activeCombat<{ started?: boolean; system?: { absolute?: unknown } }>();
  const absolute = combat?.started ? combat.system?.absolute : null;
  return {
    badges: badgeLabels(actor, currentRuleset(), typeof absolute === "number" ? absolute : null),
    rests: restButtons(actor, isGM).map((r) => ({ id: r.id, label: game.i18n?.localize(r.key) ?? r.key })),
    // The Stabilise button's label: 13A an ally's check (001:L383), for anyone; OSR RS-7 the GM's, on a dying creature's sheet.
    stabilise: offersAllyStabilise(actor) ? "ER.Resolution.AllyStabilise.Button" : isGM && stabiliseRuleOf(currentRuleset()) !== null && isDying(actor) ? "ER.Resolution.Stabilise" : null,
    rally: rallyNow(actor),
  };
}

/** 13A rally (001:L269): offered while the actor's combatant acts at the active combat's current second. */
function rallyNow(actor: RestActor): { combatId: string; combatantId: string } | null {
  const combat = activeCombat<RallyCombat & { id?: string | null; combatants: Iterable<RallyCombatant & { id?: string | null }> }>();
  if (!combat?.id || !recoveryRuleOf(currentRuleset())) return null;
  const own = [...combat.combatants].find((c) => c.actor === actor && atActionSecond(combat, c));
  return own?.id ? { combatId: combat.id, combatantId: own.id } : null;
}

/**
 * A quick rest asks how many recoveries to spend (R13-6) and refuses a count the rules refuse with
 * its reason, before anything is rolled or sent; other rests ask nothing (undefined). Null: cancelled.
 */
async function askQuickRest(actor: RestActor, restId: string): Promise<{ count: number | undefined } | null> {
  const healing = healingModelOf(currentRuleset());
  if (!healing?.recoveries || healing.rests.find((r) => r.id === restId)?.effect !== "quickRest") return { count: undefined };
  const fighter = actorFighter(actor);
  const bounds = quickRestBounds(healing.recoveries, fighter);
  const typed = await promptQuickRest(bounds);
  if (typed === null) return null;
  const check = checkQuickRest(healing.recoveries, fighter, typed);
  if (check.ok) return { count: check.count };
  ui.notifications?.warn(game.i18n?.localize(`ER.Resolution.Refused.${check.code}`) ?? check.code);
  return null;
}

/** A rest button's click: the GM takes it here; an owner asks the active GM (relay kind `rest`). */
export async function restClicked(actor: RestActor & { uuid?: string }, restId: string, send: (actorUuid: string, rest: string, count?: number) => void): Promise<void> {
  const asked = await askQuickRest(actor, restId);
  if (!asked) return;
  if (game.user?.isGM) {
    const reason = await takeRest(actor, restId, { id: game.user.id ?? "", isGM: true }, asked.count);
    if (reason) ui.notifications?.warn(game.i18n?.localize(`ER.Resolution.Refused.${reason}`) ?? reason);
    return;
  }
  if (actor.uuid) send(actor.uuid, restId, asked.count);
}
