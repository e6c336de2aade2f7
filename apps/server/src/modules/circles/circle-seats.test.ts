// Seats and the waitlist against the database: a free seat is confirmed at once, a paid one held, paid in
// the sandbox and verified (or refunded when it came too late); exactly as many seats as offered are taken
// however many race; a full meeting's waitlist offers a freed seat to the next person and passes a lapsed
// offer on.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { capturedWebhook, payInSandbox } from "../../../test/booking-helpers.ts";
import { circleRequests, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

let h: Harness;
let host: Member;
let asha: Member;
let ravi: Member;
let meena: Member;

beforeAll(async () => {
  ({ h, host, asha, ravi, meena } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { get, send, hostCircle, book, count, noticesOf } = circleRequests(() => ({ h, host }));

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
