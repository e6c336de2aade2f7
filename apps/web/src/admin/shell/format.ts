// Money and dates as the console shows them: rupees from paise, Indian time (Asia/Kolkata) whatever the
// staff member's device says, so two admins in different places read the same day for the same booking.
// Through the app's Intl helpers, so English reads en-IN ("5 Mar 2026") and Hindi hi-IN.
import { plural, t } from "@lingui/core/macro";
import { formatDate as formatIntlDate, formatMoney } from "../../lib/i18n/format.ts";

const TIME_ZONE = "Asia/Kolkata";

/** "₹1,234.50" from 123450 paise; whole rupees drop the ".00" ("₹1,234"). */
export function formatPaise(paise: number): string {
  return formatMoney(paise);
}

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** "5 Mar 2026" in India. */
export function formatDate(value: string | Date): string {
  return formatIntlDate(toDate(value), { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
}

/** "5 Mar 2026, 4:30 pm" in India. */
export function formatDateTime(value: string | Date): string {
  return formatIntlDate(toDate(value), {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
}

/**
 * How long since, in the largest whole unit: "3 days", "5 hours", "12 minutes", "less than a minute".
 * Always a length of time (never "just now"): pages put it inside sentences ("In the queue for …",
 * "submitted … (… ago)", "Oldest waiting …").
 */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 60_000));
  if (minutes < 1) return t`less than a minute`;
  if (minutes < 60) return plural(minutes, { one: "# minute", other: "# minutes" });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, { one: "# hour", other: "# hours" });
  return plural(Math.floor(hours / 24), { one: "# day", other: "# days" });
}
