/**
 * The combatant commands the ruleset's modules contribute (VARIANTS.md §3.3, §3.4, §4.1, §9.2):
 * hold an action, ready one, act now, and the GM's surprise marks before Begin Combat. Every
 * decision is the rules core's (offeredCommands, canHold, holdAction, canActNow, actNow,
 * variantTieBreaks); this module gathers the combatant's state, writes the result on the active
 * GM's client, and relays a non-GM owner's request there (relay.ts / relay-gm.ts check the sender,
 * ownership and every field again).
 */
import {
  actNow,
  actingAt,
  canActNow,
  canHold,
  holdAction,
  offeredCommand,
  offeredCommands,
  tieBreaksFrom,
  variantTieBreaks,
  type ClockTime,
  type CombatantCommand,
  type CommandContext,
  type CommandOperation,
  type CommandViewer,
  type MemoryMark,
  type Ruleset,
} from "../rules";
import { currentRuleset } from "../variants/setting";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { sendRelay } from "./relay";
import { postReadiedTrigger } from "./ready-note";
import { variantCombatantInput, variantMemoryOf } from "./variant-input";
import { applyMessageMode, currentMessageMode, gmMessageMode, createChatMessage } from "../compat";
import { writeCombatant, writeCombatants } from "./writes";

/** The acting user may work this combatant: the GM, or one of its owners. */
export function mayWorkCombatant(combatant: ERCombatant, user: { isGM?: boolean } | null | undefined): boolean {
  if (!user) return false;
  return user.isGM === true || combatant.ownedBy(user);
}

/** What a command's visibility reads of a combat and one of its combatants. */
export function commandContextOf(combat: ERCombat, combatant: ERCombatant): CommandContext {
  return { started: combat.started, now: combat.clock, action: combatant.erSystem.action, memory: variantMemoryOf(combatant.erSystem) };
}

/** Who is asking about a combatant. */
export function commandViewerOf(combatant: ERCombatant, user: { isGM?: boolean } | null | undefined): CommandViewer {
  return { gm: user?.isGM === true, owner: !!user && mayWorkCombatant(combatant, user) };
}

/** The ruleset's commands the acting user is offered for the combatant now (the tracker's menu). */
export function commandsFor(combat: ERCombat, combatant: ERCombatant, ruleset: Ruleset = currentRuleset()): CombatantCommand[] {
  if (!game.user) return [];
  return offeredCommands(commandContextOf(combat, combatant), commandViewerOf(combatant, game.user), ruleset);
}

/** The offered command doing what `matches` (null: none now, for this user). */
function offered(combat: ERCombat, combatant: ERCombatant, matches: (o: CommandOperation) => boolean): CombatantCommand | null {
  if (!game.user) return null;
  return offeredCommand(commandContextOf(combat, combatant), commandViewerOf(combatant, game.user), matches, currentRuleset());
}

/**
 * Holds (trigger null) or readies (trigger text) the combatant's action. A non-GM owner's request
 * goes to the active GM's client, which checks it again. `trigger` here is the acting client's
 * own text; the relay passes "" (the marker), so nothing a player sent is posted by the GM.
 */
export async function holdCombatant(combat: ERCombat, combatantId: string, trigger: string | null): Promise<void> {
  const c = combat.combatants.get(combatantId);
  const now = combat.clock;
  if (!(c instanceof ERCombatant) || !now || !mayWorkCombatant(c, game.user)) return;
  const ruleset = currentRuleset();
  if (!canHold({ action: c.erSystem.action, memory: variantMemoryOf(c.erSystem), now, ready: trigger !== null }, ruleset)) return;
  // The text goes to the GMs and owners only (ready-note.ts); the combatant and the relay carry the marker alone.
  if (trigger) await postReadiedTrigger(combat.id ?? "", c, trigger);
  const marker = trigger === null ? null : "";
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "hold", combatId: combat.id ?? "", combatantId, trigger: marker });
    return;
  }
  const next = holdAction({ action: c.erSystem.action, memory: variantMemoryOf(c.erSystem), now, trigger: marker }, ruleset);
  await writeCombatant(c, { "system.action": next.action, "system.variant": next.memory });
}

/** The combatant acting at `now` whose action a readied one goes just ahead of (§3.4): the first other one. */
export function triggerOf(combat: ERCombat, combatantId: string, now: ClockTime): string {
  return actingAt(combat.schedulerStates().filter((s) => s.id !== combatantId), now)[0] ?? "";
}

/**
 * The held combatant acts now: its action lands at this second and its base moves here for the rest
 * of the combat. A readied action takes a permanent place just ahead of the combatant acting now,
 * so every tie-break is recomputed in the same batch.
 */
