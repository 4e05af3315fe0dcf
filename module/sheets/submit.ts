/**
 * Bounds checks on a sheet's form submission, before Foundry sees it: a field whose value is out of
 * its bounds is dropped from the submission (the document keeps its stored value) and reported
 * with the system's own localised message; every other field of the same submission still saves.
 */
import { validateSystem, type FieldProblem } from "../data/field-spec";
import { ACTOR_SPECS, isActorType } from "../actors/spec";
import { ITEM_SPECS, isItemType } from "../items/spec";
import { HOURS_PER_DAY } from "../data/bounds";
import { slowFromChoice } from "./context/item";

const SYSTEM_PREFIX = "system.";

export interface CheckedSubmission {
  /** The submission without the refused fields (flat form keys, as submitted). */
  readonly kept: Record<string, unknown>;
  readonly problems: readonly FieldProblem[];
}

/**
 * Checks the `system.*` fields of a flat form submission against the type's field bounds. Each
 * submitted key is judged on its own, so a refused key is exactly the one whose value (a number, an
 * object or a Date where a number belongs, …) would break a bound; every other key is kept.
 */
export function checkSubmission(documentName: "Actor" | "Item", type: string, flat: Readonly<Record<string, unknown>>): CheckedSubmission {
  const spec = documentName === "Actor" ? (isActorType(type) ? ACTOR_SPECS[type] : null) : isItemType(type) ? ITEM_SPECS[type] : null;
  if (spec === null) return { kept: { ...flat }, problems: [] };
  const kept: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(flat)) {
    const system = key === "system" ? value : key.startsWith(SYSTEM_PREFIX) ? { [key.slice(SYSTEM_PREFIX.length)]: value } : undefined;
    const refused = system === undefined ? [] : validateSystem(spec, system);
    if (refused.length === 0) kept[key] = value;
    else problems.push(...refused);
  }
  return { kept, problems };
}

/**
 * VARIANTS.md row 21: a weapon sheet's `system.slow` select submits a choice ("derived",
 * "slow", "notSlow"); the stored value is null, true or false. In place. A value that is no choice
 * is left as it came, so that {@link checkSubmission} refuses it (a boolean or null belongs there)
 * and the stored value is kept.
 */
export function normaliseWeaponSlow(flat: Record<string, unknown>): void {
  const key = "system.slow";
  if (!Object.prototype.hasOwnProperty.call(flat, key)) return;
  const value = slowFromChoice(flat[key]);
  if (value !== undefined) flat[key] = value;
}

/**
 * The actor update of the sheet's "record a day's march" button (docs/rules.md §6, forced march): the
 * hours typed become the last travel day's march, and the forced-march steps in force now (from
 * the day before) become that day's prior steps, so that day's allotment is derived from them.
 * Null when the hours are not a number from 0 to 24 (the bound of `march.hours`, data/bounds.ts).
 */
export function recordMarchUpdate(forcedMarchStepsInForce: number, hoursText: string): Record<string, number> | null {
  if (hoursText.trim() === "") return null;
  const hours = Number(hoursText);
  if (!Number.isFinite(hours) || hours < 0 || hours > HOURS_PER_DAY) return null;
  const prior = Number.isSafeInteger(forcedMarchStepsInForce) && forcedMarchStepsInForce > 0 ? forcedMarchStepsInForce : 0;
  return { "system.march.hours": hours, "system.march.priorSteps": prior };
}
