// Test support for the reminders suites (modules/reminders/*.test.ts): one harness per test file, the
// people the tests book with, and helpers that read the reminder rows, run the worker at a chosen
// instant and swap a channel for one booking.
import type { BookingReminders } from "@saathi/contract/reminders";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { ReminderChannel } from "../src/modules/reminders/reminder-channels.ts";
import { staffMember } from "./admin-helpers.ts";
import { publishedExpert } from "./experts-fixture.ts";
import { type Harness, type Member, startHarness } from "./harness.ts";

export const MIN = 60_000;
export const HOUR = 60 * MIN;

/** The harness and the people of the running test file (set by setupReminders). */
export const R = {} as { h: Harness; expert: Member; expert2: Member; asha: Member; ravi: Member; admin: Member };

export async function setupReminders(): Promise<typeof R> {
  R.h = await startHarness();
  R.expert = await publishedExpert(R.h, { fullName: "Kiran Das" });
  R.expert2 = await publishedExpert(R.h, { fullName: "Sunil Mehta" });
  R.asha = await R.h.member({ displayName: "Asha Rao" });
  R.ravi = await R.h.member();
  R.admin = await staffMember(R.h);
  return R;
}

export const get = (m: Member | null, url: string) => R.h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
export const logOf = async (m: Member, id: string) => {
  const res = await get(m, `/api/bookings/${id}/reminders`);
  expect(res.statusCode).toBe(200);
  return res.json() as BookingReminders;
};
export const tick = (at: number) => R.h.built.reminders.worker.tick(at);
export const rowsOf = async (bookingId: string) =>
  (
    await R.h.database.db.execute<{
      recipient_id: string;
      kind: string;
      due_at: string;
      status: string;
      attempts: number;
      next_attempt_at: string | null;
      last_error: string | null;
    }>(sql`select recipient_id, kind, due_at, status, attempts, next_attempt_at, last_error
      from session_reminders where booking_id = ${bookingId} order by due_at, kind`)
  ).rows;
export const find = async (bookingId: string, recipientId: string, kind: string) => {
  const row = (await rowsOf(bookingId)).find((r) => r.recipient_id === recipientId && r.kind === kind);
  if (!row) throw new Error(`no ${kind} reminder`);
  return row;
};
export const outbox = async (to: string) =>
  (await get(null, `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as { subject: string; text: string }[];

/** A confirmed booking written directly (any start, even in the past or far ahead), then scheduled. */
export async function confirmedAt(member: Member, expertId: string, startsAt: number, minutes = 60): Promise<string> {
  const { rows } = await R.h.database.db.execute<{ id: string }>(sql`
    insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
      provider, hold_expires_at)
    values (${expertId}, ${member.id}, ${new Date(startsAt).toISOString()}, ${new Date(startsAt + minutes * MIN).toISOString()},
      'CONFIRMED', 'video', 'English', 100000, 'sandbox', now())
    returning id`);
  const id = rows[0]?.id as string;
  await R.h.built.reminders.service.schedule(id);
  return id;
}

/** The test is done with a booking: cancelled (its slot free for the next) with its reminders. */
export async function done(id: string) {
  await R.h.database.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${id}`);
  await R.h.built.reminders.service.cancel(id);
}

/** Replaces a channel for one booking's messages only (other tests' reminders go through the real one). */
export function plugFor(name: "email" | "in_app", bookingId: string, send: ReminderChannel["send"]) {
  const real = R.h.built.reminders.channels.get(name) as ReminderChannel;
  R.h.built.reminders.channels.plug({
    name,
    allows: real.allows,
    send: (m) => (m.booking.id === bookingId ? send(m) : real.send(m)),
  });
  return () => R.h.built.reminders.channels.plug(real);
}
