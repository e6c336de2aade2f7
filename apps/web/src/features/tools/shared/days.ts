// Calendar days in the person's own time zone, as "YYYY-MM-DD" keys.

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of a moment, e.g. "2026-11-03". */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 1 on 1 January, 365 or 366 on 31 December (local time). */
export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 1);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((today - start) / 86_400_000) + 1;
}

/** A whole number that goes up by one each local day (stable across years, unlike dayOfYear). */
export function dayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** The keys of the `count` days ending with `today`, oldest first. */
export function lastDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i));
    return dayKey(d);
  });
}

/** A key back to a local date at midnight. */
export function fromDayKey(key: string): Date {
  const [y, m, d] = key.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
