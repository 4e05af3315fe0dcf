/**
 * The painted-terrain and overland scene settings, kept in the scene's flags and offered in the Scene configuration next
 * to the default terrain: show painted terrain to players (default off), overland scene, miles per
 * hex (default 6), wilderness (default off: OSE ranges in feet). Readers clamp what they find; the form cannot store anything else.
 */
import { SYSTEM_ID } from "../constants";
import { PAINT_VISIBLE_FLAG } from "./paint-store";
import { parseMilesPerHex, DEFAULT_MILES_PER_HEX, MAX_MILES_PER_HEX } from "../rules";
import { injectScaleNote } from "./scene-scale-note";
import { DUNGEON_FLAG, FAMILIAR_FLAG, isDungeonScene, isFamiliarScene, systemFlag } from "../scene/time-flags";

export const OVERLAND_FLAG = "overland";
export const MILES_PER_HEX_FLAG = "milesPerHex";
/** VARIANTS.md §13.1 (D6 amended): a wilderness scene reads OSE ranges in yards. */
export const WILDERNESS_FLAG = "wilderness";

/** Whether a scene is flagged wilderness (only a stored `true` counts). */
export function isWildernessScene(scene: { flags?: unknown } | null | undefined): boolean {
  return systemFlag(scene, WILDERNESS_FLAG) === true;
}

/** Whether a scene is an overland map. */
export function isOverlandScene(scene: Scene.Implementation | null | undefined): boolean {
  return systemFlag(scene, OVERLAND_FLAG) === true;
}

/** The scene's miles per hex (default 6; a bad stored value gives the default). */
export function sceneMilesPerHex(scene: Scene.Implementation | null | undefined): number {
  return parseMilesPerHex(systemFlag(scene, MILES_PER_HEX_FLAG));
}

export interface SceneFieldValues {
  paintVisible: boolean;
  overland: boolean;
  milesPerHex: number;
  wilderness: boolean;
  /** A dungeon (VARIANTS.md §5.12: the GM's wandering and rest prompts) and an area the party knows (×3 exploration). */
  dungeon: boolean;
  familiar: boolean;
}

export function sceneFieldValues(scene: Scene.Implementation): SceneFieldValues {
  return {
    paintVisible: systemFlag(scene, PAINT_VISIBLE_FLAG) === true,
    overland: isOverlandScene(scene),
    milesPerHex: sceneMilesPerHex(scene),
    wilderness: isWildernessScene(scene),
    dungeon: isDungeonScene(scene),
    familiar: isFamiliarScene(scene),
  };
}

/** Adds the six fields after the default-terrain field (or at the end of the grid tab). */
export function injectSceneFields(root: HTMLElement, values: SceneFieldValues, localize: (key: string) => string): void {
  const prefix = `flags.${SYSTEM_ID}`;
  if (root.querySelector(`[name="${prefix}.${OVERLAND_FLAG}"]`)) return;
  const anchor = root.querySelector(".er-scene-terrain") ?? root.querySelector('[name="grid.type"]')?.closest(".form-group");
  const tab = root.querySelector('.tab[data-tab="grid"]') ?? root.querySelector(".tab[data-tab]") ?? root.querySelector("form");
  if (!anchor && !tab) return;

  const group = (name: string, label: string, hint: string, input: HTMLInputElement) => {
    const div = document.createElement("div");
    div.className = "form-group er-scene-field";
    const l = document.createElement("label");
    l.textContent = localize(label);
    const fields = document.createElement("div");
    fields.className = "form-fields";
    input.name = `${prefix}.${name}`;
    fields.append(input);
    const p = document.createElement("p");
    p.className = "hint";
    p.textContent = localize(hint);
    div.append(l, fields, p);
    return div;
  };
  const checkbox = (checked: boolean) => {
    const input = document.createElement("input");
    input.type = "checkbox";
    input.checked = checked;
    return input;
  };
  const miles = document.createElement("input");
  miles.type = "number";
  miles.min = "0.1";
  miles.max = String(MAX_MILES_PER_HEX);
  miles.step = "any";
  miles.placeholder = String(DEFAULT_MILES_PER_HEX);
  miles.value = String(values.milesPerHex);

  const nodes = [
    group(PAINT_VISIBLE_FLAG, "ER.Paint.Scene.Visible.Label", "ER.Paint.Scene.Visible.Hint", checkbox(values.paintVisible)),
    group(OVERLAND_FLAG, "ER.Travel.Scene.Overland.Label", "ER.Travel.Scene.Overland.Hint", checkbox(values.overland)),
    group(MILES_PER_HEX_FLAG, "ER.Travel.Scene.MilesPerHex.Label", "ER.Travel.Scene.MilesPerHex.Hint", miles),
    group(WILDERNESS_FLAG, "ER.Travel.Scene.Wilderness.Label", "ER.Travel.Scene.Wilderness.Hint", checkbox(values.wilderness)),
    group(DUNGEON_FLAG, "ER.Time.Scene.Dungeon.Label", "ER.Time.Scene.Dungeon.Hint", checkbox(values.dungeon)),
    group(FAMILIAR_FLAG, "ER.Time.Scene.Familiar.Label", "ER.Time.Scene.Familiar.Hint", checkbox(values.familiar)),
  ];
  if (anchor) anchor.after(...nodes);
  else tab?.append(...nodes);
}

/** Injects the fields, and the grid units' scale note, into every Scene configuration form (after the default-terrain field's hook). */
export function registerSceneFields(): void {
  Hooks.on("renderSceneConfig", (app, html) => {
    const scene: unknown = app.document;
    if (!(scene instanceof foundry.documents.Scene) || !(html instanceof HTMLElement)) return;
    injectSceneFields(html, sceneFieldValues(scene), (key) => game.i18n?.localize(key) ?? key);
    injectScaleNote(html, (key, data) => game.i18n?.format(key, data) ?? key);
  });
}
