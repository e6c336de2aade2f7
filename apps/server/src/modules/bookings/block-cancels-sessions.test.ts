// A block between a member and an expert ends the sessions still to come between them (the call would
// refuse the pair at the time): a paid one is cancelled as the blocker's own cancellation and refunded in
// full, exactly once; an unpaid hold is released and the hour is bookable again. Blocking is silent: both
// are told by the ordinary cancellation notices, and nothing either reads mentions a block. Past sessions
// and sessions with anyone else are untouched. The block itself stands even when what it sets off fails:
// the failure is logged and the minute sweep finishes the work.

import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bookAndPay, createBooking, slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call, moderatorMember } from "../../../test/moderation-helpers.ts";
import { peerRequests } from "../../../test/peer-circles-fixture.ts";
import { seedListenerCourse } from "../../seed/listener-course.ts";

let h: Harness;
let moderator: Member;
const lines: string[] = [];

type Note = { type: string; data: { bookingId?: string; message?: string } };
type Mail = { subject: string; text: string };
type Item = {
  bookingId: string;
  status: string;
  cancelledBy: string | null;
  cancelReason: string | null;
  refundState: string;
  refunds: { refunded: number; pending: number };
};

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const block = (by: Member, whom: Member) => h.post(`/api/blocks/${whom.id}`, {}, { cookie: by.cookie });
/** The notices about a session that are not its booking's own (the expert's 'booking' when it was paid). */
const notes = async (m: Member, bookingId: string) =>
  ((await get(m, "/api/notifications")).json().items as Note[]).filter(
    (n) => n.data.bookingId === bookingId && n.type !== "booking",
  );
const mails = async (m: Member) =>
  (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(m.email)}` })).json() as Mail[];
const cancelledOf = async (m: Member, bookingId: string) =>
  ((await get(m, "/api/bookings")).json().cancelled as Item[]).find((b) => b.bookingId === bookingId);
const statusOf = async (bookingId: string) =>
  (
    (await h.database.db.execute(sql`select status from bookings where id = ${bookingId}`)).rows[0] as {
      status: string;
    }
  ).status;
/** Refunds the sandbox gateway recorded for a booking's payment. */
const gatewayRefunds = async (bookingId: string) =>
  (
    (
      await h.database.db.execute(sql`select count(*)::int as n from sandbox_refunds r
        join payments p on p.gateway_payment_id = r.payment_id where p.booking_id = ${bookingId}`)
    ).rows[0] as { n: number }
  ).n;
const sweep = () => {
  const job = h.built.periodicJobs.find((j) => j.name === "bookings-end-blocked");
  if (!job) throw new Error("no bookings-end-blocked job");
  return job.run();
};
/** Everything a person reads about a session: its notices and the cancellation emails. */
const everythingTold = async (m: Member, bookingId: string) =>
  [
    ...(await notes(m, bookingId)).map((n) => n.data.message ?? ""),
    ...(await mails(m)).filter((x) => x.subject.startsWith("Your Saathi session on")).map((x) => x.text),
  ].join("\n");

beforeAll(async () => {
  h = await startHarness({}, { logger: pino({ level: "info" }, { write: (line: string) => lines.push(line) }) });
  moderator = await moderatorMember(h);
  await seedListenerCourse(h.database.db);
}, 120_000);
afterAll(() => h?.close());
afterEach(() => vi.restoreAllMocks());

describe("a member blocks an expert", () => {
  it("their paid session to come is cancelled as the member's own, refunded in full once; both told the ordinary way", async () => {
    const [expert, asha] = [await publishedExpert(h, { fullName: "Kiran Das" }), await h.member()];
    const { bookingId } = await bookAndPay(h, asha, expert.id, 0);
    const refund = vi.spyOn(h.built.payments.gateway, "refund");

    const res = await block(asha, expert);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect(await statusOf(bookingId)).toBe("CANCELLED");
    expect(await cancelledOf(asha, bookingId)).toMatchObject({
      cancelledBy: "member",
      cancelReason: null,
      refundState: "refunded",
      refunds: { refunded: 100_000, pending: 0 },
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await gatewayRefunds(bookingId)).toBe(1);

    const mine = await notes(asha, bookingId);
    expect(mine.map((n) => n.type)).toEqual(["booking_cancelled"]);
    expect(mine[0]?.data.message).toContain("was cancelled by you");
    expect(mine[0]?.data.message).toContain("₹1,000 has been refunded");
    const theirs = await notes(expert, bookingId);
    expect(theirs.map((n) => n.type)).toEqual(["booking_cancelled"]);
    expect(theirs[0]?.data.message).toContain("was cancelled by the member");
    expect(theirs[0]?.data.message).toContain("refunded ₹1,000 in full");
    for (const m of [asha, expert]) expect(await everythingTold(m, bookingId)).not.toMatch(/block/i);

    // Blocking again (or the sweep) moves nothing twice: one refund, one notice each.
    expect((await block(asha, expert)).statusCode).toBe(200);
    await sweep();
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await gatewayRefunds(bookingId)).toBe(1);
    expect(await notes(asha, bookingId)).toHaveLength(1);
    expect(await notes(expert, bookingId)).toHaveLength(1);
  }, 120_000);
});

describe("an expert blocks a member", () => {
  it("the session is cancelled as the expert's cancellation: the member is refunded in full and told so, no reason shown", async () => {
    const [expert, ravi] = [await publishedExpert(h, { fullName: "Meera Rao" }), await h.member()];
    const { bookingId } = await bookAndPay(h, ravi, expert.id, 1);

    expect((await block(expert, ravi)).statusCode).toBe(200);

    expect(await cancelledOf(ravi, bookingId)).toMatchObject({
      cancelledBy: "expert",
      cancelReason: null,
      refundState: "refunded",
      refunds: { refunded: 100_000, pending: 0 },
    });
    expect(await gatewayRefunds(bookingId)).toBe(1);
    const member = await notes(ravi, bookingId);
    expect(member).toHaveLength(1);
    expect(member[0]?.data.message).toContain("was cancelled by the expert");
    expect(member[0]?.data.message).toContain("₹1,000 has been refunded");
    const own = await notes(expert, bookingId);
    expect(own).toHaveLength(1);
    expect(own[0]?.data.message).toContain("was cancelled by you");
    expect(own[0]?.data.message).toContain("refunded ₹1,000 in full");
    const mail = (await mails(ravi)).find((x) => x.subject.startsWith("Your Saathi session on"));
    expect(mail?.text).toContain("was cancelled by the expert");
    for (const m of [ravi, expert]) expect(await everythingTold(m, bookingId)).not.toMatch(/block/i);
  }, 120_000);
});

describe("a block made from a support-circle room", () => {
  it("ends the sessions to come the same way", async () => {
    const { listener, room, join, say } = peerRequests(() => ({ h, wsUrl: "", moderator }));
    const [expert, meena] = [await publishedExpert(h, { fullName: "Anil Kapoor" }), await h.member()];
    const { bookingId } = await bookAndPay(h, meena, expert.id, 2);
    const roomId = await room(await listener());
    expect((await join(meena, roomId)).statusCode).toBe(200);
    expect((await join(expert, roomId)).statusCode).toBe(200);
    const memberId = (await say(expert, roomId, "Hello everyone")).json().memberId as string;

    const res = await call(h, meena, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/block`);
    expect(res.json()).toEqual({ blocked: true });

    expect(await cancelledOf(meena, bookingId)).toMatchObject({ cancelledBy: "member", refundState: "refunded" });
    expect(await gatewayRefunds(bookingId)).toBe(1);
    expect((await notes(expert, bookingId))[0]?.data.message).toContain("was cancelled by the member");
  }, 120_000);
});

