/**
 * A5E's save-or-take primitive (RESOLUTION.md §4.4 RA-1, H17; 004:L103, L129):
 * `resolution.saves = "a5e"`. The arithmetic is in ./a5e-saves.ts.
 */
import type { RuleModule } from "../../ruleset/types";
import type { SaveModel } from "../../ruleset/points/resolution";
import { ABILITY_IDS, type AbilityId } from "../../resolution/types";
import { A5E_DEFAULT_ON_SUCCESS, a5eSaveParts } from "./a5e-saves";

const isAbility = (kind: string): kind is AbilityId => (ABILITY_IDS as readonly string[]).includes(kind);

/**
 * RA-1: d20 + the named ability's modifier (+ cover for Dexterity) ≥ DC; a success takes nothing.
 * Decision: an effect that names no ability (a flat DC, an OSE category) is a plain d20 ≥ its DC.
 * A5E has no advantage in this text's saves (004 names none): one d20.
 */
export const A5E_SAVES: SaveModel = {
  plan(fighter, effect, ctx) {
    if (!isAbility(effect.kind)) return { dice: { kind: "d20", keep: "one" }, parts: [], target: effect.dc };
    const p = a5eSaveParts(fighter, effect.kind, effect.dc, ctx.cover);
    return { dice: { kind: "d20", keep: "one" }, parts: p.parts, target: p.target };
  },
  defaultOnSuccess: A5E_DEFAULT_ON_SUCCESS,
};

export const a5eSaves = {
  id: "resolution.a5eSaves",
  domain: "resolution",
  selects: { path: "resolution.saves", value: "a5e" },
  presets: { a5e: { "resolution.saves": "a5e" } },
  contribute: () => ({ saveModel: A5E_SAVES, resolutionFields: ["abilities.int", "abilities.wis", "abilities.cha", "item.save"] }),
} as const satisfies RuleModule;
