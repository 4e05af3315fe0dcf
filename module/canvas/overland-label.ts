/**
 * What the drag ruler shows on an overland scene outside combat, as plain data: the
 * travel label "14 mi · 1 day 3.5 h · forest, hills", and past the day's allotment the forced-march
 * steps a single march would cost. Pure: the numbers come from rules/travel.ts `overlandTravel`,
 * the words from a localisation function.
 */
import { i18nKey } from "../constants";
import { isTerrainId, travelSheetOf, type OverlandTravel, type OverlandTraveller, type Ruleset } from "../rules";
import { journeyPlan } from "../rules/travel-plan";
import { englishPlural, type Plural } from "./label-context";
import type { ActorDerived } from "../actors/derive";

export interface OverlandLabel {
  overland: true;
  /** "14 mi · 1 day 3.5 h · forest, hills" */
  text: string;
  /** "7 forced-march steps in one march", or null within the allotment. */
  forced: string | null;
  /** Why the party cannot travel, or null. */
  reason: string | null;
  /** A journey of several days: "10 travel days: plan a rest after each march · 1 rest day on the way", else null. */
  plan: string | null;
  /** The day's allotment, "day: 7.5 h". */
  day: string;
  /**
   * The companion travel model measured with and the party-pace rule when it is off ("OSE rates",
   * "OSR rates · each at their own pace"), or null under the book's travel with the party pace on.
   */
  model: string | null;
  cssClass: string;
}

type Localize = (key: string, data?: Record<string, string>) => string;

/** A number to one decimal, without a trailing ".0" (3.5, 14, 0.3). */
export function oneDecimal(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
}

/** "1 day 3.5 h", "2 days", "5.3 h", "0 h". */
export function travelTimeText(travel: Pick<OverlandTravel, "days" | "remainderHours">, localize: Localize): string {
  const parts: string[] = [];
  if (travel.days > 0) {
    parts.push(localize(travel.days === 1 ? "ER.Travel.Label.Day" : "ER.Travel.Label.Days", { days: String(travel.days) }));
  }
  const hours = oneDecimal(travel.remainderHours);
  if (travel.days === 0 || hours !== "0") parts.push(localize("ER.Travel.Label.Hours", { hours }));
  return parts.join(" ");
}

/** The label's model line (VARIANTS.md rows 14, 27, 49), or null under the book's travel and party pace. */
export function travelModelText(ruleset: Ruleset, localize: Localize): string | null {
  const parts: string[] = [];
  const sheet = travelSheetOf(ruleset);
  if (sheet !== null) parts.push(localize(sheet.rulerKey));
  if (!ruleset.config.travel.partyPace) parts.push(localize("ER.Variants.Travel.Ruler.OwnPace"));
  return parts.length === 0 ? null : parts.join(" · ");
}

export function overlandLabel(travel: OverlandTravel, localize: Localize, ruleset: Ruleset, plural: Plural = englishPlural): OverlandLabel {
  const model = travelModelText(ruleset, localize);
  const miles = localize("ER.Travel.Label.Miles", { miles: oneDecimal(travel.miles) });
  const terrains = travel.terrains.map((t) => localize(i18nKey("Terrain", t))).join(", ");
  const day = localize("ER.Travel.Label.Allotment", { hours: oneDecimal(travel.allotmentHours) });
  if (!travel.possible) {
    const text = [miles, terrains].filter((s) => s !== "").join(" · ");
    return { overland: true, text, forced: null, reason: localize("ER.Travel.Label.Impossible"), plan: null, day, model, cssClass: "er-overland er-beyond-allotment" };
  }
  const text = [miles, travelTimeText(travel, localize), terrains].filter((s) => s !== "").join(" · ");
  // A journey of several days is marched day by day within the allotment (rules/travel-plan.ts):
  // it plans its days and rests; only a trip one march could cover shows that march's steps.
  const journey = journeyPlan(travel, ruleset);
  const forced =
    journey.forcedMarchSteps > 0
      ? localize(journey.forcedMarchSteps === 1 ? "ER.Travel.Label.ForcedOne" : "ER.Travel.Label.Forced", { steps: String(journey.forcedMarchSteps) })
      : null;
  const plan = journey.multiDay
    ? [
        localize(`ER.Travel.Label.Plan.${plural(journey.travelDays)}`, { days: String(journey.travelDays) }),
        ...(journey.restDays > 0 ? [localize(`ER.Travel.Label.Rests.${plural(journey.restDays)}`, { rests: String(journey.restDays) })] : []),
      ].join(" · ")
    : null;
  return { overland: true, text, forced, reason: null, plan, day, model, cssClass: forced === null ? "er-overland" : "er-overland er-beyond-allotment" };
}

/**
 * A traveller from an actor's derived sheet data (actors/derive.ts): listed miles per day, steps in
 * force, adaptation, sure-footedness, immobility. A character under a companion encumbrance model
 * travels at its model's loaded speed and has no load steps. Under a companion travel
 * model (derived `travel.companion`), the model's base miles (OSR: 10 + STR mod already applied)
 * and what the model reads: listed and loaded speed, flying, the day's pace, light and weather.
 * Null when the actor has no derived travel data.
 */
export function travellerFromDerived(derived: Pick<ActorDerived, "travel" | "encumbrance" | "movement"> | null | undefined): OverlandTraveller | null {
  if (!derived?.travel || !derived.encumbrance || !derived.movement) return null;
  const miles = derived.encumbrance.variant?.milesPerDay ?? derived.travel.milesPerDay;
  const steps = derived.encumbrance.steps;
  if (!Number.isSafeInteger(miles) || miles < 0 || !Number.isSafeInteger(steps) || steps < 0) return null;
  const adaptation = Object.fromEntries(Object.entries(derived.movement.adaptation ?? {}).filter(([k, v]) => isTerrainId(k) && isTerrainId(v)));
  const traveller: OverlandTraveller = {
    milesPerDay: miles,
    steps,
    adaptation,
    sureFooted: derived.movement.sureFooted === true,
    immobile: derived.encumbrance.immobile === true,
  };
  const c = derived.travel.companion;
  if (c && Number.isSafeInteger(c.baseMiles) && c.baseMiles >= 0) {
    traveller.milesPerDay = c.baseMiles;
    traveller.companion = { speed: c.speed, loadedSpeed: c.loadedSpeed, ...(c.load ? { load: c.load } : {}), flies: c.flies, pace: c.pace, light: c.light, weather: c.weather };
  }
  return traveller;
}
