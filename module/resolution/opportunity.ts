/**
 * Opportunity attack cards (VARIANTS.md §13.3 row 7, GT-7; 001:L219): on the active GM's client,
 * when a committed move of a combatant leaves an engaged hex at a movement second, one basic melee
 * attack card per able engaged foe, stamped at that second (no action of the foe's is used), and the
 * foes recorded as spent for the round in the mover's combat memory. Who provokes is the rules'
 * (leaveProvocations, through canvas/engagement.ts); this file reads documents and posts.
 * The move is not paused: Foundry's pause and resume of a movement (TokenDocument#pauseMovement)
 * belong to the moving client's own workflow, so the cards are posted as the move is recorded and
 * the GM resolves them before the mover goes on (docs/foundry-api.md).
 */
import { currentMessageMode } from "../compat";
import { currentRuleset } from "../variants/setting";
import { engagementInForce, fromAbsolute, reactionWrites, spendFoes, type EngagementMemory, type Ruleset } from "../rules";
import { variantMemoryOf } from "../combat/variant-input";
import { dragEngagement, drawnBy, provideOpportunityPath, type EngagementPlaceable, type OffsetOf } from "../canvas/engagement";
import { NO_CHOICE } from "./dialog";
import { postAttackCard, type TargetToken } from "./roll-attack";
import { onDocumentHook } from "./hooks";

/** An item as the basic-attack choice reads it. */
export interface ItemLike {
  readonly type: string;
  readonly system: unknown;
}

/**
 * Decision (001:L219 "You can only use a basic melee attack"): the foe's first melee item with an
 * attack formula, in its item order; null when it has none (the GM is told, nothing is rolled).
 */
export function basicMeleeItem<T extends ItemLike>(items: Iterable<T>): T | null {
  for (const item of items) {
    const s = (item.system ?? {}) as { kind?: unknown; attack?: unknown };
    if (s.kind === "melee" && typeof s.attack === "string" && s.attack.trim() !== "") return item;
  }
  return null;
}

/** What a committed move provokes: the foes' ids, the clock it is stamped at and the mover's memory patch. */
export interface OpportunityPlan {
  readonly foes: readonly string[];
  readonly stamp: { round: number; second: number; absolute: number };
  readonly patch: Pick<EngagementMemory, "engageRound" | "engageSpent">;
}

/**
 * The attacks a move from `origin` to `destination` draws, or null for none. `placed` are the scene's
 * tokens where they stand now (the foes have not moved since the movement second began).
 */
export function opportunityPlan(
  mover: EngagementPlaceable & { center: { x: number; y: number } },
  origin: { x: number; y: number },
  destination: { i: number; j: number },
  teleport: boolean,
  placed: readonly EngagementPlaceable[],
  grid: { type: number; offsetOf: OffsetOf },
  clock: { absolute: unknown; memory: unknown },
  ruleset: Ruleset,
): OpportunityPlan | null {
  const drag = dragEngagement({ ...mover, center: origin }, placed.filter((t) => t.document.id !== mover.document.id), grid, clock, ruleset);
  if (drag === null) return null;
  const foes = drawnBy(drag, destination, teleport, ruleset);
  if (foes.length === 0) return null;
  const absolute = clock.absolute as number;
  return { foes, stamp: { ...fromAbsolute(absolute), absolute }, patch: spendFoes(drag.memory, drag.round, foes) };
}

export interface LeaveTokenDoc {
  id: string | null;
  uuid: string;
  name?: string | null;
  disposition?: number;
  hidden?: boolean;
  actor: (Actor.Implementation & { statuses?: ReadonlySet<string> }) | null;
  combatant?: { isDefeated?: boolean; parent?: { started?: boolean; system?: unknown } | null; system?: unknown; update(data: object): Promise<unknown> } | null;
  getCenterPoint(position?: object): { x: number; y: number };
  parent: { grid: { type: number; getOffset(p: { x: number; y: number }): { i: number; j: number } }; tokens: Iterable<LeaveTokenDoc> } | null;
  object?: unknown;
}

function placeable(doc: LeaveTokenDoc): EngagementPlaceable & { center: { x: number; y: number } } {
  return { document: { id: doc.id, name: doc.name ?? "", disposition: doc.disposition, hidden: doc.hidden, combatant: doc.combatant ?? null }, actor: doc.actor, center: doc.getCenterPoint() };
}

