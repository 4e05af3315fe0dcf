/**
 * The v14 update operators (`ForcedDeletion`, `ForcedReplacement`) as the bounds check reads them,
 * without Foundry: a leaf below both compat.ts (which supplies the instanceof reader in Foundry) and
 * the data layer's field specs (which default to reading them by class name, for tests and packs).
 */

/**
 * How an update value that is an operator (v14's `ForcedDeletion` / `ForcedReplacement`, class
 * instances rather than data) is read: its kind, and the value a replacement carries. The Foundry
 * adapter supplies one based on the core classes (module/compat.ts `updateOperators`); the default
 * recognises them by class name.
 */
export interface UpdateOperators {
  kind(value: unknown): "delete" | "replace" | null;
  value(operator: unknown): unknown;
}

/** Recognises the v14 operators by their class names (a stand-in for tests; Foundry's adapter checks instanceof). */
export const NAMED_OPERATORS: UpdateOperators = {
  kind(value) {
    if (value === null || typeof value !== "object") return null;
    for (let proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as typeof proto) {
      const name = proto.constructor?.name;
      if (name === "ForcedDeletion") return "delete";
      if (name === "ForcedReplacement") return "replace";
    }
    return null;
  },
  value(operator) {
    return (operator as { value?: unknown } | null)?.value;
  },
};
