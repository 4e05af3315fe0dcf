/**
 * 13A: an ally stabilises a dying PC (RESOLUTION.md §4.1 R13-7 "Stabilise", §7.6; 001:L383, L385).
 * The ally is the clicking user's controlled token's actor, else the user's assigned character;
 * the check (d20 + the ally's WIS modifier against DC 10, the model's `allyStabilise`) is rolled on
 * the active GM's client, which a player asks over the relay (kind `stabilise`) with the two
 * actors' uuids only. The GM's client checks that the sender owns the ally and that it is the ally's
 * action second with its standard action unspent (the Combat's memory, combat-memory.ts). Success
 * writes `dying.stable`; the result is posted for everyone, as the roll of a visible action. No
 * model id is read.
 */
import { createChatMessage } from "../compat";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { actorFighter } from "./fighter";
import { DEAD } from "./statuses";
import { isDying } from "./death-save";
import { stabilise } from "./stabilise";
import type { Asker, HealthActor } from "./apply";
import { atActionSecond, type RallyCombat, type RallyCombatant } from "./rally";
import { actionKey, memoryOf, oneAtATime, remember } from "./combat-memory";
import { controlledTokens, userCharacter, worldCombats } from "./documents";
import { allyStabiliseRuleOf } from "../rules/resolution/models";
import { rolledTotal } from "./dice";

export type AllyActor = HealthActor & { uuid?: string; name?: string; type?: string; system?: unknown };

function localize(key: string, data: Record<string, string | number> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

async function rollNatural(): Promise<number> {
  const roll = await new Roll("1d20").evaluate();
  const total = rolledTotal(roll, 1);
  return Math.max(1, Math.min(20, total));
}

/** Whether the sheet offers an ally's Stabilise on `actor`: the model has one and the PC is dying, not stable yet. */
export function offersAllyStabilise(actor: AllyActor): boolean {
  if (!allyStabiliseRuleOf(currentRuleset()) || !isDying(actor)) return false;
  return !actorFighter(actor).dying.stable;
}

/** A running combat as searched here for the ally's combatant. */
type SlotCombat = RallyCombat & { id: string | null; combatants: { contents?: Array<RallyCombatant & { id: string | null }> } & Iterable<RallyCombatant & { id: string | null }> };

/** The ally's combatant whose action second is now (001:L383 "as a standard action"), in a running combat; null when none. */
function allyActionSlot(ally: AllyActor): { combat: SlotCombat; combatantId: string; absolute: number } | null {
  const combats = worldCombats<SlotCombat>().filter((c) => c.started === true);
  for (const combat of combats) {
    for (const c of combat.combatants.contents ?? [...combat.combatants]) {
      const own = c.actor as AllyActor | null;
      const same = own !== null && (own === ally || (own.uuid !== undefined && own.uuid === ally.uuid));
      if (same && c.id && atActionSecond(combat, c)) return { combat, combatantId: c.id, absolute: (combat.system as { absolute: number }).absolute };
    }
  }
  return null;
}

/**
 * The ally's check for `asker` (the GM, or a player by the relay) on the active GM's client:
 * refused unless the asker owns the ally, the ally is another actor able to act (not dying,
 * unconscious or dead), at its action second in a running fight with its standard action unspent,
 * and the PC is dying and not yet stable. An attempt spends that action (a failure wastes it,
 * 001:L383), unless the check is quick (25+). One actor update on success.
 */
export async function allyStabilise(dying: AllyActor, ally: AllyActor, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM && !ally.testUserPermission(asker, "OWNER")) return "notOwner";
  const rule = allyStabiliseRuleOf(currentRuleset());
  if (!rule || !isDying(dying)) return "notDying";
  if (actorFighter(dying).dying.stable) return "alreadyStable";
  if (ally === dying || (ally.uuid !== undefined && ally.uuid === dying.uuid) || isDying(ally) || ally.statuses.has(DEAD) || ally.statuses.has("unconscious")) return "allyCannotAct";
  const slot = allyActionSlot(ally);
  if (!slot) return "cannotAct";
  return oneAtATime<RefusalReason | null>(actionKey(slot.combat.id, slot.combatantId), "actionUsed", async () => {
    if (memoryOf(slot.combat, slot.combatantId).actionSpentAt === slot.absolute) return "actionUsed";
    const natural = await rollNatural();
    const result = rule.check(natural, actorFighter(ally));
    if (!result.quick) await remember(slot.combat, slot.combatantId, { actionSpentAt: slot.absolute });
    // Read again after the rolls: another request may have stabilised the PC meanwhile.
    const before = actorFighter(dying).dying;
    if (result.stable && !before.stable) await dying.update({ "system.dying": { ...before, stable: true } });
    const escape = foundry.utils.escapeHTML;
    const line = localize(`ER.Resolution.AllyStabilise.${result.stable ? (result.quick ? "quick" : "stable") : "fail"}`, { ally: ally.name ?? "", name: dying.name ?? "", natural, modifier: result.modifier >= 0 ? `+${result.modifier}` : `${result.modifier}`, total: result.total });
    await createChatMessage({ content: `<div class="er-stabilise"><p>${escape(line)}</p></div>` });
    return null;
  });
}

/** The ally a user stabilises `dying` with: its first controlled token's actor that it owns (not the PC itself), else its assigned character. */
export function allyOfUser(dying: AllyActor): AllyActor | null {
  const user = game.user;
  if (!user) return null;
  const owned = (a: AllyActor | null | undefined): a is AllyActor => !!a && a !== dying && a.testUserPermission(user, "OWNER");
  const controlled = controlledTokens<{ actor: AllyActor | null }>().map((t) => t.actor).find(owned);
  if (controlled) return controlled;
  const character = userCharacter<AllyActor>();
  return owned(character) ? character : null;
}

/**
 * The sheet's Stabilise button: an ally's check where the model has one (the GM rolls here; a
 * player asks the active GM with the two uuids), else the GM's own stabilise (OSR, stabilise.ts).
 */
export async function stabiliseClicked(actor: AllyActor, send: (request: { actorUuid: string; allyUuid: string }) => void): Promise<void> {
  const warn = (key: string) => ui.notifications?.warn(game.i18n?.localize(key) ?? key);
  if (!allyStabiliseRuleOf(currentRuleset())) {
    if (game.user?.isGM) await stabilise(actor, { id: game.user.id ?? "", isGM: true });
    return;
  }
  const ally = allyOfUser(actor);
  if (!ally?.uuid || !actor.uuid) return void warn("ER.Resolution.AllyStabilise.NoAlly");
  if (!game.user?.isGM) return send({ actorUuid: actor.uuid, allyUuid: ally.uuid });
  const reason = await allyStabilise(actor, ally, { id: game.user.id ?? "", isGM: true });
  if (reason) warn(`ER.Resolution.Refused.${reason}`);
}
