/**
 * 13A rally (RESOLUTION.md R13-6, §7.6; 001:L269, L271): a standard action at the PC's action
 * second: spend a recovery; the first rally of a battle needs nothing, a later one a normal save
 * (11+) rolled here; a failed save means no rally this round. On the active GM's client (a player's
 * click is the relay kind `rally` naming the combat and combatant only); one actor update. The
 * count, the round of a failed save and the spent action live in the Combat's memory
 * (combat-memory.ts), which only a GM writes and which ends with the battle (RT-7).
 */
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { removeStatus, zeroMarked } from "./statuses";
import { fromAbsolute } from "../rules";
import { recoveryRuleOf } from "../rules/resolution/models";
import { actionKey, memoryOf, oneAtATime, remember, type MemoryCombat } from "./combat-memory";
import type { Asker, HealthActor } from "./apply";
import { combatById } from "./documents";
import { rolledTotal } from "./dice";

type RallyActor = HealthActor & { flags?: Record<string, Record<string, unknown> | undefined>; getRollData?(): Record<string, unknown> };

/** The parts of a combat and combatant read here (the rally memory is the Combat's, combat-memory.ts). */
export interface RallyCombat extends MemoryCombat {
  started?: boolean;
  system?: unknown;
  combatants: { get(id: string): RallyCombatant | undefined };
}
export interface RallyCombatant {
  actor: RallyActor | null;
  system?: unknown;
  testUserPermission(user: { id: string; isGM: boolean }, level: "OWNER"): boolean;
}

async function rollTotal(formula: string, data: Record<string, unknown> = {}): Promise<number> {
  const roll = await new Roll(formula, data).evaluate();
  return rolledTotal(roll);
}

/** Whether the combatant's action lands at the combat's current second (its action second, 001:L269 "standard action"). */
export function atActionSecond(combat: RallyCombat, combatant: RallyCombatant): boolean {
  const absolute = (combat.system as { absolute?: unknown } | undefined)?.absolute;
  const landsAt = (combatant.system as { action?: { landsAt?: unknown } } | undefined)?.action?.landsAt;
  return combat.started === true && typeof absolute === "number" && Number.isSafeInteger(absolute) && absolute > 20 && landsAt === absolute;
}

type RallyAnswer = { result: "rallies" | "notThisRound" } | { refused: RefusalReason };

/**
 * A rally for `asker` (the GM, or an owner by the relay): "rallies" and "notThisRound" are carried
 * out, else the refusal. Once per standard action (the action second's moment, shared with an ally's
 * stabilise attempt), none for the rest of a round whose rally save failed (001:L271); the count is
 * the battle's, in the Combat's memory.
 */
export async function rally(combat: RallyCombat, combatantId: string, asker: Asker): Promise<RallyAnswer> {
  const combatant = combat.combatants.get(combatantId);
  const actor = combatant?.actor ?? null;
  if (!combatant || !actor) return { refused: "unknownCombatant" };
  if (!asker.isGM && !combatant.testUserPermission(asker, "OWNER")) return { refused: "notOwner" };
  const ruleset = currentRuleset();
  const recoveries = recoveryRuleOf(ruleset);
  if (!recoveries) return { refused: "unknownRest" };
  if (!atActionSecond(combat, combatant)) return { refused: "cannotAct" };
  return oneAtATime<RallyAnswer>(actionKey(combat.id, combatantId), { refused: "actionUsed" }, async () => {
    const absolute = (combat.system as { absolute: number }).absolute;
    const round = fromAbsolute(absolute).round;
    const memory = memoryOf(combat, combatantId);
    if (memory.actionSpentAt === absolute) return { refused: "actionUsed" };
    if (memory.rallyFailedRound === round) return { refused: "noRallyThisRound" };
    const rallies = memory.rallies ?? 0;
    let verdict = recoveries.rally(rallies, null);
    if (verdict === "needsSave") verdict = recoveries.rally(rallies, Math.max(1, Math.min(20, await rollTotal("1d20"))));
    if (verdict !== "rallies") {
      // 001:L271: the turn goes on as normal, but no rally this round.
      await remember(combat, combatantId, { rallyFailedRound: round });
      return { result: "notThisRound" };
    }
    const fighter = actorFighter(actor);
    const spent = recoveries.spend(fighter.recoveries, await rollTotal(recoveries.formula(fighter), actor.getRollData?.() ?? {}));
    const update: Record<string, unknown> = { "system.recoveries": { ...spent.recoveries } };
    let remove: readonly string[] = [];
    if (spent.healed > 0) {
      const change = applyHealthChange({ fighter, statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "heal", amount: spent.healed }, knockOut: false, now: null }, ruleset);
      Object.assign(update, { "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.dying": { ...change.after.dying } });
      remove = change.remove;
    }
    await remember(combat, combatantId, { rallies: rallies + 1, actionSpentAt: absolute });
    await actor.update(update);
    for (const id of remove) await removeStatus(actor, id);
    return { result: "rallies" };
  });
}

/** The Rally button: the GM rallies here; an owner asks the active GM (relay kind `rally`). */
export async function rallyClicked(combatId: string, combatantId: string, send: (request: { combatId: string; combatantId: string }) => void): Promise<void> {
  if (!game.user?.isGM) {
    send({ combatId, combatantId });
    return;
  }
  const combat = combatById<RallyCombat>(combatId);
  const done = combat ? await rally(combat, combatantId, { id: game.user.id ?? "", isGM: true }) : { refused: "unknownCombat" as const };
  const key = "refused" in done ? `ER.Resolution.Refused.${done.refused}` : `ER.Resolution.Rally.${done.result}`;
  ui.notifications?.info(game.i18n?.localize(key) ?? key);
}
