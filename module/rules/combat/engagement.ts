/**
 * Engagement and opportunity attacks (VARIANTS.md §3.7, §13.1, §13.3 row 7; 001:L180–L223, L491,
 * L495, L535): the core's side of the `engagement` point. Positions change only at the movement
 * seconds (RULES.md §2: 1, 6, 11, 16), so engagement is read there and stands between them.
 * - A token is engaged with each adjacent hostile token able to act (§3.7, disposition-based).
 * - Leaving an engaged hex provokes one basic melee attack per engaged foe able to make one, at that
 *   movement second, before the mover goes on; it uses no action of the attacker's (001:L219). A foe
 *   gets at most one such attack on a mover a round; a teleport provokes nothing (L535).
 * - One disengage check a round (§13.1), at the first movement second the combatant leaves an
 *   engaged hex: success spends those foes' attacks for the round; failure loses this phase and
 *   every later one of the round, and draws none (L215).
 * Per-round state is the memory slice below (the module declares it; ./engagement-memory.ts).
 * The index is built once per drag (or per movement second) and answers each hex in O(1).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import { assertCube, cubeDistance, cubeKey, cubeNeighbors, type Cube } from "../hex";
import { MOVEMENT_SECONDS } from "../phases";
import { ableToAct } from "./action";
import type { EngagementRule } from "../ruleset/points/combat";
import type { Ruleset } from "../ruleset/ruleset-type";
import { assertRuleset } from "../ruleset/known";
import { ENGAGEMENT_MEMORY, type EngagementMemory } from "./engagement-memory";

export { ENGAGEMENT_MEMORY, type EngagementMemory } from "./engagement-memory";

/** A token on the map as engagement reads it (the adapter's plain data). */
export interface EngagementToken {
  readonly id: string;
  readonly hex: Cube;
  /** Foundry's token disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret (no one's foe). */
  readonly disposition: number;
  readonly conditions: readonly string[];
  readonly defeated: boolean;
}

/** An engaged foe: its id and whether it can make an opportunity attack now. */
export interface EngagedFoe {
  readonly id: string;
  readonly canAttack: boolean;
}

/** The engaging foes of one mover, by hex: built once, read in O(1) per hex. */
export interface EngagementIndex {
  /** The foes a token standing on `hex` is engaged with (frozen; empty when free). */
  foesAt(hex: Cube): readonly EngagedFoe[];
}

const NONE: readonly EngagedFoe[] = Object.freeze([]);
const FREE_INDEX: EngagementIndex = Object.freeze({ foesAt: () => NONE });

/**
 * Decision (§3.7): Foundry's FRIENDLY (1) and HOSTILE (−1) dispositions are each other's foes;
 * NEUTRAL (0) and SECRET (−2) are no one's, as for the attack's situation (resolution/situation.ts).
 */
export function hostile(a: number, b: number): boolean {
  assertIntegerInRange("a", a, -2, 1);
  assertIntegerInRange("b", b, -2, 1);
  return (a === 1 && b === -1) || (a === -1 && b === 1);
}

function assertToken(name: string, t: EngagementToken): void {
  assertObject(name, t);
  if (typeof t.id !== "string" || t.id.length === 0 || t.id.length > 64) throw new RulesError("INVALID_ARGUMENT", `${name}.id`, t.id, "expected a non-empty id of at most 64 characters");
  assertCube(`${name}.hex`, t.hex);
  assertIntegerInRange(`${name}.disposition`, t.disposition, -2, 1);
}

function rule(ruleset: Ruleset): EngagementRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.engagement;
}

function assertFoes(name: string, foes: readonly EngagedFoe[]): void {
  assertList(name, foes);
  foes.forEach((f, k) => {
    assertObject(`${name}[${k}]`, f);
    if (typeof f.id !== "string" || typeof f.canAttack !== "boolean") throw new RulesError("INVALID_ARGUMENT", `${name}[${k}]`, f, "expected an engaged foe (id, canAttack)");
  });
}

