// Measurement before every session against the real app: the job asks exactly once per booking; the
// member answers from the check-in (scored here, kept with the booking, item 9 flags crisis); the
// expert sees the scores only while the member's consent for them is in force; nobody else ever.
import type { CareLink } from "@saathi/contract/care-between";
import type { CareScores, Caseload, CheckIn, CheckInAnswered } from "@saathi/contract/care-scores";
import type { Consents } from "@saathi/contract/consents";
import type { Notification } from "@saathi/contract/notifications";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { asRole, type CareWorld, careRoles, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { consents } from "../../platform/db/schema/account.ts";
import { measurementRequests } from "../../platform/db/schema/care-between.ts";

let h: Harness;
let w: CareWorld;
let link: CareLink;
let requestId: string;

const runJob = () => {
  const job = h.built.periodicJobs.find((j) => j.name === "care-check-ins");
  if (!job) throw new Error("no care-check-ins job");
  return job.run();
};
/** Moves a booking to start `minutes` from now (the slots the fixture books are days ahead). */
const startIn = (bookingId: string, minutes: number) =>
  h.database.db.execute(sql`update bookings set starts_at = now() + make_interval(mins => ${minutes}),
    ends_at = now() + make_interval(mins => ${minutes + 50}) where id = ${bookingId}`);
const requestsOf = (bookingId: string) =>
  h.database.db.select().from(measurementRequests).where(eq(measurementRequests.bookingId, bookingId));
// PHQ-9: nine answers 0-3; item 9 (thoughts of self-harm) is the last.
const PHQ9_16 = [2, 2, 2, 2, 2, 2, 2, 1, 1];
const scoresAs = async (m: CareWorld["member"]) =>
  (await asRole(h, m, "GET", `/api/care/links/${link.id}/scores`)).json() as CareScores;

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
  link = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
  await startIn(w.bookingId, 120);
}, 180_000);
afterAll(() => h?.close());

