/** The plural rules of the user's language for the canvas labels' sentences (docs/foundry-api.md, Canvas). */
import type { Plural } from "./label-context";

let plurals: { lang: string; select: Plural } | null = null;

/** The CLDR plural category of a count in the user's language (Intl.PluralRules), kept while the language stays. */
export function userPlural(): Plural {
  const lang = game.i18n?.lang ?? "en";
  if (plurals?.lang !== lang) {
    const rules = new Intl.PluralRules(lang);
    plurals = { lang, select: (n) => rules.select(n) };
  }
  return plurals.select;
}
