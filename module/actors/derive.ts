/**
 * The derived data of an actor, Foundry side: the data models gather plain inputs in
 * `prepareDerivedData` (the model's source fields, its items as plain data, the world time, its
 * conditions and the rule variants in force) and assign the result. The derivation itself, its
 * input sanitising ("clamp and report") and every number are the rules core's
 * (module/rules/character/derive.ts).
 */
import { valueText } from "../data/value-text";
import {
  BOOK_CONFIG,
  deriveCharacterData,
  isVariantConfig,
  resolveRuleset,
  type ActorDerived,
  type ActorSourceInput,
  type DerivationProblem,
  type ItemInput,
  type TerrainMovement,
  type VariantConfig,
} from "../rules";
import type { ActorProfile } from "./profile";
import type { ActorType } from "./spec";

export { PROBLEM_KEYS } from "../rules";
export type { ActorDerived, ActorSourceInput, DerivationProblem, ItemInput, TerrainMovement };

export interface DeriveInput {
  type: ActorType;
  system: ActorSourceInput;
  items: readonly ItemInput[];
  /** World time in seconds (game.time.worldTime). */
  worldTime: number;
  /** Active status ids; ids that are not conditions of RULES.md §7 are ignored. */
  conditions?: readonly string[];
  /** The rule variants in force (module/variants/setting.ts currentVariants(); the book when omitted). */
  variants?: VariantConfig;
}

export interface DeriveResult {
  derived: ActorDerived;
  profile: ActorProfile;
}

/**
 * The derived data of an actor. The rule variants in force are `config` when given, else the
 * input's `variants` (the data models pass currentVariants()), else the book; an illegal config is
 * the book, reported.
 */
export function deriveActor(raw: DeriveInput, configArg?: VariantConfig): DeriveResult {
  // A config that is not legal (only a caller bypassing currentVariants() can pass one) is the book, reported.
  let config: VariantConfig = BOOK_CONFIG;
  const refused: { value: unknown }[] = [];
  const stored = raw !== null && typeof raw === "object" ? (raw as { variants?: unknown }).variants : undefined;
  for (const candidate of [stored, configArg]) {
    if (candidate === undefined) continue;
    if (isVariantConfig(candidate)) config = candidate;
    else refused.push({ value: candidate });
  }
  return deriveCharacterData(raw, valueText, { rulesetProblems: refused }, resolveRuleset(config));
}