function assertIds(name: string, ids: readonly string[]): void {
  assertList(name, ids);
  if (ids.length > 64) throw new RulesError("OUT_OF_RANGE", name, ids.length, "at most 64 foes");
  ids.forEach((id, k) => {
    if (typeof id !== "string" || id.length === 0 || id.length > 64 || id.includes(",")) throw new RulesError("INVALID_ARGUMENT", `${name}[${k}]`, id, "expected a foe id");
  });
}

/** Whether the engagement rules are in force. */
export function engagementInForce(ruleset: Ruleset): boolean {
  return rule(ruleset) !== null;
}

/**
 * The engagement index of `mover` among `tokens` (the mover itself is skipped by id): each hostile
 * token able to act marks its six neighbours (§3.7). Built once per drag start or movement second.
 */
export function engagementIndex(input: { readonly mover: { readonly id: string; readonly disposition: number }; readonly tokens: readonly EngagementToken[] }, ruleset: Ruleset): EngagementIndex {
  const r = rule(ruleset);
  assertObject("input", input);
  assertObject("input.mover", input.mover);
  assertIntegerInRange("input.mover.disposition", input.mover.disposition, -2, 1);
  assertList("input.tokens", input.tokens);
  if (r === null) return FREE_INDEX;
  const byHex = new Map<number, EngagedFoe[]>();
  input.tokens.forEach((t, k) => {
    assertToken(`input.tokens[${k}]`, t);
    if (t.id === input.mover.id || !hostile(input.mover.disposition, t.disposition)) return;
    if (!ableToAct(t)) return;
    const foe: EngagedFoe = Object.freeze({ id: t.id, canAttack: !t.conditions.some((c) => r.noOpportunity.includes(c)) });
    for (const n of cubeNeighbors(t.hex)) {
      const key = cubeKey(n);
      const list = byHex.get(key);
      if (list === undefined) byHex.set(key, [foe]);
      else list.push(foe);
    }
  });
  for (const list of byHex.values()) Object.freeze(list);
  return Object.freeze({ foesAt: (hex: Cube) => byHex.get(cubeKey(hex)) ?? NONE });
}

/** The foe ids whose attack on this mover is spent in `round` (provoked already, or disengaged from). */
export function spentFoes(memory: Pick<EngagementMemory, "engageRound" | "engageSpent">, round: number): readonly string[] {
  assertObject("memory", memory);
  assertIntegerInRange("memory.engageRound", memory.engageRound, 0, MAX_CLOCK_ROUND);
  if (typeof memory.engageSpent !== "string") throw new RulesError("INVALID_ARGUMENT", "memory.engageSpent", memory.engageSpent, "expected a string");
  return memory.engageRound === round && memory.engageSpent !== "" ? memory.engageSpent.split(",") : [];
}

/** The memory patch that spends `ids` for `round` (kept once each; bounded by the field's length). */
export function spendFoes(memory: Pick<EngagementMemory, "engageRound" | "engageSpent">, round: number, ids: readonly string[]): Pick<EngagementMemory, "engageRound" | "engageSpent"> {
  assertIntegerInRange("round", round, 1, MAX_CLOCK_ROUND);
  assertIds("ids", ids);
  const all = [...new Set([...spentFoes(memory, round), ...ids])].join(",");
  if (all.length > ENGAGEMENT_MEMORY.engageSpent.maxLength) throw new RulesError("OUT_OF_RANGE", "ids", ids.length, "too many foes for one round's record");
  return { engageRound: round, engageSpent: all };
}

function assertMovementSecond(name: string, second: unknown): void {
  if (!(MOVEMENT_SECONDS as readonly unknown[]).includes(second)) throw new RulesError("OUT_OF_RANGE", name, second, "expected a movement second (1, 6, 11, 16)");
}

/**
 * Whether a failed disengage check takes the movement at `second` of `round` (§13.1: this phase and
 * every later one; a "setback", the first failure under a declared double move, only its own phase).
 */
