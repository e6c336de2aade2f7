// The guardian's consent life cycle (decision 038): request, page, code, consent or refusal with the
// method recorded, five wrong codes, expiry, withdrawal (paused, queued for erasure) and turning 18.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo, consentedMinor, guardianMail, youngMember } from "../../../test/young-people-fixture.ts";
import { guardianConsents, memberAges } from "../../platform/db/schema/young-people.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (cookie: string, url: string) => h.app.inject({ url, headers: { cookie } });
const decide = (token: string, body: object, cookie?: string) =>
  h.post(`/api/guardian-consent/${token}/decision`, body, cookie ? { cookie } : {});
/** A periodic job of the app by name, run now (it answers what it did). */
const job = async (name: string) => {
  const found = h.built.periodicJobs.find((j) => j.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return (await found.run()) as Record<string, number>;
};
const consentBody = (code: string) => ({
  code,
  decision: "consent",
  confirmAdult: true,
  method: "declared_with_email_code",
});

describe("the guardian's consent life cycle", () => {
  it("request → page → wrong code → consent with the code; the teen can post; the method is recorded", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) }, "Asha Verma");
    const asked = await h.post("/api/young-people/guardian", { email: "Parent@Example.com" }, { cookie: teen.cookie });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: "pending", guardianEmail: "parent@example.com" });
    const { token, code } = await guardianMail(h, "parent@example.com");
    const page = await h.app.inject({ url: `/api/guardian-consent/${token}` });
    expect(page.json()).toMatchObject({ memberName: "Asha", status: "pending", signedInAdult: false });
    // The page never shows the surname, email or anything the teen wrote.
    expect(page.body).not.toContain("Verma");
    expect(page.body).not.toContain(teen.email);
    const wrong = await decide(token, consentBody(code === "000000" ? "111111" : "000000"));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("GUARDIAN_CODE_INVALID");
    const noAdult = await decide(token, { ...consentBody(code), confirmAdult: false });
    expect(noAdult.statusCode).toBe(400);
    const ok = await decide(token, consentBody(code));
    expect(ok.json()).toEqual({ status: "consented" });
    expect((await decide(token, consentBody(code))).statusCode).toBe(410);
    const [row] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
    expect(row).toMatchObject({ verification: "declared_with_email_code", status: "consented", codeHash: null });
    expect((await get(teen.cookie, "/api/young-people/me")).json().consented).toBe(true);
    expect((await h.post("/api/posts", { content: "My first post" }, { cookie: teen.cookie })).statusCode).toBe(200);
  });

  it("an adult Saathi account as proof: the signed-in adult is recorded; the teen's own account or no account is refused", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(14) });
    const parent = await h.member();
    await h.post("/api/young-people/guardian", { email: parent.email }, { cookie: teen.cookie });
    const { token, code } = await guardianMail(h, parent.email);
    const body = { ...consentBody(code), method: "saathi_adult_account" };
    expect((await decide(token, body)).statusCode).toBe(403);
    expect((await decide(token, body, teen.cookie)).json().code).toBe("GUARDIAN_NOT_ADULT");
    expect(
      (await h.app.inject({ url: `/api/guardian-consent/${token}`, headers: { cookie: parent.cookie } })).json()
        .signedInAdult,
    ).toBe(true);
    expect((await decide(token, body, parent.cookie)).json()).toEqual({ status: "consented" });
    const [row] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
    expect(row?.guardianUserId).toBe(parent.id);
  });

  it("refusal clears the guardian's contact and the teen still cannot post", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    await h.post("/api/young-people/guardian", { email: "refuser@example.com" }, { cookie: teen.cookie });
    const { token, code } = await guardianMail(h, "refuser@example.com");
    expect((await decide(token, { ...consentBody(code), decision: "refuse" })).json()).toEqual({ status: "refused" });
    const [row] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
    expect(row).toMatchObject({ status: "refused", guardianEmail: null, guardianPhone: null });
    expect((await h.post("/api/posts", { content: "x" }, { cookie: teen.cookie })).statusCode).toBe(403);
  });

  it("five wrong codes close the request", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    await h.post("/api/young-people/guardian", { email: "guesser@example.com" }, { cookie: teen.cookie });
    const { token, code } = await guardianMail(h, "guesser@example.com");
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) expect((await decide(token, consentBody(wrong))).statusCode).toBe(400);
    expect((await decide(token, consentBody(code))).statusCode).toBe(410);
  });

  it("bad input: an adult asking, the teen's own email, a malformed token: clear 4xx", async () => {
    const adult = await h.member();
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    expect(
      (await h.post("/api/young-people/guardian", { email: "p@example.com" }, { cookie: adult.cookie })).json().code,
    ).toBe("NOT_A_MINOR");
    expect(
      (await h.post("/api/young-people/guardian", { email: teen.email }, { cookie: teen.cookie })).statusCode,
    ).toBe(400);
    expect(
      (await h.post("/api/young-people/guardian", { email: "not-an-email" }, { cookie: teen.cookie })).statusCode,
    ).toBe(400);
    expect((await h.post("/api/young-people/guardian", { email: "p@example.com" })).statusCode).toBe(401);
    expect((await h.app.inject({ url: "/api/guardian-consent/short" })).statusCode).toBe(400);
    expect((await h.app.inject({ url: `/api/guardian-consent/${"a".repeat(32)}` })).statusCode).toBe(404);
  });

  it("expiry: an unanswered request past its week ends and its contact goes", async () => {
    const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(16) });
    await h.post("/api/young-people/guardian", { email: "late@example.com" }, { cookie: teen.cookie });
    const { token, code } = await guardianMail(h, "late@example.com");
    await h.database.db
      .update(guardianConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guardianConsents.token, token));
    expect((await h.app.inject({ url: `/api/guardian-consent/${token}` })).json().status).toBe("expired");
    expect((await decide(token, consentBody(code))).statusCode).toBe(410);
    expect((await job("guardian-requests-expire")).expired).toBeGreaterThanOrEqual(1);
    const [row] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.token, token));
    expect(row).toMatchObject({ status: "expired", guardianEmail: null });
  });

  it("withdrawal: a fresh code, then the account is paused, signed out and queued for erasure; the teen is told", async () => {
    const teen = await consentedMinor(h);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    if (!link) throw new Error("no link");
    expect((await h.post(`/api/guardian-consent/${link.token}/withdraw-code`)).statusCode).toBe(200);
    const code = await h.codeFor(`parent-${teen.id}@test.local`);
    const r = await h.post(`/api/guardian-consent/${link.token}/withdraw`, { code });
    expect(r.json()).toEqual({ status: "withdrawn" });
    expect((await get(teen.cookie, "/api/me")).json().user).toBeNull();
    const rows = await h.database.pool.query("select confirmed_with from account_deletions where user_id = $1", [
      teen.id,
    ]);
    expect(rows.rows[0]?.confirmed_with).toBe("guardian_withdrawal");
    const mail = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(teen.email)}` })).json()[0];
    expect(mail.text).toContain("Childline 1098");
    const [after] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.id, link.id));
    expect(after).toMatchObject({ status: "withdrawn", guardianEmail: null });
  });

  it("turning 18: the daily job tells the member, ends the guardian's link and frees the defaults", async () => {
    const teen = await consentedMinor(h);
    await h.database.db.update(memberAges).set({ adultOn: "2000-01-01" }).where(eq(memberAges.userId, teen.id));
    const { turned } = await job("young-people-turn-18");
    expect(turned).toBeGreaterThanOrEqual(1);
    expect((await job("young-people-turn-18")).turned).toBe(0);
    const [link] = await h.database.db.select().from(guardianConsents).where(eq(guardianConsents.minorId, teen.id));
    expect(link).toMatchObject({ status: "ended", guardianEmail: null });
    const mail = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(teen.email)}` })).json()[0];
    expect(mail.subject).toContain("18th birthday");
    const loosen = await h.app.inject({
      method: "PUT",
      url: "/api/settings/privacy",
      headers: { cookie: teen.cookie },
      payload: { discoverable: true },
    });
    expect(loosen.statusCode).toBe(200);
  });
});
