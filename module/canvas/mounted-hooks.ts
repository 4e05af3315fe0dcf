/**
 * Foundry's side of mounted combat (VARIANTS.md §13.3 row 41; 004:L28–L37), binding
 * canvas/mounted.ts to the documents in play:
 * - the relay port: the active GM's client handles `mount` and `dismount` (`handleMount`);
 * - `moveToken` (every client, v13 and v14): after a mount moved, ONE client moves each of its riders
 *   by the same offset in one `TokenDocument#move` by the core's teleporting action (the mover's
 *   client when that user owns the rider, else the active GM's: Rideable #120), marked so that this
 *   client's enforcement does not judge it as the rider's own move;
 * - `mountLinkOf`: the rider and mount a token belongs to, for the prone prompts
 *   (resolution/mounted-prone.ts, 004:L32–L33).
 */
import { SYSTEM_ID, MOUNT_COST_FLAG } from "../constants";
import { cubeToOffset, offsetToCube, roundCostRecordOf, riderIsMounted, hexLayoutFromGridType, type Cube, type HexLayout } from "../rules";
import { currentRuleset } from "../variants/setting";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { relayUser, writeVariantMemory } from "./drag-ally-hooks";
import { variantMemoryOf } from "../combat/variant-input";
import { provideMountRelay } from "../combat/relay-mount";
import { historySpent } from "./reach-overlay";
import { moveInputOf } from "./move-input";
import { sizeOfToken } from "./grab";
import { followMount, handleMount, mountRelayOutcome, movesRider, type MountCombat, type MountCombatant, type MountScene, type MountToken, type MountWorld } from "./mounted";

function hexesOf(doc: TokenDocument.Implementation, layout: HexLayout): Cube[] {
  const spaces = doc.getOccupiedGridSpaceOffsets?.() ?? [];
  const scene = doc.parent;
  return spaces.length > 0 || !scene ? spaces.map((o) => offsetToCube(o, layout)) : [offsetToCube(scene.grid.getOffset(doc.getCenterPoint({ x: doc.x, y: doc.y })), layout)];
}

function tokenOf(doc: TokenDocument.Implementation, layout: HexLayout): MountToken {
  return {
    id: doc.id ?? "",
    name: doc.name ?? "",
    hidden: doc.hidden === true,
    x: doc.x,
    y: doc.y,
    elevation: doc.elevation,
    get size() { return sizeOfToken({ width: doc.width, actor: doc.actor }); },
    get hexes() { return hexesOf(doc, layout); },
    owns: (userId) => {
      const user = game.users?.get(userId);
      return user !== undefined && doc.testUserPermission(user, "OWNER");
    },
    place: (p) => doc.move([{ ...p, action: "displace" }]),
  };
}

function sceneOf(scene: Scene.Implementation): MountScene | undefined {
  const layout = hexLayoutFromGridType(scene.grid.type);
  if (layout === null) return undefined;
  return {
    token: (id) => {
      const doc = scene.tokens.get(id);
      return doc ? tokenOf(doc, layout) : undefined;
    },
    tokens: () => scene.tokens.contents.map((d) => tokenOf(d, layout)),
    // The rules' offsets are the grid's (hex.ts reads them from the grid type, as `getOffset` gives them).
    positionIn: (_t, hex) => scene.grid.getTopLeftPoint(cubeToOffset(hex, layout)),
  };
}

function combatantWriter(c: ERCombatant): MountCombatant {
  return {
    memory: variantMemoryOf(c.erSystem),
    writeMemory: (fields) => writeVariantMemory(c, fields),
  };
}

function combatOf(): MountCombat | null {
  const combat = game.combat;
  if (!(combat instanceof ERCombat)) return null;
  const on = (sceneId: string) => combat.combatants.filter((x) => x instanceof ERCombatant && x.sceneId === sceneId) as ERCombatant[];
  return {
    clock: combat.clock,
    combatantOf: (sceneId, tokenId) => {
      const c = on(sceneId).find((x) => x.tokenId === tokenId);
      return c ? combatantWriter(c) : null;
    },
    ridersOf: (sceneId, mountId) => on(sceneId).filter((c) => variantMemoryOf(c.erSystem).mountId === mountId).map((c) => c.tokenId ?? ""),
  };
}

