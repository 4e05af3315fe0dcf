/**
 * Bounds checks on a sheet's form submission, before Foundry sees it: a field whose value is out of
 * its bounds is dropped from the submission (the document keeps its stored value) and reported
 * with the system's own localised message; every other field of the same submission still saves.
 */
import type { FieldProblem } from "../actors/field-spec";
import { isActorType, validateActorSystem } from "../actors/spec";
import { isItemType, validateItemSystem } from "../items/spec";

const SYSTEM_PREFIX = "system.";

export interface CheckedSubmission {
  /** The submission without the refused fields (flat form keys, as submitted). */
  readonly kept: Record<string, unknown>;
  readonly problems: readonly FieldProblem[];
}

/** Checks the `system.*` fields of a flat form submission against the type's field bounds. */
export function checkSubmission(documentName: "Actor" | "Item", type: string, flat: Readonly<Record<string, unknown>>): CheckedSubmission {
  const system: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith(SYSTEM_PREFIX)) system[key.slice(SYSTEM_PREFIX.length)] = value;
  }
  let problems: FieldProblem[] = [];
  if (documentName === "Actor" && isActorType(type)) problems = validateActorSystem(type, system);
  else if (documentName === "Item" && isItemType(type)) problems = validateItemSystem(type, system);
  if (problems.length === 0) return { kept: { ...flat }, problems };
  const refused = new Set(problems.map((p) => SYSTEM_PREFIX + p.path));
  const kept = Object.fromEntries(Object.entries(flat).filter(([key]) => !refused.has(key)));
  return { kept, problems };
}
