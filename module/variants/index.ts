/**
 * Registers the rule variants (VARIANTS.md §9): the world setting that stores the VariantConfig,
 * its guard against illegal writes, what a change refreshes, and the restricted "Rule Variants"
 * menu. Called once from the system's init hook. Adapters read the config through currentVariants().
 */
import "./types";
import { SYSTEM_ID } from "../constants";
import { BOOK_CONFIG } from "../rules";
import { VARIANTS_SETTING, currentVariants, forgetRuleset, storableVariants } from "./setting";
import { announceVariantsChanged } from "./changed";
import { registerVariantGuard } from "./guard";
import { coreHooks } from "../hook-registry";
import { anyCombatStarted } from "./live";
import { VariantsMenu, foundryLocalize, refreshOpenMenus } from "./menu";
import { problemMessages } from "./menu-model";

export { currentRuleset, currentVariants, VARIANTS_SETTING } from "./setting";
export { onVariantsChanged } from "./changed";

/** The menu's key under the system's namespace. */
export const VARIANTS_MENU = "variantsMenu";

export function registerVariants(): void {
  const settings = game.settings;
  if (!settings) throw new Error("game.settings is not ready at init");
  settings.register(SYSTEM_ID, VARIANTS_SETTING, {
    name: "ER.Variants.Settings.Variants.Name",
    hint: "ER.Variants.Settings.Variants.Hint",
    scope: "world",
    config: false,
    type: Object,
    // A plain copy: core keeps the default and hands it out; the frozen book stays untouched.
    default: storableVariants(BOOK_CONFIG),
    // Every client: the kept ruleset goes, then each feature refreshes what it shows (./changed.ts).
    onChange: () => {
      forgetRuleset();
      announceVariantsChanged(currentVariants());
    },
  });
  settings.registerMenu(SYSTEM_ID, VARIANTS_MENU, {
    name: "ER.Variants.Settings.Menu.Name",
    label: "ER.Variants.Settings.Menu.Label",
    hint: "ER.Variants.Settings.Menu.Hint",
    icon: "fa-solid fa-scale-balanced",
    type: VariantsMenu,
    restricted: true,
  });
  // The form's initiative lock follows combats starting and ending while it is open.
  for (const hook of ["createCombat", "updateCombat", "deleteCombat"] as const) Hooks.on(hook, () => refreshOpenMenus());
  registerVariantGuard(coreHooks(), {
    previous: currentVariants,
    combatStarted: anyCombatStarted,
    refuse: (problems) => {
      const reasons = problemMessages(problems, foundryLocalize).map((m) => m.message).join(" ");
      ui.notifications?.error(foundryLocalize("ER.Variants.Menu.Refused", { reasons }));
    },
  });
}
