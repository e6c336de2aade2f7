// Seat holders' reminders: a day before and within the hour, once each, again after the host moves the
// meeting; in the app always, and through the reminders module's channels: by email when bookings email is
// on (not when it is off), by Web Push to a subscribed browser in the member's language (not when Push is
// off for bookings); an email that fails is sent again a minute later, exactly once, and counted.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { decryptPush, startTestPushService, type TestPushService } from "../push/test-push-service.ts";

let h: Harness;
let host: Member;
let service: TestPushService;

beforeAll(async () => {
  ({ h, host } = await startCirclesCast());
  service = await startTestPushService();
}, 180_000);
afterAll(async () => {
  await h?.close();
  await service?.close();
});

const { get, send, hostCircle, book, noticesOf } = circleRequests(() => ({ h, host }));

/** Moves a meeting to start `ms` from now (the job reads the clock of the database). */
const startIn = (occ: string, ms: number) =>
  h.database.db.execute(
    sql`update circle_occurrences set starts_at = now() + make_interval(secs => ${ms / 1000}),
      ends_at = now() + make_interval(secs => ${ms / 1000 + 3600}) where id = ${occ}`,
  );
const emailsTo = async (m: Member) =>
  (
    (await get(null, `/api/dev/outbox?to=${encodeURIComponent(m.email)}`)).json() as { subject: string; text: string }[]
  ).filter((e) => e.subject.includes("circle"));

describe("reminders", () => {
  it("a seat holder is reminded a day before and within the hour, once each; a moved meeting reminds again", async () => {
    const member = await h.member();
    const c = await hostCircle({ seats: 3, title: "Reminded circle", startsAt: inDays(3) });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await book(member, occ)).statusCode).toBe(200);
    const reminders = async () =>
      (await noticesOf(member)).filter((n) => /Reminder:|within the hour/.test(n.data.message ?? "")).length;
    // Three days away: nothing yet.
    await h.built.circles.sendReminders();
    expect(await reminders()).toBe(0);
    const startIn = (ms: number) =>
      h.database.db.execute(
        sql`update circle_occurrences set starts_at = now() + make_interval(secs => ${ms / 1000}),
          ends_at = now() + make_interval(secs => ${ms / 1000 + 3600}) where id = ${occ}`,
      );
    await startIn(20 * 3_600_000);
    expect(await h.built.circles.sendReminders()).toBeGreaterThanOrEqual(1);
    expect(await h.built.circles.sendReminders()).toBe(0);
    expect(await reminders()).toBe(1);
    await startIn(40 * 60_000);
    expect(await h.built.circles.sendReminders()).toBeGreaterThanOrEqual(1);
    expect(await h.built.circles.sendReminders()).toBe(0);
    expect(await reminders()).toBe(2);
    expect((await noticesOf(member)).some((n) => n.data.message?.includes("within the hour"))).toBe(true);
    // The host moves it to two days later: reminded again a day before the new time.
    const moved = await send(host, "POST", `/api/expert/circles/occurrences/${occ}/reschedule`, {
      startsAt: inDays(2),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await startIn(23 * 3_600_000);
    expect(await h.built.circles.sendReminders()).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toBe(3);
  }, 60_000);
});

