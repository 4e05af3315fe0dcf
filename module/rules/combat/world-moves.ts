/**
 * The hexes world actions move creatures to (VARIANTS.md §6.9, §13.3 row 43): Twisting Haze
 * (004:L127: each creature in the area moves to a random unoccupied space within 5 ft) and Forceful
 * Gale (004:L138: each creature pushed 15 ft away from the source). Distances come in hexes
 * (world-hazards.ts `feetToHexes`); the randomness is an argument (each a number in [0, 1)), so the
 * same draws give the same hexes. A blocked hex (impassable, or a wall between it and the mover, as
 * the caller reads its scene) and an occupied hex are never entered. Pure: no clock, no ruleset
 * (the World's rule in force is checked by the caller through `worldTurnOf`).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { assertCube, cubeDistance, cubeKey, cubeRound, type Cube } from "../hex";
import { sceneScale } from "../scene-scale";
import { feetToHexes } from "./world-hazards";

/** The farthest a world action moves a creature, in hexes (a 500-ft push on a 5-ft scene). */
export const MAX_WORLD_MOVE_HEXES = 100;
/** The most creatures one world action moves, and the most blocked hexes it is given. */
export const MAX_WORLD_MOVERS = 200;
export const MAX_WORLD_BLOCKED = 20_000;

function assertCubes(label: string, cubes: unknown, max: number): asserts cubes is readonly Cube[] {
  if (!Array.isArray(cubes) || cubes.length > max) throw new RulesError("INVALID_ARGUMENT", label, cubes, `expected a list of at most ${max} hexes`);
  cubes.forEach((c, i) => assertCube(`${label}[${i}]`, c));
}

function assertDraw(label: string, x: unknown): asserts x is number {
  if (typeof x !== "number" || !Number.isFinite(x) || x < 0 || x >= 1) throw new RulesError("OUT_OF_RANGE", label, x, "expected a random draw in [0, 1)");
}

/**
 * How many hexes a world action's `feet` is on a scene whose grid is `distance` `units` a hex
 * (Twisting Haze's 5 ft, Forceful Gale's 15 ft): ⌈feet ÷ feet per hex⌉; a scene without a length
 * unit reads as 5 ft a hex (scene-scale.ts), and a hex wider than 10,000 ft as 10,000 ft.
 */
export function worldMoveHexes(feet: number, grid: { readonly distance: unknown; readonly units: unknown }): number {
  if (grid === null || typeof grid !== "object") throw new RulesError("INVALID_ARGUMENT", "grid", grid, "expected an object");
  return Math.min(MAX_WORLD_MOVE_HEXES, feetToHexes(feet, Math.min(10_000, sceneScale(grid.distance, grid.units).feetPerHex)));
}

/** The most hexes Twisting Haze scatters a creature over (its choices are read hex by hex). */
export const MAX_HAZE_HEXES = 3;

/** Twisting Haze's reach in hexes (004:L127: within 5 ft), held to {@link MAX_HAZE_HEXES} on a scene of small hexes. */
export function hazeHexes(grid: { readonly distance: unknown; readonly units: unknown }): number {
  return Math.min(MAX_HAZE_HEXES, worldMoveHexes(5, grid));
}

/** The hexes at 1 to `hexes` (at most 3) steps from `c`, in a fixed order (by q, then r): Twisting Haze's choices before any is ruled out. */
export function hexesAround(c: Cube, hexes: number): Cube[] {
  assertCube("c", c);
  assertIntegerInRange("hexes", hexes, 0, 3);
  return hexesWithin(c, hexes);
}

function hexesWithin(c: Cube, hexes: number): Cube[] {
  const out: Cube[] = [];
  for (let dq = -hexes; dq <= hexes; dq++) {
    for (let dr = Math.max(-hexes, -dq - hexes); dr <= Math.min(hexes, -dq + hexes); dr++) {
      if (dq === 0 && dr === 0) continue;
      const q = c.q + dq;
      const r = c.r + dr;
      out.push({ q, r, s: 0 - q - r });
    }
  }
  return out;
}

export interface HazeInput {
  /** The hexes of the creatures in the area, in the order they move. */
  readonly creatures: readonly Cube[];
  /** How far each may be moved, in hexes (⌈5 ft ÷ feet per hex⌉). */
  readonly hexes: number;
  /** Hexes none may end in: impassable ones, ones behind a wall, and the hexes of creatures not moved. */
  readonly blocked: readonly Cube[];
  /** One draw in [0, 1) per creature. */
  readonly draws: readonly number[];
}

/**
 * Twisting Haze (004:L127): where each creature ends, in order. Each picks, by its draw, one of the
 * hexes within `hexes` that is not blocked and not held by another creature (where an earlier one
 * now stands, or where a later one still stands); a creature with no such hex stays where it is.
 * Decision: the hex it stands in is not a choice (the text moves it).
 */
