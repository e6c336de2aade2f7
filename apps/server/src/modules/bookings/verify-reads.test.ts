// Verify reads its booking once: the access check loads it, the settle decides on the locked row and
// answers from what it wrote. Each statement the pool sends is counted, so a second read of the booking
// (a service or a repository method asking again) fails here, whatever file it comes from. Scheduling
// a confirmed session's reminders is the reminders module's own work (it reads what its messages
// need), so reads made inside it are told apart, not hidden: they are listed on their own.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { createBooking, payInSandbox, slotsOf, verify } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let expert: Member;
let spy: MockInstance | undefined;

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Reads Expert" });
});
afterAll(() => h?.close());
afterEach(() => spy?.mockRestore());

/**
 * Reads of one booking's row while `fn` runs: plain selects from the bookings table that name it. The
 * settle's `select … for update` is the write's own lock, not a read of what the member may see.
 */
async function bookingReads(bookingId: string, fn: () => Promise<unknown>) {
  const reads: string[] = [];
  const remindersReads: string[] = [];
  let inReminders = false;
  const hooks = h.built.reminderHooks;
  const schedule = hooks.schedule.bind(hooks);
  const scheduleSpy = vi.spyOn(hooks, "schedule").mockImplementation(async (id: string) => {
    inReminders = true;
    try {
      await schedule(id);
    } finally {
      inReminders = false;
    }
  });
  const query = pg.Client.prototype.query;
  spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === "string" ? first : first?.text;
    const params = (typeof first === "object" && first?.values) || values || [];
    if (
      typeof text === "string" &&
      /^\s*select\b/i.test(text) &&
      /\bfrom\s+"?bookings"?(\s|$)/i.test(text) &&
      !/\bfor\s+update\b/i.test(text) &&
      params.includes(bookingId)
    )
      (inReminders ? remindersReads : reads).push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query);
  try {
    await fn();
  } finally {
    spy.mockRestore();
    scheduleSpy.mockRestore();
  }
  expect(remindersReads.length).toBeLessThanOrEqual(1);
  return reads;
}

async function heldAndPaid(slot: number) {
  const m = await h.member();
  const startsAt = (await slotsOf(h, expert.id))[slot] as string;
  const created = await createBooking(h, m, { expertId: expert.id, startsAt });
  expect(created.statusCode).toBe(200);
  const { bookingId, orderId } = created.json() as { bookingId: string; orderId: string };
  return { m, bookingId, paid: await payInSandbox(h, m, orderId) };
}

describe("POST /api/bookings/:id/verify reads its booking once", () => {
  it("a genuine payment on a live hold: confirmed, one read", async () => {
    const { m, bookingId, paid } = await heldAndPaid(0);
    let status = 0;
    const reads = await bookingReads(bookingId, async () => {
      status = (await verify(h, m, bookingId, paid)).statusCode;
    });
    expect(status).toBe(200);
    expect(
      reads,
      `booking reads during verify (bookings.service.ts verify → settle.service.ts):\n${reads.join("\n")}`,
    ).toHaveLength(1);
  });

  it("a repeat of the same verify: still one read", async () => {
    const { m, bookingId, paid } = await heldAndPaid(1);
    expect((await verify(h, m, bookingId, paid)).statusCode).toBe(200);
    const reads = await bookingReads(bookingId, () => verify(h, m, bookingId, paid));
    expect(reads).toHaveLength(1);
  });
});
