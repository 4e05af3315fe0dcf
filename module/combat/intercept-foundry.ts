/**
 * The Foundry side of interception (VARIANTS.md §3.7, §13.3 row 7; 001:L223): the port the GM's
 * client reads through (intercept.ts), the tracker's *Intercept…* prompt and the request. An owner's
 * client relays the ids; the active GM's client checks, asks the GM "past" in a DialogV2 and writes.
 * Positions come from the scene's tokens on a hex grid; a mover's path of the phase is its token's
 * movement history (the history is the phase's, as canvas/engagement.ts reads "moved").
 */
import { hexLayoutFromGridType, hexLine, offsetToCube, type Cube, type HexLayout } from "../rules";
import { currentRuleset } from "../variants/setting";
import { createChatMessage } from "../compat";
import { engagementTokens, type EngagementPlaceable } from "../scene/engagement-tokens";
import { ERCombatant } from "./combatant";
import type { ERCombat } from "./combat";
import { forfeitsIn } from "./phase-facts";
import { variantMemoryOf } from "./variant-input";
import { mayWorkCombatant } from "./variant-actions";
import { sendRelay } from "./relay";
import { provideInterceptRelay } from "./relay-intercept";
import { handleIntercept, interceptCheck, interceptRelayOutcome, interceptTargets, type InterceptParty, type InterceptWorld } from "./intercept";
import { writeCombatant } from "./writes";

type Point = { x: number; y: number };
interface TokenLike {
  id: string | null;
  name?: string | null;
  hidden?: boolean;
  disposition?: number;
  actor: { statuses?: ReadonlySet<string> } | null;
  combatant?: { isDefeated?: boolean } | null;
  movementHistory?: readonly { x: number; y: number; width?: number; height?: number }[];
  getCenterPoint(data?: { x: number; y: number; width?: number; height?: number }): Point;
  parent: { grid: { type: number; getOffset(p: Point): { i: number; j: number } }; tokens: Iterable<TokenLike> } | null;
}

const t = (key: string, data?: Record<string, string>): string => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
const tokenOf = (c: unknown): TokenLike | null => (c as { token: TokenLike | null }).token ?? null;

/** The token's path of this phase in hexes: its movement history's waypoints, then where it stands. */
function pathOf(token: TokenLike, layout: HexLayout): Cube[] {
  const grid = token.parent!.grid;
  const points = [...(token.movementHistory ?? []).map((w) => token.getCenterPoint({ x: w.x, y: w.y, width: w.width, height: w.height })), token.getCenterPoint()];
  const offsets = points.map((p) => grid.getOffset(p)).filter((o, k, all) => k === 0 || o.i !== all[k - 1]!.i || o.j !== all[k - 1]!.j);
  const path: Cube[] = offsets.length > 0 ? [offsetToCube(offsets[0]!, layout)] : [];
  for (let k = 1; k < offsets.length; k++) for (const o of hexLine(offsets[k - 1]!, offsets[k]!, layout).slice(1)) path.push(offsetToCube(o, layout));
  return path;
}

function placedOf(token: TokenLike): EngagementPlaceable[] {
  return [...token.parent!.tokens].map((d) => ({ document: { id: d.id, name: d.name ?? "", disposition: d.disposition, hidden: d.hidden, combatant: d.combatant ?? null }, actor: d.actor, center: d.getCenterPoint() }));
}

