// The day separator of a conversation, in the language shown: the contract's dayLabel (English),
// written again with the catalog's 'Today' and 'Yesterday' and Intl for the rest.
import { t } from "@lingui/core/macro";
import { formatDate } from "../../../lib/i18n/format.ts";

/** 'Today', 'Yesterday', a weekday within the week, otherwise '23 Nov' (with the year if not this one). */
export function chatDayLabel(date: Date, now: Date = new Date()): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return t`Today`;
  if (days === 1) return t`Yesterday`;
  if (days > 1 && days < 7) return formatDate(date, { weekday: "long" });
  return formatDate(date, {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() !== now.getFullYear() ? { year: "numeric" } : {}),
  });
}
