/**
 * Applying a card row to a target and undoing it, on the active GM's client (RESOLUTION.md R13–R15,
 * §7.3, §7.4). The amount is recomputed here from the card's recorded rolls (`message.rolls`) and its
 * judged row, never taken from a request. One actor update per target, the statuses through
 * statuses.ts, and one message update recording the ledger.
 */
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { Ruleset } from "../rules/ruleset/resolve";
import type { RefusalReason } from "../combat/refusals";
import { gmRollsPlayersDice } from "../combat/setting-values";
import { CARD_FLAG, MAX_CARD_ROWS, MAX_LEDGER, PLAYER_OPS, lastApplication, type AttackCardFlag, type CardRow, type HealthOp, type LedgerEntry } from "./flag";
import { applyHealthChange, rowAmount, undoChange, undoCheck, type AttackRow } from "./pipeline";
import { actorFighter } from "./fighter";
import { DEAD, addStatus, removeStatus, zeroMarked, type StatusActor } from "./statuses";
import { clockNow } from "./stamp";
import { postDeadNotice } from "./dead-notice";
import { hitOfApplication, raiseHitLanded, type HitLanded } from "./hit-landed";
import { saveResultOf } from "./save-flag";
import { healAmount, saveRowAmount, scaleRow, type GmScale } from "../rules/resolution/gm-scale";
import { coverTargetable } from "../rules/resolution/cover";
import { believedCard } from "./card-verify";
import type { CardMessage } from "./card-message";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";

export type { CardMessage } from "./card-message";

/** Who asks: the GM's own click (isGM) or a relayed player (its id from the socket). */
export interface Asker {
  id: string;
  isGM: boolean;
}

/** The parts of an Actor read and written here (statuses.ts adds its own). */
export type HealthActor = StatusActor & {
  testUserPermission(user: Asker, level: "OWNER" | "OBSERVER"): boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
};

export type Resolved = { ok: true; actor: HealthActor } | { ok: false; reason: RefusalReason };

function rolledTotal(message: CardMessage, index: number | undefined): number {
  const total = index === undefined ? undefined : message.rolls[index]?.total;
  // A formula with a division can total a fraction; the rules count whole points, rounded down (R9).
  return typeof total === "number" && Number.isFinite(total) ? Math.floor(total) : 0;
}

/** The row as the pipeline reads it; a late target (§7.1, no outcome) takes the damage as a plain hit. */
function pipelineRow(row: CardRow): AttackRow {
  return {
    outcome: row.outcome ?? "hit",
    natural: row.natural,
    total: row.total,
    // The defence never reaches the amount (R5 reads outcome, multiplier, halvings); not stored (R11).
    defence: 0,
    parts: row.parts,
    multiplier: row.multiplier,
    halvings: row.halvings,
    deals: row.late ? "damage" : row.deals,
  };
}

/** The GM's button as the rules name it (RB-5); apply and heal take the row as judged. */
function gmScaleOf(op: HealthOp): GmScale {
  return op === "half" || op === "double" ? op : "asJudged";
}

/**
 * The amount a row deals for an op, from the card's own rolls (R13); the arithmetic is the rules'
 * (gm-scale.ts). `ruleset`: the one the caller already read (a render reads it once for every row).
 */
export function amountFor(message: CardMessage, flag: AttackCardFlag, row: CardRow, op: HealthOp, ruleset: Ruleset = currentRuleset()): number {
  const damage = rolledTotal(message, flag.damage?.rollIndex);
  if (op === "heal") return healAmount(damage);
  if (flag.save) {
    // Nothing while the target has not saved (R12: the GM rolls the save first), nor behind a cover it cannot be targeted through (004:L87).
    const result = saveResultOf(flag.save, row.tokenUuid);
    return result && coverTargetable(row.cover ?? "none", ruleset) ? saveRowAmount(result, damage, gmScaleOf(op), ruleset) : 0;
  }
  const rolled = { damage, missDamage: rolledTotal(message, flag.missDamage?.rollIndex) };
  return rowAmount(scaleRow(pipelineRow(row), gmScaleOf(op)), rolled, { damageParts: flag.damageParts, minimumOnHit: flag.minimumOnHit, selfFumble: false }, ruleset);
}

