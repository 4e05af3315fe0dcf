/**
 * The GM's evasion dialog before Begin Combat (VARIANTS.md §5.14): DialogV2 with the system's
 * template, listing both sides (hidden combatants too: only a GM opens it) and asking who flees,
 * where, whether the other side gives chase, surprise and the environment modifier. The decision,
 * the card and the running flags are evasion.ts's.
 */
import { templatePath } from "../constants";
import { evasionSides, type Ruleset } from "../rules";
import { isDungeonScene, systemFlag } from "../scene/time-flags";
import type { ERCombat } from "./combat";
import { evasionChoiceOf, evasionRows, mayOfferEvasion, runEvasion } from "./evasion";
import { mayOfferPursuitDay, runPursuitDay } from "./pursuit-day";
import { formValues } from "./dialogs";

const { DialogV2 } = foundry.applications.api;

/** The scene's wilderness flag as stored (canvas/scene-fields.ts `WILDERNESS_FLAG`; combat sits below the canvas layer, so it is read by name). */
function wildernessFlag(scene: { flags?: unknown } | null | undefined): boolean {
  return systemFlag(scene, "wilderness") === true;
}

/** Opens the dialog for `combat` (GM only, before Begin Combat, the rule in force) and runs the choice. */
export async function openEvasionDialog(combat: ERCombat, ruleset: Ruleset): Promise<void> {
  if (!mayOfferEvasion(combat, game.user, ruleset)) return;
  const rows = evasionRows(combat, ruleset);
  const friendly = evasionSides(rows, "friendly");
  const scene = combat.scene ?? game.scenes?.viewed ?? null;
  const setting = isDungeonScene(scene) ? "dungeon" : wildernessFlag(scene) ? "wilderness" : "dungeon";
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/evasion-dialog.hbs"), {
    rows: rows.map((r) => ({ ...r, side: r.disposition === 1 ? "friendly" : r.disposition === -1 ? "hostile" : "none" })),
    friendlyCount: String(friendly.fleeing?.count ?? 0),
    hostileCount: String(friendly.pursuers?.count ?? 0),
    setting,
  });
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize("ER.Variants.Evasion.Title") ?? "" },
    content,
    buttons: [
      {
        action: "decide",
        label: game.i18n?.localize("ER.Variants.Evasion.Confirm") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => JSON.stringify(formValues(button)),
      },
    ],
    rejectClose: false,
  });
  if (typeof result !== "string") return;
  const choice = evasionChoiceOf(JSON.parse(result) as Record<string, string>);
  if (choice !== null) await runEvasion(combat, choice, ruleset);
}

/**
 * The next day of a pursuit run by days (003:L788): the fleeing side flees on (a new evasion
 * attempt) or stops and is caught. GM only, before Begin Combat, a pursuit under way.
 */
export async function openPursuitDayDialog(combat: ERCombat, ruleset: Ruleset): Promise<void> {
  if (!mayOfferPursuitDay(combat, game.user, ruleset)) return;
  const localize = (key: string) => game.i18n?.localize(key) ?? key;
  const content = document.createElement("p");
  content.textContent = localize("ER.Variants.Evasion.PursuitDay.Question");
  const choice: unknown = await DialogV2.wait({
    window: { title: localize("ER.Variants.Evasion.PursuitDay.Button") },
    content: content.outerHTML,
    buttons: [
      { action: "fleeOn", label: localize("ER.Variants.Evasion.PursuitDay.FleeOn"), default: true },
      { action: "stop", label: localize("ER.Variants.Evasion.PursuitDay.Stop") },
    ],
    rejectClose: false,
  });
  if (choice === "fleeOn" || choice === "stop") await runPursuitDay(combat, choice === "fleeOn", ruleset);
}
