/**
 * The GM's morale dialog (RESOLUTION.md §4.2 RS-12, §4.3 RO-11): the inputs the model in force asks
 * (OSE: the GM's −2…+2; OSR: advantage or disadvantage, "fitting" proficiency and an adjustment),
 * DialogV2 as the attack's (dialog.ts); shift held skips it. The choice is clamped by the rules
 * (`moraleChoiceWithin`) before it reaches the model.
 */
import { templatePath } from "../constants";
import { currentRuleset } from "../variants/setting";
import { NO_MORALE_CHOICE, moraleChoiceWithin, type MoraleChoice } from "../rules/resolution/morale";
import type { MoraleInputs } from "../rules/ruleset/points/resolution";
import { moraleModelOf } from "../rules/resolution/models";
import { rollMorale, type MoraleCombat, type MoraleCombatant, type MoraleOutcome } from "./morale-card";

/** The choice a submitted form makes (raw; the rules clamp it to the model's inputs). */
export function readMoraleChoice(values: Readonly<Record<string, string>>): MoraleChoice {
  const n = Number.parseInt(values["adjustment"] ?? "0", 10);
  const edge = values["edge"];
  return { adjustment: Number.isSafeInteger(n) ? n : 0, advantage: edge === "advantage", disadvantage: edge === "disadvantage", fitting: values["fitting"] === "on" };
}

/** Whether the GM holds shift now (core's keyboard manager): the dialog is skipped, as for the attack. */
/** What the type package lets `isModifierActive` take (a key of MODIFIER_KEYS). */
type ModifierKey = Parameters<foundry.helpers.interaction.KeyboardManager["isModifierActive"]>[0];

function shiftHeld(): boolean {
  const { KeyboardManager } = foundry.helpers.interaction;
  // Documented as taking "a modifier in MODIFIER_KEYS" (its value, "Shift"); the type package names the key instead.
  return game.keyboard?.isModifierActive(KeyboardManager.MODIFIER_KEYS.SHIFT as unknown as ModifierKey) === true;
}

/**
 * The GM's choice: the model's inputs asked in a dialog; no dialog (the check as it stands) when the
 * model asks nothing or shift is held; null when the dialog is closed.
 */
export async function promptMorale(title: string, inputs: MoraleInputs | undefined): Promise<MoraleChoice | null> {
  if (!inputs || shiftHeld()) return NO_MORALE_CHOICE;
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/morale-dialog.hbs"), { adjustment: inputs.adjustment, edge: inputs.edge, fitting: inputs.fitting });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content,
    buttons: [
      {
        action: "morale",
        label: game.i18n?.localize("ER.Resolution.Morale.Dialog.Roll") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const out: Record<string, string> = {};
          if (button.form) for (const [k, v] of new FormData(button.form).entries()) out[k] = typeof v === "string" ? v : "";
          return JSON.stringify(moraleChoiceWithin(inputs, readMoraleChoice(out)));
        },
      },
    ],
    rejectClose: false,
  });
  return typeof result === "string" ? moraleChoiceWithin(inputs, JSON.parse(result) as MoraleChoice) : null;
}

/** The tracker's "Check morale" (through combat/morale-port.ts): the dialog, then the roll. GM only. */
export async function checkMorale(combat: MoraleCombat, combatant: MoraleCombatant): Promise<MoraleOutcome | null> {
  const model = moraleModelOf(currentRuleset());
  if (!game.user?.isGM || !model || !combatant.actor) return null;
  const title = game.i18n?.format("ER.Resolution.Morale.Dialog.Title", { name: combatant.name ?? "" }) ?? "";
  const choice = await promptMorale(title, model.inputs);
  return choice ? rollMorale(combat, combatant, choice) : null;
}
