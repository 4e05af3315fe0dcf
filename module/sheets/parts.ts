/**
 * The templates of each sheet, in render order, as pure data: the sheet classes build their
 * `PARTS` from these lists, and the template tests and previews render the same lists.
 */
import { templatePath } from "../constants";
import { itemDetailsTemplate } from "./context/item";

export interface PartSpec {
  id: string;
  /** Path under templates/. */
  template: string;
  /** Scrolls inside the window (the tab bodies). */
  scrollable?: boolean;
}

const actorParts = (details: string): readonly PartSpec[] =>
  Object.freeze([
    { id: "header", template: "actors/header.hbs" },
    { id: "tabs", template: "sheets/tabs.hbs" },
    { id: "main", template: "actors/main.hbs", scrollable: true },
    { id: "inventory", template: "actors/inventory.hbs", scrollable: true },
    { id: "abilities", template: "actors/abilities.hbs", scrollable: true },
    { id: "details", template: details, scrollable: true },
    { id: "effects", template: "actors/effects.hbs", scrollable: true },
    { id: "notes", template: "actors/notes.hbs", scrollable: true },
  ]);

export const CHARACTER_PARTS = actorParts("actors/character-details.hbs");
export const CREATURE_PARTS = actorParts("actors/creature-details.hbs");

/** Item sheets: the shared header, the tabs, then the details of the item's type, the description and the effects, one tab each. */
export function itemParts(type: string): readonly PartSpec[] {
  return Object.freeze([
    { id: "header", template: "items/header.hbs" },
    { id: "tabs", template: "sheets/tabs.hbs" },
    { id: "details", template: itemDetailsTemplate(type), scrollable: true },
    { id: "description", template: "items/description.hbs", scrollable: true },
    { id: "effects", template: "items/effects.hbs", scrollable: true },
  ]);
}

/** Partials the templates include by path (registered with loadTemplates at init). */
export const SHEET_PARTIALS: readonly string[] = Object.freeze([
  "sheets/combat-panel.hbs",
  "sheets/encumbrance-panel.hbs",
  "sheets/travel-panel.hbs",
  "sheets/terrain-table.hbs",
  "sheets/item-section.hbs",
  "sheets/item-row.hbs",
  "sheets/number-field.hbs",
  "sheets/item-fields.hbs",
  "sheets/field-input.hbs",
  "sheets/resolution-fields.hbs",
  "sheets/adaptation.hbs",
  "sheets/effects-list.hbs",
]);

/** A Foundry Handlebars part (HandlebarsApplicationMixin's `PARTS` entries). */
export interface FoundryPart {
  template: string;
  scrollable?: string[];
}

/** Foundry `PARTS` from a part list. */
export function foundryParts(parts: readonly PartSpec[]): Record<string, FoundryPart> {
  return Object.fromEntries(
    parts.map((p) => [p.id, p.scrollable ? { template: templatePath(p.template), scrollable: [""] } : { template: templatePath(p.template) }]),
  );
}
