// Export and erasure cover a young member's age record and guardian consents: the export holds them
// (never the link's secret or the code), and a guardian's withdrawal ends in the erasure sweep
// removing every trace of the young person and of the guardian's address.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { unzip } from "../../../test/unzip.ts";
import { consentedMinor } from "../../../test/young-people-fixture.ts";
import { guardianConsents } from "../../platform/db/schema/young-people.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
const DAY = 86_400_000;

describe("a young member's rights", () => {
  it("the export holds the age record and the guardian's consent, without the link or the code", async () => {
    const teen = await consentedMinor(h);
    const asked = await h.post("/api/account/export", undefined, { cookie: teen.cookie });
    expect(asked.statusCode).toBe(202);
    await h.built.jobQueue.idle();
    const state = (await h.app.inject({ url: "/api/account/export", headers: { cookie: teen.cookie } })).json().export;
    const zip = await h.app.inject({ url: state.downloadUrl, headers: { cookie: teen.cookie } });
    const files = await unzip(zip.rawPayload);
    const data = JSON.parse(files.get("age-and-guardian.json")?.toString() ?? "null");
    expect(data.age).toMatchObject({ basis: "date_of_birth" });
    expect(data.age.adult_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.guardianConsents).toEqual([
      expect.objectContaining({ status: "consented", verification: "declared_with_email_code" }),
    ]);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    const text = [...files.values()].map((v) => v.toString()).join("\n");
    expect(text).not.toContain(link?.token);
  });

  it("a guardian's withdrawal: after the grace period the sweep erases the account, its age and the guardian's address", async () => {
    const teen = await consentedMinor(h);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    if (!link) throw new Error("no link");
    const guardian = `parent-${teen.id}@test.local`;
    await h.post(`/api/guardian-consent/${link.token}/withdraw-code`);
    const withdrawn = await h.post(`/api/guardian-consent/${link.token}/withdraw`, { code: await h.codeFor(guardian) });
    expect(withdrawn.statusCode).toBe(200);
    // Not before the grace period.
    const early = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + DAY).toISOString() });
    expect(early.json()).toEqual({ erased: 0 });
    const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + 8 * DAY).toISOString() });
    expect(sweep.json()).toEqual({ erased: 1 });
    const left = await h.database.db.execute(sql`
      select (select count(*)::int from member_ages where user_id = ${teen.id}) as ages,
             (select count(*)::int from guardian_consents where minor_id = ${teen.id}) as links,
             (select count(*)::int from guardian_consents where guardian_email = ${guardian}) as addresses,
             (select count(*)::int from "user" where id = ${teen.id}) as users`);
    expect(left.rows[0]).toEqual({ ages: 0, links: 0, addresses: 0, users: 0 });
  }, 60_000);
});
