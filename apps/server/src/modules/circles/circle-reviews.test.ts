// Reviews of counsellor-led meetings against the database: only the member of a confirmed seat, only after
// the meeting ended, once per seat; bad input is a 4xx, never a 5xx; the host, another member, a stranger
// and a visitor cannot review a seat; the circle's page shows the average, the count and each comment under
// the seat's circle nickname, never the member's name; a review can be reported like a session's.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
let host: Member;
let stranger: Member;
let asha: Member;
let ravi: Member;
let circleId = "";
let occurrenceId = "";
let ashaSeat = "";
let raviSeat = "";

const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const post = (m: Member | null, url: string, payload: unknown) =>
  h.app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, "content-type": "application/json", ...(m ? { cookie: m.cookie } : {}) },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const review = (m: Member | null, seatId: string, body: unknown) =>
  post(m, `/api/circles/seats/${seatId}/review`, body);

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(10, 0, 0, 0);
  return d.toISOString();
};

async function seatIn(m: Member, occ: string, nickname: string) {
  const res = await post(m, `/api/circles/occurrences/${occ}/seats`, { nickname });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().seat.id as string;
}

async function endMeeting(occ: string) {
  await h.database.db.execute(
    sql`update circle_occurrences set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
      where id = ${occ}`,
  );
}

beforeAll(async () => {
  h = await startHarness();
  host = await publishedExpert(h, { fullName: "Kiran Das" });
  stranger = await publishedExpert(h, { fullName: "Meera Rao" });
  asha = await h.member({ displayName: "Asha Realname" });
  ravi = await h.member({ displayName: "Ravi Realname" });
  const res = await post(host, "/api/expert/circles", {
    topic: "grief",
    language: "English",
    title: "After a loss",
    minutes: 60,
    seats: 4,
    fee: 0,
    startsAt: inDays(3),
  });
  expect(res.statusCode, res.body).toBe(200);
  circleId = res.json().id;
  occurrenceId = res.json().occurrences[0].id;
  ashaSeat = await seatIn(asha, occurrenceId, "Quiet owl");
  raviSeat = await seatIn(ravi, occurrenceId, "Evening sparrow");
}, 180_000);
afterAll(() => h?.close());

