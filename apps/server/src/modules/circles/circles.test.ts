// Counsellor-led circles against the database: a listed expert hosts, members find circles (visitors
// too), take seats (free: confirmed at once; paid: held, the sandbox checkout, verify or webhook), and
// exactly as many seats as offered are taken however many race; a full meeting's waitlist offers a freed
// seat to the next person and passes a lapsed offer on; the host's cancel refunds every paid seat and
// tells everyone; a member's cancel is refunded before the cutoff, or after the host moved the meeting.
import { randomUUID } from "node:crypto";
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { staffMember } from "../../../test/admin-helpers.ts";
import { capturedWebhook, payInSandbox } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

let h: Harness;
let host: Member;
let otherExpert: Member;
let asha: Member;
let ravi: Member;
let meena: Member;

const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const send = (m: Member | null, method: "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  h.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(m ? { cookie: m.cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

type CircleJson = { id: string; occurrences: { id: string; seatsLeft: number; startsAt: string; waiting: number }[] };

async function hostCircle(body: Record<string, unknown> = {}, by: Member = host): Promise<CircleJson> {
  const res = await send(by, "POST", "/api/expert/circles", {
    topic: "exam_stress",
    language: "English",
    title: "Before the boards",
    groundRules: "What is said here stays here.",
    minutes: 60,
    seats: 4,
    fee: 0,
    startsAt: inDays(5),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const book = (m: Member, occurrenceId: string, nickname = "Quiet owl") =>
  send(m, "POST", `/api/circles/occurrences/${occurrenceId}/seats`, { nickname });

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows(h.database.db, z.object({ n: z.number() }), query))[0]?.n ?? -1;

const noticesOf = async (m: Member) =>
  ((await get(m, "/api/notifications")).json().items as { type: string; data: { message?: string } }[]).filter(
    (n) => n.type === "circle",
  );

beforeAll(async () => {
  h = await startHarness();
  host = await publishedExpert(h, { fullName: "Kiran Das" });
  otherExpert = await publishedExpert(h, { fullName: "Meera Rao" });
  asha = await h.member({ displayName: "Asha Test" });
  ravi = await h.member({ displayName: "Ravi Test" });
  meena = await h.member({ displayName: "Meena Test" });
}, 180_000);
afterAll(() => h?.close());

describe("hosting and finding circles", () => {
  it("a listed expert hosts a weekly series; visitors find it by topic, language and time, with seats left", async () => {
    const c = await hostCircle({ topic: "grief", language: "Hindi", weeks: 3, seats: 6, fee: 300 });
    expect(c.occurrences).toHaveLength(3);
    expect(c.occurrences.every((o) => o.seatsLeft === 6)).toBe(true);
    const week =
      new Date(c.occurrences[1]?.startsAt ?? "").getTime() - new Date(c.occurrences[0]?.startsAt ?? "").getTime();
    expect(week).toBe(7 * 86_400_000);

    const visitor = await get(null, "/api/circles?topic=grief&language=Hindi");
    expect(visitor.statusCode, visitor.body).toBe(200);
    const found = visitor.json().circles.find((x: { id: string }) => x.id === c.id);
    expect(found).toMatchObject({
      topic: "grief",
      language: "Hindi",
      fee: 30_000,
      weekly: true,
      host: { name: "Kiran Das" },
    });
    expect(
      (await get(null, "/api/circles?topic=anxiety")).json().circles.some((x: { id: string }) => x.id === c.id),
    ).toBe(false);
    // A window that ends before the second meeting shows only the first.
    const to = new Date(new Date(c.occurrences[0]?.startsAt ?? "").getTime() + 86_400_000).toISOString();
    const windowed = (await get(null, `/api/circles?topic=grief&to=${encodeURIComponent(to)}`)).json().circles;
    expect(windowed.find((x: { id: string }) => x.id === c.id).occurrences).toHaveLength(1);
  });

  it("only a listed expert hosts; a member gets 403 NOT_LISTED", async () => {
    const res = await send(asha, "POST", "/api/expert/circles", {
      topic: "grief",
      language: "English",
      title: "x",
      minutes: 60,
      seats: 4,
      fee: 0,
      startsAt: inDays(3),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("NOT_LISTED");
  });

  it("cancelled meetings and past ones are not listed", async () => {
    const c = await hostCircle({ title: "Soon cancelled" });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await send(host, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, {})).statusCode).toBe(200);
    const listed = (await get(null, "/api/circles")).json().circles as { id: string }[];
    expect(listed.some((x) => x.id === c.id)).toBe(false);
  });
});

describe("seats", () => {
  it("a free seat is confirmed at once; asking again answers the same seat", async () => {
    const c = await hostCircle();
    const occ = c.occurrences[0]?.id ?? "";
    const first = await book(asha, occ);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ checkout: null, seat: { status: "confirmed", nickname: "Quiet owl" } });
    const again = await book(asha, occ);
    expect(again.json().seat.id).toBe(first.json().seat.id);
    expect((await get(null, `/api/circles/${c.id}`)).json().occurrences[0].seatsLeft).toBe(3);
    expect((await noticesOf(asha)).length).toBeGreaterThan(0);
  });

  it("a paid seat is held, paid in the sandbox, verified: confirmed, split recorded; the webhook after it is 'already'", async () => {
    const c = await hostCircle({ fee: 500 });
    const occ = c.occurrences[0]?.id ?? "";
    const res = await book(ravi, occ);
    expect(res.statusCode, res.body).toBe(200);
    const { seat, checkout } = res.json();
    expect(seat.status).toBe("held");
    expect(checkout).toMatchObject({ amount: 50_000, currency: "INR", provider: "sandbox" });
    const paid = await payInSandbox(h, ravi, checkout.orderId);
    // Someone else cannot pay it.
    expect(
      (await h.post(`/api/payments/sandbox/${checkout.orderId}/pay`, undefined, { cookie: asha.cookie })).statusCode,
    ).toBe(404);
    const forged = await send(ravi, "POST", `/api/circles/seats/${seat.id}/verify`, { ...paid, signature: "bad" });
    expect(forged.statusCode).toBe(400);
    const v = await send(ravi, "POST", `/api/circles/seats/${seat.id}/verify`, paid);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ status: "confirmed", refundState: "none" });
    const again = await send(ravi, "POST", `/api/circles/seats/${seat.id}/verify`, paid);
    expect(again.statusCode).toBe(200);
    const hook = await capturedWebhook(h, checkout.orderId, paid.paymentId);
    expect(hook.json().status).toBe("already");
    expect(
      await count(sql`select count(*)::int as n from circle_seats where id = ${seat.id} and earning > 0 and tax > 0`),
    ).toBe(1);
  });

  it("a payment that comes after the hold was let go is refunded, never a seat (confirmed or refunded, never both)", async () => {
    const c = await hostCircle({ fee: 200 });
    const occ = c.occurrences[0]?.id ?? "";
    const res = await book(meena, occ);
    const { seat, checkout } = res.json();
    await h.database.db.execute(
      sql`update circle_seats set hold_expires_at = now() - interval '1 minute' where id = ${seat.id}`,
    );
    await h.built.circles.refreshWaitlists();
    const paid = await payInSandbox(h, meena, checkout.orderId);
    const v = await send(meena, "POST", `/api/circles/seats/${seat.id}/verify`, paid);
    expect(v.statusCode).toBe(409);
    expect(v.json().code).toBe("SEAT_GONE");
    const row = await queryRows(
      h.database.db,
      z.object({ status: z.string() }),
      sql`select status from circle_seats where id = ${seat.id}`,
    );
    expect(row[0]?.status).toBe("refunded");
    expect(
      await count(sql`select count(*)::int as n from sandbox_refunds where receipt = ${`circle-seat:${seat.id}`}`),
    ).toBe(1);
    // The webhook for the same payment changes nothing.
    expect((await capturedWebhook(h, checkout.orderId, paid.paymentId)).json().status).toBe("refunded");
    expect(
      await count(sql`select count(*)::int as n from sandbox_refunds where receipt like ${`circle-seat:${seat.id}%`}`),
    ).toBe(1);
  });

  it("200 members racing for 12 seats: exactly 12 seats taken, the rest told it is full", async () => {
    const c = await hostCircle({ seats: 12, title: "The race" });
    const occ = c.occurrences[0]?.id ?? "";
    const people = await queryRows(
      h.database.db,
      z.object({ id: z.string() }),
      sql`insert into "user" (id, name, email, email_verified, role)
        select gen_random_uuid(), 'Racer ' || i, 'racer' || i || '-' || ${randomUUID()} || '@test.local', true, 'users'
        from generate_series(1, 200) i returning id`,
    );
    const asUser = (id: string): SessionUser => ({ id, email: "", name: "", role: "users", emailVerified: true });
    const outcomes = await Promise.allSettled(
      people.map((p, i) => h.built.circles.book(asUser(p.id), occ, `Racer ${i}`)),
    );
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o) => o.status === "rejected");
    expect(won).toHaveLength(12);
    expect(lost).toHaveLength(188);
    expect(lost.every((o) => o.status === "rejected" && (o.reason as { code?: string }).code === "CIRCLE_FULL")).toBe(
      true,
    );
    expect(
      await count(
        sql`select count(*)::int as n from circle_seats where occurrence_id = ${occ} and status in ('held', 'confirmed')`,
      ),
    ).toBe(12);
    expect(
      await count(sql`select count(distinct seat_number)::int as n from circle_seats where occurrence_id = ${occ}`),
    ).toBe(12);
    expect(await count(sql`select seats_taken::int as n from circle_occurrences where id = ${occ}`)).toBe(12);
  }, 120_000);

  it("the seat counter follows every change; a dead hold in a full meeting goes to a newcomer; one member twice at once gets one seat", async () => {
    const c = await hostCircle({ seats: 2, fee: 200, title: "Counter" });
    const occ = c.occurrences[0]?.id ?? "";
    const counter = () => count(sql`select seats_taken::int as n from circle_occurrences where id = ${occ}`);
    const truth = () =>
      count(sql`select ((select count(*) from circle_seats where occurrence_id = ${occ} and status in ('held', 'confirmed'))
        + (select count(*) from circle_waitlist where occurrence_id = ${occ} and status = 'offered'))::int as n`);
    // The same member asking twice at once (a double tap): one seat, the same one answered twice.
    const [a, b] = await Promise.all([book(asha, occ), book(asha, occ)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().seat.id).toBe(b.json().seat.id);
    expect(await counter()).toBe(1);
    expect((await book(ravi, occ)).statusCode).toBe(200);
    expect(await counter()).toBe(2);
    expect((await book(meena, occ)).json().code).toBe("CIRCLE_FULL");
    // Ravi's hold runs out unpaid: the next member gets his seat (the dead hold is let go first).
    await h.database.db.execute(
      sql`update circle_seats set hold_expires_at = now() - interval '1 second' where occurrence_id = ${occ} and member_id = ${ravi.id}`,
    );
    const late = await book(meena, occ);
    expect(late.statusCode, late.body).toBe(200);
    expect(await counter()).toBe(2);
    expect(await counter()).toBe(await truth());
    // A waitlist, an offer, a release: the counter stays the truth.
    const extra = await h.member();
    expect((await send(extra, "POST", `/api/circles/occurrences/${occ}/waitlist`)).statusCode).toBe(200);
    const released = await send(meena, "POST", `/api/circles/seats/${late.json().seat.id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect((await get(extra, "/api/circles/waitlist")).json().entries[0]).toMatchObject({ status: "offered" });
    expect(await counter()).toBe(2);
    expect(await counter()).toBe(await truth());
    const cancelled = await send(host, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await counter()).toBe(0);
    expect(await counter()).toBe(await truth());
  }, 60_000);

  it("the database itself refuses a thirteenth live seat (seat numbers are unique and within the capacity)", async () => {
    const c = await hostCircle({ seats: 2, title: "Tiny" });
    const occ = c.occurrences[0]?.id ?? "";
    expect((await book(asha, occ)).statusCode).toBe(200);
    expect((await book(ravi, occ)).statusCode).toBe(200);
    const insert = (n: number) =>
      h.database.db.execute(sql`insert into circle_seats (occurrence_id, member_id, seat_number, status, nickname, amount, provider)
        values (${occ}, ${meena.id}, ${n}, 'confirmed', 'x', 0, 'free')`);
    await expect(insert(3)).rejects.toThrow();
    await expect(insert(1)).rejects.toThrow();
  });
});

describe("the waitlist", () => {
  it("a full meeting takes a waitlist; a cancelled seat is offered to the first in line for 30 minutes; a walk-in finds it full", async () => {
    const c = await hostCircle({ seats: 2, title: "Loneliness evenings", topic: "loneliness" });
    const occ = c.occurrences[0]?.id ?? "";
    const s1 = (await book(asha, occ)).json().seat;
    expect((await book(ravi, occ)).statusCode).toBe(200);
    const full = await book(meena, occ);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("CIRCLE_FULL");
    const joined = await send(meena, "POST", `/api/circles/occurrences/${occ}/waitlist`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ status: "waiting", position: 1 });
    const extra = await h.member();
    expect((await send(extra, "POST", `/api/circles/occurrences/${occ}/waitlist`)).json().position).toBe(2);

    // Asha cancels (free seat: nothing to refund): Meena is offered the seat.
    const cancel = await send(asha, "POST", `/api/circles/seats/${s1.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mine = (await get(meena, "/api/circles/waitlist")).json().entries;
    expect(mine[0]).toMatchObject({ status: "offered" });
    const until = new Date(mine[0].offeredUntil).getTime() - Date.now();
    expect(until).toBeGreaterThan(29 * 60_000);
    expect(until).toBeLessThanOrEqual(30 * 60_000);
    expect((await noticesOf(meena)).some((n) => n.data.message?.includes("A seat opened"))).toBe(true);
    // The seat is kept for Meena: someone else finds the meeting full.
    const walkIn = await h.member();
    expect((await book(walkIn, occ)).statusCode).toBe(409);
    const taken = await book(meena, occ);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().seat.status).toBe("confirmed");
    expect((await get(meena, "/api/circles/waitlist")).json().entries).toEqual([]);
  });

  it("an offer not taken in time passes to the next person by the job", async () => {
    const c = await hostCircle({ seats: 2, title: "Offer expiry" });
    const occ = c.occurrences[0]?.id ?? "";
    const s1 = (await book(asha, occ)).json().seat;
    await book(ravi, occ);
    const second = await h.member();
    await send(meena, "POST", `/api/circles/occurrences/${occ}/waitlist`);
    await send(second, "POST", `/api/circles/occurrences/${occ}/waitlist`);
    await send(asha, "POST", `/api/circles/seats/${s1.id}/cancel`);
    expect((await get(meena, "/api/circles/waitlist")).json().entries[0].status).toBe("offered");
    // The job before the 30 minutes changes nothing.
    await h.built.circles.refreshWaitlists();
    expect((await get(second, "/api/circles/waitlist")).json().entries[0].status).toBe("waiting");
    // Thirty minutes later: Meena's offer lapses and passes to the next.
    await h.database.db.execute(
      sql`update circle_waitlist set offered_until = now() - interval '1 second' where occurrence_id = ${occ} and status = 'offered'`,
    );
    expect(await h.built.circles.refreshWaitlists()).toBeGreaterThanOrEqual(1);
    expect((await get(meena, "/api/circles/waitlist")).json().entries).toEqual([]);
    expect((await get(second, "/api/circles/waitlist")).json().entries[0].status).toBe("offered");
    expect((await noticesOf(second)).some((n) => n.data.message?.includes("A seat opened"))).toBe(true);
    expect((await book(meena, occ)).statusCode).toBe(409);
    expect((await book(second, occ)).statusCode).toBe(200);
  });

  it("joining a meeting with a seat free is refused (book it instead); joining twice answers the same entry", async () => {
    const c = await hostCircle({ seats: 3 });
    const occ = c.occurrences[0]?.id ?? "";
    const res = await send(asha, "POST", `/api/circles/occurrences/${occ}/waitlist`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("NOT_FULL");
  });
});

describe("cancellations and moves", () => {
  const paidSeat = async (m: Member, occ: string) => {
    const { seat, checkout } = (await book(m, occ)).json();
    const v = await send(m, "POST", `/api/circles/seats/${seat.id}/verify`, await payInSandbox(h, m, checkout.orderId));
    expect(v.statusCode, v.body).toBe(200);
    return seat.id as string;
  };

  it("the host cancels a meeting: every paid seat refunded through the gateway, everyone told", async () => {
    const c = await hostCircle({ fee: 400, seats: 2, title: "Work stress Fridays", topic: "work_stress" });
    const occ = c.occurrences[0]?.id ?? "";
    const a = await paidSeat(asha, occ);
    const r = await paidSeat(ravi, occ);
    await send(meena, "POST", `/api/circles/occurrences/${occ}/waitlist`);
    const res = await send(host, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, { reason: "I am unwell." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: true, seatsCancelled: 2 });
    for (const [m, id] of [
      [asha, a],
      [ravi, r],
    ] as const) {
      const seat = (await get(m, `/api/circles/seats/${id}`)).json();
      expect(seat).toMatchObject({ status: "refunded", refundState: "refunded" });
      expect((await noticesOf(m)).some((n) => n.data.message?.includes("was cancelled by its host"))).toBe(true);
    }
    expect((await noticesOf(meena)).some((n) => n.data.message?.includes("was cancelled by its host"))).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from sandbox_refunds where receipt in (${`circle-seat:${a}`}, ${`circle-seat:${r}`})`,
      ),
    ).toBe(2);
    // Cancelling again is refused; nothing is refunded twice.
    expect((await send(host, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, {})).statusCode).toBe(409);
  });

  it("a member cancels before the cutoff: full refund; after the cutoff: 409; after the host moved it: refunded", async () => {
    const early = await hostCircle({ fee: 300, startsAt: inDays(4) });
    const id = await paidSeat(asha, early.occurrences[0]?.id ?? "");
    const done = await send(asha, "POST", `/api/circles/seats/${id}/cancel`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "refunded", refundState: "refunded" });

    const soon = await hostCircle({ fee: 300, startsAt: new Date(Date.now() + 3 * 3_600_000).toISOString() });
    const soonOcc = soon.occurrences[0]?.id ?? "";
    const late = await paidSeat(ravi, soonOcc);
    const refused = await send(ravi, "POST", `/api/circles/seats/${late}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("TOO_LATE_TO_CANCEL");
    expect(refused.json().message).toBe(CIRCLE_MSG.tooLateToCancel);

    // The host moves it: Ravi is told and may now cancel with a refund.
    const moved = await send(host, "POST", `/api/expert/circles/occurrences/${soonOcc}/reschedule`, {
      startsAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await noticesOf(ravi)).some((n) => n.data.message?.includes("moved to"))).toBe(true);
    const after = await send(ravi, "POST", `/api/circles/seats/${late}/cancel`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().status).toBe("refunded");
  });

  it("a refund the gateway refuses stays owed and the job sends it", async () => {
    const c = await hostCircle({ fee: 250 });
    const occ = c.occurrences[0]?.id ?? "";
    const id = await paidSeat(meena, occ);
    const gateway = h.built.payments.gateway;
    const real = gateway.refund.bind(gateway);
    gateway.refund = async () => {
      throw new Error("gateway down");
    };
    try {
      const res = await send(meena, "POST", `/api/circles/seats/${id}/cancel`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "cancelled", refundState: "pending" });
    } finally {
      gateway.refund = real;
    }
    expect(await h.built.circles.retryRefunds(0)).toBe(1);
    expect((await get(meena, `/api/circles/seats/${id}`)).json().refundState).toBe("refunded");
  });

  it("the host edits title and seats, never below a seat taken", async () => {
    const c = await hostCircle({ seats: 3 });
    const occ = c.occurrences[0]?.id ?? "";
    await book(asha, occ);
    await book(ravi, occ);
    const down = await send(host, "PATCH", `/api/expert/circles/${c.id}`, { seats: 1 });
    expect(down.statusCode).toBe(400);
    const tooFew = await send(host, "PATCH", `/api/expert/circles/${c.id}`, { seats: 2 });
    expect(tooFew.statusCode, tooFew.body).toBe(200);
    const ok = await send(host, "PATCH", `/api/expert/circles/${c.id}`, { title: "New title", seats: 6 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ title: "New title", seats: 6 });
    expect(ok.json().occurrences[0].seatsLeft).toBe(4);
  });
});

