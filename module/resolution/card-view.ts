/**
 * What one client shows of an attack card (RESOLUTION.md §7.1, §7.2, R11, R18): pure, from the
 * card's flag and what this viewer may see. Defence numbers only for the GM, an OBSERVER of the
 * target's actor, or everyone under `revealDefences = all`; rows of targets hidden at roll time for
 * the GM only (the others count them as unseen); buttons by authority (R15).
 */
import type { RevealDefences } from "../rules/ruleset/config-type";
import { MAX_CARD_ROWS, PLAYER_OPS, lastApplication, type AttackCardFlag, type CardRow, type HealthOp } from "./flag";

export interface Viewer {
  isGM: boolean;
  reveal: RevealDefences;
  /** The viewer may observe / owns the actor (testUserPermission OBSERVER / OWNER). */
  observes(actorUuid: string): boolean;
  owns(actorUuid: string): boolean;
  /** The target's defence in force (defencesOf), asked only where it may be shown. */
  defenceOf(actorUuid: string): number | null;
  /** The target's health is at 0 (for the GM's Mark dead, RB-6) and it is not dead. */
  atZero(actorUuid: string): boolean;
  /** The amount an op deals to the row (apply.ts amountFor, the pipeline's R5). */
  amountOf(row: CardRow, op: HealthOp): number;
  label(key: string): string;
  /** The cover choices the rules in force offer on an attack row and on a save row (coverChoices, saveCoverChoices); absent: none. */
  covers?: { attack: readonly string[]; save: readonly string[] };
  /** Whether an effect may target a creature behind a cover (coverTargetable); absent: always. */
  targetable?(cover: string): boolean;
}

/** One choice of a row's cover control (RO-3, 004:L84–L87), the GM's only. */
export interface CoverOption {
  value: string;
  label: string;
  selected: boolean;
}

export interface ButtonView {
  op: HealthOp | "undo";
  label: string;
}

export interface RowView {
  tokenUuid: string;
  name: string;
  img: string;
  outcome: string | null;
  outcomeLabel: string;
  natural: number | null;
  total: number | null;
  parts: { label: string; value: string }[];
  defence: string | null;
  /** "hits AC 2": what the attacker's roll hits, not the target's defence (R11 holds), so every viewer sees it. */
  hitsAc: string | null;
  amount: number | null;
  applied: string | null;
  buttons: ButtonView[];
  /** The GM's cover control; null when no cover rule is in force, for a player, or on a late row. */
  cover: CoverOption[] | null;
}

export interface CardView {
  stamp: string | null;
  offClock: boolean;
  attackParts: { label: string; value: string }[];
  untargeted: { total: number; natural: number | null } | null;
  rows: RowView[];
  unseen: number;
  unseenLabel: string | null;
  damage: { formula: string; total: number | null } | null;
  missDamage: { formula: string; total: number | null } | null;
  applySelected: boolean;
  /** §7.1 "Add my targets": the GM's, on an attack card with room for more rows. */
  addTargets: boolean;
}