export function hazeDestinations(input: HazeInput): Cube[] {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an object");
  assertCubes("input.creatures", input.creatures, MAX_WORLD_MOVERS);
  assertIntegerInRange("input.hexes", input.hexes, 0, 3);
  assertCubes("input.blocked", input.blocked, MAX_WORLD_BLOCKED);
  if (!Array.isArray(input.draws) || input.draws.length !== input.creatures.length) throw new RulesError("INVALID_ARGUMENT", "input.draws", input.draws, "expected one draw per creature");
  input.draws.forEach((d, i) => assertDraw(`input.draws[${i}]`, d));
  const blocked = new Set(input.blocked.map(cubeKey));
  const held = input.creatures.map(cubeKey);
  return input.creatures.map((from, i) => {
    const taken = new Set(held.filter((_, j) => j !== i));
    const free = hexesWithin(from, input.hexes).filter((h) => !blocked.has(cubeKey(h)) && !taken.has(cubeKey(h)));
    const to = free.length === 0 ? from : free[Math.floor(input.draws[i]! * free.length)]!;
    held[i] = cubeKey(to);
    return { q: to.q, r: to.r, s: to.s };
  });
}

export interface PushInput {
  /** The pushed creature's hex. */
  readonly from: Cube;
  /** The hex the push comes from (the source point, or a hex behind the creature for a direction). */
  readonly source: Cube;
  /** How far, in hexes (15 ft on a 5-ft scene: 3). */
  readonly hexes: number;
  /** Hexes it may not enter: impassable ones, ones behind a wall, occupied ones. */
  readonly blocked: readonly Cube[];
}

/**
 * Forceful Gale (004:L138): the hexes a push enters, in order, along the straight line away from
 * `source` through `from`, `hexes` steps long; it stops before the first blocked hex (a creature
 * pushed into a wall or another creature goes no further). Empty when it goes nowhere: no distance,
 * blocked at once, or `from` is the source's own hex (no direction away from it).
 */
export function pushPath(input: PushInput): Cube[] {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an object");
  assertCube("input.from", input.from);
  assertCube("input.source", input.source);
  assertIntegerInRange("input.hexes", input.hexes, 0, MAX_WORLD_MOVE_HEXES);
  assertCubes("input.blocked", input.blocked, MAX_WORLD_BLOCKED);
  const { from, source, hexes } = input;
  const d = cubeDistance(from, source);
  if (d === 0 || hexes === 0) return [];
  const k = hexes / d;
  // The far end, exactly `hexes` steps away (its largest component is a whole number, kept by the rounding).
  const end = cubeRound(from.q + (from.q - source.q) * k, from.r + (from.r - source.r) * k, from.s + (from.s - source.s) * k);
  const blocked = new Set(input.blocked.map(cubeKey));
  const path: Cube[] = [];
  // A small nudge so a line along a hex edge breaks the same way every time.
  const a = { q: from.q + 1e-6, r: from.r + 2e-6, s: from.s - 3e-6 };
  for (let step = 1; step <= hexes; step++) {
    const t = step / hexes;
    const h = cubeRound(a.q + (end.q - from.q) * t, a.r + (end.r - from.r) * t, a.s + (end.s - from.s) * t);
    if (blocked.has(cubeKey(h))) break;
    path.push(h);
  }
  return path;
}

export interface GaleInput {
  /** The hexes of the creatures pushed. */
  readonly creatures: readonly Cube[];
  readonly source: Cube;
  readonly hexes: number;
  /** Hexes none may enter: impassable ones, ones behind a wall, and the hexes of creatures not pushed. */
  readonly blocked: readonly Cube[];
}

/**
 * Forceful Gale on every creature in its area (004:L138): each one's push path (`pushPath`), in the
 * creatures' order in the result. Decision: the creature furthest from the source moves first, so
 * one in front does not stop one behind it that the gale moves the same way; each then stops before
 * a hex a creature holds (where an earlier one ended, or where a later one still stands).
 */
export function galePaths(input: GaleInput): Cube[][] {
  if (input === null || typeof input !== "object") throw new RulesError("INVALID_ARGUMENT", "input", input, "expected an object");
  assertCubes("input.creatures", input.creatures, MAX_WORLD_MOVERS);
  assertCube("input.source", input.source);
  assertIntegerInRange("input.hexes", input.hexes, 0, MAX_WORLD_MOVE_HEXES);
  assertCubes("input.blocked", input.blocked, MAX_WORLD_BLOCKED);
  const order = input.creatures.map((_, i) => i).sort((a, b) => cubeDistance(input.creatures[b]!, input.source) - cubeDistance(input.creatures[a]!, input.source) || a - b);
  const held = input.creatures.map((c) => ({ ...c }));
  const paths: Cube[][] = input.creatures.map(() => []);
  for (const i of order) {
    const others = held.filter((_, j) => j !== i);
    const path = pushPath({ from: input.creatures[i]!, source: input.source, hexes: input.hexes, blocked: [...input.blocked, ...others] });
    paths[i] = path;
    if (path.length > 0) held[i] = path.at(-1)!;
  }
  return paths;
}
