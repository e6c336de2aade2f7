import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES, LOCALES, type Locale } from "@saathi/contract/locale";
import { HindiName } from "../../../components/i18n/hindi-name.tsx";

/**
 * The prerendered page's language switch: links to '/en' and '/hi' (the page of each language; no
 * React there to switch in place). static/island.ts remembers the choice in the saathi_lang cookie
 * on click, so '/' and the app follow it. Looks like components/i18n/language-switch.tsx.
 */
export function LanguageLinks({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: two links named as one group, like the app's switch
    <div role="group" aria-label={t`Language`} className="inline-flex rounded-lg border border-brand-200 p-0.5">
      {LOCALES.map((l) => {
        const active = l === locale;
        return (
          <a
            key={l}
            href={`/${l}`}
            lang={l}
            hrefLang={l}
            data-locale={l}
            aria-current={active ? "true" : undefined}
            className={`inline-flex min-h-11 min-w-16 items-center justify-center rounded-md px-3 text-sm font-medium ${
              active ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
            }`}
          >
            {l === "hi" ? <HindiName /> : LOCALE_NAMES[l]}
          </a>
        );
      })}
    </div>
  );
}
