/**
 * A token as the movement rules see it: the mover, the window of the combat clock, and the limits
 * that follow. Everything is read once, by canvas/move-input.ts (the token, its actor, its combat);
 * this file hands that record to the rules (double move, forfeits, limits) and keeps the result.
 */
import { RulesError, moveLimits, moveWindow, movementForfeit, standUpUnits, type MoveLimits, type MoveWindow, type Mover, type PhaseIndex, type Ruleset } from "../rules";
import type { HexLayout } from "../rules/hex";
import { MAX_CLOCK_ROUND, declaredDoubleMoveSpeed } from "../rules";
import { currentRuleset } from "../variants/setting";
import { moveInputOf, sceneHexLayout } from "./move-input";
import { movementVariants, stoodUpNow, variantMoveParts, type VariantMoveParts } from "./variant-costs";

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
   * VARIANTS.md §6.4, GA-7: units of the phase already used beyond the movement history,
   * i.e. standing up from a crawl in this phase (⌈L/2⌉); 0 otherwise. Every reader of the used
   * cost (ruler, enforcement, reachable area) adds it.
   */
  readonly spentOffset: number;
}

const memo = new Map<string, MoveContext | null>();

/**
 * The limits of a mover, or null when the rules refuse its inputs (a RulesError). Decision
 * (RULES.md §4, FOUNDRY.md: the ruler runs on every drag frame): a mover the rules cannot measure
 * gets Foundry's own measurement and no enforcement, as on a square scene, instead of an error on
 * every frame; any other error is a fault and is thrown.
 */
export function limitsOrNull(mover: Mover, window: MoveWindow, ruleset: Ruleset): MoveLimits | null {
  try {
    return moveLimits(mover, window, ruleset);
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}

/**
 * The move context of a token on a hex scene, or null when the scene is not hexagonal or the token
 * has no actor (core's measurement and no enforcement then apply).
 */
export function moveContextOf(token: TokenDocument.Implementation): MoveContext | null {
  const input = moveInputOf(token);
  if (input === null) return null;
  const { layout, profile, clock } = input;
  // "Double move (no action)" (VARIANTS.md row 10): declared for this round, the speed in force
  // is doubled before terrain and the split (rules: declaredDoubleMoveSpeed); otherwise unchanged.
  const speed = doubledSpeed(profile, input.doubleMoveRound, clock?.round ?? null);
  const ruleset = movementVariants(currentRuleset);
  const mover: Mover = {
    speed: speed.speed,
    adaptation: profile.adaptation,
    sureFooted: profile.sureFooted,
    encumbranceSteps: speed.encumbranceSteps,
    immobile: profile.immobile,
    conditions: input.conditions,
    // The rules' forfeits (surprise in round 1, GO-5, GA-3; a retreat a hit stopped, G2-14), in a started combat only.
    forfeit: movementForfeit(clock === null ? null : { round: clock.round, second: clock.second, memory: input.memory }, ruleset),
  };
  const window = moveWindow(clock?.second ?? null);
  const phase = clock === null ? undefined : window.kind === "phase" ? window.phase : null;
  const disposition = input.disposition;
  const stood = stoodUpNow(input.actor, input.combatId, clock, ruleset);
  const signature = JSON.stringify([layout, window, mover, clock?.round ?? null, ruleset.modules, disposition, stood]);
  const key = `${token.uuid}|${signature}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const limits = limitsOrNull(mover, window, ruleset);
  if (limits === null) {
    memo.set(key, null);
    return null;
  }
  const spentOffset = stood && window.kind === "phase" ? standUpUnits(limits.table.budget) : 0;
  const context: MoveContext = { mover, limits, phase, layout, signature, variants: variantMoveParts(mover, ruleset, disposition), spentOffset };
  if (memo.size > 256) memo.clear();
  memo.set(key, context);
  return context;
}

/** The mover's speed inputs, doubled when its combatant declared a double move for `round`. */
export function doubledSpeed(profile: { speed: number; encumbranceSteps: number }, stored: unknown, round: number | null): { speed: number; encumbranceSteps: number } {
  const declaredRound = typeof stored === "number" && Number.isInteger(stored) && stored >= 0 && stored <= MAX_CLOCK_ROUND ? stored : 0;
  const now = round !== null && Number.isInteger(round) && round > 0 && round <= MAX_CLOCK_ROUND ? round : 0;
  // A declaration stands for its round even if the variant is turned off meanwhile (rules: declaredDoubleMoveSpeed).
  const doubled = declaredDoubleMoveSpeed({ speed: profile.speed, encumbranceSteps: profile.encumbranceSteps }, declaredRound, now);
  return doubled.speed === profile.speed && doubled.encumbranceSteps === profile.encumbranceSteps ? profile : doubled;
}

/** {@link doubledSpeed} from a combatant's system data (`doubleMoveRound`). */
export function doubleMovedSpeed(profile: { speed: number; encumbranceSteps: number }, combatantSystem: unknown, round: number | null): { speed: number; encumbranceSteps: number } {
  return doubledSpeed(profile, (combatantSystem as { doubleMoveRound?: unknown } | null | undefined)?.doubleMoveRound, round);
}
