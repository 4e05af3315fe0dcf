/** The round's action traded for a double move (VARIANTS.md row 10; 001:L150, 002:L50). */
import { bool, type RuleModule } from "../../ruleset/types";

export const doubleMove = {
  id: "combat.doubleMove",
  domain: "combat",
  fields: { "combat.tradeActionForMovement": bool(false) },
  presets: { a13: { "combat.tradeActionForMovement": true }, osr: { "combat.tradeActionForMovement": true } },
  // Declared at second 1 at the latest, where the movement phases begin (VARIANTS.md §3.10): a later
  // declaration would change an allowance already being spent.
  contribute: () => ({ doubleMove: { lastSecond: 1 } }),
} as const satisfies RuleModule;