describe("reviewing a circle's meeting", () => {
  it("not before the meeting is over: 400 NOT_FINISHED", async () => {
    const res = await review(asha, ashaSeat, { rating: 5 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("NOT_FINISHED");
  }, 60_000);

  it("only the seat's member: the host is refused (403), another member, another expert and a visitor never see it", async () => {
    await endMeeting(occurrenceId);
    const byHost = await review(host, ashaSeat, { rating: 1 });
    expect(byHost.statusCode, byHost.body).toBe(403);
    expect((await review(ravi, ashaSeat, { rating: 1 })).statusCode).toBe(404);
    expect((await review(stranger, ashaSeat, { rating: 1 })).statusCode).toBe(404);
    expect((await review(null, ashaSeat, { rating: 1 })).statusCode).toBe(401);
    const [row] = (
      await h.database.db.execute(sql`select count(*)::int as n from circle_reviews where seat_id = ${ashaSeat}`)
    ).rows as { n: number }[];
    expect(row?.n).toBe(0);
  }, 60_000);

  it("bad input is a 400, never a 5xx", async () => {
    const bad: unknown[] = [
      { rating: 0 },
      { rating: 6 },
      { rating: "x" },
      { rating: 2.5 },
      {},
      { rating: 4, comment: "a".repeat(1001) },
      { rating: 4, comment: "kind\u0000words" },
      { rating: 4, comment: "bell\u0007here" },
      { rating: 4, comment: 42 },
      "{not json",
    ];
    for (const body of bad) {
      const res = await review(asha, ashaSeat, body);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
    }
    for (const id of ["not-a-uuid", "00000000-0000-0000-0000-00000000000g", "1'; drop table circle_reviews; --"]) {
      const res = await review(asha, encodeURIComponent(id), { rating: 4 });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await get(null, "/api/circles/not-a-uuid/reviews")).statusCode).toBeLessThan(500);
  }, 60_000);

  it("the seat's member reviews once after it ended; a second review of the seat is 409", async () => {
    const res = await review(asha, ashaSeat, { rating: 4, comment: "  It helped to hear others.  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rating: 4, comment: "It helped to hear others.", nickname: "Quiet owl" });
    const again = await review(asha, ashaSeat, { rating: 5 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe("ALREADY_REVIEWED");
    // Stars alone are a review.
    expect((await review(ravi, raviSeat, { rating: 2 })).statusCode).toBe(200);
    expect((await get(asha, "/api/circles/reviews/mine")).json().seatIds).toEqual([ashaSeat]);
    expect((await get(null, "/api/circles/reviews/mine")).statusCode).toBe(401);
  }, 60_000);

  it("a seat that was not confirmed to the end cannot review", async () => {
    const meena = await h.member({ displayName: "Meena Realname" });
    const c = await post(host, "/api/expert/circles", {
      topic: "grief",
      language: "English",
      title: "Second loss circle",
      minutes: 60,
      seats: 4,
      fee: 0,
      startsAt: inDays(4),
    });
    const occ = c.json().occurrences[0].id as string;
    const seat = await seatIn(meena, occ, "Small fern");
    expect((await post(meena, `/api/circles/seats/${seat}/cancel`, {})).statusCode).toBe(200);
    await endMeeting(occ);
    const res = await review(meena, seat, { rating: 3 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("NOT_FINISHED");
  }, 60_000);

  it("the circle's page shows the average, the count and comments under the circle nickname, never the name", async () => {
    const res = await get(null, `/api/circles/${circleId}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, average: 3 });
    expect(body.reviews.map((r: { nickname: string }) => r.nickname).sort()).toEqual(["Evening sparrow", "Quiet owl"]);
    expect(res.body).not.toContain("Realname");
    expect(res.body).not.toContain(asha.id);
    expect((await get(null, "/api/circles/00000000-0000-4000-8000-000000000000/reviews")).statusCode).toBe(404);
  }, 60_000);

  it("a review can be reported like a session's review; its author cannot report their own", async () => {
    const { reviews } = (await get(null, `/api/circles/${circleId}/reviews`)).json();
    const target = reviews.find((r: { nickname: string }) => r.nickname === "Quiet owl");
    const report = { targetType: "circle_review", targetId: target.id, reason: "spam" };
    const byRavi = await post(ravi, "/api/reports", report);
    expect(byRavi.statusCode, byRavi.body).toBe(201);
    expect((await post(asha, "/api/reports", report)).statusCode).toBe(400);
    // The moderator who hides it takes it off the circle's page (and out of the average).
    const mod = await staffMember(h);
    const item = (
      await h.database.db.execute(
        sql`select id from moderation_items where target_type = 'circle_review' and target_id = ${target.id}`,
      )
    ).rows[0] as { id: string } | undefined;
    expect(item).toBeTruthy();
    const hide = await h.post(
      `/api/admin/moderation/${item?.id}/action`,
      { action: "hide", reason: "Spam in a circle review" },
      { cookie: mod.cookie },
    );
    expect(hide.statusCode, hide.body).toBe(200);
    const after = (await get(null, `/api/circles/${circleId}/reviews`)).json();
    expect(after).toMatchObject({ count: 1, average: 2 });
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(target.id);
  }, 60_000);

  it("a comment the write check holds waits for a moderator: only its writer sees it", async () => {
    const sam = await h.member({ displayName: "Sam Realname" });
    const c = await post(host, "/api/expert/circles", {
      topic: "grief",
      language: "English",
      title: "Third loss circle",
      minutes: 60,
      seats: 4,
      fee: 0,
      startsAt: inDays(5),
    });
    const occ = c.json().occurrences[0].id as string;
    const seat = await seatIn(sam, occ, "Grey heron");
    await endMeeting(occ);
    const res = await review(sam, seat, {
      rating: 1,
      comment: "I have saved up my pills and I will take them all tonight, goodbye everyone",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().held).toBe(true);
    const visitor = (await get(null, `/api/circles/${c.json().id}/reviews`)).json();
    expect(visitor).toMatchObject({ count: 0, reviews: [] });
    const writer = (await get(sam, `/api/circles/${c.json().id}/reviews`)).json();
    expect(writer.reviews).toHaveLength(1);
    const [item] = (
      await h.database.db.execute(
        sql`select count(*)::int as n from moderation_items where target_type = 'circle_review' and target_id = ${res.json().id}`,
      )
    ).rows as { n: number }[];
    expect(item?.n).toBe(1);
  }, 60_000);
});
