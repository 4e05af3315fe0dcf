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
import type { Ruleset } from "./ruleset/resolve";
import { movementPoints, type MovementPoints } from "./movement-points";
import {
  assertExtraCostSources,
  classHexesPerRoundUnchecked,
  combineMaskUnchecked,
  conditionMovementUnchecked,
  countedMask,
  extraCostMask,
  type ExtraCostSource,
} from "./movement-costs";

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
  /**
   * VARIANTS.md D7: the extra-cost sources at this hex and for this movement (a hazard, the swim /
   * climb / crawl action). Only the sources the ruleset lets count are used; the book uses none.
   */
  extraCosts?: readonly ExtraCostSource[];
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
 * → split into the four phases. A ruleset that changes movement goes on in {@link variantAllowance}.
 */
export function movementAllowance(input: MovementInput, ruleset: Ruleset): MovementResult {
  const points = movementPoints(ruleset);
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
  if (!points.isBook) return variantAllowance(input, points);

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


/**
 * Decision (VARIANTS.md D7, §6.3, §6.4, §8): the same order under a ruleset that changes movement —
 * speed − steps → terrain (as the `terrainAs` point sees it, with adaptation) as the book rounds it,
 * then the extra-cost count k as ⌊ ÷ (1 + k)⌋ (D7 amended 2026-11-25) → conditions (a crawl
 * already counted in k; none → 0, half → round down) → split.
 */
function variantAllowance(input: MovementInput, points: MovementPoints): MovementResult {
  const extra = input.extraCosts ?? [];
  assertExtraCostSources("extraCosts", extra);
  const conditions = input.conditions ?? [];
  const cm = conditionMovementUnchecked(conditions, points);
  let mask = countedMask(extraCostMask(extra), points);
  if (cm.crawl) mask |= extraCostMask(["crawl"]);
  const k = combineMaskUnchecked(mask, points.stacking);
  const terrain = points.terrainAs === null ? input.terrain : points.terrainAs[input.terrain];
  const effective = adaptTerrainUnchecked(terrain, input.adaptation, input.sureFooted === true, input.steep === true);
  let hexes = classHexesPerRoundUnchecked(Math.max(0, input.speed - (input.encumbranceSteps ?? 0)), effective, k);
  if (cm.effect === "none") hexes = 0;
  else if (cm.effect === "half") hexes = Math.floor(hexes / 2);
  if (input.immobile === true) hexes = 0;
  return {
    hexesPerRound: hexes,
    phases: splitPhasesUnchecked(hexes),
    terrain: effective,
    blockedBy: cm.blockedBy ?? (input.immobile === true ? IMMOBILE_BLOCKER : null),
  };
}
