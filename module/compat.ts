/**
 * Every difference between Foundry v13 and v14 that the system touches lives here, keyed on
 * `game.release.generation`. Nothing else in the system branches on the version.
 */

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

/** An Active Effect change in one shape for both versions. */
export interface EffectChangeView {
  key: string;
  value: string;
  /** v14's change type ("add", "multiply", "override", "upgrade", "downgrade", "custom", …); v13 modes mapped to these names. */
  type: string;
  /** v14's application phase; v13 has one application, reported as "initial". */
  phase: string;
}

/** v13's CONST.ACTIVE_EFFECT_MODES numbers, by the names v14 gives the same change types. */
const V13_MODE_TYPES: Readonly<Record<number, string>> = Object.freeze({ 0: "custom", 1: "multiply", 2: "add", 3: "downgrade", 4: "upgrade", 5: "override" });

/**
 * The changes of an Active Effect: `effect.changes` with numeric `mode` in v13,
 * `effect.system.changes` with `type` and `phase` in v14 (foundryvtt#13740, #13566).
 */
export function effectChanges(effect: unknown): EffectChangeView[] {
  const e = effect as { changes?: unknown; system?: { changes?: unknown } } | null;
  const raw = isV14OrLater() ? (e?.system?.changes ?? e?.changes) : e?.changes;
  if (!Array.isArray(raw)) return [];
  return raw.map((c: { key?: unknown; value?: unknown; mode?: unknown; type?: unknown; phase?: unknown }) => ({
    key: typeof c.key === "string" ? c.key : "",
    value: c.value === undefined || c.value === null ? "" : String(c.value),
    type: typeof c.type === "string" ? c.type : (V13_MODE_TYPES[typeof c.mode === "number" ? c.mode : -1] ?? "custom"),
    phase: typeof c.phase === "string" ? c.phase : "initial",
  }));
}

/**
 * The creation data of an Active Effect's changes: `changes` with numeric `mode` in v13,
 * `system.changes` with `type` and `phase` in v14. Types are v14's names (see {@link effectChanges}).
 */
export function effectChangesData(changes: readonly Omit<EffectChangeView, "phase">[], phase = "initial"): Record<string, unknown> {
  if (isV14OrLater()) return { system: { changes: changes.map((c) => ({ key: c.key, value: c.value, type: c.type, phase })) } };
  const modes = Object.fromEntries(Object.entries(V13_MODE_TYPES).map(([mode, type]) => [type, Number(mode)]));
  return { changes: changes.map((c) => ({ key: c.key, value: c.value, mode: modes[c.type] ?? 0 })) };
}
