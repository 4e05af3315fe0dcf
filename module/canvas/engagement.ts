/**
 * Engagement on the canvas (VARIANTS.md §3.7, §13.3 row 7): the tokens of a scene as the rules'
 * engagement reads them, the one index a drag builds at its start, and the ruler's warning line
 * when a path leaves an engaged hex. Every decision is the rules' (engagementIndex,
 * leaveProvocations); this file only reads documents. Hidden tokens are left out on every client,
 * so neither the ruler nor a card tells a player of a foe it cannot see.
 */
import {
  MOVEMENT_SECONDS,
  ableToAct,
  engagementIndex,
  engagementInForce,
  fromAbsolute,
  hexLayoutFromGridType,
  hexLine,
  hostile,
  interceptIndex,
  leaveProvocations,
  offsetToCube,
  earlierUnmoved,
  phaseMoveOrder,
  reactionUsed,
  type EngagementToken,
  type InterceptCandidate,
  type InterceptIndex,
  type Cube,
  type EngagementIndex,
  type EngagementMemory,
  type HexLayout,
  type Ruleset,
} from "../rules";
import { engagementTokens, type EngagementPlaceable, type OffsetOf } from "../scene/engagement-tokens";
import { variantMemoryOf } from "../combat/variant-input";
import { phaseHexesNow, type PhaseCombatant } from "../combat/phase-facts";

export { engagementTokens, type EngagementPlaceable, type OffsetOf };

/** What a drag reads once at its start: the index, the mover's hex and clock, and the foes' names. */
export interface DragEngagement {
  readonly index: EngagementIndex;
  readonly from: Cube;
  readonly layout: HexLayout;
  readonly round: number;
  readonly second: number;
  readonly memory: EngagementMemory;
  readonly names: ReadonlyMap<string, string>;
  /** The mover's foes that could intercept it (VARIANTS.md §13.3 row 7), indexed once per drag. */
  readonly intercepts: InterceptIndex;
  /** The tokens whose reaction is used this round where the opportunity attack takes one (A5E, rules `reactionUsed`). */
  readonly noReaction: readonly string[];
  /** The names of the movers before this one in the phase's order that have not moved yet (rules `phaseMoveOrder`). */
  readonly earlier: readonly string[];
}

/**
 * A token's combatant as the order reads it: engagement's view, and (the system's Combatant, as a
 * token's is) what its hexes in the phase read (combat/phase-facts.ts `phaseHexesNow`).
 */
type OrderCombatant = NonNullable<EngagementPlaceable["document"]["combatant"]> & Partial<PhaseCombatant>;

/** Whether the combatant carries what its phase hexes read (an actor and its system data); else they are unknown. */
function readsPhase(c: OrderCombatant): c is OrderCombatant & PhaseCombatant {
  return c.actor !== undefined && c.actor !== null && c.erSystem !== undefined;
}

/**
 * The movers of the phase before `mover` that have not moved (VARIANTS.md §13.3 row 7): the
 * visible combatants' tokens, moved when their movement history (kept for the phase) is not empty;
 * each with its hexes in the phase as the tracker reads them, so one the phase leaves no hex (a
 * prone 13A combatant whose phase is lost) is not waited for, here as in the tracker.
 */
export function earlierMovers(mover: EngagementPlaceable, placed: readonly EngagementPlaceable[], now: { round: number; second: number }, ruleset: Ruleset): readonly string[] {
  const self = mover.document.combatant?.schedulerState?.id;
  if (self === undefined) return [];
  const names = new Map<string, string>();
  const movers = [];
  for (const t of placed) {
    const c = t.document.combatant;
    if (t.document.hidden === true || !c?.schedulerState) continue;
    names.set(c.schedulerState.id, t.document.name ?? "");
    const hexes = readsPhase(c) ? phaseHexesNow(c, now, ruleset) : undefined;
    movers.push({ state: c.schedulerState, moved: (t.document.movementHistory?.length ?? 0) > 0, memory: variantMemoryOf(c.system as Parameters<typeof variantMemoryOf>[0]), ...(hexes === undefined ? {} : { hexes }) });
  }
  return earlierUnmoved(phaseMoveOrder({ now, movers }, ruleset), self).map((id) => names.get(id) || id);
}

/**
 * The foes of the mover that may intercept it (001:L223): hostile to it, able to act, not engaged
 * with any foe of their own (the mover included, where it stands now), and with their phase unspent
 * (`spent`: the tokens that have moved in this phase; the movement history is the phase's).
 */
export function interceptCandidates(mover: { readonly id: string; readonly disposition: number }, tokens: readonly EngagementToken[], spent: ReadonlySet<string>, ruleset: Ruleset): InterceptCandidate[] {
  const out: InterceptCandidate[] = [];
  for (const t of tokens) {
    if (t.id === mover.id || !hostile(mover.disposition, t.disposition)) continue;
    const own = engagementIndex({ mover: t, tokens }, ruleset).foesAt(t.hex);
    if (own.length === 0 && ableToAct(t)) out.push({ id: t.id, hex: t.hex, engaged: false, phaseSpent: spent.has(t.id) });
  }
  return out;
}

/**
 * The drag's engagement, or null when none applies: the rules off, no hex grid, the mover not a
 * combatant of a started combat at a movement second, or not on the canvas.
 */
