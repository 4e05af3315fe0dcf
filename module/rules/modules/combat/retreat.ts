/**
 * Retreat (VARIANTS.md §4.9 row 19, 002:L337; §5.5 row 24, 003:L827; RESOLUTION.md RO-4, RT-10):
 * a combatant declares a retreat for the round, gives up that round's action and moves in full.
 * Under OSE its foes attack it at +2 and ignore its shield for the round (the attack model reads
 * `AttackTarget.retreating`); under the OSR hack a hit also stops it: the movement phases after the
 * blow are forfeited. One module: the config choice, the memory slice, the tracker command and the
 * pure decisions the adapters call.
 */
import { RulesError, assertIntegerInRange } from "../../errors";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND, assertActionRecord, assertObject } from "../../bounds";
import { ableToAct, type ActionRecord, type CombatantState } from "../../combat/action";
import { assertClockTime, fromAbsolute, toAbsolute, type ClockTime } from "../../time";
import { memInt, type MemoryOf } from "../../ruleset/memory";
import { choice, type MemoryModule } from "../../ruleset/types";
import type { Ruleset } from "../../ruleset/resolve";
import type { CombatantCommand, CommandContext, RetreatModel } from "../../ruleset/points/combat";
import type { MovementForfeit } from "../../ruleset/points/movement";
import { osrRetreatPhasesLost } from "../resolution/osr-attack";
import { tradedAction } from "../../variants/double-move";

/** The memory slice: the round a retreat was declared for, and the absolute second a hit stopped it (0: none). */
export const RETREAT_MEMORY = Object.freeze({
  retreatRound: memInt(0, MAX_CLOCK_ROUND, 0),
  retreatStoppedAt: memInt(0, MAX_ABSOLUTE_SECOND, 0),
});
export type RetreatMemory = MemoryOf<typeof RETREAT_MEMORY>;

/** Book (003:L827): the retreat runs its course; foes' +2 and the ignored shield are the attack model's. */
export const OSE_RETREAT: RetreatModel = Object.freeze({ stopsOnHit: false });
/** Book (002:L337): "successfully hit by an attack … they stop moving". */
export const OSR_RETREAT: RetreatModel = Object.freeze({ stopsOnHit: true });

/** Why a declaration is refused (key under "ER.Variants.Retreat.Refused." in lang/en.json). */
export type RetreatRefusal = "off" | "notStarted" | "already" | "acted" | "traded" | "unable" | "surprised";

/**
 * Decision (VARIANTS.md §4.9, §5.5): whether a retreat may be declared at `now` from what the
 * tracker's command sees (the action and the memory), without the rule in force or the
 * combatant's conditions ({@link retreatRefusal} adds those).
 * - Only in a started combat (`now` null: not started), once a round ("already").
 * - Not once the combatant's action has landed this round ("acted"): the retreat "takes up the
 *   PC's entire turn" (002:L337), and the OSE retreater "may not attack" this round (003:L827).
 * - Not when this round's action was already traded away (a double move: it lands nowhere) and
 *   is not a hold ("traded"); a held action has not acted and may still be given up.
 * An action still to land (this round's, or one carried in: a delay, a long cast) is given up.
 */
export function retreatCommandRefusal(action: ActionRecord, memory: Pick<RetreatMemory, "retreatRound"> & { readonly held: number }, now: ClockTime | null): RetreatRefusal | null {
  assertActionRecord("action", action);
  assertObject("memory", memory);
  assertIntegerInRange("memory.retreatRound", memory.retreatRound, 0, MAX_CLOCK_ROUND);
  if (now === null) return "notStarted";
  assertClockTime("now", now);
  if (memory.retreatRound === now.round) return "already";
  if (action.landsAt > 0 && fromAbsolute(action.landsAt).round === now.round && action.landsAt <= toAbsolute(now)) return "acted";
  if (action.startedRound === now.round && action.landsAt === 0 && action.delayedFrom === 0 && action.score > 0 && memory.held !== now.round) return "traded";
  return null;
}

/**
 * The full check the active GM makes before writing (and the tracker before offering): the rule in
 * force (`retreat` point), a combatant able to act (a defeated or stunned one has no turn to spend
 * fleeing), not kept out of the round by surprise (it loses its action and movement already,
 * VARIANTS.md §5.4), then {@link retreatCommandRefusal}.
 */
export function retreatRefusal(state: CombatantState, memory: Pick<RetreatMemory, "retreatRound"> & { readonly held: number }, now: ClockTime | null, surprised: boolean, ruleset: Ruleset): RetreatRefusal | null {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  if (typeof surprised !== "boolean") throw new RulesError("INVALID_ARGUMENT", "surprised", surprised, "expected true or false");
  if (!ruleset.points.retreat) return "off";
  if (!ableToAct(state)) return "unable";
  if (surprised) return "surprised";
  return retreatCommandRefusal(state.action, memory, now);
}