describe("what a block leaves alone", () => {
  it("a finished session and sessions with anyone else stay as they were", async () => {
    const [expert, other] = [await publishedExpert(h), await publishedExpert(h)];
    const [sana, third] = [await h.member(), await h.member()];
    const finished = await h.post("/api/dev/practice-session", {
      memberEmail: sana.email,
      expertEmail: expert.email,
      startsInMinutes: -180,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const finishedId = finished.json().bookingId as string;
    const ended = (await bookAndPay(h, sana, expert.id, 0)).bookingId;
    const withOther = (await bookAndPay(h, sana, other.id, 1)).bookingId;
    const thirdWithExpert = (await bookAndPay(h, third, expert.id, 2)).bookingId;

    expect((await block(sana, expert)).statusCode).toBe(200);

    expect(await statusOf(ended)).toBe("CANCELLED");
    for (const id of [finishedId, withOther, thirdWithExpert]) {
      expect(await statusOf(id)).toBe("CONFIRMED");
      expect(await gatewayRefunds(id)).toBe(0);
    }
    expect(await notes(third, thirdWithExpert)).toEqual([]);
  }, 120_000);
});

describe("an unpaid hold", () => {
  it("is released when the expert blocks the member, and the hour can be booked again", async () => {
    const [expert, held, next] = [await publishedExpert(h), await h.member(), await h.member()];
    const [startsAt] = await slotsOf(h, expert.id);
    const created = await createBooking(h, held, { expertId: expert.id, startsAt: startsAt as string });
    expect(created.statusCode, created.body).toBe(200);
    const { bookingId } = created.json() as { bookingId: string };

    expect((await block(expert, held)).statusCode).toBe(200);

    expect(await statusOf(bookingId)).toBe("CANCELLED");
    expect(await slotsOf(h, expert.id)).toContain(startsAt);
    const again = await createBooking(h, next, { expertId: expert.id, startsAt: startsAt as string });
    expect(again.statusCode, again.body).toBe(200);
  }, 120_000);
});

describe("when what a block sets off fails", () => {
  it("the block still stands, the member is answered 200, the failure is logged, and the minute sweep finishes it", async () => {
    const [expert, lata] = [await publishedExpert(h), await h.member()];
    const { bookingId } = await bookAndPay(h, lata, expert.id, 3);
    vi.spyOn(h.built.events, "emit").mockRejectedValueOnce(new Error("reactions unavailable"));
    const from = lines.length;

    const res = await block(lata, expert);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const blocked = (await get(lata, "/api/blocks")).json().items as { person?: { userId: string } }[];
    expect(blocked.map((b) => b.person?.userId)).toEqual([expert.id]);
    expect((await get(lata, `/api/profiles/${expert.id}`)).statusCode).toBe(404);
    const failed = lines.slice(from).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(failed).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining("after a block failed") }),
    );
    expect(await statusOf(bookingId)).toBe("CONFIRMED");

    await sweep();
    expect(await cancelledOf(lata, bookingId)).toMatchObject({ cancelledBy: "member", refundState: "refunded" });
    expect(await gatewayRefunds(bookingId)).toBe(1);
    expect((await notes(expert, bookingId))[0]?.data.message).toContain("was cancelled by the member");
  }, 120_000);
});
