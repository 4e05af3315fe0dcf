/**
 * A5E movement modes (VARIANTS.md §6.5, §13.3 row 39; 004:L21–L26). Which allowance each Foundry
 * movement action reads:
 * - climb, swim: the climb or swim speed (its own 4-3-3-2 split, no extra foot, 004:L22); without
 *   one, the walking speed with k + 1 (this module lets the climb and swim sources count, as
 *   special movement does);
 * - fly: the fly speed, every hex counting as optimal ("Terrain: does not affect air travel",
 *   003:L409, VARIANTS.md §6.5). Decision: a hazard hex adds nothing to a flier (hazards are on the
 *   ground; no region flags fliers yet), so the fly classes ignore hazards;
 * - glide, hover (actions of this module's own) read the fly speed too: a creature gliding or
 *   hovering is flying without flapping (decision: actors list no glide or hover speed, §6.5 lists
 *   four speeds); burrow reads the burrow speed, terrain and hazards counting as for walking;
 * - fly, glide, hover and burrow are refused without the speed (004:L23, L24), with the reason
 *   shown on the ruler.
 * Switching speeds (004:L25) is judged across the round (§13.3 row 39): the core's
 * (rules/movement-modes.ts `modeSwitchInRound`), reading the round's record this module declares as
 * its memory slice (rules/mode-round.ts, written by the GM's client from each committed move);
 * a flier's fall (004:L24) is rules/flier-fall.ts's, read while this module is in force.
 */
import { bool, type RuleModule } from "../../ruleset/types";
import type { MovementModesRule, ModeReading, ModeSpeeds, SpeedMode } from "../../ruleset/points/movement";
import { MODE_ROUND_MEMORY } from "../../mode-round-memory";

const WALK: ModeReading = Object.freeze({ kind: "walk" });

/** The speed each action reads, and how it meets the ground. */
const READS: Readonly<Record<string, { readonly mode: SpeedMode; readonly terrain: boolean; readonly hazards: boolean; readonly needed: boolean }>> = Object.freeze({
  climb: { mode: "climb", terrain: true, hazards: true, needed: false },
  swim: { mode: "swim", terrain: true, hazards: true, needed: false },
  fly: { mode: "fly", terrain: false, hazards: false, needed: true },
  glide: { mode: "fly", terrain: false, hazards: false, needed: true },
  hover: { mode: "fly", terrain: false, hazards: false, needed: true },
  burrow: { mode: "burrow", terrain: true, hazards: true, needed: true },
});

/** VARIANTS.md §6.5: the reading of one action for a mover with `speeds`. */
export function a5eModeReading(action: string | null, speeds: ModeSpeeds): ModeReading {
  if (action === null || !Object.prototype.hasOwnProperty.call(READS, action)) return WALK;
  const r = READS[action]!;
  if (speeds[r.mode] !== null) return { kind: "speed", mode: r.mode, terrain: r.terrain, hazards: r.hazards };
  return r.needed ? { kind: "refused", mode: r.mode, reason: `ER.Variants.Movement.Mode.Needs.${r.mode}` } : WALK;
}

export const A5E_MODES: MovementModesRule = Object.freeze<MovementModesRule>({ read: a5eModeReading });

export const a5eModes = {
  id: "movement.a5eModes",
  domain: "movement",
  fields: { "movement.modes": bool(false) },
  presets: { a5e: { "movement.modes": true } },
  memory: MODE_ROUND_MEMORY,
  // Actions Foundry lacks: walking under another name; they add no k (what they read is the point above).
  movementSources: {
    glide: { cost: 0, action: "glide", newAction: { label: "ER.Variants.Movement.Action.glide", icon: "fa-solid fa-paper-plane" } },
    hover: { cost: 0, action: "hover", newAction: { label: "ER.Variants.Movement.Action.hover", icon: "fa-solid fa-feather" } },
  },
  contribute: () => ({ movementModes: A5E_MODES, extraCostSources: ["climb", "swim", "glide", "hover"] }),
} as const satisfies RuleModule;
