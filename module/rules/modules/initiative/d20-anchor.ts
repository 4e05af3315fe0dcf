/**
 * The d20 anchor of VARIANTS.md D3: a d20 total r maps to second clamp(anchor − r, 1, 20), so a
 * natural 20 with +0 acts at second 1. Locked mid-combat with the model: the bases a roll-once
 * model kept were mapped with it, and a newcomer would be mapped with another. The d20 models
 * (13th Age, A5E) map their totals with {@link d20Second}.
 */
import { int, type RuleModule } from "../../ruleset/types";
import { RulesError, assertInteger } from "../../errors";
import { MAX_INITIATIVE_MODIFIER } from "../../bounds";
import { LAST_SECOND } from "../../initiative/models";

/** Decision (VARIANTS.md D3): the book's d20 anchor (`initiative.d20Anchor`'s default). */
export const D20_SECOND_ANCHOR = 21;
/** The anchor's bounds: a +19 bonus still reaches second 20 at 40; 60 leaves room for house bonuses. */
export const D20_ANCHOR_MIN = 2;
export const D20_ANCHOR_MAX = 60;

/**
 * Decision (VARIANTS.md D3): a d20 total r (13A, A5E) maps to second clamp(anchor − r, 1, 20): a
 * natural 20 with +0 acts at 1, a 1 at 20. The anchor is `config.initiative.d20Anchor` (default 21).
 */
export function d20Second(total: number, anchor: number = D20_SECOND_ANCHOR): number {
  assertInteger("total", total);
  if (Math.abs(total) > MAX_INITIATIVE_MODIFIER) throw new RulesError("OUT_OF_RANGE", "total", total, `expected a total within ±${MAX_INITIATIVE_MODIFIER}`);
  assertInteger("anchor", anchor);
  if (anchor < D20_ANCHOR_MIN || anchor > D20_ANCHOR_MAX) throw new RulesError("OUT_OF_RANGE", "anchor", anchor, `expected an anchor ${D20_ANCHOR_MIN}–${D20_ANCHOR_MAX}`);
  return Math.min(LAST_SECOND, Math.max(1, anchor - total));
}

export const d20Anchor = {
  id: "initiative.d20Anchor",
  domain: "initiative",
  fields: { "initiative.d20Anchor": int(D20_SECOND_ANCHOR, D20_ANCHOR_MIN, D20_ANCHOR_MAX, { lockedInCombat: true }) },
} as const satisfies RuleModule;
