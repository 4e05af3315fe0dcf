/**
 * Dragging an ally (VARIANTS.md §13.3 row 42; 004:L52): the core's side of the drag module
 * (modules/movement/drag.ts): the memory slice it declares and the pure decisions the GM's client
 * makes before it moves the ally. The dragger pays k + 2 in its own phase (the `drag` movement
 * source, GT-8); the ally moves along the dragger's path, loses that phase of its own movement
 * (§13.3) and cannot use its reaction this round; the dragger spends its reaction (004:L52 "use
 * your reaction", which the spec's row leaves out: the text wins). The drag provokes opportunity
 * attacks as normal: the adapter hands both moves to engagement's one opportunity path (row 7).
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_ABSOLUTE_SECOND, MAX_CLOCK_ROUND, assertList, assertObject } from "../bounds";
import { assertClockTime, fromAbsolute, toAbsolute, type ClockTime } from "../time";
import { movementPhaseAt } from "../phases";
import { cubeDistance, hexLine, offsetToCube, type HexLayout, type Offset } from "../hex";
import { memInt, type MemoryOf } from "../ruleset/memory";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";

/**
 * The memory slice: the absolute movement second an ally was dragged at (0: never; it loses that
 * phase and its reaction for that round), and the round a dragger spent its reaction dragging.
 */
export const DRAG_MEMORY = Object.freeze({
  draggedAt: memInt(0, MAX_ABSOLUTE_SECOND, 0),
  dragReactionRound: memInt(0, MAX_CLOCK_ROUND, 0),
});
export type DragMemory = MemoryOf<typeof DRAG_MEMORY>;

/** The longest dragger's path a drag may carry (hexes entered): a round's largest allowance. */
export const MAX_DRAG_PATH = 200;

/** Why a drag is refused (key under "ER.Movement.Drag.Refused." in lang/en.json). */
export type DragAllyRefusal = "off" | "notStarted" | "notMovementSecond" | "sameToken" | "notCombatant" | "hidden" | "notAdjacent" | "unwilling" | "noPath" | "pathTooLong" | "reactionUsed" | "alreadyDragged";

/** What the GM's client read of a drag (never what a player's client wrote). */
export interface DragAllyFacts {
  /** The clock of the combat both stand in, or null when it has not started. */
  readonly now: ClockTime | null;
  readonly layout: HexLayout;
  /** The dragger's hex where the drag began, then the hexes of its waypoints, in order (Foundry's recorded movement). */
  readonly draggerFrom: Offset;
  readonly path: readonly Offset[];
  /** The ally's hex when the drag began. */
  readonly ally: Offset;
  readonly sameToken: boolean;
  /** Both are combatants of that combat. */
  readonly bothCombatants: boolean;
  /** The ally's token is hidden (a player may not pick what it cannot see). */
  readonly allyHidden: boolean;
  /** "owned": the requesting user owns the ally; "confirmed": the GM said yes; "no" otherwise. */
  readonly willing: "owned" | "confirmed" | "no";
  /** `reactionRound`: the round it last made an opportunity attack (./reaction.ts; absent: never). */
  readonly draggerMemory: Pick<DragMemory, "dragReactionRound"> & { readonly reactionRound?: number };
  readonly allyMemory: Pick<DragMemory, "draggedAt">;
}

/**
 * Decision (VARIANTS.md §13.3 row 42; 004:L52): whether the GM's client may move the ally. The
 * rule in force (the `drag` movement source counts); a started combat at a movement second (the
 * dragger's phase); two different combatants; an ally not hidden, next to the hex the dragger left
 * (adjacent, "while adjacent to a willing ally"); willing (owned by the requester or confirmed by
 * the GM); a path of 1 to {@link MAX_DRAG_PATH} hexes through its waypoints; the dragger's
 * reaction unspent this round (one drag a round) and the ally not dragged already at this second,
 * both judged before the tokens' places.
 */
