/**
 * The Scene configuration's note on the grid's units (VARIANTS.md §13.1 "Scene scale"): when the
 * units are not a length, the rules that read feet take 5 ft a hex, and the GM is told so next to
 * the units field. Which units are lengths is the rules core's (module/rules/scene-scale.ts).
 */
import { DEFAULT_FEET_PER_HEX, sceneScale } from "../rules";

export const SCALE_NOTE_CLASS = "er-scene-scale-note";
export const SCALE_NOTE_KEY = "ER.SceneScale.NotLength";

/** The note for a grid's distance and units: null when they read as a length. */
export function sceneScaleNote(distance: unknown, units: unknown): { key: string; data: { feet: number } } | null {
  return sceneScale(distance, units).length ? null : { key: SCALE_NOTE_KEY, data: { feet: DEFAULT_FEET_PER_HEX } };
}

type Format = (key: string, data: Record<string, string>) => string;

/**
 * Puts the note under the grid-units field of a Scene configuration form and keeps it in step
 * while the GM types (hidden when the units read as a length). Nothing when the form has no units field.
 */
export function injectScaleNote(root: HTMLElement, format: Format): void {
  const units = root.querySelector<HTMLInputElement>('[name="grid.units"]');
  const group = units?.closest(".form-group");
  if (!units || !group || root.querySelector(`.${SCALE_NOTE_CLASS}`)) return;
  const distance = root.querySelector<HTMLInputElement>('[name="grid.distance"]');
  const note = document.createElement("p");
  note.className = `hint ${SCALE_NOTE_CLASS}`;
  const update = () => {
    const d = distance ? Number(distance.value) : Number.NaN;
    const n = sceneScaleNote(Number.isFinite(d) && d > 0 ? d : 1, units.value);
    note.hidden = n === null;
    note.textContent = n === null ? "" : format(n.key, { feet: String(n.data.feet) });
  };
  update();
  units.addEventListener("input", update);
  distance?.addEventListener("input", update);
  group.after(note);
}
