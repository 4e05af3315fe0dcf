/**
 * Core's document hooks as this folder reads them: the first argument (the document) through the
 * caller's narrow interface, the rest as core types them. Core types the document as its configured
 * class (Actor.Implementation, ERCombat …), whose `system` is a data model and whose `flags` are the
 * declared scopes, so a narrow record cannot be assigned from it; the one cast lives here.
 */

/** A hook's arguments after the first (the document), as core types them. */
type AfterDocument<K extends Hooks.HookName> = Parameters<Hooks.Function<K>> extends [unknown, ...infer Rest] ? Rest : never;

/** `Hooks.on(hook, fn)` with the hook's document read as `T`; returns core's hook id (for `Hooks.off`). */
export function onDocumentHook<T extends object, K extends Hooks.HookName>(hook: K, fn: (document: T, ...rest: AfterDocument<K>) => boolean | void): number {
  const listener = (document: unknown, ...rest: AfterDocument<K>): boolean | void => fn(document as T, ...rest);
  return Hooks.on(hook, listener as Hooks.Function<K>);
}
