/**
 * Refuses bad values before they are stored: a pre-create / pre-update check of actors and items
 * against the field specs (the same bounds as the schemas). The user sees a localised error for
 * each refused field and the document keeps its old values (the whole change is cancelled).
 */
import { i18nKey } from "../constants";
import type { FieldProblem } from "./field-spec";
import { isActorType, validateActorSystem } from "./spec";
import { isItemType, validateItemSystem } from "../items/spec";

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
    if (!isActorType(actor.type)) return;
    const system = (data as { system?: unknown }).system;
    if (system !== undefined && !reportProblems("Actor", validateActorSystem(actor.type, system))) return false;
  });
  Hooks.on("preUpdateActor", (actor, changes) => {
    if (!isActorType(actor.type)) return;
    const system = (changes as { system?: unknown }).system;
    if (system !== undefined && !reportProblems("Actor", validateActorSystem(actor.type, system))) return false;
  });
  Hooks.on("preCreateItem", (item, data) => {
    if (!isItemType(item.type)) return;
    const system = (data as { system?: unknown }).system;
    if (system !== undefined && !reportProblems("Item", validateItemSystem(item.type, system))) return false;
  });
  Hooks.on("preUpdateItem", (item, changes) => {
    if (!isItemType(item.type)) return;
    const system = (changes as { system?: unknown }).system;
    if (system !== undefined && !reportProblems("Item", validateItemSystem(item.type, system))) return false;
  });
}

/**
 * For sheets: checks a submitted `system` change before it is sent, showing the same localised
 * errors. Returns false when the change must not be submitted. (Foundry validates a change against
 * the schema before the pre-update hooks run; calling this first makes sure the user sees our
 * message rather than the core's.)
 */
export function acceptSystemChange(documentName: "Actor" | "Item", type: string, system: unknown): boolean {
  if (documentName === "Actor") return isActorType(type) ? reportProblems("Actor", validateActorSystem(type, system)) : true;
  return isItemType(type) ? reportProblems("Item", validateItemSystem(type, system)) : true;
}
