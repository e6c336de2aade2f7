// A block between a member and the expert of their session package: nobody can book across a block, so
// every unused session of the pair's packages is refunded to the member, whichever of the two blocked,
// once (one gateway refund, to the paisa, however often the block is repeated or the sweep runs), and
// only after the pair's sessions to come were cancelled and their credits given back (those are refunded
// too; a session already held keeps its credit). Packages with anyone else are untouched. The member is
// told by a neutral refund notice that never mentions a block. When the event is lost, the minute sweep
// refunds, whichever order it runs in with bookings' own sweep.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slotsOf } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import type { Member } from "../../../test/harness.ts";
import { buy, get, h, offer, purchaseOf, send, usePackagesWorld } from "../../../test/packages-fixture.ts";

usePackagesWorld();
afterEach(() => vi.restoreAllMocks());

type Note = { type: string; data: { bookingId?: string; message?: string } };
type RefundRow = { sessions: number; amount: number; status: string };

const block = (by: Member, whom: Member) => send(by, "POST", `/api/blocks/${whom.id}`, {});
const job = (name: string) => {
  const found = h.built.periodicJobs.find((j) => j.name === name);
  if (!found) throw new Error(`no ${name} job`);
  return () => found.run();
};
const packagesSweep = () => job("packages-refund-blocked")();
const bookingsSweep = () => job("bookings-end-blocked")();

