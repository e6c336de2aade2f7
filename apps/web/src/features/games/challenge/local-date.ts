import { formatDate } from "../../../lib/i18n/format.ts";

/** A calendar date (YYYY-MM-DD, the member's own) as '3 Nov 2026' in the language shown. */
export const formatLocalDate = (date: string) =>
  formatDate(`${date}T12:00:00Z`, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
