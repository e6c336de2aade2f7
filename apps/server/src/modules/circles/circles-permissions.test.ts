// Who may do what in circles: every endpoint across the seat's member, the host, another member, another
// expert and a visitor; bad input is 400, never 5xx; blocks warn the one who blocked.
import { randomUUID } from "node:crypto";
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleRequests, inDays, startCirclesCast } from "../../../test/circles-fixture.ts";
import type { Harness, Member } from "../../../test/harness.ts";

let h: Harness;
let host: Member;
let otherExpert: Member;
let asha: Member;
let ravi: Member;

beforeAll(async () => {
  ({ h, host, otherExpert, asha, ravi } = await startCirclesCast());
}, 180_000);
afterAll(() => h?.close());

const { get, send, hostCircle, book, count } = circleRequests(() => ({ h, host }));

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
    // A time in a year PostgreSQL has not (0000, also 0001 at +05:30, which is 0000 in UTC): 400, not 500.
    for (const q of ["from=0000-01-01T00:00:00Z", "to=0000-06-01T00:00:00Z", "from=0001-01-01T00:00:00%2B05:30"]) {
      const res = await get(null, `/api/circles?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields[0].message, q).toBe(CIRCLE_MSG.startsInvalid);
    }
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
