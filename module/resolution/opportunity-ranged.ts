/**
 * Opportunity attacks drawn by an attack (VARIANTS.md §13.3 row 7; coverage audit §5.4 item 5;
 * 001:L283): on the active GM's client, once a ranged attack's card is posted, one basic melee
 * attack card per able engaged foe the attack does not target, stamped at the attack's landing
 * second (the card's own stamp), and those foes recorded as spent for the round in the attacker's
 * combat memory, as a move's are (opportunity.ts). Who provokes is the rules' (rangedProvokers);
 * this file reads documents and posts. Hidden tokens are no one's foes here (scene/engagement-tokens.ts),
 * so a hidden foe draws nothing a player could see. The trigger is core's `createChatMessage` on the
 * active GM's client: a player's client never posts these cards. Of a card a player posted (its own
 * dice), only the targets it chose are read, and only when that player owns the attacking actor and
 * the item is that actor's; the attacker's place and its foes are the scene's.
 */
import { currentMessageMode } from "../compat";
import { currentRuleset } from "../variants/setting";
import { engagementInForce, engagementIndex, hexLayoutFromGridType, offsetToCube, rangedProvokers, spendFoes, spentFoes, type EngagedFoe, type EngagementMemory, type Ruleset } from "../rules";
import { variantMemoryOf } from "../combat/variant-input";
import { engagementTokens, type EngagementPlaceable, type OffsetOf } from "../scene/engagement-tokens";
import { NO_CHOICE } from "./dialog";
import { basicMeleeItem } from "./opportunity";
import { postAttackCard, type TargetToken } from "./roll-attack";
import { SYSTEM_ID } from "../constants";
import { CARD_FLAG, readCardFlag } from "./flag";
import { HIDDEN_PART_FLAG } from "./companion";
import { tamperedCard, type AuthoredMessage } from "./card-trust";
import { gmAuthored } from "./gm-notice";
import { attackItemOf } from "./pipeline";
import { onDocumentHook } from "./hooks";

/** What a ranged attack provokes: the foes' ids and the attacker's memory patch. */
export interface RangedOpportunityPlan {
  readonly foes: readonly string[];
  readonly patch: Pick<EngagementMemory, "engageRound" | "engageSpent">;
}

/**
 * The foes a ranged attack by `attacker` on `targets` (token ids) draws at `round`, or null for none.
 * `placed` are the scene's tokens; a foe already spent against the attacker this round is left out
 * (Decision: one opportunity attack a round per foe, as for leaving, §13.3 row 7).
 */
export function rangedOpportunityPlan(
  attacker: EngagementPlaceable & { center: { x: number; y: number } },
  targets: readonly string[],
  placed: readonly EngagementPlaceable[],
  grid: { type: number; offsetOf: OffsetOf },
  clock: { round: number; memory: EngagementMemory },
  ruleset: Ruleset,
): RangedOpportunityPlan | null {
  const engaged = engagedFoesOf(attacker, placed, grid, ruleset);
  return engaged === null ? null : unspentPlan(rangedProvokers(engaged, targets, ruleset), clock);
}

/** The foes engaged with `attacker` where it stands (the rules' engagement index), or null with no engagement rule, no hex grid or no id. */
export function engagedFoesOf(
  attacker: EngagementPlaceable & { center: { x: number; y: number } },
  placed: readonly EngagementPlaceable[],
  grid: { type: number; offsetOf: OffsetOf },
  ruleset: Ruleset,
): readonly EngagedFoe[] | null {
  const layout = hexLayoutFromGridType(grid.type);
  if (!engagementInForce(ruleset) || layout === null || !attacker.document.id) return null;
  const tokens = engagementTokens(placed.filter((t) => t.document.id !== attacker.document.id), grid.offsetOf, layout);
  const index = engagementIndex({ mover: { id: attacker.document.id, disposition: attacker.document.disposition ?? 0 }, tokens }, ruleset);
  return index.foesAt(offsetToCube(grid.offsetOf(attacker.center), layout));
}

/** The provoked foes not yet spent against the attacker this round, and the memory patch spending them; null for none. */
export function unspentPlan(provoked: readonly string[], clock: { round: number; memory: EngagementMemory }): RangedOpportunityPlan | null {
  const spent = spentFoes(clock.memory, clock.round);
  const foes = provoked.filter((id) => !spent.includes(id));
  return foes.length === 0 ? null : { foes, patch: spendFoes(clock.memory, clock.round, foes) };
}

/** The attacker's token as this file reads it (TokenDocument). */
export interface AttackerTokenDoc {
  id: string | null;
  uuid: string;
  name?: string | null;
  disposition?: number;
  hidden?: boolean;
  actor: Actor.Implementation | null;
  combatant?: { isDefeated?: boolean; parent?: { started?: boolean } | null; system?: unknown; update(data: object): Promise<unknown> } | null;
  getCenterPoint(): { x: number; y: number };
  parent: { grid: { type: number; getOffset(p: { x: number; y: number }): { i: number; j: number } }; tokens: Iterable<AttackerTokenDoc> } | null;
}

