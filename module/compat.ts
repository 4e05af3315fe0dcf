/**
 * Every difference between Foundry v13 and v14 that the system touches lives here, keyed on
 * `game.release.generation`. Nothing else in the system branches on the version.
 *
 * There is no v14 type package: the v14 shapes used below are typed by hand in this file (each
 * `V14…` interface), checked against the v14 API pages listed in docs/foundry-api.md, and exercised
 * by module/compat.test.ts with v14-shaped stand-ins.
 */
import { NAMED_OPERATORS, type UpdateOperators } from "./update-operators";

/** The running core generation (13, 14, …). */
export function generation(): number {
  // `game` always exists in Foundry; pure callers (the chat parser) may also run before it, in tests.
  const g = (globalThis as { game?: { release?: { generation?: number } } }).game;
  return g?.release?.generation ?? 13;
}

export function isV14OrLater(): boolean {
  return generation() >= 14;
}

// ---------------------------------------------------------------------------------------------
// Status effects
// ---------------------------------------------------------------------------------------------

/** A status effect as the system defines it. */
export interface StatusEffectSpec {
  id: string;
  name: string;
  img: string;
  hud?: boolean;
}

/**
 * Replaces the core status effects with the system's, as an array on both versions.
 *
 * Decision (status effects): v14 documents `CONFIG.statusEffects` as keyed by id, but core
 * keeps it as a proxy over an array that accepts a whole array being assigned (foundryvtt#13122,
 * "with backwards compatibility"); dnd5e 5.3 assigns an array on v14. An array keeps modules that
 * still call `CONFIG.statusEffects.find(...)` working, where a plain object would break them.
 */
export function registerStatusEffects(effects: readonly StatusEffectSpec[]): void {
  const config = CONFIG as unknown as { statusEffects: unknown };
  config.statusEffects = effects.map((e) => ({ ...e, _id: stableEffectId(e.id) }));
}

/** A deterministic 16-character document id for a status effect, so toggling it twice finds the same effect. */
export function stableEffectId(statusId: string): string {
  return statusId.replace(/[^A-Za-z0-9]/g, "").padEnd(16, "0").slice(0, 16);
}

/**
 * A status effect's creation data, for one the system creates itself rather than through core's
 * toggle (the marked 0-health `unconscious`). v14 adds `showIcon`, whose default CONDITIONAL shows
 * the icon on the token only for an effect with a temporary duration
 * ([CONST.ACTIVE_EFFECT_SHOW_ICON](https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.ActiveEffectData.html));
 * a status has none, so it is set to ALWAYS (13th Age 1.40.1 on 14.364 did the same for its 0-hp
 * statuses, "not appearing on tokens"). v13 has no such field and gets the data unchanged.
 */
export function statusEffectData(data: Record<string, unknown>): Record<string, unknown> {
  if (!isV14OrLater()) return data;
  const always = (globalThis as { CONST?: { ACTIVE_EFFECT_SHOW_ICON?: { ALWAYS?: number } } }).CONST?.ACTIVE_EFFECT_SHOW_ICON?.ALWAYS;
  return { ...data, showIcon: typeof always === "number" ? always : 2 };
}

// ---------------------------------------------------------------------------------------------
// Message (roll) visibility modes
// ---------------------------------------------------------------------------------------------

/**
 * v13 calls them roll modes (`core.rollMode`: publicroll, gmroll, blindroll, selfroll), v14
 * message modes (`core.messageMode`: public, gm, blind, self, ic). The helpers below take either
 * name and speak the running version's.
 */
