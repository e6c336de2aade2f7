// One way to write a session's start time, shared by the directory (React) and the prerendered
// landing page's script (static/island.ts), so the same expert's next slot reads the same on both.
// Intl only (no date-fns, no zod, no Lingui): island.ts must stay a few kilobytes, so the language
// comes in as a parameter (React callers pass currentLocale() from lib/i18n/i18n.ts).
import type { Locale } from "@saathi/contract/locale";

/** The contract's INTL_LOCALE, spelled here so this file imports no module code (island.ts stays tiny). */
const INTL: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/**
 * 'Mon, 23 Nov, 10:00 am' ('सोम, 23 नव॰, 10:00 am' in Hindi) in the viewer's time zone (the
 * browser's, unless `timeZone` is given). Slots are UTC instants from the API; they are never shown
 * in the server's or the expert's zone.
 */
export function formatSlotTime(when: string | Date, timeZone?: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL[locale] ?? INTL.en, { ...SLOT_FORMAT, timeZone }).format(new Date(when));
}

export interface NextSlotOptions {
  /** The language to write the time in (English by default). */
  locale?: Locale;
  /** The sentence around the time, translated by the caller (default 'Next available: {time}'). */
  next?: (time: string) => string;
}

/** 'Next available: Mon, 23 Nov, 10:00 am', or `ask` ('Ask for availability') without a slot. */
export function nextSlotText(
  iso: string | null,
  ask: string,
  timeZone?: string,
  { locale = "en", next = (time) => `Next available: ${time}` }: NextSlotOptions = {},
): string {
  return iso ? next(formatSlotTime(iso, timeZone, locale)) : ask;
}
