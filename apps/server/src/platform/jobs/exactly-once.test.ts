// Background jobs exactly once across two nodes: two app instances on one database run
// the same job at the same moment (reminders, hold expiry, payment reconciliation) and each effect
// happens once; a one-off pg-boss job queued once is worked once by two workers.
//
// Periodic jobs are scheduled with pg-boss: every node calls boss.schedule() for the same cron, and
// pg-boss files each cron occurrence under one singleton key per 60-second slot (timekeeper.js,
// occurrenceKey: "what keeps two instances sending the same occurrence from creating two jobs"), and
// fetches jobs with FOR UPDATE SKIP LOCKED, so one occurrence is worked by one node. The job bodies
// below are made safe on their own anyway (a node may call them directly, and a job may be retried).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, payInSandbox, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import type { BuiltApp } from "../../app.ts";
import { createJobQueue, type Scheduler, startScheduler } from "./scheduler.ts";

let h: Harness;
let second: BuiltApp;
let expert: Member;
const log = pino({ level: "silent" });
const HOUR = 3_600_000;

beforeAll(async () => {
  h = await startHarness();
  // A second node: its own app and pool on the same database, the same configuration.
  second = await h.secondNode();
  expert = await publishedExpert(h, { fullName: "Twin Node Expert" });
});
afterAll(() => h?.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await h.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

/**
 * A held booking of a new member on the expert's `slot`-th free slot (one hold each, under the cap), or
 * on `at` (holds made at the same time take their slots from one list, or two would race for one).
 */
async function hold(slot: number, at?: string) {
  const m = await h.member();
  const startsAt = at ?? ((await slotsOf(h, expert.id))[slot] as string);
  const res = await createBooking(h, m, { expertId: expert.id, startsAt });
  expect(res.statusCode).toBe(200);
  return { member: m, ...(res.json() as { bookingId: string; orderId: string }) };
}

describe("hold expiry on two nodes at once", () => {
  it("each lapsed hold is expired by exactly one of them", async () => {
    const free = await slotsOf(h, expert.id);
    const holds = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => hold(i, free[i])));
    const ids = holds.map((x) => x.bookingId);
    await h.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    const spy = (jobs: BuiltApp["jobs"]) => jobs.expireHolds();
    const counts = await Promise.all([spy(h.built.jobs), spy(second.jobs), spy(h.built.jobs), spy(second.jobs)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(ids.length);
    const expired = await count(
      sql`select count(*)::int as n from bookings where status = 'EXPIRED' and id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    expect(expired).toBe(ids.length);
  });
});

describe("payment reconciliation on two nodes at once", () => {
  it("a paid order nobody verified is confirmed once: one notification, one set of reminders, no refund", async () => {
    // One list for the three holds made at once (each fetching its own, a hold landing first shifts the others' indices onto one slot).
    const free = await slotsOf(h, expert.id);
    const orders = await Promise.all(
      [6, 7, 8].map(async (i) => {
        const b = await hold(i, free[i]);
        return { ...b, paid: await payInSandbox(h, b.member, b.orderId) };
      }),
    );
    await Promise.all([
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
    ]);
    for (const o of orders) {
      const row = (
        await h.database.db.execute<{ status: string; pay_status: string; refund_status: string }>(sql`
          select b.status, p.status as pay_status, p.refund_status from bookings b join payments p on p.booking_id = b.id
          where b.id = ${o.bookingId}`)
      ).rows[0];
      expect(row).toEqual({ status: "CONFIRMED", pay_status: "captured", refund_status: "none" });
      expect(
        await count(sql`select count(*)::int as n from notifications
          where user_id = ${expert.id} and type = 'booking' and data->>'booking_id' = ${o.bookingId}`),
      ).toBe(1);
      expect(
        await count(sql`select count(*)::int as n from sandbox_refunds where payment_id = ${o.paid.paymentId}`),
      ).toBe(0);
      // One reminder of each kind per person, not one per node.
      const dupes = await count(sql`select count(*)::int as n from (
          select recipient_id, kind from session_reminders where booking_id = ${o.bookingId}
          group by recipient_id, kind having count(*) > 1) d`);
      expect(dupes).toBe(0);
    }
  });

  it("a payment whose hold lapsed is refunded once, never confirmed", async () => {
    const b = await hold(9);
    const paid = await payInSandbox(h, b.member, b.orderId);
    await h.database.db.execute(sql`update bookings set status = 'EXPIRED' where id = ${b.bookingId}`);
    await Promise.all([
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
    ]);
    expect(await count(sql`select count(*)::int as n from sandbox_refunds where payment_id = ${paid.paymentId}`)).toBe(
      1,
    );
    const row = (
      await h.database.db.execute<{ status: string; pay_status: string }>(sql`
        select b.status, p.status as pay_status from bookings b join payments p on p.booking_id = b.id where b.id = ${b.bookingId}`)
    ).rows[0];
    expect(row).toEqual({ status: "EXPIRED", pay_status: "refunded" });
    expect(
      await count(sql`select count(*)::int as n from notifications
        where user_id = ${expert.id} and type = 'booking' and data->>'booking_id' = ${b.bookingId}`),
    ).toBe(0);
  });

  it("a refund left pending is retried by both nodes and made once", async () => {
    const b = await hold(10);
    const paid = await payInSandbox(h, b.member, b.orderId);
    expect((await verify(h, b.member, b.bookingId, paid)).statusCode).toBe(200);
    // As a cancellation whose refund call failed leaves it.
    await h.database.db.execute(sql`update payments set refund_status = 'pending' where booking_id = ${b.bookingId}`);
    await Promise.all([
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
      h.built.jobs.reconcile(0),
      second.jobs.reconcile(0),
    ]);
    expect(await count(sql`select count(*)::int as n from sandbox_refunds where payment_id = ${paid.paymentId}`)).toBe(
      1,
    );
  });
});

describe("reminders on two nodes at once", () => {
  it("each due reminder is sent once (one email per person per reminder), whichever node claims it", async () => {
    const client = await h.member();
    const startsAt = Date.now() + 30 * HOUR;
    const bookings: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { rows } = await h.database.db.execute<{ id: string }>(sql`
        insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount,
          provider, hold_expires_at)
        values (${expert.id}, ${client.id}, ${new Date(startsAt + i * 2 * HOUR).toISOString()},
          ${new Date(startsAt + i * 2 * HOUR + HOUR).toISOString()}, 'CONFIRMED', 'video', 'English', 100000, 'sandbox', now())
        returning id`);
      const id = rows[0]?.id as string;
      await h.built.reminders.service.schedule(id);
      bookings.push(id);
    }
    const list = sql.raw(`('${bookings.join("','")}')`);
    const at = Date.now() + 1000;
    const mine = await count(sql`select count(*)::int as n from session_reminders
      where booking_id in ${list} and status = 'pending' and next_attempt_at <= ${new Date(at).toISOString()}::timestamptz`);
    expect(mine).toBeGreaterThanOrEqual(16);
    // Everything due by then, other tests' bookings included: the ticks claim all of it, once.
    const due = await count(sql`select count(*)::int as n from session_reminders
      where status = 'pending' and next_attempt_at <= ${new Date(at).toISOString()}::timestamptz`);
    const mailsBefore = await count(sql`select count(*)::int as n from dev_outbox where "to" = ${client.email}`);
    // Several ticks of each node at the same instant, as two busy processes would overlap.
    const w1 = h.built.reminders.worker;
    const w2 = second.reminders.worker;
    const results = await Promise.all([w1.tick(at), w2.tick(at), w1.tick(at), w2.tick(at)]);
    const claimed = results.reduce((a, r) => a + r.claimed, 0);
    const sentRows = await count(sql`select count(*)::int as n from session_reminders
      where booking_id in ${list} and status = 'sent' and attempts = 1`);
    expect(claimed).toBe(due);
    expect(sentRows).toBe(mine);
    // The client's emails: exactly one per reminder meant for the client that was due.
    const clientDue = await count(sql`select count(*)::int as n from session_reminders
      where booking_id in ${list} and recipient_id = ${client.id} and status = 'sent'`);
    const mails = await count(sql`select count(*)::int as n from dev_outbox where "to" = ${client.email}`);
    expect(mails - mailsBefore).toBe(clientDue);
    const repeated = await count(sql`select count(*)::int as n from (
      select subject, text from dev_outbox where "to" = ${client.email} group by subject, text having count(*) > 1) d`);
    expect(repeated).toBe(0);
  });
});

describe("a one-off pg-boss job with two workers", () => {
  let schedulers: Scheduler[] = [];
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
  });

  it("each job sent once is worked once, by one of the two nodes", async () => {
    const runs: { id: string; node: string }[] = [];
    const queues = ["node-1", "node-2"].map((node) => {
      const q = createJobQueue(log);
      q.register({
        name: "exactly-once-probe",
        run: async ({ id }) => {
          await new Promise((r) => setTimeout(r, 10));
          runs.push({ id: id ?? "", node });
        },
      });
      return q;
    });
    // One after the other: the first creates pg-boss's schema.
    for (const q of queues) schedulers.push(await startScheduler(h.database.url, [], log, q));
    // pg-boss takes one job per poll (2 s) per worker here: 10 jobs keep this test near 10 s.
    const ids = Array.from({ length: 10 }, () => randomUUID());
    await Promise.all(
      ids.map((id, i) => (queues[i % 2] as (typeof queues)[number]).send("exactly-once-probe", { id })),
    );
    const end = Date.now() + 30_000;
    while (runs.length < ids.length && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // A little longer: a second run of any job would show up now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs.map((r) => r.id).sort()).toEqual([...ids].sort());
    console.log(
      `pg-boss one-off jobs: ${ids.length} sent, ${runs.length} runs (node-1 ${runs.filter((r) => r.node === "node-1").length}, node-2 ${runs.filter((r) => r.node === "node-2").length})`,
    );
    const stopping = schedulers;
    schedulers = [];
    for (const s of stopping) await s.stop();
  }, 60_000);
});
