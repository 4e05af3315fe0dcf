/** Test configs: the book (or `base`) with a patch, through the real changeVariants; an illegal patch fails the test. */
import { BOOK_CONFIG, changeVariants, type VariantConfig, type VariantPatch } from "../../module/rules";

export function variantConfig(patch: VariantPatch, base: VariantConfig = BOOK_CONFIG): VariantConfig {
  const r = changeVariants(base, patch);
  if (!r.ok) throw new Error(`illegal test config: ${JSON.stringify(r.problems)}`);
  return r.config;
}
