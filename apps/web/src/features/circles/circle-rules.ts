// Pure rules the circle screens share: the directory's time filter, the host's date and time turned into
// an instant, what a meeting's seats say, when a seat's room opens, and the create form's checks (the
// contract's schema first, then the start in the future). No React, no fetching: unit-tested.
import {
  CIRCLE_MAX_DAYS_AHEAD,
  CIRCLE_MAX_FEE_RUPEES,
  CIRCLE_MSG,
  type Circle,
  type CircleCreate,
  type CircleOccurrence,
  circleCreateSchema,
  type Seat,
} from "@saathi/contract/circles";
import type { Locale } from "@saathi/contract/locale";
import { formatDate, formatTime } from "../../lib/i18n/format.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The directory's "When" choices. */
export const TIME_WINDOWS = ["any", "week", "month"] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** The listing's `from`/`to` for a "When" choice (nothing for any time: the listing shows only meetings to come). */
export function timeWindow(choice: TimeWindow, now: number): { from?: string; to?: string } {
  if (choice === "any") return {};
  const days = choice === "week" ? 7 : 30;
  // Whole minutes keep the query key steady while the page is open.
  const from = Math.floor(now / MINUTE) * MINUTE;
  return { from: new Date(from).toISOString(), to: new Date(from + days * DAY).toISOString() };
}

/**
 * The instant of a date ('2026-12-01') and a wall time ('18:30') in the browser's own time zone, as ISO;
 * null when either is missing or not a real date.
 */
export function localStartIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const at = new Date(y, m - 1, day, Number(t[1]), Number(t[2]));
  if (at.getFullYear() !== y || at.getMonth() !== m - 1 || at.getDate() !== day) return null;
  return at.toISOString();
}

/** The first meeting still taking part (scheduled), or null. */
export const nextMeeting = (c: Pick<Circle, "occurrences">): CircleOccurrence | null =>
  c.occurrences.find((o) => o.status === "scheduled") ?? null;

/** What a meeting's seats say to a member. */
export type Availability = { kind: "open"; left: number } | { kind: "full" } | { kind: "closed" };
export function availability(
  o: Pick<CircleOccurrence, "status" | "seatsLeft" | "startsAt">,
  now: number,
): Availability {
  if (o.status !== "scheduled" || new Date(o.startsAt).getTime() <= now) return { kind: "closed" };
  return o.seatsLeft > 0 ? { kind: "open", left: o.seatsLeft } : { kind: "full" };
}

/** A live room opens this long before a meeting starts. */
export const ROOM_OPENS_MINUTES = 10;

/** A confirmed seat's "Join room" shows from shortly before the start until the end. */
export function roomOpen(seat: Pick<Seat, "status" | "startsAt" | "endsAt">, now: number): boolean {
  if (seat.status !== "confirmed") return false;
  return (
    now >= new Date(seat.startsAt).getTime() - ROOM_OPENS_MINUTES * MINUTE && now < new Date(seat.endsAt).getTime()
  );
}

/** A seat still to come that the member holds (held for payment or confirmed). */
export const isLiveSeat = (s: Pick<Seat, "status" | "endsAt">, now: number) =>
  (s.status === "confirmed" || s.status === "held") && new Date(s.endsAt).getTime() > now;

/** The room page of another part of the app (the live room). */
export const roomPath = (occurrenceId: string) => `/circles/meetings/${encodeURIComponent(occurrenceId)}/room`;

/** The create form as typed (strings from inputs). */
export interface CircleDraft {
  title: string;
  topic: string;
  language: string;
  date: string;
  time: string;
  repeat: "once" | "weekly";
  weeks: string;
  minutes: string;
  seats: string;
  fee: string;
  groundRules: string;
}

export type DraftErrors = Partial<Record<keyof CircleDraft, string>>;

const FIELD_OF: Record<string, keyof CircleDraft> = {
  title: "title",
  topic: "topic",
  language: "language",
  startsAt: "date",
  weeks: "weeks",
  minutes: "minutes",
  seats: "seats",
  fee: "fee",
  groundRules: "groundRules",
};

const whole = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));

/**
 * The request body of a draft, or each field's message (the contract's English text, shown through tx):
 * the contract's schema decides the fields, then the start must be in the future and within six months.
 */
export function checkDraft(
  draft: CircleDraft,
  now: number,
): { ok: true; body: CircleCreate } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const startsAt = localStartIso(draft.date, draft.time);
  const parsed = circleCreateSchema.safeParse({
    title: draft.title,
    topic: draft.topic,
    language: draft.language,
    groundRules: draft.groundRules,
    minutes: whole(draft.minutes),
    seats: whole(draft.seats),
    fee: whole(draft.fee),
    startsAt: startsAt ?? "",
    weeks: draft.repeat === "weekly" ? whole(draft.weeks) : 1,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (draft.repeat === "weekly" && !errors.weeks && whole(draft.weeks) < 2) errors.weeks = CIRCLE_MSG.weeksInvalid;
  if (!errors.fee && whole(draft.fee) > CIRCLE_MAX_FEE_RUPEES) errors.fee = CIRCLE_MSG.feeTooHigh;
  const at = startsAt ? new Date(startsAt).getTime() : Number.NaN;
  if (!errors.date && !(at > now && at <= now + CIRCLE_MAX_DAYS_AHEAD * DAY)) errors.date = CIRCLE_MSG.startsInvalid;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/** 'Mon, 7 Dec, 6:00 pm – 7:00 pm' in the viewer's zone and language (or `timeZone`, for tests). */
export function meetingWhen(startsAt: string, endsAt: string, locale?: Locale, timeZone?: string): string {
  return `${formatDate(startsAt, { ...WHEN, timeZone }, locale)} – ${formatTime(endsAt, locale, timeZone)}`;
}
