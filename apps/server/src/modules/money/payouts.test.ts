// The payouts ledger against the expert's money panel, to the paisa; month bounds in
// Asia/Kolkata; CSV; mark paid once with an audit row. Also the console's bookings search.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let asha: Member;
let admin: Member;
const ids: string[] = [];
const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const refund = (bookingId: string, amount: number) =>
  h.post(
    `/api/admin/bookings/${bookingId}/refunds`,
    { amount, reason: "Goodwill refund", idempotencyKey: randomUUID() },
    { cookie: admin.cookie },
  );
const moveTo = (id: string, startUtc: string) =>
  h.database.db.execute(sql`update bookings set starts_at = ${startUtc}::timestamptz,
    ends_at = ${startUtc}::timestamptz + interval '1 hour' where id = ${id}`);

beforeAll(async () => {
  h = await startHarness();
  // An odd price (₹777) so every rounding shows.
  expert = await publishedExpert(h, { fullName: "Kiran Das", hourlyRate: 777 });
  asha = await h.member();
  admin = await staffMember(h);
  for (let i = 0; i < 5; i++) ids.push((await bookAndPay(h, asha, expert.id, i)).bookingId);
  // October 2026 in IST: 1 Oct 00:00 IST is 30 Sep 18:30 UTC; 1 Nov 00:30 IST is still 31 Oct UTC.
  await moveTo(ids[0] as string, "2026-09-30T18:30:00Z"); // first instant of October (IST)
  await moveTo(ids[1] as string, "2026-10-10T06:00:00Z");
  await moveTo(ids[2] as string, "2026-10-20T06:00:00Z");
  await moveTo(ids[3] as string, "2026-10-31T19:00:00Z"); // 1 Nov 00:30 IST: November
  await moveTo(ids[4] as string, "2026-09-30T17:00:00Z"); // 30 Sep 22:30 IST: September
  await refund(ids[1] as string, 12_345);
  await refund(ids[2] as string, 77_700);
});
afterAll(() => h?.close());

describe("payouts ledger", () => {
  it("one expert's month matches the expert's money panel to the paisa", async () => {
    const res = await get(admin, `/api/admin/payouts/${expert.id}?month=2026-10`);
    expect(res.statusCode).toBe(200);
    const ledger = res.json();
    expect(ledger.lines.map((l: { bookingId: string }) => l.bookingId)).toEqual([ids[0], ids[1], ids[2]]);
    const panel = (await get(expert, "/api/expert/bookings?tab=completed&limit=100")).json().items;
    for (const line of ledger.lines) {
      const item = panel.find((b: { bookingId: string }) => b.bookingId === line.bookingId);
      expect({ gross: line.gross, ...item.moneyAfterRefunds }).toEqual({
        gross: item.money.amount,
        tax: line.tax,
        commission: line.commission,
        refunds: line.refunds,
        net: line.net,
      });
      expect(line.gross - line.refunds - line.tax - line.commission).toBe(line.net);
    }
    // 77,700 paise: GST 18% inside = 11,853; commission 20% of the rest = 13,169; earning 52,678.
    const first = ledger.lines[0];
    expect(first).toMatchObject({ gross: 77_700, tax: 11_853, commission: 13_169, refunds: 0, net: 52_678 });
    expect(ledger.lines[2]).toMatchObject({ refunds: 77_700, tax: 0, commission: 0, net: 0 });
    const t = ledger.totals;
    expect(t.sessions).toBe(3);
    expect(t.gross).toBe(3 * 77_700);
    expect(t.refunds).toBe(12_345 + 77_700);
    expect(t.net).toBe(ledger.lines.reduce((s: number, l: { net: number }) => s + l.net, 0));
    expect(t.gross - t.refunds - t.tax - t.commission).toBe(t.net);
  });

  it("the month list shows the same totals; CSV has rupees with 2 decimals and escapes", async () => {
    const month = (await get(admin, "/api/admin/payouts?month=2026-10")).json();
    const expertTotals = (await get(admin, `/api/admin/payouts/${expert.id}?month=2026-10`)).json().totals;
    expect(month.rows).toHaveLength(1);
    expect(month.rows[0]).toMatchObject({ ...expertTotals, paid: null });
    const csv = await get(admin, "/api/admin/payouts.csv?month=2026-10");
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("expert,email,month,sessions,gross,gst,commission,refunds,net,paid_reference");
    expect(lines[1]).toContain(`,2026-10,3,2331.00,`);
    expect(lines[1]).toContain(`,${((12_345 + 77_700) / 100).toFixed(2)},`);
    const one = await get(admin, `/api/admin/payouts/${expert.id}/export.csv?month=2026-10`);
    expect(one.body.split("\r\n")[1]).toMatch(/^2026-10-01 00:00,/);
    expect((await get(admin, "/api/admin/payouts?month=2026-13")).statusCode).toBe(400);
  });

  it("marks a finished month paid once, with a snapshot and an audit row", async () => {
    const path = `/api/admin/payouts/${expert.id}/2026-10/mark-paid`;
    const res = await h.post(path, { reference: "NEFT-OCT-001" }, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const totals = (await get(admin, `/api/admin/payouts/${expert.id}?month=2026-10`)).json();
    expect(totals.paid).toMatchObject({ reference: "NEFT-OCT-001", net: totals.totals.net, sessions: 3 });
    expect((await h.post(path, { reference: "NEFT-OCT-001" }, { cookie: admin.cookie })).statusCode).toBe(200);
    const other = await h.post(path, { reference: "NEFT-OCT-002" }, { cookie: admin.cookie });
    expect(other.statusCode).toBe(409);
    const audit = (
      await h.database.db.execute(
        sql`select action, target_type, after from audit_log where action = 'payout.mark_paid'`,
      )
    ).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ expertId: expert.id, month: "2026-10", reference: "NEFT-OCT-001" });
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 7);
    const early = await h.post(
      `/api/admin/payouts/${expert.id}/${future}/mark-paid`,
      { reference: "X-123" },
      { cookie: admin.cookie },
    );
    expect(early.statusCode).toBe(422);
    const empty = await h.post(
      `/api/admin/payouts/${expert.id}/2025-01/mark-paid`,
      { reference: "X-123" },
      { cookie: admin.cookie },
    );
    expect(empty.json().code).toBe("NOTHING_TO_PAY");
    expect((await get(admin, `/api/admin/payouts/${asha.id}?month=2026-10`)).statusCode).toBe(404);
  });
});

