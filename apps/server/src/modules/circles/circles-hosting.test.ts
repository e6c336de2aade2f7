// Hosting circles against the database: a listed expert hosts (one meeting or a weekly series), visitors
// find circles by topic, language and time; the host cancels a meeting (every paid seat refunded, everyone
// told), moves one (a member may then cancel, refunded), edits title and seats; refunds the gateway refuses
// stay owed for the job.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payInSandbox } from "../../../test/booking-helpers.ts";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";

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
