// The seat rules alone: who gets a seat, when the waitlist comes first, the cancel cutoff, the money
// steps of a captured payment, and the node's queue in front of the lock.
import { describe, expect, it } from "vitest";
import type { OccurrenceState, SeatRow, WaitlistRow } from "./circle-rows.ts";
import {
  decideBook,
  decideSeatSettle,
  decideWait,
  freeSeatNumber,
  mayMemberCancel,
  offersToMake,
  refundState,
} from "./circles.policy.ts";
import { createSeatBatcher } from "./seat-batch.ts";
import { createSeatGate } from "./seat-gate.ts";

const NOW = Date.parse("2026-12-01T10:00:00Z");
const H = 3_600_000;

const seat = (memberId: string, n: number, status = "confirmed"): SeatRow =>
  ({ id: `s-${memberId}`, memberId, seatNumber: n, status, createdAt: new Date(NOW - H) }) as SeatRow;
const wait = (memberId: string, status = "waiting", offeredUntil: Date | null = null): WaitlistRow =>
  ({ id: `w-${memberId}`, memberId, status, offeredUntil }) as WaitlistRow;
const state = (capacity: number, live: SeatRow[], queue: WaitlistRow[] = []): OccurrenceState =>
  ({
    occurrence: { seats: capacity, status: "scheduled", startsAt: new Date(NOW + 48 * H) },
    circle: { status: "active" },
    live,
    offers: queue.filter((w) => w.status === "offered"),
    waiting: queue.filter((w) => w.status === "waiting"),
    released: { holds: [], offers: [] },
  }) as unknown as OccurrenceState;

describe("seats", () => {
  it("takes the lowest free number; full is full", () => {
    expect(freeSeatNumber([seat("a", 1), seat("b", 3)], 3)).toBe(2);
    expect(freeSeatNumber([seat("a", 1), seat("b", 2)], 2)).toBeNull();
    expect(decideBook(state(2, [seat("a", 1)]), "c", NOW)).toEqual({ kind: "take", seatNumber: 2, offerId: null });
    expect(decideBook(state(1, [seat("a", 1)]), "c", NOW)).toEqual({ kind: "full" });
    expect(decideBook(state(2, [seat("a", 1)]), "a", NOW).kind).toBe("existing");
  });

  it("a live offer keeps the seat for its member; a walk-in finds it full while anyone waits", () => {
    const offered = wait("w", "offered", new Date(NOW + 10 * 60_000));
    expect(decideBook(state(2, [seat("a", 1)], [offered]), "c", NOW)).toEqual({ kind: "full" });
    expect(decideBook(state(2, [seat("a", 1)], [offered]), "w", NOW)).toEqual({
      kind: "take",
      seatNumber: 2,
      offerId: "w-w",
    });
    expect(decideBook(state(3, [seat("a", 1)], [wait("q")]), "c", NOW)).toEqual({ kind: "full" });
    // A lapsed offer keeps nothing.
    const lapsed = wait("w", "offered", new Date(NOW - 1));
    expect(decideBook(state(2, [seat("a", 1)], [lapsed]), "c", NOW).kind).toBe("take");
  });

  it("free seats are offered to the people waiting, first come first served", () => {
    expect(
      offersToMake(state(3, [seat("a", 1)], [wait("x"), wait("y"), wait("z")]), NOW).map((w) => w.memberId),
    ).toEqual(["x", "y"]);
    expect(decideWait(state(2, [seat("a", 1)]), "c", NOW)).toBe("notFull");
    expect(decideWait(state(1, [seat("a", 1)]), "c", NOW)).toBe("join");
    expect(decideWait(state(1, [seat("a", 1)]), "a", NOW)).toBe("hasSeat");
  });
});

