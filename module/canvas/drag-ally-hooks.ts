/**
 * Foundry's side of dragging an ally (VARIANTS.md §13.3 row 42): the `moveToken` hook, the relay
 * port and the GM's dialog, binding canvas/drag-ally.ts to the documents in play.
 * - Every client sees `moveToken` (v13 and v14) with the committed movement: the active GM's client
 *   keeps a move that used the `drag` action; the mover's own client then
 *   asks for its one targeted token to be pulled along (the GM's own drag is handled at once).
 * - `TokenDocument#move(waypoints)` moves the ally (v13 and v14: same signature).
 */
import { hexLayoutFromGridType } from "../rules";
import { currentRuleset } from "../variants/setting";
import { ERCombat } from "../combat/combat";
import { ERCombatant } from "../combat/combatant";
import { writeCombatant } from "../combat/writes";
import { variantMemoryOf } from "../combat/variant-input";
import { sendRelay } from "../combat/relay";
import { provideDragRelay } from "../combat/relay-drag";
import { installedOpportunityPath } from "./engagement";
import { handleDragAlly, relayOutcome, rememberDrag, type DragCombat, type DragScene, type DragToken, type DragWorld } from "./drag-ally";

interface MovedPoint { x: number; y: number; elevation: number; action?: unknown }

function point(p: unknown): { x: number; y: number; elevation: number } | null {
  const w = p as Partial<MovedPoint> | null;
  if (!w || typeof w.x !== "number" || typeof w.y !== "number") return null;
  return { x: w.x, y: w.y, elevation: typeof w.elevation === "number" ? w.elevation : 0 };
}

function tokenOf(doc: TokenDocument.Implementation): DragToken {
  return {
    id: doc.id ?? "",
    name: doc.name ?? "",
    hidden: doc.hidden === true,
    x: doc.x,
    y: doc.y,
    owns: (userId) => {
      const user = game.users?.get(userId);
      return user !== undefined && doc.testUserPermission(user, "OWNER");
    },
    move: (waypoints) => doc.move(waypoints.map((w) => ({ ...w, action: "walk" }))),
  };
}

function sceneOf(scene: Scene.Implementation): DragScene {
  return {
    layout: hexLayoutFromGridType(scene.grid.type),
    token: (id) => {
      const doc = scene.tokens.get(id);
      return doc ? tokenOf(doc) : undefined;
    },
    offsetAt: (token, position) => {
      const doc = scene.tokens.get(token.id)!;
      return scene.grid.getOffset(doc.getCenterPoint({ x: position.x, y: position.y }));
    },
    // One-hex tokens (size and space are row 40's): the hex's top-left point.
    positionIn: (_token, offset) => scene.grid.getTopLeftPoint(offset),
  };
}

function combatOf(): DragCombat | null {
  const combat = game.combat;
  if (!(combat instanceof ERCombat) || combat.id === null) return null;
  return {
    id: combat.id,
    clock: combat.clock,
    combatantOf: (sceneId, tokenId) => {
      const c = combat.combatants.find((x) => x.sceneId === sceneId && x.tokenId === tokenId);
      if (!(c instanceof ERCombatant)) return null;
      return {
        memory: variantMemoryOf(c.erSystem),
        writeMemory: (fields) => writeVariantMemory(c, fields),
      };
    },
  };
}

/** A combatant's memory fields (`system.variant.<field>`) written by the GM's client, with no turn events. */
export function writeVariantMemory(c: ERCombatant, fields: Readonly<Record<string, number | string>>): Promise<unknown> {
  return writeCombatant(c, Object.fromEntries(Object.entries(fields).map(([k, v]) => [`system.variant.${k}`, v])));
}

/** A user by id as the GM's relay handlers read it (id, name, GM or not). */
export function relayUser(id: string): { id: string; name: string; isGM: boolean } | undefined {
  const u = game.users?.get(id);
  return u ? { id: u.id ?? "", name: u.name ?? "", isGM: u.isGM } : undefined;
}

/** The world in play, for the GM's handler. */
export function foundryDragWorld(): DragWorld {
  return {
    user: relayUser,
    scene: (id) => {
      const scene = game.scenes?.get(id);
      return scene ? sceneOf(scene) : undefined;
    },
    combat: combatOf,
    ruleset: currentRuleset,
    confirm: async ({ dragger, ally, user }) =>
      (await foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n?.localize("ER.Movement.Drag.ConfirmTitle") ?? "ER.Movement.Drag.ConfirmTitle" },
        content: `<p>${foundry.utils.escapeHTML(game.i18n?.format("ER.Movement.Drag.Confirm", { user, dragger, ally }) ?? "ER.Movement.Drag.Confirm")}</p>`,
      })) === true,
    provoke: async (sceneId, tokenId, move) => {
      const doc = game.scenes?.get(sceneId)?.tokens.get(tokenId);
      const path = installedOpportunityPath();
      return doc && path ? path(doc, { ...move, teleport: false }) : 0;
    },
  };
}

/** The GM's side of the relay kind: the handler on the world in play, its reason logged by the relay. */
async function gmHandles(request: Parameters<typeof handleDragAlly>[0], senderId: string) {
  const outcome = await handleDragAlly(request, senderId, foundryDragWorld());
  if (outcome !== null) console.warn(`Enchanted Realms | drag refused: ${outcome}`);
  return relayOutcome(outcome);
}

export function registerDragAlly(): void {
  provideDragRelay(gmHandles);
  Hooks.on("moveToken", (document, movement, _operation, user) => {
    const passed = movement.passed?.waypoints ?? [];
    // A move that used the `drag` action (whether `passed` repeats the origin is not documented: a repeated hex adds no step).
    if (!passed.some((w) => w.action === "drag")) return;
    const origin = point(movement.origin);
    const sceneId = document.parent?.id;
    const movementId = movement.id;
    if (!origin || !sceneId || !document.id || typeof movementId !== "string" || !user.id) return;
    const activeGM = game.users?.activeGM?.isSelf === true;
    if (activeGM) rememberDrag({ sceneId, tokenId: document.id, movementId, userId: user.id, origin, waypoints: passed.map(point).filter((p) => p !== null) });
    if (!user.isSelf) return;
    // The player's choice: its one targeted token other than the mover.
    const targets = [...(game.user?.targets ?? [])].filter((t) => t.document.id !== document.id);
    if (targets.length !== 1) {
      ui.notifications?.info(game.i18n?.localize("ER.Movement.Drag.NoTarget") ?? "ER.Movement.Drag.NoTarget");
      return;
    }
    const request = { kind: "dragAlly" as const, sceneId, tokenId: document.id, allyId: targets[0]!.document.id ?? "", movementId };
    if (!activeGM) {
      sendRelay(request);
      return;
    }
    // The active GM's own drag: handled here, and the reason shown to the GM.
    void handleDragAlly(request, user.id, foundryDragWorld()).then((outcome) => {
      if (outcome === null) return;
      const key = `ER.Movement.Drag.Refused.${outcome}`;
      ui.notifications?.warn(game.i18n?.localize(key) ?? key);
    });
  });
}
