// The app's one Lingui instance and how a language becomes active: its catalogs loaded, `lang` on
// the document (screen readers and the Devanagari line heights follow it), the font for Hindi, and
// the choice remembered in this browser.
import { i18n } from "@lingui/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@saathi/contract/locale";
import { loadAppMessages } from "./catalogs.ts";
import { loadDevanagariFont } from "./devanagari-font.ts";
import { rememberLocale } from "./locale-choice.ts";

export { i18n };

// Production builds have no ICU compiler. The English catalogs keep only messages that need one
// (placeholders, plurals); a plain English sentence comes from the code itself, as it is
// (source-catalog-plugin.ts). Development and tests use Lingui's real compiler.
if (import.meta.env.PROD) i18n.setMessagesCompiler((message) => [message]);

/** The language shown now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

const listeners = new Set<(locale: Locale) => void>();
/** Told after each change of language (the admin console loads its own catalog then). */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads a language's catalogs and shows it; `remember` keeps the choice in this browser. */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  const [messages] = await Promise.all([loadAppMessages(locale), locale === "hi" ? loadDevanagariFont() : null]);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (remember) rememberLocale(locale);
  for (const l of listeners) l(locale);
}
