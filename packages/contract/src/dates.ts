// Calendar days and months as the API takes them in a query, a path or a body (YYYY-MM-DD, YYYY-MM):
// real ones, in a year PostgreSQL stores. ISO 8601 writes the year 1 BC as 0000, which PostgreSQL has
// not (a query with it failed as a 500), and allows five-digit years; neither is a day anyone means.
// Every date filter and date field of the console uses these (admin.ts, admin-money.ts,
// admin-members.ts, admin-moderation.ts), and the circles' time filters; dates.test.ts and the server's
// admin-dates.test.ts check them.
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

/** The first and last instants PostgreSQL and people share (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z). */
const FIRST_INSTANT = Date.parse("0001-01-01T00:00:00Z");
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * An ISO date and time with its offset, at an instant in the years 0001 to 9999 in UTC: the year is
 * checked on the instant, not the text, since 0001-01-01T00:00+05:30 is still in the year 0000 in UTC
 * (what a server sends PostgreSQL as `toISOString()`).
 */
export const instantSchema = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((s) => {
    const t = Date.parse(s);
    return t >= FIRST_INSTANT && t <= LAST_INSTANT;
  }, message);
