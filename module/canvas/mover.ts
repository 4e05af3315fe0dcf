/**
 * A token as the movement rules see it: the mover, the window of the combat clock, and the limits
 * that follow. Everything is read once, by canvas/move-input.ts (the token, its actor, its combat);
 * this file hands that record to the rules' one entry point (`movePlanOf`: double move, forfeit,
 * window, limits, stand-up) and keeps the result per token and input.
 */
import { movePlanOf, storedDoubleMoveSpeed, type MoveLimits, type Mover, type PhaseIndex } from "../rules";
import type { HexLayout } from "../rules/hex";
import { currentRuleset } from "../variants/setting";
import { moveInputOf, sceneHexLayout } from "./move-input";
import { movementVariants, variantMoveParts, type VariantMoveParts } from "./variant-costs";

export { sceneHexLayout };

export interface MoveContext {
  readonly mover: Mover;
  readonly limits: MoveLimits;
  /**
   * The token is a combatant of a started combat: the clock's phase, or null at a second that is
   * not a movement second. Undefined outside combat (no enforcement).
   */
  readonly phase: PhaseIndex | null | undefined;
  readonly layout: HexLayout;
  /** Changes whenever anything the limits depend on changes (for caches). */
  readonly signature: string;
  /** The ruleset the limits were made under, and the cost class of each hex by movement action. */
  readonly variants: VariantMoveParts;
  /**
   * VARIANTS.md §13.1, GT-9: units of the phase already used beyond the movement history, i.e.
   * the share of it standing up from a crawl took (this phase or an earlier one of the round); 0
   * otherwise. Every reader of the used cost (ruler, enforcement, reachable area) adds it.
   */
  readonly spentOffset: number;
  /** A speed switched to with nothing left of it this phase (VARIANTS.md §6.5, 004:L25): the reason's lang key, or null. */
  readonly modeRefused: string | null;
  /** The phase mixes speeds (re-priced by the switching rule). */
  readonly modeMixed: boolean;
}

const memo = new Map<string, MoveContext | null>();

/**
 * The move context of a token on a hex scene, or null when the scene is not hexagonal, the token
 * has no actor or the rules refuse the mover (core's measurement and no enforcement then apply).
 * The input is read once per call; the rules are asked once per token and input (memo).
 */
export function moveContextOf(token: TokenDocument.Implementation, steps?: unknown): MoveContext | null {
  const input = moveInputOf(token, steps);
  if (input === null) return null;
  const ruleset = movementVariants(currentRuleset);
  const key = JSON.stringify([input, ruleset.modules]);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const plan = movePlanOf(input, ruleset);
  let context: MoveContext | null = null;
  if (plan !== null) {
    const { layout, window, mover, clock, spentOffset } = plan;
    const disposition = input.disposition;
    const signature = JSON.stringify([layout, window, mover, clock?.round ?? null, ruleset.modules, disposition, spentOffset]);
    context = { mover, limits: plan.limits, phase: plan.phase, layout, signature, variants: variantMoveParts(mover, ruleset, disposition), spentOffset: plan.spentOffset, modeRefused: plan.modeRefused, modeMixed: plan.modeMixed };
  }
  if (memo.size > 256) memo.clear();
  memo.set(key, context);
  return context;
}

/**
 * A combatant's speed inputs, doubled when its system data declares a double move for `round`
 * (rules: storedDoubleMoveSpeed; the tracker and the combat tests read it from the system data).
 */
export function doubleMovedSpeed(profile: { speed: number; encumbranceSteps: number }, combatantSystem: unknown, round: number | null): { speed: number; encumbranceSteps: number } {
  const stored = (combatantSystem as { doubleMoveRound?: unknown } | null | undefined)?.doubleMoveRound;
  const doubled = storedDoubleMoveSpeed({ speed: profile.speed, encumbranceSteps: profile.encumbranceSteps }, stored, round);
  return doubled.speed === profile.speed && doubled.encumbranceSteps === profile.encumbranceSteps ? profile : doubled;
}
