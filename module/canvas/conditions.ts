/**
 * The conditions of docs/rules.md §7 as Foundry status effects (token HUD), with the system's own icons
 * and localised names. Their movement effect reaches the ruler through `actorConditions`; a change
 * re-measures any path being dragged and redraws the reachable area.
 */
import { SYSTEM_ID, i18nKey } from "../constants";
import { registerStatusEffects, type StatusEffectSpec } from "../compat";
import { CONDITION_IDS } from "../rules";
import { recalculatePlannedPaths } from "./scene-terrain";

/** Path of a condition's icon. */
export function conditionIcon(id: string): string {
  return `systems/${SYSTEM_ID}/assets/conditions/${id}.svg`;
}

/** The status effects the system registers: the conditions in table order, then core's "dead" (defeated). */
export function conditionStatusEffects(): StatusEffectSpec[] {
  return [
    ...CONDITION_IDS.map((id) => ({ id, name: i18nKey("Condition", id), img: conditionIcon(id) })),
    // Kept so the combat tracker can still mark a combatant defeated (core's special status id).
    { id: "dead", name: "ER.Status.Dead", img: "icons/svg/skull.svg" },
    // OSE running exhaustion (VARIANTS.md §5.13): its own id, since ER's `exhausted` means speed 0.
    { id: "winded", name: "ER.Status.Winded", img: conditionIcon("winded") },
  ];
}

export function registerConditions(): void {
  registerStatusEffects(conditionStatusEffects());
  const changed = () => recalculatePlannedPaths();
  Hooks.on("applyTokenStatusEffect", changed);
  Hooks.on("createActiveEffect", changed);
  Hooks.on("deleteActiveEffect", changed);
}
