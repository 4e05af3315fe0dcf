/**
 * Cover on a target's row (RESOLUTION.md §4.3 RO-3, §4.4; `resolution.cover = "ose" | "a5e"`): what
 * the row offers and what it does to an attack. The arithmetic is in ./ose-modifiers.ts and
 * ./a5e-saves.ts; A5E's bonus to Dexterity saves is the A5E save model's (RA-1).
 */
import type { RuleModule } from "../../ruleset/types";
import type { CoverModel } from "../../ruleset/points/resolution";
import { OSE_COVER_CHOICES, oseCover } from "./ose-modifiers";
import { A5E_COVER_CHOICES, a5eCover } from "./a5e-saves";

/**
 * Book (003:L847, L849, L930): complete cover cannot be hit; partial cover is −1…−4 to a missile
 * attack, as a part of it. OSE says nothing of cover against saves: every effect may target.
 */
export const OSE_COVER: CoverModel = {
  choices: OSE_COVER_CHOICES,
  attack(cover, input) {
    const c = oseCover(cover, input.item.kind === "ranged");
    if (c.cannotBeHit) return { defenceBonus: 0, parts: [], refused: "cannotBeHit" };
    return { defenceBonus: 0, parts: c.modifier !== 0 ? [{ key: "cover", value: c.modifier }] : [], refused: null };
  },
  targetable: () => true,
  affectsSaves: false,
};

/**
 * Book (004:L84–L87): half cover +2 and three-quarters +5 to AC; total cover cannot be targeted by
 * attacks or effects. The row holds one choice, the best cover (`a5eBestCover`).
 */
export const A5E_COVER: CoverModel = {
  choices: A5E_COVER_CHOICES,
  attack(cover) {
    const c = a5eCover(cover);
    return c.cannotBeTargeted ? { defenceBonus: 0, parts: [], refused: "cannotBeHit" } : { defenceBonus: c.bonus, parts: [], refused: null };
  },
  targetable: (cover) => !a5eCover(cover).cannotBeTargeted,
  affectsSaves: true,
};

export const oseCoverRule = {
  id: "resolution.oseCover",
  domain: "resolution",
  selects: { path: "resolution.cover", value: "ose" },
  presets: { ose: { "resolution.cover": "ose" } },
  contribute: () => ({ cover: OSE_COVER }),
} as const satisfies RuleModule;

export const a5eCoverRule = {
  id: "resolution.a5eCover",
  domain: "resolution",
  selects: { path: "resolution.cover", value: "a5e" },
  presets: { a5e: { "resolution.cover": "a5e" } },
  contribute: () => ({ cover: A5E_COVER }),
} as const satisfies RuleModule;
