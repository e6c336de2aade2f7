// A member who signed in with Google or Microsoft gave no age: /api/me says so, and the age is given once
// (POST /api/young-people/age), kept like a sign-up's; accounts with a password are never asked; a child
// under 13 does not keep the account.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo } from "../../../test/young-people-fixture.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const me = async (m: Member) =>
  (await h.app.inject({ url: "/api/me", headers: { cookie: m.cookie } })).json().profile as {
    ageBand?: string;
    ageNeeded?: boolean;
  };
const declare = (m: Member, body: object) => h.post("/api/young-people/age", body, { cookie: m.cookie });

/** A member as a first Google sign-in leaves them: a google account row, no password, no age. */
async function socialMember(provider = "google"): Promise<Member> {
  const m = await h.member();
  await h.database.db.execute(sql`delete from member_ages where user_id = ${m.id}`);
  await h.database.db.execute(
    sql`update account set provider_id = ${provider}, account_id = ${`g-${m.id}`}, password = null where user_id = ${m.id}`,
  );
  return m;
}

describe("the age after a social sign-in", () => {
  it("asked once: a 16-year-old is kept as a minor with the protective defaults; a second answer is 409", async () => {
    const teen = await socialMember();
    expect(await me(teen)).toMatchObject({ ageNeeded: true, ageBand: "18+" });
    const r = await declare(teen, { dateOfBirth: bornYearsAgo(16) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ band: "13-17", consented: false });
    expect(await me(teen)).toMatchObject({ ageNeeded: false, ageBand: "13-17" });
    const privacy = (await h.app.inject({ url: "/api/settings/privacy", headers: { cookie: teen.cookie } })).json();
    expect(privacy).toEqual({ whoMayMessage: "buddies", discoverable: false });
    expect((await h.app.inject({ url: "/api/me", headers: { cookie: teen.cookie } })).json().profile.isPrivate).toBe(
      true,
    );
    const again = await declare(teen, { ageBand: "18+" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("AGE_ALREADY_GIVEN");
    expect(await me(teen)).toMatchObject({ ageBand: "13-17" });
  });

  it("an adult's band is kept (no birthday); Microsoft sign-ins are asked too", async () => {
    const adult = await socialMember("microsoft");
    expect((await me(adult)).ageNeeded).toBe(true);
    const r = await declare(adult, { ageBand: "18+" });
    expect(r.statusCode).toBe(200);
    expect(r.json().band).toBe("18+");
    expect((await me(adult)).ageNeeded).toBe(false);
  });

  it("under 13: 403 with the helplines' sentence, nothing kept, and the account itself erased (under-13-erasure.test.ts)", async () => {
    const child = await socialMember();
    const r = await declare(child, { dateOfBirth: bornYearsAgo(11) });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: "UNDER_13" });
    expect(r.json().message).toContain("Childline 1098");
    expect(await me(child)).toBeNull();
  });

  it("a password account (older, seeded) is never asked and cannot set an age here; bad input is 400; no session 401", async () => {
    const member = await h.member();
    await h.database.db.execute(sql`delete from member_ages where user_id = ${member.id}`);
    expect((await me(member)).ageNeeded).toBe(false);
    expect((await declare(member, { ageBand: "13-15" })).statusCode).toBe(409);
    const social = await socialMember();
    for (const body of [{}, { ageBand: "12" }, { dateOfBirth: "15/06/2010" }, { dateOfBirth: "2010-02-31" }]) {
      const bad = await declare(social, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await h.post("/api/young-people/age", { ageBand: "18+" })).statusCode).toBe(401);
  });
});

describe("the age after the email-code sign-in made the account", () => {
  /** 'Login with OTP' with an email that has no account creates one: no password, no age given. */
  async function codeMember(): Promise<Member> {
    const email = `code-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.local`;
    expect((await h.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" })).statusCode).toBe(
      200,
    );
    const r = await h.post("/api/auth/sign-in/email-otp", { email, otp: await h.codeFor(email) });
    expect(r.statusCode, r.body).toBe(200);
    const cookie = cookieFrom(r);
    const id = (await h.app.inject({ url: "/api/me", headers: { cookie } })).json().user.id as string;
    return { id, email, cookie };
  }

  it("is asked once like a social sign-in; under 13 does not keep the account", async () => {
    const adult = await codeMember();
    expect((await me(adult)).ageNeeded).toBe(true);
    expect((await declare(adult, { ageBand: "18+" })).statusCode).toBe(200);
    expect((await me(adult)).ageNeeded).toBe(false);
    const child = await codeMember();
    const r = await declare(child, { dateOfBirth: bornYearsAgo(11) });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("UNDER_13");
    expect(await me(child)).toBeNull();
  });
});
