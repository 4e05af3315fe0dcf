/**
 * A token as the movement rules see it: the mover (actor profile and conditions), the window of
 * the combat clock, and the limits that follow. Reads the actor only through `actorProfile` /
 * `actorConditions` and the clock only through `combatClock`.
 */
import { actorConditions, actorProfile } from "../actors/profile";
import { combatClock } from "../combat/clock-state";
import { RulesError, moveLimits, moveWindow, resolveRuleset, standUpUnits, surprisedInRound, type MoveLimits, type MoveWindow, type Mover, type PhaseIndex, type Ruleset, type VariantConfig } from "../rules";
import { hexLayoutFromGridType, type HexLayout } from "../rules/hex";
import { MAX_CLOCK_ROUND, declaredDoubleMoveSpeed } from "../rules";
import { retreatStoppedNow } from "../combat/retreat-memory";
import { currentRuleset } from "../variants/setting";
import { variantMemoryOf } from "../combat/variant-input";
import { movementVariants, stoodUpNow, variantMoveParts, type VariantMoveParts } from "./variant-costs";

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

/** The hex layout of a scene's grid, or null for a square or gridless scene. */
export function sceneHexLayout(scene: Scene.Implementation | null | undefined): HexLayout | null {
  return scene ? hexLayoutFromGridType(scene.grid.type) : null;
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
  const layout = sceneHexLayout(token.parent);
  if (layout === null || !token.actor) return null;
  const profile = actorProfile(token.actor).movement;
  const clock = token.combatant ? combatClock(token.combatant.parent) : null;
  // "Double move (no action)" (VARIANTS.md row 10): declared for this round, the speed in force
  // is doubled before terrain and the split (rules: declaredDoubleMoveSpeed); otherwise unchanged.
  const speed = doubleMovedSpeed(profile, token.combatant?.system, clock?.round ?? null);
  const ruleset = movementVariants(currentRuleset);
  const mover: Mover = {
    speed: speed.speed,
    adaptation: profile.adaptation,
    sureFooted: profile.sureFooted,
    encumbranceSteps: speed.encumbranceSteps,
    immobile: profile.immobile,
    conditions: actorConditions(token.actor),
    // VARIANTS.md §5.4, §6.2, GO-5, GA-3: surprised in round 1 of a started combat → no phase.
    surprised: surprisedNow(token.combatant?.system, clock?.round ?? null, ruleset.config),
    // VARIANTS.md §4.9, G2-14: a retreat a hit stopped forfeits the phases after the blow.
    retreatStopped: clock !== null && retreatStoppedNow(token.combatant?.system, clock),
  };
  const window = moveWindow(clock?.second ?? null);
  const phase = clock === null ? undefined : window.kind === "phase" ? window.phase : null;
  const disposition = token.disposition;
  const stood = stoodUpNow(token.actor, token.combatant?.parent?.id ?? null, clock, ruleset);
  const signature = JSON.stringify([layout, window, mover, clock?.round ?? null, ruleset.modules, mover.surprised, disposition, stood]);
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
export function doubleMovedSpeed(
  profile: { speed: number; encumbranceSteps: number },
  combatantSystem: unknown,
  round: number | null,
): { speed: number; encumbranceSteps: number } {
  const stored = (combatantSystem as { doubleMoveRound?: unknown } | null | undefined)?.doubleMoveRound;
  const declaredRound = typeof stored === "number" && Number.isInteger(stored) && stored >= 0 && stored <= MAX_CLOCK_ROUND ? stored : 0;
  const now = round !== null && Number.isInteger(round) && round > 0 && round <= MAX_CLOCK_ROUND ? round : 0;
  // A declaration stands for its round even if the variant is turned off meanwhile (rules: declaredDoubleMoveSpeed).
  const doubled = declaredDoubleMoveSpeed({ speed: profile.speed, encumbranceSteps: profile.encumbranceSteps }, declaredRound, now);
  return doubled.speed === profile.speed && doubled.encumbranceSteps === profile.encumbranceSteps ? profile : doubled;
}

/**
 * VARIANTS.md §5.4, §6.2, GO-5, GA-3: whether the combatant is surprised now, from its
 * kept mark (`system.variant.surprised`, written by the round-1 transition: under OSE nobody keeps
 * it when every side is surprised) and the clock's round (rules: surprisedInRound). False outside a
 * started combat or for an odd stored value.
 */
export function surprisedNow(combatantSystem: unknown, round: number | null, config: VariantConfig): boolean {
  if (round === null || !Number.isSafeInteger(round)) return false;
  const flag = variantMemoryOf(combatantSystem as Parameters<typeof variantMemoryOf>[0]).surprised;
  return surprisedInRound(flag === true, round, resolveRuleset(config));
}
