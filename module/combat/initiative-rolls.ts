/**
 * Initiative outside a round transition (RULES.md §2): the GM's rolls for chosen combatants (a
 * re-roll, Roll All, Roll NPCs, a player's own roll asked for over the relay), and Reset
 * Initiative. Every score and action is the rules core's.
 */
import { applyMessageMode, currentMessageMode, gmMessageMode, createChatMessage } from "../compat";
import { NO_ACTION, actionForScoreAt, canRescore, initiativeFromParts, initiativeVariantOf, type ClockTime } from "../rules";
import { currentRuleset } from "../variants/setting";
import { variantMemoryOf } from "./variant-input";
import { sendRelay } from "./relay";
import { ERCombatant } from "./combatant";
import type { CombatHost } from "./combat-host";
import { INITIATIVE_FORMULA, rerollUnderModel } from "./round-dice";
import { writeCombatants } from "./writes";

/** On a player's client: one roll request per owned combatant in `list` waiting for its roll (the active GM's client checks and rolls, relay-gm.ts). */
export function requestOwnRolls(combat: CombatHost, list: readonly string[], now: ClockTime): void {
  // Players never write a score: they ask the active GM's client to roll (guards.ts, Decision).
  for (const id of list) {
    const c = combat.combatants.get(id);
    if (c instanceof ERCombatant && c.isOwner && combat.id && c.awaitsRoll(now.round)) {
      sendRelay({ kind: "roll", combatId: combat.id, combatantId: id });
    }
  }
}

/** The GM's rolls for `list` at `now`, writing the whole action, and their chat message. */
export async function rollFor(combat: CombatHost, list: readonly string[], now: ClockTime): Promise<void> {
  const updates: Record<string, unknown>[] = [];
  const rolled: Array<{ combatant: ERCombatant; roll: Roll }> = [];
  const ruleset = currentRuleset();
  for (const id of list) {
    const c = combat.combatants.get(id);
    // One action per round (RULES.md §1): an action that has landed this round is not re-rolled.
    if (!(c instanceof ERCombatant) || !c.isOwner || !canRescore(c.erSystem.action, now)) continue;
    if (initiativeVariantOf(ruleset) !== null) {
      const redo = await rerollUnderModel(c, now, ruleset);
      if (redo) {
        updates.push(redo.update);
        if (redo.roll) rolled.push({ combatant: c, roll: redo.roll });
      }
      continue;
    }
    const roll = new Roll(INITIATIVE_FORMULA);
    await roll.evaluate();
    const parts = initiativeFromParts(roll.total ?? 0, c.initiativeParts);
    // Only the GM's client gets here (players relay), so the whole action is written at once.
    const action = actionForScoreAt(c.erSystem.action, parts.score, now);
    if (action === null) continue;
    rolled.push({ combatant: c, roll });
    updates.push({
      _id: id,
      initiative: parts.score,
      "system.action": action,
      "system.parts": { round: now.round, ...parts },
    });
  }
  if (updates.length === 0) return;
  await writeCombatants(combat, updates);
  // The rolls just made, so the dice animate and the roll mode applies: hidden combatants' rolls
  // go to the GM only, as core does for hidden combatants.
  const mode = currentMessageMode();
  for (const [group, groupMode] of [
    [rolled.filter((r) => !r.combatant.hidden), mode],
    [rolled.filter((r) => r.combatant.hidden), gmMessageMode()],
  ] as const) {
    if (group.length === 0) continue;
    const first = group[0]!.combatant;
    const speaker = group.length === 1 ? ChatMessage.getSpeaker({ actor: first.actor, token: first.token, alias: first.name ?? undefined }) : undefined;
    const content = group.map(({ combatant, roll }) => `<p><strong>${foundry.utils.escapeHTML(combatant.name ?? "")}</strong> ${roll.total ?? ""}</p>`).join("");
    const data = { content, speaker, rolls: group.map((r) => r.roll), flavor: game.i18n?.localize("ER.Combat.OwnRoll") ?? "", flags: { core: { initiativeRoll: true } } };
    await createChatMessage(applyMessageMode(data, groupMode));
  }
}

/** The combatants still waiting for their own roll this round (players-roll setting). */
export function awaitingRoll(combat: CombatHost): ERCombatant[] {
  const now = combat.clock;
  if (!now) return [];
  return combat.erCombatants.filter((c) => c.awaitsRoll(now.round));
}

/**
 * Core's "Reset Initiative": clears every combatant's action with its score, so the clock and the
 * tracker agree (nobody acts until rolled again). A roll-once model's kept base, any hold and a
 * double move go with it, so the next round rolls afresh (a double move declared this round goes
 * with the action it traded, or the new roll would give an action on top of the doubled movement).
 * Tie-breaks stay, so a combatant waiting for its roll can still roll this round.
 */
export async function resetAll(combat: CombatHost): Promise<void> {
  const updates = combat.erCombatants.map((c) => ({
    _id: c.id,
    initiative: null,
    "system.action": { ...NO_ACTION },
    "system.spellName": "",
    "system.doubleMoveRound": 0,
    "system.variant": { ...variantMemoryOf(c.erSystem), model: "", base: 0, held: 0, readied: false, trigger: "", aheadOf: "" },
  }));
  if (updates.length > 0) {
    await writeCombatants(combat, updates);
  }
}
