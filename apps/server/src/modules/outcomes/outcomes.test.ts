// The outcomes endpoints: the public table (anyone, cacheable) and the console's (admins with the
// second factor; 403 for moderators, members and experts), computed from before-session
// scores with the 8- and 12-week windows and the small-number rule, and never naming a person.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, type CareWorld, careRoles, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
let w: CareWorld;
const seeded: string[] = [];
const DAY = 86_400_000;
const START = Date.parse("2026-01-10T06:00:00Z");

/** `count` new members, each with before-session scores [day after START, score] on `instrument`. */
async function cohort(count: number, instrument: string, scores: [number, number][], selfCheck = false) {
  const tag = crypto.randomUUID().slice(0, 8);
  const users = (
    await h.database.db.execute(sql`insert into "user" (name, email, role, email_verified)
      select 'Cohort ' || g, 'cohort-' || g || '-' || ${tag} || '@example.test', 'user', true
      from generate_series(1, ${count}) g returning id`)
  ).rows as { id: string }[];
  for (const { id } of users) {
    seeded.push(id);
    for (const [day, score] of scores) {
      await h.database.db.execute(sql`insert into assessment_results
        (user_id, instrument, answers, score, band_key, booking_id, created_at)
        values (${id}, ${instrument}, '{0}', ${score}, 'x', ${selfCheck ? null : w.bookingId},
          ${new Date(START + day * DAY).toISOString()})`);
    }
  }
}

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
  // A: nearest to 8 weeks is day 56 (6), not day 69 (2); nothing within 12 weeks ± 14 days.
  await cohort(12, "phq9", [
    [0, 18],
    [56, 6],
    [69, 2],
  ]);
  // B: only a score on day 76: outside 8 weeks ± 14 days, inside 12 weeks ± 14 days.
  await cohort(10, "phq9", [
    [0, 18],
    [76, 3],
  ]);
  // C: started in remission: in n, not in the remission denominator.
  await cohort(10, "phq9", [
    [0, 3],
    [56, 3],
  ]);
  // Self-checks (no session) never count; a GAD-7 group too small to show.
  await cohort(
    15,
    "phq9",
    [
      [0, 20],
      [56, 2],
    ],
    true,
  );
  await cohort(3, "gad7", [
    [0, 15],
    [56, 3],
  ]);
}, 120_000);
afterAll(() => h.close());

describe("GET /api/outcomes", () => {
  it("answers the table with the windows, remission denominators and small cells hidden", async () => {
    const res = await asRole(h, null, "GET", "/api/outcomes");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const body = res.json();
    expect(body).toMatchObject({ minCell: 10, windowDays: 14 });
    expect(body.byMonth).toBeUndefined();
    const phq = Object.fromEntries(
      body.rows
        .filter((r: { instrument: string }) => r.instrument === "phq9")
        .map((r: { weeks: number }) => [r.weeks, r]),
    );
    // 8 weeks: A (improved 18 → 6, not in remission) and C (3 → 3); B has no score in the window.
    expect(phq[8]).toEqual({
      instrument: "phq9",
      weeks: 8,
      n: 22,
      reliablyImproved: { count: 12, share: 0.545 },
      reliablyWorse: null,
      startedAbove: 12,
      remission: null,
    });
    // 12 weeks: B only (18 → 3: improved and in remission).
    expect(phq[12]).toEqual({
      instrument: "phq9",
      weeks: 12,
      n: 10,
      reliablyImproved: { count: 10, share: 1 },
      reliablyWorse: null,
      startedAbove: 10,
      remission: { count: 10, share: 1 },
    });
    const gad = body.rows.filter((r: { instrument: string }) => r.instrument === "gad7");
    expect(gad.every((r: { n: number | null }) => r.n === null)).toBe(true);
    expect(body.instruments).toEqual([
      { instrument: "phq9", withTwoScores: 32 },
      { instrument: "gad7", withTwoScores: null },
      { instrument: "who5", withTwoScores: null },
    ]);
    for (const id of seeded) expect(res.body).not.toContain(id);
  });
});

describe("GET /api/admin/outcomes", () => {
  it("adds the months of first scores, with the same rule, and names nobody", async () => {
    const res = await asRole(h, w.admin, "GET", "/api/admin/outcomes");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.byMonth.map((m: { month: string }) => m.month)).toEqual(["2026-01"]);
    expect(body.byMonth[0].rows).toEqual(body.rows);
    for (const id of [...seeded, w.member.id, w.expert.id]) expect(res.body).not.toContain(id);
  });
});

describe("who may read the outcomes", () => {
  it("public: everyone; console: admins only (moderators use only Moderation, as their menu shows)", async () => {
    const expected: Record<string, [number, number]> = {
      "owner member": [200, 403],
      "their expert": [200, 403],
      "another member": [200, 403],
      "another expert": [200, 403],
      moderator: [200, 403],
      admin: [200, 200],
      anonymous: [200, 401],
    };
    const got: Record<string, [number, number]> = {};
    for (const [role, m] of careRoles(w)) {
      const pub = await asRole(h, m, "GET", "/api/outcomes");
      const admin = await asRole(h, m, "GET", "/api/admin/outcomes");
      got[role] = [pub.statusCode, admin.statusCode];
      if (admin.statusCode !== 200) expect(admin.body).not.toContain("byMonth");
      if (role === "moderator") expect(admin.json().code).toBe("STAFF_ONLY");
    }
    expect(got).toEqual(expected);
  });
});
