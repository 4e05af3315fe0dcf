/**
 * Falling damage on the canvas (VARIANTS.md §5.15, §13.3 row 34; 003:L238). On the active GM's
 * client, core's `moveToken` (every client; the mover is the GM or an owner, as core allows no one
 * else to move a token) whose elevation dropped posts a card: the rules' dice (`fallOf`), rolled
 * here, stamped at the combat's current second (outside a running combat: no stamp), whispered to
 * the GMs and the actor's owners. Its Apply button deals the rolled total through the health
 * pipeline (`applyHealthChange`), once, for a GM only, on a card a GM wrote; it records the
 * application as a ledger entry (ledger.ts) on the card, and the card's Undo (the GM's) puts it back
 * through the attack card's one undo path (apply.ts `undoApplications`, R14), once.
 *
 * Decision: what counts as a fall. Any elevation drop of a whole die's worth (10 ft under OSE) by a
 * move that is not an undo, of a token that is not flying: no `fly` status, and the last waypoint
 * passed not reached by the `fly` movement action. A smaller drop (a step down) posts nothing, and a move made with the
 * update option `enchanted-realms.noFall` (a macro lowering a token on purpose) posts nothing. The
 * card only offers the damage: nothing is dealt until the GM applies it, so a mistaken drop costs
 * a card, never health.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { fallOf, fromAbsolute, type Fall } from "../rules";
import { MAX_FALL_FEET } from "../rules/falling";
import { currentRuleset } from "../variants/setting";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { addStatus, removeStatus, zeroMarked } from "./statuses";
import { undoApplications, type Asker, type HealthActor } from "./apply";
import { gmAuthored, wireCardButton, type AuthoredMessage } from "./gm-notice";

const REFUSED = "ER.Falling.Refused";
import { gmKept } from "./card-trust";
import { readEntry, type LedgerEntry } from "./ledger";
import { clockNow } from "./stamp";
import { viewedCombat, worldCombats } from "./documents";
import { rolledTotal } from "./dice";
import { fallContent, type FallCard } from "./fall-content";
import { onDocumentHook } from "./hooks";

export { fallContent, type FallCard } from "./fall-content";

export const FALL_CARD_FLAG = "fallCard";
/** The update option (`options["enchanted-realms.noFall"]`) that lowers a token without a fall. */
export const NO_FALL_OPTION = `${SYSTEM_ID}.noFall`;
const FLY = "fly";

/** What is read of core's movement record (v13+ `TokenMovementData`): the elevations and the method. */
export interface FallMovement {
  method?: unknown;
  origin?: { elevation?: unknown } | null;
  destination?: { elevation?: unknown } | null;
  /** The waypoints passed; each names the movement action that reached it. */
  passed?: { waypoints?: ReadonlyArray<{ action?: unknown }> } | null;
}

export type FallActor = HealthActor & { uuid?: string; name?: string; statuses: Set<string> };
export interface FallToken {
  uuid?: string;
  name?: string | null;
  actor: FallActor | null;
  parent?: { grid?: { distance?: unknown; units?: unknown } } | null;
}

/** The fall a move is, or null (see the decision above). */
export function fallOfMove(token: FallToken, movement: FallMovement, operation: unknown): Fall | null {
  if (movement.method === "undo" || !token.actor) return null;
  if ((operation as Record<string, unknown> | null)?.[NO_FALL_OPTION] === true) return null;
  if (token.actor.statuses.has(FLY) || movement.passed?.waypoints?.at(-1)?.action === FLY) return null;
  const from = movement.origin?.elevation;
  const to = movement.destination?.elevation;
  if (typeof from !== "number" || typeof to !== "number") return null;
  const grid = token.parent?.grid;
  return fallOf({ from, to, gridDistance: grid?.distance, gridUnits: grid?.units }, currentRuleset());
}

interface ClockCombat {
  started?: boolean;
  system?: { absolute?: unknown };
  combatants?: { contents?: Array<{ actor?: unknown }> } & Iterable<{ actor?: unknown }>;
}

/**
 * The current second of the running combat the faller is in (else of the viewed running combat), or
 * null outside one: the combat clock's absolute second (combat/combat.ts), past the pre-roll 20.
 */
