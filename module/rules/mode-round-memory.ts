/**
 * The memory slice of the round's movement record (VARIANTS.md §13.3 row 39; ./mode-round.ts):
 * a leaf the movement-modes module declares without loading the movement rules.
 */
import type { SpeedMode } from "./ruleset/points/movement";
import { memChoice, memInt, type MemoryOf } from "./ruleset/memory";
import { MAX_CLOCK_ROUND, MAX_SPEED } from "./bounds";

/** The speeds a round's movement is counted in: walking, or a speed of the mover's own. */
export type RoundMode = "walk" | SpeedMode;
export const ROUND_MODES: readonly RoundMode[] = Object.freeze(["walk", "climb", "swim", "fly", "burrow"] as const);
const LAST_CHOICES = ["none", ...ROUND_MODES] as const;
/** Most hexes a round's record holds (four phases of the largest allowance). */
export const MAX_ROUND_HEXES = 4 * MAX_SPEED;

/** The memory slice (flat under the combatant's memory): the round, the phase of the last move (1–4), hexes and speeds before it and in it. */
export const MODE_ROUND_MEMORY = Object.freeze({
  modeRound: memInt(0, MAX_CLOCK_ROUND, 0),
  modePhase: memInt(0, 4, 0),
  modeHexesBefore: memInt(0, MAX_ROUND_HEXES, 0),
  modeHexesIn: memInt(0, MAX_ROUND_HEXES, 0),
  modeLastBefore: memChoice(LAST_CHOICES, "none"),
  modeLast: memChoice(LAST_CHOICES, "none"),
  modeUsedBefore: memInt(0, 31, 0),
  modeUsed: memInt(0, 31, 0),
});
export type ModeRoundMemory = MemoryOf<typeof MODE_ROUND_MEMORY>;
