// A date written the spec's way in English (a date-fns pattern, exactly as before) and the same parts
// through Intl in any other language ('23 नव॰ 2026, 10:00 am'), so English screens read as they did.
import { format } from "date-fns";
import { formatDate } from "./i18n/format.ts";
import { currentLocale } from "./i18n/i18n.ts";

export function formatStamp(
  when: Date | string | number,
  englishPattern: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const d = new Date(when);
  if (Number.isNaN(d.getTime())) return "";
  return currentLocale() === "en" ? format(d, englishPattern) : formatDate(d, options);
}
