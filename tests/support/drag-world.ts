/**
 * A strict stand-in of what the GM's drag handler reads (module/canvas/drag-ally.ts `DragWorld`):
 * users by id, one odd-row hex scene whose tokens sit at (column·100, row·100), the active combat
 * with its combatants' kept memory, and the GM's dialog. As strict as Foundry, never more lenient:
 * an unknown user or token is undefined; ownership is the token's owners (a GM owns everything);
 * `move` refuses a waypoint without numeric x, y and elevation; a memory write must name a declared
 * field within its bounds; the dialog throws when nobody queued an answer (a request that must not
 * reach the GM fails the test instead of being answered).
 */
import { NO_VARIANT_MEMORY, assertVariantMemory, type ClockTime, type Offset, type Ruleset, type VariantMemory } from "../../module/rules";
import type { DragCombatant, DragScene, DragToken, DragWorld } from "../../module/canvas/drag-ally";

export const DRAG_GM = { id: "gmUser0000000001", name: "Gamemaster", isGM: true };
export const DRAG_PLAYER = { id: "player0000000001", name: "Pip", isGM: false };
export const DRAG_OTHER = { id: "player0000000002", name: "Quinn", isGM: false };
const USERS = [DRAG_GM, DRAG_PLAYER, DRAG_OTHER];

export class StandInToken implements DragToken {
  readonly moves: Array<readonly { x: number; y: number; elevation: number }[]> = [];
  constructor(
    readonly id: string,
    readonly name: string,
    public x: number,
    public y: number,
    readonly owners: readonly string[],
    readonly hidden = false,
  ) {}
  owns(userId: string): boolean {
    const user = USERS.find((u) => u.id === userId);
    return user !== undefined && (user.isGM || this.owners.includes(userId));
  }
  async move(waypoints: readonly { x: number; y: number; elevation: number }[]): Promise<unknown> {
    for (const w of waypoints) if (typeof w?.x !== "number" || typeof w.y !== "number" || typeof w.elevation !== "number") throw new Error(`invalid waypoint ${JSON.stringify(w)}`);
    this.moves.push(waypoints);
    const last = waypoints.at(-1);
    if (last) [this.x, this.y] = [last.x, last.y];
    return true;
  }
}

/** A combatant's memory as the GM's handlers write it: only known fields, checked as the Combat's schema would (the mount's stand-in too). */
export class StandInCombatant implements DragCombatant {
  memory: VariantMemory = { ...NO_VARIANT_MEMORY };
  readonly writes: Array<Readonly<Record<string, number | string>>> = [];
  async writeMemory(fields: Readonly<Record<string, number | string>>): Promise<unknown> {
    const next = { ...this.memory, ...fields };
    for (const k of Object.keys(fields)) if (!(k in NO_VARIANT_MEMORY)) throw new Error(`unknown memory field ${k}`);
    assertVariantMemory("memory", next);
    this.memory = next;
    this.writes.push(fields);
    return this;
  }
}

export interface DragStandIn {
  readonly world: DragWorld;
  readonly tokens: Map<string, StandInToken>;
  readonly combatants: Map<string, StandInCombatant>;
  /** The opportunity path's calls, each with how many moves the token had made by then. */
  readonly provoked: Array<{ sceneId: string; tokenId: string; move: { origin: { x: number; y: number }; destination: { x: number; y: number } }; movesBefore: number }>;
  /** Answers the GM's dialog gives, in order. */
  readonly answers: boolean[];
  readonly asked: Array<{ dragger: string; ally: string; user: string }>;
  clock: ClockTime | null;
  ruleset: Ruleset;
}

export const SCENE_ID = "sceneDrag0000001";
export const COMBAT_ID = "combatDrag000001";

/** The world: `tokens` placed by offset; every token a combatant unless listed in `outside`. */
export function dragWorld(ruleset: Ruleset, tokens: readonly StandInToken[], outside: readonly string[] = []): DragStandIn {
  const byId = new Map(tokens.map((t) => [t.id, t]));
  const combatants = new Map(tokens.filter((t) => !outside.includes(t.id)).map((t) => [t.id, new StandInCombatant()]));
  const state: DragStandIn = {
    tokens: byId,
    combatants,
    provoked: [],
    answers: [],
    asked: [],
    clock: { round: 2, second: 6 },
    ruleset,
    world: undefined as unknown as DragWorld,
  };
  const scene: DragScene = {
    layout: "oddR",
    token: (id) => byId.get(id),
    offsetAt: (_t, p): Offset => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }),
    positionIn: (_t, o) => ({ x: o.j * 100, y: o.i * 100 }),
  };
  (state as { world: DragWorld }).world = {
    user: (id) => USERS.find((u) => u.id === id),
    scene: (id) => (id === SCENE_ID ? scene : undefined),
    combat: () => ({ id: COMBAT_ID, clock: state.clock, combatantOf: (sceneId, tokenId) => (sceneId === SCENE_ID ? (combatants.get(tokenId) ?? null) : null) }),
    ruleset: () => state.ruleset,
    confirm: async (text) => {
      state.asked.push(text);
      const answer = state.answers.shift();
      if (answer === undefined) throw new Error("the GM's dialog was opened with no answer queued");
      return answer;
    },
    provoke: async (sceneId, tokenId, move) => {
      const token = sceneId === SCENE_ID ? byId.get(tokenId) : undefined;
      if (!token) throw new Error(`the opportunity path was asked about an unknown token ${sceneId}.${tokenId}`);
      state.provoked.push({ sceneId, tokenId, move, movesBefore: token.moves.length });
      return 0;
    },
  };
  return state;
}

/** A token at hex (i, j). */
export function tokenAt(id: string, name: string, i: number, j: number, owners: readonly string[], hidden = false): StandInToken {
  return new StandInToken(id, name, j * 100, i * 100, owners, hidden);
}
