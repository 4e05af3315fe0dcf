/**
 * How a multi-day overland journey is planned (RULES.md §6 travel and forced march, VARIANTS.md
 * §5.9 rest days): the days of travel at the party's daily allotment, the rest days a rest rule
 * asks for on the way, and whether the trip is short enough that one forced march could cover it.
 * A journey of several days is marched day by day, each within its allotment: one march's
 * forced-march steps do not describe it.
 */
import type { OverlandTravel } from "./travel";
import type { Ruleset } from "./ruleset";

export interface JourneyPlan {
  /** Days of travel at the normal pace: whole days plus one for a partial last day. */
  readonly travelDays: number;
  /** Rest days the travel model's rest rule asks for between them (the travel model's log rule). */
  readonly restDays: number;
  /** More than one day's march: the label plans days and rests instead of one march's penalty. */
  readonly multiDay: boolean;
  /** Forced-march steps of finishing in one march: only for a trip of one day and a part of the next. */
  readonly forcedMarchSteps: number;
}

export function journeyPlan(travel: Pick<OverlandTravel, "days" | "remainderHours" | "forcedMarchSteps" | "possible">, ruleset: Ruleset): JourneyPlan {
  if (!travel.possible) return { travelDays: 0, restDays: 0, multiDay: false, forcedMarchSteps: 0 };
  const travelDays = travel.days + (travel.remainderHours > 0 ? 1 : 0);
  const model = ruleset.points.travelModel;
  // The model's rest rule says where its rest days fall between the travel days (VARIANTS.md §5.9).
  const restDays = model?.restRule === true && model.log !== null ? model.log.restDays(travelDays) : 0;
  const oneMarch = travel.days === 0 || (travel.days === 1 && travel.remainderHours > 0);
  return { travelDays, restDays, multiDay: !oneMarch, forcedMarchSteps: oneMarch ? travel.forcedMarchSteps : 0 };
}
