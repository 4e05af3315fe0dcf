/**
 * The quick rest's question (RESOLUTION.md R13-6, §7.6; 001:L403, L405): how many recoveries to
 * spend, between the rules' bounds (`quickRestBounds`: at least one when staggered, at most those
 * left). DialogV2 as the attack dialog (dialog.ts); what the form gives is checked again by the
 * rules (`checkQuickRest`) before anything is rolled or sent.
 */
import type { QuickRestBounds } from "../rules";

function localize(key: string, data: Record<string, string | number> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

/** The number typed, as a number (NaN when it is not one: the rules refuse it); null when the dialog is closed. */
export async function promptQuickRest(bounds: QuickRestBounds): Promise<number | null> {
  const escape = foundry.utils.escapeHTML;
  const start = Math.min(bounds.max, Math.max(bounds.min, 1));
  const content = `<p>${escape(localize("ER.Resolution.QuickRest.Hint", { min: bounds.min, max: bounds.max }))}</p><label>${escape(localize("ER.Resolution.QuickRest.Count"))} <input type="number" name="count" value="${start}" min="${bounds.min}" max="${bounds.max}" step="1" required></label>`;
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: localize("ER.Resolution.Rest.quickRest") },
    content,
    buttons: [
      {
        action: "rest",
        label: localize("ER.Resolution.QuickRest.Spend"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => (button.form ? String(new FormData(button.form).get("count") ?? "") : ""),
      },
    ],
    rejectClose: false,
  });
  if (typeof result !== "string") return null;
  return result.trim() === "" ? Number.NaN : Number(result);
}
