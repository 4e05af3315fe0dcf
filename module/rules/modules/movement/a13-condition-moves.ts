/**
 * 13th Age stuck and grabbed on the hex map (VARIANTS.md row 8, §3.8, §13.3; coverage audit §5.3
 * item 8; 001:L465, L489–L495). Both conditions already forfeit the holder's own phases (RULES.md
 * §7, `movement: "none"`); this rule adds what 13A says beyond that:
 * - a stuck or grabbed creature's own teleport escapes the hold (L465 "without teleporting", L491
 *   "unless you teleport");
 * - a grabber carries a creature smaller than itself along, and lets go of one of its own size or
 *   larger when it moves (L493);
 * - a stuck creature lets nobody move it (L465), so a grabber cannot carry it either: it lets go.
 * The grabbed creature's −5 to disengage is the engagement rule's (VARIANTS.md §3.7).
 */
import type { ConditionMovesRule, GrabberMove, SizeCategory } from "../../ruleset/points/movement";
import type { RuleModule } from "../../ruleset/types";

/** Smallest first (004:L6), so "smaller" is a lower index. */
const ORDER: readonly SizeCategory[] = ["tiny", "small", "medium", "large", "huge", "gargantuan"];

/** Book (001:L465, L491): the holds a creature's own teleport escapes. */
export const A13_TELEPORT_ESCAPES: readonly string[] = Object.freeze(["stuck", "grabbed"]);

/**
 * Book (001:L493, L465): "If you are smaller than the creature that is grabbing you, it can move and
 * carry you along … If you are the same size or larger, it has to let go of you if it wants to move."
 * A stuck creature cannot be moved by anyone, so its grabber lets go whatever the sizes.
 */
export function a13GrabberMoves(grabber: SizeCategory, grabbed: SizeCategory, grabbedConditions: readonly string[]): GrabberMove {
  if (grabbedConditions.includes("stuck")) return "letGo";
  return ORDER.indexOf(grabbed) < ORDER.indexOf(grabber) ? "carry" : "letGo";
}

export const A13_CONDITION_MOVES: ConditionMovesRule = Object.freeze<ConditionMovesRule>({
  teleportEscapes: A13_TELEPORT_ESCAPES,
  grabberMoves: a13GrabberMoves,
});

/** In force exactly while the 13th Age attack model is (the conditions are part of the same text, 001:L439–L499). */
export const a13ConditionMoves = {
  id: "movement.a13ConditionMoves",
  domain: "movement",
  inForceWhen: { when: "resolution.attack", values: ["a13"] },
  contribute: () => ({ conditionMoves: A13_CONDITION_MOVES }),
} as const satisfies RuleModule;
