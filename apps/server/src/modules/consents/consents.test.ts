import { randomUUID } from "node:crypto";
import { PRIVACY_VERSION, SENSITIVE_VERSION, TERMS_VERSION } from "@saathi/contract/consents";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let a: Member;
let b: Member;

const send = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const journal = (m: Member) =>
  send(m, "POST", "/api/journal", {
    clientId: randomUUID(),
    body: "A calm evening.",
    createdAt: new Date().toISOString(),
  });
const test = (m: Member) =>
  send(m, "POST", "/api/assessments", { instrumentId: "gad7", answers: [1, 1, 1, 1, 1, 1, 1] });
const count = async (table: "journal_entries" | "assessment_results", id: string) =>
  Number(
    (
      (await h.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`))
        .rows[0] as { n: number }
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

describe("consents", () => {
  it("records the terms and privacy policy accepted at sign-up, with their versions; sensitive is not assumed", async () => {
    const res = await send(a, "GET", "/api/account/consents");
    expect(res.statusCode).toBe(200);
    const byPurpose = Object.fromEntries(res.json().current.map((c: { purpose: string }) => [c.purpose, c]));
    expect(byPurpose.terms).toMatchObject({ active: true, record: { version: TERMS_VERSION, withdrawnAt: null } });
    expect(byPurpose.privacy).toMatchObject({ active: true, record: { version: PRIVACY_VERSION } });
    expect(byPurpose.sensitive).toMatchObject({ active: false, record: null, currentVersion: SENSITIVE_VERSION });
    expect((await send(null, "GET", "/api/account/consents")).statusCode).toBe(401);
  });

  it("refuses to store journal entries and results without the sensitive consent (409), then stores them", async () => {
    const refused = await journal(a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONSENT_REQUIRED" });
    expect(refused.json().message).toContain("only with your consent");
    expect((await test(a)).statusCode).toBe(409);
    const entry = { clientId: randomUUID(), body: "from the browser", createdAt: new Date().toISOString() };
    expect((await send(a, "POST", "/api/journal/import", { entries: [entry] })).statusCode).toBe(409);
    expect(await count("journal_entries", a.id)).toBe(0);

    expect((await send(a, "POST", "/api/account/consents", { purpose: "sensitive" })).statusCode).toBe(200);
    expect((await journal(a)).statusCode).toBe(200);
    expect((await test(a)).statusCode).toBe(200);
    expect((await send(a, "POST", "/api/journal/import", { entries: [entry] })).json()).toEqual({ imported: 1 });
  });

  it("withdrawing sensitive consent deletes the stored entries and results at once and refuses new ones until given again", async () => {
    await send(b, "POST", "/api/account/consents", { purpose: "sensitive" });
    await journal(b);
    await test(b);
    const beforeA = await count("journal_entries", a.id);
    const res = await send(b, "DELETE", "/api/account/consents/sensitive");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purpose: "sensitive", deleted: { journalEntries: 1, assessments: 1 } });
    expect(await count("journal_entries", b.id)).toBe(0);
    expect(await count("assessment_results", b.id)).toBe(0);
    expect((await send(b, "GET", "/api/journal")).json().entries).toEqual([]);
    expect((await send(b, "GET", "/api/assessments")).json()).toEqual([]);
    // Someone else's data is untouched.
    expect(await count("journal_entries", a.id)).toBe(beforeA);
    expect((await journal(b)).statusCode).toBe(409);
    expect((await test(b)).statusCode).toBe(409);

    // Consent again: a new record, the withdrawn one kept in the history.
    await send(b, "POST", "/api/account/consents", { purpose: "sensitive" });
    expect((await journal(b)).statusCode).toBe(200);
    const list = (await send(b, "GET", "/api/account/consents")).json();
    const sensitive = list.history.filter((r: { purpose: string }) => r.purpose === "sensitive");
    expect(sensitive).toHaveLength(2);
    expect(sensitive[0].withdrawnAt).toBeNull();
    expect(sensitive[1].withdrawnAt).not.toBeNull();
    // Giving an active consent again adds nothing.
    await send(b, "POST", "/api/account/consents", { purpose: "sensitive" });
    const again = (await send(b, "GET", "/api/account/consents")).json();
    expect(again.history).toHaveLength(list.history.length);
  });

  it("terms and privacy are withdrawn by leaving; bad purposes are 400", async () => {
    const terms = await send(a, "DELETE", "/api/account/consents/terms");
    expect(terms.statusCode).toBe(409);
    expect(terms.json()).toMatchObject({ code: "CONSENT_NEEDS_DELETION" });
    expect((await send(a, "DELETE", "/api/account/consents/marketing")).statusCode).toBe(400);
    expect((await send(a, "POST", "/api/account/consents", { purpose: "everything" })).statusCode).toBe(400);
    expect((await send(a, "POST", "/api/account/consents", {})).statusCode).toBe(400);
    expect((await send(null, "DELETE", "/api/account/consents/sensitive")).statusCode).toBe(401);
  });
});

describe("nominee", () => {
  it("saves, changes and removes the member's own nominee only", async () => {
    expect((await send(a, "GET", "/api/account/nominee")).json()).toEqual({ nominee: null });
    const saved = await send(a, "PUT", "/api/account/nominee", {
      name: "  Priya Rao ",
      contact: "+91 98765-43210",
      relation: "sister",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().nominee).toMatchObject({ name: "Priya Rao", contact: "9876543210", relation: "sister" });
    const changed = await send(a, "PUT", "/api/account/nominee", {
      name: "Priya Rao",
      contact: "Priya@Example.com",
      relation: "sister",
    });
    expect(changed.json().nominee.contact).toBe("priya@example.com");
    expect((await send(b, "GET", "/api/account/nominee")).json()).toEqual({ nominee: null });
    expect((await send(a, "DELETE", "/api/account/nominee")).json()).toEqual({ nominee: null });
    expect((await send(a, "GET", "/api/account/nominee")).json()).toEqual({ nominee: null });
    expect((await send(a, "DELETE", "/api/account/nominee")).statusCode).toBe(404);
    expect((await send(null, "GET", "/api/account/nominee")).statusCode).toBe(401);
  });

  it("answers bad input with clear messages", async () => {
    const cases: [object, string][] = [
      [{ name: "", contact: "9876543210", relation: "friend" }, "Enter your nominee's name."],
      [{ name: "Asha", contact: "12345", relation: "friend" }, "Enter an email address or a 10-digit mobile number."],
      [{ name: "Asha", contact: "not an email", relation: "friend" }, "10-digit mobile number"],
      [{ name: "Asha", contact: "9876543210", relation: " " }, "Say how they are related to you"],
      [{ name: "Asha", contact: "9876543210" }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await send(a, "PUT", "/api/account/nominee", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
