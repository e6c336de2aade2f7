// Test support for the rescheduling suites (modules/bookings/reschedule*.test.ts): booking a paid
// session a chosen number of hours ahead, moving it, and reading its time and reminder rows.
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { bookAndPay, slotsOf } from "./booking-helpers.ts";
import type { Harness, Member } from "./harness.ts";

export const HOUR = 3_600_000;

/** The first free slot of the expert that starts at least `hours` from now. */
export async function slotAfter(h: Harness, expertId: string, hours: number, skip = 0): Promise<string> {
  const slots = (await slotsOf(h, expertId)).filter((s) => Date.parse(s) >= Date.now() + hours * HOUR);
  const s = slots[skip];
  if (!s) throw new Error(`no free slot ${hours} hours ahead`);
  return s;
}

/** A confirmed, paid session starting at the first free slot `hours` ahead. */
export async function bookAhead(h: Harness, m: Member, expertId: string, hours: number) {
  const all = await slotsOf(h, expertId);
  const at = await slotAfter(h, expertId, hours);
  return bookAndPay(h, m, expertId, all.indexOf(at));
}

export const move = (h: Harness, m: Member | null, bookingId: string, startsAt: unknown) =>
  h.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/reschedule`,
    headers: m ? { cookie: m.cookie } : {},
    payload: { startsAt },
  });

export const propose = (h: Harness, m: Member | null, bookingId: string, startsAt: unknown) =>
  h.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/proposals`,
    headers: m ? { cookie: m.cookie } : {},
    payload: { startsAt },
  });

export const answer = (h: Harness, m: Member | null, bookingId: string, pid: string, what: "accept" | "decline") =>
  h.app.inject({
    method: "POST",
    url: `/api/bookings/${bookingId}/proposals/${pid}/${what}`,
    headers: m ? { cookie: m.cookie } : {},
  });

export async function startOf(h: Harness, bookingId: string): Promise<string> {
  const { rows } = await h.database.db.execute<{ starts_at: string }>(
    sql`select starts_at from bookings where id = ${bookingId}`,
  );
  return new Date(rows[0]?.starts_at as string).toISOString();
}

/** The timed reminders (24 h, 1 h, 10 min) of one recipient: kind → due time in ms. */
export async function remindersOf(h: Harness, bookingId: string, recipientId: string) {
  const { rows } = await h.database.db.execute<{ kind: string; due_at: string; status: string }>(sql`
    select kind, due_at, status from session_reminders
    where booking_id = ${bookingId} and recipient_id = ${recipientId} and kind in ('24h', '1h', '10m')`);
  return new Map(rows.map((r) => [r.kind, { due: new Date(r.due_at).getTime(), status: r.status }]));
}

/** Makes a booking start `hours` from now (the 24-hour rule without waiting a day). */
export const startIn = (h: Harness, bookingId: string, hours: number) =>
  h.database.db.execute(sql`
    update bookings set starts_at = now() + make_interval(secs => ${hours * 3600}),
      ends_at = now() + make_interval(secs => ${hours * 3600 + 3600}) where id = ${bookingId}`);

export async function outbox(h: Harness, to: string) {
  const res = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { subject: string; text: string }[];
}

export async function noticesOf(h: Harness, m: Member) {
  const res = await h.app.inject({ url: "/api/notifications", headers: { cookie: m.cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { type: string; data: { bookingId?: string; message?: string } }[] }).items;
}
