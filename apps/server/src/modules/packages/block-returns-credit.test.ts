// A session booked with a package credit, between a member and an expert who then block each other, is
// cancelled like any session to come: its credit goes back to the package (as when the expert cancels),
// no money moves for the session, and the member is told the ordinary package notice, never of a block.
// Only then are the package's unused sessions (that credit included) refunded, once, to the member
// (block-refunds-packages.test.ts has the rest of that).
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  asha,
  book,
  buy,
  expert,
  get,
  h,
  offer,
  purchaseOf,
  ravi,
  send,
  usePackagesWorld,
} from "../../../test/packages-fixture.ts";

usePackagesWorld();
afterEach(() => vi.restoreAllMocks());

const sandboxRefunds = async () =>
  ((await h.database.db.execute(sql`select count(*)::int as n from sandbox_refunds`)).rows[0] as { n: number }).n;
const cancelNotice = async (m: typeof asha, bookingId: string) =>
  (
    (await get(m, "/api/notifications")).json().items as {
      type: string;
      data: { bookingId?: string; message?: string };
    }[]
  )
    .filter((n) => n.type === "booking_cancelled" && n.data.bookingId === bookingId)
    .map((n) => n.data.message ?? "");

describe("a block and a session paid with a package credit", () => {
  it.each([
    ["the expert blocks the member", "expert", "the expert"],
    ["the member blocks the expert", "member", "you"],
  ] as const)(
    "%s: the session is cancelled, its credit is back in the package, nothing is refunded for it; then the unused sessions are, once",
    async (_, by, whom) => {
      const member = by === "expert" ? asha : ravi;
      const o = await offer(expert, 4, 3_000);
      const p = await buy(member, o.id);
      const booked = await book(member, p.id);
      expect(booked.statusCode, booked.body).toBe(200);
      const { bookingId } = booked.json() as { bookingId: string };
      expect((await purchaseOf(member, p.id)).remaining).toBe(3);
      const refundsBefore = await sandboxRefunds();
      // What the bookings reaction left, read as packages take over (their refund comes after it).
      const credits = h.built.packages.credits;
      const refundAllBetween = credits.refundAllBetween;
      let handedOver: { purchase: Awaited<ReturnType<typeof purchaseOf>>; refunds: number } | undefined;
      vi.spyOn(credits, "refundAllBetween").mockImplementation(async (a, b) => {
        handedOver = { purchase: await purchaseOf(member, p.id), refunds: await sandboxRefunds() };
        return refundAllBetween(a, b);
      });

      const blocker = by === "expert" ? expert : member;
      const blocked = by === "expert" ? member : expert;
      expect((await send(blocker, "POST", `/api/blocks/${blocked.id}`, {})).statusCode).toBe(200);

      const cancelled = (
        (await get(member, "/api/bookings")).json().cancelled as { bookingId: string; cancelledBy: string }[]
      ).find((b) => b.bookingId === bookingId);
      expect(cancelled?.cancelledBy).toBe(by);
      expect(handedOver?.purchase).toMatchObject({ remaining: 4, used: 0 });
      expect(handedOver?.refunds).toBe(refundsBefore);
      // Then every unused session of the package (the credit given back included) was refunded, once.
      expect(await purchaseOf(member, p.id)).toMatchObject({ status: "refunded", remaining: 0, used: 0 });
      expect(await sandboxRefunds()).toBe(refundsBefore + 1);
      const told = await cancelNotice(member, bookingId);
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(`was cancelled by ${whom}`);
      // Its unused sessions are refunded next, so the member is not told to book it again.
      expect(told[0]).toContain("It was paid from your session package, so nothing was charged for it.");
      expect(told[0]).not.toContain("ready to book again");
      expect(told[0]).not.toMatch(/block/i);
    },
    120_000,
  );
});
