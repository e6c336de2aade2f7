// The console's own words (admin/locales/*.po): loaded only here, by the console, so no member ever
// downloads them. Each language's admin messages are merged into the app's catalog of that language
// (Lingui's load merges), first before the console shows anything and again after every change of
// language, because activateLocale loads the app's catalog for the new language fresh.
import type { Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { Locale } from "@saathi/contract/locale";
import { useEffect, useState } from "react";
import { currentLocale, i18n, onLocaleChange } from "../../lib/i18n/i18n.ts";
import { loadCatalogs } from "../../lib/i18n/merge-catalogs.ts";

const ADMIN = import.meta.glob<{ messages: Messages }>("../locales/*.po");

/** Compiled admin catalogs already fetched, so a second visit to a language merges at once. */
const fetched = new Map<Locale, Messages>();

/** Loads the admin messages of a language and merges them into the active catalog of that language. */
export async function loadAdminMessages(locale: Locale): Promise<void> {
  const messages = fetched.get(locale) ?? (await loadCatalogs(ADMIN, locale));
  fetched.set(locale, messages);
  i18n.load(locale, messages);
}

/**
 * True once the console's words are there for the language shown now. The console shows its
 * loading state until then, and again while a newly chosen language's admin catalog arrives.
 */
export function useAdminCatalog(): boolean {
  // Re-renders the console when the language changes (the provider's context changes).
  useLingui();
  const locale = currentLocale();
  // Merged before (Lingui keeps merged messages across changes of language): no waiting.
  const [ready, setReady] = useState<Locale | null>(() => (fetched.has(locale) ? locale : null));

  useEffect(() => {
    let alive = true;
    const bring = (l: Locale) => {
      const cached = fetched.get(l);
      // Already fetched: merged straight away, before React shows the new language.
      if (cached) {
        i18n.load(l, cached);
        setReady(l);
        return;
      }
      loadAdminMessages(l)
        // The console's chunk did not arrive (a flaky line): one more try, then the console anyway.
        .catch(() => loadAdminMessages(l))
        .catch(() => {})
        .then(() => alive && setReady(l));
    };
    bring(currentLocale());
    const stop = onLocaleChange(bring);
    return () => {
      alive = false;
      stop();
    };
  }, []);

  return ready === locale;
}
