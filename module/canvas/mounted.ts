/**
 * Mounted combat on the canvas (VARIANTS.md §13.3 row 41; 004:L28–L37), the GM's side. An owner of
 * a rider asks to mount the one creature it targets, or to dismount (the relay kinds `mount` and
 * `dismount`, combat/relay-mount.ts; the GM's own request goes straight to the same handler). The
 * active GM's client reads the tokens, the combat and the rider's memory itself, asks the rules
 * (`mountRefusal`: rule in force, clock, once a round, size, adjacency, hidden, bounds), then
 * writes the rider's memory (the link), the cost record (rules `roundCostRecordOf`, half the round
 * as standing up) and moves the rider in one update: onto its mount, or to the first free hex
 * beside it (`dismountHex`). A hidden mount is refused to a player before anything of it is read.
 * The rider then follows its mount (canvas/mounted-hooks.ts `riderFollows`).
 */
import {
  dismountHex,
  mountMemoryWrites,
  mountRefusal,
  riderIsMounted,
  type ClockTime,
  type Cube,
  type MountRefusal,
  type Ruleset,
  type SizeCategory,
  type StandUpRecord,
  type VariantMemory,
} from "../rules";
import type { RefusalReason } from "../combat/refusals";
import type { MountRelayRequest } from "../combat/relay-mount";

/** A token as the mount handler reads it (TokenDocument, narrowed). */
export interface MountToken {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly size: SizeCategory;
  /** Every hex the token covers (`getOccupiedGridSpaceOffsets`, as cubes). */
  readonly hexes: readonly Cube[];
  owns(userId: string): boolean;
  /** One move through one top-left position by the core's teleporting action (one update). */
  place(position: { x: number; y: number; elevation: number }): Promise<unknown>;
}

export interface MountScene {
  token(id: string): MountToken | undefined;
  /** Every token of the scene (the hexes a dismounting rider must not land on). */
  tokens(): readonly MountToken[];
  /** The top-left position of `token` in `hex`. */
  positionIn(token: MountToken, hex: Cube): { x: number; y: number };
}

export interface MountCombatant {
  readonly memory: VariantMemory;
  /** Writes memory fields (`system.variant.<field>`), by the GM's client. */
  writeMemory(fields: Readonly<Record<string, number | string>>): Promise<unknown>;
}

export interface MountCombat {
  readonly clock: ClockTime | null;
  combatantOf(sceneId: string, tokenId: string): MountCombatant | null;
  /** The token ids of this scene's combatants whose memory names `mountId` as their mount. */
  ridersOf(sceneId: string, mountId: string): readonly string[];
}

export interface MountWorld {
  user(id: string): { readonly id: string; readonly name: string; readonly isGM: boolean } | undefined;
  scene(id: string): MountScene | undefined;
  combat(): MountCombat | null;
  ruleset(): Ruleset;
  /** The cost record of the rider mounting or dismounting now (rules `roundCostRecordOf`, as it stands once on foot), or null. */
  costRecord(sceneId: string, riderId: string): StandUpRecord | null;
  /** Writes the rider actor's cost record (`flags.enchanted-realms.mountCost`). */
  writeCost(sceneId: string, riderId: string, record: StandUpRecord | null): Promise<unknown>;
}

/** The rules' refusal, or a reason of the relay's own (refusals.ts). */
export type MountOutcome = RefusalReason | MountRefusal | null;

const RELAY_OWN = new Set<string>(["unknownSender", "unknownToken", "notOwner"]);

/** The outcome as the relay logs it (refusals.ts): the rules' reasons all log as `mountRefused`. */
export function mountRelayOutcome(outcome: MountOutcome): RefusalReason | null {
  if (outcome === null) return null;
  return RELAY_OWN.has(outcome) ? (outcome as RefusalReason) : "mountRefused";
}

/**
 * The active GM's handling of a mount or dismount request from `senderId` (the socket's sender, or
 * the GM itself): null when carried out, else why not.
 */
