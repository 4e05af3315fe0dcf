/** Test configs: the book (or `base`) with a patch, through the real changeVariants; an illegal patch fails the test. */
import { BOOK_CONFIG, changeVariants, resolveRuleset, type Ruleset, type VariantConfig, type VariantPatch } from "../../module/rules";
import { CONFIG_FIELDS, dependencyHolds, jointProblems } from "../../module/rules/ruleset/derive";
import type { FlatConfig } from "../../module/rules/ruleset/types";

/** The fields locked while a combat is started, from the declarations (VARIANTS.md §9.2), in form order. */
export const LOCKED_FIELDS: readonly string[] = CONFIG_FIELDS.filter((f) => f.lockedInCombat).map((f) => f.path);

/**
 * Flat values, each legal on its own, made jointly legal from the declarations: every field whose
 * dependency fails takes its `otherwise`, every choice whose dependency fails its first usable
 * choice, until nothing moves (a dependant of a dependant follows). Mutates and returns `flat`;
 * null when a module constraint still refuses the result.
 */
export function legalFlat(flat: FlatConfig): FlatConfig | null {
  for (let moved = true, guard = 0; moved && guard < CONFIG_FIELDS.length; guard++) {
    moved = false;
    for (const f of CONFIG_FIELDS) {
      let next = flat[f.path]!;
      if (f.enabledWhen && next !== f.enabledWhen.otherwise && !dependencyHolds(f.enabledWhen, flat)) next = f.enabledWhen.otherwise;
      const usable = (c: string) => !f.choiceEnabledWhen[c] || dependencyHolds(f.choiceEnabledWhen[c]!, flat);
      if (f.kind === "choice" && !usable(next as string)) next = f.choices.find(usable) ?? next;
      if (next !== flat[f.path]) [flat[f.path], moved] = [next, true];
    }
  }
  return jointProblems(flat).length === 0 ? flat : null;
}

export function variantConfig(patch: VariantPatch, base: VariantConfig = BOOK_CONFIG): VariantConfig {
  const r = changeVariants(base, patch);
  if (!r.ok) throw new Error(`illegal test config: ${JSON.stringify(r.problems)}`);
  return r.config;
}

/**
 * The ruleset of a companion travel model with a forced-march rule. A pair no legal config holds
 * (the OSE march without OSE travel, the book's march with a companion model) is the pair that
 * behaves alike: no march day.
 */
export function travelRuleset(model: "ose" | "osr", forcedMarch: "er" | "ose" | "off" = "off"): Ruleset {
  return resolveRuleset(variantConfig({ travel: { model, forcedMarch: model === "ose" && forcedMarch === "ose" ? "ose" : "off" } }));
}
