// Dates in the reader's language for emails and notifications: India time, Intl words.
import { INTL_LOCALE, isLocale, type Locale } from "@saathi/contract/locale";

type When = Date | string | number;

/** e.g. '7 December 2026 at 3:30 pm' (en) / '7 दिसंबर 2026 को 3:30 pm' (hi), India time. */
export function formatDateTime(
  when: When,
  locale: Locale | string | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short" },
): string {
  const l: Locale = isLocale(locale) ? locale : "en";
  return new Date(when).toLocaleString(INTL_LOCALE[l], { timeZone: "Asia/Kolkata", ...options });
}
