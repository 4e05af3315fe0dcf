/**
 * What a combatant's hexes in a movement phase read of its documents: its movement inputs (the
 * actor's profile, the terrain under its token, its conditions, a declared double move), the
 * forfeits of the round, its stand-up and mount-cost records as stored. Read for the tracker's rows
 * (tracker-input.ts) and for the ruler's reminder of earlier movers (canvas/engagement.ts), so the
 * two give the rules' `phaseMoveOrder` the same hexes (VARIANTS.md §13.3 row 7).
 */
import { actorProfile } from "../actors/profile";
import { MOUNT_COST_FLAG, STOOD_UP_FLAG, SYSTEM_ID } from "../constants";
import { tokenTerrain } from "../scene/token-terrain";
import {
  declaredDoubleMoveSpeed,
  forfeitLabel,
  movementAllowance,
  movementForfeitsInRound,
  movementPhaseAt,
  type ClockTime,
  type MovementInput,
  type Ruleset,
  type VariantMemory,
} from "../rules";
import { memoryFields, variantMemoryOf } from "./variant-input";
import { phaseHexesOf, type PhaseFacts } from "./phase-hexes";
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import type { TrackerCombatantInput } from "./tracker-types";

/** What a combatant's movement and phase hexes read of it (the system's Combatant, read alike from a token's). */
export type PhaseCombatant = Pick<ERCombatant, "actor" | "parent" | "token" | "conditionIds" | "erSystem">;

/** Movement inputs of a combatant: its actor's profile, the terrain under its token, its conditions. */
export function movementInputOf(combatant: PhaseCombatant): MovementInput | null {
  const actor = combatant.actor;
  if (!actor) return null;
  const profile = actorProfile(actor).movement;
  // A double move declared for this round doubles the speed before terrain; the declaration stands
  // for its round even if the variant is turned off meanwhile (rules: declaredDoubleMoveSpeed).
  const m = declaredDoubleMove(combatant) ? declaredDoubleMoveSpeed(profile, combatant.erSystem.doubleMoveRound ?? 0, clockRound(combatant)) : profile;
  const here = tokenTerrain(combatant.token);
  return {
    speed: m.speed,
    terrain: here.terrain,
    steep: here.steep,
    adaptation: m.adaptation,
    sureFooted: m.sureFooted,
    encumbranceSteps: m.encumbranceSteps,
    immobile: m.immobile,
    conditions: combatant.conditionIds,
  };
}

/** The actor's stand-up record as stored (`flags.enchanted-realms.stoodUp`, canvas/stand-up.ts), or undefined. */
function standUpFlagOf(combatant: PhaseCombatant, key: typeof STOOD_UP_FLAG | typeof MOUNT_COST_FLAG = STOOD_UP_FLAG): unknown {
  const flags = combatant.actor?.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  return flags?.[SYSTEM_ID]?.[key];
}

/**
 * The round of the combatant's combat as its clock shows it, 0 before it begins. A declaration is
 * recorded against the clock's round (commands.ts), and core's `round` is not the record
 * (clock-state.ts), so the two are read alike.
 */
function clockRound(combatant: PhaseCombatant): number {
  return (combatant.parent as ERCombat | null | undefined)?.clock?.round ?? 0;
}

/** Whether the combatant declared "Double move" for the round its combat's clock is in. */
export function declaredDoubleMove(combatant: PhaseCombatant): boolean {
  const round = clockRound(combatant);
  return round > 0 && (combatant.erSystem.doubleMoveRound ?? 0) === round;
}

/**
 * What a combatant's hexes in a phase read of it, as its tracker row carries them: its movement
 * inputs, the forfeits of the clock's round, its stand-up and mount-cost records as stored.
 */
export function phaseFactsOf(c: PhaseCombatant, memory: VariantMemory, clock: ClockTime | null, ruleset: Ruleset): PhaseFacts & Pick<TrackerCombatantInput, "movement"> {
  return {
    movement: movementInputOf(c),
    forfeits: clock === null ? {} : forfeitsIn(memory, clock.round, ruleset),
    standUp: standUpFlagOf(c),
    // Row 41: a dismounted rider's phases after its dismount's cost.
    mountCost: standUpFlagOf(c, MOUNT_COST_FLAG),
  };
}

/**
 * The combatant's hexes in the movement phase at `clock`, the number its tracker row shows there
 * (phase-hexes.ts): what the ruler's reminder of earlier movers gives the rules' `phaseMoveOrder`,
 * as the tracker does (VARIANTS.md §13.3 row 7). Undefined between movement seconds or without an
 * actor (its allowance unknown: the tracker has no phase entry for it either).
 */
export function phaseHexesNow(c: PhaseCombatant, clock: ClockTime, ruleset: Ruleset): number | undefined {
  const index = movementPhaseAt(clock.second);
  if (index === null) return undefined;
  const facts = phaseFactsOf(c, variantMemoryOf(c.erSystem), clock, ruleset);
  if (facts.movement === null) return undefined;
  return phaseHexesOf(facts, movementAllowance(facts.movement, ruleset), clock.second, index, { combatId: c.parent?.id ?? null, clock }, ruleset).hexes;
}

/**
 * The movement seconds of `round` whose phase a rule module's forfeit takes, with the forfeit's label
 * key: the rules' `movementForfeit` at each movement second, as the ruler asks it for a drag.
 */
export function forfeitsIn(memory: VariantMemory, round: number, ruleset: Ruleset): Partial<Record<number, string>> {
  const out: Partial<Record<number, string>> = {};
  for (const [second, id] of Object.entries(movementForfeitsInRound(round, memoryFields(memory), ruleset))) {
    const label = forfeitLabel(id);
    if (label !== null) out[Number(second)] = label;
  }
  return out;
}
