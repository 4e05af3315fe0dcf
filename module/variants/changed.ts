/**
 * One event for a saved change of the rule variants (VARIANTS.md §9.2): the setting's onChange
 * (every client) fires `enchanted-realms.variantsChanged`, and each feature's register function
 * subscribes its own refresh. The variants feature knows no screen; a new screen subscribes itself.
 */
import type { VariantConfig } from "../rules";

export const VARIANTS_CHANGED_HOOK = "enchanted-realms.variantsChanged" as const;

/** Runs each step in order, each even if an earlier one threw; returns (and logs) what was thrown. */
export function runRefreshSteps(steps: Iterable<() => unknown>): unknown[] {
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      const result = step();
      if (result instanceof Promise) result.catch((error: unknown) => console.error(error));
    } catch (error) {
      errors.push(error);
    }
  }
  for (const error of errors) console.error(error);
  return errors;
}

/**
 * A feature's refresh after a saved change: `steps` is asked at each change for what to refresh
 * (the actors and open windows of that moment); the steps run in order, isolated from each other.
 */
export function onVariantsChanged(steps: () => Iterable<() => unknown>): void {
  Hooks.on(VARIANTS_CHANGED_HOOK, () => void runRefreshSteps([...steps()]));
}

/** Tells every feature of this client that the variants in force changed. */
export function announceVariantsChanged(config: VariantConfig): void {
  Hooks.callAll(VARIANTS_CHANGED_HOOK, config);
}
