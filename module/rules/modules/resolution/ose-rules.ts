/**
 * OSE's naturals, death at 0, healing, saves and morale (RESOLUTION.md §4.3 RO-8…RO-12, H14, H15):
 * one rule module per slot (`resolution.naturals / zeroHealth / healing / saves / morale = "ose"`).
 * The arithmetic is in ./ose-matrix.ts and ./ose-survival.ts.
 */
import { HEALING_OTHER_THAN_A13 } from "../../ruleset/book-fields";
import type { RuleModule } from "../../ruleset/types";
import type { HealingModel, MoraleModel, NaturalsModel, SaveModel, ZeroHealthModel } from "../../ruleset/points/resolution";
import { SAVE_CATEGORIES, type SaveCategory } from "../../resolution/types";
import { oseNaturalOutcome } from "./ose-matrix";
import { OSE_MORALE_ADJUSTMENT_LIMIT, OSE_REST_DAY_FORMULA, oseDefaultOnSuccess, oseMoraleCheck, oseMoralePrompts, oseSaveValue } from "./ose-survival";

/** Book (003:L898): a natural 20 always hits, a natural 1 always misses; no crit, no fumble. */
export const OSE_NATURALS: NaturalsModel = {
  outcome: (natural, hit) => oseNaturalOutcome(natural, hit),
  selfFumbleDoubles: false,
};

/**
 * Book (RO-9; 003:L144, L920): 0 or less kills, characters and monsters alike; nothing is kept
 * below 0 and nobody is dying. Subdual (L985–L991) is out of scope, so Knock out does not change it.
 */
export const OSE_ZERO_HEALTH: ZeroHealthModel = {
  atZero: () => ({ status: "dead", keepBelow: false, dying: false }),
  diesOf: () => false,
  fightEnded: (dying) => dying,
};

/** Book (RO-10; 003:L159): a full day of complete rest heals 1d3; an interrupted day heals nothing. */
export const OSE_HEALING: HealingModel = {
  rests: [
    { id: "oseRestDay", gmOnly: false, formula: () => OSE_REST_DAY_FORMULA },
    { id: "oseRestInterrupted", gmOnly: false, formula: () => "" },
  ],
  tempHealth: false,
};

const isCategory = (kind: string): kind is SaveCategory => (SAVE_CATEGORIES as readonly string[]).includes(kind);

/**
 * Book (RO-8; 003:L189–L196): d20 ≥ the category's value, no modifier and no natural rule; a
 * success halves damage (poison's "full" is the effect's own onSuccess, L204, R12).
 * Decision: an effect that names no OSE category (a flat DC, an ability DC from a world action) is
 * a plain d20 ≥ its DC: OSE has no ability saves, and the DC is the only number it carries.
 */
export const OSE_SAVES: SaveModel = {
  plan: (fighter, effect) => ({ dice: { kind: "d20", keep: "one" }, parts: [], target: isCategory(effect.kind) ? oseSaveValue(fighter, effect.kind) : effect.dc }),
  defaultOnSuccess: oseDefaultOnSuccess(false),
};

/**
 * Book (RO-11; 003:L1016–L1047): 2d6 ≤ the morale score (+ the GM's −2…+2, never at 2 or 12)
 * fights on. Decision: player characters never check (OSE morale is for monsters and NPCs,
 * L1018); retainers' "no checks in combat" (L1075) is the GM's, since ER has no retainer flag.
 */
export const OSE_MORALE: MoraleModel = {
  plan(fighter, ctx) {
    if (fighter.playerCharacter) return null;
    const c = oseMoraleCheck(fighter.morale, ctx.adjustment, ctx.successes ?? 0);
    return c.kind === "roll" ? { dice: "2d6", parts: [], stands: { atMost: c.score } } : null;
  },
  automatic(fighter, ctx) {
    if (fighter.playerCharacter) return "stands";
    const c = oseMoraleCheck(fighter.morale, ctx.adjustment, ctx.successes ?? 0);
    return c.kind === "roll" ? null : c.kind === "fights" ? "stands" : "flees";
  },
  prompts: (before, after) => oseMoralePrompts(before, after),
  // Book (003:L1045): the GM's adjustment only; OSE morale has no advantage and no proficiency.
  inputs: Object.freeze({ adjustment: Object.freeze({ min: -OSE_MORALE_ADJUSTMENT_LIMIT, max: OSE_MORALE_ADJUSTMENT_LIMIT }), edge: false, fitting: false }),
};

export const oseNaturals = {
  id: "resolution.oseNaturals",
  domain: "resolution",
  selects: { path: "resolution.naturals", value: "ose" },
  presets: { ose: { "resolution.naturals": "ose" } },
  contribute: () => ({ naturals: OSE_NATURALS }),
} as const satisfies RuleModule;

export const oseZeroHealth = {
  id: "resolution.oseZeroHealth",
  domain: "resolution",
  selects: { path: "resolution.zeroHealth", value: "ose" },
  presets: { ose: { "resolution.zeroHealth": "ose" } },
  contribute: () => ({ zeroHealth: OSE_ZERO_HEALTH }),
} as const satisfies RuleModule;

export const oseHealing = {
  id: "resolution.oseHealing",
  domain: "resolution",
  selects: { path: "resolution.healing", value: "ose", enabledWhen: HEALING_OTHER_THAN_A13 },
  presets: { ose: { "resolution.healing": "ose" } },
  contribute: () => ({ healing: OSE_HEALING }),
} as const satisfies RuleModule;

export const oseSaves = {
  id: "resolution.oseSaves",
  domain: "resolution",
  selects: { path: "resolution.saves", value: "ose" },
  presets: { ose: { "resolution.saves": "ose" } },
  contribute: () => ({ saveModel: OSE_SAVES, resolutionFields: ["saves", "hitDice", "item.save"] }),
} as const satisfies RuleModule;

export const oseMorale = {
  id: "resolution.oseMorale",
  domain: "resolution",
  selects: { path: "resolution.morale", value: "ose" },
  presets: { ose: { "resolution.morale": "ose" } },
  contribute: () => ({ morale: OSE_MORALE, resolutionFields: ["morale"] }),
} as const satisfies RuleModule;
