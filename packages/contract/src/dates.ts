// Calendar days and months as the API takes them in a query, a path or a body (YYYY-MM-DD, YYYY-MM):
// real ones, in a year PostgreSQL stores. ISO 8601 writes the year 1 BC as 0000, which PostgreSQL has
// not (a query with it failed as a 500), and allows five-digit years; neither is a day anyone means.
// Every date filter and date field of the console uses these (admin.ts, admin-money.ts,
// admin-members.ts, admin-moderation.ts); dates.test.ts and the server's admin-dates.test.ts check them.
import { z } from "zod";

/** What a refused day or month is answered with (the same words as the money screens' own). */
export const DATE_MSG = {
  day: "Use a date like 2026-11-23",
  month: "Choose a month as YYYY-MM",
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The year 0000 (1 BC) exists in ISO 8601, not in PostgreSQL. */
const notYearZero = (s: string) => !s.startsWith("0000-");

/** A real calendar day, YYYY-MM-DD, in the years 0001 to 9999 (2026-02-30, 0000-01-01, 10000-01-01 refused). */
export const calendarDaySchema = (message: string = DATE_MSG.day) => z.iso.date(message).refine(notYearZero, message);

/** A calendar month, YYYY-MM, in the years 0001 to 9999. */
export const calendarMonthSchema = (message: string = DATE_MSG.month) =>
  z.string(message).regex(MONTH, message).refine(notYearZero, message);