describe("bookings search", () => {
  it("filters by member, expert, dates, status, payment and refund state, and finds gateway ids", async () => {
    const all = (await get(admin, "/api/admin/bookings?pageSize=10")).json();
    expect(all).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 10 });
    expect(all.rows[0].startsAt >= all.rows[1].startsAt).toBe(true);
    const row = all.rows.find((r: { id: string }) => r.id === ids[1]);
    expect(row).toMatchObject({
      refundState: "partial",
      refunded: 12_345,
      paymentStatus: "captured",
      member: { email: asha.email },
    });
    expect(row.gatewayPaymentId).toMatch(/^pay_sbx_/);
    expect(row.gatewayRefundIds).toHaveLength(1);
    const q = async (s: string) => (await get(admin, `/api/admin/bookings?${s}`)).json();
    expect((await q(`member=${encodeURIComponent(asha.email)}`)).total).toBe(5);
    expect((await q("expert=nobody-like-this")).total).toBe(0);
    expect((await q("refund=partial")).rows.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await q("refund=refunded")).rows.map((r: { id: string }) => r.id)).toEqual([ids[2]]);
    expect((await q("payment=refunded")).total).toBe(1);
    expect((await q("refund=none")).total).toBe(3);
    expect((await q("from=2026-10-01&to=2026-10-31")).total).toBe(3);
    expect((await q("status=CONFIRMED&dir=asc")).rows[0].id).toBe(ids[4]);
    expect((await q(`q=${row.gatewayPaymentId}`)).rows.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    expect((await get(admin, "/api/admin/bookings?status=NOPE")).statusCode).toBe(400);
  });

  it("says when a name matches more people than the search looks at, and not for one person's email", async () => {
    // 501 accounts whose email contains "capped-name": more than ADMIN_BOOKINGS_PEOPLE_CAP.
    await h.database.db.execute(sql`insert into "user" (id, name, email, email_verified)
      select gen_random_uuid(), 'Capped ' || i, 'capped-name' || i || '@test.local', true from generate_series(1, 501) i`);
    const many = (await get(admin, "/api/admin/bookings?member=capped-name")).json();
    expect(many).toMatchObject({ total: 0, peopleCapped: true });
    const one = (await get(admin, `/api/admin/bookings?member=${encodeURIComponent(asha.email)}`)).json();
    expect(one).toMatchObject({ total: 5, peopleCapped: false });
  });

  it("one booking: split, refunds, what is left and a timeline", async () => {
    const d = (await get(admin, `/api/admin/bookings/${ids[1]}`)).json();
    expect(d.split).toEqual({ amount: 77_700, tax: 11_853, commission: 13_169, earning: 52_678 });
    expect(d.refundable).toBe(77_700 - 12_345);
    expect(d.refunds).toHaveLength(1);
    expect(d.timeline.map((e: { label: string }) => e.label).join(" | ")).toMatch(/Payment captured.*Refund of/);
    // Staff reading the console in Hindi get the story in Hindi.
    const hindi = await h.app.inject({
      url: `/api/admin/bookings/${ids[1]}`,
      headers: { cookie: admin.cookie, "x-saathi-lang": "hi" },
    });
    const labels = hindi.json().timeline.map((e: { label: string }) => e.label);
    expect(labels[0]).toBe("बुक हुआ; पेमेंट के लिए स्लॉट रोका गया");
    expect(labels.join(" | ")).toMatch(/पेमेंट मिल गया \(₹[\d,.]+\).*का रिफ़ंड माँगा गया/);
  });

  it("every money endpoint refuses visitors, members, experts and admins without a second factor", async () => {
    const noTotp = await staffWithoutSecondFactor(h);
    const id = ids[0] as string;
    const gets = [
      "/api/admin/bookings",
      `/api/admin/bookings/${id}`,
      "/api/admin/payouts?month=2026-10",
      "/api/admin/payouts.csv?month=2026-10",
      `/api/admin/payouts/${expert.id}?month=2026-10`,
      `/api/admin/payouts/${expert.id}/export.csv?month=2026-10`,
    ];
    const posts = [`/api/admin/bookings/${id}/refunds`, `/api/admin/payouts/${expert.id}/2026-10/mark-paid`];
    for (const [who, code] of [
      [null, 401],
      [asha, 403],
      [expert, 403],
      [noTotp, 403],
    ] as const) {
      for (const url of gets) expect((await get(who, url)).statusCode, url).toBe(code);
      for (const url of posts)
        expect((await h.post(url, {}, who ? { cookie: who.cookie } : {})).statusCode, url).toBe(code);
    }
  });
});
