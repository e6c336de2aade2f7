// The language of a request seen only through its headers (better-auth's hooks): the same rule as
// request-locale.ts — x-saathi-lang, then the saathi_lang cookie, then Accept-Language.
import { LOCALE_COOKIE, LOCALE_HEADER, type Locale, parseAcceptLanguage, pickLocale } from "@saathi/contract/locale";

function cookieValue(cookieHeader: string | null | undefined, name: string): string {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return "";
}

/** The language these headers ask for, or null when they ask for none Saathi speaks. */
export function headersLocale(headers: Headers | null | undefined): Locale | null {
  if (!headers) return null;
  return pickLocale([
    headers.get(LOCALE_HEADER) ?? "",
    cookieValue(headers.get("cookie"), LOCALE_COOKIE),
    ...parseAcceptLanguage(headers.get("accept-language")),
  ]);
}
