/**
 * The Rule Variants form's behaviour in the page: picking a preset fills every field, editing a
 * field shows the preset the form now equals (or Custom), dependent fields follow their domain
 * (MENU_DEPENDENCIES), and a refused submission's problems appear beside their fields.
 *
 * Self-contained (no imports at run time, no module state): the application calls it on render,
 * and the preview page (tools/preview/variants.preview.ts) embeds its source, so the browser test
 * drives this very code. Its data comes from menuClientSpec() (./menu-model.ts).
 */
import type { MenuClientSpec } from "./menu-model";

export interface VariantMenuController {
  /** The form's values by path, as submitted: disabled fields are left out, checkboxes are booleans. */
  read(): Record<string, string | boolean>;
  /** Shows problems (path and localised message) inline and in the summary; an empty list clears them. */
  showProblems(problems: readonly { path: string; message: string }[]): void;
  /**
   * Locks or unlocks the fields of spec.lockedInCombat (a combat started or ended while the form is
   * open). Locking puts back each value in force (by path), since a disabled control is not submitted.
   */
  setLocked(locked: boolean, valuesInForce: Readonly<Record<string, unknown>>): void;
}

export function bindVariantMenu(form: HTMLElement, spec: MenuClientSpec): VariantMenuController {
  const controls = (path: string): (HTMLInputElement | HTMLSelectElement)[] =>
    [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[name], select[name]")].filter((el) => el.name === path);

  const valueOf = (path: string, includeDisabled: boolean): string | boolean | undefined => {
    const list = controls(path);
    const first = list[0];
    if (!first) return undefined;
    if (first instanceof HTMLInputElement && first.type === "checkbox") {
      if (first.disabled && !includeDisabled) return undefined;
      return first.checked;
    }
    if (first instanceof HTMLInputElement && first.type === "radio") {
      const checked = list.find((el) => (el as HTMLInputElement).checked);
      if (!checked || (checked.disabled && !includeDisabled)) return undefined;
      return checked.value;
    }
    if (first.disabled && !includeDisabled) return undefined;
    return first.value;
  };

  const setValue = (path: string, value: unknown): void => {
    for (const el of controls(path)) {
      if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === true;
      else if (el instanceof HTMLInputElement && el.type === "radio") el.checked = el.value === String(value);
      else el.value = String(value);
    }
  };

  const shown = (): Record<string, string | boolean> => {
    const out: Record<string, string | boolean> = {};
    for (const path of Object.keys(spec.fields)) {
      const v = valueOf(path, true);
      if (v !== undefined) out[path] = v;
    }
    return out;
  };

  const same = (a: unknown, b: unknown, kind: string): boolean => (kind === "int" ? Number(a) === Number(b) : a === b);

  const locked = (path: string): boolean => controls(path).some((el) => el.dataset["locked"] === "true");

  const applyDependencies = (): void => {
    const deps = spec.dependencies;
    let values = shown();
    for (const d of deps.fieldEnabledWhen) {
      const enabled = (d.values as readonly unknown[]).includes(values[d.when]) !== d.unless;
      for (const el of controls(d.path)) {
        if (locked(d.path)) continue;
        el.disabled = !enabled;
      }
      if (!enabled) setValue(d.path, d.otherwise);
    }
    for (const d of deps.choiceEnabledWhen) {
      const enabled = (d.values as readonly unknown[]).includes(values[d.when]) !== d.unless;
      for (const el of controls(d.path)) {
        if (el instanceof HTMLInputElement && el.value === d.choice) el.disabled = !enabled;
        if (el instanceof HTMLSelectElement) {
          for (const option of el.options) if (option.value === d.choice) option.disabled = !enabled;
        }
      }
    }
    values = shown();
    for (const f of deps.choiceFallback) {
      const current = controls(f.path).find((el) => el instanceof HTMLInputElement && el.checked) as HTMLInputElement | undefined;
      const select = controls(f.path).find((el) => el instanceof HTMLSelectElement) as HTMLSelectElement | undefined;
      const stale = current ? current.disabled : select ? (select.selectedOptions[0]?.disabled ?? false) : false;
      const target = f.map[String(values[f.from])];
      if (stale && target !== undefined) setValue(f.path, target);
    }
    values = shown();
    for (const n of deps.notes) {
      const visible = (n.values as readonly unknown[]).includes(values[n.when]);
      for (const el of form.querySelectorAll<HTMLElement>("[data-variant-note]")) {
        if (el.dataset["variantNote"] === n.id) el.hidden = !visible;
      }
    }
  };

  const presetSelect = (): HTMLSelectElement | null => form.querySelector<HTMLSelectElement>("select[data-variant-preset]");

  const showPreset = (): void => {
    const select = presetSelect();
    if (!select) return;
    const values = shown();
    let match = spec.custom;
    for (const [id, preset] of Object.entries(spec.presets)) {
      if (Object.entries(spec.fields).every(([path, kind]) => same(values[path], preset[path], kind))) {
        match = id;
        break;
      }
    }
    select.value = match;
  };

  const applyPreset = (id: string): void => {
    const preset = spec.presets[id];
    if (!preset) return;
    for (const [path, value] of Object.entries(preset)) {
      if (locked(path)) continue;
      setValue(path, value);
    }
  };

  const onChange = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target instanceof HTMLSelectElement && target.dataset["variantPreset"] !== undefined) {
      applyPreset(target.value);
    }
    applyDependencies();
    showPreset();
  };

  if (form.dataset["variantMenu"] !== "bound") {
    form.dataset["variantMenu"] = "bound";
    form.addEventListener("change", onChange);
    form.addEventListener("input", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "number") onChange(event);
    });
  }
  applyDependencies();
  showPreset();

  return {
    read() {
      const out: Record<string, string | boolean> = {};
      for (const path of Object.keys(spec.fields)) {
        const v = valueOf(path, false);
        if (v !== undefined) out[path] = v;
      }
      return out;
    },
    setLocked(locked, valuesInForce) {
      for (const path of spec.lockedInCombat) {
        for (const el of controls(path)) {
          if (locked) {
            setValue(path, valuesInForce[path]);
            el.dataset["locked"] = "true";
          } else delete el.dataset["locked"];
          el.disabled = locked;
        }
      }
      for (const el of form.querySelectorAll<HTMLElement>("[data-variant-lock]")) el.hidden = !locked;
      applyDependencies();
      showPreset();
    },
    showProblems(problems) {
      for (const el of form.querySelectorAll<HTMLElement>("[data-variant-problems]")) {
        const path = el.dataset["variantProblems"] ?? "";
        const mine = problems.filter((p) => (path === "" ? true : p.path === path));
        el.replaceChildren(...mine.map((p) => Object.assign(document.createElement("p"), { textContent: p.message })));
        el.hidden = mine.length === 0;
      }
    },
  };
}
