/**
 * Refuses bad values before they are stored: a pre-create / pre-update check of actors and items
 * against the field specs (the same bounds as the schemas). The user sees a localised error for
 * each refused field and the document keeps its old values (the whole change is cancelled).
 */
import { i18nKey } from "../constants";
import { updateOperators } from "../compat";
import { systemChangesOf, validateSystem, type FieldProblem } from "../data/field-spec";
import { ACTOR_SPECS, isActorType } from "./spec";
import { ITEM_SPECS, isItemType } from "../items/spec";

/**
 * The problems of a document change's `system` part, however it is written (nested, dotted at the
 * top level, forced replacement, v14 operators); empty when the change may go ahead.
 */
export function changeProblems(documentName: "Actor" | "Item", type: string, changes: unknown): FieldProblem[] {
  const spec = documentName === "Actor" ? (isActorType(type) ? ACTOR_SPECS[type] : null) : isItemType(type) ? ITEM_SPECS[type] : null;
  if (spec === null) return [];
  const operators = updateOperators();
  return systemChangesOf(changes).flatMap((system) => validateSystem(spec, system, { operators }));
}

/** At most this many messages per refused change (one per field), so a bad import does not flood the screen. */
const MAX_MESSAGES = 3;

function fieldLabel(group: "Actor" | "Item", path: string): string {
  const key = group === "Actor" ? i18nKey("Actor", "FIELDS", ...path.split("."), "label") : i18nKey("Item", "FIELDS", ...path.split("."), "label");
  return game.i18n?.has(key) ? game.i18n.localize(key) : path;
}

/** Shows the problems as localised errors; true when there were none (the change may go ahead). */
export function reportProblems(group: "Actor" | "Item", problems: readonly FieldProblem[]): boolean {
  if (problems.length === 0) return true;
  for (const problem of problems.slice(0, MAX_MESSAGES)) {
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(problem.data)) data[k] = String(v);
    data["field"] = fieldLabel(group, problem.path);
    ui.notifications?.error(game.i18n?.format(problem.key, data) ?? problem.key);
  }
  return false;
}

export function registerValidationHooks(): void {
  Hooks.on("preCreateActor", (actor, data) => {
    if (!reportProblems("Actor", changeProblems("Actor", actor.type, data))) return false;
  });
  Hooks.on("preUpdateActor", (actor, changes) => {
    if (!reportProblems("Actor", changeProblems("Actor", actor.type, changes))) return false;
  });
  Hooks.on("preCreateItem", (item, data) => {
    if (!reportProblems("Item", changeProblems("Item", item.type, data))) return false;
  });
  Hooks.on("preUpdateItem", (item, changes) => {
    if (!reportProblems("Item", changeProblems("Item", item.type, changes))) return false;
  });
}

/**
 * For sheets: checks a submitted `system` change before it is sent, showing the same localised
 * errors. Returns false when the change must not be submitted. (Foundry validates a change against
 * the schema before the pre-update hooks run; calling this first makes sure the user sees our
 * message rather than the core's.)
 */
export function acceptSystemChange(documentName: "Actor" | "Item", type: string, system: unknown): boolean {
  return reportProblems(documentName, changeProblems(documentName, type, { system }));
}
