// Withdrawing the sensitive consent deletes the journal "at once": an entry being saved at that moment
// (another tab, an import after sign-in) must not outlive the withdrawal. Each save lands before it and
// is deleted with the rest, or is refused with 409 CONSENT_REQUIRED (the browser keeps the entry).
import { randomUUID } from "node:crypto";
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
const entry = () => ({ clientId: randomUUID(), body: "A long day.", createdAt: new Date().toISOString() });

describe("a journal entry saved while the sensitive consent is withdrawn", () => {
  it("never stays stored once the consent is withdrawn", async () => {
    for (let round = 0; round < 3; round++) {
      const m = await h.member();
      expect((await send(m, "POST", "/api/account/consents", { purpose: "sensitive" })).statusCode).toBe(200);
      const saves = Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? send(m, "POST", "/api/journal", entry())
          : send(m, "POST", "/api/journal/import", { entries: [entry()] }),
      );
      const withdrawal = send(m, "DELETE", "/api/account/consents/sensitive");
      const answers = await Promise.all([...saves, withdrawal]);
      expect((await withdrawal).statusCode).toBe(200);
      for (const r of answers.slice(0, -1)) {
        expect([200, 409]).toContain(r.statusCode);
        if (r.statusCode === 409) expect(r.json().code).toBe(CONSENT_ERROR.required);
      }
      const { rows } = await h.database.pool.query(
        "select count(*)::int as n from journal_entries where user_id = $1",
        [m.id],
      );
      expect(rows[0].n).toBe(0);
    }
  }, 120_000);
});
