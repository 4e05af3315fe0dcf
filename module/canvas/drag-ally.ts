/**
 * Dragging an ally (VARIANTS.md §13.3 row 42; 004:L52), the canvas side. The player targets the
 * ally (one targeted token) and moves its own token by the `drag` movement action; once Foundry
 * has committed that move, the mover's client asks the active GM's client (the relay kind
 * `dragAlly`, combat/relay-drag.ts; the GM's own drag goes straight to the same handler). The GM's
 * client reads the path from the movement it saw committed (`moveToken` on every client), never
 * from the request, asks the rules (`dragAllyRefusal`: rule in force, clock, adjacency, hidden,
 * willing, bounds), asks the GM to confirm an ally the requester does not own, then moves the ally
 * along the path (`TokenDocument#move`) and writes the two combatants' memory. The drag provokes
 * "as normal" (004:L52): the dragger's own move is a committed move like any other (the `moveToken`
 * opportunity path); the ally's leaving is handed to that same path (installed by the resolution
 * layer, `provideOpportunityPath` in ./engagement.ts) before the ally is moved, so its cards come at the hex it
 * leaves, before it goes on (§13.3 row 7), and its own recorded move then finds those foes spent.
 */
import {
  dragAllyRefusal,
  dragMemoryWrites,
  draggedAllyPath,
  type ClockTime,
  type DragAllyRefusal,
  type HexLayout,
  type Offset,
  type Ruleset,
  type VariantMemory,
} from "../rules";
import type { RefusalReason } from "../combat/refusals";
import type { DragRelayRequest } from "../combat/relay-drag";

/** A token as the drag reads it (TokenDocument, narrowed). */
export interface DragToken {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  /** Its top-left position now. */
  readonly x: number;
  readonly y: number;
  /** Whether the user owns the token (`testUserPermission(user, "OWNER")`). */
  owns(userId: string): boolean;
  /** Moves the token through top-left positions (`TokenDocument#move`). */
  move(waypoints: readonly { x: number; y: number; elevation: number }[]): Promise<unknown>;
}

/** A scene as the drag reads it. */
export interface DragScene {
  readonly layout: HexLayout | null;
  token(id: string): DragToken | undefined;
  /** The hex under a token of this scene placed at a top-left position. */
  offsetAt(token: DragToken, position: { x: number; y: number }): Offset;
  /** The top-left position of a token of this scene in a hex. */
  positionIn(token: DragToken, offset: Offset): { x: number; y: number };
}

/** A combatant as the drag reads and writes it. */
export interface DragCombatant {
  readonly memory: VariantMemory;
  /** Writes memory fields (`system.variant.<field>`), by the GM's client. */
  writeMemory(fields: Readonly<Record<string, number>>): Promise<unknown>;
}

export interface DragCombat {
  readonly id: string;
  readonly clock: ClockTime | null;
  combatantOf(sceneId: string, tokenId: string): DragCombatant | null;
}

/** A drag Foundry committed, as the GM's client saw it in `moveToken`. */
export interface SeenDrag {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly movementId: string;
  readonly userId: string;
  readonly origin: { x: number; y: number; elevation: number };
  readonly waypoints: readonly { x: number; y: number; elevation: number }[];
}

/** What the GM's handler reads of the world (Foundry's globals in play, strict stand-ins in tests). */
export interface DragWorld {
  user(id: string): { readonly id: string; readonly name: string; readonly isGM: boolean } | undefined;
  scene(id: string): DragScene | undefined;
  combat(): DragCombat | null;
  ruleset(): Ruleset;
  /** The GM's yes to a drag of an ally the requester does not own. */
  confirm(text: { dragger: string; ally: string; user: string }): Promise<boolean>;
  /** The opportunity path for a token of the scene leaving `origin` for `destination` (top-left positions). */
  provoke(sceneId: string, tokenId: string, move: { origin: { x: number; y: number }; destination: { x: number; y: number } }): Promise<unknown>;
}


/** The last drag each token made, as the GM's client saw it committed (one per token). */
const seen = new Map<string, SeenDrag>();
const key = (sceneId: string, tokenId: string) => `${sceneId}.${tokenId}`;

