// A notification email that fails is kept without its words and sent again at 1, 5 and 25 minutes, once
// (however many workers run the job), written in the member's language at the time; a member who turned
// email off since gets nothing; after the last try it is failed; every send is counted; the rows go with
// either account.
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { user } from "../../platform/db/schema/auth.ts";
import { createRateLimiter } from "../../platform/http/rate-limit.ts";
import { MessageNotSentError, type OutgoingMessage } from "../../platform/mail/messenger.ts";
import { metrics } from "../../platform/observability/metrics.ts";
import { nullPublisher } from "../../platform/realtime/publisher.ts";
import { createSettingsRepository } from "../settings/settings.repository.ts";
import { createSettingsService } from "../settings/settings.service.ts";
import { createNotificationEmailRetriesRepository } from "./notification-email-retries.repository.ts";
import { createNotificationsRepository } from "./notifications.repository.ts";
import { createNotificationsService } from "./notifications.service.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h?.close());

const MINUTE = 60_000;

/** A notifications service on the test database whose messenger fails while `failing` is above zero. */
function rig() {
  const db = h.database.db;
  const sent: OutgoingMessage[] = [];
  const state = { failing: 0, tries: 0, clock: Date.now() };
  const notifications = createNotificationsService(createNotificationsRepository(db), nullPublisher, {
    settings: createSettingsService(createSettingsRepository(db)),
    messenger: {
      async sendEmail(m) {
        state.tries++;
        // A moment inside the send, so two workers would overlap if both had claimed the retry.
        await new Promise((r) => setTimeout(r, 20));
        if (state.failing > 0) {
          state.failing--;
          throw new MessageNotSentError("email");
        }
        sent.push(m);
      },
    },
    limiter: createRateLimiter(db),
    publicUrl: "http://saathi.test",
    log: pino({ level: "silent" }),
    retries: createNotificationEmailRetriesRepository(db),
    now: () => state.clock,
  });
  return { notifications, sent, state };
}

const call = (m: Member, method: "PUT" | "POST", url: string, payload: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie, origin: ORIGIN }, payload });

/** The member chooses (or refuses) email for follows. */
const followEmails = async (m: Member, email: boolean) =>
  expect(
    (await call(m, "PUT", "/api/settings/notifications", { kind: "follows", inApp: true, email })).statusCode,
  ).toBe(200);

const rowsOf = async (userId: string) =>
  (
    await h.database.db.execute(
      sql`select status, attempts, next_attempt_at, last_error from notification_email_retries where user_id = ${userId}`,
    )
  ).rows as { status: string; attempts: number; next_attempt_at: string | null; last_error: string | null }[];

const counted = async (outcome: string) => {
  const { body } = await metrics.render();
  const line = body
    .split("\n")
    .find((l) => l.startsWith(`saathi_notice_sends_total{what="notification",channel="email",outcome="${outcome}"}`));
  return Number(line?.split(" ").at(-1) ?? 0);
};
const counts = async () => ({
  sent: await counted("sent"),
  retried: await counted("retried"),
  failed: await counted("failed"),
});

