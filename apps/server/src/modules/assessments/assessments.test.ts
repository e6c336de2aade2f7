import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let a: Member;
let b: Member;

const submit = (m: Member, payload: object) =>
  h.app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: m.cookie }, payload });
const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
  // Entries and results are kept only with the sensitive-processing consent.
  for (const m of [a, b])
    await h.database.db.execute(
      sql`insert into consents (user_id, purpose, version) values (${m.id}, 'sensitive', '2026-11')`,
    );
});
afterAll(() => h.close());

describe("self-assessment results", () => {
  it("scores on the server, keeps the result and lists it newest first", async () => {
    const gad = await submit(a, { instrumentId: "gad7", answers: [2, 2, 2, 2, 1, 1, 1] });
    expect(gad.statusCode).toBe(200);
    expect(gad.json()).toMatchObject({
      instrumentId: "gad7",
      score: 11,
      maxScore: 21,
      bandKey: "moderate",
      bandLabel: "Moderate",
      percentage: null,
      needsCrisisSupport: false,
    });
    const who = (await submit(a, { instrumentId: "who5", answers: [3, 3, 2, 2, 2] })).json();
    expect(who).toMatchObject({ score: 12, percentage: 48, bandKey: "low" });
    const phq = (await submit(a, { instrumentId: "phq9", answers: [0, 0, 0, 0, 0, 0, 0, 0, 2] })).json();
    expect(phq).toMatchObject({ score: 2, bandKey: "minimal", needsCrisisSupport: true });
    const history = (await get(a, "/api/assessments")).json();
    expect(history.map((r: { instrumentId: string }) => r.instrumentId)).toEqual(["phq9", "who5", "gad7"]);
    expect((await get(a, `/api/assessments/${gad.json().id}`)).json().score).toBe(11);
  });

  it("results are private: another member sees none of them", async () => {
    const mine = (await submit(a, { instrumentId: "gad7", answers: Array(7).fill(0) })).json();
    expect((await get(b, `/api/assessments/${mine.id}`)).statusCode).toBe(404);
    expect((await get(b, "/api/assessments")).json()).toEqual([]);
    expect((await get(a, `/api/assessments/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(a, "/api/assessments/not-an-id")).statusCode).toBe(400);
    expect((await h.app.inject({ url: "/api/assessments" })).statusCode).toBe(401);
    const anon = await h.app.inject({ method: "POST", url: "/api/assessments", payload: { instrumentId: "gad7" } });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses answers that do not fit the instrument with a clear message", async () => {
    const short = await submit(a, { instrumentId: "phq9", answers: [1, 2, 3] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("PHQ-9 has 9 questions; got 3 answers");
    const range = await submit(a, { instrumentId: "gad7", answers: [0, 0, 0, 0, 0, 0, 9] });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain("Answer 7 is not one of the GAD-7 options");
    expect((await submit(a, { instrumentId: "mmpi", answers: [] })).statusCode).toBe(400);
    expect((await submit(a, { instrumentId: "gad7", answers: "all fine" })).statusCode).toBe(400);
  });
});