describe("reminders by email and push", () => {
  it("the day-before reminder goes by email and to a subscribed browser, in the member's language", async () => {
    const member = await h.member();
    const browser = service.browser();
    expect((await call(h, member, "POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(201);
    expect((await call(h, member, "PUT", "/api/me/language", { locale: "hi" })).statusCode).toBe(200);
    const english = await h.member();
    const c = await hostCircle({ seats: 3, title: "Evening circle", startsAt: inDays(3) });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await book(member, occ)).statusCode).toBe(200);
    expect((await book(english, occ, "Calm sea")).statusCode).toBe(200);
    await startIn(occ, 20 * 3_600_000);
    expect(await h.built.circles.sendReminders()).toBe(2);

    const [mail] = await emailsTo(english);
    expect(mail?.subject).toBe("Tomorrow: your Saathi circle “Evening circle”");
    expect(mail?.text).toContain("Your circle “Evening circle” with Kiran Das is tomorrow.");
    expect(mail?.text).toContain("/circles/mine");
    const hindi = await get(null, `/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
    expect((hindi.json() as { subject: string }[])[0]?.subject).toMatch(/[\u0900-\u097F]/);

    const [push] = await service.waitFor(browser);
    const payload = JSON.parse(decryptPush(push?.body as Buffer, browser)) as { body: string; url: string };
    expect(payload.body).toMatch(/[\u0900-\u097F]/);
    expect(payload.body).toContain("Evening circle");
    expect(payload.url).toBe("/circles/mine");
    // Once each: nothing more until the hour before.
    expect(await h.built.circles.sendReminders()).toBe(0);
    expect(await emailsTo(english)).toHaveLength(1);
    await startIn(occ, 30 * 60_000);
    expect(await h.built.circles.sendReminders()).toBe(2);
    expect((await emailsTo(english))[0]?.subject).toBe("Within the hour: your Saathi circle “Evening circle”");
  }, 90_000);

  it("email off and Push off for bookings: only the in-app notice", async () => {
    const member = await h.member();
    const browser = service.browser();
    expect((await call(h, member, "POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(201);
    const off = { kind: "bookings", inApp: true, email: false, push: false };
    expect((await call(h, member, "PUT", "/api/settings/notifications", off)).statusCode).toBe(200);
    const c = await hostCircle({ seats: 3, title: "Quiet circle", startsAt: inDays(3) });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await book(member, occ)).statusCode).toBe(200);
    await startIn(occ, 20 * 3_600_000);
    expect(await h.built.circles.sendReminders()).toBe(1);
    expect((await noticesOf(member)).some((n) => n.data.message?.includes("Reminder:"))).toBe(true);
    expect(await emailsTo(member)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(service.to(browser)).toHaveLength(0);
  }, 60_000);
});

describe("a failed reminder email is tried again", () => {
  /** This process's count of circle reminder sends by channel and outcome. */
  const counted = async (channel: string, outcome: string) => {
    const { body } = await metrics.render();
    const line = body
      .split("\n")
      .find((l) =>
        l.startsWith(`saathi_notice_sends_total{what="circle_reminder",channel="${channel}",outcome="${outcome}"}`),
      );
    return Number(line?.split(" ").at(-1) ?? 0);
  };

  it("after a minute, on the failed channel only, exactly once; the tries are counted", async () => {
    const member = await h.member();
    const c = await hostCircle({ seats: 3, title: "Retried circle", startsAt: inDays(3) });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await book(member, occ)).statusCode).toBe(200);
    const channels = h.built.reminders.channels;
    const real = channels.get("email");
    if (!real) throw new Error("no email channel");
    let tries = 0;
    channels.plug({
      name: "email",
      allows: real.allows,
      send: async (m) => {
        if (m.booking.id !== occ) return real.send(m);
        tries++;
        if (tries === 1) throw new Error("451 4.3.0 mail server busy");
        return real.send(m);
      },
    });
    const before = { retried: await counted("email", "retried"), sent: await counted("email", "sent") };
    try {
      await startIn(occ, 20 * 3_600_000);
      const t0 = Date.now();
      expect(await h.built.circles.sendReminders()).toBeGreaterThanOrEqual(1);
      expect(tries).toBe(1);
      expect(await emailsTo(member)).toEqual([]);
      // The in-app notice went at once; the email waits for its retry.
      expect((await noticesOf(member)).some((n) => n.data.message?.includes("Reminder:"))).toBe(true);
      const rowOf = async () =>
        (
          await h.database.db.execute(
            sql`select r.status, r.attempts, r.channels, r.next_attempt_at, r.last_error from circle_reminder_retries r
              join circle_seats s on s.id = r.seat_id where s.occurrence_id = ${occ} and s.member_id = ${member.id}`,
          )
        ).rows as {
          status: string;
          attempts: number;
          channels: string[];
          next_attempt_at: string;
          last_error: string;
        }[];
      const [row] = await rowOf();
      expect(row).toMatchObject({ status: "pending", attempts: 1, channels: ["email"] });
      expect(row?.last_error).toContain("451 4.3.0 mail server busy");
      const due = Date.parse(row?.next_attempt_at ?? "");
      expect(due - t0).toBeGreaterThanOrEqual(59_000);
      expect(due - t0).toBeLessThan(90_000);
      expect(await counted("email", "retried")).toBe(before.retried + 1);

      // Not before its time; then once, and never again.
      expect(await h.built.circles.retryReminders(due - 1000)).toBe(0);
      expect(tries).toBe(1);
      expect(await h.built.circles.retryReminders(due)).toBe(1);
      expect(tries).toBe(2);
      expect(await h.built.circles.retryReminders(due + 30 * 60_000)).toBe(0);
      expect(await h.built.circles.sendReminders()).toBe(0);
      expect(tries).toBe(2);
      const mails = await emailsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Tomorrow: your Saathi circle “Retried circle”");
      expect(await rowOf()).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);
      expect(await counted("email", "sent")).toBe(before.sent + 1);
    } finally {
      channels.plug(real);
    }
  }, 90_000);
});
