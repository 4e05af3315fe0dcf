/**
 * Movement modes (VARIANTS.md §6.5, §13.3 row 39; 004:L21–L26): an actor's climb, swim, fly and
 * burrow speeds, the allowance each Foundry movement action reads (the `movementModes` point), the
 * cost classes of those speeds, and switching between speeds.
 *
 * - A speed of the mover's own gives its own cost classes "T+k@mode" (its own 4-3-3-2 split, no
 *   extra foot for the action, 004:L22); a refused action meets the class "refused" (allowance 0).
 * - Switching (004:L25; §13.3 row 39 reads it over the round, which wins over §6.5's phase): only
 *   movement that mixes speeds is re-priced: at each switch into speed M after h hexes entered
 *   this phase, the units used become h × the rate of the first segment moved in M, so M keeps
 *   A_M[phase] − h hexes of the phase; with the round's record (./mode-round.ts), M keeps at most
 *   A_M(round) − every hex moved this round; a remainder ≤ 0 refuses M. Within one speed the share
 *   rule (mixed terrain, RULES.md §5) is unchanged.
 */
import type { MovementModesRule, ModeReading, ModeSpeeds, SpeedMode } from "./ruleset/points/movement";
import type { MovementPoints } from "./movement-points";
import type { Ruleset } from "./ruleset/ruleset-type";
import { movementPoints } from "./movement-points";
import { assertRuleset } from "./ruleset/known";
import { RulesError, assertIntegerInRange, assertNonNegativeInteger } from "./errors";
import { assertList, assertObject, MAX_SPEED } from "./bounds";
import { offsetToCube, type HexLayout } from "./hex";
import { TERRAIN_IDS, type TerrainId } from "./terrain";
import { classHexesPerRoundUnchecked } from "./movement-costs";
import { splitPhasesUnchecked, type PhaseIndex } from "./phases";

export type { ModeReading, ModeSpeeds, SpeedMode } from "./ruleset/points/movement";
export { NO_SPEEDS, SPEED_MODES, storedModeSpeeds } from "./mode-speeds";
import { SPEED_MODES, storedModeSpeeds } from "./mode-speeds";

/** The cost class of a move the mover has no speed for (its allowance is 0 in every window). */
export const REFUSED_CLASS = "refused";

/** Most steps of one phase the switching rule reads (a phase enters at most MAX_SPEED hexes; waypoints beyond are ignored). */
export const MAX_MODE_STEPS = 4 * MAX_SPEED;

/**
 * Largest cost of a step, and of the phase's sums, the switching rule reads (units): no budget
 * reaches it (cost-table.ts keeps L a safe integer), so a cost past it is beyond the window either way.
 */
export const MAX_MODE_COST = Number.MAX_SAFE_INTEGER;

/** @internal The reading of an action under the points (null: no modes point, every action walks). */
export function modeReadingUnchecked(action: string | null, speeds: ModeSpeeds, points: MovementPoints): ModeReading | null {
  const rule: MovementModesRule | null = points.modes;
  return rule === null ? null : rule.read(action, speeds);
}

/**
 * The allowance a movement action reads for a mover with `speeds` (stored form, bounded by
 * {@link storedModeSpeeds}): walking, a speed of its own, or refused with a lang key.
 */
export function movementModeOf(action: unknown, speeds: unknown, ruleset: Ruleset): ModeReading {
  assertRuleset("ruleset", ruleset);
  const a = typeof action === "string" && action !== "" ? action : null;
  return modeReadingUnchecked(a, storedModeSpeeds(speeds), movementPoints(ruleset)) ?? WALK;
}

const WALK: ModeReading = Object.freeze({ kind: "walk" });

/** The class of (T, k) read by speed M: "forest+1@swim". */
function modeClassName(terrain: TerrainId, k: number, mode: SpeedMode): string {
  return `${k === 0 ? terrain : `${terrain}+${k}`}@${mode}`;
}

/** What {@link modeClassAllowances} reads of the mover and its window. */
export interface ModeClassInput {
  readonly speeds: ModeSpeeds;
  readonly encumbranceSteps: number;
  /** The conditions' effect on movement ("none" and immobile: 0; "half": halved, RULES.md §7). */
  readonly effect: string;
  readonly immobile: boolean;
  /** The mover's own k (its crawl), and with a hazard hex, when hazards count. */
  readonly ks: readonly number[];
  /** The phase, or null for a round (or a turn), undefined for a closed window (0 everywhere). */
  readonly phase: PhaseIndex | null | undefined;
  readonly terrainAs: Readonly<Record<TerrainId, TerrainId>> | null;
}

/**
 * @internal The classes of the mover's own speeds and their allowances (VARIANTS.md §6.5), to join
 * the walking classes in one table (one budget L for a phase whatever the actions, RULES.md §5),
 * and "refused" at 0. Each speed counts encumbrance steps and conditions as walking does.
 */
