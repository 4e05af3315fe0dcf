/**
 * Core's `Hooks`, as the registrars that name their hooks by string see it. Those registrars take
 * the registry as a parameter so their tests can pass a stand-in that records the handlers.
 */

/** The part of `Hooks` a registrar uses: `on(name, handler)`. */
export interface HookRegistry {
  on(name: string, fn: (...args: unknown[]) => unknown): unknown;
}

/** Core's `Hooks` as a `HookRegistry`. */
export function coreHooks(): HookRegistry {
  // Core's `Hooks.on` is typed per hook name (its handler's arguments by name); a registrar's string
  // names and unknown arguments cannot be assigned to that overload.
  return Hooks as unknown as HookRegistry;
}
