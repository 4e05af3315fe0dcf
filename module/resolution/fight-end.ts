/**
 * The end of a fight and the clock after it (RESOLUTION.md R10, RT-5, RT-6, RT-7, RS-5, R16), on
 * the active GM's client. When a Combat is deleted (core's End Combat deletes it), in this order:
 * OSR deadlines (`zeroHealth.deadline`: dead now, or a world-time watcher), then the model's battle
 * end (`zeroHealth.battleEnd` / `fightEnded`: 13A failures, rallies, lasting wounds) and temporary
 * health to 0 (`healing.tempHealth`). A combatant's first initiative roll of a combat clears its
 * temporary health (RT-6). Every automatic `dead` is posted with an Undo (R8). No model id is read.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { DyingState, HealthState } from "../rules/resolution/types";
import type { ZeroHealthModel } from "../rules/ruleset/points/resolution";
import { keepsTempHealth, zeroHealthModelOf } from "../rules/resolution/models";
import { actorFighter } from "./fighter";
import { DEAD, addStatus, removeStatus } from "./statuses";
import { isDying } from "./death-save";
import type { Asker, HealthActor } from "./apply";
import type { RefusalReason } from "../combat/refusals";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";
import { LEGACY_RALLIES, memoryOf, remember, type MemoryCombat } from "./combat-memory";
import { recordedState } from "./dying-guard";
import { documentAt, everyActor } from "./documents";
import { onDocumentHook } from "./hooks";

/** The actor flag of a dying creature's deadline in world seconds, set at the fight's end (RT-5). */
export const DEADLINE_FLAG = "deadlineAt";
/** The flag of the R8 notice of a deadline death: the actor, for its Undo. */
export const DEADLINE_DEATH_FLAG = "deadlineDeath";

export type EndActor = HealthActor & { uuid?: string; name?: string; type?: string; system?: unknown; flags?: Record<string, Record<string, unknown> | undefined> };

interface EndCombatant {
  id: string | null;
  parent?: MemoryCombat | null;
  actor: EndActor | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

interface EndCombat {
  system?: unknown;
  combatants: { contents?: EndCombatant[] } & Iterable<EndCombatant>;
}

function localize(key: string, data: Record<string, string> = {}): string {
  return game.i18n?.format(key, data) ?? key;
}

/** Posts an automatic `dead` with its Undo (R8): public, like the overlay it reports. */
async function postDeadlineDeath(actor: EndActor): Promise<void> {
  const escape = foundry.utils.escapeHTML;
  const content = `<div class="er-deadline-death"><p>${escape(localize("ER.Resolution.Dying.OsrDead", { name: actor.name ?? "" }))} <strong>${escape(actor.name ?? "")}</strong></p><button type="button" data-er-undo-dead>${escape(localize("ER.Resolution.Op.undo"))}</button></div>`;
  await createChatMessage({ content, flags: { [SYSTEM_ID]: { [DEADLINE_DEATH_FLAG]: { actorUuid: actor.uuid ?? "" } } } });
}

async function markDead(actor: EndActor): Promise<void> {
  await actor.update({ [`flags.${SYSTEM_ID}.${DEADLINE_FLAG}`]: null });
  await addStatus(actor, DEAD, false);
  await postDeadlineDeath(actor);
}

/** The actors of a combat, each once (a linked actor may have several tokens in it). */
function actorsOf(combat: EndCombat): EndActor[] {
  const seen = new Set<EndActor>();
  for (const c of combat.combatants.contents ?? [...combat.combatants]) if (c.actor) seen.add(c.actor);
  return [...seen];
}

function healthWrite(before: HealthState, after: HealthState, tempHealth: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (after.value !== before.value) out["system.health.value"] = after.value;
  if (after.below !== before.below) out["system.health.below"] = after.below;
  if (tempHealth && after.temp !== before.temp) out["system.health.temp"] = after.temp;
  return out;
}

/**
 * RT-7 at a combat's end, on the active GM's client: `fightEnd` is the combat's last absolute second,
 * `worldTime` the world time now (the watcher's clock carries on from it).
 */
export async function endFight(combat: EndCombat, worldTime: number): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  const ruleset = currentRuleset();
  const zero = zeroHealthModelOf(ruleset);
  const tempHealth = keepsTempHealth(ruleset);
  const absolute = (combat.system as { absolute?: unknown } | undefined)?.absolute;
  const fightEnd = typeof absolute === "number" && Number.isSafeInteger(absolute) ? absolute : null;
  for (const actor of actorsOf(combat)) {
    try {
      await endFightFor(actor, zero, tempHealth, fightEnd, worldTime);
    } catch (error) {
      // One actor's stored state the rules refuse must not leave the others' deadlines and battle end undone.
      console.error(`Enchanted Realms | the end of the fight was not applied to ${actor.name ?? actor.uuid ?? "an actor"}`, error);
    }
  }
}

type ZeroPoint = ZeroHealthModel | null;

