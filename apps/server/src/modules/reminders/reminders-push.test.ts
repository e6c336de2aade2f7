// Reminders reach a member's subscribed browser by Web Push (the push part plugged into the
// reminder channels), in the member's language, logged like the other channels; a member without a
// browser gets no push row, and one who turned Push off for bookings is logged as skipped with why.
import { REMINDER_REASONS_TEXT } from "@saathi/contract/reminders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { confirmedAt, done, HOUR, logOf, R, setupReminders, tick } from "../../../test/reminders-fixture.ts";
import { decryptPush, startTestPushService, type TestPushService, verifyVapid } from "../push/test-push-service.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let ravi: Member;
let service: TestPushService;

beforeAll(async () => {
  ({ h, expert, asha, ravi } = await setupReminders());
  service = await startTestPushService();
});
afterAll(async () => {
  await R.h?.close();
  await service?.close();
});

describe("reminders by Web Push", () => {
  it("the confirmation reaches a subscribed browser in the member's language and is logged as sent", async () => {
    const browser = service.browser();
    expect((await call(h, asha, "POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(201);
    expect((await call(h, asha, "PUT", "/api/me/language", { locale: "hi" })).statusCode).toBe(200);
    const id = await confirmedAt(asha, expert.id, Date.now() + 3 * 24 * HOUR);
    const queued = (await logOf(asha, id)).reminders.find((r) => r.recipient === "member" && r.kind === "confirmation");
    expect(queued?.deliveries.map((d) => d.channel)).toEqual(["in_app", "email", "push"]);

    await tick(Date.now());
    const [push] = await service.waitFor(browser);
    expect(verifyVapid(push?.headers.authorization as string).aud).toBe(service.origin);
    const payload = JSON.parse(decryptPush(push?.body as Buffer, browser)) as {
      title: string;
      body: string;
      url: string;
    };
    expect(payload.title).toMatch(/[\u0900-\u097F]/);
    expect(payload.title).toContain("Kiran Das");
    expect(payload.body).toMatch(/[\u0900-\u097F]/);
    expect(payload.url).toBe("/booking");
    const sent = (await logOf(asha, id)).reminders.find((r) => r.recipient === "member" && r.kind === "confirmation");
    expect(sent?.deliveries.filter((d) => d.channel === "push").map((d) => d.status)).toContain("sent");
    await done(id);
  });

  it("no browser: no push row; Push off for bookings: skipped with the reason", async () => {
    const id = await confirmedAt(ravi, expert.id, Date.now() + 4 * 24 * HOUR);
    const none = (await logOf(ravi, id)).reminders.find((r) => r.recipient === "member" && r.kind === "confirmation");
    expect(none?.deliveries.map((d) => d.channel)).toEqual(["in_app", "email"]);
    await done(id);

    const browser = service.browser();
    expect((await call(h, ravi, "POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(201);
    const off = { kind: "bookings", inApp: true, email: true, push: false };
    expect((await call(h, ravi, "PUT", "/api/settings/notifications", off)).statusCode).toBe(200);
    const later = await confirmedAt(ravi, expert.id, Date.now() + 5 * 24 * HOUR);
    await tick(Date.now());
    const row = (await logOf(ravi, later)).reminders.find((r) => r.recipient === "member" && r.kind === "confirmation");
    const push = row?.deliveries.filter((d) => d.channel === "push") ?? [];
    expect(push.map((d) => [d.status, d.error])).toEqual([["skipped", REMINDER_REASONS_TEXT.pushOff]]);
    expect(service.to(browser)).toHaveLength(0);
    await done(later);
  });
});