export function modeClassAllowances(input: ModeClassInput): Record<string, number> {
  const out: Record<string, number> = { [REFUSED_CLASS]: 0 };
  for (const mode of SPEED_MODES) {
    const listed = input.speeds[mode];
    if (listed === null) continue;
    const speed = Math.max(0, listed - input.encumbranceSteps);
    for (const k of input.ks) {
      for (const t of TERRAIN_IDS) {
        let hexes = classHexesPerRoundUnchecked(speed, input.terrainAs === null ? t : input.terrainAs[t], k);
        if (input.effect === "none" || input.immobile) hexes = 0;
        else if (input.effect === "half") hexes = Math.floor(hexes / 2);
        out[modeClassName(t, k, mode)] = input.phase === undefined ? 0 : input.phase === null ? hexes : splitPhasesUnchecked(hexes)[input.phase];
      }
    }
  }
  return out;
}

/**
 * @internal The class of a hex entered by an action that reads a speed of the mover's own, or that
 * is refused: `terrain` is the hex's effective terrain (adapted), `hazard` whether a counted hazard
 * lies there. Fly (`reading.terrain` false) counts every hex as optimal (VARIANTS.md §6.5, 003:L409).
 */
export function modeHexClass(reading: ModeReading, terrain: TerrainId, hazard: boolean, kOwn: number, kHazard: number): string | null {
  if (reading.kind === "walk") return null;
  if (reading.kind === "refused") return REFUSED_CLASS;
  return modeClassName(reading.terrain ? terrain : "optimal", reading.hazards && hazard ? kHazard : kOwn, reading.mode);
}

/** One waypoint of a phase's movement: its hex, the action that reached it, and its cost (Foundry's units for the segment). */
export interface ModeStep {
  readonly i: number;
  readonly j: number;
  readonly action: string | null;
  readonly cost: number;
}

/** What switching speeds did to a phase's movement. */
export interface ModeSwitch {
  /** Units to add to the phase's measured cost (negative when the re-pricing is cheaper); 0 when the phase keeps to one speed. */
  readonly offset: number;
  /** The speed switched to whose remainder was 0 or less ("walk" for the walking speed), or null. */
  readonly refused: SpeedMode | "walk" | null;
  /** Whether the phase (or, with the round's record, the round so far) mixes speeds. */
  readonly mixed: boolean;
}

/**
 * The steps as stored (the phase's recorded movement and the move planned), bounded: not a list →
 * none; an entry without whole-number offsets is skipped; an action that is not a string walks; a
 * cost that is not a finite number ≥ 0 counts 0, one past MAX_MODE_COST counts MAX_MODE_COST;
 * beyond MAX_MODE_STEPS entries are ignored.
 */
export function storedModeSteps(stored: unknown): ModeStep[] {
  if (!Array.isArray(stored)) return [];
  const out: ModeStep[] = [];
  for (const s of stored.slice(0, MAX_MODE_STEPS) as unknown[]) {
    if (s === null || typeof s !== "object") continue;
    const { i, j, action, cost } = s as Record<string, unknown>;
    if (!Number.isSafeInteger(i) || !Number.isSafeInteger(j) || Math.abs(i as number) >= 2 ** 30 || Math.abs(j as number) >= 2 ** 30) continue;
    out.push({ i: i as number, j: j as number, action: typeof action === "string" && action !== "" ? action : null, cost: typeof cost === "number" && Number.isFinite(cost) && cost > 0 ? Math.min(cost, MAX_MODE_COST) : 0 });
  }
  return out;
}

const NO_SWITCH: ModeSwitch = Object.freeze({ offset: 0, refused: null, mixed: false });

/**
 * The round's side of the switching rule (VARIANTS.md §13.3 row 39; ./mode-round.ts): what the
 * round moved before this phase, and each speed's round allowance in hexes ("walk" and the speeds).
 */
export interface RoundBound {
  readonly prior: { readonly hexes: number; readonly last: string | null; readonly modes: readonly string[] };
  readonly allowances: Readonly<Record<string, number>>;
}

/** A round bound as the switching rule reads it: whole hexes ≥ 0, speed names as strings. */
function assertRoundBound(round: unknown): asserts round is RoundBound {
  assertObject("window.round", round);
  const { prior, allowances } = round as { prior: unknown; allowances: unknown };
  assertObject("window.round.prior", prior); assertObject("window.round.allowances", allowances);
  assertNonNegativeInteger("window.round.prior.hexes", prior["hexes"]);
  assertList("window.round.prior.modes", prior["modes"]);
  const names = [...(prior["modes"] as unknown[]), ...(prior["last"] === null ? [] : [prior["last"]])];
  if (names.some((m) => typeof m !== "string")) throw new RulesError("INVALID_ARGUMENT", "window.round.prior", prior, "speed names must be strings");
  for (const [k, v] of Object.entries(allowances)) assertNonNegativeInteger(`window.round.allowances.${k}`, v);
}

