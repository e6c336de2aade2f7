// The applications queue with 10,000 experts among 100,000 members (issue 15: p95 under 50 ms
// server-side).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let admin: Member;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  await h.database.db.execute(sql`
    insert into "user" (id, name, email, email_verified, role)
    select gen_random_uuid(), 'Expert ' || i, 'scale' || i || '@bench.test', true, 'expert' from generate_series(1, 10000) i`);
  await h.database.db.execute(sql`
    insert into "user" (id, name, email, email_verified, role)
    select gen_random_uuid(), 'Member ' || i, 'member' || i || '@bench.test', true, 'users' from generate_series(1, 100000) i`);
  await h.database.db.execute(sql`
    insert into expert_applications (expert_id, status, practitioner_kind, submitted_at)
    select id, case when n % 10 = 0 then 'approved' when n % 7 = 0 then 'changes_requested' else 'submitted' end,
      'counsellor', now() - (n || ' minutes')::interval
    from (select id, row_number() over () as n from "user" where email like 'scale%') x`);
  await h.database.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => h?.close());

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
async function timed(url: string) {
  const times: number[] = [];
  let body: { total: number; rows: unknown[] } = { total: 0, rows: [] };
  for (let i = 0; i < 40; i++) {
    const res = await h.app.inject({ url, headers: { cookie: admin.cookie } });
    times.push(Number(/dur=([\d.]+)/.exec(String(res.headers["server-timing"]))?.[1]));
    body = res.json();
  }
  return { p95: p95(times.slice(5)), body };
}

describe("the queue at scale", () => {
  it("answers the first page, a deep page and a search well under 50 ms at p95", async () => {
    const first = await timed("/api/admin/applications?pageSize=25");
    expect(first.body.total).toBeGreaterThan(7000);
    const deep = await timed("/api/admin/applications?pageSize=100&page=50&dir=desc");
    const search = await timed("/api/admin/applications?q=scale777");
    const byName = await timed("/api/admin/applications?q=Nobody%20Here");
    console.log(`queue p95 ms: first ${first.p95}, deep ${deep.p95}, search ${search.p95}, name ${byName.p95}`);
    expect(search.body.rows.length).toBeGreaterThan(0);
    expect(byName.body.total).toBe(0);
    for (const t of [first.p95, deep.p95, search.p95, byName.p95]) expect(t).toBeLessThan(50);
  });
});