/** The port on this client's documents. */
export function foundryInterceptWorld(): InterceptWorld {
  const combatOf = (id: string) => game.combats?.get(id) as ERCombat | undefined;
  const layoutOf = (token: TokenLike | null) => (token?.parent ? hexLayoutFromGridType(token.parent.grid.type) : null);
  return {
    clock: (combatId) => combatOf(combatId)?.clock ?? null,
    party(combatId, combatantId): InterceptParty | null {
      const combat = combatOf(combatId);
      const c = combat?.combatants.get(combatantId);
      if (!combat || !(c instanceof ERCombatant)) return null;
      const token = tokenOf(c);
      const layout = layoutOf(token);
      const memory = variantMemoryOf(c.erSystem);
      const now = combat.clock;
      const own = token && layout ? (engagementTokens(placedOf(token), (p) => token.parent!.grid.getOffset(p), layout).find((e) => e.id === token.id) ?? null) : null;
      return {
        name: c.name ?? "",
        hidden: c.hidden || token?.hidden === true,
        token: own,
        path: token && layout ? pathOf(token, layout) : null,
        moved: (token?.movementHistory?.length ?? 0) > 0,
        forfeited: now !== null && forfeitsIn(memory, now.round, currentRuleset())[now.second] !== undefined,
        memory: { interceptAt: Number(memory["interceptAt"] ?? 0), stoppedAt: Number(memory["stoppedAt"] ?? 0) },
        ownedBy: (userId) => {
          const user = game.users?.get(userId);
          return !!user && c.testUserPermission(user, "OWNER");
        },
      };
    },
    tokens(combatId) {
      const token = [...(combatOf(combatId)?.combatants ?? [])].map(tokenOf).find((x) => x?.parent) ?? null;
      const layout = layoutOf(token);
      return token && layout ? engagementTokens(placedOf(token), (p) => token.parent!.grid.getOffset(p), layout) : [];
    },
    isGM: (userId) => game.users?.get(userId)?.isGM === true,
    async confirmPast(interceptor, mover) {
      const names = { interceptor, mover };
      const choice = await foundry.applications.api.DialogV2.wait({
        window: { title: t("ER.Engagement.Intercept.Title") },
        content: `<p>${foundry.utils.escapeHTML(t("ER.Engagement.Intercept.Confirm", names))}</p>`,
        buttons: [
          { action: "past", label: t("ER.Engagement.Intercept.Past"), default: true },
          { action: "notPast", label: t("ER.Engagement.Intercept.NotPast") },
        ],
      });
      return choice === "past";
    },
    async write(combatId, combatantId, patch) {
      const c = combatOf(combatId)?.combatants.get(combatantId);
      if (!(c instanceof ERCombatant)) return;
      const update: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(patch)) update[`system.variant.${k}`] = v;
      await writeCombatant(c, update);
    },
    async post(key, data, secret) {
      const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
      await createChatMessage({ content: `<p>${foundry.utils.escapeHTML(t(key, data))}</p>`, ...(secret ? { whisper: gms } : {}) });
    },
  };
}

/** Asks for X's interception of Y: the GM's client carries it out, an owner's client relays the ids. */
export async function requestIntercept(combat: ERCombat, combatantId: string, targetId: string): Promise<void> {
  const world = foundryInterceptWorld();
  const request = { kind: "intercept" as const, combatId: combat.id ?? "", combatantId, targetCombatantId: targetId };
  const userId = game.user?.id ?? "";
  const check = interceptCheck(world, request, userId);
  if ("refused" in check) {
    const key = `ER.Engagement.Intercept.Refused.${check.refused}`;
    ui.notifications?.warn(t(key));
    return;
  }
  if (game.user?.isGM !== true) return sendRelay(request);
  await handleIntercept(request, userId, world);
}

/** The tracker's *Intercept…*: the movers X may intercept now (visible ones only for a player), by name. */
export async function promptIntercept(combat: ERCombat, combatant: ERCombatant): Promise<void> {
  const cid = combatant.id;
  if (!cid || !mayWorkCombatant(combatant, game.user)) return;
  const world = foundryInterceptWorld();
  const ids = [...combat.combatants].map((c) => c.id ?? "").filter(Boolean);
  const targets = interceptTargets(world, combat.id ?? "", cid, ids, game.user?.id ?? "");
  const name = combatant.name ?? "";
  if (targets.length === 0) {
    ui.notifications?.info(t("ER.Engagement.Intercept.None", { name }));
    return;
  }
  const choice = await foundry.applications.api.DialogV2.wait({
    window: { title: t("ER.Engagement.Intercept.Title") },
    content: `<p>${foundry.utils.escapeHTML(t("ER.Engagement.Intercept.Choose", { name }))}</p>`,
    buttons: targets.map(([id, label], k) => ({ action: id, label, default: k === 0 })),
  });
  if (typeof choice === "string" && targets.some(([id]) => id === choice)) await requestIntercept(combat, cid, choice);
}

/** Installs the GM side of the relay kind (at init). */
export function registerIntercept(): void {
  provideInterceptRelay(async (request, senderId) => interceptRelayOutcome(await handleIntercept(request, senderId, foundryInterceptWorld())));
}
