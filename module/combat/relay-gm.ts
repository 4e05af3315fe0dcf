/**
 * The active GM's side of the relay (relay.ts): who sent a request is the socket's sender id, never
 * anything in the payload; every field is checked; a refused request changes nothing and is logged
 * once (refusals.ts).
 */
import { canActNow, canCast, canDelay, canHold, maxCastingSeconds } from "../rules";
import { currentRuleset } from "../variants/setting";
import { variantMemoryOf } from "./variant-input";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { SOCKET, parseRelay, type RelayRequest } from "./relay";
import { refuse, type RefusalReason } from "./refusals";
import { actNowCombatant, holdCombatant } from "./variant-actions";
import { declareRetreat, retreatRefusalAt } from "./retreat";
import { disengageRefusalAt, requestDisengage } from "./disengage";
import { togglePursuit } from "./world-clock";
import { runningOf } from "../rules";
import { playersRollOwn, userMayAdvance } from "./setting-values";
import { clockHasRun } from "./clock-state";
import { HeldRelayRequests } from "./relay-queue";
import { HEALTH_RELAY_KINDS, handleHealthRelay, type HealthRelayRequest } from "./relay-health";
import { DYING_RELAY_KINDS, handleDyingRelay, type DyingRelayRequest } from "./relay-dying";
import { CARD_RELAY_KINDS, handleCardRelay, type CardRelayRequest } from "./relay-card";
import { DRAG_RELAY_KINDS, handleDragRelay, type DragRelayRequest } from "./relay-drag";
import { LIGHT_RELAY_KINDS, handleLightRelay, type LightRelayRequest } from "./relay-light";
import { LEAVE_RELAY_KINDS, handleLeaveRelay, type LeaveRelayRequest } from "./relay-leave";
import { MOUNT_RELAY_KINDS, handleMountRelay, type MountRelayRequest } from "./relay-mount";
import { INTERCEPT_RELAY_KINDS, handleInterceptRelay, type InterceptRelayRequest } from "./relay-intercept";

/** The parts of a Foundry User the checks read. */
export interface RelaySender {
  id: string | null;
  isGM: boolean;
  role: number;
}

type Authorised = { ok: true; combat: ERCombat; combatant: ERCombatant | null } | { ok: false; reason: RefusalReason };

