/**
 * 13th Age miss damage (RESOLUTION.md §4.1 R13-4, H7; 001:L315): "By default, a miss deals no
 * damage, though some attacks are an exception": with the toggle on, an item's `missDamage` formula
 * is rolled once for the card and dealt on a miss that is not a fumble (L311).
 */
import type { MissDamageModel } from "../../ruleset/points/resolution";
import { bool, type RuleModule } from "../../ruleset/types";
import type { Contribution } from "../../ruleset/points";
import { a13MissDamageFormula } from "./a13-combat-math";

/** Decision (RESOLUTION.md R13-4): the item's own formula, "" (none) when it has no miss damage. */
export const A13_MISS_DAMAGE: MissDamageModel = Object.freeze<MissDamageModel>({ formula: (input) => a13MissDamageFormula(input.item) });

export const a13MissDamage = {
  id: "resolution.missDamage",
  domain: "resolution",
  // Any attack model may use it (a book item can carry a miss formula too); §6 lists no dependency.
  fields: { "resolution.missDamage": bool(false) },
  presets: { a13: { "resolution.missDamage": true } },
  contribute: (config): Contribution => (config.resolution.missDamage ? { missDamage: A13_MISS_DAMAGE, resolutionFields: ["item.missDamage"] } : {}),
} as const satisfies RuleModule;