/** An expert with hours to book, and a member. */
const pair = async (name: string) => {
  const expert = await publishedExpert(h, { fullName: name });
  const member = await h.member();
  const slots = await slotsOf(h, expert.id);
  expect(slots.length).toBeGreaterThan(4);
  return { expert, member, slots };
};
const bookWith = async (m: Member, purchaseId: string, startsAt: string) => {
  const res = await send(m, "POST", "/api/bookings/package", {
    purchaseId,
    startsAt,
    sessionType: "video",
    language: "English",
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { bookingId: string }).bookingId;
};
const refundRows = async (purchaseId: string) =>
  (
    await h.database.db.execute(
      sql`select sessions, amount, status from package_refunds where purchase_id = ${purchaseId} order by created_at`,
    )
  ).rows as RefundRow[];
const paymentIdOf = async (purchaseId: string) =>
  (
    (await h.database.db.execute(sql`select gateway_payment_id from package_purchases where id = ${purchaseId}`))
      .rows[0] as { gateway_payment_id: string }
  ).gateway_payment_id;
const bookingStatus = async (bookingId: string) =>
  (
    (await h.database.db.execute(sql`select status from bookings where id = ${bookingId}`)).rows[0] as {
      status: string;
    }
  ).status;
const notices = async (m: Member) => (await get(m, "/api/notifications")).json().items as Note[];
const refundNotices = async (m: Member) =>
  (await notices(m)).filter((n) => n.type === "refund").map((n) => n.data.message ?? "");

describe("a block refunds the pair's session packages", () => {
  it("the member blocks the expert: every unused session refunded once, to the paisa; another expert's package untouched; a second block and the sweep refund nothing more", async () => {
    const { expert, member } = await pair("Anil Kumar");
    const third = await publishedExpert(h, { fullName: "Farah Ali" });
    const p = await buy(member, (await offer(expert, 4, 3_000)).id);
    const other = await buy(member, (await offer(third, 4, 2_000)).id);
    const gatewayRefund = vi.spyOn(h.built.payments.gateway, "refund");

    expect((await block(member, expert)).statusCode).toBe(200);

    expect(gatewayRefund).toHaveBeenCalledTimes(1);
    expect(gatewayRefund).toHaveBeenCalledWith(await paymentIdOf(p.id), 300_000, expect.anything());
    expect(await refundRows(p.id)).toEqual([{ sessions: 4, amount: 300_000, status: "refunded" }]);
    expect(await purchaseOf(member, p.id)).toMatchObject({
      status: "refunded",
      remaining: 0,
      used: 0,
      refundableNow: 0,
      refundedSessions: 4,
      refundedAmount: 300_000,
    });
    // The package with another expert is as it was.
    expect(await purchaseOf(member, other.id)).toMatchObject({ status: "paid", remaining: 4, refundableNow: 200_000 });
    expect(await refundRows(other.id)).toEqual([]);

    const told = await refundNotices(member);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("The unused sessions of your session package have been refunded");
    expect(told[0]).toContain("₹3,000");
    expect(told[0]).not.toMatch(/block/i);

    // Again: the same block, and the sweep twice. Nothing more is refunded, nobody is told again.
    expect((await block(member, expert)).statusCode).toBe(200);
    expect(await packagesSweep()).toBe(0);
    expect(await packagesSweep()).toBe(0);
    expect(gatewayRefund).toHaveBeenCalledTimes(1);
    expect(await refundRows(p.id)).toHaveLength(1);
    expect(await refundRows(other.id)).toEqual([]);
    expect(await refundNotices(member)).toHaveLength(1);
  }, 180_000);

  it("the expert blocks the member: the session to come is cancelled and its credit given back first, then every unused session refunded at once; a session already held keeps its credit; the member's notices never mention a block", async () => {
    const { expert, member, slots } = await pair("Deepa Nair");
    const p = await buy(member, (await offer(expert, 4, 3_000)).id);
    const held = await bookWith(member, p.id, slots[0] as string);
    const toCome = await bookWith(member, p.id, slots[1] as string);
    // The first session has already taken place: its credit was used.
    await h.database.db.execute(
      sql`update bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours' where id = ${held}`,
    );
    expect(await purchaseOf(member, p.id)).toMatchObject({ remaining: 2, used: 2 });
    const gatewayRefund = vi.spyOn(h.built.payments.gateway, "refund");

    // When packages refund, bookings has already cancelled the session to come and given its credit back.
    const credits = h.built.packages.credits;
    const refundAllBetween = credits.refundAllBetween;
    const seen: { booking: string; remaining: number; refundRows: number }[] = [];
    vi.spyOn(credits, "refundAllBetween").mockImplementation(async (a, b) => {
      seen.push({
        booking: await bookingStatus(toCome),
        remaining: (await purchaseOf(member, p.id)).remaining,
        refundRows: (await refundRows(p.id)).length,
      });
      return refundAllBetween(a, b);
    });

    expect((await block(expert, member)).statusCode).toBe(200);

    expect(seen).toEqual([{ booking: "CANCELLED", remaining: 3, refundRows: 0 }]);
    expect(await bookingStatus(toCome)).toBe("CANCELLED");
    expect(await bookingStatus(held)).toBe("CONFIRMED");
    // Three sessions (the one given back included) in one refund; the held one's share is kept.
    expect(gatewayRefund).toHaveBeenCalledTimes(1);
    expect(gatewayRefund).toHaveBeenCalledWith(await paymentIdOf(p.id), 225_000, expect.anything());
    expect(await refundRows(p.id)).toEqual([{ sessions: 3, amount: 225_000, status: "refunded" }]);
    expect(await purchaseOf(member, p.id)).toMatchObject({
      status: "partly_refunded",
      remaining: 0,
      used: 1,
      refundableNow: 0,
      refundedSessions: 3,
      refundedAmount: 225_000,
    });

    const told = await refundNotices(member);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("₹2,250");
    const everything = (await notices(member)).map((n) => n.data.message ?? "").join("\n");
    expect(everything).toContain("was cancelled by the expert");
    expect(everything).not.toMatch(/block/i);
    // The expert is told nothing of the package's refund.
    expect((await notices(expert)).filter((n) => n.type === "refund")).toEqual([]);

    // A partly refunded package with nothing unused is not read again: the sweep refunds nothing.
    expect(await packagesSweep()).toBe(0);
    expect(gatewayRefund).toHaveBeenCalledTimes(1);
  }, 180_000);

  it("with the event lost, the minute sweep refunds, in either order with bookings' sweep: never a credit on a session that still stands", async () => {
    const { expert, member, slots } = await pair("Imran Shah");
    const p = await buy(member, (await offer(expert, 4, 3_000)).id);
    const toCome = await bookWith(member, p.id, slots[0] as string);
    vi.spyOn(h.built.events, "emit").mockRejectedValueOnce(new Error("reactions unavailable"));
    const gatewayRefund = vi.spyOn(h.built.payments.gateway, "refund");

    expect((await block(member, expert)).statusCode).toBe(200);
    expect(gatewayRefund).not.toHaveBeenCalled();
    expect(await bookingStatus(toCome)).toBe("CONFIRMED");

    // Packages' sweep first: the three unused sessions; the session to come keeps its credit.
    expect(await packagesSweep()).toBe(1);
    expect(await bookingStatus(toCome)).toBe("CONFIRMED");
    expect(await refundRows(p.id)).toEqual([{ sessions: 3, amount: 225_000, status: "refunded" }]);
    expect(await purchaseOf(member, p.id)).toMatchObject({ status: "partly_refunded", remaining: 0, used: 1 });

    // Bookings' sweep cancels the session and gives its credit back; the next packages sweep refunds it.
    await bookingsSweep();
    expect(await bookingStatus(toCome)).toBe("CANCELLED");
    expect(await purchaseOf(member, p.id)).toMatchObject({ remaining: 1, used: 0 });
    expect(await packagesSweep()).toBe(1);
    expect(await refundRows(p.id)).toEqual([
      { sessions: 3, amount: 225_000, status: "refunded" },
      { sessions: 1, amount: 75_000, status: "refunded" },
    ]);
    expect(await purchaseOf(member, p.id)).toMatchObject({
      status: "refunded",
      remaining: 0,
      refundedSessions: 4,
      refundedAmount: 300_000,
    });
    expect(gatewayRefund).toHaveBeenCalledTimes(2);
    const told = await refundNotices(member);
    expect(told).toHaveLength(2);
    for (const t of told) expect(t).not.toMatch(/block/i);

    // Run again, and the block repeated: nothing more.
    expect(await packagesSweep()).toBe(0);
    expect((await block(member, expert)).statusCode).toBe(200);
    expect(await packagesSweep()).toBe(0);
    expect(gatewayRefund).toHaveBeenCalledTimes(2);
    expect(await refundRows(p.id)).toHaveLength(2);
  }, 180_000);

  it("a failed gateway refund stays pending and the member is told it is on its way; the retry job sends it once", async () => {
    const { expert, member } = await pair("Sunita Rao");
    const p = await buy(member, (await offer(expert, 4, 2_000)).id);
    const gatewayRefund = vi.spyOn(h.built.payments.gateway, "refund").mockRejectedValueOnce(new Error("gateway down"));

    expect((await block(expert, member)).statusCode).toBe(200);
    expect(await refundRows(p.id)).toEqual([{ sessions: 4, amount: 200_000, status: "pending" }]);
    const told = await refundNotices(member);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain("Your refund of ₹2,000 has not gone through yet");
    expect(told[0]).not.toMatch(/block/i);

    // The sweep does not record a second refund for the one still pending.
    expect(await packagesSweep()).toBe(0);
    await h.database.db.execute(
      sql`update package_refunds set created_at = now() - interval '10 minutes' where purchase_id = ${p.id}`,
    );
    expect(await h.built.packages.retryPendingRefunds()).toBe(1);
    expect(await refundRows(p.id)).toEqual([{ sessions: 4, amount: 200_000, status: "refunded" }]);
    expect(gatewayRefund).toHaveBeenCalledTimes(2);
  }, 180_000);
});
