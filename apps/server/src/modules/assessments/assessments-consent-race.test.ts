// Withdrawing the sensitive consent deletes the stored results "at once": a result being saved at the
// same moment (another tab, a double tap) must not outlive the withdrawal. Each save either lands
// before it (and is deleted with the rest) or is refused with 409 CONSENT_REQUIRED.
import { CONSENT_ERROR } from "@saathi/contract/consents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(() => h?.close());

const send = (m: Member, method: "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: { origin: ORIGIN, cookie: m.cookie }, ...(payload ? { payload } : {}) });

describe("a result saved while the sensitive consent is withdrawn", () => {
  it("never stays stored once the consent is withdrawn", async () => {
    for (let round = 0; round < 3; round++) {
      const m = await h.member();
      expect((await send(m, "POST", "/api/account/consents", { purpose: "sensitive" })).statusCode).toBe(200);
      const saves = Array.from({ length: 40 }, () =>
        send(m, "POST", "/api/assessments", { instrumentId: "who5", answers: [1, 2, 3, 4, 5] }),
      );
      const withdrawal = send(m, "DELETE", "/api/account/consents/sensitive");
      const answers = await Promise.all([...saves, withdrawal]);
      expect((await withdrawal).statusCode).toBe(200);
      for (const r of answers.slice(0, -1)) {
        expect([200, 409]).toContain(r.statusCode);
        if (r.statusCode === 409) expect(r.json().code).toBe(CONSENT_ERROR.required);
      }
      const { rows } = await h.database.pool.query(
        "select count(*)::int as n from assessment_results where user_id = $1",
        [m.id],
      );
      expect(rows[0].n).toBe(0);
    }
  }, 120_000);
});
