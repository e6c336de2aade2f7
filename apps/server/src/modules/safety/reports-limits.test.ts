// Reports are rate-limited: each one is a moderation-queue item a person must read, so a fresh account
// may send NEW_ACCOUNT_LIMITS.report an hour and everyone REPORTS_PER_HOUR; a repeat report of the same
// content answers the first one and counts nothing, even when a burst of repeats races.
import { NEW_ACCOUNT_LIMITS } from "@saathi/contract/crisis";
import { REPORT_MSG, REPORTS_PER_HOUR } from "@saathi/contract/safety";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";

let h: Harness;
let author: Member;
/** Posts of an older author, enough to report past every limit. */
const posts: string[] = [];

const NEW_LIMIT = NEW_ACCOUNT_LIMITS.report.perHour;
const report = (m: Member, targetId: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { origin: ORIGIN, cookie: m.cookie, ...headers },
    payload: { targetType: "post", targetId, reason: "spam" },
  });
/** Ages an account past the new-account days. */
const age = (m: Member) =>
  h.database.db.execute(sql`update user_profiles set created_at = now() - interval '30 days' where user_id = ${m.id}`);
const queueItemsBy = async (m: Member) =>
  (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from reports where reporter_id = ${m.id}`))
    .rows[0]?.n ?? 0;

beforeAll(async () => {
  h = await startHarness({ NEW_ACCOUNT_LIMITS: "true" });
  author = await h.member();
  await age(author);
  for (let i = 0; i < REPORTS_PER_HOUR + 2; i++) {
    const r = await call(h, author, "POST", "/api/posts", { content: `Buy now, offer ${i}` });
    expect(r.statusCode, r.body).toBe(200);
    posts.push(r.json().id);
  }
}, 120_000);
afterAll(() => h.close());

describe("reports are rate-limited", () => {
  it("a burst from a new account files only its hourly limit; the rest get 429 with retryAfter", async () => {
    const fresh = await h.member();
    const burst = await Promise.all(posts.slice(0, 24).map((id) => report(fresh, id)));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(NEW_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(24 - NEW_LIMIT);
    const over = burst.find((r) => r.statusCode === 429);
    expect(over?.json().code).toBe("NEW_ACCOUNT_LIMIT");
    expect(over?.json().retryAfter).toBeGreaterThan(0);
    expect(over?.json().message).toMatch(
      new RegExp(`^New accounts can send up to ${NEW_LIMIT} reports an hour\\. Please try again in \\d+ minutes?\\.$`),
    );
    expect(await queueItemsBy(fresh)).toBe(NEW_LIMIT);
    const inHindi = await report(fresh, posts[30] as string, { "x-saathi-lang": "hi" });
    expect(inHindi.statusCode).toBe(429);
    expect(inHindi.json().message).toMatch(/[\u0900-\u097F]/);
    expect(inHindi.json().message).toContain(String(NEW_LIMIT));
  });

  it("repeats of one report count once, before and after the limit", async () => {
    const fresh = await h.member();
    const first = await report(fresh, posts[0] as string);
    expect(first.statusCode).toBe(201);
    // A burst of repeats of a report already filed.
    const repeats = await Promise.all(Array.from({ length: 6 }, () => report(fresh, posts[0] as string)));
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(repeats.every((r) => r.json().id === first.json().id)).toBe(true);
    // Racing first reports of one post: one is filed, the others find it, and only it is counted.
    const racing = await Promise.all(Array.from({ length: 6 }, () => report(fresh, posts[1] as string)));
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(racing.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    for (let i = 2; i < NEW_LIMIT; i++) expect((await report(fresh, posts[i] as string)).statusCode).toBe(201);
    expect((await report(fresh, posts[NEW_LIMIT] as string)).statusCode).toBe(429);
    const afterLimit = await report(fresh, posts[0] as string);
    expect(afterLimit.statusCode).toBe(200);
    expect(afterLimit.json()).toEqual({ id: first.json().id, message: REPORT_MSG.alreadyReported });
    expect(await queueItemsBy(fresh)).toBe(NEW_LIMIT);
  });

  it("an older account has the hourly ceiling everyone has", async () => {
    const old = await h.member();
    await age(old);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      const r = await report(old, posts[i] as string);
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await report(old, posts[0] as string)).statusCode).toBe(200);
    const over = await report(old, posts[REPORTS_PER_HOUR] as string);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("REPORT_LIMIT");
    expect(over.json().retryAfter).toBeGreaterThan(0);
    expect(over.json().message).toMatch(
      new RegExp(`^You can send up to ${REPORTS_PER_HOUR} reports an hour\\. Please try again in \\d+ minutes?\\.$`),
    );
    const inHindi = await report(old, posts[REPORTS_PER_HOUR + 1] as string, { "x-saathi-lang": "hi" });
    expect(inHindi.statusCode).toBe(429);
    expect(inHindi.json().message).toMatch(/[\u0900-\u097F]/);
    expect(await queueItemsBy(old)).toBe(REPORTS_PER_HOUR);
  });
});
