/**
 * The tracker's combatant menu: the GM's situational modifier, the double move, and every command
 * the ruleset's modules contribute (the `combatantCommands` point), rendered from their
 * descriptors. A player's hold and act now are relayed; the active GM checks them again
 * (relay-gm.ts); the GM's marks are checked again when written (variant-actions.ts).
 */
import { PRESETS, PRESET_IDS, combatantCommandsOf, moraleModelOf, resolveRuleset, type CombatantCommand } from "../rules";
import { contextMenuEntry } from "../compat";
import { currentRuleset } from "../variants/setting";
import type { ERCombat, ERCombatant } from "./documents";
import { promptReadyTrigger, promptSituational } from "./dialogs";
import { mayDeclareDoubleMove } from "./tracker-input";
import { moraleRoller } from "./morale-port";
import { attackFromRow, mayAttackFromRow } from "./tracker-attack";
import { declareRetreat } from "./retreat";
import { requestDisengage } from "./disengage";
import { promptIntercept } from "./intercept-foundry";
import { togglePursuit } from "./world-clock";
import { requestMount } from "./mount-request";
import { actNowCombatant, commandsFor, holdCombatant, rollOseSurprise, toggleMark } from "./variant-actions";
import { writeCombatant } from "./writes";

/** What the menu reads of the tracker: the viewed combat and the combatant of a row. */
export interface TrackerMenuHost {
  readonly erCombat: ERCombat | null;
  combatantOf(target: HTMLElement): ERCombatant | null;
}

const t = (key: string): string => game.i18n?.localize(key) ?? key;

/**
 * Every command a ruleset could offer, once each: the one in force and each preset's. The menu's
 * entries may be built once for the tracker's life, so each gets an entry now and is shown only
 * while the ruleset in force offers it for the row (a change of the rule variants needs no rebuild).
 */
function knownCommands(): CombatantCommand[] {
  const byId = new Map<string, CombatantCommand>();
  for (const ruleset of [currentRuleset(), ...PRESET_IDS.map((p) => resolveRuleset(PRESETS[p]))]) {
    for (const c of combatantCommandsOf(ruleset)) if (!byId.has(c.id)) byId.set(c.id, c);
  }
  return [...byId.values()];
}

/** Carries out a command the ruleset in force offers now (looked up again by id at the click). */
export async function runCommand(combat: ERCombat, combatant: ERCombatant, id: string): Promise<void> {
  const command = commandsFor(combat, combatant).find((c) => c.id === id);
  const cid = combatant.id;
  if (!command || !cid) return;
  const op = command.operation;
  switch (op.kind) {
    case "hold": {
      if (!op.ready) return holdCombatant(combat, cid, null);
      const trigger = await promptReadyTrigger(combatant.name ?? "");
      if (trigger !== null) await holdCombatant(combat, cid, trigger);
      return;
    }
    case "actNow":
      return actNowCombatant(combat, cid);
    case "toggleMark":
      return toggleMark(combat, cid, op.mark);
    case "rollSideSurprise":
      await rollOseSurprise(combat, cid);
      return;
    case "retreat":
      return declareRetreat(combat, cid);
    case "disengage":
      return requestDisengage(combat, cid);
    // VARIANTS.md §13.3 row 7: the movers it may intercept now, by name (hidden ones never for a player).
    case "intercept":
      return promptIntercept(combat, combatant);
    case "togglePursuit":
      return togglePursuit(combat, cid);
    case "mount":
    case "dismount":
      return requestMount(combat, cid, op.kind);
  }
}

/** The entries the system adds to the combatant menu, in the running version's shape. */
export function trackerMenuEntries(host: TrackerMenuHost): unknown[] {
  const situational = contextMenuEntry({
    label: t("ER.Combat.Situational.Title"),
    icon: "fa-solid fa-plus-minus",
    visible: () => game.user?.isGM === true,
    onClick: async (target) => {
      const c = host.combatantOf(target);
      if (!c) return;
      const value = await promptSituational(c);
      if (value !== null) await writeCombatant(c, { "system.situational": value }, {});
    },
  });
  // "Double move (no action)" for the GM or the combatant's owner, while the rules allow it.
  const doubleMove = contextMenuEntry({
    label: t("ER.Variants.DoubleMove.Entry"),
    icon: "fa-solid fa-person-running",
    visible: (target) => {
      const c = host.combatantOf(target);
      const combat = host.erCombat;
      return !!c && !!combat && mayDeclareDoubleMove(combat, c);
    },
    onClick: async (target) => {
      const c = host.combatantOf(target);
      if (c?.id) await host.erCombat?.declareDoubleMove(c.id);
    },
  });
  const commands = knownCommands().map((command) =>
    contextMenuEntry({
      label: t(command.labelKey),
      icon: command.icon,
      visible: (target) => {
        const c = host.combatantOf(target);
        const combat = host.erCombat;
        return !!c && !!combat && commandsFor(combat, c).some((o) => o.id === command.id);
      },
      onClick: async (target) => {
        const c = host.combatantOf(target);
        const combat = host.erCombat;
        if (c && combat) await runCommand(combat, c, command.id);
      },
    }),
  );
  // RO-11: the GM's "Check morale", while the ruleset in force has a morale point (the book: off).
  const morale = contextMenuEntry({
    label: t("ER.Resolution.Morale.Entry"),
    icon: "fa-solid fa-flag",
    visible: (target) => game.user?.isGM === true && moraleModelOf(currentRuleset()) !== null && !!host.combatantOf(target)?.actor,
    onClick: async (target) => {
      const c = host.combatantOf(target);
      const combat = host.erCombat;
      const roll = moraleRoller();
      if (c && combat && roll) await roll(combat, c);
    },
  });
  // RESOLUTION.md §7.1: the item's Attack from the row at the combatant's second (owner or GM).
  const attack = contextMenuEntry({
    label: t("ER.Combat.RowAttack.Entry"),
    icon: "fa-solid fa-khanda",
    visible: (target) => {
      const c = host.combatantOf(target);
      const combat = host.erCombat;
      return !!c && !!combat && mayAttackFromRow(combat, c, game.user);
    },
    onClick: async (target) => {
      const c = host.combatantOf(target);
      const combat = host.erCombat;
      if (c && combat) await attackFromRow(combat, c, game.user);
    },
  });
  return [attack, situational, doubleMove, ...commands, morale];
}
