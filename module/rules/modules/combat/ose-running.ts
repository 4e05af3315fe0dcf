/**
 * OSE running and exhaustion (VARIANTS.md §5.13, §13.1 D2, §13.3 row 32; 003:L681, L728–L736): a
 * combatant in pursuit runs at three times its encounter rate, split 4-3-3-2 after the product;
 * 300 s of running (15 ER rounds) leave it winded (−2 to attacks, damage and AC, the OSE attack
 * model's `winded`) until 1,800 s pass without running. This module: the config field, the figures,
 * the pursuit flag of combatant memory and its tracker command; the decisions are the core's
 * (../../world-clock.ts).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { CombatantCommand } from "../../ruleset/points/combat";
import type { RunningModel } from "../../ruleset/points/time";
import { memBool } from "../../ruleset/memory";

export const OSE_RUNNING: RunningModel = Object.freeze({
  // 003:L681 encounter rate = a third of the base rate; L728 runners move the base rate a round.
  factor: 3,
  // 003:L732 30 OSE rounds; §13.1 D2: 10 s each = 300 s = 15 ER rounds.
  windedAfter: 300,
  // 003:L736 "rested for three full turns" = 1,800 s.
  recoveryAfter: 1800,
});

/** "Pursuit (running)": the GM or the combatant's owners, at any time (the flag is read as world time passes). */
const PURSUIT_COMMAND: CombatantCommand = Object.freeze({
  id: "combat.pursuit",
  labelKey: "ER.Variants.Running.Entry",
  icon: "fa-solid fa-person-running",
  who: "owner",
  visible: () => true,
  operation: Object.freeze({ kind: "togglePursuit" }),
});

export const oseRunning = {
  id: "combat.oseRunning",
  domain: "combat",
  fields: { "combat.running": bool(false) },
  presets: { ose: { "combat.running": true } },
  memory: Object.freeze({ pursuit: memBool(false) }),
  contribute: () => ({ running: OSE_RUNNING, combatantCommands: [PURSUIT_COMMAND] }),
} as const satisfies RuleModule;
