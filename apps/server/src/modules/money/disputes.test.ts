// 'Report a problem' end to end: the member reports within 7 days of a finished session,
// the expert answers once, the admin resolves (partial refund through the refund service), both
// sides are told; permissions for other members, other experts and visitors; audit rows.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let otherExpert: Member;
let asha: Member;
let ravi: Member;
let admin: Member;
let slot = 0;
const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const report = (
  m: Member | null,
  id: string,
  body: object = { category: "late", description: "The expert joined 25 minutes late." },
) => h.post(`/api/bookings/${id}/dispute`, body, m ? { cookie: m.cookie } : {});
const reply = (m: Member | null, id: string, message = "My internet failed; I apologise.") =>
  h.post(`/api/bookings/${id}/dispute/reply`, { message }, m ? { cookie: m.cookie } : {});
/** A paid session moved into the past: ended about `hoursAgo` hours ago (short, so none overlap). */
let past = 0;
const finished = async (hoursAgo = 2) => {
  const { bookingId } = await bookAndPay(h, asha, expert.id, slot++);
  const end = sql`now() - make_interval(hours => ${hoursAgo}) - make_interval(mins => ${2 * past++})`;
  await h.database.db.execute(
    sql`update bookings set starts_at = ${end} - interval '1 minute', ends_at = ${end} where id = ${bookingId}`,
  );
  return bookingId;
};

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Kiran Das" });
  otherExpert = await publishedExpert(h, { fullName: "Meera Rao" });
  asha = await h.member();
  ravi = await h.member();
  admin = await staffMember(h);
});
afterAll(() => h?.close());

