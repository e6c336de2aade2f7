// No zod here: the web app reads these on its first load, before any form needs a schema.
// The schemas are in locale-schemas.ts.
/** The languages Saathi speaks. English is the source; every word also exists in Hindi. */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** A visitor's choice, remembered in the browser (members' is in their profile). */
export const LOCALE_COOKIE = "saathi_lang";
/** Sent by the web app with every API call: the language its pages are shown in. */
export const LOCALE_HEADER = "x-saathi-lang";

/** The Intl locale used for numbers, dates and money: lakh grouping, Indian calendar words. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
/** Each language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export const LOCALE_MSG = {
  choose: "Choose English or Hindi",
} as const;

export const isLocale = (v: unknown): v is Locale =>
  typeof v === "string" && (LOCALES as readonly string[]).includes(v);

/** The language tags of an Accept-Language header, most wanted first ('hi-IN,hi;q=0.9,en;q=0.8'). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((l) => l.tag);
}

/** The first of a person's preferred languages that Saathi speaks ('hi-IN' → 'hi'), or null. */
export function pickLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}
