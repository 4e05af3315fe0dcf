/**
 * The attack's short dialog (RESOLUTION.md §7.1): situational ±, advantage or disadvantage, rear
 * attack, knock out, and for the GM "ignore reach" (R2: a melee target beyond reach is resolved
 * anyway). DialogV2 as the tracker's prompts (combat/dialogs.ts); shift-click skips it.
 * `readAttackChoice` is pure and clamps what the form gives.
 */
import { templatePath } from "../constants";
import { MAX_SITUATIONAL_MODIFIER } from "../rules";

export interface AttackChoice {
  situational: number;
  advantage: boolean;
  disadvantage: boolean;
  rear: boolean;
  knockOut: boolean;
  /** The GM's override of melee reach (R2): the targets' distance is left unmeasured. Read for a GM only. */
  ignoreReach: boolean;
}

export const NO_CHOICE: AttackChoice = Object.freeze({ situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, ignoreReach: false });

/** The choice a submitted form makes: the situational modifier a whole number clamped to ±MAX_SITUATIONAL_MODIFIER (RULES.md §2). */
export function readAttackChoice(values: Readonly<Record<string, string>>): AttackChoice {
  const n = Number.parseInt(values["situational"] ?? "0", 10);
  const situational = Number.isFinite(n) ? Math.min(MAX_SITUATIONAL_MODIFIER, Math.max(-MAX_SITUATIONAL_MODIFIER, n)) : 0;
  const edge = values["edge"];
  return { situational, advantage: edge === "advantage", disadvantage: edge === "disadvantage", rear: values["rear"] === "on", knockOut: values["knockOut"] === "on", ignoreReach: values["ignoreReach"] === "on" };
}

/** Asks for the choice; null when the dialog is closed. */
export async function promptAttack(title: string): Promise<AttackChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("chat/attack-dialog.hbs"), { isGM: game.user?.isGM === true });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title },
    content,
    buttons: [
      {
        action: "attack",
        label: game.i18n?.localize("ER.Resolution.Card.Attack") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const out: Record<string, string> = {};
          if (button.form) for (const [k, v] of new FormData(button.form).entries()) out[k] = typeof v === "string" ? v : "";
          return JSON.stringify(readAttackChoice(out));
        },
      },
    ],
    rejectClose: false,
  });
  return typeof result === "string" ? (JSON.parse(result) as AttackChoice) : null;
}
