/** The ruler colours: validation and defaults (pure). */

/**
 * Accessible defaults (Okabe–Ito palette, distinguishable with the common colour-vision
 * deficiencies): blue within the allowance, vermilion beyond it.
 */
export const DEFAULT_COLOR_WITHIN = "#0072b2";
export const DEFAULT_COLOR_BEYOND = "#d55e00";

/** A colour setting: "#rrggbb" (or "#rgb"), case-insensitive. */
export function isColorString(value: unknown): value is string {
  return typeof value === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** The colour as a PIXI number; an invalid value gives the fallback. */
export function parseColor(value: unknown, fallback: string): number {
  const text = isColorString(value) ? value.trim() : fallback;
  const hex = text.length === 4 ? [...text.slice(1)].map((c) => c + c).join("") : text.slice(1);
  return Number.parseInt(hex, 16);
}
