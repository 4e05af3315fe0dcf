/**
 * Cover in the pipeline (RESOLUTION.md RO-3, §4.4; `resolution.cover`): the `cover` point applied
 * to one target's side of any attack model's attack, and whether an effect may target a creature
 * behind cover at all. Empty point: no cover rule, every target as it is.
 */
import type { Ruleset } from "../ruleset/resolve";
import type { AgainstTarget, AttackInput } from "../ruleset/points/resolution";
import type { CoverChoice } from "./types";

/**
 * One target's side with its cover: the cover's defence bonus (A5E +2/+5, 004:L85) and parts (OSE
 * partial −1…−4, 003:L849) are added; a cover that cannot be hit refuses the row (003:L847, 004:L87),
 * before an automatic hit (a helpless target behind complete cover is still out of reach) but after
 * a range refusal, which the model found first.
 */
export function withCover(ruleset: Ruleset, input: AttackInput, cover: CoverChoice, side: AgainstTarget): AgainstTarget {
  const model = ruleset.points.cover;
  if (!model || cover === "none") return side;
  const c = model.attack(cover, input);
  const refused = side.refused === "outOfRange" || side.refused === "cannotBeHit" ? side.refused : c.refused ?? side.refused;
  return { defence: side.defence + c.defenceBonus, parts: [...side.parts, ...c.parts], refused };
}

/** Whether an effect may target a creature behind `cover` (A5E total cover, 004:L87); no cover rule: always. */
export function coverTargetable(ruleset: Ruleset, cover: CoverChoice): boolean {
  return ruleset.points.cover?.targetable(cover) ?? true;
}
