// Issue 19, reminders: scheduling at the right UTC instants (India and a daylight-saving change),
// cancellation and moves, retries with back-off and the log, who may read the log, the no-show notice
// with 'I need help', and the calendar invite. Time is the worker's: each test runs a tick at the
// instant it chooses.
import type { BookingReminders } from "@saathi/contract/reminders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert, validProfile } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import type { ReminderChannel } from "./reminder-channels.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;

let h: Harness;
let expert: Member;
let expert2: Member;
let asha: Member;
let ravi: Member;
let admin: Member;

const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const logOf = async (m: Member, id: string) => {
  const res = await get(m, `/api/bookings/${id}/reminders`);
  expect(res.statusCode).toBe(200);
  return res.json() as BookingReminders;
};
const tick = (at: number) => h.built.reminders.worker.tick(at);
const rowsOf = async (bookingId: string) =>
  (
    await h.database.db.execute<{
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
const find = async (bookingId: string, recipientId: string, kind: string) => {
  const row = (await rowsOf(bookingId)).find((r) => r.recipient_id === recipientId && r.kind === kind);
  if (!row) throw new Error(`no ${kind} reminder`);
  return row;
};
const outbox = async (to: string) =>
  (await get(null, `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json() as { subject: string; text: string }[];

/** A confirmed booking written directly (any start, even in the past or far ahead), then scheduled. */
async function confirmedAt(member: Member, expertId: string, startsAt: number, minutes = 60): Promise<string> {
  const { rows } = await h.database.db.execute<{ id: string }>(sql`
    insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
      provider, hold_expires_at)
    values (${expertId}, ${member.id}, ${new Date(startsAt).toISOString()}, ${new Date(startsAt + minutes * MIN).toISOString()},
      'CONFIRMED', 'video', 'English', 100000, 'sandbox', now())
    returning id`);
  const id = rows[0]?.id as string;
  await h.built.reminders.service.schedule(id);
  return id;
}

/** The test is done with a booking: cancelled (its slot free for the next) with its reminders. */
async function done(id: string) {
  await h.database.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${id}`);
  await h.built.reminders.service.cancel(id);
}

/** Replaces a channel for one booking's messages only (other tests' reminders go through the real one). */
function plugFor(name: "email" | "in_app", bookingId: string, send: ReminderChannel["send"]) {
  const real = h.built.reminders.channels.get(name) as ReminderChannel;
  h.built.reminders.channels.plug({
    name,
    allows: real.allows,
    send: (m) => (m.booking.id === bookingId ? send(m) : real.send(m)),
  });
  return () => h.built.reminders.channels.plug(real);
}

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  expert2 = await publishedExpert(h, { fullName: "Sunil Mehta" });
  asha = await h.member({ displayName: "Asha Rao" });
  ravi = await h.member();
  admin = await staffMember(h);
});
afterAll(() => h?.close());