/** Keeps a committed move by the `drag` action (every passed waypoint's action), for the GM's check. */
export function rememberDrag(drag: SeenDrag): void {
  if (seen.size > 256) seen.clear();
  seen.set(key(drag.sceneId, drag.tokenId), drag);
}

/** Forgets the kept drags (tests; a new session starts empty). */
export function forgetDrags(): void {
  seen.clear();
}

/** The rules' refusal, or a reason of the relay's own (refusals.ts). */
export type DragOutcome = RefusalReason | DragAllyRefusal | null;

const RELAY_OWN = new Set<string>(["unknownSender", "unknownToken", "notOwner", "noDrag"]);

/** The outcome as the relay logs it (refusals.ts): the rules' reasons all log as `dragRefused`. */
export function relayOutcome(outcome: DragOutcome): RefusalReason | null {
  if (outcome === null) return null;
  return RELAY_OWN.has(outcome) ? (outcome as RefusalReason) : "dragRefused";
}

/**
 * The active GM's handling of a drag request from `senderId` (the socket's sender, or the GM
 * itself): null when the ally was moved and the memory written, else why not.
 */
export async function handleDragAlly(request: DragRelayRequest, senderId: string, world: DragWorld): Promise<DragOutcome> {
  const sender = world.user(senderId);
  if (!sender) return "unknownSender";
  const scene = world.scene(request.sceneId);
  const dragger = scene?.token(request.tokenId);
  const ally = scene?.token(request.allyId);
  if (!scene || !dragger || !ally || scene.layout === null) return "unknownToken";
  if (!dragger.owns(sender.id)) return "notOwner";
  const drag = seen.get(key(request.sceneId, request.tokenId));
  if (!drag || drag.movementId !== request.movementId || drag.userId !== sender.id) return "noDrag";
  const combat = world.combat();
  const draggerCombatant = combat?.combatantOf(request.sceneId, dragger.id) ?? null;
  const allyCombatant = combat?.combatantOf(request.sceneId, ally.id) ?? null;
  const ruleset = world.ruleset();
  const facts = {
    now: combat?.clock ?? null,
    layout: scene.layout,
    draggerFrom: scene.offsetAt(dragger, drag.origin),
    path: drag.waypoints.map((w) => scene.offsetAt(dragger, w)),
    // The ally's hex now: the GM moves it only after this check.
    ally: scene.offsetAt(ally, { x: ally.x, y: ally.y }),
    sameToken: dragger.id === ally.id,
    bothCombatants: draggerCombatant !== null && allyCombatant !== null,
    // A hidden token is refused to a player; the GM sees and may drag it.
    allyHidden: ally.hidden && !sender.isGM,
    willing: sender.isGM || ally.owns(sender.id) ? ("owned" as const) : ("confirmed" as const),
    draggerMemory: draggerCombatant?.memory ?? { dragReactionRound: 0 },
    allyMemory: allyCombatant?.memory ?? { draggedAt: 0 },
  };
  const checked = facts;
  // Everything but willingness first, so that a forged request never reaches the GM's dialog.
  const before = dragAllyRefusal(checked, ruleset);
  if (before !== null) return before;
  if (checked.willing === "confirmed") {
    const yes = await world.confirm({ dragger: dragger.name, ally: ally.name, user: sender.name });
    if (!yes) return dragAllyRefusal({ ...checked, willing: "no" }, ruleset);
  }
  const now = checked.now!;
  const hexes = draggedAllyPath(checked);
  const waypoints = hexes.map((o) => ({ ...scene.positionIn(ally, o), elevation: drag.origin.elevation }));
  // 004:L52 "This movement provokes opportunity attacks as normal": the ally's cards first, where it stands.
  const end = waypoints.at(-1)!;
  await world.provoke(request.sceneId, ally.id, { origin: { x: ally.x, y: ally.y }, destination: { x: end.x, y: end.y } });
  await ally.move(waypoints);
  const writes = dragMemoryWrites(now);
  await allyCombatant!.writeMemory(writes.ally);
  await draggerCombatant!.writeMemory(writes.dragger);
  return null;
}
