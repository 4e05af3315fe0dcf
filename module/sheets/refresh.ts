/**
 * When an open actor sheet refreshes for something the user did not do (world time moving, the
 * scene's terrain changing, the GM's client recording load), it must never throw away what the
 * user is typing. Decision: such a refresh re-renders only the parts that show
 * derived numbers, and a part that holds the keyboard focus or an open text editor is not
 * re-rendered until the focus leaves it. Pure policy here; the sheet class supplies which parts
 * are busy (module/sheets/actor-sheet.ts).
 */

/** Parts whose numbers follow world time: the combat and encumbrance panels, and the inventory's load line. */
export const TIME_PARTS: readonly string[] = Object.freeze(["main", "inventory"]);
/** Parts whose numbers follow the scene's terrain: the combat panel and its terrain table. */
export const TERRAIN_PARTS: readonly string[] = Object.freeze(["main"]);

export interface RefreshPlan {
  /** Parts to re-render now. */
  now: string[];
  /** Parts to re-render once the focus has left them. */
  deferred: string[];
}

/**
 * Splits the parts a refresh wants into those that may render now and those that must wait:
 * a part is busy while it holds the focused element or an open editor.
 */
export function refreshPlan(wanted: readonly string[], busy: readonly string[]): RefreshPlan {
  const unique = [...new Set(wanted)];
  const isBusy = new Set(busy);
  return { now: unique.filter((p) => !isBusy.has(p)), deferred: unique.filter((p) => isBusy.has(p)) };
}

/** An update that touches nothing but `system.load` (the GM's client recording load on a clock tick). */
export function onlyLoadChanged(changes: object): boolean {
  const keys = Object.keys(changes).filter((k) => k !== "_id" && k !== "_stats");
  const system = (changes as { system?: unknown }).system;
  if (keys.length !== 1 || keys[0] !== "system" || system === null || typeof system !== "object") return false;
  const systemKeys = Object.keys(system);
  return systemKeys.length > 0 && systemKeys.every((k) => k === "load");
}

/** The minimal surface of an element the busy-part reader needs (an HTMLElement in Foundry). */
export interface PartElementLike {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/** Attribute ApplicationV2's Handlebars mixin puts on each part's root element. */
export const PART_ATTRIBUTE = "data-application-part";

/**
 * The parts that are busy: the one holding the focused element (when it lies inside the sheet)
 * and those holding an open editor.
 */
export function busyParts(focused: PartElementLike | null, openEditors: readonly PartElementLike[]): string[] {
  const out = new Set<string>();
  for (const el of [focused, ...openEditors]) {
    const part = el?.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE);
    if (part) out.add(part);
  }
  return [...out];
}

/** What a sheet lends the refresh: which parts are busy now, and how to re-render some parts. */
export interface RefreshHost {
  busy(): string[];
  renderParts(parts: string[]): unknown;
}

/**
 * A sheet's refresh queue: {@link request} renders the parts that are free now and keeps the busy
 * ones; {@link flush} (called when the focus leaves the sheet's part) renders what was kept, if it
 * is free by then.
 */
export class DeferredRefresh {
  readonly #host: RefreshHost;
  readonly #pending = new Set<string>();

  constructor(host: RefreshHost) {
    this.#host = host;
  }

  get pending(): string[] {
    return [...this.#pending];
  }

  request(parts: readonly string[]): void {
    const plan = refreshPlan(parts, this.#host.busy());
    for (const p of plan.deferred) this.#pending.add(p);
    for (const p of plan.now) this.#pending.delete(p);
    if (plan.now.length > 0) this.#host.renderParts(plan.now);
  }

  flush(): void {
    if (this.#pending.size === 0) return;
    this.request([...this.#pending]);
  }

  /** A full render happened (the user's own edit): nothing is pending any more. */
  clear(): void {
    this.#pending.clear();
  }
}

/** An open sheet as the refresh hooks see it. */
export interface RefreshableSheet {
  rendered: boolean;
  document: { reset(): void };
  refreshDerived(parts: readonly string[]): void;
}

/**
 * Refreshes the given open sheets' derived parts. With `prepare`, each sheet's document is
 * prepared again first (derived data depends on world time).
 */
export function refreshSheets(sheets: Iterable<RefreshableSheet>, parts: readonly string[], options: { prepare?: boolean } = {}): void {
  for (const sheet of sheets) {
    if (!sheet.rendered) continue;
    if (options.prepare) sheet.document.reset();
    sheet.refreshDerived(parts);
  }
}
