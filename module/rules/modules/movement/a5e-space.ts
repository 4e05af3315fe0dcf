/**
 * A5E size and space on the hex map (VARIANTS.md §6.6, §13.3 row 40; 004:L6–L19).
 * - A creature's space cannot be passed through by a hostile creature of its own size "unless [it]
 *   allows them to" (L6): allies never block (they allow it). The text speaks of Medium against
 *   Medium only; VARIANTS.md §6.6 decides that a size gap of two categories or more lets a mover
 *   pass, and that a Tiny occupant (2.5 ft, L7, half a 5-ft hex) never blocks.
 * - "squeeze through a space one size smaller than its own" (L15): a squeezing creature needs the
 *   space of the next smaller size (its halved speed is the `squeezing` condition, RULES.md §7).
 * - Surround limits (L6: 8 Medium or 4 Large around a Medium orc): the ring around a target of
 *   side t cells holds ⌊4(t + 1) ÷ s⌋ surrounders of side s on a square grid, which gives the
 *   text's 8 and 4; on hexes the ring is ⌊3(t + 1) ÷ s⌋ (6 one-hex neighbours of one hex).
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { SizeCategory, SpaceRule } from "../../ruleset/points/movement";

/** Smallest first (004:L7–L13). */
const ORDER: readonly SizeCategory[] = ["tiny", "small", "medium", "large", "huge", "gargantuan"];

/** Side of each size in 5-ft cells (004:L7–L13: Tiny 2.5 ft, Small and Medium 5, Large 10 …). */
export const A5E_SIDE: Readonly<Record<SizeCategory, number>> = Object.freeze({ tiny: 0.5, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 });

/** VARIANTS.md §6.6: a hostile occupant blocks unless Tiny or two or more categories apart. */
export function a5eBlocks(mover: SizeCategory, occupant: SizeCategory): boolean {
  if (occupant === "tiny") return false;
  return Math.abs(ORDER.indexOf(mover) - ORDER.indexOf(occupant)) < 2;
}

/** 004:L15: squeezing, a creature fits a space one size smaller (Tiny has none smaller). */
export function a5eSpaceNeeded(size: SizeCategory, squeezing: boolean): SizeCategory {
  const k = ORDER.indexOf(size);
  return squeezing && k > 0 ? ORDER[k - 1]! : size;
}

/** 004:L6 on a square grid; its hex reading (VARIANTS.md §6.6 "the limit is geometric"). At least 1. */
export function a5eSurroundLimit(target: SizeCategory, surrounder: SizeCategory, grid: "hex" | "square"): number {
  const ring = (grid === "square" ? 4 : 3) * (A5E_SIDE[target] + 1);
  return Math.max(1, Math.floor(ring / A5E_SIDE[surrounder]));
}

export const A5E_SPACE: SpaceRule = Object.freeze<SpaceRule>({
  blocks: a5eBlocks,
  spaceNeeded: a5eSpaceNeeded,
  surroundLimit: a5eSurroundLimit,
  side: (size) => A5E_SIDE[size],
});

/** Its own field, on under the A5E preset like the other A5E movement rules. */
export const a5eSpace = {
  id: "movement.a5eSpace",
  domain: "movement",
  fields: { "movement.space": bool(false) },
  presets: { a5e: { "movement.space": true } },
  contribute: () => ({ space: A5E_SPACE }),
} as const satisfies RuleModule;