export function disengageLost(memory: Pick<EngagementMemory, "disengageRound" | "disengageSecond" | "disengageResult">, at: { readonly round: number; readonly second: number }): boolean {
  assertObject("memory", memory);
  assertIntegerInRange("memory.disengageRound", memory.disengageRound, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("memory.disengageSecond", memory.disengageSecond, 0, 20);
  assertObject("at", at);
  assertIntegerInRange("at.round", at.round, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("at.second", at.second, 1, 20);
  if (memory.disengageRound !== at.round || at.round === 0) return false;
  if (memory.disengageResult === "setback") return at.second === memory.disengageSecond;
  return memory.disengageResult === "failure" && at.second >= memory.disengageSecond;
}

/** What leaving a hex at a movement second provokes: the foes' ids, in index order. */
export interface LeaveInput {
  readonly round: number;
  readonly second: number;
  /** The hex the mover stands on at this movement second. */
  readonly from: Cube;
  /** Where the path ends this phase (equal to `from`: it stays). */
  readonly to: Cube;
  /** A teleport (blink, displace) provokes nothing (001:L535). */
  readonly teleport: boolean;
  readonly memory: EngagementMemory;
  /** Foes with no reaction left this round where the attack uses one (./reaction.ts `reactionUsed`; none when absent). */
  readonly noReaction?: readonly string[];
}

/**
 * Decision (§13.3 row 7, GT-7): the foes that get one basic melee attack as the mover leaves its hex
 * at this movement second. Engagement is what the mover's hex was at the second (a foe met on the
 * way does not engage until the next; it may intercept instead). None when the rules are off, the
 * mover stays, teleports or lost the phase to a failed disengage; a foe already spent this round
 * (it attacked, or the mover disengaged from it), a foe that cannot attack and a foe whose reaction
 * is used where the attack takes one (`noReaction`, A5E) are left out.
 */
export function leaveProvocations(input: LeaveInput, index: EngagementIndex, ruleset: Ruleset): readonly string[] {
  const r = rule(ruleset);
  assertObject("input", input);
  assertIntegerInRange("input.round", input.round, 1, MAX_CLOCK_ROUND);
  assertMovementSecond("input.second", input.second);
  assertCube("input.from", input.from);
  assertCube("input.to", input.to);
  assertObject("index", index);
  if (typeof index.foesAt !== "function") throw new RulesError("INVALID_ARGUMENT", "index", index, "expected an engagement index (engagementIndex)");
  if (typeof input.teleport !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.teleport", input.teleport, "expected true or false");
  assertObject("input.memory", input.memory);
  if (r === null || input.teleport || cubeDistance(input.from, input.to) === 0) return [];
  if (disengageLost(input.memory, input)) return [];
  const foes = index.foesAt(input.from);
  assertFoes("index.foesAt", foes);
  if (foes.length === 0) return [];
  const spent = spentFoes(input.memory, input.round);
  const noReaction = input.noReaction ?? [];
  assertList("input.noReaction", noReaction);
  return foes.filter((f) => f.canAttack && !spent.includes(f.id) && !noReaction.includes(f.id)).map((f) => f.id);
}

/** Why a disengage check is refused (key under "ER.Engagement.Refused." in lang/en.json). */
export type DisengageRefusal = "off" | "noCheck" | "notMovementSecond" | "already" | "notEngaged" | "lost" | "tooLate";

export interface DisengageInput {
  readonly round: number;
  readonly second: number;
  /** The foes engaged with it at this second (ids; 1–64). */
  readonly foes: readonly string[];
  /** Grabbed (001:L491). */
  readonly grabbed: boolean;
  readonly memory: EngagementMemory;
  /** A double move declared for this round (§3.10: its traded action is a second move action, 001:L146); absent: none. */
  readonly doubleMove?: boolean;
}

/** The second check a declared double move allows: after a first failure, at a later movement second (001:L146, L217). */
function secondCheck(input: DisengageInput): boolean {
  const m = input.memory;
  return input.doubleMove === true && m.disengageRound === input.round && m.disengageResult === "setback" && input.second > m.disengageSecond;
}

/**
 * Decision (§13.1; 001:L211, L491): the target of a disengage check, or why none may be made: the
 * rules and a check in force, at a movement second, engaged, once a round, not after a loss, and
 * not once the combatant has left an engaged hex this round (the first such second is the one). The
 * −5 is waived when the mover's own hit on its grabber landed earlier this round
 * (`memory.grabberHitAt`, an absolute second before this one).
 * Decision (001:L146, L211, L217, where the text wins over §13.1's "one check a round"): disengaging
 * uses a move action, and a declared double move trades the action for a second one, so its first
 * failed check loses only its own phase (a "setback") and a second check may be made at a later
 * movement second; that one's failure loses its phase and every later one, as a single failure does.
 */
export function disengageTarget(input: DisengageInput, ruleset: Ruleset): { target: number } | { refused: DisengageRefusal } {
  const r = rule(ruleset);
  assertObject("input", input);
  assertIntegerInRange("input.round", input.round, 1, MAX_CLOCK_ROUND);
  assertIds("input.foes", input.foes);
  if (typeof input.grabbed !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.grabbed", input.grabbed, "expected true or false");
  assertObject("input.memory", input.memory);
  assertIntegerInRange("input.memory.grabberHitAt", input.memory.grabberHitAt, 0, MAX_ABSOLUTE_SECOND);
  if (r === null) return { refused: "off" };
  if (r.disengage === null) return { refused: "noCheck" };
  if (!(MOVEMENT_SECONDS as readonly unknown[]).includes(input.second)) return { refused: "notMovementSecond" };
  if (typeof (input.doubleMove ?? false) !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.doubleMove", input.doubleMove, "expected true or false");
  if (input.memory.disengageRound === input.round && !secondCheck(input)) return { refused: disengageLost(input.memory, input) ? "lost" : "already" };
  // §13.1: declared at the first movement second it leaves an engaged hex; once it has left one
  // this round (drawing attacks), that second has passed.
  if (spentFoes(input.memory, input.round).length > 0) return { refused: "tooLate" };
  const open = input.foes;
  if (open.length === 0) return { refused: "notEngaged" };
  const now = (input.round - 1) * 20 + input.second;
  const hitEarlier = input.memory.grabberHitAt > 0 && input.memory.grabberHitAt < now && input.memory.grabberHitAt > (input.round - 1) * 20;
  const d = r.disengage;
  return { target: d.target + d.perExtraFoe * (open.length - 1) + (input.grabbed && !hitEarlier ? d.grabbedPenalty : 0) };
}

/**
 * The memory patch a disengage check's natural d20 writes (§13.1): success spends the foes' attacks
 * for the round; failure records the loss (the forfeit reads it from this second on).
 */
export function judgeDisengage(input: DisengageInput, natural: number, ruleset: Ruleset): { success: boolean; patch: Partial<EngagementMemory> } {
  assertIntegerInRange("natural", natural, 1, 20);
  const plan = disengageTarget(input, ruleset);
  if ("refused" in plan) throw new RulesError("INVALID_ARGUMENT", "input", plan.refused, "no disengage check may be made");
  const success = natural >= plan.target;
  // The first failure under a declared double move leaves the second move action (001:L146, L217).
  const setback = !success && input.doubleMove === true && input.memory.disengageRound !== input.round;
  const base = { disengageRound: input.round, disengageSecond: input.second, disengageResult: success ? ("success" as const) : setback ? ("setback" as const) : ("failure" as const) };
  return { success, patch: success ? { ...base, ...spendFoes(input.memory, input.round, input.foes) } : base };
}

/** A ranged attack made while engaged provokes from the engaged foes it does not target (001:L283), at its landing second. */
export function rangedProvokers(engaged: readonly EngagedFoe[], targets: readonly string[], ruleset: Ruleset): readonly string[] {
  const r = rule(ruleset);
  assertFoes("engaged", engaged);
  assertIds("targets", targets);
  if (r === null || !r.rangedProvokes) return [];
  return engaged.filter((f) => f.canAttack && !targets.includes(f.id)).map((f) => f.id);
}

/** A spell cast while engaged provokes from every engaged foe at the second its casting begins, close-quarters spells excepted (001:L287). */
export function spellProvokers(engaged: readonly EngagedFoe[], closeQuarters: boolean, ruleset: Ruleset): readonly string[] {
  const r = rule(ruleset);
  assertFoes("engaged", engaged);
  if (typeof closeQuarters !== "boolean") throw new RulesError("INVALID_ARGUMENT", "closeQuarters", closeQuarters, "expected true or false");
  if (r === null || !r.spellsProvoke || closeQuarters) return [];
  return engaged.filter((f) => f.canAttack).map((f) => f.id);
}

/** Whether a melee attack on `target` is allowed (001:L196: only against foes engaged with the attacker, where the rule says so). */
export function meleeAllowed(engaged: readonly EngagedFoe[], target: string, ruleset: Ruleset): boolean {
  const r = rule(ruleset);
  assertFoes("engaged", engaged);
  if (typeof target !== "string") throw new RulesError("INVALID_ARGUMENT", "target", target, "expected a foe id");
  if (r === null || !r.meleeOnlyWhileEngaged) return true;
  return engaged.some((f) => f.id === target);
}

/** A foe that may intercept: not engaged itself, and its phase still unspent (001:L223). */
export interface InterceptCandidate {
  readonly id: string;
  readonly hex: Cube;
  readonly engaged: boolean;
  readonly phaseSpent: boolean;
}

/** The interceptors of a drag, by hex: built once from the candidates, read in O(1) per path hex. */
export interface InterceptIndex {
  /** The foes that may intercept a path (start first), each with the index of the first path hex after the start next to it, path order. */
  along(path: readonly Cube[]): readonly { id: string; stopAt: number }[];
}

const NO_INTERCEPT: InterceptIndex = Object.freeze({ along: () => [] });

/**
 * The interception index of a drag (§13.3 row 7; 001:L223): each candidate that is unengaged and has
 * its phase unspent marks its six neighbours. Empty when the rule is off or does not intercept.
 */
export function interceptIndex(candidates: readonly InterceptCandidate[], ruleset: Ruleset): InterceptIndex {
  const r = rule(ruleset);
  assertList("candidates", candidates);
  const byHex = new Map<number, string[]>();
  for (const c of candidates) {
    assertObject("candidate", c);
    assertCube("candidate.hex", c.hex);
    if (typeof c.id !== "string" || typeof c.engaged !== "boolean" || typeof c.phaseSpent !== "boolean") throw new RulesError("INVALID_ARGUMENT", "candidate", c, "expected id, engaged and phaseSpent");
    if (c.engaged || c.phaseSpent) continue;
    for (const n of cubeNeighbors(c.hex)) {
      const key = cubeKey(n);
      const list = byHex.get(key);
      if (list === undefined) byHex.set(key, [c.id]);
      else if (!list.includes(c.id)) list.push(c.id);
    }
  }
  if (r === null || !r.intercept || byHex.size === 0) return NO_INTERCEPT;
  return Object.freeze({
    along(path: readonly Cube[]) {
      assertList("path", path);
      const out: { id: string; stopAt: number }[] = [];
      const seen = new Set<string>();
      for (let k = 1; k < path.length; k++) {
        const ids = byHex.get(cubeKey(path[k]!));
        if (ids === undefined) continue;
        for (const id of ids) {
          if (seen.has(id)) continue;
          seen.add(id);
          out.push({ id, stopAt: k });
        }
      }
      return out;
    },
  });
}

/**
 * Decision (§13.3 row 7): the foes that may intercept a path, each with the index of the first path
 * hex (after the start) next to it, where an interception stops the mover; path order. The GM
 * rules what counts as "past".
 */
export function interceptions(path: readonly Cube[], candidates: readonly InterceptCandidate[], ruleset: Ruleset): readonly { id: string; stopAt: number }[] {
  const index = interceptIndex(candidates, ruleset);
  assertList("path", path);
  path.forEach((c, k) => assertCube(`path[${k}]`, c));
  return index.along(path);
}
