// A cancelled paid session tells the truth everywhere: both people are told in the app and by email where
// the refund stands (refunded, or not yet and retried); the session stays listed under Cancelled with the
// refund's state and amount; the refund is a line of the member's payments history; every path (member,
// expert, admin suspension, a payment after its hold) goes through the same notices. And the console's
// money figures equal what the payments and refunds rows say, through the payouts ledger's ledgerLine.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { bookAndPay, createBooking, payInSandbox, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { ledgerLine } from "../../platform/payments/money.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let admin: Member;
let slot = 0;

type Note = { type: string; data: { bookingId?: string; message?: string } };
type Mail = { subject: string; text: string };
type Item = {
  bookingId: string;
  status: string;
  refundState: string;
  refunds: { refunded: number; pending: number };
  cancelledBy: string | null;
};
type Line = { kind: string; bookingId: string; amount: number; state: string };

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const notes = async (m: Member, bookingId: string) =>
  ((await get(m, "/api/notifications")).json().items as Note[]).filter((n) => n.data.bookingId === bookingId);
const outbox = async (m: Member) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(m.email)}` })).json() as Mail[];
const cancel = (m: Member, bookingId: string, reason?: string) =>
  h.post(`/api/bookings/${bookingId}/cancel`, reason ? { reason } : {}, { cookie: m.cookie });
const memberList = async (m: Member) =>
  (await get(m, "/api/bookings")).json() as {
    cancelled: Item[];
    counts: { cancelled: number };
    upcoming: Item[];
  };
const expertCancelled = async (m: Member) =>
  ((await get(m, "/api/expert/bookings?tab=cancelled")).json().items as Item[]) ?? [];
const payments = async (m: Member, bookingId: string) =>
  ((await get(m, "/api/bookings/payments")).json().items as Line[]).filter((l) => l.bookingId === bookingId);
const paid = async (who: Member = asha, ex: Member = expert) => (await bookAndPay(h, who, ex.id, slot++)).bookingId;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  asha = await h.member({ displayName: "Asha Test" });
  admin = await staffMember(h);
}, 120_000);
afterAll(() => h?.close());

describe("a member cancels a paid session", () => {
  it("both are told in the app and by email that ₹1,000 was refunded; it stays under Cancelled; payments history shows it", async () => {
    const id = await paid();
    const res = await cancel(asha, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "CANCELLED", refundStatus: "refunded" });

    const mine = await notes(asha, id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.type).toBe("booking_cancelled");
    expect(mine[0]?.data.message).toContain("was cancelled by you");
    expect(mine[0]?.data.message).toContain("₹1,000 has been refunded");
    const theirs = (await notes(expert, id)).filter((n) => n.type === "booking_cancelled");
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.data.message).toContain("was cancelled by the member");
    expect(theirs[0]?.data.message).toContain("refunded ₹1,000 in full");

    const memberMail = (await outbox(asha)).find((m) => m.subject.startsWith("Your Saathi session on"));
    expect(memberMail?.text).toContain("₹1,000 has been refunded");
    const expertMail = (await outbox(expert)).find((m) => m.subject.startsWith("Your Saathi session on"));
    expect(expertMail?.text).toContain("refunded ₹1,000 in full");

    const list = await memberList(asha);
    expect(list.upcoming.map((b) => b.bookingId)).not.toContain(id);
    const item = list.cancelled.find((b) => b.bookingId === id);
    expect(item).toMatchObject({
      status: "CANCELLED",
      cancelledBy: "member",
      refundState: "refunded",
      refunds: { refunded: 100_000, pending: 0 },
    });
    expect(list.counts.cancelled).toBe(list.cancelled.length);
    expect((await expertCancelled(expert)).find((b) => b.bookingId === id)).toMatchObject({
      refundState: "refunded",
      refunds: { refunded: 100_000, pending: 0 },
    });

    const lines = await payments(asha, id);
    expect(lines.map(({ kind, amount, state }) => ({ kind, amount, state }))).toEqual([
      { kind: "refund", amount: 100_000, state: "refunded" },
      { kind: "payment", amount: 100_000, state: "paid" },
    ]);
  }, 120_000);

  it("respects the member's choice: no email when bookings email is off, the in-app notice still comes", async () => {
    const ravi = await h.member();
    const id = await paid(ravi);
    await h.database.db.execute(sql`insert into notification_preferences (user_id, kind, in_app, email)
      values (${ravi.id}, 'bookings', true, false)
      on conflict (user_id, kind) do update set email = false`);
    expect((await cancel(ravi, id)).statusCode).toBe(200);
    expect(await notes(ravi, id)).toHaveLength(1);
    expect((await outbox(ravi)).filter((m) => m.subject.startsWith("Your Saathi session on"))).toEqual([]);
  }, 120_000);
});

describe("a refund that does not go through at first", () => {
  it("is told as retrying (not refunded) to both, listed so, and told done when the job sends it", async () => {
    const id = await paid();
    const spy = vi.spyOn(h.built.payments.gateway, "refund").mockRejectedValueOnce(new Error("gateway down"));
    const res = await cancel(expert, id, "I am not feeling well.");
    spy.mockRestore();
    expect(res.json()).toMatchObject({ refundStatus: "pending" });

    expect((await notes(asha, id))[0]?.data.message).toContain("has not gone through yet");
    expect((await notes(asha, id))[0]?.data.message).toContain("cancelled by the expert");
    expect((await notes(expert, id))[0]?.data.message).toContain("refund of ₹1,000 is on its way");
    expect((await memberList(asha)).cancelled.find((b) => b.bookingId === id)).toMatchObject({
      refundState: "retrying",
      refunds: { refunded: 0, pending: 100_000 },
    });
    expect((await payments(asha, id)).find((l) => l.kind === "refund")).toMatchObject({
      amount: 100_000,
      state: "retrying",
    });

    await h.built.jobs.reconcile(0);
    expect((await memberList(asha)).cancelled.find((b) => b.bookingId === id)?.refundState).toBe("refunded");
    expect((await payments(asha, id)).find((l) => l.kind === "refund")?.state).toBe("refunded");
    const done = (await notes(asha, id)).find((n) => n.type === "refund");
    expect(done?.data.message).toContain("Your refund of ₹1,000");
    expect(done?.data.message).toContain("has gone through");
  }, 120_000);
});

describe("every path tells the same way", () => {
  it("an admin's suspension: both told in the app, the member's session listed as cancelled by Saathi", async () => {
    const other = await publishedExpert(h, { fullName: "Leaving Soon" });
    const id = (await bookAndPay(h, asha, other.id, 0)).bookingId;
    const res = await h.post(
      `/api/admin/experts/${other.id}/suspend`,
      { reason: "Under review." },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect((await notes(asha, id))[0]?.data.message).toContain("was cancelled by Saathi");
    expect((await notes(asha, id))[0]?.data.message).toContain("₹1,000 has been refunded");
    expect((await notes(other, id))[0]?.data.message).toContain("was cancelled by Saathi");
    expect((await memberList(asha)).cancelled.find((b) => b.bookingId === id)).toMatchObject({
      cancelledBy: "admin",
      refundState: "refunded",
    });
  }, 120_000);

  it("a payment that arrives after its hold ended: the member is told it was given back, and it is in the history", async () => {
    const startsAt = (await slotsOf(h, expert.id))[slot++] as string;
    const created = (await createBooking(h, asha, { expertId: expert.id, startsAt })).json();
    await h.database.db.execute(
      sql`update bookings set status = 'EXPIRED', hold_expires_at = now() - interval '1 minute' where id = ${created.bookingId}`,
    );
    const v = await verify(h, asha, created.bookingId, await payInSandbox(h, asha, created.orderId));
    expect(v.statusCode).toBe(409);
    const told = (await notes(asha, created.bookingId)).find((n) => n.type === "refund");
    expect(told?.data.message).toContain("arrived after the hold");
    expect(told?.data.message).toContain("refunded in full");
    expect((await payments(asha, created.bookingId)).map((l) => `${l.kind}:${l.state}`)).toEqual([
      "refund:refunded",
      "payment:paid",
    ]);
  }, 120_000);
});

describe("the console's money figures", () => {
  it("equal the payments and refunds rows through ledgerLine (cancellation, admin partial, admin then cancel)", async () => {
    // One more of each kind of money on top of what the tests above made this week.
    const partial = await paid();
    const r = await h.post(
      `/api/admin/bookings/${partial}/refunds`,
      { amount: 30_000, reason: "Cut short", idempotencyKey: randomUUID() },
      { cookie: admin.cookie },
    );
    expect(r.json().refund.status).toBe("refunded");
    const thenCancelled = await paid();
    await h.post(
      `/api/admin/bookings/${thenCancelled}/refunds`,
      { amount: 20_000, reason: "Late start", idempotencyKey: randomUUID() },
      { cookie: admin.cookie },
    );
    expect((await cancel(asha, thenCancelled)).json().refundStatus).toBe("refunded");
    await paid(); // taken, nothing given back

    const { rows } = await h.database.db.execute<{
      id: string;
      status: string;
      refund_status: string;
      amount: number;
      tax: number;
      commission: number;
      earning: number;
    }>(sql`select id, status, refund_status, amount, tax, commission, earning from payments
      where status in ('captured', 'refunded')`);
    const refundRows = (
      await h.database.db.execute<{ payment_id: string; amount: number }>(
        sql`select payment_id, amount from refunds where status = 'refunded'`,
      )
    ).rows;
    let gross = 0;
    let refunds = 0;
    let count = 0;
    for (const p of rows) {
      const inRows = refundRows.filter((x) => x.payment_id === p.id);
      const byRows = inRows.reduce((s, x) => s + x.amount, 0);
      const whole = p.status === "refunded" || p.refund_status === "refunded";
      const line = ledgerLine(p, whole ? p.amount : byRows);
      gross += line.gross;
      refunds += line.refunds;
      count += inRows.length + (whole && p.amount > byRows ? 1 : 0);
    }
    // Sanity: the rows hold what the paths above did (5 cancelled or late, 1 partial, 1 partial + cancel).
    expect(refunds).toBeGreaterThanOrEqual(5 * 100_000 + 30_000 + 100_000);

    const d = (await get(admin, "/api/admin/dashboard")).json();
    expect(d.refundsThisWeek).toEqual({ count, paise: refunds });
    expect(d.revenue).toEqual({ weekPaise: gross - refunds, monthPaise: gross - refunds });
  }, 180_000);
});