describe("reporting a problem", () => {
  it("the member reports once; the expert sees it and answers once; others get 404", async () => {
    const id = await finished();
    expect((await report(null, id)).statusCode).toBe(401);
    expect((await report(ravi, id)).statusCode).toBe(404);
    expect((await report(expert, id)).statusCode).toBe(404);
    const res = await report(asha, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: "late", status: "open", expertReply: null });
    const dup = await report(asha, id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("DISPUTE_EXISTS");

    const notes = (await get(expert, "/api/notifications")).json().items;
    expect(notes.some((n: { type: string }) => n.type === "dispute")).toBe(true);
    const seen = (await get(expert, "/api/expert/bookings?tab=completed"))
      .json()
      .items.find((b: { bookingId: string }) => b.bookingId === id);
    expect(seen.dispute).toMatchObject({ category: "late", description: "The expert joined 25 minutes late." });
    expect((await get(ravi, `/api/bookings/${id}/dispute`)).statusCode).toBe(404);
    expect((await get(otherExpert, `/api/bookings/${id}/dispute`)).statusCode).toBe(404);
    expect((await get(asha, `/api/bookings/${id}/dispute`)).statusCode).toBe(200);

    expect((await reply(asha, id)).statusCode).toBe(403);
    expect((await reply(otherExpert, id)).statusCode).toBe(404);
    expect((await reply(null, id)).statusCode).toBe(401);
    const answered = await reply(expert, id);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().expertReply).toBe("My internet failed; I apologise.");
    const twice = await reply(expert, id, "Another answer");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("ALREADY_REPLIED");
    const member = (await get(asha, "/api/bookings"))
      .json()
      .completed.find((b: { bookingId: string }) => b.bookingId === id);
    expect(member.dispute.expertReply).toBe("My internet failed; I apologise.");
  });

  it("only finished sessions, and only within 7 days after them", async () => {
    const { bookingId: upcoming } = await bookAndPay(h, asha, expert.id, slot++);
    expect((await report(asha, upcoming)).json().code).toBe("NOT_COMPLETED");
    const old = await finished(24 * 7 + 1);
    const late = await report(asha, old);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe("WINDOW_CLOSED");
    const edge = await finished(24 * 7 - 1);
    expect((await report(asha, edge)).statusCode).toBe(200);
    expect((await report(asha, randomUUID())).statusCode).toBe(404);
    const bad = await report(asha, await finished(), { category: "rude", description: "short" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("resolving a dispute", () => {
  it("a partial refund goes through the refund service, once; both sides are told; audited", async () => {
    const id = await finished();
    const d = (
      await report(asha, id, { category: "technical", description: "Video froze for half the session." })
    ).json();
    const queue = (await get(admin, "/api/admin/disputes?status=open")).json();
    const row = queue.rows.find((r: { id: string }) => r.id === d.id);
    expect(row).toMatchObject({ bookingId: id, amount: 100_000, refundable: 100_000, status: "open" });
    expect(row.member.email).toBe(asha.email);

    const over = await h.post(
      `/api/admin/disputes/${d.id}/resolve`,
      { resolution: "partial", amount: 100_001, message: "Half refunded." },
      { cookie: admin.cookie },
    );
    expect(over.statusCode).toBe(422);
    const noAmount = await h.post(
      `/api/admin/disputes/${d.id}/resolve`,
      { resolution: "partial", message: "Half refunded." },
      { cookie: admin.cookie },
    );
    expect(noAmount.statusCode).toBe(400);

    const res = await h.post(
      `/api/admin/disputes/${d.id}/resolve`,
      { resolution: "partial", amount: 50_000, message: "Half refunded for the frozen video." },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refund: { amount: 50_000, status: "refunded", source: "dispute" },
      dispute: { status: "resolved", resolution: "partial", refundAmount: 50_000, refundable: 50_000 },
    });
    const again = await h.post(
      `/api/admin/disputes/${d.id}/resolve`,
      { resolution: "refund", message: "Everything back." },
      { cookie: admin.cookie },
    );
    expect(again.statusCode).toBe(409);
    const n = (await h.database.db.execute(sql`select count(*)::int as n from refunds where booking_id = ${id}`))
      .rows[0];
    expect(n).toEqual({ n: 1 });

    const member = (await get(asha, "/api/bookings"))
      .json()
      .completed.find((b: { bookingId: string }) => b.bookingId === id);
    expect(member.refunds.refunded).toBe(50_000);
    expect(member.dispute).toMatchObject({
      status: "resolved",
      resolutionMessage: "Half refunded for the frozen video.",
    });
    for (const m of [asha, expert]) {
      const notes = (await get(m, "/api/notifications")).json().items.map((x: { type: string }) => x.type);
      expect(notes).toContain("dispute");
    }
    const mails = (
      await h.database.db.execute(sql`select "to" from dev_outbox where subject like 'Your reported problem%'`)
    ).rows.map((r) => r.to);
    expect(mails).toEqual(expect.arrayContaining([asha.email, expert.email]));
    const audit = (
      await h.database.db.execute(
        sql`select action, target_type, target_id, actor_id, reason from audit_log where action in ('dispute.resolve', 'refund.create') and (target_id = ${d.id} or target_id = ${id}) order by id`,
      )
    ).rows;
    expect(audit).toEqual([
      {
        action: "refund.create",
        target_type: "booking",
        target_id: id,
        actor_id: admin.id,
        reason: "Dispute: Half refunded for the frozen video.",
      },
      {
        action: "dispute.resolve",
        target_type: "dispute",
        target_id: d.id,
        actor_id: admin.id,
        reason: "Half refunded for the frozen video.",
      },
    ]);
    expect((await reply(expert, id)).json().code).toBe("DISPUTE_CLOSED");
  });

  it("'none' refunds nothing; 'refund' gives back everything left", async () => {
    const a = await finished();
    const da = (await report(asha, a)).json();
    const none = await h.post(
      `/api/admin/disputes/${da.id}/resolve`,
      { resolution: "none", message: "The session took place as booked." },
      { cookie: admin.cookie },
    );
    expect(none.json()).toMatchObject({ refund: null, dispute: { resolution: "none", refundAmount: null } });
    const b = await finished();
    const db = (
      await report(asha, b, { category: "expert_absent", description: "Nobody joined the call at all." })
    ).json();
    const full = await h.post(
      `/api/admin/disputes/${db.id}/resolve`,
      { resolution: "refund", message: "Full refund: the expert did not come." },
      { cookie: admin.cookie },
    );
    expect(full.json()).toMatchObject({ refund: { amount: 100_000 }, dispute: { refundable: 0 } });
  });

  it("admin dispute endpoints refuse visitors, members, experts and admins without a second factor", async () => {
    const noTotp = await staffWithoutSecondFactor(h);
    const id = randomUUID();
    for (const [who, code] of [
      [null, 401],
      [asha, 403],
      [expert, 403],
      [noTotp, 403],
    ] as const) {
      expect((await get(who, "/api/admin/disputes")).statusCode).toBe(code);
      expect((await get(who, `/api/admin/disputes/${id}`)).statusCode).toBe(code);
      expect(
        (await h.post(`/api/admin/disputes/${id}/resolve`, {}, who ? { cookie: who.cookie } : {})).statusCode,
      ).toBe(code);
    }
    expect((await get(admin, `/api/admin/disputes/${id}`)).statusCode).toBe(404);
  });
});
