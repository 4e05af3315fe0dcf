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
  /** The CLDR plural category of a count in the user's language (Intl.PluralRules#select); absent: English. */
  plural?(n: number): string;
  /** Whether the model in force would kill this actor at 0 health (the `zeroHealth` point's `atZero`): only there does Knock out mean something. Absent: never. */
  killsAtZero?(actorUuid: string): boolean;
  /** The descending AC of an ascending one where the attack model reads the OSE matrix (003:L1092); absent or null: one scale only. */
  descendingAc?(aac: number): number | null;
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
  /** When the card lands (R1): round and second, read as words on the card. */
  stamp: { round: number; second: number } | null;
  offClock: boolean;
  attackParts: { label: string; value: string }[];
  /** The attacker's condition reminders (hampered, confused), one line each, for every viewer: they speak of the attacker only. */
  reminders: string[];
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
const ENGLISH_PLURALS = new Intl.PluralRules("en");

/** The outcomes where a row's effect reaches its target (a late row has no outcome and takes the roll as rolled). */
const LANDS: readonly (CardRow["outcome"])[] = ["hit", "crit", "auto"];

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
  // RB-8: Heal gives the card's roll as health, for a healing effect; it reaches a target only where
  // the row lands, so a missed, fumbled or out-of-range row and a save row offer none.
  if (flag.damage && (row.late || LANDS.includes(row.outcome))) ops.push("heal");
  if (viewer.isGM && amount !== null && amount > 0) ops.push("half", "double");
  // Knock out keeps alive what the model would kill at 0 (a13AtZero): elsewhere 0 health already spares it.
  if (viewer.isGM && amount !== null && amount > 0 && viewer.killsAtZero?.(row.actorUuid) === true) ops.push("knockOut");
  if (viewer.isGM && viewer.atZero(row.actorUuid)) ops.push("markDead");
  const out: ButtonView[] = ops.filter((op) => viewer.isGM || PLAYER_OPS.includes(op)).map((op) => ({ op, label: viewer.label(`ER.Resolution.Op.${op}`) }));
  const last = lastApplication(flag);
  if (last && last.tokenUuid === row.tokenUuid) out.push({ op: "undo", label: viewer.label("ER.Resolution.Op.undo") });
  return out;
}

function hitsAcLabel(viewer: Viewer, row: CardRow): string | null {
  const hitsAc = row.hitsAc;
  if (hitsAc === undefined) return null;
  // 003:L898: a natural 1 misses whatever AC the roll reaches; the card says so, as OSE does.
  if (row.natural === 1 && row.outcome === "miss") return viewer.label("ER.Resolution.AttackFails");
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

/** The row's own parts: the pipeline records the attacker's parts first on every row (R18), and the card prints those once, in its header. */
function ownParts(flag: AttackCardFlag, row: CardRow): CardRow["parts"] {
  const head = flag.attackParts;
  const repeats = head.length <= row.parts.length && head.every((p, i) => row.parts[i]!.key === p.key && row.parts[i]!.value === p.value);
  return repeats ? row.parts.slice(head.length) : row.parts;
}

/** "AC 15", or under the OSE matrix "AC 4 [15]" (descending, the ascending in brackets, as OSE writes it). */
function defenceText(viewer: Viewer, flag: AttackCardFlag, value: number): string {
  const name = viewer.label(`ER.Resolution.Defence.${flag.defence}`);
  const descending = flag.defence === "ac" ? (viewer.descendingAc?.(value) ?? null) : null;
  return descending === null ? `${name} ${value}` : `${name} ${descending} [${value}]`;
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
    parts: [
      ...ownParts(flag, row).map((p) => ({ label: viewer.label(`ER.Resolution.Part.${p.key}`), value: signed(p.value) })),
      // Row 44: position hints list as parts the roll does not add (an expertise die the table rolls).
      ...(row.position ?? []).map((h) => ({ label: viewer.label(`ER.Resolution.Position.${h.key}`), value: viewer.label(`ER.Resolution.Position.gives.${h.gives}`) })),
    ],
    defence: defence === null ? null : defenceText(viewer, flag, defence),
    hitsAc: hitsAcLabel(viewer, row),
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
    stamp: flag.stamp ? { round: flag.stamp.round, second: flag.stamp.second } : null,
    offClock: flag.offClock,
    attackParts: flag.attackParts.map((p) => ({ label: viewer.label(`ER.Resolution.Part.${p.key}`), value: signed(p.value) })),
    reminders: (flag.reminders ?? []).map((r) => Object.entries(r.params ?? {}).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), viewer.label(`ER.Resolution.ConditionNote.${r.key}`))),
    untargeted: flag.untargeted ? { total: flag.untargeted.total, natural: flag.untargeted.natural } : null,
    rows: visible.map((r) => rowView(viewer, flag, r)),
    unseen,
    unseenLabel: unseen > 0 ? viewer.label(`ER.Resolution.Card.Unseen.${viewer.plural?.(unseen) ?? ENGLISH_PLURALS.select(unseen)}`).replace("{count}", String(unseen)) : null,
    damage: flag.damage ? { formula: flag.damage.formula, total: totals[flag.damage.rollIndex] ?? null } : null,
    missDamage: flag.missDamage ? { formula: flag.missDamage.formula, total: totals[flag.missDamage.rollIndex] ?? null } : null,
    // §7.1, GB-7: a card rolled with no target offers the GM the controlled tokens.
    applySelected: viewer.isGM && flag.untargeted !== null && flag.damage !== null,
    addTargets: viewer.isGM && !flag.save && flag.rows.length < MAX_CARD_ROWS,
  };
}
