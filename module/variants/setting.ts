/**
 * The rule-variant world setting (VARIANTS.md §9.1): where the VariantConfig is stored, and the one
 * reader every adapter uses. The registration and the "Rule Variants" form live beside it.
 */
import "./types";
import { SYSTEM_ID } from "../constants";
import { BOOK_CONFIG, BOOK_RULESET, parseVariantConfig, presetOf, resolveRuleset, type Ruleset, type VariantConfig } from "../rules";

/** The setting key under the system's namespace. */
export const VARIANTS_SETTING = "variants";

let warned = false;

/**
 * The rule variants in force. Before the setting is registered (or outside Foundry) this is the
 * book. A stored value that fails validation (edited by hand or by a macro past the form) is not
 * used: the book applies, and the GM is told once per session in the console.
 */
export function currentVariants(): VariantConfig {
  let raw: unknown;
  try {
    raw = game.settings?.get(SYSTEM_ID, VARIANTS_SETTING);
  } catch {
    return BOOK_CONFIG;
  }
  try {
    return parseVariantConfig(raw);
  } catch (err) {
    if (!warned) {
      warned = true;
      console.warn(`${SYSTEM_ID} | the stored rule variants are not valid; the book's rules apply until the GM saves the Rule Variants form.`, err);
    }
    return BOOK_CONFIG;
  }
}

/** The last stored value read, as text, and its ruleset: a change of the setting resolves once. */
let kept: { readonly text: string; readonly ruleset: Ruleset } | null = null;

/**
 * The resolved ruleset in force (what every rules function takes). Resolved once per stored value:
 * the setting's value is compared as JSON text, so a read per drag frame costs no re-resolution.
 */
export function currentRuleset(): Ruleset {
  let raw: unknown;
  try {
    raw = game.settings?.get(SYSTEM_ID, VARIANTS_SETTING);
  } catch {
    return BOOK_RULESET;
  }
  let text: string;
  try {
    text = JSON.stringify(raw ?? null);
  } catch {
    return resolveRuleset(currentVariants());
  }
  if (kept?.text === text) return kept.ruleset;
  const config = currentVariants();
  // The book (stored or fallen back to) is the one BOOK_RULESET, whatever object holds it.
  const ruleset = presetOf(config) === "book" ? BOOK_RULESET : resolveRuleset(config);
  kept = { text, ruleset };
  return ruleset;
}

/** Forgets the kept ruleset (the setting changed). */
export function forgetRuleset(): void {
  kept = null;
}

/** @internal Tests: forget the once-per-session warning. */
export function resetVariantWarning(): void {
  warned = false;
}

/** A variant config as the setting stores it: a plain copy (core keeps the value it is given and hands it out). */
export function storableVariants(config: VariantConfig): Record<string, unknown> {
  // VariantConfig is an interface of named domains, without the index signature of the setting's declared record.
  return structuredClone(config) as unknown as Record<string, unknown>;
}
