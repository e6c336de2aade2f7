// One way to write a session's start time, shared by the directory (React) and the prerendered
// landing page's script (static/island.ts), so the same expert's next slot reads the same on both.
// Intl only (no date-fns, no zod): island.ts must stay a few kilobytes.

const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/**
 * 'Mon, 23 Nov, 10:00 am' in the viewer's time zone (the browser's, unless `timeZone` is given).
 * Slots are UTC instants from the API; they are never shown in the server's or the expert's zone.
 */
export function formatSlotTime(when: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-IN", { ...SLOT_FORMAT, timeZone }).format(new Date(when));
}

/** 'Next available: Mon, 23 Nov, 10:00 am', or `ask` ('Ask for availability') without a slot. */
export function nextSlotText(iso: string | null, ask: string, timeZone?: string): string {
  return iso ? `Next available: ${formatSlotTime(iso, timeZone)}` : ask;
}
