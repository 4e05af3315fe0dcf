/**
 * The day checks of time passed on the move (VARIANTS.md §5.10, §13.3 rows 29, 33): the one path
 * by which an overland march (canvas/overland.ts) and a pursuit day (combat/pursuit-day.ts) pass
 * world time and then roll the wilderness checks of the day boundaries crossed. The rolling is the
 * resolution layer's (resolution/wilderness-card.ts `postMarchChecks`, the rules' `marchChecks`),
 * installed here at start-up: a port below combat and canvas, so neither imports resolution.
 * The advance says in its options that it is an overland march, so the world-time clocks count the
 * OSR travel turns of its span by the day (002:L221; resolution/world-clocks.ts reads it back).
 */
import { SYSTEM_ID } from "../constants";
import type { MarchInput, MarchLeg } from "../rules";

/** The key, under the system's id, of a world-time advance's options marking an overland march. */
export const OVERLAND_OPTION = "overland";

/** The advance options of an overland march (read back by the world-time clocks' hook). */
export function overlandAdvanceOptions(): Record<string, Record<string, true>> {
  return { [SYSTEM_ID]: { [OVERLAND_OPTION]: true } };
}

/** Whether an advance was an overland march, from its options (untrusted: only `true` is). */
export function overlandOf(options: unknown): boolean {
  return (options as Record<string, Record<string, unknown> | undefined> | null | undefined)?.[SYSTEM_ID]?.[OVERLAND_OPTION] === true;
}

export type MarchChecksPoster = (march: MarchInput) => Promise<unknown>;

let poster: MarchChecksPoster | null = null;

/** Installs the checks (module/resolution/index.ts `registerResolution`). */
export function provideMarchChecks(fn: MarchChecksPoster): void {
  poster = fn;
}

/**
 * Advances world time by `seconds`, then hands the legs stood in over that time (null: no route
 * the rules could lay) to the installed checks, from the world time the advance started at.
 */
export async function advanceMarch(seconds: number, legs: readonly MarchLeg[] | null): Promise<void> {
  if (!game.time) return;
  // The rules count whole seconds; world time may carry a fraction.
  const startSeconds = Math.max(0, Math.floor(game.time.worldTime));
  await game.time.advance(seconds, overlandAdvanceOptions());
  if (legs !== null && poster !== null) await poster({ startSeconds, legs });
}