/** The target's actor if `asker` may change it (R15: the GM always, a player only as OWNER and only apply/heal/undo). */
export function authorise(tokenUuid: string, asker: Asker, op: HealthOp | "undo"): Resolved {
  const token = fromUuidSync(tokenUuid) as { actor?: unknown } | null;
  const actor = (token?.actor ?? null) as HealthActor | null;
  if (!actor) return { ok: false, reason: "unknownTarget" };
  if (asker.isGM) return { ok: true, actor };
  if (op !== "undo" && !PLAYER_OPS.includes(op)) return { ok: false, reason: "gmOnly" };
  if (!actor.testUserPermission(asker, "OWNER")) return { ok: false, reason: "notOwner" };
  return { ok: true, actor };
}

function healthWrite(state: Pick<LedgerEntry["after"], "health" | "dying">): Record<string, unknown> {
  return {
    "system.health.value": state.health.value,
    "system.health.below": state.health.below,
    "system.health.temp": state.health.temp,
    "system.dying": { ...state.dying },
  };
}

async function writeStatuses(actor: HealthActor, add: readonly { id: string; marker: boolean }[], remove: readonly string[]): Promise<void> {
  for (const id of remove) await removeStatus(actor, id);
  for (const s of add) await addStatus(actor, s.id, s.marker);
}

function ledgerPath(): string {
  return `flags.${SYSTEM_ID}.${CARD_FLAG}`;
}

/** The pipeline's answer, or null when it refuses the card's recorded values (a forged or damaged flag: RulesError). */
function checked<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    console.warn(`${SYSTEM_ID} | an attack card's recorded values were refused`, error);
    return null;
  }
}

/**
 * Applies `op` of the card's row for `tokenUuid`. `lateRow` is a row the GM adds with "Apply to
 * selected" (§7.1); it is recorded with the ledger in the same message update.
 */
export async function applyRow(message: CardMessage, tokenUuid: string, op: HealthOp, asker: Asker, lateRow: CardRow | null = null): Promise<RefusalReason | null> {
  // Under "dice rolled by the active GM's client" a card a player's client rolled is not applied: its dice could be chosen.
  if (gmRollsPlayersDice() && !gmAuthored(message as AuthoredMessage)) return "playerDice";
  // The rows as this client judges them from the card's own rolls, never as a player's card says (card-verify.ts).
  const believed = believedCard(message);
  if (!believed.ok) return believed.reason;
  const flag = believed.flag;
  const row = flag.rows.find((r) => r.tokenUuid === tokenUuid) ?? (asker.isGM ? lateRow : null);
  if (!row) return "unknownTarget";
  // The reader refuses a card past its caps (flag.ts, ledger.ts), so a write past them would leave it unreadable.
  if ((!flag.rows.includes(row) && flag.rows.length >= MAX_CARD_ROWS) || flag.ledger.length >= MAX_LEDGER) return "cardFull";
  const who = authorise(tokenUuid, asker, op);
  if (!who.ok) return who.reason;
  const { actor } = who;
  const fighter = actorFighter(actor);
  let entry: LedgerEntry;
  if (op === "markDead") {
    // RB-6: death is the GM's; the health stays as it is.
    const state = { health: fighter.health, dying: fighter.dying };
    entry = { tokenUuid, op, amount: 0, before: state, after: state, add: actor.statuses.has(DEAD) ? [] : [{ id: DEAD, marker: false }], remove: [], dead: true, undone: false };
  } else {
    const amount = checked(() => amountFor(message, flag, row, op));
    if (amount === null) return "malformed";
    if (amount <= 0 && op !== "knockOut") return "nothingToApply";
    const outcome = checked(() => applyHealthChange({
      fighter,
      statuses: [...actor.statuses],
      zeroMarked: zeroMarked(actor),
      change: { kind: op === "heal" ? "heal" : "damage", amount },
      knockOut: op === "knockOut" || flag.knockOut,
      now: clockNow(),
    }, currentRuleset()));
    if (outcome === null) return "malformed";
    entry = { tokenUuid, op, amount, before: outcome.before, after: outcome.after, add: [...outcome.add], remove: [...outcome.remove], dead: outcome.dead, undone: false };
    await actor.update(healthWrite(outcome.after));
  }
  await writeStatuses(actor, entry.add, entry.remove);
  const rows = flag.rows.includes(row) ? flag.rows : [...flag.rows, row];
  await message.update({ [`${ledgerPath()}.ledger`]: [...flag.ledger, entry], [`${ledgerPath()}.rows`]: rows });
  // R20: a hit applied at a stamped time is an event the clock's running things consume (RT-10).
  const landed = flag.save ? failedSaveOf(flag, row, op) : hitOfApplication(flag.stamp, row, op);
  if (landed) raiseHitLanded(landed);
  // R8: a model's automatic death is posted with an Undo; the GM's own Mark dead is not.
  if (entry.dead && op !== "markDead" && message.id) await postDeadNotice(message.id, tokenUuid, (actor as { name?: string }).name ?? row.name);
  return null;
}

