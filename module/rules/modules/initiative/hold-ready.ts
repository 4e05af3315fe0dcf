/**
 * Hold, ready and act now (VARIANTS.md §3.3, §3.4, §4.1, §9.2): what an initiative model that allows
 * them contributes. The rules are the core's (canHold, canActNow over the `holdReady` point); this
 * file turns a model's capability into its contribution and its tracker commands.
 */
import type { Contribution } from "../../ruleset/points";
import type { CombatantCommand, HoldReady } from "../../ruleset/points/combat";
import { canActNowUnder, canHoldUnder } from "../../initiative/hold";

/** 13th Age (001:L100–112): hold, ready, and act in the next round before the own action lands. */
export const A13_HOLD_READY: HoldReady = Object.freeze({ ready: true, actNextRound: true });
/** The OSR hack (002:L44): delay to a slower place in the same round only; no readying. */
export const OSR_HOLD_READY: HoldReady = Object.freeze({ ready: false, actNextRound: false });

/** The menu entries of a model's hold and ready: for the GM or the combatant's owners. */
export function holdReadyCommands(cap: HoldReady): readonly CombatantCommand[] {
  const hold: CombatantCommand = {
    id: "initiative.hold",
    labelKey: "ER.Variants.Initiative.Hold",
    icon: "fa-solid fa-hourglass-half",
    who: "owner",
    visible: (ctx) => ctx.now !== null && canHoldUnder(cap, ctx.action, ctx.memory, ctx.now, false),
    operation: { kind: "hold", ready: false },
  };
  const ready: CombatantCommand = {
    id: "initiative.ready",
    labelKey: "ER.Variants.Initiative.Ready",
    icon: "fa-solid fa-crosshairs",
    who: "owner",
    visible: (ctx) => ctx.now !== null && canHoldUnder(cap, ctx.action, ctx.memory, ctx.now, true),
    operation: { kind: "hold", ready: true },
  };
  const actNow: CombatantCommand = {
    id: "initiative.actNow",
    labelKey: "ER.Variants.Initiative.ActNow",
    icon: "fa-solid fa-bolt",
    who: "owner",
    visible: (ctx) => ctx.now !== null && canActNowUnder(cap, ctx.action, ctx.memory, ctx.now),
    operation: { kind: "actNow" },
  };
  return Object.freeze(cap.ready ? [hold, ready, actNow] : [hold, actNow]);
}

/** A model's contribution for its hold and ready. */
export function holdReadyContribution(cap: HoldReady): Contribution {
  return { holdReady: cap, combatantCommands: holdReadyCommands(cap) };
}
