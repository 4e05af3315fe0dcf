/**
 * Defends the stored rule variants (VARIANTS.md §9.2): the Rule Variants form is not the only
 * writer, since a GM's console or a macro can call `game.settings.set` directly. A world setting is
 * a Setting document, so its writes pass through `preCreateSetting` (the first write) and
 * `preUpdateSetting` (every later one) on the writing client, where an explicit `false` cancels the
 * write and the old value stays (hookEvents.preCreateDocument / preUpdateDocument, v13 and v14).
 * The Setting's `value` arrives serialised to JSON (SettingData#value, v13 and v14).
 *
 * A write is refused when the value is not a complete, legal VariantConfig, or when it changes the
 * initiative model while a combat is started. The reasons are shown as one localised notification.
 */
import { SYSTEM_ID } from "../constants";
import type { HookRegistry } from "../hook-registry";
import { validateVariantConfig, type VariantConfig, type VariantProblem } from "../rules";
import { VARIANTS_SETTING } from "./setting";

/** The Setting document's key: `<namespace>.<key>`. */
export const VARIANTS_SETTING_KEY = `${SYSTEM_ID}.${VARIANTS_SETTING}`;

/** A stored value that is not JSON: judged as a value of the wrong type. */
const UNREADABLE = Symbol("unreadable");

/** The value a Setting write carries: parsed from its JSON, or as given when it is not a string. */
export function writtenValue(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return UNREADABLE;
  }
}

export interface WriteContext {
  /** The config in force before the write. */
  readonly previous: VariantConfig;
  /** Whether any combat in the world is started. */
  readonly combatStarted: boolean;
}

/** Every reason a write of `raw` (a Setting's `value`) is refused, or [] when it may be stored. */
export function judgeVariantWrite(raw: unknown, context: WriteContext): VariantProblem[] {
  const value = writtenValue(raw);
  if (value === UNREADABLE) return [{ path: "", code: "type" }];
  return validateVariantConfig(value, { previous: context.previous, combatStarted: context.combatStarted });
}

/** What the guard needs from the world, supplied by the caller (Foundry's, or a test's). */
export interface GuardEnvironment {
  previous(): VariantConfig;
  combatStarted(): boolean;
  /** Tells the writer why the write was refused. */
  refuse(problems: readonly VariantProblem[]): void;
}

function settingKey(document: unknown, data?: unknown): unknown {
  const fromDoc = (document as { key?: unknown } | null)?.key;
  if (typeof fromDoc === "string") return fromDoc;
  return (data as { key?: unknown } | null)?.key;
}

/** The two pre-hooks: each returns false to cancel a refused write of the variants setting. */
export function variantGuardHandlers(env: GuardEnvironment) {
  const judge = (raw: unknown): boolean => {
    const problems = judgeVariantWrite(raw, { previous: env.previous(), combatStarted: env.combatStarted() });
    if (problems.length === 0) return true;
    env.refuse(problems);
    return false;
  };
  return {
    /** `preCreateSetting(document, data, options, userId)`: the world's first write of the setting. */
    preCreateSetting(document: unknown, data: unknown): boolean | void {
      if (settingKey(document, data) !== VARIANTS_SETTING_KEY) return;
      const raw = (data as { value?: unknown } | null)?.value ?? (document as { value?: unknown } | null)?.value;
      if (!judge(raw)) return false;
    },
    /** `preUpdateSetting(document, changes, options, userId)`: every later write. */
    preUpdateSetting(document: unknown, changes: unknown): boolean | void {
      if (settingKey(document) !== VARIANTS_SETTING_KEY) return;
      if (changes === null || typeof changes !== "object" || !("value" in changes)) return;
      if (!judge((changes as { value: unknown }).value)) return false;
    },
  };
}

export function registerVariantGuard(hooks: HookRegistry, env: GuardEnvironment): void {
  const handlers = variantGuardHandlers(env);
  hooks.on("preCreateSetting", handlers.preCreateSetting as (...args: unknown[]) => unknown);
  hooks.on("preUpdateSetting", handlers.preUpdateSetting as (...args: unknown[]) => unknown);
}