/** Whether `sender` may make `request` about `combat` now (pure of side effects; reads settings). */
export function authoriseRelay(request: Exclude<RelayRequest, BesideRequest>, sender: RelaySender | undefined, combat: unknown): Authorised {
  if (!sender) return { ok: false, reason: "unknownSender" };
  if (!(combat instanceof ERCombat)) return { ok: false, reason: "unknownCombat" };
  if (request.kind === "start") {
    if (!userMayAdvance(sender)) return { ok: false, reason: "mayNotAdvance" };
    // Begun is read from the clock (system data only a GM writes), not from `round`, which an owner may write.
    if (combat.started || clockHasRun(combat)) return { ok: false, reason: "alreadyStarted" };
    return { ok: true, combat, combatant: null };
  }
  if (request.kind === "pursuit") {
    // Any owner of the combatant may start or stop its pursuit, before or during the fight, while the rule is in force.
    const runner = combat.combatants.get(request.combatantId);
    if (!(runner instanceof ERCombatant)) return { ok: false, reason: "unknownCombatant" };
    if (!runner.ownedBy(sender)) return { ok: false, reason: "notOwner" };
    if (runningOf(currentRuleset()) === null) return { ok: false, reason: "pursuitRefused" };
    return { ok: true, combat, combatant: runner };
  }
  const now = combat.clock;
  if (!now) return { ok: false, reason: "notStarted" };
  if (request.kind === "advance" || request.kind === "round") {
    return userMayAdvance(sender) ? { ok: true, combat, combatant: null } : { ok: false, reason: "mayNotAdvance" };
  }
  const combatant = combat.combatants.get(request.combatantId);
  if (!(combatant instanceof ERCombatant)) return { ok: false, reason: "unknownCombatant" };
  // A request about a combatant is honoured only from one of its owners.
  if (!combatant.ownedBy(sender)) return { ok: false, reason: "notOwner" };
  const action = combatant.erSystem.action;
  switch (request.kind) {
    case "roll":
      if (!playersRollOwn()) return { ok: false, reason: "playersDoNotRoll" };
      if (!combatant.awaitsRoll(now.round)) return { ok: false, reason: "notDue" };
      return { ok: true, combat, combatant };
    case "delay":
      if (!userMayAdvance(sender)) return { ok: false, reason: "mayNotAdvance" };
      if (!canDelay(action, now)) return { ok: false, reason: "cannotAct" };
      return { ok: true, combat, combatant };
    case "cast":
      if (!userMayAdvance(sender)) return { ok: false, reason: "mayNotAdvance" };
      if (!canCast(action, now)) return { ok: false, reason: "cannotAct" };
      if (request.seconds > maxCastingSeconds(action)) return { ok: false, reason: "castTooLong" };
      return { ok: true, combat, combatant };
    case "doubleMove":
      // Any owner of the combatant may trade its action (no clock rights needed), only
      // when the rules allow it now (variant on, second 1, this round's own action, once).
      if (combatant.doubleMoveRefusalAt(now) !== null) {
        return { ok: false, reason: "doubleMoveRefused" };
      }
      return { ok: true, combat, combatant };
    case "retreat":
      // Any owner of the combatant may retreat with it, only when the rule in force allows it now.
      if (retreatRefusalAt(combat, combatant) !== null) return { ok: false, reason: "retreatRefused" };
      return { ok: true, combat, combatant };
    case "disengage":
      // Any owner may ask; the rules in force, the movement second, engagement and once a round are asked again here.
      if (disengageRefusalAt(combat, combatant) !== null) return { ok: false, reason: "disengageRefused" };
      return { ok: true, combat, combatant };
    // An owner may hold, ready or act now with its own combatant when the model allows it.
    case "hold":
      if (!canHold({ action, memory: variantMemoryOf(combatant.erSystem), now, ready: request.trigger !== null }, currentRuleset())) return { ok: false, reason: "cannotAct" };
      return { ok: true, combat, combatant };
    case "actNow":
      if (!canActNow(action, variantMemoryOf(combatant.erSystem), now, currentRuleset())) return { ok: false, reason: "cannotAct" };
      return { ok: true, combat, combatant };
  }
}

/** The requests a file beside this one checks and carries out on the GM's side. */
type BesideRequest = HealthRelayRequest | DyingRelayRequest | CardRelayRequest | DragRelayRequest | LightRelayRequest | LeaveRelayRequest | MountRelayRequest | InterceptRelayRequest;
const BESIDE_KINDS: ReadonlySet<string> = new Set<BesideRequest["kind"]>([...HEALTH_RELAY_KINDS, ...DYING_RELAY_KINDS, ...CARD_RELAY_KINDS, ...DRAG_RELAY_KINDS, ...LIGHT_RELAY_KINDS, ...LEAVE_RELAY_KINDS, ...MOUNT_RELAY_KINDS, ...INTERCEPT_RELAY_KINDS]);
const isBeside = (request: RelayRequest): request is BesideRequest => BESIDE_KINDS.has(request.kind);

/**
 * Each is given the sender's id and checks its rights itself: health and saves (RESOLUTION.md R15:
 * ownership of the target), dying (§7.6: the GM side rolls and judges), a player's card
 * (relay-card.ts: attacker, item, targets, clock), dragging an ally (VARIANTS.md §13.3 row 42:
 * canvas/drag-ally.ts checks tokens, movement and rules), a light (row 16: ownership of the
 * actor; the GM's own world time) and the cards of a move about to leave an engaged hex (§13.3
 * row 7: ownership of the token; the GM's own positions, foes and clock).
 */