export function dragAllyRefusal(facts: DragAllyFacts, ruleset: Ruleset): DragAllyRefusal | null {
  assertObject("facts", facts); assertRuleset("ruleset", ruleset);
  if (!dragInForce(ruleset)) return "off";
  if (facts.now === null) return "notStarted";
  assertClockTime("facts.now", facts.now);
  if (movementPhaseAt(facts.now.second) === null) return "notMovementSecond";
  if (facts.sameToken) return "sameToken";
  if (!facts.bothCombatants) return "notCombatant";
  assertIntegerInRange("draggerMemory.dragReactionRound", facts.draggerMemory.dragReactionRound, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("allyMemory.draggedAt", facts.allyMemory.draggedAt, 0, MAX_ABSOLUTE_SECOND);
  // 004:L64: one reaction a round, spent by a drag or by an opportunity attack made this round.
  if (facts.draggerMemory.dragReactionRound === facts.now.round || facts.draggerMemory.reactionRound === facts.now.round) return "reactionUsed";
  if (facts.allyMemory.draggedAt === toAbsolute(facts.now)) return "alreadyDragged";
  if (facts.allyHidden) return "hidden";
  assertList("facts.path", facts.path);
  if (facts.path.length === 0) return "noPath";
  if (facts.path.length > MAX_DRAG_PATH) return "pathTooLong";
  const from = offsetToCube(facts.draggerFrom, facts.layout);
  if (cubeDistance(from, offsetToCube(facts.ally, facts.layout)) !== 1) return "notAdjacent";
  let prev = from;
  let hexes = 0;
  for (const step of facts.path) {
    const next = offsetToCube(step, facts.layout);
    hexes += cubeDistance(prev, next);
    if (hexes > MAX_DRAG_PATH) return "pathTooLong";
    prev = next;
  }
  if (hexes === 0) return "noPath";
  if (facts.willing !== "owned" && facts.willing !== "confirmed") return "unwilling";
  return null;
}

/** The drag rule is in force: a module in force counts the `drag` extra-cost source (modules/movement/drag.ts). */
export function dragInForce(ruleset: Ruleset): boolean {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.extraCostSources.some((sources) => sources.includes("drag"));
}

/**
 * The ally's hexes (it follows the dragger's path, 004:L52 "pull them along with your movement"):
 * the dragger's hexes from its waypoints, each segment a straight hex line, then the ally enters the
 * hex the dragger left and every hex of the path but the last, so it ends next to the dragger. Call
 * only after {@link dragAllyRefusal} said yes (the path is then bounded).
 */
export function draggedAllyPath(facts: Pick<DragAllyFacts, "draggerFrom" | "path" | "layout">): Offset[] {
  assertObject("facts", facts); assertList("facts.path", facts.path);
  const hexes: Offset[] = [];
  let prev = facts.draggerFrom;
  for (const step of facts.path) {
    hexes.push(...hexLine(prev, step, facts.layout).slice(1));
    prev = step;
  }
  if (hexes.length === 0 || hexes.length > MAX_DRAG_PATH) throw new RulesError("INVALID_ARGUMENT", "facts.path", facts.path, `expected 1 to ${MAX_DRAG_PATH} hexes`);
  return [facts.draggerFrom, ...hexes.slice(0, -1)].map((o) => ({ i: o.i, j: o.j }));
}

/** The memory writes of a drag at `now`: the ally's lost phase and reaction, the dragger's spent reaction. */
export function dragMemoryWrites(now: ClockTime): { readonly ally: Pick<DragMemory, "draggedAt">; readonly dragger: Pick<DragMemory, "dragReactionRound"> } {
  assertClockTime("now", now);
  return { ally: { draggedAt: toAbsolute(now) }, dragger: { dragReactionRound: now.round } };
}

/** VARIANTS.md §13.3: the phase at `at` is lost to an ally dragged at that movement second. */
export function draggedPhaseLost(memory: Pick<DragMemory, "draggedAt">, at: ClockTime): boolean {
  assertObject("memory", memory); assertClockTime("at", at);
  assertIntegerInRange("memory.draggedAt", memory.draggedAt, 0, MAX_ABSOLUTE_SECOND);
  return memory.draggedAt > 0 && memory.draggedAt === toAbsolute(at);
}

/** 004:L52: no reaction in `round` for an ally dragged in it, nor for the dragger who spent it dragging. */
export function dragReactionLost(memory: DragMemory, round: number): boolean {
  assertObject("memory", memory); assertIntegerInRange("round", round, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("memory.draggedAt", memory.draggedAt, 0, MAX_ABSOLUTE_SECOND);
  assertIntegerInRange("memory.dragReactionRound", memory.dragReactionRound, 0, MAX_CLOCK_ROUND);
  if (round === 0) return false;
  return memory.dragReactionRound === round || (memory.draggedAt > 20 && fromAbsolute(memory.draggedAt).round === round);
}
