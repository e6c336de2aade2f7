// A check-in answered while the member withdraws the sensitive consent: the withdrawal deletes the
// stored results at once, so the answer must not be stored after it. It waits for the withdrawal and
// is refused with 409 CONSENT_REQUIRED; nothing is left in assessment_results.
import type { CareLink } from "@saathi/contract/care-between";
import { CONSENT_ERROR } from "@saathi/contract/consents";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, type CareWorld, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { measurementRequests } from "../../platform/db/schema/care-between.ts";
import { sensitiveConsentTurn } from "../consents/index.ts";

let h: Harness;
let w: CareWorld;

beforeAll(async () => {
  h = await startHarness();
  w = await careWorld(h);
  (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
  await h.database.db.execute(sql`update bookings set starts_at = now() + interval '2 hours',
    ends_at = now() + interval '170 minutes' where id = ${w.bookingId}`);
}, 180_000);
afterAll(() => h?.close());

describe("a check-in answered during a withdrawal of the sensitive consent", () => {
  it("waits for the withdrawal and is refused; no result outlives it", async () => {
    const job = h.built.periodicJobs.find((j) => j.name === "care-check-ins");
    await job?.run();
    const [request] = await h.database.db
      .select()
      .from(measurementRequests)
      .where(eq(measurementRequests.bookingId, w.bookingId));
    if (!request) throw new Error("no check-in");
    expect((await asRole(h, w.member, "POST", "/api/account/consents", { purpose: "sensitive" })).statusCode).toBe(200);

    // The withdrawal's own statements (consents.repository withdrawSensitive), held open for a moment.
    const client = await h.database.pool.connect();
    try {
      await client.query("begin");
      const lock = new PgDialect().sqlToQuery(sensitiveConsentTurn(w.member.id));
      await client.query(lock.sql, lock.params);
      await client.query(
        "update consents set withdrawn_at = now() where user_id = $1 and purpose = 'sensitive' and withdrawn_at is null",
        [w.member.id],
      );
      await client.query("delete from assessment_results where user_id = $1", [w.member.id]);
      const answer = asRole(h, w.member, "POST", `/api/care/check-ins/${request.id}/answer`, {
        answers: [1, 1, 1, 1, 1, 1, 1, 1, 0],
      });
      await new Promise((r) => setTimeout(r, 500));
      await client.query("commit");
      const res = await answer;
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(CONSENT_ERROR.required);
    } finally {
      client.release();
    }
    const { rows } = await h.database.pool.query(
      "select count(*)::int as n from assessment_results where user_id = $1",
      [w.member.id],
    );
    expect(rows[0].n).toBe(0);
    // The check-in is still open: answered again once the member consents, it is kept.
    expect((await asRole(h, w.member, "GET", `/api/care/check-ins/${request.id}`)).json().status).toBe("pending");
  }, 60_000);
});
