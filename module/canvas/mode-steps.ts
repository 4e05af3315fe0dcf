/**
 * The phase's movement as the switching rule reads it (VARIANTS.md §6.5; 004:L25): each waypoint's
 * hex, the movement action that reached it and its cost, as Foundry gives them, handed to the rules
 * through the move input (rules `movePlanOf`, which bounds them with `storedModeSteps`). No
 * arithmetic here: the hexes between waypoints and every re-pricing are the rules'.
 */
import type { Offset } from "../rules/hex";
import type { ModeReading } from "../rules";

/** A Foundry waypoint as this reads it: a document waypoint (top-left x, y) or a ruler waypoint (with its centre). */
export interface StepWaypoint {
  readonly x?: number;
  readonly y?: number;
  readonly center?: { readonly x: number; readonly y: number };
  readonly action?: unknown;
  readonly cost?: unknown;
}

/**
 * The steps of a list of waypoints, in order. `centreOf` turns a document waypoint's top-left into
 * the token's centre there (TokenDocument#getCenterPoint); a ruler waypoint already has its centre.
 */
export function modeSteps(waypoints: readonly StepWaypoint[], centreOf: (w: { x: number; y: number }) => { x: number; y: number }, offsetOf: (p: { x: number; y: number }) => Offset): { i: number; j: number; action: unknown; cost: unknown }[] {
  const out: { i: number; j: number; action: unknown; cost: unknown }[] = [];
  for (const w of waypoints) {
    const centre = w.center ?? (typeof w.x === "number" && typeof w.y === "number" ? centreOf({ x: w.x, y: w.y }) : null);
    if (centre === null) continue;
    const o = offsetOf(centre);
    out.push({ i: o.i, j: o.j, action: w.action, cost: w.cost });
  }
  return out;
}

/** A ruler waypoint's chain, first waypoint first (its `previous` links; the ruler includes the phase's recorded movement). */
export function rulerChain<W extends { previous?: unknown }>(waypoint: W): W[] {
  const chain: W[] = [];
  for (let w: W | null | undefined = waypoint; w; w = w.previous as W | null | undefined) chain.unshift(w);
  return chain;
}

/**
 * The ruler's line for a waypoint's movement mode (VARIANTS.md §6.5), or null: the action needs a
 * speed the mover lacks (004:L23), the speed switched to has nothing left (L25, over the round), or
 * the round mixes speeds (each switch leaves the new speed less the hexes already moved this round).
 */
export function modeLine(reading: ModeReading, plan: { readonly modeRefused: string | null; readonly modeMixed: boolean }, localize: (key: string) => string): string | null {
  if (reading.kind === "refused") return localize(reading.reason);
  if (plan.modeRefused !== null) return localize(plan.modeRefused);
  return plan.modeMixed ? localize("ER.Variants.Movement.Mode.Mixed") : null;
}
