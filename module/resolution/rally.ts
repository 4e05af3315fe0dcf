/**
 * 13A rally (RESOLUTION.md R13-6, §7.6; 001:L269, L271): a standard action at the PC's action
 * second: spend a recovery; the first rally of a battle needs nothing, a later one a normal save
 * (11+) rolled here; a failed save means no rally this round. On the active GM's client (a player's
 * click is the relay kind `rally` naming the combat and combatant only); one actor update. The
 * count lives in the actor flag `rallies` and resets at the battle's end (fight-end.ts, RT-7).
 */
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { removeStatus, zeroMarked } from "./statuses";
import { RALLIES_FLAG } from "./fight-end";
import type { Asker, HealthActor } from "./apply";

type RallyActor = HealthActor & { flags?: Record<string, Record<string, unknown> | undefined>; getRollData?(): object };

/** The parts of a combat and combatant read here. */
export interface RallyCombat {
  started?: boolean;
  system?: unknown;
  combatants: { get(id: string): RallyCombatant | undefined };
}
export interface RallyCombatant {
  actor: RallyActor | null;
  system?: unknown;
  testUserPermission(user: never, level: "OWNER"): boolean;
}

async function rollTotal(formula: string, data: object = {}): Promise<number> {
  const roll = await new Roll(formula, data as never).evaluate();
  return typeof roll.total === "number" && Number.isFinite(roll.total) ? Math.trunc(roll.total) : 0;
}

/** Whether the combatant's action lands at the combat's current second (its action second, 001:L269 "standard action"). */
export function atActionSecond(combat: RallyCombat, combatant: RallyCombatant): boolean {
  const absolute = (combat.system as { absolute?: unknown } | undefined)?.absolute;
  const landsAt = (combatant.system as { action?: { landsAt?: unknown } } | undefined)?.action?.landsAt;
  return combat.started === true && typeof absolute === "number" && landsAt === absolute;
}

/** A rally for `asker` (the GM, or an owner by the relay): "rallies" and "notThisRound" are carried out, else the refusal. */
export async function rally(combat: RallyCombat, combatantId: string, asker: Asker): Promise<{ result: "rallies" | "notThisRound" } | { refused: RefusalReason }> {
  const combatant = combat.combatants.get(combatantId);
  const actor = combatant?.actor ?? null;
  if (!combatant || !actor) return { refused: "unknownCombatant" };
  if (!asker.isGM && !combatant.testUserPermission(asker as never, "OWNER")) return { refused: "notOwner" };
  const ruleset = currentRuleset();
  const recoveries = ruleset.points.healing?.recoveries;
  if (!recoveries) return { refused: "unknownRest" };
  if (!atActionSecond(combat, combatant)) return { refused: "cannotAct" };
  const count = actor.flags?.[SYSTEM_ID]?.[RALLIES_FLAG];
  const rallies = typeof count === "number" && Number.isSafeInteger(count) && count > 0 ? count : 0;
  let verdict = recoveries.rally(rallies, null);
  if (verdict === "needsSave") verdict = recoveries.rally(rallies, Math.max(1, Math.min(20, await rollTotal("1d20"))));
  if (verdict !== "rallies") return { result: "notThisRound" };
  const fighter = actorFighter(actor as never);
  const spent = recoveries.spend(fighter.recoveries, await rollTotal(recoveries.formula(fighter), actor.getRollData?.() ?? {}));
  const update: Record<string, unknown> = { "system.recoveries": { ...spent.recoveries }, [`flags.${SYSTEM_ID}.${RALLIES_FLAG}`]: rallies + 1 };
  let remove: readonly string[] = [];
  if (spent.healed > 0) {
    const change = applyHealthChange(ruleset, { fighter, statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "heal", amount: spent.healed }, knockOut: false, now: null });
    Object.assign(update, { "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.dying": { ...change.after.dying } });
    remove = change.remove;
  }
  await actor.update(update);
  for (const id of remove) await removeStatus(actor, id);
  return { result: "rallies" };
}

/** The Rally button: the GM rallies here; an owner asks the active GM (relay kind `rally`). */
export async function rallyClicked(combatId: string, combatantId: string, send: (request: { combatId: string; combatantId: string }) => void): Promise<void> {
  if (!game.user?.isGM) {
    send({ combatId, combatantId });
    return;
  }
  const combat = game.combats?.get(combatId) as unknown as RallyCombat | undefined;
  const done = combat ? await rally(combat, combatantId, { id: game.user.id ?? "", isGM: true }) : { refused: "unknownCombat" as const };
  const key = "refused" in done ? `ER.Resolution.Refused.${done.refused}` : `ER.Resolution.Rally.${done.result}`;
  ui.notifications?.info(game.i18n?.localize(key) ?? key);
}