describe("a failed notification email is tried again", () => {
  it("is kept without its words, not sent before it is due, then sent once in the member's language now", async () => {
    const [asha, ravi] = await Promise.all([h.member({ displayName: "Asha" }), h.member()]);
    await followEmails(ravi, true);
    const { notifications, sent, state } = rig();
    const before = await counts();
    state.failing = 1;
    await notifications.notify(ravi.id, "follow", asha.id);
    expect(state.tries).toBe(1);
    expect(sent).toEqual([]);
    const [row] = await rowsOf(ravi.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "EMAIL_NOT_SENT" });
    const due = Date.parse(row?.next_attempt_at ?? "");
    expect(due - state.clock).toBe(MINUTE);
    expect(await counts()).toEqual({ ...before, retried: before.retried + 1 });

    // The cooldown the first try spent holds back a second notify, never the retry.
    await notifications.notify(ravi.id, "follow", asha.id);
    expect(state.tries).toBe(1);

    // Ravi switches Saathi to Hindi meanwhile: the retry is written in Hindi.
    expect((await call(ravi, "PUT", "/api/me/language", { locale: "hi" })).statusCode).toBe(200);
    expect(await notifications.retryEmails(due - 1000)).toBe(0);
    expect(state.tries).toBe(1);
    // Two workers at once: one sends it.
    const other = rig();
    const runs = await Promise.all([notifications.retryEmails(due), other.notifications.retryEmails(due)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(state.tries + other.state.tries).toBe(2);
    const mails = [...sent, ...other.sent];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(ravi.email);
    expect(mails[0]?.subject).toContain("Asha");
    expect(mails[0]?.subject).not.toContain("on Saathi");
    expect(mails[0]?.text).toContain("http://saathi.test/notification");
    expect(await rowsOf(ravi.id)).toEqual([]);
    expect(await notifications.retryEmails(due + 30 * MINUTE)).toBe(0);
    expect(state.tries + other.state.tries).toBe(2);
    expect(await counts()).toEqual({ ...before, retried: before.retried + 1, sent: before.sent + 1 });
  }, 60_000);

  it("a member who turned email off meanwhile gets nothing, and the retry goes", async () => {
    const [asha, ravi] = await Promise.all([h.member(), h.member()]);
    await followEmails(ravi, true);
    const { notifications, sent, state } = rig();
    state.failing = 1;
    await notifications.notify(ravi.id, "follow", asha.id);
    expect(await rowsOf(ravi.id)).toHaveLength(1);
    await followEmails(ravi, false);
    expect(await notifications.retryEmails(state.clock + MINUTE)).toBe(0);
    expect(state.tries).toBe(1);
    expect(sent).toEqual([]);
    expect(await rowsOf(ravi.id)).toEqual([]);
  }, 60_000);

  it("someone blocked since is not emailed about", async () => {
    const [asha, ravi] = await Promise.all([h.member(), h.member()]);
    await followEmails(ravi, true);
    const { notifications, sent, state } = rig();
    state.failing = 1;
    await notifications.notify(ravi.id, "follow", asha.id);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${ravi.id}, ${asha.id})`);
    expect(await notifications.retryEmails(state.clock + MINUTE)).toBe(0);
    expect(sent).toEqual([]);
    expect(await rowsOf(ravi.id)).toEqual([]);
  }, 60_000);

  it("waits 1, 5 and 25 minutes between tries, then is failed and counted", async () => {
    const [asha, ravi] = await Promise.all([h.member(), h.member()]);
    await followEmails(ravi, true);
    const { notifications, sent, state } = rig();
    const before = await counts();
    state.failing = 99;
    const t0 = state.clock;
    await notifications.notify(ravi.id, "follow", asha.id);
    let at = t0 + MINUTE;
    for (const [attempts, wait] of [
      [2, 5],
      [3, 25],
    ] as const) {
      expect(await notifications.retryEmails(at)).toBe(0);
      const [row] = await rowsOf(ravi.id);
      expect(row).toMatchObject({ status: "pending", attempts });
      expect(Date.parse(row?.next_attempt_at ?? "")).toBe(at + wait * MINUTE);
      // Not before then.
      expect(await notifications.retryEmails(at + wait * MINUTE - 1000)).toBe(0);
      expect(state.tries).toBe(attempts);
      at += wait * MINUTE;
    }
    expect(await notifications.retryEmails(at)).toBe(0);
    expect(state.tries).toBe(4);
    expect(await rowsOf(ravi.id)).toEqual([
      { status: "failed", attempts: 4, next_attempt_at: null, last_error: "EMAIL_NOT_SENT" },
    ]);
    // Failed is final.
    expect(await notifications.retryEmails(at + 60 * MINUTE)).toBe(0);
    expect(state.tries).toBe(4);
    expect(sent).toEqual([]);
    expect(await counts()).toEqual({ sent: before.sent, retried: before.retried + 3, failed: before.failed + 1 });
  }, 60_000);

  it("the rows go with the member's account and with the actor's", async () => {
    const [asha, ravi, meera] = await Promise.all([h.member(), h.member(), h.member()]);
    await followEmails(ravi, true);
    await followEmails(meera, true);
    const { notifications, state } = rig();
    state.failing = 2;
    await notifications.notify(ravi.id, "follow", asha.id);
    await notifications.notify(meera.id, "follow", ravi.id);
    expect(await rowsOf(ravi.id)).toHaveLength(1);
    expect(await rowsOf(meera.id)).toHaveLength(1);
    await h.database.db.delete(user).where(eq(user.id, ravi.id));
    expect(await rowsOf(ravi.id)).toEqual([]);
    expect(await rowsOf(meera.id)).toEqual([]);
  }, 60_000);

  it("the app runs the retries every minute", () => {
    expect(h.built.periodicJobs.find((j) => j.name === "notifications-email-retries")).toMatchObject({
      cron: "* * * * *",
    });
  });
});
