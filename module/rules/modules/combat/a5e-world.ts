/**
 * A5E world actions and environments (VARIANTS.md §6.9, §13.1, §13.3 row 43; 004:L75–L148): the
 * World acts at second 1 of each round before everyone, its world actions recharge on a d6 rolled
 * right after a use and again at each round start while spent (004:L91: a result at or above the
 * listed number regains it), and environment hazards (region behaviours) ask their saves at the end
 * of a participant's turn or the first time it enters them in a round. The arithmetic is the core's
 * (../../combat/world-actions.ts, ../../combat/world-hazards.ts); this module turns it on.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { WorldTurnRule } from "../../ruleset/points/combat";

/** 004:L91: "the Narrator rolls 1d6" right after the use, then at each round start while spent. */
export const A5E_WORLD_TURN: WorldTurnRule = Object.freeze({ die: 6, rollOnUse: true });

export const a5eWorld = {
  id: "combat.worldActions",
  domain: "combat",
  fields: { "combat.worldActions": bool(false) },
  presets: { a5e: { "combat.worldActions": true } },
  contribute: () => ({ worldTurn: A5E_WORLD_TURN }),
} as const satisfies RuleModule;
