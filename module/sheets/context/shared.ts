/**
 * Pure presentation helpers shared by the sheet context builders. No Foundry globals and no game
 * arithmetic: every number a sheet shows comes from the rules core or the actors' derived data;
 * these helpers only format, clamp for a bar, and label.
 */
import { i18nKey } from "../../constants";
import { TERRAIN_IDS, type TerrainId } from "../../rules";

/** Foundry's `game.i18n.format` shape (a key and optional data); tests pass lang/en.json's lookup. */
export type Localize = (key: string, data?: Record<string, unknown>) => string;

/** Localised label of a terrain. */
export function terrainLabel(terrain: TerrainId, localize: Localize): string {
  return localize(i18nKey("Terrain", terrain));
}

/** A `<select>` option. */
export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

/** Terrain options for a select, in table order; `blank` adds a "none" entry first. */
export function terrainOptions(selected: string, localize: Localize, blankLabel?: string): SelectOption[] {
  const options = TERRAIN_IDS.map((t) => ({ value: t, label: terrainLabel(t, localize), selected: t === selected }));
  return blankLabel === undefined ? options : [{ value: "", label: blankLabel, selected: selected === "" }, ...options];
}

/**
 * Width of a progress bar in percent (presentation only): value ÷ max, clamped to 0–100 and
 * rounded to one decimal. A zero or negative maximum shows a full bar when anything is carried.
 */
export function barPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (!Number.isFinite(max) || max <= 0) return 100;
  const pct = (value / max) * 100;
  return Math.min(100, Math.round(pct * 10) / 10);
}

/** A signed modifier as players read it: "+2", "−1" (a real minus sign), "0". */
export function formatSigned(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${Math.abs(n)}`;
  return "0";
}

/** A weight in lb for display: at most three decimals, no trailing zeros. */
export function formatWeight(lb: number): string {
  return String(Math.round(lb * 1000) / 1000);
}

/** Miles shown to one decimal (docs/rules.md §6, partial days: the value itself is not rounded). */
export function formatMiles(miles: number): string {
  return miles.toFixed(1);
}

/** A duration in seconds as "3 h 05 min" (localised), rounded up to the minute; 0 or less is "0 min". */
export function formatDuration(seconds: number, localize: Localize): string {
  return formatMinutes(Math.ceil(seconds / 60), localize);
}

/** A whole number of minutes as "3 h 05 min" (localised); 0 or less is "0 min". */
export function formatMinutes(minutes: number, localize: Localize): string {
  const total = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return localize("ER.Sheet.Duration.Minutes", { minutes: rest });
  return localize("ER.Sheet.Duration.HoursMinutes", { hours, minutes: String(rest).padStart(2, "0") });
}

/** One tab of a sheet's primary navigation. */
export interface TabContext {
  id: string;
  group: string;
  label: string;
  icon: string;
  active: boolean;
  cssClass: string;
}

export interface TabSpec {
  id: string;
  icon: string;
}

/** The tab buttons and each tab's state, keyed by id, from the active tab (unknown → the first). */
export function buildTabs(
  specs: readonly TabSpec[],
  active: string | null | undefined,
  localize: Localize,
  group = "primary",
): { list: TabContext[]; byId: Record<string, TabContext> } {
  const current = specs.some((s) => s.id === active) ? active : specs[0]?.id;
  const list = specs.map((s) => ({
    id: s.id,
    group,
    label: localize(i18nKey("Sheet", "Tab", s.id)),
    icon: s.icon,
    active: s.id === current,
    cssClass: s.id === current ? "active" : "",
  }));
  return { list, byId: Object.fromEntries(list.map((t) => [t.id, t])) };
}

/**
 * The render context a sheet's templates receive: the pure builder's result under one key, so it
 * never collides with the keys Foundry's own sheet context carries (document, fields, tabs, …).
 * Templates read `view.*`; the template tests render `sheetRenderContext(builder(input))`.
 */
export function sheetRenderContext<T extends object>(view: T): { view: T } {
  return { view };
}
