/** The tracker's small prompts (speech, spell, situational modifier): DialogV2 with the system's templates. */
import { templatePath } from "../constants";
import type { ERCombatant } from "./combatant";
import { castChoice, spellChoices } from "./spells";
import { MAX_SITUATIONAL_MODIFIER, MAX_SPELL_NAME_LENGTH, MAX_TRIGGER_LENGTH, isSituationalModifier, maxCastingSeconds } from "../rules";

const { DialogV2 } = foundry.applications.api;

/** A dialog's submitted form as strings by field name (a file input reads as ""); {} without a form. */
export function formValues(button: HTMLButtonElement): Record<string, string> {
  const form = button.form;
  if (!form) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of new FormData(form).entries()) out[k] = typeof v === "string" ? v : "";
  return out;
}

/**
 * A one-button prompt: renders `template` with `context`, and returns what `pick` makes of the
 * submitted form (DialogV2.wait's button callbacks are typed to return strings), or null when closed.
 */
async function prompt(options: {
  template: string;
  context: Record<string, unknown>;
  titleKey: string;
  action: string;
  labelKey: string;
  pick: (values: Record<string, string>) => string;
}): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(options.template), options.context);
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize(options.titleKey) ?? "" },
    content,
    buttons: [
      {
        action: options.action,
        label: game.i18n?.localize(options.labelKey) ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => options.pick(formValues(button)),
      },
    ],
    rejectClose: false,
  });
  return typeof result === "string" ? result : null;
}

export async function promptSpeech(name: string): Promise<string | null> {
  const text = await prompt({
    template: "combat/speak-dialog.hbs",
    context: { name },
    titleKey: "ER.Speech.Title",
    action: "hold",
    labelKey: "ER.Speech.Hold",
    pick: (values) => values["text"] ?? "",
  });
  return text?.trim() ? text.trim() : null;
}

export async function promptCast(combatant: ERCombatant): Promise<{ name: string; castingSeconds: number } | null> {
  const spells = spellChoices(combatant.actor?.items ?? []);
  // The same cap as the rules core, the relay and the data model (RULES.md §2: 10 rounds ahead).
  const max = maxCastingSeconds(combatant.erSystem.action);
  const result = await prompt({
    template: "combat/cast-dialog.hbs",
    context: { spells, current: combatant.erSystem.action.castingSeconds, max, nameMax: MAX_SPELL_NAME_LENGTH },
    titleKey: "ER.Combat.Cast.Title",
    action: "cast",
    labelKey: "ER.Combat.Cast.Confirm",
    pick: (values) => JSON.stringify(castChoice(values, spells, max)),
  });
  if (result === null) return null;
  const choice = JSON.parse(result) as { name: string; castingSeconds: number } | null;
  if (choice === null) ui.notifications?.warn(game.i18n?.format("ER.Combat.Cast.Invalid", { max: String(max) }) ?? "ER.Combat.Cast.Invalid");
  return choice;
}

/** The GM's free situational modifier for a combatant (RULES.md §2); null when cancelled or not a whole number from −20 to +20. */
export async function promptSituational(combatant: ERCombatant): Promise<number | null> {
  const result = await prompt({
    template: "combat/situational-dialog.hbs",
    context: { name: combatant.name ?? "", value: combatant.erSystem.situational, max: MAX_SITUATIONAL_MODIFIER },
    titleKey: "ER.Combat.Situational.Title",
    action: "set",
    labelKey: "ER.Combat.Situational.Confirm",
    pick: (values) => values["situational"] ?? "",
  });
  if (result === null) return null;
  const n = Number(result);
  if (result.trim() !== "" && isSituationalModifier(n)) return n;
  ui.notifications?.warn(game.i18n?.localize("ER.Combat.Situational.Invalid") ?? "ER.Combat.Situational.Invalid");
  return null;
}

/**
 * VARIANTS.md §3.4: the trigger of a readied action, as text (at most
 * MAX_TRIGGER_LENGTH characters; longer text is cut, never refused), or null when closed.
 */
export async function promptReadyTrigger(name: string): Promise<string | null> {
  const text = await prompt({
    template: "combat/ready-dialog.hbs",
    context: { name, max: MAX_TRIGGER_LENGTH },
    titleKey: "ER.Variants.Initiative.Ready",
    action: "ready",
    labelKey: "ER.Variants.Initiative.Ready",
    pick: (values) => values["trigger"] ?? "",
  });
  return text === null ? null : readyTrigger(text);
}

/** A typed trigger as stored: trimmed and cut to MAX_TRIGGER_LENGTH characters. */
export function readyTrigger(text: string): string {
  return String(text).trim().slice(0, MAX_TRIGGER_LENGTH);
}