export async function actNowCombatant(combat: ERCombat, combatantId: string): Promise<void> {
  const c = combat.combatants.get(combatantId);
  const now = combat.clock;
  if (!(c instanceof ERCombatant) || !now || !mayWorkCombatant(c, game.user)) return;
  const ruleset = currentRuleset();
  const memory = variantMemoryOf(c.erSystem);
  if (!canActNow(c.erSystem.action, memory, now, ruleset)) return;
  if (game.user?.isGM !== true) {
    sendRelay({ kind: "actNow", combatId: combat.id ?? "", combatantId });
    return;
  }
  const aheadOf = memory.readied ? triggerOf(combat, combatantId, now) : "";
  const next = actNow({ action: c.erSystem.action, memory, parts: c.initiativeParts, now, aheadOf }, ruleset);
  const updates: Record<string, unknown>[] = [{ _id: combatantId, initiative: next.action.score, "system.action": next.action, "system.variant": next.memory }];
  if (aheadOf) {
    const members = combat.erCombatants;
    const perms = tieBreaksFrom(members.map((m) => m.id ?? ""), members.map((_, i) => i / members.length));
    const ranks = variantTieBreaks(
      members.map((m) => ({ id: m.id ?? "", memory: m.id === combatantId ? next.memory : variantMemoryOf(m.erSystem), pc: m.hasPlayerOwner, perm: perms.get(m.id ?? "")! })),
      ruleset,
    );
    for (const m of members) {
      const rank = ranks.get(m.id ?? "");
      if (rank === undefined || rank === m.erSystem.tieBreak) continue;
      if (m.id === combatantId) updates[0]!["system.tieBreak"] = rank;
      else updates.push({ _id: m.id, "system.tieBreak": rank });
    }
  }
  await writeCombatants(combat, updates);
}

/**
 * The GM flips a mark of a combatant's memory before Begin Combat (rows 6, 23, 36), when a command
 * of the ruleset offers that mark now; an exclusive mark (the 13th Age ambusher) leaves the others.
 */
export async function toggleMark(combat: ERCombat, combatantId: string, mark: MemoryMark): Promise<void> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || game.user?.isGM !== true || combat.started) return;
  const command = offered(combat, c, (o) => o.kind === "toggleMark" && o.mark === mark);
  if (command?.operation.kind !== "toggleMark") return;
  const on = !variantMemoryOf(c.erSystem)[mark];
  if (!command.operation.exclusive) {
    await writeCombatant(c, { [`system.variant.${mark}`]: on });
    return;
  }
  const updates: Record<string, unknown>[] = [{ _id: combatantId, [`system.variant.${mark}`]: on }];
  if (on) for (const m of combat.erCombatants) if (m.id !== combatantId && variantMemoryOf(m.erSystem)[mark]) updates.push({ _id: m.id, [`system.variant.${mark}`]: false });
  await writeCombatants(combat, updates);
}

/** The GM marks (or unmarks) a combatant surprised before Begin Combat (rows 6, 23, 36). */
export async function toggleSurprised(combat: ERCombat, combatantId: string): Promise<void> {
  await toggleMark(combat, combatantId, "surprised");
}

/** The GM nominates (or un-nominates) the creature who starts a 13th Age ambush (row 6), before Begin Combat; one at a time. */
export async function toggleAmbusher(combat: ERCombat, combatantId: string): Promise<void> {
  await toggleMark(combat, combatantId, "ambusher");
}

/** The GM marks (or unmarks) an instigator before Begin Combat under the A5E surprise rule (row 36, GA-4): it rolls initiative with advantage. */
export async function toggleInstigator(combat: ERCombat, combatantId: string): Promise<void> {
  await toggleMark(combat, combatantId, "instigator");
}

/**
 * Decision (VARIANTS.md §5.4, GO-5, GO-5c): the GM rolls OSE surprise for the side (token
 * disposition) of a combatant, before Begin Combat: one d6 for the whole side; 1–2 marks every
 * combatant of that side surprised, anything else clears their marks. A side whose foes carry
 * light in the dark is not rolled for (`foesShowLight`). Both sides surprised cancel out at Begin
 * Combat (rules: surprisedAtStart). Returns the d6, or null when nothing was rolled.
 */
export async function rollOseSurprise(combat: ERCombat, combatantId: string, foesShowLight = false): Promise<number | null> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || game.user?.isGM !== true || combat.started) return null;
  const operation = offered(combat, c, (o) => o.kind === "rollSideSurprise")?.operation;
  if (operation?.kind !== "rollSideSurprise") return null;
  const side = variantCombatantInput(c, variantMemoryOf(c.erSystem)).side;
  const members = combat.erCombatants.filter((m) => variantCombatantInput(m, variantMemoryOf(m.erSystem)).side === side);
  const roll = new Roll("1d6");
  await roll.evaluate();
  const d6 = roll.total ?? 1;
  const surprised = operation.surprised(Math.min(6, Math.max(1, d6)), foesShowLight);
  const updates = members.map((m) => ({ _id: m.id, "system.variant.surprised": surprised }));
  await writeCombatants(combat, updates);
  const key = surprised ? "ER.Variants.Initiative.OseSurprised" : "ER.Variants.Initiative.OseNotSurprised";
  const sideLabel = game.i18n?.localize(`ER.Variants.Initiative.Side.${side}`) ?? side;
  const content = `<p>${foundry.utils.escapeHTML(game.i18n?.format(key, { side: sideLabel, d6: String(d6) }) ?? key)}</p>`;
  // The card follows the GM's own message mode; a side whose every member is hidden is rolled for
  // the GM's eyes only (its name and d6 would tell players that hidden foes are there).
  const mode = members.length > 0 && members.every((m) => m.hidden) ? gmMessageMode() : currentMessageMode();
  await createChatMessage(applyMessageMode({ content, rolls: [roll] }, mode));
  return d6;
}
