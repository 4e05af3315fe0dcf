/**
 * The tokens of a scene as the rules' engagement reads them (VARIANTS.md §3.7): visible tokens with
 * an actor, a place and a known disposition; their statuses that are conditions; defeated from their
 * combatant. Read by the ruler (canvas/engagement.ts), the disengage check (combat/disengage.ts) and
 * the opportunity cards (resolution/opportunity.ts). Hidden tokens are left out on every client, so
 * nothing tells a player of a foe it cannot see.
 */
import { isConditionId, offsetToCube, type CombatantState, type EngagementToken, type HexLayout } from "../rules";

/** A token placeable as engagement reads it (Token#document, #actor, #center). */
export interface EngagementPlaceable {
  document: { id: string | null; name?: string | null; disposition?: number; hidden?: boolean; combatant?: { isDefeated?: boolean; system?: unknown; schedulerState?: CombatantState } | null; movementHistory?: readonly unknown[] };
  actor: { statuses?: ReadonlySet<string> } | null;
  center?: { x: number; y: number };
}

/** The scene grid's offset of a point (BaseGrid#getOffset). */
export type OffsetOf = (point: { x: number; y: number }) => { i: number; j: number };

/** The tokens engagement reads: visible, with an actor, a place and a known disposition. */
export function engagementTokens(placed: readonly EngagementPlaceable[], offsetOf: OffsetOf, layout: HexLayout): EngagementToken[] {
  const out: EngagementToken[] = [];
  for (const t of placed) {
    const d = t.document.disposition;
    if (t.document.hidden === true || !t.actor || !t.center || !t.document.id || typeof d !== "number" || d < -2 || d > 1) continue;
    out.push({
      id: t.document.id,
      hex: offsetToCube(offsetOf(t.center), layout),
      disposition: d,
      conditions: [...(t.actor.statuses ?? [])].filter(isConditionId),
      defeated: t.document.combatant?.isDefeated === true,
    });
  }
  return out;
}

