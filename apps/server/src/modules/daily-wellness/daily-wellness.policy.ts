// Daily Wellness Broadcast rules, pure: the day is India's day, and a piece is published once
// its day has come (admins may schedule ahead; members and visitors never see tomorrow's piece).

/** YYYY-MM-DD of `now` in India (IST, no daylight saving). */
export function indiaDay(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Days compare as ISO strings. */
export const isPublished = (day: string, today: string) => day <= today;

/** The archive's `before`: never later than tomorrow, so a future date cannot reveal scheduled pieces. */
export const archiveBefore = (before: string | undefined, today: string) =>
  before && before <= today ? before : addDays(today, 1);

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