describe("scheduling", () => {
  it("a paid booking gets a confirmation, 24 h, 1 h and 10 min reminders and a no-show check for both", async () => {
    const later = (await slotsOf(h, expert.id)).find((s) => Date.parse(s) > Date.now() + 26 * HOUR) as string;
    const before = Date.now();
    const { bookingId } = await bookAndPay(h, asha, expert.id, (await slotsOf(h, expert.id)).indexOf(later));
    const start = Date.parse(later);
    const rows = await rowsOf(bookingId);
    expect(rows).toHaveLength(10);
    for (const who of [asha.id, expert.id]) {
      const due = (kind: string) => Date.parse(rows.find((r) => r.recipient_id === who && r.kind === kind)!.due_at);
      expect(due("confirmation")).toBeGreaterThanOrEqual(before - 1000);
      expect(due("confirmation")).toBeLessThanOrEqual(Date.now());
      expect(due("24h")).toBe(start - 24 * HOUR);
      expect(due("1h")).toBe(start - HOUR);
      expect(due("10m")).toBe(start - 10 * MIN);
      expect(due("no_show")).toBe(start + 15 * MIN);
    }
    expect(rows.every((r) => r.status === "pending")).toBe(true);
    // Queued in the app and by email (bookings email is on by default); push is not plugged in yet.
    const log = await logOf(asha, bookingId);
    const mine = log.reminders.filter((r) => r.recipient === "member");
    expect(mine.map((r) => r.kind)).toEqual(["confirmation", "24h", "1h", "10m", "no_show"]);
    expect(mine[0]?.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["in_app", "queued"],
      ["email", "queued"],
    ]);

    // The confirmation goes at once: in the app and by email, in India time.
    const first = await tick(Date.now());
    expect(first.sent).toBeGreaterThanOrEqual(2);
    expect((await find(bookingId, asha.id, "confirmation")).status).toBe("sent");
    expect((await find(bookingId, asha.id, "24h")).status).toBe("pending");
    const mail = (await outbox(asha.email)).find((m) => m.subject.includes("is confirmed"));
    expect(mail?.subject).toBe("Your Saathi session with Kiran Das is confirmed");
    expect(mail?.text).toContain(`When: ${formatDateTime(start, "en")} (India time)`);
    expect(mail?.text).toContain("http://localhost:3000/booking");
    const notes = (await get(asha, "/api/notifications")).json() as {
      items: { type: string; data: { message?: string; bookingId?: string } }[];
    };
    const note = notes.items.find((n) => n.type === "reminder" && n.data.bookingId === bookingId);
    expect(note?.data.message).toBe(`Your session with Kiran Das on ${formatDateTime(start, "en")} is confirmed.`);
    const expertMail = (await outbox(expert.email)).find((m) => m.subject.includes("is confirmed"));
    expect(expertMail?.subject).toBe("Your Saathi session with Asha Rao is confirmed");
    expect(expertMail?.text).toContain("http://localhost:3000/expert/vendorbooking");

    // Each timed reminder fires at its instant, not before.
    await tick(start - 24 * HOUR - 1000);
    expect((await find(bookingId, asha.id, "24h")).status).toBe("pending");
    await tick(start - 24 * HOUR);
    expect((await find(bookingId, asha.id, "24h")).status).toBe("sent");
    expect((await find(bookingId, expert.id, "24h")).status).toBe("sent");
    expect((await find(bookingId, asha.id, "1h")).status).toBe("pending");
    await tick(start - HOUR + 5000);
    await tick(start - 10 * MIN + 5000);
    const after = await logOf(asha, bookingId);
    for (const r of after.reminders.filter((x) => x.kind !== "no_show")) {
      expect(r.status).toBe("sent");
      expect(r.deliveries.filter((d) => d.status !== "queued").map((d) => [d.channel, d.status, d.attempt])).toEqual([
        ["in_app", "delivered", 1],
        ["email", "sent", 1],
      ]);
    }
    const tenMin = (await outbox(asha.email)).find((m) => m.subject.startsWith("In 10 minutes"));
    expect(tenMin?.subject).toBe("In 10 minutes: your Saathi session with Kiran Das");
    // Ticks again send nothing twice.
    await tick(start - 10 * MIN + 10_000);
    expect((await outbox(asha.email)).filter((m) => m.subject.startsWith("In 10 minutes"))).toHaveLength(1);
  });

  it("a session booked 30 minutes ahead gets its confirmation and the 10-minute reminder only", async () => {
    const id = await confirmedAt(asha, expert.id, Date.now() + 30 * MIN);
    const rows = await rowsOf(id);
    const mine = (kind: string) => rows.find((r) => r.recipient_id === asha.id && r.kind === kind);
    expect(mine("confirmation")?.status).toBe("pending");
    expect(mine("10m")?.status).toBe("pending");
    expect(mine("no_show")?.status).toBe("pending");
    expect(mine("24h")?.status).toBe("skipped");
    expect(mine("1h")?.status).toBe("skipped");
    expect(mine("1h")?.last_error).toBe("Booked after this reminder's time");
    await done(id);
  });

  it("scheduling twice adds nothing (one reminder per booking, person and kind)", async () => {
    const id = await confirmedAt(ravi, expert.id, Date.now() + 3 * 24 * HOUR + 30 * MIN);
    await h.built.reminders.service.schedule(id);
    expect(await rowsOf(id)).toHaveLength(10);
    await done(id);
  });
});