describe("cancelling and money", () => {
  const occ = (startsIn: number, movedAt: Date | null = null) => ({
    startsAt: new Date(NOW + startsIn),
    status: "scheduled",
    movedAt,
  });
  it("full refund until 24 hours before; after the host moved it, until it starts", () => {
    const s = seat("a", 1);
    expect(mayMemberCancel(s, occ(25 * H), NOW)).toBe("ok");
    expect(mayMemberCancel(s, occ(23 * H), NOW)).toBe("tooLate");
    expect(mayMemberCancel(s, occ(23 * H, new Date(NOW - 60_000)), NOW)).toBe("ok");
    expect(mayMemberCancel(s, occ(-H), NOW)).toBe("notConfirmed");
    expect(mayMemberCancel(seat("a", 1, "held"), occ(48 * H), NOW)).toBe("notConfirmed");
  });

  it("a captured payment confirms a held seat, refunds a let-go one, repeats, gives a second back", () => {
    expect(decideSeatSettle({ status: "held", gatewayPaymentId: null }, "p1")).toBe("confirm");
    expect(decideSeatSettle({ status: "expired", gatewayPaymentId: null }, "p1")).toBe("refund");
    expect(decideSeatSettle({ status: "cancelled", gatewayPaymentId: null }, "p1")).toBe("refund");
    expect(decideSeatSettle({ status: "confirmed", gatewayPaymentId: "p1" }, "p1")).toBe("repeat");
    expect(decideSeatSettle({ status: "confirmed", gatewayPaymentId: "p1" }, "p2")).toBe("refundExtra");
    expect(refundState({ status: "cancelled", gatewayPaymentId: "p", amount: 100 })).toBe("pending");
    expect(refundState({ status: "refunded", gatewayPaymentId: "p", amount: 100 })).toBe("refunded");
    expect(refundState({ status: "confirmed", gatewayPaymentId: "p", amount: 100 })).toBe("none");
    expect(refundState({ status: "cancelled", gatewayPaymentId: null, amount: 0 })).toBe("none");
  });
});

describe("the node's queue in front of the lock", () => {
  it("runs one at a time; those that waited while it filled are told full without running", async () => {
    const gate = createSeatGate();
    let inside = 0;
    let most = 0;
    let left = 2;
    const ran: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run("occ", async () => {
          inside++;
          most = Math.max(most, inside);
          ran.push(i);
          await new Promise((r) => setTimeout(r, 5));
          inside--;
          const got = left > 0;
          if (got) left--;
          return { value: got, fullAfter: left === 0 };
        }),
      ),
    );
    expect(most).toBe(1);
    expect(results).toEqual([true, true, "full", "full", "full", "full"]);
    expect(ran).toEqual([0, 1]);
    // A request that arrives after the fill asks again (a seat may have been freed since).
    expect(await gate.run("occ", async () => ({ value: "asked", fullAfter: true }))).toBe("asked");
  });
});

describe("the node's batches of seat requests", () => {
  it("a crowd arriving at once is one call; those arriving during it are the next; each gets its own answer", async () => {
    const calls: number[][] = [];
    const batcher = createSeatBatcher(async (_key: string, reqs: number[]) => {
      calls.push(reqs);
      await new Promise((r) => setTimeout(r, 20));
      return reqs.map((x) => x * 10);
    });
    const first = Array.from({ length: 50 }, (_, i) => batcher.submit("occ", i));
    await new Promise((r) => setTimeout(r, 5));
    const second = Array.from({ length: 3 }, (_, i) => batcher.submit("occ", 100 + i));
    const other = batcher.submit("other", 7);
    expect(await Promise.all(first)).toEqual(Array.from({ length: 50 }, (_, i) => i * 10));
    expect(await Promise.all(second)).toEqual([1000, 1010, 1020]);
    expect(await other).toBe(70);
    expect(calls).toEqual([Array.from({ length: 50 }, (_, i) => i), [7], [100, 101, 102]]);
  });

  it("a failed call fails its own batch only; the next batch still runs", async () => {
    let n = 0;
    const batcher = createSeatBatcher(async (_key: string, reqs: string[]) => {
      n++;
      await new Promise((r) => setTimeout(r, 10));
      if (n === 1) throw new Error("database gone");
      return reqs;
    });
    const a = batcher.submit("occ", "a");
    await new Promise((r) => setImmediate(r));
    const b = batcher.submit("occ", "b");
    await expect(a).rejects.toThrow("database gone");
    expect(await b).toBe("b");
  });
});
