/**
 * The movement settings: enforcement (world) and the ruler's colours and overlay (client).
 */
import { SYSTEM_ID } from "../constants";
import { isEnforcementMode, type EnforcementMode } from "../rules";
import { DEFAULT_COLOR_BEYOND, DEFAULT_COLOR_WITHIN, isColorString, parseColor } from "./colors";
import { recalculatePlannedPaths } from "./scene-terrain";

const ENFORCEMENT_CHOICES: Record<EnforcementMode, string> = {
  off: "ER.Movement.Settings.Enforcement.Choices.off",
  warn: "ER.Movement.Settings.Enforcement.Choices.warn",
  enforce: "ER.Movement.Settings.Enforcement.Choices.enforce",
};

export function registerMovementSettings(): void {
  const settings = game.settings;
  if (!settings) throw new Error("game.settings is not ready at init");
  settings.register(SYSTEM_ID, "movementEnforcement", {
    name: "ER.Movement.Settings.Enforcement.Name",
    hint: "ER.Movement.Settings.Enforcement.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...ENFORCEMENT_CHOICES },
    default: "warn",
  });
  settings.register(SYSTEM_ID, "rulerColorWithin", {
    name: "ER.Movement.Settings.ColorWithin.Name",
    hint: "ER.Movement.Settings.ColorWithin.Hint",
    scope: "client",
    config: true,
    type: String,
    default: DEFAULT_COLOR_WITHIN,
    onChange: () => recalculatePlannedPaths(),
  });
  settings.register(SYSTEM_ID, "rulerColorBeyond", {
    name: "ER.Movement.Settings.ColorBeyond.Name",
    hint: "ER.Movement.Settings.ColorBeyond.Hint",
    scope: "client",
    config: true,
    type: String,
    default: DEFAULT_COLOR_BEYOND,
    onChange: () => recalculatePlannedPaths(),
  });
  settings.register(SYSTEM_ID, "showReachWhileDragging", {
    name: "ER.Movement.Settings.ShowReach.Name",
    hint: "ER.Movement.Settings.ShowReach.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
  });
}

/** The enforcement mode; an unknown stored value counts as the default, warn. */
export function enforcementMode(): EnforcementMode {
  const value: unknown = game.settings?.get(SYSTEM_ID, "movementEnforcement");
  return isEnforcementMode(value) ? value : "warn";
}

const warned = new Set<string>();

function colorSetting(key: "rulerColorWithin" | "rulerColorBeyond", fallback: string): number {
  const value: unknown = game.settings?.get(SYSTEM_ID, key);
  if (!isColorString(value) && !warned.has(key)) {
    warned.add(key);
    const message = game.i18n?.format("ER.Movement.Warn.InvalidColor", { value: String(value) });
    if (message) ui.notifications?.warn(message);
  }
  return parseColor(value, fallback);
}

/** The ruler's colours as PIXI numbers. */
export function rulerColors(): { within: number; beyond: number } {
  return {
    within: colorSetting("rulerColorWithin", DEFAULT_COLOR_WITHIN),
    beyond: colorSetting("rulerColorBeyond", DEFAULT_COLOR_BEYOND),
  };
}

export function showReachWhileDragging(): boolean {
  return game.settings?.get(SYSTEM_ID, "showReachWhileDragging") !== false;
}
