/**
 * Text for a `data-tooltip` attribute. Core's TooltipManager may set a tooltip's content as HTML
 * (its v13/v14 docs do not say it treats the attribute as text), so any text that carries a
 * user-written string (an item's or an effect's name) is escaped here, before Handlebars escapes
 * the attribute once more for the markup. Read back from the attribute and parsed as HTML, it
 * yields the text and never an element. The accessible label (aria-label) keeps the plain text.
 */
const HTML_SPECIALS: Readonly<Record<string, string>> = Object.freeze({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" });

export function tooltipText(text: string): string;
export function tooltipText(text: string | null): string | null;
export function tooltipText(text: string | null): string | null {
  return text === null ? null : text.replace(/[&<>"']/g, (ch) => HTML_SPECIALS[ch]!);
}
