/**
 * What the ruleset in force adds to a mover's hex costs (VARIANTS.md D7, §6.3, §6.4, §4.3), as
 * plain data for the cost function, the ruler and the reachable area. Pure: the ruleset comes from
 * `currentRuleset()` (module/variants/setting.ts) and the hex from the terrain cache.
 */
import {
  extraCostsAt,
  hexClassifier,
  type ExtraCostSource,
  type HexTerrain,
  type Mover,
  type Ruleset,
  type StandUpRecord,
} from "../rules";
import { dispositionBit, hexForDisposition, type CachedHex } from "./terrain-cache";

export interface VariantMoveParts {
  readonly ruleset: Ruleset;
  /** The token's disposition bit (a Hazard may ignore some dispositions). */
  readonly dispositionBit: number;
  /** The cost class of a cached hex for this mover moving by `action` (a Foundry movement action id, or null for walking). */
  classOf(action: string | null): (hex: CachedHex) => string;
  /** The extra-cost sources that count at a hex, and their k. */
  extraAt(hex: CachedHex, action: string | null): { readonly k: number; readonly sources: readonly ExtraCostSource[] };
}

/** The variant parts of one mover (made once per move context; the classifiers once per action). */
export function variantMoveParts(mover: Mover, ruleset: Ruleset, disposition: unknown): VariantMoveParts {
  const bit = dispositionBit(disposition);
  const byAction = new Map<string | null, (hex: CachedHex) => string>();
  return {
    ruleset,
    dispositionBit: bit,
    classOf(action) {
      let f = byAction.get(action);
      if (f === undefined) {
        const classify = hexClassifier(mover, action, ruleset);
        f = (hex) => classify(hexForDisposition(hex, bit));
        byAction.set(action, f);
      }
      return f;
    },
    extraAt(hex, action) {
      const seen: HexTerrain = hexForDisposition(hex, bit);
      return extraCostsAt({ hazard: seen.hazard === true, conditions: mover.conditions, action, speeds: mover.speeds }, ruleset);
    },
  };
}

/** The movement action of a Foundry waypoint or segment (v13 and v14 both name it `action`), or null. */
export function movementActionOf(step: unknown): string | null {
  const action = step !== null && typeof step === "object" ? (step as { action?: unknown }).action : undefined;
  return typeof action === "string" && action !== "" ? action : null;
}

/** The actor flag that records standing up from a crawl: `flags.enchanted-realms.stoodUp`. */
export { STOOD_UP_FLAG } from "../constants";

/** The actor's stand-up record (rules/stand-up.ts, VARIANTS.md §13.1). */
export type StoodUp = StandUpRecord;

let cachedVariants: Ruleset | null = null;

/**
 * The ruleset for the movement adapters: `currentRuleset()`, read once and kept until the rule
 * variants change (`enchanted-realms.variantsChanged`), so the ruler's many lookups per refresh
 * do not read the setting again.
 */
export function movementVariants(read: () => Ruleset): Ruleset {
  cachedVariants ??= read();
  return cachedVariants;
}

/** Forgets the kept ruleset (the rule variants changed, or tests). */
export function forgetMovementVariants(): void {
  cachedVariants = null;
}
