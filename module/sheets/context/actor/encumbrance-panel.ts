/**
 * The encumbrance panel of the actor sheets: carried weight against capacity, the steps by cause,
 * the day's travel and the derivation's problems. Every number is a field of the derived data.
 */
import { i18nKey } from "../../../constants";
import type { DerivationProblem } from "../../../actors/derive";
import { buildVariantEncumbrance } from "../encumbrance-variant";
import { barPercent, formatDuration, formatMiles, formatMinutes, formatWeight, terrainLabel, type Localize } from "../shared";
import type { ActorSheetInput, EncumbranceContext } from "./types";

function problemText(problem: DerivationProblem, localize: Localize): string {
  return localize(problem.key, problem.data);
}

export function buildEncumbrance(input: ActorSheetInput): EncumbranceContext {
  const { derived, localize } = input;
  const e = derived.encumbrance;
  const t = derived.travel;
  const persistentNote =
    e.persistentUntil === null ? null : localize("ER.Sheet.Encumbrance.TimeLeft", { time: formatDuration(e.persistentSecondsLeft, localize) });
  return {
    groupLabel: localize(i18nKey("Encumbrance", "Group", e.group)),
    towing: e.towing,
    carried: formatWeight(e.carried),
    kit: e.kit > 0 ? formatWeight(e.kit) : null,
    capacity: formatWeight(e.capacity),
    step: e.step > 0 ? formatWeight(e.step) : null,
    barPercent: barPercent(e.carried, e.capacity),
    overCapacity: e.loadedSteps > 0 || e.immobile,
    immobile: e.immobile,
    steps: e.steps,
    stepRows: [
      { label: localize("ER.Sheet.Encumbrance.Loaded"), steps: e.loadedSteps, note: null },
      { label: localize("ER.Sheet.Encumbrance.Persistent"), steps: e.persistentSteps, note: persistentNote },
      {
        label: localize("ER.Sheet.Encumbrance.ForcedMarch"),
        steps: e.forcedMarchSteps,
        note: localize("ER.Sheet.Encumbrance.MarchAllotment", { hours: e.marchAllotmentHours }),
      },
    ],
    perStep: localize("ER.Sheet.Encumbrance.PerStep"),
    overCapacityTime: formatMinutes(e.overCapacityMinutes, localize),
    activityHours: t.activityHours,
    milesPerDay: t.milesPerDay,
    milesAfterSteps: t.milesAfterSteps,
    effectiveMiles: t.effectiveMiles,
    travel: {
      name: "system.march.travelHours",
      label: localize("ER.Actor.FIELDS.march.travelHours.label"),
      hint: localize("ER.Actor.FIELDS.march.travelHours.hint"),
      value: input.source.march.travelHours ?? 0,
      max: t.activityHours,
      miles: formatMiles(t.partialMiles),
      terrainLabel: terrainLabel(input.sceneTerrain, localize),
      terrainMiles: formatMiles(derived.movement.terrains[input.sceneTerrain].partialMiles),
    },
    problems: derived.problems.map((p) => problemText(p, localize)),
    variant: buildVariantEncumbrance(input.source, derived, localize, input.ruleset),
  };
}
