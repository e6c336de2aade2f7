// The calendar invite of a session (RFC 5545): one VEVENT in UTC whose UID is stable per booking, so a
// moved session updates the same event in the recipient's calendar (SEQUENCE grows with each invite).

export interface InviteEvent {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The call link (the booking page with the call button). */
  url: string;
  alarm: string;
  /** When this invite is made (DTSTAMP, and SEQUENCE in seconds so a later invite supersedes). */
  now: Date;
}

/** 20261207T043000Z */
export const icsTime = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * TEXT values escape backslash, semicolon, comma and line breaks: CRLF, LF and a lone CR (names may
 * hold one, and some calendars end a line at it, so it could start a property of its own).
 */
const escapeText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export const inviteUid = (bookingId: string) => `booking-${bookingId}@saathi`;

export function buildInvite(e: InviteEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Saathi//Session reminders//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${inviteUid(e.bookingId)}`,
    `SEQUENCE:${Math.floor(e.now.getTime() / 1000)}`,
    `DTSTAMP:${icsTime(e.now)}`,
    `DTSTART:${icsTime(e.startsAt)}`,
    `DTEND:${icsTime(e.endsAt)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `URL:${e.url}`,
    `LOCATION:${escapeText(e.url)}`,
    "STATUS:CONFIRMED",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT10M",
    `DESCRIPTION:${escapeText(e.alarm)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
