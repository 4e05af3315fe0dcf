/**
 * A strict stand-in of what the GM's mount handler reads (module/canvas/mounted.ts `MountWorld`):
 * users by id (combat-world's GM, player and trusted user), one odd-row hex scene whose tokens sit at
 * (column·100, row·100) and cover the hexes given, the active combat with its combatants' kept
 * memory, and the actor's cost flag. As strict as Foundry, never more lenient: an unknown user or
 * token is undefined; ownership is the token's owners (a GM owns everything); `place` refuses a
 * position without numeric x, y and elevation; a memory write must name a declared field within
 * its bounds; reading a hidden token's size or hexes for a player's request throws.
 */
import { cubeToOffset, offsetToCube, type ClockTime, type Cube, type Ruleset, type SizeCategory, type StandUpRecord } from "../../module/rules";
import type { MountCombatant, MountScene, MountToken, MountWorld } from "../../module/canvas/mounted";
import { GM, PLAYER, TRUSTED } from "./combat-world";
import { StandInCombatant } from "./drag-world";

const USERS = [GM, PLAYER, TRUSTED].map((u) => ({ id: u.id, name: u.name, isGM: u.isGM }));

export class StandInMountToken implements MountToken {
  readonly places: Array<{ x: number; y: number; elevation: number }> = [];
  /** Set while a player's request is handled: reading a hidden token's size or place then throws. */
  guardHidden = false;
  constructor(
    readonly id: string,
    readonly name: string,
    private at: Cube,
    private readonly sizeOf: SizeCategory,
    readonly owners: readonly string[],
    readonly hidden = false,
    private readonly extra: readonly Cube[] = [],
  ) {}
  private read(): void {
    if (this.hidden && this.guardHidden) throw new Error(`hidden token ${this.id} read for a player`);
  }
  get size(): SizeCategory { this.read(); return this.sizeOf; }
  get hexes(): readonly Cube[] { this.read(); return [this.at, ...this.extra.map((d) => ({ q: this.at.q + d.q, r: this.at.r + d.r, s: this.at.s + d.s }))]; }
  get x(): number { this.read(); return cubeToOffset(this.at, "oddR").j * 100; }
  get y(): number { this.read(); return cubeToOffset(this.at, "oddR").i * 100; }
  readonly elevation = 0;
  owns(userId: string): boolean {
    const user = USERS.find((u) => u.id === userId);
    return user !== undefined && (user.isGM || this.owners.includes(userId));
  }
  async place(p: { x: number; y: number; elevation: number }): Promise<unknown> {
    if (typeof p?.x !== "number" || typeof p.y !== "number" || typeof p.elevation !== "number") throw new Error(`invalid position ${JSON.stringify(p)}`);
    this.places.push(p);
    this.at = offsetToCube({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }, "oddR");
    return true;
  }
}

export class StandInMountCombatant extends StandInCombatant implements MountCombatant {}

export interface MountStandIn {
  readonly world: MountWorld;
  readonly tokens: Map<string, StandInMountToken>;
  readonly combatants: Map<string, StandInMountCombatant>;
  /** The cost records written, per rider. */
  readonly costs: Map<string, StandUpRecord | null>;
  clock: ClockTime | null;
  ruleset: Ruleset;
}

export const MOUNT_SCENE_ID = "sceneMount000001";

/** The world: `tokens`, every one a combatant unless listed in `outside`; the clock at round 2, second 1. */
export function mountWorld(ruleset: Ruleset, tokens: readonly StandInMountToken[], outside: readonly string[] = []): MountStandIn {
  const byId = new Map(tokens.map((t) => [t.id, t]));
  const combatants = new Map(tokens.filter((t) => !outside.includes(t.id)).map((t) => [t.id, new StandInMountCombatant()]));
  const state: MountStandIn = { tokens: byId, combatants, costs: new Map(), clock: { round: 2, second: 1 }, ruleset, world: undefined as unknown as MountWorld };
  const scene: MountScene = {
    token: (id) => byId.get(id),
    tokens: () => [...byId.values()],
    positionIn: (_t, hex) => {
      const o = cubeToOffset(hex, "oddR");
      return { x: o.j * 100, y: o.i * 100 };
    },
  };
  (state as { world: MountWorld }).world = {
    user: (id) => USERS.find((u) => u.id === id),
    scene: (id) => (id === MOUNT_SCENE_ID ? scene : undefined),
    combat: () => ({
      clock: state.clock,
      combatantOf: (sceneId, tokenId) => (sceneId === MOUNT_SCENE_ID ? (combatants.get(tokenId) ?? null) : null),
      ridersOf: (sceneId, mountId) => (sceneId === MOUNT_SCENE_ID ? [...combatants].filter(([, c]) => c.memory.mountId === mountId).map(([id]) => id) : []),
    }),
    ruleset: () => state.ruleset,
    // A 12-hex rider at phase 1 with nothing spent (GA-R1); the Foundry side asks the rules.
    costRecord: () => (state.clock ? { combat: "combatMount00001", round: state.clock.round, second: state.clock.second, taken: [4, 2, 0, 0], of: [4, 3, 3, 2] } : null),
    writeCost: async (_s, riderId, record) => void state.costs.set(riderId, record),
  };
  return state;
}

/** A token at hex (i, j) of an odd-row layout. */
export function mountTokenAt(id: string, name: string, i: number, j: number, size: SizeCategory, owners: readonly string[], options: { hidden?: boolean; extra?: readonly Cube[] } = {}): StandInMountToken {
  return new StandInMountToken(id, name, offsetToCube({ i, j }, "oddR"), size, owners, options.hidden === true, options.extra ?? []);
}