describe("the payouts ledger", () => {
  it("counts a paid, confirmed seat like a session (its split at capture); a cancelled seat earns nothing", async () => {
    const ledgerHost = await publishedExpert(h, { fullName: "Ledger Host" });
    const startsAt = inDays(6);
    const month = startsAt.slice(0, 7);
    const c = await hostCircle({ fee: 600, startsAt, title: "Ledger circle" }, ledgerHost);
    const occ = c.occurrences[0]?.id ?? "";
    const pay = async (m: Member) => {
      const { seat, checkout } = (await book(m, occ)).json();
      const v = await send(
        m,
        "POST",
        `/api/circles/seats/${seat.id}/verify`,
        await payInSandbox(h, m, checkout.orderId),
      );
      expect(v.statusCode, v.body).toBe(200);
      return seat.id as string;
    };
    const kept = await pay(asha);
    const gone = await pay(ravi);
    expect((await send(ravi, "POST", `/api/circles/seats/${gone}/cancel`)).statusCode).toBe(200);
    const admin = await staffMember(h);
    const res = await get(admin, `/api/admin/payouts/${ledgerHost.id}?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json() as {
      lines: { bookingId: string; gross: number; net: number }[];
      totals: { sessions: number; gross: number };
    };
    expect(ledger.lines.map((l) => l.bookingId)).toEqual([kept]);
    expect(ledger.totals).toMatchObject({ sessions: 1, gross: 60_000 });
    const [split] = await queryRows(
      h.database.db,
      z.object({ earning: z.number() }),
      sql`select earning from circle_seats where id = ${kept}`,
    );
    expect(ledger.lines[0]?.net).toBe(split?.earning);
    const page = (await get(admin, `/api/admin/payouts?month=${month}&pageSize=100`)).json() as {
      rows: { expert: { id: string } }[];
    };
    expect(page.rows.some((r) => r.expert.id === ledgerHost.id)).toBe(true);
  });
});

describe("who may do what", () => {
  it("every endpoint × owner, host, another member, another expert, visitor: status and no leak", async () => {
    const c = await hostCircle({ fee: 100, title: "Matrix" });
    const occ = c.occurrences[0]?.id ?? "";
    const { seat } = (await book(asha, occ)).json();
    const roster = `/api/expert/circles/occurrences/${occ}/seats`;
    // Host-only: anyone else gets the 404 of a missing circle.
    for (const [who, status] of [
      [host, 200],
      [otherExpert, 404],
      [ravi, 404],
      [null, 401],
    ] as const) {
      expect((await get(who, `/api/expert/circles/${c.id}`)).statusCode).toBe(status);
      expect((await get(who, roster)).statusCode).toBe(status);
      const patch = await send(who, "PATCH", `/api/expert/circles/${c.id}`, { title: "Hijack" });
      expect(patch.statusCode).toBe(status);
    }
    expect((await send(otherExpert, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, {})).statusCode).toBe(404);
    expect((await send(ravi, "POST", `/api/expert/circles/${c.id}/cancel`, {})).statusCode).toBe(404);
    // The roster shows nicknames, never names, emails or payment ids.
    const body = (await get(host, roster)).body;
    expect(body).toContain("Quiet owl");
    expect(body).not.toContain(asha.email);
    expect(body).not.toContain("Asha");
    // A seat: its member only; the host and others get 404 or 403, never the seat.
    expect((await get(asha, `/api/circles/seats/${seat.id}`)).statusCode).toBe(200);
    expect((await get(ravi, `/api/circles/seats/${seat.id}`)).statusCode).toBe(404);
    expect((await get(otherExpert, `/api/circles/seats/${seat.id}`)).statusCode).toBe(404);
    expect((await get(host, `/api/circles/seats/${seat.id}`)).statusCode).toBe(403);
    expect((await send(ravi, "POST", `/api/circles/seats/${seat.id}/cancel`)).statusCode).toBe(404);
    expect((await send(ravi, "POST", `/api/circles/seats/${seat.id}/release`)).statusCode).toBe(404);
    expect((await get(null, `/api/circles/seats/${seat.id}`)).statusCode).toBe(401);
    expect((await book(host, occ)).statusCode).toBe(400);
    expect((await get(ravi, "/api/circles/seats")).json().seats.some((s: { id: string }) => s.id === seat.id)).toBe(
      false,
    );
    // Visitors read the listing, never book.
    expect((await get(null, "/api/circles")).statusCode).toBe(200);
    expect((await send(null, "POST", `/api/circles/occurrences/${occ}/seats`, { nickname: "x" })).statusCode).toBe(401);
    // The public listing never names the members who hold seats.
    const listing = (await get(null, `/api/circles/${c.id}`)).body;
    expect(listing).not.toContain("Quiet owl");
    expect(listing).not.toContain(asha.id);
  });

  it("bad input is 400, never 5xx", async () => {
    const base = {
      topic: "grief",
      language: "English",
      title: "T",
      minutes: 60,
      seats: 4,
      fee: 0,
      startsAt: inDays(3),
    };
    for (const body of [
      { ...base, topic: "astrology" },
      { ...base, language: "Klingon" },
      { ...base, minutes: 30 },
      { ...base, minutes: 91 },
      { ...base, seats: 13 },
      { ...base, seats: 1 },
      { ...base, fee: -1 },
      { ...base, fee: 1.5 },
      { ...base, fee: 999_999 },
      { ...base, title: "" },
      { ...base, title: "x".repeat(500) },
      { ...base, title: "bad\u0000nul" },
      { ...base, groundRules: "y".repeat(5000) },
      { ...base, startsAt: "tomorrow" },
      { ...base, startsAt: new Date(Date.now() - 3_600_000).toISOString() },
      { ...base, startsAt: inDays(400) },
      { ...base, weeks: 13 },
      { ...base, seats: "4" },
    ]) {
      const res = await send(host, "POST", "/api/expert/circles", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const c = await hostCircle();
    const occ = c.occurrences[0]?.id ?? "";
    for (const nickname of ["", "x".repeat(41), "<script>", "a\u0007b", 42])
      expect((await send(asha, "POST", `/api/circles/occurrences/${occ}/seats`, { nickname })).statusCode).toBe(400);
    expect((await send(asha, "POST", "/api/circles/occurrences/not-a-uuid/seats", { nickname: "x" })).statusCode).toBe(
      400,
    );
    expect((await get(null, "/api/circles/not-a-uuid")).statusCode).toBe(400);
    expect((await get(null, `/api/circles/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(null, "/api/circles?topic=nope")).statusCode).toBe(400);
    expect((await get(null, "/api/circles?from=yesterday")).statusCode).toBe(400);
    expect(
      (await send(asha, "POST", `/api/circles/occurrences/${randomUUID()}/seats`, { nickname: "x" })).statusCode,
    ).toBe(404);
    expect(
      (await send(host, "POST", `/api/expert/circles/occurrences/${occ}/reschedule`, { startsAt: 5 })).statusCode,
    ).toBe(400);
    expect(
      (await send(host, "POST", `/api/expert/circles/occurrences/${occ}/cancel`, { reason: "r".repeat(600) }))
        .statusCode,
    ).toBe(400);
  });
});

