// The erasure walk for a counsellor: after the sweep no column or file names them; their client keeps
// the plan (re-keyed to the pseudonym, ended), never the private notes.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tracesOf } from "../../../test/erasure-traces.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { seedCare } from "../../../test/export-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
const DAY = 86_400_000;

const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await h.database.db.execute(query)).rows as T[];

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

describe("the erasure walk for a counsellor", () => {
  it("leaves no trace of them; their client keeps the plan (re-keyed, ended), never the private notes", async () => {
    const E = { first: "Orlavexa", last: "Brindlecombe" };
    const counsellor = await publishedExpert(h, { fullName: `${E.first} ${E.last}` });
    const client = await h.member();
    // A past session without a payment of its own (a package's, say) that has a shared summary.
    const [booking] = await q<{ id: string }>(sql`insert into bookings (expert_id, client_id, starts_at, ends_at,
        status, session_type, language, amount, provider, hold_expires_at)
      values (${counsellor.id}, ${client.id}, now() - interval '3 days', now() - interval '3 days' + interval '50 minutes',
        'CONFIRMED', 'video', 'English', 50000, 'sandbox', now() - interval '3 days') returning id`);
    const bookingId = booking?.id as string;
    const { linkId } = await seedCare(h, client, counsellor, bookingId, "CLIENT-PLAN");
    // Text the counsellor wrote that names them: replaced; the client's own note stays.
    await q(sql`update care_goals set title = ${`Practise with ${E.first}`} where link_id = ${linkId}`);
    await q(
      sql`update session_summaries set text = ${`${E.first} ${E.last} suggested a walk`} where link_id = ${linkId}`,
    );
    await q(sql`update care_links set status = 'ended', ended_at = now(), read_only_until = now() + interval '3 years'
      where id = ${linkId}`);

    expect(
      (await h.post("/api/account/deletion", { password: "secret12" }, { cookie: counsellor.cookie })).statusCode,
    ).toBe(200);
    const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 8 * DAY).toISOString() });
    expect(sweep.json()).toEqual({ erased: 1 });

    const needles = [counsellor.id, counsellor.email, E.first, E.last];
    const { found } = await tracesOf(h, needles);
    expect(found).toEqual([]);

    const [erased] = await q<{ pseudonym_id: string }>(
      sql`select pseudonym_id from erased_accounts where role = 'expert' order by erased_at desc limit 1`,
    );
    const ps = erased?.pseudonym_id as string;
    const [link] = await q<{ expert_id: string; status: string; read_only_until: string | null }>(
      sql`select expert_id, status, read_only_until from care_links where id = ${linkId}`,
    );
    expect(link).toEqual({ expert_id: ps, status: "ended", read_only_until: null });
    expect(await q(sql`select title from care_goals where link_id = ${linkId}`)).toEqual([
      { title: "Removed: the counsellor deleted their account" },
    ]);
    expect(await q(sql`select member_note from care_homework where link_id = ${linkId}`)).toEqual([
      { member_note: "CLIENT-PLAN homework note" },
    ]);
    expect(await q(sql`select text from session_summaries where link_id = ${linkId}`)).toEqual([
      { text: "Removed: the counsellor deleted their account" },
    ]);
    expect(await q(sql`select 1 from session_notes where link_id = ${linkId}`)).toEqual([]);
    const consents = await q<{ expert_id: string; withdrawn_at: string | null }>(
      sql`select expert_id, withdrawn_at from consents where user_id = ${client.id} and purpose = 'care_scores'`,
    );
    expect(consents).toHaveLength(1);
    expect(consents[0]?.expert_id).toBe(ps);
    expect(consents[0]?.withdrawn_at).not.toBeNull();
    // The pseudonym can never sign in, so nobody reads the client's records as their counsellor.
    expect(await q(sql`select 1 from session where user_id = ${ps}`)).toEqual([]);
  }, 120_000);
});
