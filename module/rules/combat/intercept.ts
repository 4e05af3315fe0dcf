/**
 * Interception as a request (VARIANTS.md §3.7, §13.3 row 7; 001:L170–L174, L190, L223): a foe that
 * is not engaged "has the option to engage you and make you stop where they are". On ER's map:
 * - Asked at a movement second (RULES.md §2) by the interceptor, whose own phase of that second is
 *   unspent (it has not moved in it, has not lost it, has not intercepted in it), after the mover's
 *   path of the same phase passed next to it (the hexes `interceptIndex` marks).
 * - The interceptor is judged unengaged with the mover back at its phase's start hex: a mover that
 *   ended its path next to the interceptor has not engaged it "already" (L223).
 * - The GM rules what counts as "past" (L223); the rules only say whether the request may stand.
 * - Decision (L223 "make you stop where they are"; §5.3.6 of the coverage audit): the mover stops in
 *   the first hex of its path next to the interceptor and loses the rest of this phase (the
 *   `intercepted` forfeit of ../modules/combat/a13-engagement.ts); later phases are its own again.
 *   The interceptor spends its phase of this second: it moved to engage, in 13A's words (L174).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import { assertCube, type Cube } from "../hex";
import { MOVEMENT_SECONDS } from "../phases";
import { ableToAct } from "./action";
import type { Ruleset } from "../ruleset/ruleset-type";
import { engagementIndex, hostile, interceptIndex, type EngagementToken } from "./engagement";
import { assertRuleset } from "../ruleset/known";
import type { EngagementMemory } from "./engagement-memory";

/** Why an interception is refused (key under "ER.Engagement.Intercept.Refused." in lang/en.json). */
export type InterceptRefusal = "off" | "notMovementSecond" | "self" | "notHostile" | "unable" | "engaged" | "phaseSpent" | "already" | "moverStill" | "moverStopped" | "notNear";

export interface InterceptInput {
  readonly round: number;
  readonly second: number;
  /** The would-be interceptor as it stands, with its phase facts of this second. */
  readonly interceptor: EngagementToken & {
    /** It has moved in this phase (its movement history of the phase is not empty). */
    readonly moved: boolean;
    /** Its movement at this second is forfeit (the rules' `movementForfeit`). */
    readonly forfeited: boolean;
    readonly memory: Pick<EngagementMemory, "interceptAt">;
  };
  /** The mover: its path of this phase in hexes, start first (a path that stayed has one hex). */
  readonly mover: { readonly id: string; readonly disposition: number; readonly path: readonly Cube[]; readonly memory: Pick<EngagementMemory, "stoppedAt"> };
  /** Every other token on the map (both the mover and the interceptor are skipped by id). */
  readonly tokens: readonly EngagementToken[];
}

const MAX_PATH = 4096;