const signed = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`);

/** Whether this viewer may see the defence a row was judged against (R11). */
export function showsDefence(viewer: Viewer, row: CardRow): boolean {
  if (viewer.isGM || viewer.reveal === "all") return true;
  if (viewer.reveal === "gm") return false;
  return viewer.observes(row.actorUuid);
}

function buttonsFor(viewer: Viewer, flag: AttackCardFlag, row: CardRow, amount: number | null): ButtonView[] {
  const may = viewer.isGM || viewer.owns(row.actorUuid);
  if (!may) return [];
  const ops: HealthOp[] = [];
  if (amount !== null && amount > 0) ops.push("apply");
  if (flag.damage) ops.push("heal");
  if (viewer.isGM && amount !== null && amount > 0) ops.push("half", "double", "knockOut");
  if (viewer.isGM && viewer.atZero(row.actorUuid)) ops.push("markDead");
  const out: ButtonView[] = ops.filter((op) => viewer.isGM || PLAYER_OPS.includes(op)).map((op) => ({ op, label: viewer.label(`ER.Resolution.Op.${op}`) }));
  const last = lastApplication(flag);
  if (last && last.tokenUuid === row.tokenUuid) out.push({ op: "undo", label: viewer.label("ER.Resolution.Op.undo") });
  return out;
}

function hitsAcLabel(viewer: Viewer, hitsAc: CardRow["hitsAc"]): string | null {
  if (hitsAc === undefined) return null;
  if (hitsAc === "any") return viewer.label("ER.Resolution.HitsAnyAc");
  if (hitsAc === "none") return viewer.label("ER.Resolution.HitsNoAc");
  return viewer.label("ER.Resolution.HitsAc").replace("{ac}", String(hitsAc));
}

/** The GM's cover control for `row` from `choices` (empty: no control). */
export function coverOptions(viewer: Viewer, row: CardRow, choices: readonly string[]): CoverOption[] | null {
  if (!viewer.isGM || row.late || choices.length === 0) return null;
  const current = row.cover ?? "none";
  return choices.map((value) => ({ value, label: viewer.label(`ER.Resolution.Cover.Choice.${value}`), selected: value === current }));
}

function rowView(viewer: Viewer, flag: AttackCardFlag, row: CardRow): RowView {
  const amount = row.deals === "none" && !row.late ? 0 : viewer.amountOf(row, "apply");
  const defence = showsDefence(viewer, row) ? viewer.defenceOf(row.actorUuid) : null;
  const applied = [...flag.ledger].reverse().find((e) => e.tokenUuid === row.tokenUuid && !e.undone);
  return {
    tokenUuid: row.tokenUuid,
    name: row.name,
    img: row.img,
    outcome: row.outcome,
    outcomeLabel: viewer.label(row.outcome ? `ER.Resolution.Outcome.${row.outcome}` : "ER.Resolution.Outcome.late"),
    natural: row.natural,
    total: row.total,
    parts: row.parts.map((p) => ({ label: viewer.label(`ER.Resolution.Part.${p.key}`), value: signed(p.value) })),
    defence: defence === null ? null : `${viewer.label(`ER.Resolution.Defence.${flag.defence}`)} ${defence}`,
    hitsAc: hitsAcLabel(viewer, row.hitsAc),
    amount,
    applied: applied ? `${applied.op === "heal" ? "+" : "−"}${applied.amount}` : null,
    buttons: buttonsFor(viewer, flag, row, amount),
    cover: coverOptions(viewer, row, flag.save ? (viewer.covers?.save ?? []) : (viewer.covers?.attack ?? [])),
  };
}

/** `totals`: the card's rolls' totals by index (`message.rolls`). */
export function cardView(flag: AttackCardFlag, viewer: Viewer, totals: readonly (number | null)[] = []): CardView {
  const visible = flag.rows.filter((r) => viewer.isGM || !r.hidden);
  const unseen = flag.rows.length - visible.length;
  return {
    stamp: flag.stamp ? `${flag.stamp.round}:${String(flag.stamp.second).padStart(2, "0")}` : null,
    offClock: flag.offClock,
    attackParts: flag.attackParts.map((p) => ({ label: viewer.label(`ER.Resolution.Part.${p.key}`), value: signed(p.value) })),
    untargeted: flag.untargeted ? { total: flag.untargeted.total, natural: flag.untargeted.natural } : null,
    rows: visible.map((r) => rowView(viewer, flag, r)),
    unseen,
    unseenLabel: unseen > 0 ? viewer.label("ER.Resolution.Card.Unseen").replace("{count}", String(unseen)) : null,
    damage: flag.damage ? { formula: flag.damage.formula, total: totals[flag.damage.rollIndex] ?? null } : null,
    missDamage: flag.missDamage ? { formula: flag.missDamage.formula, total: totals[flag.missDamage.rollIndex] ?? null } : null,
    // §7.1, GB-7: a card rolled with no target offers the GM the controlled tokens.
    applySelected: viewer.isGM && flag.untargeted !== null && flag.damage !== null,
    addTargets: viewer.isGM && !flag.save && flag.rows.length < MAX_CARD_ROWS,
  };
}
