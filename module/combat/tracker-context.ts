/**
 * The tracker's template context, built from plain data (no Foundry globals): the clock, a
 * timeline of the round (movement phase rows at 1, 6, 11, 16 and every action at its second, ties
 * in tie-break order), and the combatants who do not act this round with the reason why.
 */
import {
  MOVEMENT_SECONDS,
  actionSecondIn,
  assertClockTime,
  canCast,
  canDelay,
  sortForRound,
  fromAbsolute,
  movementAllowance,
  movementPhaseAt,
  roundStartStatus,
  toAbsolute,
  type CombatantState,
  BOOK_CONFIG,
} from "../rules";
import { resolveRuleset, type Ruleset } from "../rules/ruleset/resolve";
import { moveMarksAt } from "./tracker-move-order";
import { phaseHexesOf } from "./phase-hexes";
import type { PartsLabels, PhaseRow, TimelineRow, TrackerCombatantInput, TrackerContext, TrackerInput, TurnRow } from "./tracker-types";

export type { MoveMark, PartsLabels, PhaseEntry, PhaseRow, RowCommand, TimelineRow, TrackerCombatantInput, TrackerContext, TrackerInput, TurnRow } from "./tracker-types";

const ENGLISH_PLURALS = new Intl.PluralRules("en");

const WAITING_KEYS = {
  carried: "ER.Combat.Tracker.Status.carried",
  unable: "ER.Combat.Tracker.Status.unable",
  defeated: "ER.Combat.Tracker.Status.defeated",
  awaiting: "ER.Combat.Tracker.Status.awaiting",
  joinsNext: "ER.Combat.Tracker.Status.joinsNext",
  delayed: "ER.Combat.Tracker.Status.delayed",
  spent: "ER.Combat.Tracker.Status.spent",
} as const;

/** The waiting reason of a combatant that traded its action for a double move. */
const DOUBLE_MOVE_KEY = "ER.Variants.DoubleMove.Status";

