/**
 * Retreat (VARIANTS.md §4.9 row 19, 002:L337; §5.5 row 24, 003:L827; RESOLUTION.md RO-4, RT-10):
 * a combatant declares a retreat for the round, gives up that round's action and moves in full.
 * Under OSE its foes attack it at +2 and ignore its shield for the round (the attack model reads
 * `AttackTarget.retreating`); under the OSR hack a hit also stops it: the movement phases after the
 * blow are forfeited. This module: the config choice, the two models and the tracker command; the
 * memory slice and the decisions the adapters call are the core's (../../combat/retreat.ts).
 */
import { choice, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import type { CombatantCommand, CommandContext, RetreatModel } from "../../ruleset/points/combat";
import { RETREAT_MEMORY, retreatCommandRefusal, retreatMovementLost, type RetreatMemory } from "../../combat/retreat";
import type { MovementForfeit } from "../../ruleset/points/movement";

/** Book (003:L827): the retreat runs its course; foes' +2 and the ignored shield are the attack model's. */
export const OSE_RETREAT: RetreatModel = Object.freeze({ stopsOnHit: false });
/** Book (002:L337): "successfully hit by an attack … they stop moving". */
export const OSR_RETREAT: RetreatModel = Object.freeze({ stopsOnHit: true });

/**
 * VARIANTS.md §4.9, G2-14: a retreat a hit stopped forfeits the movement phases after the blow
 * ({@link retreatMovementLost}); the stop stands for its round even with the rule switched off.
 */
const RETREAT_STOP_FORFEIT: MovementForfeit = Object.freeze({
  id: "retreatStopped",
  label: "ER.Movement.Reason.retreatStopped",
  whileOff: true,
  setBy: "retreatStoppedAt",
  applies: (input) => retreatMovementLost(input.memory as unknown as RetreatMemory, { round: input.round, second: input.second }),
} satisfies MovementForfeit);

/** "Retreat this round": the GM or the combatant's owners, while {@link retreatCommandRefusal} allows it. */
const RETREAT_COMMAND: CombatantCommand = Object.freeze({
  id: "combat.retreat",
  labelKey: "ER.Variants.Retreat.Entry",
  icon: "fa-solid fa-person-running",
  who: "owner",
  visible: (ctx: CommandContext) => ctx.started && retreatCommandRefusal(ctx.action, ctx.memory, ctx.now) === null,
  operation: Object.freeze({ kind: "retreat" }),
});

export const retreat = {
  id: "combat.retreat",
  domain: "combat",
  fields: { "combat.retreat": choice("off", ["off", "ose", "osr"], "select") },
  presets: { ose: { "combat.retreat": "ose" }, osr: { "combat.retreat": "osr" } },
  memory: RETREAT_MEMORY,
  movementForfeits: [RETREAT_STOP_FORFEIT],
  contribute: (config): Contribution => {
    const rule = config.combat.retreat;
    if (rule === "off") return {};
    return { retreat: rule === "osr" ? OSR_RETREAT : OSE_RETREAT, combatantCommands: [RETREAT_COMMAND] };
  },
} as const satisfies RuleModule;