export function placeable(doc: AttackerTokenDoc): EngagementPlaceable & { center: { x: number; y: number } } {
  return { document: { id: doc.id, name: doc.name ?? "", disposition: doc.disposition, hidden: doc.hidden, combatant: doc.combatant ?? null }, actor: doc.actor, center: doc.getCenterPoint() };
}

/**
 * After the active GM's client posted a ranged attack's card stamped at `stamp`: the foes' cards
 * against the attacker, stamped at the same second. Returns the number of cards asked for (a foe
 * without a melee attack is told, not counted). A spell provokes at its casting start, not here.
 */
export async function postRangedOpportunityAttacks(
  attacker: AttackerTokenDoc | null,
  item: { kind: "melee" | "ranged"; spell: boolean },
  targets: readonly string[],
  stamp: { round: number; second: number; absolute: number } | null,
): Promise<number> {
  if (!game.users?.activeGM?.isSelf || attacker === null || stamp === null || item.kind !== "ranged" || item.spell) return 0;
  const ruleset = currentRuleset();
  const scene = attacker.parent;
  const combatant = attacker.combatant;
  if (scene === null || !combatant || combatant.parent?.started !== true) return 0;
  const memory: EngagementMemory = variantMemoryOf(combatant.system as Parameters<typeof variantMemoryOf>[0]);
  const placed = [...scene.tokens].map(placeable);
  const grid = { type: scene.grid.type, offsetOf: (p: { x: number; y: number }) => scene.grid.getOffset(p) };
  const plan = rangedOpportunityPlan(placeable(attacker), targets, placed, grid, { round: stamp.round, memory }, ruleset);
  if (plan === null) return 0;
  await combatant.update({ "system.variant.engageRound": plan.patch.engageRound, "system.variant.engageSpent": plan.patch.engageSpent });
  return postFoeAttacks(attacker, plan.foes, stamp);
}

/**
 * Each foe's (a token id of the attacker's scene) basic melee attack card against `attacker`,
 * stamped at `stamp` (no action of the foe's is used). Returns the number of cards asked for; a foe
 * without a melee attack is told to the GM, not counted.
 */
export async function postFoeAttacks(attacker: AttackerTokenDoc, foes: readonly string[], stamp: { round: number; second: number; absolute: number }): Promise<number> {
  const tokens = attacker.parent ? [...attacker.parent.tokens] : [];
  const target: TargetToken = { document: attacker, actor: attacker.actor, center: attacker.getCenterPoint() };
  let posted = 0;
  for (const id of foes) {
    const foe = tokens.find((t) => t.id === id);
    const melee = foe?.actor ? basicMeleeItem(foe.actor.items) : null;
    if (!foe?.actor || !melee) {
      ui.notifications?.warn(game.i18n?.format("ER.Engagement.NoBasicAttack", { name: foe?.name ?? id }) ?? "ER.Engagement.NoBasicAttack");
      continue;
    }
    await postAttackCard(melee, foe.actor, NO_CHOICE, [target], { rolledFor: null, mode: currentMessageMode(), stamp: { stamp, offClock: false } });
    posted++;
  }
  return posted;
}

/** A posted message as the trigger reads it. */
export interface PostedMessage extends AuthoredMessage {
  author?: { id?: string | null; isGM?: boolean } | null;
}

interface ActorDoc {
  uuid?: string;
  testUserPermission(user: unknown, level: "OWNER"): boolean;
  getActiveTokens(linked?: boolean, document?: boolean): unknown[];
}

/**
 * Core's `createChatMessage` on the active GM's client: an attack card of a ranged, non-spell item,
 * stamped on the clock, draws its attacker's engaged foes' cards. A GMs' companion part, a card of
 * an actor its author does not own, of an item not the actor's, or a tampered card draws nothing.
 */
export async function opportunityFromCard(message: PostedMessage): Promise<number> {
  if (!game.users?.activeGM?.isSelf) return 0;
  const own = message.flags[SYSTEM_ID];
  if (own?.[HIDDEN_PART_FLAG] !== undefined) return 0;
  const flag = readCardFlag(own?.[CARD_FLAG]);
  if (flag === null || flag.stamp === null || flag.offClock || !flag.actorUuid || tamperedCard(message, flag)) return 0;
  const actor = fromUuidSync(flag.actorUuid) as ActorDoc | null;
  const item = fromUuidSync(flag.itemUuid) as { type: string; system: unknown; parent?: unknown } | null;
  if (!actor || !item || item.parent !== actor) return 0;
  if (!gmAuthored(message) && !actor.testUserPermission(message.author, "OWNER")) return 0;
  const tokens = actor.getActiveTokens(false, true) as AttackerTokenDoc[];
  const attacker = tokens.find((t) => t.combatant?.parent?.started === true) ?? null;
  const targets = flag.rows.map((r) => r.tokenUuid.split(".").at(-1) ?? "");
  return postRangedOpportunityAttacks(attacker, attackItemOf(item), targets, flag.stamp);
}

export function registerRangedOpportunityAttacks(): void {
  onDocumentHook<PostedMessage, "createChatMessage">("createChatMessage", (message) => {
    void opportunityFromCard(message);
  });
}
