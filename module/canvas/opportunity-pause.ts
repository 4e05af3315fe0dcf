/**
 * Opportunity attacks before the mover continues (VARIANTS.md §13.3 row 7; 001:L219), on the moving
 * client. Foundry's `preMoveToken` cannot change or delay a move, only refuse it whole, and
 * `TokenDocument#pauseMovement` pauses only what is still pending after a committed step (a move
 * committed in one step has already reached its end; docs/foundry-api.md). So a move that leaves an
 * engaged hex and draws attacks is held back at the engaged hex instead:
 * 1. `preMoveToken` refuses it (the token stays where it is engaged) and asks for the cards: the
 *    active GM's own move goes straight to the opportunity path; a player's asks the GM's client
 *    over the relay (kind `leaveAttacks`, checked there).
 * 2. The move is made again, with the same waypoints, once the mover's record of spent foes changes
 *    (the GM's client writes it with the cards) or after {@link HOLD_TIMEOUT_MS}, so nobody is left
 *    stuck by a lost message; with no GM connected it goes at once (the relay tells the user).
 * 3. That move is let through once, and the GM's `moveToken` then finds those foes spent.
 * Who is drawn is the rules' (`leaveProvocations` through ./engagement.ts), as the ruler shows it.
 */
import { spentFoes, type EngagementMemory } from "../rules";
import { currentRuleset } from "../variants/setting";
import { sendRelay } from "../combat/relay";
import { variantMemoryOf } from "../combat/variant-input";
import { dragEngagement, drawnBy, installedOpportunityPath, type EngagementPlaceable } from "./engagement";
import { isTeleportMove, needsDecision, type MoveWaypoints } from "./enforcement";
import { moveInputOf } from "./move-input";

/** How long a held move waits for the GM's client before it goes anyway. */
export const HOLD_TIMEOUT_MS = 4000;
const STEP_MS = 100;
/** How long a move let through stays let through (a made-again move that something else refuses must not open a later one). */
const CLEARED_MS = 10_000;

/** What the hold does in the world (Foundry in play, strict stand-ins in tests). */
export interface HoldWorld {
  /**
   * Asks for the cards: a promise when this client posts them itself (the active GM), "relayed" when
   * the GM's client was asked, null when nobody can post them (no GM connected).
   */
  ask(): Promise<unknown> | "relayed" | null;
  /** The mover's record of spent foes now (its memory's `engageRound` and `engageSpent`). */
  record(): Pick<EngagementMemory, "engageRound" | "engageSpent">;
  sleep(ms: number): Promise<void>;
  /** Makes the move again (`TokenDocument#move` with the same waypoints). */
  resume(): Promise<unknown>;
}

/** How a held move went on: its cards posted, the wait timed out, or no GM to post them. */
export type HoldOutcome = "posted" | "timeout" | "noGM";

const key = (r: Pick<EngagementMemory, "engageRound" | "engageSpent">) => `${r.engageRound}:${r.engageSpent}`;

/** Waits for the cards (or the timeout), then makes the move again. */
export async function holdUntilPosted(world: HoldWorld, round: number): Promise<HoldOutcome> {
  const before = key(world.record());
  const asked = world.ask();
  let outcome: HoldOutcome;
  if (asked === null) outcome = "noGM";
  else if (asked !== "relayed") {
    await asked;
    outcome = "posted";
  } else {
    outcome = "timeout";
    for (let waited = 0; waited < HOLD_TIMEOUT_MS; waited += STEP_MS) {
      const now = world.record();
      if (key(now) !== before && spentFoes(now, round).length > 0) {
        outcome = "posted";
        break;
      }
      await world.sleep(STEP_MS);
    }
  }
  await world.resume();
  return outcome;
}

/** Moves let through once: token id → when. */
const cleared = new Map<string, number>();

/**
 * The key of a held move: its token alone, so the move made again is let through even if Foundry
 * reports its end a little differently (a held move can never hold itself again in a loop).
 */
export function moveKey(tokenId: string): string {
  return tokenId;
}

