/**
 * One turn moment per combatant per round (VARIANTS.md §13.2, row 48): the second at which a
 * combatant's turn starts and the second at which it ends, which every companion rule that says
 * "start of your turn", "end of your turn" or "until your next turn" reads (13A save ends and
 * ongoing damage, 001:L503; death saves, L365). ER has no turns, only seconds (000:L12), so the
 * moment is derived from what the combat already records: the action record, the kept base second
 * and hold of a companion model's memory, and the round of a double move. Pure.
 */
import { RulesError, assertIntegerInRange } from "../errors";
import { MAX_CLOCK_ROUND, assertCombatantState, assertObject } from "../bounds";
import { fromAbsolute } from "../time";
import { assertRuleset } from "../ruleset/known";
import type { Ruleset } from "../ruleset/ruleset-type";
import type { VariantMemory } from "../ruleset/registered";
import { ableToAct, assertRound, type CombatantState } from "./action";

/** The first and last seconds of a round (RULES.md §1). */
const FIRST_SECOND = 1;
const LAST_SECOND = 20;

/** Where a moment falls at its second: just before the combatant's action there, or just after it. */
export type TurnSide = "beforeAction" | "afterAction";

export interface TurnMoment {
  /** The second of the round, 1–20. */
  readonly second: number;
  readonly side: TurnSide;
}

/**
 * Why the moments fall where they do:
 * - `action`: its action lands this round (a spell: its landing second);
 * - `base`: no landing this round, and a roll-once model keeps its base second;
 * - `traded`: a double move traded this round's action (the second of the traded score);
 * - `held`: a held action not taken (yet) this round: the hold lapses at second 20;
 * - `roundEdges`: no landing and no kept second: the turn starts at 1 and ends at 20.
 */
export type TurnMomentSource = "action" | "base" | "traded" | "held" | "roundEdges";

export interface TurnMoments {
  readonly round: number;
  readonly start: TurnMoment;
  readonly end: TurnMoment;
  readonly source: TurnMomentSource;
}

/** What the combat records of one combatant, as the round plan reads it. */
export interface TurnMomentInput {
  /** The round asked about. */
  readonly round: number;
  readonly state: CombatantState;
  /** The kept base second (0: none yet) and the round it held its action in (0: not holding). */
  readonly memory: Pick<VariantMemory, "base" | "held">;
  /** The round of its last double-move declaration (0: none). */
  readonly doubleMoveRound: number;
}

const clampSecond = (s: number): number => Math.min(LAST_SECOND, Math.max(FIRST_SECOND, s));
const at = (start: number, end: number, source: TurnMomentSource, round: number): TurnMoments => ({
  round,
  start: { second: start, side: "beforeAction" },
  end: { second: end, side: "afterAction" },
  source,
});

/**
 * Decision (VARIANTS.md §13.2; coverage audit §5.1), the combatant's one start-of-turn and one
 * end-of-turn moment in `input.round`, judged from the state as it stands (a hold or a roll still
 * to come gives the moment it would have if nothing changes; taking the action moves it there):
 * 1. a traded double move: the second of the traded score (001:L146: the turn stays, only the
 *    standard action is spent);
 * 2. an action that lands this round, and a combatant able to take it: start just before, end just
 *    after the landing second (000:L12);
 * 3. an action held this round and not taken: second 20, where the hold lapses (001:L100, L102);
 * 4. no landing (unable, surprised, a round spanned by a spill or a long spell, 000:L7, L16): under
 *    a model that keeps its base second across rounds (its `cadence` is not "everyRound": 13A, the
 *    OSR DEX order, A5E) that second; otherwise start at second 1 and end at second 20.
 */
export function turnMoments(input: TurnMomentInput, ruleset: Ruleset): TurnMoments {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertRound("input.round", input.round);
  assertIntegerInRange("input.round", input.round, 1, MAX_CLOCK_ROUND);
  assertCombatantState("input.state", input.state);
  assertObject("input.memory", input.memory);
  assertIntegerInRange("input.memory.base", input.memory.base, 0, LAST_SECOND);
  assertIntegerInRange("input.memory.held", input.memory.held, 0, MAX_CLOCK_ROUND);
  assertIntegerInRange("input.doubleMoveRound", input.doubleMoveRound, 0, MAX_CLOCK_ROUND);
  if (typeof input.state.defeated !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.state.defeated", input.state.defeated, "expected a boolean");
  const { round, state, memory } = input;
  const action = state.action;
  const ownRoundUnlanded = action.startedRound === round && action.landsAt === 0;
  if (ownRoundUnlanded && input.doubleMoveRound === round) {
    const second = clampSecond(action.score);
    return at(second, second, "traded", round);
  }
  if (action.landsAt > 0 && ableToAct(state)) {
    const lands = fromAbsolute(action.landsAt);
    if (lands.round === round) return at(lands.second, lands.second, "action", round);
  }
  if (ownRoundUnlanded && memory.held === round) return at(LAST_SECOND, LAST_SECOND, "held", round);
  const cadence = ruleset.points.initiative?.cadence ?? "everyRound";
  if (cadence !== "everyRound" && memory.base >= FIRST_SECOND) return at(memory.base, memory.base, "base", round);
  return at(FIRST_SECOND, LAST_SECOND, "roundEdges", round);
}

/**
 * A total order of moments and actions within a round: at one second, a start-of-turn moment comes
 * just before the action there, and an end-of-turn moment just after it (VARIANTS.md §13.2). The
 * action itself at second s sorts at {@link actionOrder}(s).
 */
export function turnMomentOrder(moment: TurnMoment): number {
  assertObject("moment", moment);
  assertIntegerInRange("moment.second", moment.second, FIRST_SECOND, LAST_SECOND);
  if (moment.side !== "beforeAction" && moment.side !== "afterAction") throw new RulesError("INVALID_ARGUMENT", "moment.side", moment.side, "expected beforeAction or afterAction");
  return moment.second * 3 + (moment.side === "beforeAction" ? 0 : 2);
}

/** Where the action landing at `second` sorts among {@link turnMomentOrder}'s moments. */
export function actionOrder(second: number): number {
  assertIntegerInRange("second", second, FIRST_SECOND, LAST_SECOND);
  return second * 3 + 1;
}
