/**
 * The active GM's record of what it refused: each refusal is logged to the console once per user
 * and reason, and the GM is notified once per user for the whole session, so a player repeating a
 * forged request from the console cannot flood the GM's screen.
 */

export type RefusalReason =
  | "malformed"
  | "unknownSender"
  | "mayNotAdvance"
  | "unknownCombat"
  | "unknownCombatant"
  | "notOwner"
  | "notStarted"
  | "alreadyStarted"
  | "playersDoNotRoll"
  | "notDue"
  | "castTooLong"
  | "cannotAct"
  | "initiativeWrite"
  | "initiativeOutOfRange"
  | "clockWrite"
  | "escalationWrite"
  | "doubleMoveRefused"
  | "retreatRefused"
  | "disengageRefused"
  // VARIANTS.md §13.3 row 7: an interception the rules refuse now (intercept.ts).
  | "interceptRefused"
  | "pursuitRefused"
  | "forgedSpeech"
  // RESOLUTION.md §7.3, §7.4: a card application the GM side refused.
  | "unknownMessage"
  | "unknownTarget"
  | "gmOnly"
  | "nothingToApply"
  | "nothingToUndo"
  | "healthChanged"
  | "notConfirmed"
  | "unknownCover"
  | "cannotBeTargeted"
  | "noNewTargets"
  // A card at its caps of rows or ledger entries (resolution/flag.ts, ledger.ts).
  | "cardFull"
  // A row with a request handled, one waiting or a question open (resolution/card-queue.ts).
  | "rowBusy"
  // A player's card changed after posting, or whose rolls and rows do not match its item (resolution/card-verify.ts).
  | "tamperedCard"
  | "unverifiedCard"
  // RESOLUTION.md §7.6: a death save, stabilise, rest or rally the GM side refused.
  | "notDying"
  | "alreadyRolled"
  | "unknownRest"
  // RESOLUTION.md R13-6 (001:L403, L405): a quick rest's count of recoveries (rules/resolution/rest.ts).
  | "mustSpendRecovery"
  | "tooManyRecoveries"
  | "badCount"
  // RESOLUTION.md R13-7 (001:L383): an ally's stabilise.
  | "alreadyStable"
  | "allyCannotAct"
  // §7.1, R1: a card the GM's client rolls for a player (relay-card.ts).
  | "unknownItem"
  | "cannotAttack"
  | "offClock"
  // A card a player's client rolled, under the setting that the GM's client rolls players' dice.
  | "playerDice"
  // 001:L269, L271, L383: one standard action a round is one rally or one stabilise attempt; a failed rally save ends rallying that round.
  | "actionUsed"
  | "noRallyThisRound"
  // A non-GM's write to the dying state, a rule's badges or a deadline on its own actor (resolution/dying-guard.ts).
  | "dyingWrite"
  // VARIANTS.md §13.3 row 42: a drag of an ally the GM side refused (canvas/drag-ally.ts names the rules' reason in the log).
  | "unknownToken"
  | "noDrag"
  | "dragRefused"
  // VARIANTS.md §13.3 row 41: a mount or dismount the GM side refused (canvas/mounted.ts names the rules' reason in the log).
  | "mountRefused"
  // VARIANTS.md row 16: lighting an item that is not a light, or one with no burn time left.
  | "notALight"
  | "lightSpent"
  // VARIANTS.md row 16: a non-GM's write to a light's burn (resolution/light-guard.ts).
  | "lightWrite"
  // VARIANTS.md §13.3 row 7: cards asked for a token that is not a combatant of the started combat.
  | "leaveRefused";

const logged = new Set<string>();
const notified = new Set<string>();

/** Records a refusal: one console line per user and reason, one notification per user. */
export function refuse(reason: RefusalReason, userId: unknown, detail: Record<string, unknown> = {}): RefusalReason {
  const who = typeof userId === "string" ? userId : "?";
  const key = `${who}:${reason}`;
  if (!logged.has(key)) {
    logged.add(key);
    console.warn(`Enchanted Realms | refused (${reason}) from user ${who}; further refusals of this kind from this user are not logged`, detail);
  }
  if (!notified.has(who)) {
    notified.add(who);
    const name = typeof userId === "string" ? (game.users?.get(userId)?.name ?? who) : who;
    ui.notifications?.warn(game.i18n?.format("ER.Combat.Refused", { name }) ?? "ER.Combat.Refused");
  }
  return reason;
}

/** Forgets what was logged (tests; a new session starts empty anyway). */
export function resetRefusalLog(): void {
  logged.clear();
  notified.clear();
}