const V13_TO_V14: Readonly<Record<string, string>> = { publicroll: "public", roll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" };
const V14_TO_V13: Readonly<Record<string, string>> = { public: "publicroll", ic: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" };

/**
 * The mode's name in the running version. v14's in-character mode `ic` counts as public: a round
 * card or a roll is never posted as a character's speech (dnd5e's `getMessageMode` does the same).
 * An unknown name is kept, so core reports it rather than this helper hiding it.
 */
export function normalizeMessageMode(mode: string): string {
  if (isV14OrLater()) {
    if (mode === "ic") return "public";
    return V13_TO_V14[mode] ?? mode;
  }
  return V14_TO_V13[mode] ?? mode;
}

/** The user's chat visibility mode in the running version's names (`ic` read as public). */
export function currentMessageMode(): string {
  const key = isV14OrLater() ? "messageMode" : "rollMode";
  // The v14 setting is not in the v13 type package; both are read as unknown and made a string.
  const settings = game.settings as unknown as { get(namespace: string, key: string): unknown } | undefined;
  try {
    const value = settings?.get("core", key);
    if (typeof value === "string" && value !== "") return normalizeMessageMode(value);
  } catch {
    // An unregistered setting (an older or newer core): fall back to public.
  }
  return publicMessageMode();
}

/** The public mode's name: `publicroll` in v13, `public` in v14. */
export function publicMessageMode(): string {
  return isV14OrLater() ? "public" : "publicroll";
}

/** The GM-only mode's name: `gmroll` in v13, `gm` in v14. */
export function gmMessageMode(): string {
  return isV14OrLater() ? "gm" : "gmroll";
}

/** Whether a mode (either version's name) shows a message to everyone; v14's `ic` does. */
export function isPublicMessageMode(mode: string): boolean {
  return mode === "publicroll" || mode === "public" || mode === "roll" || mode === "ic";
}

/** v14's static `ChatMessage.applyMode(chatData, mode)` (api/v14/classes/foundry.documents.ChatMessage.html). */
interface V14ChatMessageStatics {
  applyMode(chatData: object, mode: string): unknown;
}

/** v13's static `ChatMessage.applyRollMode(chatData, mode)` (deprecated in v14, removed in 16). */
interface V13ChatMessageStatics {
  applyRollMode(chatData: object, mode: string): unknown;
}

/**
 * Writes a visibility mode into chat message data (whisper, blind) before the message is created,
 * and returns the same object. v14: `ChatMessage.applyMode`; v13: `ChatMessage.applyRollMode`.
 *
 * Decision (message modes): the mode goes into the data itself rather than a create
 * option (`{rollMode}` / `{messageMode}`), whose v14 handling is not documented; dnd5e and
 * Crucible apply the mode to the data and then call `ChatMessage.create(data)`.
 */
export function applyMessageMode<T extends object>(data: T, mode: string): T {
  const name = normalizeMessageMode(mode);
  const cls = ChatMessage as unknown as Partial<V14ChatMessageStatics & V13ChatMessageStatics>;
  if (isV14OrLater()) {
    if (typeof cls.applyMode !== "function") throw new Error("ChatMessage.applyMode is missing on this core");
    cls.applyMode(data, name);
  } else {
    if (typeof cls.applyRollMode !== "function") throw new Error("ChatMessage.applyRollMode is missing on this core");
    cls.applyRollMode(data, name);
  }
  return data;
}

/**
 * The options of `Roll#toMessage` that carry a visibility mode: v13 `{rollMode}`
 * (api/classes/foundry.dice.Roll.html#tomessage), v14 `{messageMode}` (as dnd5e 5.3 and other v14
 * systems pass it). Callers also write the same mode into the data with {@link applyMessageMode},
 * so core's own application of the option can only agree with it. `ic` is read as public.
 */
export function rollMessageOptions(mode: string): { rollMode: string } | { messageMode: string } {
  const name = normalizeMessageMode(mode);
  return isV14OrLater() ? { messageMode: name } : { rollMode: name };
}

// ---------------------------------------------------------------------------------------------
// Chat input
// ---------------------------------------------------------------------------------------------

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of what a user typed into the chat input, as the `chatMessage` hook receives it.
 * v13's input is a textarea: the hook gets the text. v14's is a rich-text (ProseMirror) editor:
 * the hook gets HTML such as `<p>/speak Hold <em>the</em> door</p>` (dnd5e matched `/award` the
 * same way in its v14 fix). Paragraphs and line breaks become newlines, other tags are dropped and
 * entities decoded. On v13 the text is returned unchanged (what looks like a tag there was typed
 * as text), and so is tagless text on v14 (a macro calling `ui.chat.processMessage("/speak …")`).
 */
export function chatInputText(message: string): string {
  if (!isV14OrLater() || !/<[a-z/!]/i.test(message)) return message;
  const text = message
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\n+$/, "");
}

// ---------------------------------------------------------------------------------------------
// Context menus
// ---------------------------------------------------------------------------------------------

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

/** The label key of a context-menu entry in either version's shape (v13 `name`, v14 `label`). */
export function contextMenuEntryLabel(entry: unknown): string | undefined {
  const e = entry as { name?: unknown; label?: unknown } | null;
  const label = e?.label ?? e?.name;
  return typeof label === "string" ? label : undefined;
}

// ---------------------------------------------------------------------------------------------
// Scene Levels (v14)
// ---------------------------------------------------------------------------------------------

/** Where on a scene a terrain lookup happens: a v14 Level (null on v13 or without one) and an elevation. */
export interface TerrainPlace {
  readonly level: string | null;
  readonly elevation: number;
}

/** The place of scenes without Levels and of anything that is not a token: no level, elevation 0. */
export const GROUND: TerrainPlace = Object.freeze({ level: null, elevation: 0 });

/** v14 `TokenDocument#level`: the id of the Level the token is on (api/v14/interfaces/foundry.documents.types.TokenData.html). */
interface V14TokenLevel {
  level?: unknown;
}

/** v14 `RegionDocument#levels`: the ids of the Levels a region belongs to; empty means every Level. */
interface V14RegionLevels {
  levels?: { readonly size: number; has(id: string): boolean } | null;
}

/** The place of a token: its Level on v14 (none on v13) and its elevation. */
export function tokenPlace(token: { elevation?: unknown }): TerrainPlace {
  const raw = token.elevation;
  const elevation = typeof raw === "number" && Number.isFinite(raw) ? raw : 0;
  const level = isV14OrLater() ? (token as V14TokenLevel).level : undefined;
  return { level: typeof level === "string" && level !== "" ? level : null, elevation };
}

/** The Level a v14 movement segment is on (`TokenMovementSegmentData#level`), or null. */
export function segmentLevel(segment: unknown): string | null {
  if (!isV14OrLater() || segment === null || typeof segment !== "object") return null;
  const level = (segment as { level?: unknown }).level;
  return typeof level === "string" && level !== "" ? level : null;
}

/**
 * Whether a region is on the place's Level. v13 regions have no Levels; a v14 region with no
 * Levels is on all of them. A place with no Level (v13, or a lookup without a token) sees every
 * region, as before Levels existed.
 */
export function regionOnLevel(region: object, place: TerrainPlace): boolean {
  if (!isV14OrLater() || place.level === null) return true;
  const levels = (region as V14RegionLevels).levels;
  if (!levels || levels.size === 0) return true;
  return levels.has(place.level);
}

/** v14 `Scene#levels`: the scene's Levels, each with an elevation range (api/v14/interfaces/foundry.documents.types.LevelData.html). */
interface V14SceneLevels {
  levels?: { get(id: string): { elevation?: { bottom?: unknown } } | undefined } | null;
}

/**
 * The place a v14 movement segment or ruler waypoint is at. A waypoint carries its own `level`
 * and `elevation`; a cost-function segment carries only `level`. Where no elevation is given and
 * the segment is on another Level than the token, the bottom of that Level is used (a token on a
 * Level stands at its floor); otherwise the token's own elevation.
 */
export function movementPlace(scene: object, step: unknown, token: TerrainPlace): TerrainPlace {
  const level = segmentLevel(step) ?? token.level;
  const raw = step !== null && typeof step === "object" ? (step as { elevation?: unknown }).elevation : undefined;
  if (typeof raw === "number" && Number.isFinite(raw)) return { level, elevation: raw };
  if (level === null || level === token.level) return { level, elevation: token.elevation };
  const bottom = (scene as V14SceneLevels).levels?.get(level)?.elevation?.bottom;
  return { level, elevation: typeof bottom === "number" && Number.isFinite(bottom) ? bottom : token.elevation };
}

/** v14 `canvas.level`: the Level this user views (api/v14/classes/foundry.canvas.Canvas.html); null on v13 or with none. */
export function viewedLevel(): { id: string; name: string } | null {
  if (!isV14OrLater()) return null;
  const level = (globalThis as { canvas?: { level?: { id?: unknown; name?: unknown } | null } | null }).canvas?.level;
  if (!level || typeof level.id !== "string" || level.id === "") return null;
  return { id: level.id, name: typeof level.name === "string" && level.name !== "" ? level.name : level.id };
}

/**
 * An update fragment deleting `key` from the object at `parentPath` (painted strokes): v13
 * `"parent.-=key": null`; v14 `"parent.key": _del`, the global ForcedDeletion marker, falling back to
 * the v13 form (still accepted on v14, with a deprecation warning) if the marker is missing.
 */
export function deletionAt(parentPath: string, key: string): Record<string, unknown> {
  if (isV14OrLater()) {
    const marker = (globalThis as { _del?: unknown })._del;
    if (marker !== undefined) return { [`${parentPath}.${key}`]: marker };
  }
  return { [`${parentPath}.-=${key}`]: null };
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

/** Chat-message data as core takes it (content, speaker, whispered user ids, rolls, the system's flags); the type package's `CreateData` types flags by scope and version. */
export interface ChatMessageData { content?: string; speaker?: unknown; whisper?: readonly (string | null)[]; rolls?: readonly unknown[]; flags?: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>> }

/** `ChatMessage.create(data)`: the posted message, or null when core (or a hook) declined it. */
export async function createChatMessage(data: ChatMessageData): Promise<ChatMessage.Implementation | null> {
  return ((await ChatMessage.create(data as unknown as ChatMessage.CreateData)) ?? null) as ChatMessage.Implementation | null;
}
