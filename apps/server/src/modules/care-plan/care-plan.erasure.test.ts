// Erasure reaches the plan: a member whose goals, homework notes, shared summaries and the expert's
// notes name them is erased; afterwards none of the plan's tables holds a row of their care or a word
// of theirs (every row hangs off the care link, which goes with the member).
import type { CareLink } from "@saathi/contract/care-between";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { asRole, type CareWorld, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bookings } from "../../platform/db/schema/bookings.ts";

let h: Harness;
let w: CareWorld;
const NAME = "Vasundhrael";

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
}, 240_000);
afterAll(() => h?.close());

it("leaves no goal, homework, summary or note of an erased member", async () => {
  const link = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
  const base = `/api/care/links/${link.id}`;
  await h.database.db
    .update(bookings)
    .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
    .where(eq(bookings.id, w.bookingId));
  expect((await asRole(h, w.expert, "POST", `${base}/goals`, { title: `${NAME} sleeps by 11` })).statusCode).toBe(200);
  const hw = await asRole(h, w.expert, "POST", `${base}/homework`, {
    kind: "task",
    instructions: `${NAME}: walk`,
    dueDate: "2031-01-01",
  });
  const answered = await asRole(h, w.member, "PUT", `${base}/homework/${hw.json().id}/answer`, {
    status: "done",
    note: `${NAME} walked`,
  });
  expect(answered.statusCode).toBe(200);
  const s = await asRole(h, w.expert, "PUT", `${base}/sessions/${w.bookingId}/summary`, { text: `${NAME} did well` });
  expect(s.statusCode).toBe(200);
  expect((await asRole(h, w.expert, "PUT", `${base}/sessions/${w.bookingId}/notes`, { text: NAME })).statusCode).toBe(
    200,
  );
  const count = async () =>
    (
      await h.database.db.execute(sql`
        select (select count(*) from care_goals)::int + (select count(*) from care_homework)::int
          + (select count(*) from session_summaries)::int + (select count(*) from session_notes)::int as n`)
    ).rows[0] as { n: number };
  expect((await count()).n).toBe(4);

  const asked = await asRole(h, w.member, "POST", "/api/account/deletion", { password: "secret12" });
  expect(asked.statusCode).toBe(200);
  const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 8 * 86_400_000).toISOString() });
  expect(sweep.json()).toEqual({ erased: 1 });

  expect((await count()).n).toBe(0);
  const links = await h.database.db.execute(sql`select count(*)::int as n from care_links where id = ${link.id}`);
  expect(links.rows[0]).toEqual({ n: 0 });
  for (const table of ["care_goals", "care_homework", "session_summaries", "session_notes"]) {
    const rows = await h.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text ilike ${`%${NAME}%`} or t::text ilike ${`%${w.member.id}%`}`,
    );
    expect([table, rows.rows[0]]).toEqual([table, { n: 0 }]);
  }
});
