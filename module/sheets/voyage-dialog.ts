/**
 * The GM's "sail" dialog of the vessel entry (VARIANTS.md §13.3 rows 29, 30): how many water days,
 * on which waters, whether land is in sight and a navigator aboard (003:L507–L509, L547). The world
 * time, the rolls and the card are resolution/voyage-card.ts's.
 */
import { templatePath } from "../constants";
import { MAX_VOYAGE_DAYS, WATER_BODIES, type WaterDayRaw } from "../rules";
import { sailVoyage, voyageChoiceOf } from "../resolution/voyage-card";
import { formValues } from "../combat/dialogs";

const { DialogV2 } = foundry.applications.api;
const localize = (key: string): string => game.i18n?.localize(key) ?? key;

/** Opens the dialog (the GM only; a player is never offered the button) and sails the choice with the stored vessel entry. */
export async function openVoyageDialog(vessel: WaterDayRaw | null): Promise<void> {
  if (game.user?.isGM !== true) return;
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("sheets/voyage-dialog.hbs"), {
    maxDays: MAX_VOYAGE_DAYS,
    waters: WATER_BODIES.map((id) => ({ value: id, label: localize(`ER.Voyage.Waters.${id}`) })),
  });
  const result: unknown = await DialogV2.wait({
    window: { title: localize("ER.Voyage.DialogTitle") },
    content,
    buttons: [
      {
        action: "sail",
        label: localize("ER.Voyage.Confirm"),
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => JSON.stringify(formValues(button)),
      },
    ],
    rejectClose: false,
  });
  if (typeof result !== "string") return;
  const choice = voyageChoiceOf(JSON.parse(result) as Record<string, string>);
  if (choice !== null) await sailVoyage(choice, vessel);
}
