// Numbers, money, dates, times and relative times, always through Intl with en-IN or hi-IN: lakh
// grouping (₹12,34,567), Indian month and weekday names, '2 मिनट पहले'. Each takes the language
// explicitly (tests, the prerender) or uses the one shown now.
import { INTL_LOCALE, isLocale, type Locale } from "@saathi/contract/locale";
import { i18n } from "./i18n.ts";

const MINUTE_MS = 60_000;

function intl(locale?: Locale): string {
  const l = locale ?? i18n.locale;
  return INTL_LOCALE[isLocale(l) ? l : "en"];
}

/** 1234567 → '12,34,567' (both languages write Indian grouping with Latin digits). */
export function formatNumber(n: number, locale?: Locale): string {
  return new Intl.NumberFormat(intl(locale), { maximumFractionDigits: 2 }).format(n);
}

/** 123456700 paise → '₹12,34,567'; paise shown only when there are some ('₹99.50'). */
export function formatMoney(paise: number, locale?: Locale): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat(intl(locale), {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/** '23 Nov 2026' / '23 नव॰ 2026' (or any Intl date options). */
export function formatDate(
  when: Date | string | number,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" },
  locale?: Locale,
): string {
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? "" : new Intl.DateTimeFormat(intl(locale), options).format(d);
}

/** '10:00 am' / '10:00 am' in the viewer's zone (or `timeZone`). */
export function formatTime(when: Date | string | number, locale?: Locale, timeZone?: string): string {
  return formatDate(when, { hour: "numeric", minute: "2-digit", hour12: true, timeZone }, locale);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", MINUTE_MS],
];

/**
 * How long ago: '5 minutes ago' / '5 मिनट पहले', in whole units rounded down so nothing looks
 * older than it is; under a minute (or a little ahead of this clock) `justNow`.
 */
export function formatRelative(
  when: Date | string | number,
  justNow: string,
  now: Date | number = Date.now(),
  locale?: Locale,
): string {
  const then = new Date(when).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const ago = nowMs - then;
  if (ago < MINUTE_MS) return justNow;
  const rtf = new Intl.RelativeTimeFormat(intl(locale), { numeric: "always" });
  for (const [unit, size] of UNITS) {
    if (ago >= size) return rtf.format(-Math.floor(ago / size), unit);
  }
  return justNow;
}
