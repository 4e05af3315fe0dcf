/** The tracker's two small prompts (speech and spell), DialogV2 with the system's templates. */
import { templatePath } from "../constants";
import type { ERCombatant } from "./documents";
import { castChoice, spellChoices } from "./spells";

const { DialogV2 } = foundry.applications.api;

function formValues(button: HTMLButtonElement): Record<string, string> {
  const form = button.form;
  if (!form) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form).entries()) out[k] = typeof v === "string" ? v : "";
  return out;
}

export async function promptSpeech(name: string): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/speak-dialog.hbs"), { name });
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize("ER.Speech.Title") ?? "" },
    content,
    buttons: [
      {
        action: "hold",
        label: game.i18n?.localize("ER.Speech.Hold") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => formValues(button)["text"] ?? "",
      },
    ],
    rejectClose: false,
  });
  return typeof result === "string" && result.trim() ? result.trim() : null;
}

export async function promptCast(combatant: ERCombatant): Promise<{ name: string; castingSeconds: number } | null> {
  const spells = spellChoices(combatant.actor?.items ?? []);
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/cast-dialog.hbs"), {
    spells,
    current: combatant.erSystem.action.castingSeconds,
  });
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize("ER.Combat.Cast.Title") ?? "" },
    content,
    buttons: [
      {
        action: "cast",
        label: game.i18n?.localize("ER.Combat.Cast.Confirm") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => JSON.stringify(castChoice(formValues(button), spells)),
      },
    ],
    rejectClose: false,
  });
  if (typeof result !== "string") return null;
  // The callback returned the choice as JSON (DialogV2.wait's button callbacks are typed to return strings).
  const parsed = JSON.parse(result) as { name: string; castingSeconds: number } | null;
  return parsed;
}

/** The GM's free situational modifier for a combatant (RULES.md §2); null when cancelled or not a whole number. */
export async function promptSituational(combatant: ERCombatant): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/situational-dialog.hbs"), {
    name: combatant.name ?? "",
    value: combatant.erSystem.situational,
  });
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize("ER.Combat.Situational.Title") ?? "" },
    content,
    buttons: [
      {
        action: "set",
        label: game.i18n?.localize("ER.Combat.Situational.Confirm") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => formValues(button)["situational"] ?? "",
      },
    ],
    rejectClose: false,
  });
  const n = Number(result);
  return typeof result === "string" && result.trim() !== "" && Number.isSafeInteger(n) ? n : null;
}
