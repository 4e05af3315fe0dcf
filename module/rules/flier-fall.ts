/**
 * A flier falls (VARIANTS.md §6.5, §13.3 row 39; 004:L24: "you may fall out of the sky when you are
 * knocked prone or have your Speed reduced to 0"), at the second `prone` or speed 0 applies, while a
 * rule module fills the `movementModes` point. Pure: the GM's client reads the token and writes
 * the drop (canvas/flier-fall.ts); the card is the falling rule's (./falling.ts), when in force.
 *
 * Decisions (VARIANTS.md §6.5):
 * - a flier is a token above the ground (elevation > 0; the map knows no ground height, so the
 *   ground is 0) that has the `fly` status or whose movement action reads the fly speed (fly,
 *   glide, hover), with or without the speed;
 * - speed 0 is a condition that takes every phase (RULES.md §7, e.g. stunned, restrained), being
 *   immobile under load, or the fly speed (the walking speed without one) worn to 0 by encumbrance
 *   steps ("your Speed");
 * - "may fall" is read as falls: the GM can undo the drop.
 */
import { assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import { movementPoints } from "./movement-points";
import { conditionBlockingMovement } from "./conditions";
import { movementConditions } from "./move-limits";
import { modeReadingUnchecked, storedModeSpeeds } from "./movement-modes";

/** What the GM's client reads of a token and its actor, as stored. */
export interface FlierFallInput {
  /** The token's elevation, in the scene's units. */
  readonly elevation: unknown;
  /** The actor's status ids. */
  readonly statuses: readonly string[];
  /** The token's current movement action (Foundry's), or null. */
  readonly action: unknown;
  /** The actor's speeds of its own, as stored. */
  readonly speeds: unknown;
  /** The actor's movement profile: walking speed, encumbrance steps, immobile. */
  readonly speed: unknown;
  readonly encumbranceSteps: unknown;
  readonly immobile: unknown;
}

/** Why a flier falls: prone, or speed 0 (by the condition named, or by load). */
export type FlierFallCause = "prone" | "speed0";

/**
 * Whether the token falls now, and why; null when it does not (no rule in force, not above the
 * ground, not flying, neither prone nor at speed 0). The drop is to elevation 0.
 */
export function flierFall(input: FlierFallInput, ruleset: Ruleset): FlierFallCause | null {
  assertObject("input", input); assertRuleset("ruleset", ruleset);
  const points = movementPoints(ruleset);
  if (points.modes === null) return null;
  const { elevation } = input;
  if (typeof elevation !== "number" || !Number.isFinite(elevation) || elevation <= 0) return null;
  const statuses = Array.isArray(input.statuses) ? input.statuses.filter((s): s is string => typeof s === "string") : [];
  const action = typeof input.action === "string" && input.action !== "" ? input.action : null;
  const speeds = storedModeSpeeds(input.speeds);
  const reading = modeReadingUnchecked(action, speeds, points);
  const flying = statuses.includes("fly") || (reading !== null && reading.kind !== "walk" && reading.mode === "fly");
  if (!flying) return null;
  if (statuses.includes("prone")) return "prone";
  const speed = typeof input.speed === "number" && Number.isFinite(input.speed) ? input.speed : 0;
  const steps = typeof input.encumbranceSteps === "number" && Number.isFinite(input.encumbranceSteps) ? input.encumbranceSteps : 0;
  // The speed it flies by: its fly speed, or (a token put in the air without one) its walking speed.
  if (conditionBlockingMovement(movementConditions(statuses)) !== null || input.immobile === true || (speeds.fly ?? speed) - steps <= 0) return "speed0";
  return null;
}

/**
 * The movement action a fallen flier's token is set to (004:L24: once down it no longer flies):
 * "walk" when its action reads the fly speed (fly, glide, hover, with the speed or refused for want
 * of it), null to keep it (walking, swimming, climbing…, or no movement-modes rule in force).
 */
export function landedAction(action: unknown, speeds: unknown, ruleset: Ruleset): "walk" | null {
  assertRuleset("ruleset", ruleset);
  const points = movementPoints(ruleset);
  if (points.modes === null || typeof action !== "string" || action === "") return null;
  const reading = modeReadingUnchecked(action, storedModeSpeeds(speeds), points);
  return reading !== null && reading.kind !== "walk" && reading.mode === "fly" ? "walk" : null;
}