/** A move as the opportunity path reads it: top-left positions (TokenPosition) and whether it teleports. */
export interface LeavingMove {
  readonly origin: { x: number; y: number };
  readonly destination: { x: number; y: number };
  readonly teleport: boolean;
}

/**
 * The one opportunity path (§13.3 rows 7 and 42) on the active GM's client: the cards a token's
 * move from `origin` to `destination` draws, posted and recorded (the mover's spent foes; each
 * attacker's reaction where the attack takes one). Its committed moves come from `moveToken`; a
 * dragged ally's comes from the drag before the ally is moved (004:L52). The number of cards posted
 * (a foe without a melee attack is told, not counted).
 */
export async function postLeaveAttacks(doc: LeaveTokenDoc, move: LeavingMove): Promise<number> {
  if (!game.users?.activeGM?.isSelf) return 0;
  const ruleset = currentRuleset();
  const scene = doc.parent;
  const combatant = doc.combatant;
  if (!engagementInForce(ruleset) || scene === null || !combatant || combatant.parent?.started !== true) return 0;
  const clock = { absolute: (combatant.parent.system as { absolute?: unknown } | null)?.absolute, memory: variantMemoryOf(combatant.system as Parameters<typeof variantMemoryOf>[0]) };
  const placed = [...scene.tokens].map(placeable);
  const grid = { type: scene.grid.type, offsetOf: (p: { x: number; y: number }) => scene.grid.getOffset(p) };
  const plan = opportunityPlan(placeable(doc), doc.getCenterPoint(move.origin), scene.grid.getOffset(doc.getCenterPoint(move.destination)), move.teleport, placed, grid, clock, ruleset);
  if (plan === null) return 0;
  await combatant.update({ "system.variant.engageRound": plan.patch.engageRound, "system.variant.engageSpent": plan.patch.engageSpent });
  const target: TargetToken = { document: doc, actor: doc.actor, center: doc.getCenterPoint(move.origin) };
  const reaction = reactionWrites(plan.stamp.round, ruleset);
  let posted = 0;
  for (const id of plan.foes) {
    const foe = [...scene.tokens].find((t) => t.id === id);
    const item = foe?.actor ? basicMeleeItem(foe.actor.items) : null;
    if (!foe?.actor || !item) {
      ui.notifications?.warn(game.i18n?.format("ER.Engagement.NoBasicAttack", { name: foe?.name ?? id }) ?? "ER.Engagement.NoBasicAttack");
      continue;
    }
    // 004:L64: the attack takes the foe's one reaction of the round (none under 13A, L219).
    if (reaction !== null && foe.combatant) await foe.combatant.update({ "system.variant.reactionRound": reaction.reactionRound });
    await postAttackCard(item, foe.actor, NO_CHOICE, [target], { rolledFor: null, mode: currentMessageMode(), stamp: { stamp: plan.stamp, offClock: false } });
    posted++;
  }
  return posted;
}

/** The `moveToken` hook's work on the active GM's client: a committed move, not an undo nor a chained continuation. */
export async function postOpportunityAttacks(doc: LeaveTokenDoc, movement: { origin: object; destination: object; chain: readonly unknown[]; method?: string; passed?: { waypoints?: readonly { action?: unknown }[] } }): Promise<number> {
  if (!game.users?.activeGM?.isSelf || movement.method === "undo" || movement.chain.length > 0) return 0;
  const action = movement.passed?.waypoints?.[0]?.action;
  const teleport = typeof action === "string" && CONFIG.Token.movement.actions[action]?.teleport === true;
  return postLeaveAttacks(doc, { origin: movement.origin as { x: number; y: number }, destination: movement.destination as { x: number; y: number }, teleport });
}

export function registerOpportunityAttacks(): void {
  // 004:L52 "This movement provokes opportunity attacks as normal": the dragged ally's move, and the GM's own held move, take this same path.
  // The canvas port hands over the dragged token's document untyped (canvas/engagement.ts); it is core's TokenDocument.
  provideOpportunityPath((doc, move) => postLeaveAttacks(doc as LeaveTokenDoc, move));
  onDocumentHook<LeaveTokenDoc, "moveToken">("moveToken", (doc, movement) => {
    void postOpportunityAttacks(doc, movement);
  });
}
