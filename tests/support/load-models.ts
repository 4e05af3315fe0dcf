/** What the load model tests share: a config with an encumbrance model, a character's load input, one carried item. */
import type { EncumbranceModelId, VariantConfig } from "../../module/rules/ruleset/config";
import type { CharacterLoadInput } from "../../module/rules/load-models";
import { variantConfig } from "./variants";

/** The book with encumbrance model `model` (and any of its options). */
export const withModel = (model: EncumbranceModelId, extra: Partial<VariantConfig["encumbrance"]> = {}): VariantConfig => variantConfig({ encumbrance: { model, ...extra } });

/** A character of speed 12, 24 miles a day, STR 10, carrying nothing unless given. */
export function character(over: Partial<CharacterLoadInput> = {}): CharacterLoadInput {
  return { speed: 12, milesPerDay: 24, str: 10, coins: 0, items: [], armourWorn: [], ...over };
}

/** Gear of `lb` as one item. */
export const lb = (weight: number, kind: "weapon" | "armour" | "gear" | "treasure" = "weapon") => ({ kind, weight, quantity: 1 });