/** RT-7 for one actor of the ended fight: its deadline (RS-5), the model's battle end, temporary health to 0 (R16). */
async function endFightFor(actor: EndActor, zero: ZeroPoint, tempHealth: boolean, fightEnd: number | null, worldTime: number): Promise<void> {
  const own = actorFighter(actor);
  // A player-owned actor's dying state is the GM's record (dying-guard.ts), not what its owner may have written.
  const recorded = recordedState(actor);
  const fighter = recorded ? { ...own, dying: recorded.dying } : own;
  // RS-5: dead once the later of the minute and the fight's end has come; else a watcher.
  if (zero?.deadline && fightEnd !== null && isDying(actor) && !fighter.dying.stable && fighter.dying.since !== null) {
    const deadline = zero.deadline(fighter.dying.since, fightEnd);
    if (deadline <= fightEnd) {
      await markDead(actor);
      return;
    }
    await actor.update({ [`flags.${SYSTEM_ID}.${DEADLINE_FLAG}`]: worldTime + (deadline - fightEnd) });
  }
  if (!zero && !tempHealth) return;
  const update: Record<string, unknown> = {};
  let dying: DyingState = fighter.dying;
  if (zero?.battleEnd) {
    const after = zero.battleEnd({ health: fighter.health, dying: fighter.dying, lastingWounds: fighter.lastingWounds, droppedToZero: fighter.dying.since !== null || fighter.dying.failures > 0 });
    Object.assign(update, healthWrite(fighter.health, after.health, tempHealth));
    dying = after.dying;
    if (after.lastingWounds !== fighter.lastingWounds) update["system.lastingWounds"] = after.lastingWounds;
    // The rallies are the Combat's memory now (combat-memory.ts), gone with it; an earlier version's actor flag is reset.
    if (actor.flags?.[SYSTEM_ID]?.[LEGACY_RALLIES] !== undefined) update[`flags.${SYSTEM_ID}.${LEGACY_RALLIES}`] = after.rallies;
  } else {
    if (zero) dying = zero.fightEnded(fighter.dying);
    // R16: temporary health drops to 0 after a battle.
    if (tempHealth && fighter.health.temp !== 0) update["system.health.temp"] = 0;
  }
  if (JSON.stringify(dying) !== JSON.stringify(fighter.dying)) update["system.dying"] = { ...dying };
  if (Object.keys(update).length > 0) await actor.update(update);
}

/**
 * The world-time watcher (RT-5): an actor whose deadline has come is dead unless it was stabilised
 * (`dying.stable`) or healed (no longer dying) first; then its deadline is dropped.
 */
export async function checkDeadlines(actors: Iterable<EndActor>, worldTime: number): Promise<number> {
  if (!game.users?.activeGM?.isSelf) return 0;
  let dead = 0;
  for (const actor of actors) {
    const recorded = recordedState(actor);
    const at = recorded ? recorded.deadlineAt : actor.flags?.[SYSTEM_ID]?.[DEADLINE_FLAG];
    if (typeof at !== "number") continue;
    const own = actorFighter(actor);
    const fighter = recorded ? { ...own, dying: recorded.dying } : own;
    if (!isDying(actor) || fighter.dying.stable) {
      await actor.update({ [`flags.${SYSTEM_ID}.${DEADLINE_FLAG}`]: null });
      continue;
    }
    if (worldTime < at) continue;
    await markDead(actor);
    dead++;
  }
  return dead;
}

/**
 * RT-6: a combatant's first initiative roll of a combat clears its temporary health (later rolls
 * of a per-round model leave it), where the healing model keeps temporary health. The Combat
 * remembers that it did (combat-memory.ts), where the combatant's owner cannot undo it.
 */
export async function clearTempAtFirstRoll(combatant: EndCombatant, changed: unknown): Promise<boolean> {
  if (!game.users?.activeGM?.isSelf || !keepsTempHealth(currentRuleset())) return false;
  const c = changed as { initiative?: unknown; system?: { action?: unknown } } | null;
  if (c?.initiative === undefined && c?.system?.action === undefined) return false;
  if (c?.initiative === null) return false;
  const combat = combatant.parent;
  if (!combat || !combatant.id || memoryOf(combat, combatant.id).tempCleared === true) return false;
  await remember(combat, combatant.id, { tempCleared: true });
  const actor = combatant.actor;
  if (!actor || actorFighter(actor).health.temp === 0) return true;
  await actor.update({ "system.health.temp": 0 });
  return true;
}

/** The parts of a deadline death's notice its Undo reads and writes. */
export interface DeadlineDeathMessage extends AuthoredMessage {
  flags: Record<string, Record<string, unknown> | undefined>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * The Undo of a deadline death (R8), the GM's: lifts `dead` from the actor its notice names; the
 * dying state stays as it was. Only on a notice a GM wrote, and once.
 */
export async function undoDeadlineDeath(message: DeadlineDeathMessage, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  const record = message.flags[SYSTEM_ID]?.[DEADLINE_DEATH_FLAG] as { actorUuid?: unknown; undone?: unknown } | undefined;
  if (!gmAuthored(message) || typeof record?.actorUuid !== "string") return "unknownMessage";
  if (record.undone === true) return "nothingToUndo";
  const actor = documentAt<EndActor>(record.actorUuid);
  if (!actor) return "unknownTarget";
  if (!actor.statuses.has(DEAD)) return "nothingToUndo";
  await removeStatus(actor, DEAD);
  await message.update({ [`flags.${SYSTEM_ID}.${DEADLINE_DEATH_FLAG}.undone`]: true });
  return null;
}

/**
 * The fight's end and the deadlines' watch (RESOLUTION.md RT-7, RS-5, R16; at init): core's End
 * Combat deletes the Combat, world time moves the deadlines, and a combatant's first initiative roll
 * of a combat clears its temporary health (RT-6).
 */
export function registerFightEnd(): void {
  onDocumentHook<EndCombat, "deleteCombat">("deleteCombat", (combat) => void endFight(combat, game.time?.worldTime ?? 0));
  Hooks.on("updateWorldTime", (worldTime) => void checkDeadlines(everyActor<EndActor>(), worldTime));
  onDocumentHook<EndCombatant, "updateCombatant">("updateCombatant", (combatant, changed) => void clearTempAtFirstRoll(combatant, changed));
}
