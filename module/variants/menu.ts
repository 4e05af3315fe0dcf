/**
 * The "Rule Variants" menu (VARIANTS.md §9.1): an ApplicationV2 form opened from the game settings
 * (`game.settings.registerMenu`, GM only). It gathers the config in force and whether a combat is
 * started, and hands them to the pure functions of ./menu-model.ts; its page behaviour is
 * ./menu-dom.ts. A submission goes through changeVariants (GX-4 coercion, GX-5 lock): on problems
 * each is shown as a notification and beside its field, and the stored value is kept.
 */
import { SYSTEM_ID, templatePath } from "../constants";
import { buildMenuContext, flatValues, menuClientSpec, problemMessages, submitVariantForm, type Localize } from "./menu-model";
import { bindVariantMenu, type VariantMenuController } from "./menu-dom";
import { VARIANTS_SETTING, currentVariants, storableVariants } from "./setting";
import { anyCombatStarted } from "./live";
import { presetOf } from "../rules";

type ApplicationV2 = foundry.applications.api.ApplicationV2;
type RenderOptions = Parameters<ApplicationV2["_prepareContext"]>[0];

// The mixed class is typed as ApplicationV2 plus PARTS (as the sheets do: the full mixin type is
// more than tsc compares comfortably).
const Base = foundry.applications.api.HandlebarsApplicationMixin(foundry.applications.api.ApplicationV2) as unknown as typeof foundry.applications.api.ApplicationV2 & {
  PARTS: Record<string, { template: string; scrollable?: string[] }>;
};

/** `game.i18n` as the pure builders' localise function. */
export const foundryLocalize: Localize = (key, data) => {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, data as Record<string, string>) : i18n.localize(key);
};

export class VariantsMenu extends Base {
  static override DEFAULT_OPTIONS: typeof Base.DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-variants`,
    tag: "form",
    classes: [SYSTEM_ID, "er-variants"],
    window: { title: "ER.Variants.Menu.Title", icon: "fa-solid fa-scale-balanced", resizable: true, contentClasses: ["standard-form"] },
    position: { width: 640, height: 760 },
    form: { handler: VariantsMenu.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = {
    form: { template: templatePath("variants/menu.hbs"), scrollable: [".er-variants-body"] },
  };

  #controller: VariantMenuController | null = null;

  protected override async _prepareContext(options: RenderOptions): Promise<foundry.applications.api.ApplicationV2.RenderContext> {
    const base = await super._prepareContext(options);
    return { ...base, ...buildMenuContext(currentVariants(), { combatStarted: anyCombatStarted(), localize: foundryLocalize }) } as foundry.applications.api.ApplicationV2.RenderContext;
  }

  protected override async _onRender(context: Parameters<ApplicationV2["_onRender"]>[0], options: Parameters<ApplicationV2["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    this.#controller = bindVariantMenu(this.element, menuClientSpec());
  }

  /** A combat started or ended while the form is open: lock or unlock the initiative model in place. */
  followCombatLock(): void {
    this.#controller?.setLocked(anyCombatStarted(), flatValues(currentVariants()));
  }

  /** The form's handler: validate through changeVariants, then store, or show the problems. */
  static async #onSubmit(this: VariantsMenu): Promise<void> {
    const controller = this.#controller;
    if (!controller) return;
    const current = currentVariants();
    const result = submitVariantForm(current, controller.read(), { combatStarted: anyCombatStarted() });
    if (!result.ok) {
      const messages = problemMessages(result.problems, foundryLocalize);
      for (const m of messages) ui.notifications?.error(m.message);
      controller.showProblems(messages);
      return;
    }
    controller.showProblems([]);
    // The stored value is plain JSON (a frozen config would be kept by reference in this client).
    await game.settings?.set(SYSTEM_ID, VARIANTS_SETTING, storableVariants(result.config));
    // The setting's own guard may still refuse (a combat started meanwhile): then the form stays open.
    if (JSON.stringify(currentVariants()) !== JSON.stringify(result.config)) return;
    ui.notifications?.info(foundryLocalize("ER.Variants.Menu.Saved", { preset: foundryLocalize(`ER.Variants.Preset.${presetOf(result.config)}`) }));
    await this.close();
  }
}

/** Every open Rule Variants form follows the combat lock (a combat was created, updated or deleted). */
export function refreshOpenMenus(): void {
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof VariantsMenu && app.rendered) app.followCombatLock();
  }
}
