// Seat holders' reminders: a day before and within the hour, once each, again after the host moves the
// meeting; in the app always, and through the reminders module's channels: by email when bookings email is
// on (not when it is off), by Web Push to a subscribed browser in the member's language (not when Push is
// off for bookings).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
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
