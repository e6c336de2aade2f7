// Ages for the young-people journeys.

/** A date of birth (YYYY-MM-DD) for someone who turned `years` a month ago. */
export function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}
