import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES, LOCALES } from "@saathi/contract/locale";
import { useState } from "react";
import { setLanguage } from "../../lib/i18n/set-language.ts";
import { HindiName } from "./hindi-name.tsx";

/**
 * English | हिन्दी, one tap. Each name is written in its own language (and marked so for screen
 * readers); the one shown now is pressed. Used in the public header, the side menu and settings.
 * हिन्दी is drawn (hindi-name.tsx): an English page may run where no Devanagari font is installed.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t`Language`}
      className={`inline-flex rounded-lg border border-brand-200 p-0.5 ${className}`}
    >
      {LOCALES.map((locale) => {
        const active = i18n.locale === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            disabled={busy}
            onClick={async () => {
              if (active) return;
              setBusy(true);
              await setLanguage(locale).finally(() => setBusy(false));
            }}
            className={`min-h-11 min-w-16 rounded-md px-3 text-sm font-medium ${
              active ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"
            }`}
          >
            {locale === "hi" ? <HindiName /> : LOCALE_NAMES[locale]}
          </button>
        );
      })}
    </div>
  );
}
