/**
 * Foundry's side of mounted combat (VARIANTS.md §13.3 row 41; 004:L28–L37), binding
 * canvas/mounted.ts to the documents in play:
 * - the relay port: the active GM's client handles `mount` and `dismount` (`handleMount`);
 * - `moveToken` (every client, v13 and v14): after a mount moved, ONE client moves each of its riders
 *   by the same offset in one `TokenDocument#move` by the core's teleporting action (the mover's
 *   client when that user owns the rider, else the active GM's: Rideable #120), marked so that this
 *   client's enforcement does not judge it as the rider's own move;
 * - `createActiveEffect` (every client; the active GM's acts): `prone` on a mounted rider rolls its
 *   DC 10 Dexterity save (the save primitive, `planSave` → `judgeSave`) and, failed, dismounts it
 *   beside its mount; `prone` on a ridden mount asks the GM whether the rider uses its reaction to
 *   dismount on its feet or falls prone too (004:L32–L33).
 */
import { SYSTEM_ID, MOUNT_COST_FLAG } from "../constants";
import { cubeToOffset, judgeSave, offsetToCube, planSave, proneWhileMounted, roundCostRecordOf, riderIsMounted, hexLayoutFromGridType, type Cube, type HexLayout } from "../rules";
import { currentRuleset } from "../variants/setting";
import { ERCombat } from "../combat/combat";
import { ERCombatant, NO_TURN_EVENTS } from "../combat/combatant";
import { variantMemoryOf } from "../combat/variant-input";
import { provideMountRelay } from "../combat/relay-mount";
import { historySpent } from "./reach-overlay";
import { moveInputOf } from "./move-input";
import { sizeOfToken } from "./grab";
import { followMount, forceDismount, handleMount, mountRelayOutcome, movesRider, type MountCombat, type MountCombatant, type MountScene, type MountToken, type MountWorld } from "./mounted";
import { actorFighter } from "../resolution/fighter";
import { diceFormula, rollResult, type RolledLike } from "../resolution/dice";
import { createChatMessage } from "../compat";

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
    place: (p) => doc.move([{ ...p, action: "displace" }] as never),
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
    writeMemory: (fields) => c.update(Object.fromEntries(Object.entries(fields).map(([k, v]) => [`system.variant.${k}`, v])) as Combatant.UpdateData, NO_TURN_EVENTS as Combatant.Database.UpdateOperation),
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
    user: (id) => {
      const u = game.users?.get(id);
      return u ? { id: u.id ?? "", name: u.name ?? "", isGM: u.isGM } : undefined;
    },
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
      if (record === null) await actor.unsetFlag(SYSTEM_ID, MOUNT_COST_FLAG as never);
      else await actor.setFlag(SYSTEM_ID, MOUNT_COST_FLAG as never, record as never);
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
    await followMount(rider.uuid, () => rider.move([{ x: rider.x + delta.dx, y: rider.y + delta.dy, elevation: rider.elevation + delta.de, action: "displace" }] as never));
  }
}

/** The rider's combatant and token of the active combat whose memory names `mountTokenId`, and the rider whose own token this is. */
function linkOf(token: TokenDocument.Implementation): { rider: ERCombatant; mountId: string } | null {
  const combat = game.combat;
  if (!(combat instanceof ERCombat) || !token.id) return null;
  const own = combat.combatants.find((c) => c instanceof ERCombatant && c.tokenId === token.id && riderIsMounted(variantMemoryOf(c.erSystem))) as ERCombatant | undefined;
  if (own) return { rider: own, mountId: variantMemoryOf(own.erSystem).mountId };
  const carried = combat.combatants.find((c) => c instanceof ERCombatant && variantMemoryOf(c.erSystem).mountId === token.id) as ERCombatant | undefined;
  return carried ? { rider: carried, mountId: token.id } : null;
}

const t = (key: string, data?: Record<string, string>) => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;

/** 004:L32–L33 on the active GM's client: a mounted rider or its mount has just gone prone. */
async function proneWhileRiding(token: TokenDocument.Implementation): Promise<void> {
  const scene = token.parent;
  const link = linkOf(token);
  const layout = scene ? hexLayoutFromGridType(scene.grid.type) : null;
  if (!scene || !link || layout === null) return;
  const riderDoc = scene.tokens.get(link.rider.tokenId ?? "");
  const mountDoc = scene.tokens.get(link.mountId);
  const who = riderDoc?.id === token.id ? "rider" : "mount";
  const asked = proneWhileMounted({ who }, currentRuleset());
  const mountScene = sceneOf(scene);
  if (!asked || !riderDoc || !mountScene) return;
  const names = { rider: riderDoc.name ?? "", mount: mountDoc?.name ?? "" };
  const rider = tokenOf(riderDoc, layout);
  const mount = mountDoc ? tokenOf(mountDoc, layout) : null;
  if (asked.kind === "save") {
    const plan = planSave(actorFighter(riderDoc.actor!), asked.effect, { cover: "none", advantage: false, disadvantage: false }, currentRuleset());
    const roll = await new Roll(diceFormula(plan.dice)).evaluate();
    const judged = judgeSave(plan, rollResult(roll as unknown as RolledLike));
    const line = t(`ER.Movement.Mount.RiderProne.${judged.success ? "Saved" : "Failed"}`, { total: String(judged.total), dc: String(plan.target), mount: names.mount });
    await createChatMessage({ content: `<p><strong>${foundry.utils.escapeHTML(t("ER.Movement.Mount.RiderProne.Title", names))}</strong></p><p>${foundry.utils.escapeHTML(line)}</p>`, rolls: [roll], whisper: game.users?.filter((u) => u.isGM).map((u) => u.id!) ?? [] } as never);
    if (!judged.success) await forceDismount(mountScene, rider, mount, combatantWriter(link.rider));
    return;
  }
  const reaction = await foundry.applications.api.DialogV2.wait({
    window: { title: t("ER.Movement.Mount.MountProne.Title", names) },
    content: `<p>${foundry.utils.escapeHTML(t("ER.Movement.Mount.MountProne.Content", names))}</p>`,
    buttons: [
      { action: "reaction", label: t("ER.Movement.Mount.MountProne.Reaction"), default: true },
      { action: "fall", label: t("ER.Movement.Mount.MountProne.Fall") },
    ],
  } as never);
  await forceDismount(mountScene, rider, mount, combatantWriter(link.rider));
  if (reaction === "fall") await riderDoc.actor?.toggleStatusEffect("prone", { active: true });
}

export function registerMounted(): void {
  provideMountRelay(gmHandles);
  Hooks.on("moveToken", (document, movement, _operation, user) => {
    const m = movement as unknown as { origin?: { x?: unknown; y?: unknown; elevation?: unknown }; destination?: { x?: unknown; y?: unknown; elevation?: unknown } };
    const o = m.origin, d = m.destination;
    if (typeof o?.x !== "number" || typeof o.y !== "number" || typeof d?.x !== "number" || typeof d.y !== "number") return;
    const de = typeof d.elevation === "number" && typeof o.elevation === "number" ? d.elevation - o.elevation : 0;
    if (o.x === d.x && o.y === d.y && de === 0) return;
    void carryRiders(document, user, { dx: d.x - o.x, dy: d.y - o.y, de });
  });
  Hooks.on("createActiveEffect", (effect) => {
    if (game.users?.activeGM?.isSelf !== true || !effect.statuses.has("prone")) return;
    const actor = effect.parent;
    if (!(actor instanceof foundry.documents.Actor)) return;
    for (const token of actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) void proneWhileRiding(token);
  });
}
