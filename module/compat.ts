/**
 * Every difference between Foundry v13 and v14 that the system touches lives here, keyed on
 * `game.release.generation`. Nothing else in the system branches on the version.
 */
import { NAMED_OPERATORS, type UpdateOperators } from "./actors/field-spec";

/** The running core generation (13, 14, …). */
export function generation(): number {
  return game.release?.generation ?? 13;
}

export function isV14OrLater(): boolean {
  return generation() >= 14;
}

/** A status effect as the system defines it; the version-specific shape is made by {@link registerStatusEffects}. */
export interface StatusEffectSpec {
  id: string;
  name: string;
  img: string;
  hud?: boolean;
}

/**
 * Replaces the core status effects with the system's. v13 wants an array, v14 an object keyed by id
 * (v14 still accepts arrays, but the object form is its native one).
 */
export function registerStatusEffects(effects: readonly StatusEffectSpec[]): void {
  const withIds = effects.map((e) => ({ ...e, _id: stableEffectId(e.id) }));
  const config = CONFIG as unknown as { statusEffects: unknown };
  if (isV14OrLater()) {
    config.statusEffects = Object.fromEntries(withIds.map((e) => [e.id, e]));
  } else {
    config.statusEffects = withIds;
  }
}

/** A deterministic 16-character document id for a status effect, so toggling it twice finds the same effect. */
export function stableEffectId(statusId: string): string {
  return statusId.replace(/[^A-Za-z0-9]/g, "").padEnd(16, "0").slice(0, 16);
}

/** The chat visibility option: `rollMode` in v13, `messageMode` in v14. */
export function rollVisibilityOption(mode: string): Record<string, string> {
  return isV14OrLater() ? { messageMode: mode } : { rollMode: mode };
}

/** A context-menu entry in the shape the running version expects. */
export interface MenuEntrySpec {
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (target: HTMLElement) => void | Promise<void>;
}

export function contextMenuEntry(spec: MenuEntrySpec): Record<string, unknown> {
  if (isV14OrLater()) {
    return {
      label: spec.label,
      icon: spec.icon,
      visible: (target: HTMLElement) => spec.visible(target),
      onClick: (_event: Event, target: HTMLElement) => spec.onClick(target),
    };
  }
  return {
    name: spec.label,
    icon: `<i class="${spec.icon}"></i>`,
    condition: (li: HTMLElement | { 0?: HTMLElement }) => spec.visible(unwrapElement(li)),
    callback: (li: HTMLElement | { 0?: HTMLElement }) => spec.onClick(unwrapElement(li)),
  };
}

function unwrapElement(li: HTMLElement | { 0?: HTMLElement }): HTMLElement {
  if (li instanceof HTMLElement) return li;
  const el = li[0];
  if (!el) throw new Error("Context menu target is missing");
  return el;
}

/** An update fragment that deletes `key` from an object field: `-=key: null` in v13, `key: _del` in v14. */
export function deletionUpdate(key: string): Record<string, unknown> {
  if (isV14OrLater()) {
    const utils = foundry.utils as unknown as { _del?: unknown };
    if (utils._del !== undefined) return { [key]: utils._del };
  }
  return { [`-=${key}`]: null };
}

/** The user's chat visibility mode: the core setting `rollMode` in v13, `messageMode` in v14. */
export function currentRollMode(): string {
  const key = isV14OrLater() ? "messageMode" : "rollMode";
  // The v14 setting is not in the v13 type package; both are read as unknown and made a string.
  const settings = game.settings as unknown as { get(namespace: string, key: string): unknown } | undefined;
  try {
    const value = settings?.get("core", key);
    if (typeof value === "string" && value !== "") return value;
  } catch {
    // An unregistered setting (an older or newer core): fall back to public.
  }
  return publicRollMode();
}

/** The public visibility mode's name: `publicroll` in v13, `public` in v14. */
export function publicRollMode(): string {
  return isV14OrLater() ? "public" : "publicroll";
}

/** The GM-only visibility mode's name: `gmroll` in v13, `gm` in v14. */
export function gmRollMode(): string {
  return isV14OrLater() ? "gm" : "gmroll";
}

/** Whether a visibility mode shows a message to everyone. */
export function isPublicRollMode(mode: string): boolean {
  return mode === "publicroll" || mode === "public" || mode === "roll";
}

/** The label key of a context-menu entry in either version's shape (v13 `name`, v14 `label`). */
export function contextMenuEntryLabel(entry: unknown): string | undefined {
  const e = entry as { name?: unknown; label?: unknown } | null;
  const label = e?.label ?? e?.name;
  return typeof label === "string" ? label : undefined;
}

/**
 * How the bounds check reads update operators: v14's `foundry.data.operators.ForcedDeletion` and
 * `ForcedReplacement` instances (by instanceof; the replacement's value from its `toJSON()`), and in
 * v13 none (v13 writes deletions as "-=key" and replacements as "==key", read from the keys).
 * Anything else that is a class instance is judged as a value, and refused where a plain value belongs.
 */
export function updateOperators(): UpdateOperators {
  const core = (globalThis as { foundry?: { data?: { operators?: { ForcedDeletion?: unknown; ForcedReplacement?: unknown } } } }).foundry;
  const ops = core?.data?.operators;
  const deletion = typeof ops?.ForcedDeletion === "function" ? (ops.ForcedDeletion as abstract new (...a: never[]) => unknown) : null;
  const replacement = typeof ops?.ForcedReplacement === "function" ? (ops.ForcedReplacement as abstract new (...a: never[]) => unknown) : null;
  if (!deletion && !replacement) return NAMED_OPERATORS;
  return {
    kind(value) {
      if (deletion && value instanceof deletion) return "delete";
      if (replacement && value instanceof replacement) return "replace";
      return NAMED_OPERATORS.kind(value);
    },
    value(operator) {
      const json = (operator as { toJSON?: () => unknown } | null)?.toJSON?.();
      return json !== null && typeof json === "object" ? (json as { value?: unknown }).value : NAMED_OPERATORS.value(operator);
    },
  };
}
