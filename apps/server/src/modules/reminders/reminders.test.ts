// Reminders: scheduling at the right UTC instants, cancellation and moves, retries with
// back-off and the log, and who may read the log. Time is the worker's: each test runs a tick at the
// instant it chooses (test/reminders-fixture.ts).
import type { BookingReminders } from "@saathi/contract/reminders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay, slotsOf } from "../../../test/booking-helpers.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import {
  confirmedAt,
  done,
  find,
  get,
  HOUR,
  logOf,
  MIN,
  outbox,
  plugFor,
  R,
  rowsOf,
  setupReminders,
  tick,
} from "../../../test/reminders-fixture.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let ravi: Member;
let admin: Member;

beforeAll(async () => {
  ({ h, expert, asha, ravi, admin } = await setupReminders());
}, 180_000);
afterAll(() => R.h?.close());

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
    // Each side sees only its own reminders: never the other person's (the admin console sees both).
    expect(log.reminders.every((r) => r.recipient === "member")).toBe(true);
    const expertsLog = await logOf(expert, bookingId);
    expect(expertsLog.reminders.map((r) => [r.recipient, r.kind])).toEqual(
      ["confirmation", "24h", "1h", "10m", "no_show"].map((k) => ["expert", k]),
    );
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
      // Each side sees only its own reminders (the expert's failed the same way); the admin console sees both.
      expect(log.reminders.every((r) => r.recipient === "member")).toBe(true);
      const expertsLog = (await logOf(expert, id)).reminders;
      expect(expertsLog.every((r) => r.recipient === "expert")).toBe(true);
      expect(expertsLog.find((r) => r.kind === "confirmation")?.status).toBe("failed");
      const staff = await get(admin, `/api/admin/bookings/${id}/reminders`);
      expect(staff.statusCode).toBe(200);
      const staffLog = (staff.json() as BookingReminders).reminders;
      expect(staffLog).toHaveLength(log.reminders.length + expertsLog.length);
      expect(staffLog).toEqual(expect.arrayContaining([...log.reminders, ...expertsLog]));
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