export function fallStamp(actor: unknown): { round: number; second: number } | null {
  const running = (c: ClockCombat | null | undefined): c is ClockCombat => c?.started === true && typeof c.system?.absolute === "number" && Number.isSafeInteger(c.system.absolute) && c.system.absolute > 20;
  const all = worldCombats<ClockCombat>().filter(running);
  const combat = all.find((c) => (c.combatants?.contents ?? [...(c.combatants ?? [])]).some((m) => m.actor === actor)) ?? (running(viewedCombat<ClockCombat>()) ? viewedCombat<ClockCombat>() : null);
  if (!combat) return null;
  const at = fromAbsolute(combat.system!.absolute as number);
  return { round: at.round, second: at.second };
}

/** On the active GM's client: the card of a move that is a fall; returns it, or null. */
export async function postFall(token: FallToken, movement: FallMovement, operation: unknown): Promise<FallCard | null> {
  if (game.users?.activeGM?.isSelf !== true) return null;
  const fall = fallOfMove(token, movement, operation);
  const actor = token.actor;
  if (!fall || !actor) return null;
  const roll = await new Roll(fall.formula).evaluate();
  const total = rolledTotal(roll);
  const card: FallCard = { actorUuid: actor.uuid ?? "", tokenUuid: token.uuid ?? "", feet: fall.feet, dice: fall.dice, faces: fall.faces, stamp: fallStamp(actor), applied: false };
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM || actor.testUserPermission(u as Asker, "OWNER")).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage({ content: fallContent(card, token.name || actor.name || "", total), whisper, rolls: [roll], flags: { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } } });
  return card;
}

const whole = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;

/** The card's flag within its bounds, or null when malformed. */
export function readFallCard(value: unknown): FallCard | null {
  const c = value as Partial<FallCard> | null | undefined;
  if (!c || typeof c !== "object" || typeof c.actorUuid !== "string" || typeof c.tokenUuid !== "string" || c.actorUuid.length > 500 || c.tokenUuid.length > 500) return null;
  if (!whole(c.feet, 0, MAX_FALL_FEET) || !whole(c.dice, 1, MAX_FALL_FEET) || !whole(c.faces, 1, 100) || typeof c.applied !== "boolean") return null;
  const s = c.stamp;
  if (s !== null && !(s && whole(s.round, 1, Number.MAX_SAFE_INTEGER) && whole(s.second, 1, 20))) return null;
  // An older card has neither; a present one is read as strictly as the attack card's ledger.
  const entry = c.entry === undefined ? undefined : readEntry(c.entry);
  if (entry === null || (c.undone !== undefined && typeof c.undone !== "boolean")) return null;
  const card: FallCard = { actorUuid: c.actorUuid, tokenUuid: c.tokenUuid, feet: c.feet, dice: c.dice, faces: c.faces, stamp: s ? { round: s.round, second: s.second } : null, applied: c.applied };
  if (entry) card.entry = entry;
  if (c.undone !== undefined) card.undone = c.undone;
  return card;
}

export interface FallMessage extends AuthoredMessage {
  flags?: Record<string, Record<string, unknown> | undefined>;
  rolls?: ReadonlyArray<{ total?: unknown }>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Why an Apply was refused (a lang key under ER.Falling.Refused), or null when applied. */
export type FallRefusal = "notGM" | "forged" | "applied" | "noActor" | "notApplied" | "undone" | "mismatch" | "healthChanged";

/**
 * The GM's Apply: the rolled total (clamped to what the dice can show) as damage to the fallen
 * actor, once. Only a GM, only on a card a GM wrote with a well-formed flag.
 */
export async function applyFall(message: FallMessage, asker: Asker): Promise<FallRefusal | null> {
  if (!asker.isGM) return "notGM";
  const card = readFallCard(message.flags?.[SYSTEM_ID]?.[FALL_CARD_FLAG]);
  if (!gmAuthored(message) || !card) return "forged";
  if (card.applied) return "applied";
  const actor = fallActor(card);
  if (!actor) return "noActor";
  const amount = fallAmount(message, card);
  const ruleset = currentRuleset();
  const change = applyHealthChange({ fighter: actorFighter(actor), statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "damage", amount }, knockOut: false, now: clockNow() }, ruleset);
  const entry: LedgerEntry = { tokenUuid: card.tokenUuid || card.actorUuid, op: "apply", amount, before: change.before, after: change.after, add: [...change.add], remove: [...change.remove], dead: change.dead, undone: false };
  await message.update({ [`flags.${SYSTEM_ID}.${FALL_CARD_FLAG}.applied`]: true, [`flags.${SYSTEM_ID}.${FALL_CARD_FLAG}.entry`]: entry });
  await actor.update({ "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.health.temp": change.after.health.temp, "system.dying": { ...change.after.dying } });
  for (const id of change.remove) await removeStatus(actor, id);
  for (const s of change.add) await addStatus(actor, s.id, s.marker);
  return null;
}

