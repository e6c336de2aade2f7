// What a reminder says, in the recipient's language: the in-app notice, the email (India time, and the
// expert's own zone when it is another) and the calendar invite. Pure: the channels send it.
import { INTL_LOCALE, isLocale, type Locale } from "@saathi/contract/locale";
import type { ReminderKind } from "@saathi/contract/reminders";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { buildInvite } from "./ics.ts";
import {
  REMINDER_EMAIL_MSG as EMAIL,
  REMINDER_INVITE_MSG as INVITE,
  REMINDER_NOTICE_MSG as NOTICE,
  REMINDER_ZONE_TEXT,
} from "./reminders.messages.ts";

/** One reminder to one person, as every channel receives it. */
export interface ReminderMessage {
  reminderId: string;
  kind: ReminderKind;
  side: "member" | "expert";
  recipient: { userId: string; locale: Locale; zone: string | null };
  other: { userId: string; name: string };
  booking: { id: string; startsAt: Date; endsAt: Date };
  /** The call link: the recipient's bookings page, where the call button is. */
  url: string;
  now: Date;
  /** Another event's own words (a circle's meeting) instead of a session's; `booking` is then that event. */
  words?: ReminderWords;
}

/** The words of a reminder that is not a session's: catalog ids (English) with their values. */
export interface ReminderWords {
  /** The in-app and push sentence ({when} is filled in the reader's language). */
  notice: string;
  subject: string;
  lead: string;
  /** The email's line with the link ({url}). */
  join: string;
  values: Record<string, string>;
  /** One push per tag on a device (e.g. circle-seat-<id>-24h). */
  tag: string;
}

/** The start in a zone, in the reader's language (e.g. '7 December 2026 at 10:00 am'). */
export function localTime(when: Date, locale: Locale, zone: string): string {
  const l: Locale = isLocale(locale) ? locale : "en";
  return when.toLocaleString(INTL_LOCALE[l], { timeZone: zone, dateStyle: "long", timeStyle: "short" });
}

export function noticeOf(m: ReminderMessage): string {
  if (m.words) return m.words.notice;
  if (m.kind === "no_show") return m.side === "member" ? NOTICE.noShowMember : NOTICE.noShowExpert;
  return NOTICE[m.kind];
}

export function inviteOf(m: ReminderMessage): string {
  const t = translatorFor(m.recipient.locale);
  return buildInvite({
    bookingId: m.booking.id,
    startsAt: m.booking.startsAt,
    endsAt: m.booking.endsAt,
    summary: t(INVITE.summary, { who: m.other.name }),
    description: t(INVITE.description, { url: m.url }),
    url: m.url,
    alarm: t(INVITE.alarm),
    now: m.now,
  });
}

export function emailOf(m: ReminderMessage): { subject: string; text: string; invite: string | null } {
  const { locale, zone } = m.recipient;
  const t = translatorFor(locale);
  if (m.words) {
    const values = { who: m.other.name, ...m.words.values, when: formatDateTime(m.booking.startsAt, locale) };
    const text = [t(m.words.lead, values), "", t(EMAIL.when, values), "", t(m.words.join, { url: m.url })];
    return { subject: t(m.words.subject, values), text: [...text, "", t(EMAIL.footer)].join("\n"), invite: null };
  }
  const who = m.other.name;
  const lead =
    m.kind === "no_show"
      ? m.side === "member"
        ? EMAIL.lead.noShowMember
        : EMAIL.lead.noShowExpert
      : EMAIL.lead[m.kind];
  const lines = [t(lead, { who }), "", t(EMAIL.when, { when: formatDateTime(m.booking.startsAt, locale) })];
  if (zone && zone !== "Asia/Kolkata") {
    const label = REMINDER_ZONE_TEXT[zone as keyof typeof REMINDER_ZONE_TEXT];
    const zoneName = label ? t(label) : zone;
    lines.push(t(EMAIL.local, { zone: zoneName, local: localTime(m.booking.startsAt, locale, zone) }));
  }
  lines.push("", t(EMAIL.join, { url: m.url }), "", t(EMAIL.footer));
  return {
    subject: t(EMAIL.subject[m.kind], { who }),
    text: lines.join("\n"),
    // The invite goes with the confirmation (a calendar keeps the event, and its own alarm, from then on).
    invite: m.kind === "confirmation" ? inviteOf(m) : null,
  };
}
