/** 13th Age ambush (VARIANTS.md row 6, §3.6; 001:L241–245): the ambushed side loses the first round. */
import type { RuleModule } from "../../ruleset/types";
import type { AmbushEntry, RoundStartStep } from "../../ruleset/points/initiative";
import { markedSurprised } from "./marked-surprise";

/**
 * Decision (VARIANTS.md §3.6, row 6, 001:L241–245): with a nominated ambusher, only the ambusher and
 * its ally (same side) acting earliest in round 1 (the highest initiative; ties by the tie order)
 * act; everyone else has no action and no movement in round 1. Null: nobody nominated, no ambush.
 */
export function ambushActors(entries: readonly AmbushEntry[]): ReadonlySet<string> | null {
  const ambusher = entries.find((e) => e.ambusher);
  if (!ambusher) return null;
  const allies = entries
    .filter((e) => e.id !== ambusher.id && e.side === ambusher.side && e.second !== null)
    .sort((a, b) => a.second! - b.second! || a.order - b.order);
  return new Set([ambusher.id, ...(allies[0] ? [allies[0].id] : [])]);
}

const AMBUSH_ROUND: RoundStartStep = Object.freeze({ surprisedAtStart: markedSurprised, roundOneActors: ambushActors } satisfies RoundStartStep);
import { TOGGLE_SURPRISED, markCommand } from "./surprise-marks";
import { AMBUSHER_MEMORY, SURPRISED_MEMORY, SURPRISE_FORFEIT } from "./surprise-memory";

const A13_AMBUSH_MEMORY = Object.freeze({ ...SURPRISED_MEMORY, ...AMBUSHER_MEMORY });

/** The GM nominates the creature who starts the ambush: one at a time. */
const TOGGLE_AMBUSHER = markCommand("surprise.ambusher", "ER.Variants.Initiative.ToggleAmbusher", "fa-solid fa-user-ninja", "ambusher", true);

export const a13Ambush = {
  id: "surprise.a13",
  domain: "combat",
  selects: { path: "combat.surprise", value: "a13" },
  presets: { a13: { "combat.surprise": "a13" } },
  memory: A13_AMBUSH_MEMORY,
  movementForfeits: [SURPRISE_FORFEIT],
  contribute: () => ({
    roundStart: AMBUSH_ROUND,
    combatantCommands: [TOGGLE_SURPRISED, TOGGLE_AMBUSHER],
    // The ambush round does not count for the escalation die (001:L243, G13A-11).
    escalationAmbushPause: true,
  }),
} as const satisfies RuleModule;
