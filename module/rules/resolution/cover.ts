/**
 * Cover in the pipeline (RESOLUTION.md RO-3, §4.4; `resolution.cover`): the `cover` point applied
 * to one target's side of any attack model's attack, and whether an effect may target a creature
 * behind cover at all. Empty point: no cover rule, every target as it is.
 */
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import { assertOneOf } from "./validate";
import type { AgainstTarget, AttackInput } from "../ruleset/points/resolution";
import type { CoverChoice } from "./types";

const COVERS: readonly CoverChoice[] = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"];

/**
 * One target's side with its cover: the cover's defence bonus (A5E +2/+5, 004:L85) and parts (OSE
 * partial −1…−4, 003:L849) are added; a cover that cannot be hit refuses the row (003:L847, 004:L87),
 * before an automatic hit (a helpless target behind complete cover is still out of reach) but after
 * a range refusal, which the model found first.
 */
export function withCover(input: AttackInput, cover: CoverChoice, side: AgainstTarget, ruleset: Ruleset): AgainstTarget {
  const model = ruleset.points.cover;
  if (!model || cover === "none") return side;
  const c = model.attack(cover, input);
  const refused = side.refused === "outOfRange" || side.refused === "cannotBeHit" ? side.refused : c.refused ?? side.refused;
  return { defence: side.defence + c.defenceBonus, parts: [...side.parts, ...c.parts], refused };
}

/** Whether an effect may target a creature behind `cover` (A5E total cover, 004:L87); no cover rule: always. */
export function coverTargetable(cover: CoverChoice, ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  assertOneOf("cover", cover, COVERS);
  return ruleset.points.cover?.targetable(cover) ?? true;
}

/** The cover choices a card's attack row offers the GM (RO-3, 004:L84–L87); no cover rule: none. */
export function coverChoices(ruleset: Ruleset): readonly CoverChoice[] {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.cover?.choices ?? [];
}

/** The cover choices a save card's row offers: only where the cover rule reaches saves (A5E RA-1, 004:L85–L87). */
export function saveCoverChoices(ruleset: Ruleset): readonly CoverChoice[] {
  assertRuleset("ruleset", ruleset);
  const model = ruleset.points.cover;
  return model?.affectsSaves ? model.choices : [];
}
