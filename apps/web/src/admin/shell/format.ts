// Money and dates as the console shows them: rupees from paise, Indian time (Asia/Kolkata) whatever the
// staff member's device says, so two admins in different places read the same day for the same booking.
const TIME_ZONE = "Asia/Kolkata";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
const rupeesWhole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹1,234.50" from 123450 paise; whole rupees drop the ".00" ("₹1,234"). */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? rupeesWhole.format(paise / 100) : rupees.format(paise / 100);
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** "5 Mar 2026" in India. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(toDate(value));
}

/** "5 Mar 2026, 4:30 pm" in India. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(toDate(value));
}

/** How long ago, in the largest whole unit: "3 days", "5 hours", "12 minutes", "just now". */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}
