/**
 * Issue 14 (VARIANTS.md D7, §6.3, §6.4, §4.3): what the rule variants add to a mover's hex costs,
 * as plain data for the cost function, the ruler and the reachable area. Pure: the config comes
 * from `currentVariants()` (module/variants/setting.ts) and the hex from the terrain cache.
 */
import {
  combineExtraCosts,
  countedExtraCosts,
  hexClassifier,
  type ExtraCostSource,
  type HexTerrain,
  type Mover,
  type VariantConfig,
} from "../rules";
import { dispositionBit, hexForDisposition, type CachedHex } from "./terrain-cache";
import { SYSTEM_ID } from "../constants";

export interface VariantMoveParts {
  readonly config: VariantConfig;
  /** The token's disposition bit (a Hazard may ignore some dispositions). */
  readonly dispositionBit: number;
  /** The cost class of a cached hex for this mover moving by `action` (a Foundry movement action id, or null for walking). */
  classOf(action: string | null): (hex: CachedHex) => string;
  /** The extra-cost sources that count at a hex, and their k. */
  extraAt(hex: CachedHex, action: string | null): { readonly k: number; readonly sources: readonly ExtraCostSource[] };
}

/** The variant parts of one mover (made once per move context; the classifiers once per action). */
export function variantMoveParts(mover: Mover, config: VariantConfig, disposition: unknown): VariantMoveParts {
  const bit = dispositionBit(disposition);
  const byAction = new Map<string | null, (hex: CachedHex) => string>();
  return {
    config,
    dispositionBit: bit,
    classOf(action) {
      let f = byAction.get(action);
      if (f === undefined) {
        const classify = hexClassifier(mover, action, config);
        f = (hex) => classify(hexForDisposition(hex, bit));
        byAction.set(action, f);
      }
      return f;
    },
    extraAt(hex, action) {
      const seen: HexTerrain = hexForDisposition(hex, bit);
      const sources = countedExtraCosts({ hazard: seen.hazard === true, conditions: mover.conditions, action }, config);
      return { k: combineExtraCosts(sources, config.movement.extraCostStacking), sources };
    },
  };
}

/** The movement action of a Foundry waypoint or segment (v13 and v14 both name it `action`), or null. */
export function movementActionOf(step: unknown): string | null {
  const action = step !== null && typeof step === "object" ? (step as { action?: unknown }).action : undefined;
  return typeof action === "string" && action !== "" ? action : null;
}

/** The actor flag that records standing up from a crawl: `flags.enchanted-realms.stoodUp`. */
export const STOOD_UP_FLAG = "stoodUp";

/** Where and when an actor stood up: the combat, round and (movement) second. */
export interface StoodUp {
  readonly combat: string;
  readonly round: number;
  readonly second: number;
}

/**
 * Whether the actor stood up from a crawl at the current movement second of this combat (its flag
 * names this combat, round and second), under `prone = "crawl"`, and is not prone again.
 */
export function stoodUpNow(
  actor: { statuses?: ReadonlySet<string>; flags?: unknown } | null | undefined,
  combatId: string | null,
  clock: { round: number; second: number } | null,
  config: VariantConfig,
): boolean {
  if (!actor || combatId === null || clock === null || config.movement.prone !== "crawl") return false;
  if (actor.statuses?.has("prone") === true) return false;
  const flags = actor.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const raw = flags?.[SYSTEM_ID]?.[STOOD_UP_FLAG] as Partial<StoodUp> | undefined;
  return raw !== undefined && raw !== null && raw.combat === combatId && raw.round === clock.round && raw.second === clock.second;
}

let cachedVariants: VariantConfig | null = null;

/**
 * The rule variants for the movement adapters: `currentVariants()`, read once and kept until the
 * world setting changes (a Setting document is created or updated), so the ruler's many lookups
 * per refresh neither parse the setting again nor meet a new config object (whose check
 * `assertVariantConfig` then remembers).
 */
export function movementVariants(read: () => VariantConfig): VariantConfig {
  cachedVariants ??= read();
  return cachedVariants;
}

/** Forgets the kept config (a Setting changed, or tests). */
export function forgetMovementVariants(): void {
  cachedVariants = null;
}
