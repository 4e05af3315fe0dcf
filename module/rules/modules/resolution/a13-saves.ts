/**
 * 13th Age saves (RESOLUTION.md §4.1 R13-8, H5; 001:L503–L513): a d20 with no standard modifiers
 * against 6 (easy), 11 (normal) or 16 (hard); damaging effects deal nothing on a success by default;
 * ongoing damage lands at the end-of-turn moment, just before its save (./a13-save-ends.ts; the
 * moment is combat/turn-moment.ts's, VARIANTS.md §13.2).
 */
import type { SaveModel } from "../../ruleset/points/resolution";
import type { RuleModule } from "../../ruleset/types";

/** Book (001:L511–L513): the three save difficulties. */
export const A13_SAVE_TARGETS = Object.freeze({ easy: 6, normal: 11, hard: 16 });

/**
 * Decision (RESOLUTION.md R13-8): the number a 13A save must meet: the effect's DC when it is a
 * whole number from 2 to 20 (a talent's odd target stays), else a normal save, 11+ (001:L509 "If a
 * save doesn't specify what type it is, it's a normal save").
 */
export function a13SaveTarget(dc: number): number {
  return Number.isSafeInteger(dc) && dc >= 2 && dc <= 20 ? dc : A13_SAVE_TARGETS.normal;
}

/** Decision (RESOLUTION.md R13-8): every save kind is the flat d20 under 13A; no parts (001:L509, L515). */
export const A13_SAVE_MODEL: SaveModel = Object.freeze<SaveModel>({
  plan: (_fighter, effect) => ({ dice: { kind: "d20", keep: "one" }, parts: [], target: a13SaveTarget(effect.dc) }),
  defaultOnSuccess: "none",
});

export const a13Saves = {
  id: "resolution.a13Saves",
  domain: "resolution",
  selects: { path: "resolution.saves", value: "a13" },
  presets: { a13: { "resolution.saves": "a13" } },
  contribute: () => ({ saveModel: A13_SAVE_MODEL }),
} as const satisfies RuleModule;
