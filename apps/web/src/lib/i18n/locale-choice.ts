// Which language to show: a member's profile wins (applied once the session is known), then the
// choice remembered in this browser (a cookie the server also reads for the landing page), then the
// browser's own languages; English when none of them is one Saathi speaks.
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, pickLocale } from "@saathi/contract/locale";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function rememberedLocale(cookie: string = document.cookie): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference the server reads too
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

export function initialLocale(
  cookie: string = document.cookie,
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Locale {
  return rememberedLocale(cookie) ?? pickLocale(languages) ?? DEFAULT_LOCALE;
}