describe("cancel and move", () => {
  it("a cancelled booking's pending reminders end and are never sent", async () => {
    const slots = await slotsOf(h, expert.id);
    const idx = slots.findIndex((s) => Date.parse(s) > Date.now() + 30 * HOUR);
    const { bookingId, startsAt } = await bookAndPay(h, ravi, expert.id, idx);
    await tick(Date.now());
    const cancel = await h.post(`/api/bookings/${bookingId}/cancel`, { reason: "" }, { cookie: ravi.cookie });
    expect(cancel.statusCode).toBe(200);
    const rows = await rowsOf(bookingId);
    expect(rows.filter((r) => r.kind === "confirmation").every((r) => r.status === "sent")).toBe(true);
    expect(rows.filter((r) => r.kind !== "confirmation").every((r) => r.status === "cancelled")).toBe(true);
    const mails = (await outbox(ravi.email)).length;
    await tick(Date.parse(startsAt) - 10 * MIN);
    expect((await outbox(ravi.email)).length).toBe(mails);
    expect((await rowsOf(bookingId)).filter((r) => r.status === "pending")).toHaveLength(0);
  });

  it("a moved booking moves its reminders (reschedule), and the worker moves them when nobody called it", async () => {
    const start = Date.now() + 5 * 24 * HOUR + 30 * MIN;
    const id = await confirmedAt(ravi, expert.id, start);
    const moveTo = async (at: number) =>
      h.database.db.execute(sql`update bookings set starts_at = ${new Date(at).toISOString()},
        ends_at = ${new Date(at + HOUR).toISOString()} where id = ${id}`);
    const next = start + 2 * 24 * HOUR;
    await moveTo(next);
    await h.built.reminders.service.reschedule(id);
    expect(Date.parse((await find(id, ravi.id, "24h")).due_at)).toBe(next - 24 * HOUR);
    expect(Date.parse((await find(id, expert.id, "10m")).due_at)).toBe(next - 10 * MIN);
    expect(Date.parse((await find(id, ravi.id, "no_show")).due_at)).toBe(next + 15 * MIN);
    const confirmation = Date.parse((await find(id, ravi.id, "confirmation")).due_at);
    expect(confirmation).toBeLessThan(start);

    // Moved again without reschedule(): the old 24 h instant comes, the worker sees the new start.
    const third = next + 24 * HOUR;
    await moveTo(third);
    await tick(next - 24 * HOUR + 1000);
    const r24 = await find(id, ravi.id, "24h");
    expect(r24.status).toBe("pending");
    expect(Date.parse(r24.due_at)).toBe(third - 24 * HOUR);
    await done(id);
  });
});

