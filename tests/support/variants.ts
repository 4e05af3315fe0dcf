/** Test configs: the book (or `base`) with a patch, through the real changeVariants; an illegal patch fails the test. */
import { BOOK_CONFIG, changeVariants, resolveRuleset, type Ruleset, type VariantConfig, type VariantPatch } from "../../module/rules";

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