function assertInput(input: InterceptInput): void {
  assertObject("input", input);
  assertIntegerInRange("input.round", input.round, 1, MAX_CLOCK_ROUND);
  assertIntegerInRange("input.second", input.second, 1, 20);
  assertObject("input.interceptor", input.interceptor);
  assertCube("input.interceptor.hex", input.interceptor.hex);
  if (typeof input.interceptor.moved !== "boolean" || typeof input.interceptor.forfeited !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.interceptor", input.interceptor, "expected moved and forfeited");
  assertObject("input.interceptor.memory", input.interceptor.memory);
  assertIntegerInRange("input.interceptor.memory.interceptAt", input.interceptor.memory.interceptAt, 0, MAX_ABSOLUTE_SECOND);
  assertObject("input.mover", input.mover);
  if (typeof input.mover.id !== "string" || input.mover.id.length === 0 || input.mover.id.length > 64) throw new RulesError("INVALID_ARGUMENT", "input.mover.id", input.mover.id, "expected a token id");
  assertIntegerInRange("input.mover.disposition", input.mover.disposition, -2, 1);
  assertList("input.mover.path", input.mover.path);
  if (input.mover.path.length === 0 || input.mover.path.length > MAX_PATH) throw new RulesError("OUT_OF_RANGE", "input.mover.path", input.mover.path.length, `expected 1 to ${MAX_PATH} hexes`);
  input.mover.path.forEach((c, k) => assertCube(`input.mover.path[${k}]`, c));
  assertObject("input.mover.memory", input.mover.memory);
  assertIntegerInRange("input.mover.memory.stoppedAt", input.mover.memory.stoppedAt, 0, MAX_ABSOLUTE_SECOND);
  assertList("input.tokens", input.tokens);
}

/** The stop: the index in the mover's path of the first hex after the start next to the interceptor, or null. */
function stopIndex(input: InterceptInput, ruleset: Ruleset): number | null {
  const x = input.interceptor;
  const hit = interceptIndex([{ id: x.id, hex: x.hex, engaged: false, phaseSpent: false }], ruleset).along(input.mover.path);
  return hit.length === 0 ? null : hit[0]!.stopAt;
}

/**
 * Whether combatant X (`input.interceptor`) may intercept mover Y now (null) or why not: the
 * engagement rule in force with interception, a movement second, two hostile tokens, X able to act,
 * unengaged (Y counted at its phase's start hex), its phase unspent and not yet used to intercept,
 * Y moved this phase and not already stopped, and its path passed next to X.
 */
export function interceptRefusal(input: InterceptInput, ruleset: Ruleset): InterceptRefusal | null {
  assertRuleset("ruleset", ruleset);
  const r = ruleset.points.engagement;
  assertInput(input);
  if (r === null || !r.intercept) return "off";
  if (!(MOVEMENT_SECONDS as readonly number[]).includes(input.second)) return "notMovementSecond";
  const x = input.interceptor;
  const y = input.mover;
  if (x.id === y.id) return "self";
  if (!hostile(x.disposition, y.disposition)) return "notHostile";
  if (!ableToAct(x)) return "unable";
  const now = (input.round - 1) * 20 + input.second;
  if (x.memory.interceptAt === now) return "already";
  if (x.moved || x.forfeited) return "phaseSpent";
  const start = y.path[0]!;
  const others = input.tokens.filter((t) => t.id !== x.id && t.id !== y.id);
  const yAtStart = others.concat(input.tokens.filter((t) => t.id === y.id).map((t) => ({ ...t, hex: start })));
  if (engagementIndex({ mover: x, tokens: yAtStart }, ruleset).foesAt(x.hex).length > 0) return "engaged";
  if (y.path.length < 2) return "moverStill";
  if (y.memory.stoppedAt === now) return "moverStopped";
  return stopIndex(input, ruleset) === null ? "notNear" : null;
}

/** What a confirmed interception writes: each side's memory patch and where the mover stops. */
export interface InterceptOutcome {
  readonly interceptor: Pick<EngagementMemory, "interceptAt">;
  readonly mover: Pick<EngagementMemory, "stoppedAt">;
  /** The hex of the mover's path it stops in (the first next to the interceptor), and its index. */
  readonly stopAt: number;
  readonly stop: Cube;
}

/**
 * Decision (001:L223; §13.3 row 7): the interception the GM confirmed as "past": the interceptor's
 * phase of this second is spent, the mover stops at the first hex of its path next to it and its
 * movement at this second is forfeit. Throws when `interceptRefusal` refuses it.
 */
export function judgeIntercept(input: InterceptInput, ruleset: Ruleset): InterceptOutcome {
  const refusal = interceptRefusal(input, ruleset);
  if (refusal !== null) throw new RulesError("INVALID_ARGUMENT", "input", refusal, "no interception may be made");
  const now = (input.round - 1) * 20 + input.second;
  const stopAt = stopIndex(input, ruleset)!;
  return Object.freeze({ interceptor: { interceptAt: now }, mover: { stoppedAt: now }, stopAt, stop: input.mover.path[stopAt]! });
}

/** Whether a confirmed interception takes the mover's movement at `second` of `round` (only that phase: L223). */
export function interceptStopped(memory: Pick<EngagementMemory, "stoppedAt">, at: { readonly round: number; readonly second: number }): boolean {
  assertObject("memory", memory);
  assertIntegerInRange("memory.stoppedAt", memory.stoppedAt, 0, MAX_ABSOLUTE_SECOND);
  assertObject("at", at);
  assertIntegerInRange("at.round", at.round, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("at.second", at.second, 1, 20);
  return memory.stoppedAt > 0 && memory.stoppedAt === (at.round - 1) * 20 + at.second;
}