function sign(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** The roll's parts as a plain tooltip line: "2d10 12 · quickness −1 · weapon +2 · …". */
function partsLine(parts: TrackerCombatantInput["parts"], labels: PartsLabels): string {
  if (!parts) return "";
  return [
    `${labels.dice} ${parts.dice}`,
    `${labels.quickness} ${sign(parts.quickness)}`,
    `${labels.weapon} ${sign(parts.weapon)}`,
    `${labels.encumbrance} ${sign(parts.encumbrance)}`,
    `${labels.other} ${sign(parts.other)}`,
  ].join(" · ") + ` = ${parts.score}`;
}

export function buildTrackerContext(input: TrackerInput, labels: PartsLabels): TrackerContext {
  const clock = input.clock;
  if (!clock) {
    const roster = input.combatants.map((c) => rosterRow(c));
    return {
      started: false, round: 0, second: 0, isMovementSecond: false, phase: null, actingNowCount: 0,
      timeline: [], waiting: roster, hasWaiting: roster.length > 0, canAdvance: input.canAdvance,
    };
  }
  const { round } = clock;
  assertClockTime("now", clock);
  const ordered = sortForRound(input.combatants, (c) => c.state, round);
  // Each row's second once: the count per second, who acts now (the rules' actingAt: at the clock's
  // second) and the row itself read it (RULES.md §2: a table of 1,000 within a frame).
  const seconds = ordered.map((c) => actionSecondIn(c.state, round));
  const acting = new Set<string>();
  const secondsCount = new Map<number, number>();
  seconds.forEach((s, i) => {
    if (s === null) return;
    secondsCount.set(s, (secondsCount.get(s) ?? 0) + 1);
    if (s === clock.second) acting.add(ordered[i]!.id);
  });

  // Each mover's allowances and the move order read one ruleset, resolved once and only when needed.
  let ruleset: Ruleset | null = input.ruleset ?? null;
  const rulesetOnce = (): Ruleset => (ruleset ??= resolveRuleset(input.variants ?? BOOK_CONFIG));
  // Each mover's allowances once (not once per phase row).
  const movers = ordered.filter((c) => c.movement !== null && !c.state.defeated).map((c) => ({ c, m: movementAllowance(c.movement!, rulesetOnce()) }));
  const at = { combatId: input.combatId ?? null, clock };
  /** A mover's hexes in the phase at second `s` (its `index`), or lost with the reason (the one reading the ruler's order shares). */
  // The current phase's entries are read twice (its row and the move order): kept once, by combatant.
  const nowEntries = new Map<string, ReturnType<typeof phaseHexesOf>>();
  const phaseOf = (c: TrackerCombatantInput, m: (typeof movers)[number]["m"], s: number, index: NonNullable<ReturnType<typeof movementPhaseAt>>) => {
    if (s !== clock.second) return phaseHexesOf(c, m, s, index, at, rulesetOnce());
    let entry = nowEntries.get(c.id);
    if (entry === undefined) nowEntries.set(c.id, (entry = phaseHexesOf(c, m, s, index, at, rulesetOnce())));
    return entry;
  };
  // The current phase's movers in order (a mover left no hex in it is not waited for: the rules' phaseMoveOrder),
  // only where an order is in force (a row carries its phase move then).
  const nowIndex = movementPhaseAt(clock.second);
  const ordering = nowIndex !== null && ordered.some((c) => c.phaseMove);
  const nowHexes = new Map(ordering ? movers.map(({ c, m }) => [c.id, phaseOf(c, m, clock.second, nowIndex).hexes]) : []);
  const marks = moveMarksAt(ordered, clock, nowHexes, rulesetOnce);

  const turns: TurnRow[] = [];
  const waiting: TurnRow[] = [];
  const seenAt = new Map<number, number>();
  ordered.forEach((c, i) => {
    const action = c.state.action;
    const second = seconds[i] ?? null;
    // Where a waiting action lands, only when that is after this round (a spill or long spell).
    const landsAt = action.landsAt > toAbsolute({ round, second: 20 }) ? fromAbsolute(action.landsAt) : null;
    const actingNow = acting.has(c.id);
    // The parts of the roll that set this action (its own round's roll, also for a carried action).
    const rolledThisRound = c.parts !== null && c.parts.round === action.startedRound && action.startedRound > 0;
    const facts = rowFacts(c);
    const row: TurnRow = {
      kind: "turn",
      id: c.id,
      name: c.name,
      img: c.img,
      hidden: c.hidden,
      defeated: c.state.defeated,
      second,
      score: action.startedRound > 0 ? action.score : null,
      tieBreak: c.state.tieBreak,
      tied: second !== null && (secondsCount.get(second) ?? 0) > 1,
      tieRank: 0,
      tieOf: second === null ? 0 : secondsCount.get(second) ?? 0,
      // Named fields rather than a spread: a spread in a literal this size is a slow path, once per row.
      health: facts.health,
      effects: facts.effects,
      canPing: facts.canPing,
      actingNow,
      past: second !== null && second < clock.second,
      fromRound: action.startedRound > 0 && action.startedRound < round && second !== null ? action.startedRound : null,
      delayedFrom: action.delayedFrom > 0 ? action.delayedFrom : null,
      spell: action.castingSeconds > 0 ? { name: c.spellName, castingSeconds: action.castingSeconds, startSecond: action.score } : null,
      landsAt: second === null ? landsAt : null,
      statusKey: null,
      heldSpeech: c.heldSpeech,
      partsTooltip: rolledThisRound ? partsLine(c.parts, labels) : "",
      // Held speech is accepted only from the combatant's owners or a GM (speech-trust.ts); a GM owns every combatant.
      canSpeak: c.owner,
      // A combatant a surprise rule keeps out of the round has no roll either.
      canRoll: c.owner && input.playersRoll && c.surprisedNow !== true && action.startedRound === 0 && action.landsAt === 0 && c.state.tieBreak > 0 && roundStartStatus(c.state, round) === "rolls",
      canDelay: input.canAdvance && canDelay(action, clock),
      canCast: input.canAdvance && canCast(action, clock),
      canDoubleMove: c.owner && c.canDoubleMove === true,
      commands: (c.commands ?? []).map((k) => ({ ...k })),
      canAttack: c.canAttack === true,
      moveMark: marks.get(c.id) ?? null,
      css: "",
    };
    if (row.tied && second !== null) {
      row.tieRank = (seenAt.get(second) ?? 0) + 1;
      seenAt.set(second, row.tieRank);
    }
    if (second === null) row.statusKey = c.doubleMove === true ? DOUBLE_MOVE_KEY : c.variantStatusKey ?? waitingReason(c.state, round);
    row.css =
      "combatant" +
      (actingNow ? " er-acting-now active" : "") +
      (row.past ? " er-past" : "") +
      (row.tied ? " er-tied" : "") +
      (row.fromRound !== null ? " er-carried" : "") +
      (row.moveMark === "now" ? " er-moves-now" : row.moveMark === "moved" ? " er-moved" : "") +
      (c.hidden ? " hide" : "") +
      (c.state.defeated ? " defeated" : "");
    if (second === null) waiting.push(row);
    else turns.push(row);
  });

  const plural = input.plural ?? ((n: number) => ENGLISH_PLURALS.select(n));
  // One key per count (a plural rule is a function of the count): four rows of a big table share a handful.
  const keys = new Map<number, string>();
  const hexesKey = (n: number): string => {
    let key = keys.get(n);
    if (key === undefined) keys.set(n, (key = `ER.Combat.Tracker.Hexes.${plural(n)}`));
    return key;
  };
  const next = ordered.find((c) => marks.get(c.id) === "now");
  const phaseRows: PhaseRow[] = MOVEMENT_SECONDS.map((s) => {
    const index = movementPhaseAt(s)!;
    const current = clock.second === s;
    return {
      kind: "phase" as const,
      second: s,
      phase: index + 1,
      current,
      past: s < clock.second,
      movesNow: current ? next?.name ?? null : null,
      entries: movers.map(({ c, m }) => {
        const { hexes, lost, reasonKey } = phaseOf(c, m, s, index);
        return { name: c.name, hexes, hexesKey: hexesKey(hexes), lost, reasonKey, moveMark: current ? marks.get(c.id) ?? null : null };
      }),
    };
  });

  // Phase rows come before the actions at the same second (movement happens first at 1, 6, 11, 16).
  const timeline: TimelineRow[] = [];
  let p = 0;
  for (const t of turns) {
    while (p < phaseRows.length && phaseRows[p]!.second <= t.second!) timeline.push(phaseRows[p++]!);
    timeline.push(t);
  }
  while (p < phaseRows.length) timeline.push(phaseRows[p++]!);

  const phase = movementPhaseAt(clock.second);
  return {
    started: true,
    round,
    second: clock.second,
    isMovementSecond: phase !== null,
    phase: phase === null ? null : phase + 1,
    actingNowCount: acting.size,
    timeline,
    waiting,
    hasWaiting: waiting.length > 0,
    canAdvance: input.canAdvance,
  };
}

function waitingReason(state: CombatantState, round: number): string {
  const a = state.action;
  if (state.defeated) return WAITING_KEYS.defeated;
  if (roundStartStatus(state, round) === "unable") return WAITING_KEYS.unable;
  if (a.landsAt === 0 && a.delayedFrom === round) return WAITING_KEYS.delayed;
  if (a.landsAt > toAbsolute({ round, second: 20 })) return WAITING_KEYS.carried;
  // A combatant added mid-round has never been in a round transition, so it has no tie-break yet.
  if (a.startedRound === 0 && state.tieBreak === 0) return WAITING_KEYS.joinsNext;
  if (a.startedRound === 0) return WAITING_KEYS.awaiting;
  return WAITING_KEYS.spent;
}

/** What a row shows of the combatant whatever the clock: health, effect icons, the ping control. */
function rowFacts(c: TrackerCombatantInput): Pick<TurnRow, "health" | "effects" | "canPing"> {
  return { health: c.health ? { value: c.health.value, max: c.health.max } : null, effects: (c.effects ?? []).map((e) => ({ ...e })), canPing: c.hasToken !== false };
}

/** A row of the roster shown before the combat begins. */
function rosterRow(c: TrackerCombatantInput): TurnRow {
  return {
    kind: "turn", id: c.id, name: c.name, img: c.img, hidden: c.hidden, defeated: c.state.defeated, second: null, score: null,
    tieBreak: 0, tied: false, tieRank: 0, tieOf: 0, ...rowFacts(c), actingNow: false, past: false, fromRound: null, delayedFrom: null, spell: null,
    landsAt: null, statusKey: null, heldSpeech: false, partsTooltip: "", canSpeak: false, canRoll: false,
    canDelay: false, canCast: false, canDoubleMove: false, commands: [], canAttack: false, moveMark: null, css: ["combatant", c.hidden ? "hide" : ""].filter(Boolean).join(" "),
  };
}