/** The world in play, for the GM's handler. */
export function foundryMountWorld(): MountWorld {
  return {
    user: relayUser,
    scene: (id) => {
      const scene = game.scenes?.get(id);
      return scene ? sceneOf(scene) : undefined;
    },
    combat: combatOf,
    ruleset: currentRuleset,
    costRecord: (sceneId, riderId) => {
      const doc = game.scenes?.get(sceneId)?.tokens.get(riderId);
      const input = doc ? moveInputOf(doc) : null;
      if (!doc || !input) return null;
      // Measured on the rider on foot (004:L28 "half your movement": its own phases), whatever its link.
      return roundCostRecordOf({ ...input, memory: { ...input.memory, mountId: "" } }, { spentUnits: historySpent(doc, Number.MAX_SAFE_INTEGER), kind: "mount" }, currentRuleset());
    },
    writeCost: async (sceneId, riderId, record) => {
      const actor = game.scenes?.get(sceneId)?.tokens.get(riderId)?.actor;
      if (!actor) return;
      if (record === null) await actor.unsetFlag(SYSTEM_ID, MOUNT_COST_FLAG);
      else await actor.setFlag(SYSTEM_ID, MOUNT_COST_FLAG, record);
    },
  };
}

async function gmHandles(request: Parameters<typeof handleMount>[0], senderId: string) {
  const outcome = await handleMount(request, senderId, foundryMountWorld());
  if (outcome !== null) console.warn(`Enchanted Realms | mount refused: ${outcome}`);
  return mountRelayOutcome(outcome);
}

/** After `mount` moved by (dx, dy, de), this client moves the riders it must, each in one update. */
async function carryRiders(mount: TokenDocument.Implementation, mover: User.Implementation, delta: { dx: number; dy: number; de: number }): Promise<void> {
  const scene = mount.parent;
  const combat = game.combat;
  if (!scene || !(combat instanceof ERCombat) || !mount.id) return;
  for (const c of combat.combatants) {
    if (!(c instanceof ERCombatant) || c.sceneId !== scene.id || variantMemoryOf(c.erSystem).mountId !== mount.id) continue;
    const rider = scene.tokens.get(c.tokenId ?? "");
    if (!rider) continue;
    const mine = movesRider({ moverIsSelf: mover.isSelf, moverOwnsRider: rider.testUserPermission(mover, "OWNER"), activeGMIsSelf: game.users?.activeGM?.isSelf === true });
    if (!mine) continue;
    await followMount(rider.uuid, () => rider.move([{ x: rider.x + delta.dx, y: rider.y + delta.dy, elevation: rider.elevation + delta.de, action: "displace" }]));
  }
}

/** A rider and its mount as the prone prompts read them (resolution/mounted-prone.ts), from either's token. */
export interface MountLink {
  readonly who: "rider" | "mount";
  readonly scene: MountScene;
  readonly riderDoc: TokenDocument.Implementation;
  readonly rider: MountToken;
  readonly mount: MountToken | null;
  readonly combatant: MountCombatant;
}

/** The link `token` is part of in the active combat (it rides, or it is ridden), or null. */
export function mountLinkOf(token: TokenDocument.Implementation): MountLink | null {
  const combat = game.combat;
  const scene = token.parent;
  const layout = scene ? hexLayoutFromGridType(scene.grid.type) : null;
  const mountScene = scene ? sceneOf(scene) : undefined;
  if (!(combat instanceof ERCombat) || !token.id || !scene || layout === null || !mountScene) return null;
  const own = combat.combatants.find((c) => c instanceof ERCombatant && c.tokenId === token.id && riderIsMounted(variantMemoryOf(c.erSystem))) as ERCombatant | undefined;
  const rider = own ?? (combat.combatants.find((c) => c instanceof ERCombatant && variantMemoryOf(c.erSystem).mountId === token.id) as ERCombatant | undefined);
  const riderDoc = rider ? scene.tokens.get(rider.tokenId ?? "") : undefined;
  if (!rider || !riderDoc) return null;
  const mountDoc = scene.tokens.get(own ? variantMemoryOf(rider.erSystem).mountId : token.id);
  return { who: own ? "rider" : "mount", scene: mountScene, riderDoc, rider: tokenOf(riderDoc, layout), mount: mountDoc ? tokenOf(mountDoc, layout) : null, combatant: combatantWriter(rider) };
}

export function registerMounted(): void {
  provideMountRelay(gmHandles);
  Hooks.on("moveToken", (document, movement, _operation, user) => {
    const m = movement;
    const o = m.origin, d = m.destination;
    if (typeof o?.x !== "number" || typeof o.y !== "number" || typeof d?.x !== "number" || typeof d.y !== "number") return;
    const de = typeof d.elevation === "number" && typeof o.elevation === "number" ? d.elevation - o.elevation : 0;
    if (o.x === d.x && o.y === d.y && de === 0) return;
    void carryRiders(document, user, { dx: d.x - o.x, dy: d.y - o.y, de });
  });
}