export function dragEngagement(
  mover: EngagementPlaceable,
  placed: readonly EngagementPlaceable[],
  grid: { type: number; offsetOf: OffsetOf },
  clock: { absolute: unknown; memory: unknown } | null,
  ruleset: Ruleset,
): DragEngagement | null {
  if (!engagementInForce(ruleset) || clock === null || !mover.center || !mover.document.id) return null;
  const layout = hexLayoutFromGridType(grid.type);
  if (layout === null || typeof clock.absolute !== "number" || clock.absolute < 1) return null;
  const { round, second } = fromAbsolute(clock.absolute);
  if (!(MOVEMENT_SECONDS as readonly number[]).includes(second)) return null;
  const tokens = engagementTokens(placed, grid.offsetOf, layout);
  const self = { id: mover.document.id, disposition: mover.document.disposition ?? 0 };
  const index = engagementIndex({ mover: self, tokens }, ruleset);
  const names = new Map(placed.map((t) => [t.document.id ?? "", t.document.name ?? ""]));
  // Spent: moved in this phase, or its phase of this second already used to intercept (interceptAt).
  const intercepted = (t: EngagementPlaceable) => !!t.document.combatant && variantMemoryOf(t.document.combatant.system as Parameters<typeof variantMemoryOf>[0]).interceptAt === clock.absolute;
  const spent = new Set(placed.filter((t) => (t.document.movementHistory?.length ?? 0) > 0 || intercepted(t)).map((t) => t.document.id ?? ""));
  const intercepts = interceptIndex(interceptCandidates(self, tokens, spent, ruleset), ruleset);
  const noReaction = placed.filter((t) => t.document.combatant && reactionUsed(variantMemoryOf(t.document.combatant.system as Parameters<typeof variantMemoryOf>[0]), round, ruleset)).map((t) => t.document.id ?? "");
  const earlier = earlierMovers(mover, placed, { round, second }, ruleset);
  return { index, from: offsetToCube(grid.offsetOf(mover.center), layout), layout, round, second, memory: clock.memory as EngagementMemory, names, intercepts, noReaction, earlier };
}

/** The ids of the foes a path to `to` draws an attack from (none for a teleport or a path that stays). */
export function drawnBy(drag: DragEngagement, to: { i: number; j: number }, teleport: boolean, ruleset: Ruleset): readonly string[] {
  return leaveProvocations({ round: drag.round, second: drag.second, from: drag.from, to: offsetToCube(to, drag.layout), teleport, memory: drag.memory, noReaction: drag.noReaction }, drag.index, ruleset);
}

/**
 * The ruler's line for a path that leaves an engaged hex, or null. The GM sees the foes' names; a
 * player sees how many (a token's name may be secret to it).
 */
export function engagementLine(drawn: readonly string[], names: ReadonlyMap<string, string>, asGM: boolean, format: (key: string, data: Record<string, string>) => string): string | null {
  if (drawn.length === 0) return null;
  const count = String(drawn.length);
  return asGM ? format("ER.Engagement.Leaves", { count, names: drawn.map((id) => names.get(id) || id).join(", ") }) : format("ER.Engagement.LeavesCount", { count });
}

/** The foes that may intercept a path through `points` (its waypoints' grid offsets, from the start), in path order. */
export function interceptorsOf(drag: DragEngagement, points: readonly { i: number; j: number }[]): readonly string[] {
  if (points.length < 2) return [];
  const path: Cube[] = [offsetToCube(points[0]!, drag.layout)];
  for (let k = 1; k < points.length; k++) for (const o of hexLine(points[k - 1]!, points[k]!, drag.layout).slice(1)) path.push(offsetToCube(o, drag.layout));
  return drag.intercepts.along(path).map((x) => x.id);
}

/** The ruler's line of earlier movers still to move, or null: names for the GM, a count for a player (a warning; the GM may let anyone go). */
export function earlierLine(names: readonly string[], asGM: boolean, format: (key: string, data: Record<string, string>) => string): string | null {
  if (names.length === 0) return null;
  return asGM ? format("ER.Engagement.EarlierMovers", { names: names.join(", ") }) : format("ER.Engagement.EarlierMoversCount", { count: String(names.length) });
}

/** The ruler's interception line, or null: names for the GM, a count for a player. */
export function interceptLine(ids: readonly string[], names: ReadonlyMap<string, string>, asGM: boolean, format: (key: string, data: Record<string, string>) => string): string | null {
  if (ids.length === 0) return null;
  return asGM ? format("ER.Engagement.MayIntercept", { names: ids.map((id) => names.get(id) || id).join(", ") }) : format("ER.Engagement.MayInterceptCount", { count: String(ids.length) });
}

/**
 * The one opportunity path of the GM's client (resolution/opportunity.ts `postLeaveAttacks`, which
 * sits a layer above and installs itself here at init): a token's move from `origin` to
 * `destination` (top-left positions), its cards posted; the number posted. Read by the drag and by
 * the GM's own held move (./opportunity-pause.ts).
 */
export type OpportunityPath = (doc: unknown, move: { origin: { x: number; y: number }; destination: { x: number; y: number }; teleport: boolean }) => Promise<number>;
let opportunityPath: OpportunityPath | null = null;

/** Installs the opportunity path (resolution layer, at init). */
export function provideOpportunityPath(fn: OpportunityPath): void {
  opportunityPath = fn;
}

/** The installed opportunity path, or null (none installed: no card is posted). */
export function installedOpportunityPath(): OpportunityPath | null {
  return opportunityPath;
}
