/**
 * Any stored value as text, never throwing: JSON where it has one, else `String()`, else the
 * object tag (a Symbol, a revoked proxy, a null-prototype object with a throwing `toString`).
 * Used where a hostile or odd value is reported to the GM (derivation problems, migration notes).
 */
export function valueText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    try {
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
}
