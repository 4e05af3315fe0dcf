/**
 * Movement allowance for a round (RULES.md §5): speed − steps → terrain (with
 * adaptation) → conditions → split into the four phases.
 */
import { RulesError, assertNonNegativeInteger } from "./errors";
import { MAX_SPEED, MAX_STEPS, assertAtMost, assertList } from "./bounds";
import { conditionBlockingMovement, movementEffect } from "./conditions";
import { splitPhasesUnchecked, type PhaseSplit } from "./phases";
import {
  adaptTerrainUnchecked,
  assertTerrainAdaptation,
  assertTerrainId,
  hexesPerRoundUnchecked,
  type TerrainAdaptation,
  type TerrainId,
} from "./terrain";

export interface MovementInput {
  /** Listed speed on optimal ground, hexes per round (integer ≥ 0). */
  speed: number;
  terrain: TerrainId;
  adaptation?: Readonly<TerrainAdaptation>;
  sureFooted?: boolean;
  steep?: boolean;
  /** Steps in force (see stepsInForce), integer ≥ 0. */
  encumbranceSteps?: number;
  /** Cannot move at all (e.g. "other" group over capacity). */
  immobile?: boolean;
  conditions?: readonly string[];
}

export interface MovementResult {
  readonly hexesPerRound: number;
  readonly phases: PhaseSplit;
  /** Effective terrain after adaptation. */
  readonly terrain: TerrainId;
  /** A condition id that stops movement, "encumbrance" when immobile by load, else null. */
  readonly blockedBy: string | null;
}

/**
 * Decision (RULES.md §6 "everything else" × §7): an immobile creature gets 0 hexes and
 * blockedBy "encumbrance"; a blocking condition, if any, is named in preference.
 */
export const IMMOBILE_BLOCKER = "encumbrance";

/**
 * Decision (RULES.md §5): order of adjustments — speed − steps in force (never below 0)
 * → terrain with adaptation (round-half-up) → conditions (none → 0, half → round down)
 * → split into the four phases.
 */
export function movementAllowance(input: MovementInput): MovementResult {
  if (input === null || typeof input !== "object") {
    throw new RulesError("INVALID_ARGUMENT", "input", input, "expected a movement input object");
  }
  const { speed, terrain, adaptation, sureFooted, steep, immobile } = input;
  const steps = input.encumbranceSteps ?? 0;
  const conditions = input.conditions ?? [];
  assertNonNegativeInteger("speed", speed);
  assertTerrainId("terrain", terrain);
  if (adaptation !== undefined) assertTerrainAdaptation("adaptation", adaptation);
  assertNonNegativeInteger("encumbranceSteps", steps);
  assertAtMost("speed", speed, MAX_SPEED); assertAtMost("encumbranceSteps", steps, MAX_STEPS); assertList("conditions", conditions);

  const effective = adaptTerrainUnchecked(terrain, adaptation, sureFooted === true, steep === true);
  const effect = movementEffect(conditions);
  const blocker = conditionBlockingMovement(conditions);
  let hexes = hexesPerRoundUnchecked(Math.max(0, speed - steps), effective);
  if (effect === "none") hexes = 0;
  else if (effect === "half") hexes = Math.floor(hexes / 2);
  if (immobile === true) hexes = 0;
  return {
    hexesPerRound: hexes,
    phases: splitPhasesUnchecked(hexes),
    terrain: effective,
    blockedBy: blocker ?? (immobile === true ? IMMOBILE_BLOCKER : null),
  };
}

