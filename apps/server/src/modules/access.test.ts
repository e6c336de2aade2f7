// Loading and authorising in one step (platform/access) must answer exactly as before: someone who may
// not see a subject gets the very answer a missing one gets (status, code and message), so nothing
// leaks that it exists; where the answer was a 403 ("it is there, but not yours"), it still is.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, payInSandbox, slotsOf, verify } from "../../test/booking-helpers.ts";
import { publishedExpert } from "../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../test/harness.ts";

let h: Harness;
let member: Member;
let expert: Member;
let stranger: Member;
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  h = await startHarness();
  expert = await publishedExpert(h, { fullName: "Access Expert" });
  [member, stranger] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h?.close());

const send = (m: Member, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
/** What a refused or missing subject answers: status, code and message, nothing else. */
const answer = (res: { statusCode: number; json(): { code?: string; message?: string } }) => ({
  status: res.statusCode,
  code: res.json().code,
  message: res.json().message,
});

describe("bookings: only its people, and pay/review only its member", () => {
  it("the expert verifying and a stranger cancelling are told what a missing booking is told", async () => {
    const startsAt = (await slotsOf(h, expert.id))[0] as string;
    const created = (await createBooking(h, member, { expertId: expert.id, startsAt })).json();
    const paid = await payInSandbox(h, member, created.orderId);
    const missing = answer(await verify(h, member, MISSING, paid));
    expect(missing).toMatchObject({ status: 404, code: "BOOKING_NOT_FOUND" });
    expect(answer(await verify(h, expert, created.bookingId, paid))).toEqual(missing);
    expect(answer(await send(stranger, "POST", `/api/bookings/${created.bookingId}/cancel`, {}))).toEqual(missing);
    expect(
      answer(await send(stranger, "POST", `/api/bookings/${created.bookingId}/release`, { reason: "failed" })),
    ).toEqual(missing);
    // Its member still pays it.
    expect((await verify(h, member, created.bookingId, paid)).statusCode).toBe(200);
  });
});

describe("calls: a room exists only for its two people; answering is the callee's", () => {
  it("a stranger is told what a missing room is told; the caller answering is a 403", async () => {
    const e2 = await publishedExpert(h);
    const res = await h.post("/api/dev/practice-session", {
      memberEmail: member.email,
      expertEmail: e2.email,
      startsInMinutes: 0,
    });
    const { bookingId } = res.json() as { bookingId: string };
    const { roomId } = (await send(e2, "POST", "/api/calls", { calleeId: member.id, bookingId })).json();
    const missing = answer(await send(member, "GET", `/api/calls/${MISSING}`));
    expect(missing).toMatchObject({ status: 404, code: "CALL_NOT_FOUND" });
    expect(answer(await send(stranger, "GET", `/api/calls/${roomId}`))).toEqual(missing);
    expect(answer(await send(stranger, "POST", `/api/calls/${roomId}/reject`))).toEqual(missing);
    expect(answer(await send(e2, "POST", `/api/calls/${roomId}/reject`))).toMatchObject({
      status: 403,
      code: "ONLY_CALLEE",
    });
    const accepted = await send(member, "POST", `/api/calls/${roomId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ roomId, status: "active", isCaller: false, other: { userId: e2.id } });
  });
});

describe("chat: a blocked partner reads as a missing member", () => {
  it("history with someone who blocked you answers like someone who does not exist", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const missing = answer(await send(a, "GET", `/api/chat/messages/${MISSING}`));
    expect(missing).toMatchObject({ status: 404, code: "USER_NOT_FOUND" });
    expect((await send(a, "GET", `/api/chat/messages/${b.id}`)).statusCode).toBe(200);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${b.id}, ${a.id})`);
    expect(answer(await send(a, "GET", `/api/chat/messages/${b.id}`))).toEqual(missing);
  });
});

describe("posts: a hidden post is not found; deleting someone else's is a 403", () => {
  it("get and delete answer as before", async () => {
    const id = (await send(member, "POST", "/api/posts", { content: "access check" })).json().id as string;
    const missing = answer(await send(stranger, "GET", `/api/posts/${MISSING}`));
    expect(missing).toMatchObject({ status: 404, code: "POST_NOT_FOUND" });
    expect((await send(stranger, "GET", `/api/posts/${id}`)).statusCode).toBe(200);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${member.id}, ${stranger.id})`);
    expect(answer(await send(stranger, "GET", `/api/posts/${id}`))).toEqual(missing);
    expect(answer(await send(stranger, "DELETE", `/api/posts/${MISSING}`))).toEqual(missing);
    expect(answer(await send(stranger, "DELETE", `/api/posts/${id}`))).toMatchObject({
      status: 403,
      code: "NOT_YOURS",
    });
    expect((await send(member, "DELETE", `/api/posts/${id}`)).statusCode).toBe(200);
  });
});