describe("suspension", () => {
  const paidSeat = async (m: Member, occ: string) => {
    const { seat, checkout } = (await book(m, occ)).json();
    const paid = await payInSandbox(h, m, checkout.orderId);
    expect((await send(m, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
    return seat.id as string;
  };
  const seatRow = async (id: string) =>
    (
      await queryRows(
        h.database.db,
        z.object({ status: z.string(), cancelled_by: z.string().nullable() }),
        sql`select status, cancelled_by from circle_seats where id = ${id}`,
      )
    )[0];

  it("a suspended member's seats to come are cancelled and refunded (whatever the cutoff), waitlists left, the seat offered on", async () => {
    const admin = await staffMember(h);
    const member = await h.member();
    const waiter = await h.member();
    // Tomorrow: past the member's own cancel cutoff, refunded all the same.
    const c = await hostCircle({ seats: 2, fee: 300, title: "Suspension seats", startsAt: inDays(1) });
    const occ = c.occurrences[0]?.id ?? "";
    const seatId = await paidSeat(member, occ);
    await paidSeat(asha, occ);
    expect((await send(waiter, "POST", `/api/circles/occurrences/${occ}/waitlist`)).statusCode).toBe(200);
    // The member also waits in another full meeting.
    const other = await hostCircle({ seats: 2, title: "Suspension waitlist" });
    const occ2 = other.occurrences[0]?.id ?? "";
    await book(ravi, occ2);
    await book(meena, occ2);
    expect((await send(member, "POST", `/api/circles/occurrences/${occ2}/waitlist`)).statusCode).toBe(200);

    const res = await h.post(`/api/admin/members/${member.id}/suspend`, { reason: "Abuse" }, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.built.circles.sweepSuspensions()).toBeGreaterThanOrEqual(1);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
    expect(
      await count(
        sql`select count(*)::int as n from circle_waitlist where member_id = ${member.id} and status in ('waiting', 'offered')`,
      ),
    ).toBe(0);
    // The freed seat went to the person waiting.
    expect((await get(waiter, "/api/circles/waitlist")).json().entries[0]).toMatchObject({ status: "offered" });
    // Nothing left to do: the job is idle.
    expect(await h.built.circles.sweepSuspensions()).toBe(0);
  }, 60_000);

  it("a suspended expert's circles are cancelled at once, every paid seat refunded, everyone told", async () => {
    const admin = await staffMember(h);
    const leaving = await publishedExpert(h, { fullName: "Dev Leaving Circles" });
    const c = await hostCircle({ seats: 4, fee: 400, title: "Leaving host", weeks: 2 }, leaving);
    const occ = c.occurrences[0]?.id ?? "";
    const seatId = await paidSeat(ravi, occ);
    const res = await h.post(
      `/api/admin/experts/${leaving.id}/suspend`,
      { reason: "Licence lapsed" },
      {
        cookie: admin.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
    expect(await count(sql`select count(*)::int as n from circles where id = ${c.id} and status = 'cancelled'`)).toBe(
      1,
    );
    expect(
      await count(
        sql`select count(*)::int as n from circle_occurrences where circle_id = ${c.id} and status = 'cancelled'`,
      ),
    ).toBe(2);
    expect((await noticesOf(ravi)).some((n) => n.data.message?.includes("was cancelled"))).toBe(true);
    expect(await h.built.circles.sweepSuspensions()).toBe(0);
  }, 60_000);

  it("a host suspended as a member: the job cancels their circles with refunds", async () => {
    const admin = await staffMember(h);
    const leaving = await publishedExpert(h, { fullName: "Member Suspended Host" });
    const c = await hostCircle({ seats: 3, fee: 250, title: "Suspended host" }, leaving);
    const seatId = await paidSeat(meena, c.occurrences[0]?.id ?? "");
    const res = await h.post(
      `/api/admin/members/${leaving.id}/suspend`,
      { reason: "Review" },
      { cookie: admin.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.built.circles.sweepSuspensions()).toBeGreaterThanOrEqual(1);
    expect(await seatRow(seatId)).toMatchObject({ status: "refunded", cancelled_by: "admin" });
  }, 60_000);
});

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

describe("blocks", () => {
  const block = (blocker: Member, blocked: Member) =>
    h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${blocker.id}, ${blocked.id})`);

  it("a member who blocked a seat holder is warned and must confirm; the blocked person learns nothing; the blocker's seat read warns them", async () => {
    const blocker = await h.member();
    const blocked = await h.member();
    const bystander = await h.member();
    await block(blocker, blocked);

    // The blocked person is already seated: the blocker booking is warned and asked to confirm.
    const c = await hostCircle({ seats: 5, title: "Blocks one" });
    const occ = c.occurrences[0]?.id ?? "";
    const first = await book(blocked, occ);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().seat.blockedPresent).toBe(false);
    const warned = await book(blocker, occ);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: "BLOCKED_PRESENT", message: CIRCLE_MSG.blockedPresent });
    expect(
      await count(
        sql`select count(*)::int as n from circle_seats where occurrence_id = ${occ} and member_id = ${blocker.id}`,
      ),
    ).toBe(0);
    const confirmed = await send(blocker, "POST", `/api/circles/occurrences/${occ}/seats`, {
      nickname: "Calm",
      confirmBlocked: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().seat.blockedPresent).toBe(true);
    expect((await get(blocker, `/api/circles/seats/${confirmed.json().seat.id}`)).json().blockedPresent).toBe(true);
    // The blocked person's reads say nothing; a bystander is never asked.
    expect((await get(blocked, `/api/circles/seats/${first.json().seat.id}`)).json().blockedPresent).toBe(false);
    expect(
      (await get(blocked, "/api/circles/seats"))
        .json()
        .seats.every((s: { blockedPresent: boolean }) => !s.blockedPresent),
    ).toBe(true);
    expect((await book(bystander, occ)).statusCode).toBe(200);

    // The other way round: the blocker is seated first; the blocked person books without any warning,
    // and the blocker's seat read now warns the blocker.
    const c2 = await hostCircle({ seats: 5, title: "Blocks two" });
    const occ2 = c2.occurrences[0]?.id ?? "";
    const mine = await book(blocker, occ2);
    expect(mine.json().seat.blockedPresent).toBe(false);
    const theirs = await book(blocked, occ2);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().seat.blockedPresent).toBe(false);
    expect(JSON.stringify(theirs.json())).not.toContain(blocker.id);
    expect((await get(blocker, `/api/circles/seats/${mine.json().seat.id}`)).json().blockedPresent).toBe(true);
    const list = (await get(blocker, "/api/circles/seats")).json().seats as {
      occurrenceId: string;
      blockedPresent: boolean;
    }[];
    expect(list.find((s) => s.occurrenceId === occ2)?.blockedPresent).toBe(true);
  }, 60_000);

  it("the locked path (someone waiting, an offer) asks the blocker to confirm too", async () => {
    const blocker = await h.member();
    const blocked = await h.member();
    await block(blocker, blocked);
    const c = await hostCircle({ seats: 2, title: "Blocks offer" });
    const occ = c.occurrences[0]?.id ?? "";
    const gone = (await book(asha, occ)).json().seat;
    expect((await book(blocked, occ)).statusCode).toBe(200);
    expect((await send(blocker, "POST", `/api/circles/occurrences/${occ}/waitlist`)).statusCode).toBe(200);
    expect((await send(asha, "POST", `/api/circles/seats/${gone.id}/cancel`)).statusCode).toBe(200);
    expect((await get(blocker, "/api/circles/waitlist")).json().entries[0]).toMatchObject({ status: "offered" });
    const warned = await book(blocker, occ);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().code).toBe("BLOCKED_PRESENT");
    const ok = await send(blocker, "POST", `/api/circles/occurrences/${occ}/seats`, {
      nickname: "Calm",
      confirmBlocked: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().seat.blockedPresent).toBe(true);
  }, 60_000);
});

describe("the admin dashboard", () => {
  it("counts a paid seat's money in and its refund out, like a session's", async () => {
    const admin = await staffMember(h);
    const dashboard = async () => {
      const res = await get(admin, "/api/admin/dashboard");
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { refundsThisWeek: { count: number; paise: number }; revenue: { weekPaise: number } };
    };
    const before = await dashboard();
    const member = await h.member();
    const c = await hostCircle({ seats: 3, fee: 700, title: "Dashboard money" });
    const occ = c.occurrences[0]?.id ?? "";
    const { seat, checkout } = (await book(member, occ)).json();
    const paid = await payInSandbox(h, member, checkout.orderId);
    expect((await send(member, "POST", `/api/circles/seats/${seat.id}/verify`, paid)).statusCode).toBe(200);
    const afterPay = await dashboard();
    expect(afterPay.revenue.weekPaise - before.revenue.weekPaise).toBe(70_000);
    // The member cancels in time: refunded in full; the week's net is back where it was.
    expect((await send(member, "POST", `/api/circles/seats/${seat.id}/cancel`)).statusCode).toBe(200);
    const afterRefund = await dashboard();
    expect(afterRefund.refundsThisWeek.count - before.refundsThisWeek.count).toBe(1);
    expect(afterRefund.refundsThisWeek.paise - before.refundsThisWeek.paise).toBe(70_000);
    expect(afterRefund.revenue.weekPaise).toBe(before.revenue.weekPaise);
  }, 60_000);
});