function handleBeside(request: BesideRequest, senderId: string): Promise<RefusalReason | null> {
  switch (request.kind) {
    case "applyHealth":
    case "undoHealth":
    case "save":
      return handleHealthRelay(request, senderId);
    case "deathSave":
    case "rest":
    case "rally":
    case "stabilise":
      return handleDyingRelay(request, senderId);
    case "rollCard":
      return handleCardRelay(request, senderId);
    case "dragAlly":
      return handleDragRelay(request, senderId);
    case "light":
      return handleLightRelay(request, senderId);
    case "leaveAttacks":
      return handleLeaveRelay(request, senderId);
    // VARIANTS.md §13.3 row 41: canvas/mounted.ts checks ownership, the rules, adjacency and hiding.
    case "mount":
    case "dismount":
      return handleMountRelay(request, senderId);
    // §13.3 row 7: intercept.ts checks ownership, hiding, the rules and asks the GM "past".
    case "intercept":
      return handleInterceptRelay(request, senderId);
  }
}

/**
 * The socket listener's body on every client: only the active GM acts. Returns the refusal reason,
 * null when the request was carried out, or undefined when this client is not the one to act.
 */
export async function handleRelay(data: unknown, senderId: unknown): Promise<RefusalReason | null | undefined> {
  if (!game.users?.activeGM?.isSelf) return undefined;
  const request = parseRelay(data);
  if (!request) return refuse("malformed", senderId, { data });
  const sender = typeof senderId === "string" ? game.users.get(senderId) : undefined;
  if (isBeside(request)) {
    // The sender is the socket's id (RESOLUTION.md R15); the handler checks its rights itself.
    if (!sender || typeof senderId !== "string") return refuse("unknownSender", senderId, { request });
    const reason = await handleBeside(request, senderId);
    return reason === null ? null : refuse(reason, senderId, { request });
  }
  const verdict = authoriseRelay(request, sender as RelaySender | undefined, game.combats?.get(request.combatId));
  if (!verdict.ok) return refuse(verdict.reason, senderId, { request });
  const { combat } = verdict;
  switch (request.kind) {
    case "advance":
      await combat.advance(request.direction);
      break;
    case "round":
      await (request.direction > 0 ? combat.nextRound() : combat.previousRound());
      break;
    case "start":
      await combat.startCombat();
      break;
    case "delay":
      await combat.delayCombatant(request.combatantId);
      break;
    case "cast":
      await combat.markSpell(request.combatantId, request.seconds, request.name);
      break;
    case "roll":
      await combat.rollInitiative([request.combatantId]);
      break;
    case "doubleMove":
      await combat.declareDoubleMove(request.combatantId);
      break;
    case "retreat":
      await declareRetreat(combat, request.combatantId);
      break;
    case "disengage":
      await requestDisengage(combat, request.combatantId);
      break;
    case "pursuit":
      await togglePursuit(combat, request.combatantId);
      break;
    case "hold":
      // Only the readied marker: the text stays with the sender's whisper (ready-note.ts), never on the combatant.
      await holdCombatant(combat, request.combatantId, request.trigger === null ? null : "");
      break;
    case "actNow":
      await actNowCombatant(combat, request.combatantId);
      break;
  }
  return null;
}

/**
 * Listens on the system socket: Foundry calls the listener with the payload and the sender's id.
 * With `held`, requests are kept until the returned queue is opened (at `ready`; relay-queue.ts).
 */
export function listenForRelay(socket: { on(event: string, fn: (data: unknown, senderId: unknown) => void): unknown }, options: { held?: boolean } = {}): HeldRelayRequests {
  const queue = new HeldRelayRequests(handleRelay);
  if (!options.held) void queue.open();
  socket.on(SOCKET, (data, senderId) => queue.receive(data, senderId));
  return queue;
}