/** The rolled total held to what the card's dice can show (a message's rolls edited past them). */
function fallAmount(message: FallMessage, card: FallCard): number {
  const rolled = message.rolls?.[0]?.total;
  return Math.min(card.dice * card.faces, Math.max(card.dice, typeof rolled === "number" && Number.isFinite(rolled) ? Math.trunc(rolled) : card.dice));
}

function fallActor(card: FallCard): FallActor | null {
  const doc = (fromUuidSync(card.tokenUuid) ?? null) as { actor?: FallActor | null } | null;
  const actor = doc?.actor ?? ((fromUuidSync(card.actorUuid) ?? null) as FallActor | null);
  return actor && typeof actor.update === "function" ? actor : null;
}

/**
 * The GM's Undo of the applied fall (R14), once. The card is the GM's client's record, so it is
 * believed only as a GM kept it (card-trust.ts `gmKept`), and its entry only when it is this card's:
 * its faller's, an Apply, of the amount the card's own roll deals. The actor's health must still be
 * the entry's after-state (apply.ts `undoApplications`, the attack card's Undo).
 */
export async function undoFall(message: FallMessage, asker: Asker): Promise<FallRefusal | null> {
  if (!asker.isGM) return "notGM";
  const card = readFallCard(message.flags?.[SYSTEM_ID]?.[FALL_CARD_FLAG]);
  if (!gmKept(message) || !card) return "forged";
  if (card.undone === true) return "undone";
  const entry = card.entry;
  if (!card.applied || !entry || entry.undone) return "notApplied";
  if (entry.op !== "apply" || entry.tokenUuid !== (card.tokenUuid || card.actorUuid) || entry.amount !== fallAmount(message, card)) return "mismatch";
  const actor = fallActor(card);
  if (!actor) return "noActor";
  const refused = await undoApplications(actor, [entry]);
  if (refused === "healthChanged") return "healthChanged";
  if (refused) return "mismatch";
  await message.update({ [`flags.${SYSTEM_ID}.${FALL_CARD_FLAG}.undone`]: true });
  return null;
}

/** The Apply button (before the Apply) or the Undo (after it, until undone): wired for a GM on a card a GM kept, removed otherwise. */
export function wireFallCard(message: FallMessage, html: HTMLElement): void {
  const apply = html.querySelector<HTMLButtonElement>("[data-er-apply-fall]");
  const undo = html.querySelector<HTMLButtonElement>("[data-er-undo-fall]");
  const card = readFallCard(message.flags?.[SYSTEM_ID]?.[FALL_CARD_FLAG]);
  const trusted = game.user?.isGM === true && gmAuthored(message) && card !== null;
  wireCardButton(apply, trusted && !card!.applied, () => applyFall(message, asker()), REFUSED);
  wireCardButton(undo, trusted && gmKept(message) && card!.applied && card!.entry !== undefined && card!.undone !== true, () => undoFall(message, asker()), REFUSED);
}

function asker(): Asker {
  return { id: game.user?.id ?? "", isGM: game.user?.isGM === true };
}


/** Core's `moveToken` (every client) and the card's button. */
export function registerFalling(): void {
  onDocumentHook<FallToken, "moveToken">("moveToken", (document, movement, operation) => void postFall(document, movement, operation));
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => wireFallCard(message as FallMessage, html));
}