/** Whether a combatant with this memory retreats in `round` (a declaration stands for its round). */
export function retreatingIn(memory: Pick<RetreatMemory, "retreatRound">, round: number): boolean {
  assertObject("memory", memory);
  assertIntegerInRange("memory.retreatRound", memory.retreatRound, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("round", round, 0, MAX_CLOCK_ROUND);
  return round > 0 && memory.retreatRound === round;
}

/**
 * What the tracker row shows in `round` (VARIANTS.md §5.5): "retreating" while a retreat declared
 * for it runs, "stopped" once a hit stopped it (RT-10), null otherwise.
 */
export function retreatStatus(memory: RetreatMemory, round: number): "retreating" | "stopped" | null {
  if (!retreatingIn(memory, round)) return null;
  assertIntegerInRange("memory.retreatStoppedAt", memory.retreatStoppedAt, 0, MAX_ABSOLUTE_SECOND);
  return memory.retreatStoppedAt > 0 && fromAbsolute(memory.retreatStoppedAt).round === round ? "stopped" : "retreating";
}

/**
 * Decision (RESOLUTION.md RT-10, R20; VARIANTS.md G2-14): the second a hit landing at absolute
 * second `at` stops the retreat, or null when it does not: only under a rule that stops on a hit
 * (OSR), only in the round of the retreat, and only the first hit (a later one changes nothing).
 */
export function retreatStopAt(memory: RetreatMemory, at: number, ruleset: Ruleset): number | null {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  assertObject("memory", memory);
  assertIntegerInRange("memory.retreatStoppedAt", memory.retreatStoppedAt, 0, MAX_ABSOLUTE_SECOND);
  assertIntegerInRange("at", at, 1, MAX_ABSOLUTE_SECOND);
  const model = ruleset.points.retreat;
  if (!model?.stopsOnHit || memory.retreatStoppedAt > 0) return null;
  return retreatingIn(memory, fromAbsolute(at).round) ? at : null;
}

/**
 * Decision (VARIANTS.md G2-14, RESOLUTION.md RT-10): whether a stopped retreat forfeits the
 * movement at `now`: in the round of the stop, a movement second after the blow
 * (osrRetreatPhasesLost; a phase at the blow's own second is simultaneous and kept). The stop
 * stands for its round even if the rule is switched off meanwhile, like the declaration.
 */
export function retreatMovementLost(memory: RetreatMemory, now: ClockTime): boolean {
  assertObject("memory", memory);
  assertIntegerInRange("memory.retreatStoppedAt", memory.retreatStoppedAt, 0, MAX_ABSOLUTE_SECOND);
  assertClockTime("now", now);
  if (memory.retreatStoppedAt === 0 || !retreatingIn(memory, now.round)) return false;
  const hit = fromAbsolute(memory.retreatStoppedAt);
  return hit.round === now.round && osrRetreatPhasesLost(hit.second).includes(now.second);
}

/**
 * VARIANTS.md §4.9, G2-14: a retreat a hit stopped forfeits the movement phases after the blow
 * ({@link retreatMovementLost}); the stop stands for its round even with the rule switched off.
 */
const RETREAT_STOP_FORFEIT: MovementForfeit = Object.freeze({
  id: "retreatStopped",
  label: "ER.Movement.Reason.retreatStopped",
  whileOff: true,
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

export const retreat: MemoryModule<typeof RETREAT_MEMORY> = {
  id: "combat.retreat",
  domain: "combat",
  fields: { "combat.retreat": choice("off", ["off", "ose", "osr"], "select") },
  presets: { ose: { "combat.retreat": "ose" }, osr: { "combat.retreat": "osr" } },
  memory: RETREAT_MEMORY,
  movementForfeits: [RETREAT_STOP_FORFEIT],
  contribute: (config) => {
    const rule = config.combat.retreat;
    if (rule === "off") return {};
    return { retreat: rule === "osr" ? OSR_RETREAT : OSE_RETREAT, combatantCommands: [RETREAT_COMMAND] };
  },
};

/**
 * Decision (VARIANTS.md §4.9 "no action this round", §5.5): the action given up by a retreat, as
 * the double move's trade (tradedAction): it keeps its round and score, lands nowhere and is no
 * spell, so no roll of this round is due any more and the combatant rolls again next round.
 */
export function retreatedAction(action: ActionRecord, round: number): ActionRecord {
  return tradedAction(action, round);
}