/** Lets the next move of the token through (the held move made again). */
export function clearMove(k: string, now: number): void {
  if (cleared.size > 64) cleared.clear();
  cleared.set(k, now);
}

/** Whether the move is the held one made again (consumed: it goes through once). */
export function takeCleared(k: string, now: number): boolean {
  const at = cleared.get(k);
  cleared.delete(k);
  return at !== undefined && now - at <= CLEARED_MS;
}

/**
 * Whether `preMoveToken` holds a move: not a chained continuation or an undo (already decided, or
 * only giving hexes back), not a teleport (001:L535), not the held move made again (let through
 * once), and only when the path draws attacks (`drawn`, asked last: it builds the drag's index).
 */
export function holdsMove(movement: { chain: readonly unknown[]; method?: string } & MoveWaypoints, tokenId: string, actions: Readonly<Record<string, { teleport?: boolean } | undefined>>, drawn: () => readonly string[], now: number): boolean {
  if (!needsDecision(movement)) return false;
  if (takeCleared(moveKey(tokenId), now)) return false;
  if (isTeleportMove(movement, actions)) return false;
  return drawn().length > 0;
}

/** `preMoveToken` on the moving client: refuses (and holds) a move that draws opportunity attacks; lets the rest through. */
export function holdLeavingMove(token: TokenDocument.Implementation, movement: TokenDocument.MovementData): false | void {
  const destination = movement.destination as { x: number; y: number };
  const k = moveKey(token.id ?? "");
  const scene = token.parent;
  const placeable = token.object;
  if (scene === null || placeable === null || !token.id || !scene.id) return;
  let round = 0;
  const drawn = (): readonly string[] => {
    const input = moveInputOf(token);
    if (input?.combat?.started !== true) return [];
    const ruleset = currentRuleset();
    const placed = ((globalThis as { canvas?: { tokens?: { placeables?: unknown[] } } }).canvas?.tokens?.placeables ?? []) as EngagementPlaceable[];
    const drag = dragEngagement(placeable, placed, { type: scene.grid.type, offsetOf: (p) => scene.grid.getOffset(p) }, { absolute: input.combat.absolute, memory: input.memory }, ruleset);
    round = drag?.round ?? 0;
    return drag === null ? [] : drawnBy(drag, scene.grid.getOffset(token.getCenterPoint(destination)), false, ruleset);
  };
  if (!holdsMove(movement, token.id, CONFIG.Token.movement.actions as Readonly<Record<string, { teleport?: boolean }>>, drawn, Date.now())) return;
  const sections = movement;
  const waypoints = [...(sections.passed?.waypoints ?? []), ...(sections.pending?.waypoints ?? [])].map((w) => ({ x: w.x, y: w.y, elevation: w.elevation ?? token.elevation, action: w.action }));
  const [sceneId, tokenId] = [scene.id, token.id];
  const world: HoldWorld = {
    ask: () => {
      const gm = game.users?.activeGM ?? null;
      if (gm?.isSelf) return installedOpportunityPath()?.(token, { origin: { x: token.x, y: token.y }, destination, teleport: false }) ?? Promise.resolve(0);
      // With no GM connected the relay tells the user and sends nothing.
      sendRelay({ kind: "leaveAttacks", sceneId, tokenId, x: destination.x, y: destination.y });
      return gm === null ? null : "relayed";
    },
    record: () => variantMemoryOf((token.combatant?.system ?? null) as Parameters<typeof variantMemoryOf>[0]),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    resume: () => {
      clearMove(k, Date.now());
      return token.move(waypoints, { method: movement.method, autoRotate: movement.autoRotate, showRuler: movement.showRuler });
    },
  };
  ui.notifications?.info(game.i18n?.localize("ER.Engagement.Held") ?? "ER.Engagement.Held");
  void holdUntilPosted(world, round);
  return false;
}

/** Registered after enforcement, so a move enforcement refuses is never held. */
export function registerOpportunityPause(): void {
  Hooks.on("preMoveToken", (token, movement) => holdLeavingMove(token, movement));
}