export async function handleMount(request: MountRelayRequest, senderId: string, world: MountWorld): Promise<MountOutcome> {
  const sender = world.user(senderId);
  if (!sender) return "unknownSender";
  const scene = world.scene(request.sceneId);
  const rider = scene?.token(request.riderId);
  if (!scene || !rider) return "unknownToken";
  if (!rider.owns(sender.id)) return "notOwner";
  const combat = world.combat();
  const riderCombatant = combat?.combatantOf(request.sceneId, rider.id) ?? null;
  const memory = riderCombatant?.memory ?? { mountId: "", mountRound: 0 };
  const mountId = request.kind === "mount" ? request.mountId : riderIsMounted(memory) ? memory.mountId : null;
  const candidate = mountId === null ? undefined : scene.token(mountId);
  // A hidden mount is refused to a player before its size or place is read.
  if (request.kind === "mount" && candidate?.hidden === true && !sender.isGM) return "hidden";
  if (request.kind === "mount" && !candidate) return "unknownToken";
  const mount = candidate ?? null;
  const mountCombatant = mount === null ? null : (combat?.combatantOf(request.sceneId, mount.id) ?? null);
  const ruleset = world.ruleset();
  const refusal = mountRefusal({
    kind: request.kind,
    now: combat?.clock ?? null,
    combatants: riderCombatant !== null && (request.kind === "dismount" || mountCombatant !== null),
    rider: { id: rider.id, size: rider.size, hexes: rider.hexes, memory: { mountId: memory.mountId, mountRound: memory.mountRound } },
    mount: mount === null ? null : { id: mount.id, size: mount.size, hexes: mount.hexes },
    mountHidden: mount?.hidden === true && !sender.isGM,
    mountRidden: mount !== null && (combat?.ridersOf(request.sceneId, mount.id) ?? []).some((id) => id !== rider.id),
  }, ruleset);
  if (refusal !== null) return refusal;
  const now = combat!.clock!;
  let to: { x: number; y: number; elevation: number } | null;
  if (request.kind === "mount") to = { x: mount!.x, y: mount!.y, elevation: mount!.elevation };
  else to = landing(scene, rider, mount);
  if (to === null) return "noSpace";
  // The cost is measured on the rider as it stands before the link changes (its phases on foot).
  const record = world.costRecord(request.sceneId, rider.id);
  await riderCombatant!.writeMemory(mountMemoryWrites(request.kind === "mount" ? mount!.id : null, now));
  await world.writeCost(request.sceneId, rider.id, record);
  await rider.place(to);
  return null;
}

/** Where a rider leaving `mount` lands: the first free hex beside it (004:L32), or null; a mount gone from the scene: where the rider is. */
export function landing(scene: MountScene, rider: MountToken, mount: MountToken | null): { x: number; y: number; elevation: number } | null {
  if (mount === null) return { x: rider.x, y: rider.y, elevation: rider.elevation };
  const occupied = scene.tokens().filter((t) => t.id !== rider.id && t.id !== mount.id).flatMap((t) => t.hexes);
  const hex = dismountHex({ mount: mount.hexes, occupied });
  return hex === null ? null : { ...scene.positionIn(rider, hex), elevation: mount.elevation };
}

/**
 * Which client moves a rider after its mount moved (Rideable #120: one client, one update): the
 * mover's own client when that user also owns the rider, else the active GM's client; nobody when
 * neither is this client.
 */
export function movesRider(input: { readonly moverIsSelf: boolean; readonly moverOwnsRider: boolean; readonly activeGMIsSelf: boolean }): boolean {
  return input.moverOwnsRider ? input.moverIsSelf : input.activeGMIsSelf;
}

/**
 * Forces a dismount without a request (a fall, 004:L32–L33): the link goes, the round of the last
 * mount stays (a fall is not the rider's own dismount), no cost is recorded, and the rider lands
 * beside its mount (or stays where it is when no hex is free). The caller is the active GM's client.
 */
export async function forceDismount(scene: MountScene, rider: MountToken, mount: MountToken | null, combatant: MountCombatant): Promise<void> {
  await combatant.writeMemory({ mountId: "" });
  const to = landing(scene, rider, mount);
  if (to !== null) await rider.place(to);
}

/** Riders this client is moving after their mounts now: their own `preMoveToken` is not theirs to judge. */
const FOLLOWING = new Set<string>();

/** Whether this client is moving the token (uuid) after its mount: enforcement lets that move through. */
export function isFollowingMount(uuid: string): boolean {
  return FOLLOWING.has(uuid);
}

/** Runs `move` (the rider's one update) marked as following its mount on this client. */
export async function followMount<T>(uuid: string, move: () => Promise<T>): Promise<T> {
  FOLLOWING.add(uuid);
  try {
    return await move();
  } finally {
    FOLLOWING.delete(uuid);
  }
}