describe("retries and the log", () => {
  it("a failing email is retried after 1, 5 and 25 minutes, then marked failed with its reason", async () => {
    const start = Date.now() + 6 * 24 * HOUR + 30 * MIN;
    const id = await confirmedAt(asha, expert.id, start);
    let tries = 0;
    const restore = plugFor("email", id, async () => {
      tries++;
      throw new Error("451 4.3.0 mail server busy");
    });
    try {
      const t0 = Date.now() + 1000;
      await tick(t0);
      let row = await find(id, asha.id, "confirmation");
      expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "email: 451 4.3.0 mail server busy" });
      expect(Date.parse(row.next_attempt_at as string)).toBe(t0 + MIN);
      await tick(t0 + MIN - 1000);
      expect((await find(id, asha.id, "confirmation")).attempts).toBe(1);
      await tick(t0 + MIN);
      row = await find(id, asha.id, "confirmation");
      expect(row.attempts).toBe(2);
      expect(Date.parse(row.next_attempt_at as string)).toBe(t0 + 6 * MIN);
      await tick(t0 + 6 * MIN);
      row = await find(id, asha.id, "confirmation");
      expect(row.attempts).toBe(3);
      expect(Date.parse(row.next_attempt_at as string)).toBe(t0 + 31 * MIN);
      await tick(t0 + 31 * MIN);
      row = await find(id, asha.id, "confirmation");
      expect(row).toMatchObject({ status: "failed", attempts: 4, next_attempt_at: null });
      expect(row.last_error).toContain("451 4.3.0 mail server busy");
      await tick(t0 + 60 * MIN);
      expect(tries).toBe(8); // 4 tries for the member, 4 for the expert

      const log = await logOf(asha, id);
      const conf = log.reminders.find((r) => r.kind === "confirmation" && r.recipient === "member");
      expect(conf?.status).toBe("failed");
      expect(conf?.deliveries.map((d) => [d.channel, d.status, d.attempt, d.error])).toEqual([
        ["in_app", "queued", 0, null],
        ["email", "queued", 0, null],
        ["in_app", "delivered", 1, null],
        ["email", "retried", 1, "451 4.3.0 mail server busy"],
        ["email", "retried", 2, "451 4.3.0 mail server busy"],
        ["email", "retried", 3, "451 4.3.0 mail server busy"],
        ["email", "failed", 4, "451 4.3.0 mail server busy"],
      ]);
      // The expert sees the same log, and so does the admin console.
      expect((await logOf(expert, id)).reminders).toEqual(log.reminders);
      const staff = await get(admin, `/api/admin/bookings/${id}/reminders`);
      expect(staff.statusCode).toBe(200);
      expect((staff.json() as BookingReminders).reminders).toEqual(log.reminders);
    } finally {
      restore();
      await done(id);
    }
  });

  it("a try that fails and then succeeds is logged as retried then sent; email off in settings is skipped", async () => {
    const start = Date.now() + 7 * 24 * HOUR + 30 * MIN;
    const put = await h.app.inject({
      method: "PUT",
      url: "/api/settings/notifications",
      headers: { cookie: ravi.cookie },
      payload: { kind: "bookings", inApp: false, email: false },
    });
    expect(put.statusCode).toBe(200);
    const id = await confirmedAt(ravi, expert.id, start);
    const failedOnce = new Set<string>();
    const restore = plugFor("in_app", id, async (m) => {
      if (!failedOnce.has(m.recipient.userId)) {
        failedOnce.add(m.recipient.userId);
        throw new Error("database busy");
      }
      return { delivered: true };
    });
    try {
      const t0 = Date.now() + 1000;
      await tick(t0);
      await tick(t0 + MIN);
      const log = await logOf(ravi, id);
      const conf = log.reminders.find((r) => r.kind === "confirmation" && r.recipient === "member");
      expect(conf?.status).toBe("sent");
      expect(conf?.deliveries.map((d) => [d.channel, d.status, d.attempt])).toEqual([
        ["in_app", "queued", 0],
        ["email", "skipped", 1],
        ["in_app", "retried", 1],
        ["in_app", "delivered", 2],
      ]);
      expect(conf?.deliveries[1]?.error).toBe("Email is turned off for bookings in their settings");
    } finally {
      restore();
      await done(id);
      await h.app.inject({
        method: "PUT",
        url: "/api/settings/notifications",
        headers: { cookie: ravi.cookie },
        payload: { kind: "bookings", inApp: true, email: true },
      });
    }
  });

  it("in the app is always on: a member who turned bookings off in the app still gets the reminder", async () => {
    await h.app.inject({
      method: "PUT",
      url: "/api/settings/notifications",
      headers: { cookie: ravi.cookie },
      payload: { kind: "bookings", inApp: false, email: true },
    });
    const id = await confirmedAt(ravi, expert.id, Date.now() + 8 * 24 * HOUR + 30 * MIN);
    await tick(Date.now() + 1000);
    const notes = (await get(ravi, "/api/notifications")).json() as {
      items: { type: string; data: { bookingId?: string } }[];
    };
    expect(notes.items.some((n) => n.type === "reminder" && n.data.bookingId === id)).toBe(true);
    await done(id);
    await h.app.inject({
      method: "PUT",
      url: "/api/settings/notifications",
      headers: { cookie: ravi.cookie },
      payload: { kind: "bookings", inApp: true, email: true },
    });
  });

  it("the log is the booking's member's, expert's and admins' only", async () => {
    const id = await confirmedAt(asha, expert.id, Date.now() + 9 * 24 * HOUR + 30 * MIN);
    expect((await get(asha, `/api/bookings/${id}/reminders`)).statusCode).toBe(200);
    expect((await get(expert, `/api/bookings/${id}/reminders`)).statusCode).toBe(200);
    expect((await get(ravi, `/api/bookings/${id}/reminders`)).statusCode).toBe(404);
    expect((await get(null, `/api/bookings/${id}/reminders`)).statusCode).toBe(401);
    expect((await get(asha, "/api/bookings/not-a-uuid/reminders")).statusCode).toBe(400);
    expect((await get(asha, `/api/bookings/${crypto.randomUUID()}/reminders`)).statusCode).toBe(404);
    expect((await get(admin, `/api/admin/bookings/${id}/reminders`)).statusCode).toBe(200);
    expect((await get(asha, `/api/admin/bookings/${id}/reminders`)).statusCode).toBe(403);
    expect((await get(null, `/api/admin/bookings/${id}/reminders`)).statusCode).toBe(401);
    expect((await get(admin, `/api/admin/bookings/${crypto.randomUUID()}/reminders`)).statusCode).toBe(404);
    expect((await get(ravi, `/api/bookings/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await get(null, `/api/bookings/${id}/calendar.ics`)).statusCode).toBe(401);
    await done(id);
  });
});

describe("nobody joined", () => {
  it("15 minutes after the start both are told; the member's 'I need help' opens a dispute once", async () => {
    const start = Date.now() - 20 * MIN;
    const id = await confirmedAt(asha, expert.id, start);
    expect((await logOf(asha, id)).canAskForHelp).toBe(true);
    await tick(Date.now());
    expect((await find(id, asha.id, "no_show")).status).toBe("sent");
    expect((await find(id, expert.id, "no_show")).status).toBe("sent");
    const mail = (await outbox(asha.email)).find(
      (m) => m.subject === "Nobody joined your Saathi session with Kiran Das",
    );
    expect(mail?.text).toContain("I need help");
    expect(
      (await outbox(expert.email)).some((m) => m.subject === "Nobody joined your Saathi session with Asha Rao"),
    ).toBe(true);
    const notes = (await get(expert, "/api/notifications")).json() as {
      items: { type: string; data: { bookingId?: string; message?: string } }[];
    };
    expect(
      notes.items.find((n) => n.type === "reminder" && n.data.bookingId === id && n.data.message?.startsWith("Nobody")),
    ).toBeTruthy();
    // The timed reminders were long past when it was booked.
    expect((await find(id, asha.id, "10m")).status).toBe("skipped");

    expect((await logOf(expert, id)).canAskForHelp).toBe(false);
    const byExpert = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: expert.cookie });
    expect(byExpert.statusCode).toBe(403);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(404);
    expect((await h.post(`/api/bookings/${id}/no-show/help`)).statusCode).toBe(401);
    const help = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: asha.cookie });
    expect(help.statusCode).toBe(200);
    const dispute = await get(asha, `/api/bookings/${id}/dispute`);
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json()).toMatchObject({ id: help.json().disputeId, category: "other", status: "open" });
    expect((await get(admin, `/api/admin/disputes/${help.json().disputeId}`)).statusCode).toBe(200);
    const again = await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: asha.cookie });
    expect(again.statusCode).toBe(409);
    expect((await logOf(asha, id)).canAskForHelp).toBe(false);
  });

  it("when someone joined the call there is no notice and no 'I need help'", async () => {
    const id = await confirmedAt(ravi, expert2.id, Date.now() - 40 * MIN);
    await h.database.db.execute(
      sql`insert into call_rooms (booking_id, caller_id, callee_id, status) values (${id}, ${expert2.id}, ${ravi.id}, 'ended')`,
    );
    await tick(Date.now());
    expect((await find(id, ravi.id, "no_show")).status).toBe("skipped");
    expect((await find(id, ravi.id, "no_show")).last_error).toBe("Someone joined the call");
    expect((await logOf(ravi, id)).canAskForHelp).toBe(false);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(409);
    await done(id);
  });

  it("before 15 minutes after the start there is no 'I need help' yet", async () => {
    const id = await confirmedAt(ravi, expert2.id, Date.now() - 5 * MIN);
    expect((await logOf(ravi, id)).canAskForHelp).toBe(false);
    expect((await h.post(`/api/bookings/${id}/no-show/help`, undefined, { cookie: ravi.cookie })).statusCode).toBe(409);
    await tick(Date.now());
    expect((await find(id, ravi.id, "no_show")).status).toBe("pending");
  });
});

describe("calendar invite", () => {
  it("the confirmation email carries a VEVENT in UTC with the call link; the UID is the booking's", async () => {
    const start = Date.UTC(2030, 0, 15, 4, 30);
    const id = await confirmedAt(asha, expert.id, start);
    const res = await get(asha, `/api/bookings/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    const ics = res.body;
    expect(ics).toContain("BEGIN:VCALENDAR\r\n");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20300115T043000Z\r\n");
    expect(ics).toContain("DTEND:20300115T053000Z\r\n");
    expect(ics).toContain("URL:http://localhost:3000/booking\r\n");
    expect(ics).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(ics).toContain("SUMMARY:Saathi session with Kiran Das\r\n");
    const expertIcs = (await get(expert, `/api/bookings/${id}/calendar.ics`)).body;
    expect(expertIcs).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(expertIcs).toContain("URL:http://localhost:3000/expert/vendorbooking\r\n");
    // Moved: the same event (UID), at the new time.
    await h.database.db.execute(sql`update bookings set starts_at = starts_at + interval '1 day',
      ends_at = ends_at + interval '1 day' where id = ${id}`);
    const moved = (await get(asha, `/api/bookings/${id}/calendar.ics`)).body;
    expect(moved).toContain(`UID:booking-${id}@saathi\r\n`);
    expect(moved).toContain("DTSTART:20300116T043000Z\r\n");

    // The confirmation email itself carries the invite as an attachment.
    const sent: { subject: string; attachments?: { filename: string; contentType: string; content: string }[] }[] = [];
    const { emailChannel } = await import("./reminder-channels.ts");
    const channel = emailChannel({
      notifications: { notify: async () => {} },
      settings: { delivery: async () => ({ inApp: true, email: true }), emailOf: async () => "asha@test.local" },
      messenger: { sendEmail: async (m) => void sent.push(m) },
    });
    const restore = plugFor("email", id, channel.send);
    try {
      await tick(Date.now() + 1000);
    } finally {
      restore();
    }
    const withInvite = sent.filter((m) => m.attachments?.length);
    expect(withInvite).toHaveLength(2);
    const att = withInvite[0]?.attachments?.[0];
    expect(att).toMatchObject({ filename: "saathi-session.ics", contentType: "text/calendar" });
    expect(att?.content).toContain("DTSTART:20300116T043000Z\r\n");
    expect(att?.content).toContain(`UID:booking-${id}@saathi\r\n`);
    await done(id);
  });
});

describe("time zones and daylight saving", () => {
  it("reminders are absolute instants across New York's change; the text shows India and New York time", async () => {
    const nyExpert = await publishedExpert(h, {
      fullName: "Maya Stone",
      weeklySchedule: validProfile().weeklySchedule.map((s) => ({ ...s, timezone: "America/New_York" as const })),
    });
    // Sunday 14 March 2027, 11:00 in New York (EDT, UTC-4): the clocks went forward that night at 2:00.
    const start = Date.UTC(2027, 2, 14, 15, 0);
    const id = await confirmedAt(asha, nyExpert.id, start);
    const due24 = Date.parse((await find(id, nyExpert.id, "24h")).due_at);
    // 24 hours of real time: 10:00 on Saturday in New York, still EST (UTC-5): a 25-hour wall-clock gap.
    expect(due24).toBe(Date.UTC(2027, 2, 13, 15, 0));
    expect(new Date(due24).toLocaleString("en-US", { timeZone: "America/New_York", timeStyle: "short" })).toBe(
      "10:00 AM",
    );
    await tick(due24);
    const expertMail = (await outbox(nyExpert.email)).find((m) => m.subject.startsWith("Tomorrow"));
    expect(expertMail?.text).toContain("When: 14 March 2027 at 8:30 pm (India time)");
    expect(expertMail?.text).toContain("In your time zone (New York time): 14 March 2027 at 11:00 am");
    const memberMail = (await outbox(asha.email)).find(
      (m) => m.subject === "Tomorrow: your Saathi session with Maya Stone",
    );
    expect(memberMail?.text).toContain("When: 14 March 2027 at 8:30 pm (India time)");
    expect(memberMail?.text).not.toContain("time zone");
    await done(id);
  });
});