/**
 * VARIANTS.md §6.5 (004:L25): the phase's movement under the switching rule. `steps[0]` is where
 * the phase's movement began (its action and cost are not read); each later step is a segment of
 * hexes entered by its action. `budget` is the phase's L. Without `round`, the phase alone (§6.5).
 * A step's cost and the phase's sums are held at MAX_MODE_COST (beyond every budget, as the
 * re-priced total is), so the offset is a safe integer whatever Foundry measured.
 */
export function modeSwitch(steps: readonly ModeStep[], layout: HexLayout, budget: number, speeds: ModeSpeeds, ruleset: Ruleset): ModeSwitch {
  return modeSwitchInRound(steps, layout, { budget, round: null }, speeds, ruleset);
}

/**
 * VARIANTS.md §13.3 row 39 (wins over §6.5's phase reading; 004:L25 "already moved during your
 * turn"): the switching rule across the round. Once the round mixes speeds (a switch in this phase,
 * or speeds moved in earlier phases, or the last of them unlike this phase's first), the speed M in
 * use keeps, in this phase, min(what is left of its phase allowance, A_M(round) − hexes moved this
 * round in any speed). Decision: both bounds hold because the 4-3-3-2 split is ER's timing (no
 * phase lends to another, RULES.md §5) and the text's subtraction is the round's distance; the
 * first never lets a mover past the second, and the second never grants a phase more than its share.
 * A switch into M with A_M(round) − hexes ≤ 0 refuses M (its name is the reason).
 */
export function modeSwitchInRound(steps: readonly ModeStep[], layout: HexLayout, window: { readonly budget: number; readonly round: RoundBound | null }, speeds: ModeSpeeds, ruleset: Ruleset): ModeSwitch {
  assertList("steps", steps); assertRuleset("ruleset", ruleset); assertObject("window", window);
  const { budget, round } = window;
  // A refused speed puts the phase at budget + 1 at least: that stays within MAX_MODE_COST.
  assertIntegerInRange("budget", budget, 0, MAX_MODE_COST - 1);
  if (round !== null) assertRoundBound(round);
  const points = movementPoints(ruleset);
  if (points.modes === null || steps.length < (round === null ? 3 : 2)) return NO_SWITCH;
  let used = 0;
  let raw = 0;
  let entered = 0;
  let previous: string | null = round?.prior.last ?? null;
  let mixed = (round?.prior.modes.length ?? 0) > 1;
  let refused: ModeSwitch["refused"] = null;
  const before = round === null ? 0 : Math.max(0, round.prior.hexes);
  assertObject("steps[0]", steps[0]);
  let here = offsetToCube(steps[0]!, layout);
  for (let n = 1; n < steps.length && n <= MAX_MODE_STEPS; n++) {
    const step = steps[n]!;
    assertObject(`steps[${n}]`, step);
    assertIntegerInRange(`steps[${n}].i`, step.i, -(2 ** 30), 2 ** 30); assertIntegerInRange(`steps[${n}].j`, step.j, -(2 ** 30), 2 ** 30);
    const next = offsetToCube(step, layout);
    const hexes = Math.max(Math.abs(next.q - here.q), Math.abs(next.r - here.r), Math.abs(next.s - here.s));
    here = next;
    // A change of elevation or of action in place enters no hex: no speed is used yet.
    if (hexes === 0) continue;
    const cost = Number.isFinite(step.cost) && step.cost > 0 ? Math.min(step.cost, MAX_MODE_COST) : 0;
    const rate = cost / hexes;
    // An action that is not a string walks (as `storedModeSteps` reads it).
    const action = typeof step.action === "string" && step.action !== "" ? step.action : null;
    const reading = modeReadingUnchecked(action, speeds, points);
    const mode = reading === null || reading.kind === "walk" ? "walk" : reading.kind === "speed" ? reading.mode : `refused:${action ?? ""}`;
    const named: ModeSwitch["refused"] = reading?.kind === "speed" ? reading.mode : "walk";
    const switching = previous !== null && mode !== previous;
    if (switching) {
      mixed = true;
      // The hexes already entered this phase, at the new speed's rate: what is left of it is A_M − h (004:L25).
      used = entered * rate;
      // (A refused action's own class already puts it beyond the window: no remainder to name.)
      if (used >= budget && refused === null && reading?.kind !== "refused") refused = named;
    }
    if (mixed && round !== null && reading?.kind !== "refused" && rate > 0) {
      // The round's bound: A_M(round) less every hex moved this round, at this phase's rate.
      const left = (round.allowances[mode] ?? 0) - before - entered;
      if (switching && left <= 0 && refused === null) refused = named;
      used = Math.max(used, budget - left * rate);
    }
    used = Math.min(MAX_MODE_COST, used + cost);
    raw = Math.min(MAX_MODE_COST, raw + cost);
    entered += hexes;
    previous = mode;
  }
  if (!mixed) return NO_SWITCH;
  // A refused speed is beyond the window whatever it re-prices to.
  // Whole units, rounded against the mover (D8), as Foundry sums whole units.
  const offset = (refused !== null ? Math.max(Math.ceil(used), budget + 1) : Math.ceil(used)) - raw;
  return { offset, refused, mixed };
}