describe("the questionnaire 24 hours before a session", () => {
  it("the job makes exactly one check-in per booking, however often (and however many at once) it runs", async () => {
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const rows = await requestsOf(w.bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ linkId: link.id, memberId: w.member.id, instrument: "phq9", status: "pending" });
    requestId = rows[0]?.id ?? "";
  }, 60_000);

  it("the member is told in the app and by email, and both open the check-in", async () => {
    const list = (await asRole(h, w.member, "GET", "/api/notifications")).json() as { items: Notification[] };
    const notice = list.items.find((n) => n.data.careCheckInId === requestId);
    expect(notice?.data.message).toContain("check-in");
    // The counsellor is named (the notice once read "…your session with {who}" with nothing filled in).
    expect(notice?.data.message).toBe("A 2-minute check-in before your session with Meera Care");
    const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(w.member.email)}` });
    const mail = (outbox.json() as { subject: string; text: string }[]).find((m) => m.subject.includes("check-in"));
    expect(mail?.text).toContain(`/care/check-in/${requestId}`);
    expect(mail?.text).toContain("Meera Care");
  });

  it("a session more than 24 hours away is not asked yet; the development trigger asks it as if a day later", async () => {
    const later = await bookAndPay(h, w.member, w.expert.id, 1);
    await startIn(later.bookingId, 60 * 25);
    await runJob();
    expect(await requestsOf(later.bookingId)).toHaveLength(0);
    // Before the first session starts (its pending check-in stays open), a day before this one.
    const asOf = new Date(Date.now() + 90 * 60_000).toISOString();
    const res = await asRole(h, null, "POST", "/api/dev/care-check-ins", { asOf });
    expect(res.statusCode).toBe(200);
    expect(await requestsOf(later.bookingId)).toHaveLength(1);
    expect((await asRole(h, null, "POST", "/api/dev/care-check-ins", { asOf: "soon" })).statusCode).toBe(400);
  }, 60_000);

  it("the member opens their check-in; anyone else finds nothing", async () => {
    const mine = await asRole(h, w.member, "GET", `/api/care/check-ins/${requestId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json() as CheckIn).toMatchObject({
      linkId: link.id,
      instrument: "phq9",
      status: "pending",
      consents: { sensitive: false, careScores: false },
      expert: { displayName: "Meera Care" },
    });
    for (const m of [w.otherMember, w.expert, w.admin]) {
      const res = await asRole(h, m, "GET", `/api/care/check-ins/${requestId}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(w.member.id);
    }
  });
});

describe("answering", () => {
  it("bad answers are 400s, and nothing is stored", async () => {
    const url = `/api/care/check-ins/${requestId}/answer`;
    expect((await asRole(h, w.member, "POST", url, { answers: [1, 2, 3] })).statusCode).toBe(400);
    expect((await asRole(h, w.member, "POST", url, { answers: [4, 0, 0, 0, 0, 0, 0, 0, 0] })).statusCode).toBe(400);
    expect((await asRole(h, w.member, "POST", url, { answers: "all" })).statusCode).toBe(400);
    expect((await asRole(h, w.member, "POST", url, {})).statusCode).toBe(400);
    expect(
      (await asRole(h, w.member, "POST", "/api/care/check-ins/nope/answer", { answers: PHQ9_16 })).statusCode,
    ).toBe(400);
    expect((await requestsOf(w.bookingId))[0]?.status).toBe("pending");
  });

  it("someone else's check-in is 404 for them (never answered in the member's name)", async () => {
    const res = await asRole(h, w.otherMember, "POST", `/api/care/check-ins/${requestId}/answer`, { answers: PHQ9_16 });
    expect(res.statusCode).toBe(404);
    expect((await requestsOf(w.bookingId))[0]?.status).toBe("pending");
  });

  it("without the consent to keep results the answer is 409 CONSENT_REQUIRED; given in the same screen it is kept", async () => {
    const url = `/api/care/check-ins/${requestId}/answer`;
    const refused = await asRole(h, w.member, "POST", url, { answers: PHQ9_16 });
    expect([refused.statusCode, refused.json().code]).toEqual([409, "CONSENT_REQUIRED"]);
    const res = await asRole(h, w.member, "POST", url, { answers: PHQ9_16, keepInAccount: true });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CheckInAnswered;
    expect(body).toMatchObject({ shared: false, score: { score: 16, instrument: "phq9", bookingId: w.bookingId } });
    expect(body.score.needsCrisisSupport).toBe(true);
    const [row] = await requestsOf(w.bookingId);
    expect(row?.status).toBe("answered");
    expect(row?.resultId).toBe(body.score.id);
  });

  it("answering twice is 409 with a clear message", async () => {
    const res = await asRole(h, w.member, "POST", `/api/care/check-ins/${requestId}/answer`, { answers: PHQ9_16 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("already answered");
  });
});

describe("consent-gated sharing", () => {
  it("without the member's consent the expert sees that nothing is shared, and no score", async () => {
    const seen = await asRole(h, w.expert, "GET", `/api/care/links/${link.id}/scores`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ shared: false, scores: [], trend: null, latestAnswers: null });
    expect(seen.body).not.toContain('"score":16');
    // The member always sees their own.
    expect((await scoresAs(w.member)).scores.map((s) => s.score)).toEqual([16]);
  });

  it("given: the expert sees the score, band, answers and the crisis flag; withdrawn: nothing again; given again: a new record", async () => {
    expect((await asRole(h, w.member, "PUT", `/api/care/links/${link.id}/score-consent`)).json()).toEqual({
      linkId: link.id,
      shared: true,
    });
    const shared = await scoresAs(w.expert);
    expect(shared).toMatchObject({ shared: true, latestAnswers: PHQ9_16, trend: { first: 16, latest: 16 } });
    expect(shared.scores[0]).toMatchObject({ score: 16, bandKey: "moderately_severe", needsCrisisSupport: true });

    await asRole(h, w.member, "DELETE", `/api/care/links/${link.id}/score-consent`);
    expect(await scoresAs(w.expert)).toMatchObject({ shared: false, scores: [], latestAnswers: null });

    await asRole(h, w.member, "PUT", `/api/care/links/${link.id}/score-consent`);
    expect((await scoresAs(w.expert)).scores).toHaveLength(1);
    const rows = await h.database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, w.member.id), eq(consents.purpose, "care_scores")));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.expertId === w.expert.id)).toBe(true);
    expect(rows.filter((r) => r.withdrawnAt === null)).toHaveLength(1);
  });

  it("the settings consents list names the counsellor, and still answers (care_scores never among the purposes)", async () => {
    const res = await asRole(h, w.member, "GET", "/api/account/consents");
    expect(res.statusCode).toBe(200);
    const list = res.json() as Consents;
    expect(list.careScores).toEqual([
      expect.objectContaining({ expertId: w.expert.id, expertName: "Meera Care", linkId: link.id, active: true }),
    ]);
    expect(list.history.map((r) => r.purpose)).not.toContain("care_scores");
  });

  it("another expert never sees them, consent or not (the same 404 as a missing link)", async () => {
    const res = await asRole(h, w.otherExpert, "GET", `/api/care/links/${link.id}/scores`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("16");
  });

  it("only results answered for sessions with that expert reach them (a self-check never does)", async () => {
    const self = await asRole(h, w.member, "POST", "/api/assessments", {
      instrumentId: "phq9",
      answers: [3, 3, 3, 3, 3, 3, 3, 3, 0],
    });
    expect(self.statusCode).toBe(200);
    expect((await scoresAs(w.expert)).scores.map((s) => s.score)).toEqual([16]);
  });
});

describe("the caseload", () => {
  it("lists the client with next session, latest score, homework done / assigned, in one answer", async () => {
    await h.database.db.execute(sql`insert into care_homework (link_id, kind, due_date, status) values
      (${link.id}, 'task', current_date, 'done'), (${link.id}, 'task', current_date, 'assigned'),
      (${link.id}, 'breathing', current_date, 'assigned')`);
    const res = await asRole(h, w.expert, "GET", "/api/care/caseload");
    expect(res.statusCode).toBe(200);
    const { clients } = res.json() as Caseload;
    const c = clients.find((x) => x.linkId === link.id);
    expect(c).toMatchObject({
      member: { userId: w.member.id },
      status: "active",
      readOnly: false,
      shared: true,
      latestScore: 16,
      homeworkDone: 1,
      homeworkAssigned: 3,
      trend: { first: 16, latest: 16, changeKind: "no_reliable_change", notOnTrack: false },
    });
    expect(c?.nextSessionAt).not.toBeNull();
  });

  it("without consent the caseload shows the client but no score", async () => {
    await asRole(h, w.member, "DELETE", `/api/care/links/${link.id}/score-consent`);
    const { clients } = (await asRole(h, w.expert, "GET", "/api/care/caseload")).json() as Caseload;
    expect(clients.find((x) => x.linkId === link.id)).toMatchObject({ shared: false, latestScore: null, trend: null });
    await asRole(h, w.member, "PUT", `/api/care/links/${link.id}/score-consent`);
  });
});

describe("a check-in closes when its session starts", () => {
  it("answering after the start is 410 with a clear message, and the job marks it expired", async () => {
    const late = await bookAndPay(h, w.member, w.expert.id, 2);
    await startIn(late.bookingId, 60);
    await runJob();
    const [req] = await requestsOf(late.bookingId);
    if (!req) throw new Error("no request");
    await startIn(late.bookingId, -5);
    const res = await asRole(h, w.member, "POST", `/api/care/check-ins/${req.id}/answer`, { answers: PHQ9_16 });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: "CHECK_IN_EXPIRED" });
    expect(res.json().message).toContain("closed when your session started");
    await runJob();
    expect((await requestsOf(late.bookingId))[0]?.status).toBe("expired");
    const open = (await asRole(h, w.member, "GET", `/api/care/check-ins/${req.id}`)).json() as CheckIn;
    expect(open.status).toBe("expired");
  }, 60_000);
});

describe("who reaches which endpoint (every role × every endpoint)", () => {
  const expected: Record<string, Record<string, number>> = {
    "owner member": { scores: 200, booking: 200, put: 200, del: 200, caseload: 200, checkIn: 200, answer: 409 },
    "their expert": { scores: 200, booking: 200, put: 403, del: 403, caseload: 200, checkIn: 404, answer: 404 },
    "another member": { scores: 404, booking: 404, put: 404, del: 404, caseload: 200, checkIn: 404, answer: 404 },
    "another expert": { scores: 404, booking: 404, put: 404, del: 404, caseload: 200, checkIn: 404, answer: 404 },
    moderator: { scores: 404, booking: 404, put: 404, del: 404, caseload: 200, checkIn: 404, answer: 404 },
    admin: { scores: 404, booking: 404, put: 404, del: 404, caseload: 200, checkIn: 404, answer: 404 },
    anonymous: { scores: 401, booking: 401, put: 401, del: 401, caseload: 401, checkIn: 401, answer: 401 },
  };
  it("answers each role as expected and shows the member's care to nobody else", async () => {
    for (const [role, m] of careRoles(w)) {
      const e = expected[role];
      if (!e) throw new Error(role);
      const calls = {
        scores: () => asRole(h, m, "GET", `/api/care/links/${link.id}/scores`),
        booking: () => asRole(h, m, "GET", `/api/care/bookings/${w.bookingId}/scores`),
        put: () => asRole(h, m, "PUT", `/api/care/links/${link.id}/score-consent`),
        del: () => asRole(h, m, "DELETE", `/api/care/links/${link.id}/score-consent`),
        caseload: () => asRole(h, m, "GET", "/api/care/caseload"),
        checkIn: () => asRole(h, m, "GET", `/api/care/check-ins/${requestId}`),
        answer: () => asRole(h, m, "POST", `/api/care/check-ins/${requestId}/answer`, { answers: PHQ9_16 }),
      };
      for (const [name, call] of Object.entries(calls)) {
        // The member shares throughout, so the expert's 200 carries scores; restore after a DELETE.
        const res = await call();
        if (name === "del" && res.statusCode === 200)
          await asRole(h, w.member, "PUT", `/api/care/links/${link.id}/score-consent`);
        expect([role, name, res.statusCode]).toEqual([role, name, e[name]]);
        const mayKnow = role === "owner member" || role === "their expert";
        if (!mayKnow) expect([role, name, res.body.includes(w.member.id)]).toEqual([role, name, false]);
        if (!mayKnow) expect([role, name, res.body.includes('"score":16')]).toEqual([role, name, false]);
      }
    }
  }, 120_000);

  it("an ended care link stays readable (with consent) and marked read-only on the caseload", async () => {
    await asRole(h, w.expert, "POST", `/api/care/links/${link.id}/end`);
    expect((await scoresAs(w.expert)).scores).toHaveLength(1);
    const { clients } = (await asRole(h, w.expert, "GET", "/api/care/caseload")).json() as Caseload;
    expect(clients.find((c) => c.linkId === link.id)).toMatchObject({ status: "ended", readOnly: true });
  });
});