/** R20, RT-10: applying a failed save at a stamped time is the target's "failedSave" event. */
function failedSaveOf(flag: AttackCardFlag, row: CardRow, op: HealthOp): HitLanded | null {
  const result = flag.save ? saveResultOf(flag.save, row.tokenUuid) : null;
  if (!flag.stamp || !result || result.success || op === "heal" || op === "markDead") return null;
  return { targetUuid: row.tokenUuid, absolute: flag.stamp.absolute, event: "failedSave" };
}

/** Undoes the card's last application on `tokenUuid` (R14): refused when the health changed since. */
export async function undoRow(message: CardMessage, tokenUuid: string, asker: Asker): Promise<RefusalReason | null> {
  // Only a ledger a GM wrote is undone: a player's card changed since posting is refused (card-trust.ts).
  const believed = believedCard(message);
  if (!believed.ok) return believed.reason;
  const flag = believed.flag;
  const entry = lastApplication(flag);
  if (!entry || entry.tokenUuid !== tokenUuid) return "nothingToUndo";
  const who = authorise(tokenUuid, asker, "undo");
  if (!who.ok) return who.reason;
  const refused = await undoApplications(who.actor, [entry]);
  if (refused) return refused;
  const ledger = flag.ledger.map((e, i) => (i === flag.ledger.length - 1 ? { ...e, undone: true } : e));
  await message.update({ [`${ledgerPath()}.ledger`]: ledger });
  return null;
}

/**
 * The one Undo of recorded health applications on one actor (R14), for the attack card's row and
 * every other card that records its applications as ledger entries (the falling and save-ends
 * cards): the entries, oldest first, each beginning where the one before ended, are undone together
 * only while the actor's health is the last one's after-state; the health goes back to the first
 * one's before-state and each entry's statuses are put back, last first.
 */
export async function undoApplications(actor: HealthActor, entries: readonly LedgerEntry[]): Promise<RefusalReason | null> {
  const last = entries.at(-1);
  if (!last) return "nothingToUndo";
  const health = actorFighter(actor).health;
  // The entries' states are the actor's own: its maximum then is its maximum now (an undo never writes another max).
  if (entries.some((e) => e.before.health.max !== health.max || e.after.health.max !== health.max)) return "healthChanged";
  // A chain with a gap is not one run of applications this client wrote.
  if (entries.some((e, i) => i > 0 && JSON.stringify(e.before.health) !== JSON.stringify(entries[i - 1]!.after.health))) return "malformed";
  const verdict = checked(() => undoCheck(health, last));
  if (verdict === null) return "malformed";
  if (verdict !== "ok") return "healthChanged";
  const backs = entries.map((e) => checked(() => undoChange(e)));
  if (backs.some((b) => b === null)) return "malformed";
  const first = backs[0]!;
  if (entries.some((e) => e.op !== "markDead")) await actor.update(healthWrite(first));
  for (const back of backs.reverse()) await writeStatuses(actor, back!.add, back!.remove);
  return null;
}
